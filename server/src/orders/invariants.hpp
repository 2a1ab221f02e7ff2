// What must always hold of the orders room's tables and the totals it keeps (aquapure check).
#pragma once
#include <vector>

#include "db/invariant.hpp"

namespace aqua::orders {

std::vector<db::Invariant> invariants();

}  // namespace aqua::orders
