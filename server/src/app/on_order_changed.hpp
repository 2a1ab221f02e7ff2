// What happens in the other rooms when staff change an order's status or payment, or delete
// it: one place, called inside the order's own transaction by the orders room's admin routes
// (docs/api.md, "Orders and their stops"). The invariants these reactions keep are beside
// them (order_invariants), checked by `aquapure check`.
#pragma once
#include <vector>

#include "db/invariant.hpp"
#include "orders/admin_routes.hpp"

namespace aqua::app {

// Cancelled (or deleted): the order's open stops are cancelled (an outcome then gets 409) and
// leave the drivers' lists and the cash outstanding; its planned subscription deliveries are
// cancelled and the subscriptions it bought end. An order with a delivered stop cannot be
// cancelled (409). Reopened: its own stop comes back (planned, or failed to be rescheduled
// when its date has passed). Paid or refunded: no cash due on its stops; back to pending:
// what is still owed is due again on its first open stop.
orders::OrderReactions order_reactions();

// An unpaid cash-on-delivery order asks what is still owed (its total less the cash its
// delivered stops collected) on its first open stop, and nothing on the others; any other
// order asks nothing. After a status, payment or total change, and after each delivered
// outcome, so a short collection is carried to the order's next stop.
void ask_what_is_owed(soci::session& s, const orders::Order& o);

// Orders and their stops agree: what `aquapure check` verifies of the reactions above.
std::vector<db::Invariant> order_invariants();

}  // namespace aqua::app
