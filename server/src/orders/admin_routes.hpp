// Admin routes for orders (list, status and payment updates, delete, CSV export), the
// customers derived from orders, contact messages and the mail outbox.
#pragma once
#include <functional>
#include <map>
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

// Bottles each customer holds (customer key -> bottles); app/ wires the delivery room's.
using BottleBalancesFn = std::function<std::map<std::string, int>(soci::session&)>;

void add_admin_routes(http::Router& router, auth::Auth& auth, db::Database& db,
                      std::function<void()> wake_mailer, BottleBalancesFn bottle_balances = {});

}  // namespace aqua::orders
