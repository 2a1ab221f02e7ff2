// The orders' SQL: orders, their items and idempotency keys, and the back office's queries.
#pragma once
#include <soci/soci.h>

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "orders/order.hpp"

namespace aqua::orders::store {

struct IdempotencyRecord {
  std::string request_hash, order_id, access_token;
};

std::optional<IdempotencyRecord> find_key(soci::session& s, const std::string& key);
// Forgets idempotency keys created before `cutoff_ms`.
void prune_keys(soci::session& s, long long cutoff_ms);
// Retention: forgets up to `limit` keys created before `cutoff_ms`, oldest first. Returns
// how many.
int prune_keys_batch(soci::session& s, long long cutoff_ms, int limit);
void insert_key(soci::session& s, const std::string& key, const IdempotencyRecord& r,
                long long now);
void insert_order(soci::session& s, const Order& o, const std::string& token_hash);
std::optional<Order> find_order(soci::session& s, const std::string& id);
// Status delivered (unless cancelled); payment paid when cash_paid and the order is COD.
void mark_delivered(soci::session& s, const std::string& id, bool cash_paid, long long now);
std::string token_hash_of(soci::session& s, const std::string& id);

// The back office's order queries.
struct OrderFilter {
  std::string q, status;  // empty: any
};
std::vector<Order> find_orders(soci::session& s, const std::vector<std::string>& ids);
// Ids of matching orders, newest first, and how many match in all.
std::pair<std::vector<std::string>, long long> find_order_ids(soci::session& s,
                                                              const OrderFilter& f, int limit,
                                                              int offset);
// Every order id, oldest first.
std::vector<std::string> all_order_ids(soci::session& s);
// Stores o's status, payment status and updated_at.
void update_status(soci::session& s, const Order& o);
// Deletes an order and its items; false when there was none.
bool delete_order(soci::session& s, const std::string& id);

}  // namespace aqua::orders::store
