// What must always hold of the messages room's tables (aquapure check).
#pragma once
#include <vector>

#include "db/invariant.hpp"

namespace aqua::messages {

std::vector<db::Invariant> invariants();

}  // namespace aqua::messages
