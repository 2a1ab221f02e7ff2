// The admin orders list and export, read from the database: one keyset page (orders and
// all their items in two queries), a bounded count, and the CSV export in batches.
#pragma once
#include <soci/soci.h>

#include <string>
#include <vector>

#include "db/database.hpp"
#include "http/message.hpp"
#include "orders/admin_query.hpp"
#include "orders/order.hpp"

namespace aqua::orders::admin_list {

// Counting stops here: the answer says "at least this many" rather than scan a million rows.
constexpr int kTotalCap = 10000;

struct Page {
  std::vector<Order> orders;  // newest first
  bool more_older = false, more_newer = false;
  long long total = 0;        // matching orders, at most kTotalCap
  bool total_capped = false;  // more than kTotalCap match
};

// One page of spec.limit orders from spec.cursor (or the newest), with their items.
Page read_page(soci::session& s, bool sqlite, admin_query::ListSpec spec, bool with_total);

// Loads every order's items with one query (WHERE order_id IN (…)).
void load_items(soci::session& s, std::vector<Order>& orders);

// The CSV export streamed: the header row, then `batch` orders at a time (newest first),
// each batch read on a reader connection by keyset, so memory stays flat.
std::shared_ptr<http::BodySource> csv_export(db::Database& db, admin_query::ListSpec spec,
                                             int batch = 1000);

}  // namespace aqua::orders::admin_list
