// Admin routes for orders (list, status and payment updates, delete, CSV export) and the
// customers derived from orders.
#pragma once
#include <functional>
#include <map>
#include <string>

#include "auth/auth.hpp"
#include "orders/reports.hpp"

namespace aqua::orders {

// Bottles each customer holds (customer key -> bottles); app/ wires the delivery room's.
using BottleBalancesFn = std::function<std::map<std::string, int>(soci::session&)>;

void add_admin_routes(http::Router& router, auth::Auth& auth, db::Database& db,
                      const BottleBalancesFn& bottle_balances = {});

}  // namespace aqua::orders
