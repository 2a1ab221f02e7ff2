// Admin routes for orders (list, status and payment updates, delete, CSV export). The
// customers list is the customers room's (customers/admin_routes.hpp).
#pragma once
#include "auth/auth.hpp"
#include "orders/reports.hpp"

namespace aqua::orders {

void add_admin_routes(http::Router& router, auth::Auth& auth, db::Database& db);

}  // namespace aqua::orders
