// What must always hold of the delivery room's own tables (aquapure check runs them).
#pragma once
#include <vector>

#include "db/invariant.hpp"

namespace aqua::delivery {

std::vector<db::Invariant> invariants();

}  // namespace aqua::delivery
