// The orders' SQL: orders, their items and idempotency keys.
#pragma once
#include <soci/soci.h>

#include <optional>

#include "orders/order.hpp"

namespace aqua::orders::store {

struct IdempotencyRecord {
  std::string request_hash, order_id, access_token;
};

std::optional<IdempotencyRecord> find_key(soci::session& s, const std::string& key);
// Forgets idempotency keys created before `cutoff_ms`.
void prune_keys(soci::session& s, long long cutoff_ms);
void insert_key(soci::session& s, const std::string& key, const IdempotencyRecord& r,
                long long now);
void insert_order(soci::session& s, const Order& o, const std::string& token_hash);
std::optional<Order> find_order(soci::session& s, const std::string& id);
// Status delivered (unless cancelled); payment paid when cash_paid and the order is COD.
void mark_delivered(soci::session& s, const std::string& id, bool cash_paid, long long now);
std::string token_hash_of(soci::session& s, const std::string& id);

}  // namespace aqua::orders::store
