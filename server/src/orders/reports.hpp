// What the back office derives from orders (pure): customers, the CSV export, labels.
#pragma once
#include <cstdint>
#include <string>
#include <vector>
#include "core/text.hpp"

#include "orders/order.hpp"

namespace aqua::orders {

using text::csv_cell;  // core/text, kept here for the orders room's callers

// The admin CSV export of orders: a header row, then one row per order.
std::string orders_csv(const std::vector<Order>& orders);
// Its parts, for an export sent in pieces: the header row, and rows appended to csv.
std::string orders_csv_header();
void append_csv_rows(std::string& csv, const std::vector<Order>& orders);

// "Mobile wallet" or "Cash on Delivery".
std::string payment_label(const std::string& method);

struct Customer {
  std::string id, name, email, phone, address, city;
  int total_orders = 0;
  std::int64_t total_spent_paisa = 0;
  std::int64_t last_order_date = 0, created_at = 0;
};
// Customers keyed by e-mail (case-insensitive) or else phone; orders oldest first. Pure.
std::vector<Customer> derive_customers(const std::vector<Order>& orders);

}  // namespace aqua::orders
