// The idempotency keys' SQL (declared in orders/store.hpp): an order's key with the request
// it answered and the order it made.
#include "db/prepared.hpp"
#include "orders/store.hpp"

namespace aqua::orders::store {

namespace {
const char* const kFindKey =
    "SELECT request_hash, order_id, access_token FROM idempotency_keys WHERE key = :k";
}  // namespace

std::optional<IdempotencyRecord> find_key(soci::session& s, const std::string& key) {
  auto row = db::query_row(s, kFindKey, {key});
  if (!row) return std::nullopt;
  return IdempotencyRecord{(*row)[0], (*row)[1], (*row)[2]};
}

KeyLookup::KeyLookup(soci::session& s, const std::string& key)
    : later_(db::query_later(s, kFindKey, {key})) {}

std::optional<IdempotencyRecord> KeyLookup::get(soci::session& s) {
  const auto& rows = later_.rows(s);
  if (rows.empty()) return std::nullopt;
  return IdempotencyRecord{rows[0][0], rows[0][1], rows[0][2]};
}

int prune_keys_batch(soci::session& s, long long cutoff_ms, int limit) {
  soci::statement st = (s.prepare << "DELETE FROM idempotency_keys WHERE key IN (SELECT key FROM "
                                     "idempotency_keys WHERE created_at < :c ORDER BY "
                                     "created_at LIMIT :n)",
                        soci::use(cutoff_ms), soci::use(limit));
  st.execute(true);
  return static_cast<int>(st.get_affected_rows());
}

void insert_key(soci::session& s, const std::string& key, const IdempotencyRecord& r,
                long long now) {
  db::exec_deferred(
      s,
      "INSERT INTO idempotency_keys (key, request_hash, order_id, access_token, created_at) "
      "VALUES (:k, :h, :o, :t, :c)",
      {key, r.request_hash, r.order_id, r.access_token, now});
}

}  // namespace aqua::orders::store
