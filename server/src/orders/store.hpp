// The orders' SQL: orders, their items and idempotency keys, and the back office's queries.
#pragma once
#include <soci/soci.h>

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "db/prepared.hpp"
#include "orders/order.hpp"

namespace aqua::orders::store {

struct IdempotencyRecord {
  std::string request_hash, order_id, access_token;
};

std::optional<IdempotencyRecord> find_key(soci::session& s, const std::string& key);
// find_key asked now and answered with the next statement that needs an answer (on
// PostgreSQL in the same round trip: db::query_later).
class KeyLookup {
 public:
  KeyLookup(soci::session& s, const std::string& key);
  std::optional<IdempotencyRecord> get(soci::session& s);

 private:
  db::Later later_;
};
// Retention: forgets up to `limit` keys created before `cutoff_ms`, oldest first. Returns
// how many.
int prune_keys_batch(soci::session& s, long long cutoff_ms, int limit);
void insert_key(soci::session& s, const std::string& key, const IdempotencyRecord& r,
                long long now);
// The order, its lines, its day total and its customer; false, with nothing written, when
// another order has its id (ids are four random characters per 8 ms: draw another).
bool insert_order(soci::session& s, const Order& o, const std::string& token_hash);
// insert_order without waiting for an answer (db::exec_deferred): a taken id fails the
// write with a duplicate key (db::is_unique_violation) when it is sent.
void insert_order_deferred(soci::session& s, const Order& o, const std::string& token_hash);
std::optional<Order> find_order(soci::session& s, const std::string& id);
// A row of "SELECT id, customer_id, … updated_at, language" (find_order's columns; items not
// loaded), and one of "SELECT product_id, … plan_name_ur" (find_order's item columns).
Order order_from_row(const soci::row& r);
OrderItem item_from_row(const soci::row& r);
// Status delivered (unless cancelled); payment paid when cash_paid and the order is COD.
void mark_delivered(soci::session& s, const std::string& id, bool cash_paid, long long now);
std::string token_hash_of(soci::session& s, const std::string& id);
// The order's customer language ("en" or "ur"; "en" when there is no such order).
std::string language_of(soci::session& s, const std::string& id);

// The back office's order queries.
struct OrderFilter {
  std::string q, status;  // empty: any (the list's SQL: orders/admin_query.hpp)
};
std::vector<Order> find_orders(soci::session& s, const std::vector<std::string>& ids);
// Every order id, oldest first.
std::vector<std::string> all_order_ids(soci::session& s);
// Stores o's status, payment status and updated_at.
void update_status(soci::session& s, const Order& o);
// Deletes an order and its items; false when there was none.
bool delete_order(soci::session& s, const std::string& id);

}  // namespace aqua::orders::store
