// `aquapure check`: every invariant of every room and between rooms, run read-only on the
// shop's database; each violation printed. The rooms name their own (delivery/invariants.hpp,
// orders/invariants.hpp, subscriptions/invariants.hpp); the cross-room ones sit beside the
// reactions that keep them (app/on_order_changed.hpp, app/subscription_stops.hpp).
#pragma once
#include <ostream>
#include <vector>

#include "db/database.hpp"
#include "db/invariant.hpp"

namespace aqua::app {

std::vector<db::Invariant> all_invariants();

// Runs each invariant, prints "ok"/"FAILED" per invariant and up to 20 violating rows.
// Returns the number of violations (0: the data agrees).
long long check(db::Database& db, std::ostream& out);

}  // namespace aqua::app
