// Admin routes for orders (list, status and payment updates, delete, CSV export), the
// customers derived from orders, contact messages and the mail outbox.
#pragma once
#include <string>
#include <vector>

#include "auth/auth.hpp"
#include "orders/order.hpp"

namespace aqua::orders {

// One CSV cell: quoted when needed, and formula-looking text defused for spreadsheets.
std::string csv_cell(const std::string& s);

struct Customer {
  std::string id, name, email, phone, address, city;
  int total_orders = 0;
  std::int64_t total_spent_paisa = 0;
  std::int64_t last_order_date = 0, created_at = 0;
};
// Customers keyed by e-mail (case-insensitive) or else phone; orders oldest first. Pure.
std::vector<Customer> derive_customers(const std::vector<Order>& orders);

void add_admin_routes(http::Router& router, auth::Auth& auth, db::Database& db,
                      std::function<void()> wake_mailer);

}  // namespace aqua::orders
