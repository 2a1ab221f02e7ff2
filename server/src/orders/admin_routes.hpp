// Admin routes for orders (list, status and payment updates, delete, CSV export) and the
// customers derived from orders.
#pragma once
#include "auth/auth.hpp"
#include "orders/reports.hpp"

namespace aqua::orders {

void add_admin_routes(http::Router& router, auth::Auth& auth, db::Database& db);

}  // namespace aqua::orders
