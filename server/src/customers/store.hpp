// The customers table as the back office reads it: keyset pages, prefix search, totals.
#pragma once
#include <soci/soci.h>

#include <optional>
#include <string>
#include <vector>

namespace aqua::customers::store {

struct Row {
  std::string key, name, email, phone, address, city;
  long long total_orders = 0, total_spent_paisa = 0, last_order_at = 0, first_seen_at = 0;
};

// Where a page starts: after this (last order time, key), newest first.
struct Cursor {
  long long last_order_at = 0;
  std::string key;
};

struct PageQuery {
  std::string q;  // trimmed; empty: everyone
  std::optional<Cursor> after;
  int limit = 50;
};

// Up to `limit` customers, newest last order first (then key, descending). A search matches
// the start of the name, the last name, the e-mail or the phone (without separators).
std::vector<Row> page(soci::session& s, const PageQuery& query);

// How many customers there are (a COUNT over the smallest index: ~10 ms at 200,000). The
// orders and revenue totals are the dashboard's: summing them here scans the whole table.
long long count(soci::session& s);

}  // namespace aqua::customers::store
