// What must always hold of the subscriptions room's tables (aquapure check).
#pragma once
#include <vector>

#include "db/invariant.hpp"

namespace aqua::subscriptions {

std::vector<db::Invariant> invariants();

}  // namespace aqua::subscriptions
