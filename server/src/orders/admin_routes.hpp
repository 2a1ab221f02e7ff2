// Admin routes for orders (list, status and payment updates, delete, CSV export). The
// customers list is the customers room's (customers/admin_routes.hpp).
#pragma once
#include <functional>

#include "auth/auth.hpp"
#include "orders/order.hpp"
#include "orders/reports.hpp"

namespace aqua::orders {

// What other rooms do when staff change or delete an order, inside the same transaction
// (app/on_order_changed.cpp). Both are required: add_admin_routes refuses to start without.
// `changed` may refuse the change by throwing ApiError (nothing is then written).
struct OrderReactions {
  std::function<void(soci::session&, const Order& before, const Order& after)> changed;
  std::function<void(soci::session&, const Order& deleted)> deleted;
};

void add_admin_routes(http::Router& router, auth::Auth& auth, db::Database& db,
                      OrderReactions reactions);

}  // namespace aqua::orders
