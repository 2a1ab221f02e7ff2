// Wiring between orders and the delivery room: the stop a placed one-time order makes (what a
// recorded outcome does is app/on_outcome_recorded.cpp). Lives in app/ because neither room
// knows the other.
#pragma once
#include <optional>

#include "auth/auth.hpp"
#include "delivery/model.hpp"
#include "delivery/service.hpp"
#include "orders/order.hpp"

namespace aqua::app {

// What a drop of returnable bottles asks at the door, one rule for every stop (a one-time
// line, a subscription's delivery): an exchange takes one empty back per bottle and charges
// no deposit; a drop with a deposit takes no empties and charges the deposit paid, when the
// bottles are left (delivery/rules.cpp, movements_for). Pure.
struct BottleReturns {
  int empties = 0;
  std::int64_t deposit_paisa = 0;
};
BottleReturns returns_for(int bottles, bool exchange, std::int64_t deposit_paisa);

// The stop of a placed order: its one-time lines to drop, exchange lines' empties to collect,
// a COD order's total as cash due, the deposits charged. nullopt when the order has no
// one-time line (a subscription's deliveries come from its planned deliveries). Pure.
std::optional<delivery::StopSpec> stop_for_order(const orders::Order& o);

// Drivers for the delivery room: active admins with role driver.
delivery::DriversFn drivers_from(auth::Auth& auth);

}  // namespace aqua::app
