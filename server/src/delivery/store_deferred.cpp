// A new stop in one statement that waits with the rest of its order's inserts (issue 15): on
// PostgreSQL an order's stops cost no round trip of their own. The stop's row, its lines and
// the deposit charged (ledger, balance, totals) hang off the row actually inserted (a data-
// modifying WITH), so a source that already has its stop writes nothing, as insert_stop.

#include "delivery/figures.hpp"
#include "delivery/store.hpp"

namespace aqua::delivery::store {

namespace {

// "(:p1, :p2, CAST(:p3 AS integer), CAST(:p4 AS integer)), …": a line's values, typed where
// PostgreSQL cannot tell from an INSERT … SELECT.
std::string line_rows(std::size_t n) {
  std::string out;
  for (std::size_t i = 0; i < n; ++i)
    out += std::string(i ? ", " : "") + "(:p" + std::to_string(i) + ", :n" + std::to_string(i) +
           ", CAST(:q" + std::to_string(i) + " AS integer), CAST(:r" + std::to_string(i) +
           " AS integer))";
  return out;
}

}  // namespace

void insert_stop_deferred(soci::session& s, const Stop& st, std::int64_t deposit_paisa,
                          long long now) {
  std::string sql = "WITH d AS (" + stop_insert_sql() + ")";
  auto params = stop_insert_params(st, now);
  std::vector<std::string> parts;
  if (!st.lines.empty()) {
    parts.push_back(
        "INSERT INTO delivery_lines (delivery_id, product_id, name, quantity, returnable) "
        "SELECT d.id, v.p, v.n, v.q, v.r FROM d CROSS JOIN (VALUES " +
        line_rows(st.lines.size()) + ") AS v (p, n, q, r)");
    for (const auto& l : st.lines)
      params.insert(params.end(), {l.product_id, l.name, l.quantity, l.returnable ? 1 : 0});
  }
  if (deposit_paisa > 0) {
    auto paisa = static_cast<long long>(deposit_paisa);
    parts.push_back(
        "INSERT INTO bottle_ledger (customer_key, kind, bottles, deposit_paisa, delivery_id, "
        "order_id, created_at) SELECT :ck, 'deposit_charged', 0, CAST(:dp AS bigint), d.id, :o, "
        "CAST(:ca AS bigint) FROM d");
    params.insert(params.end(), {st.customer_key, paisa, st.order_id, now});
    parts.push_back(
        "INSERT INTO bottle_balances (customer_key, bottles, deposit_paisa) SELECT :bck, 0, "
        "CAST(:bdp AS bigint) FROM d ON CONFLICT (customer_key) DO UPDATE SET deposit_paisa = "
        "bottle_balances.deposit_paisa + excluded.deposit_paisa");
    params.insert(params.end(), {st.customer_key, paisa});
    parts.push_back(
        "INSERT INTO bottle_totals (shard, bottles, deposit_paisa) SELECT CAST(:sh AS integer), "
        "0, CAST(:tdp AS bigint) FROM d ON CONFLICT (shard) DO UPDATE SET deposit_paisa = "
        "bottle_totals.deposit_paisa + excluded.deposit_paisa");
    params.insert(params.end(), {figures::bottle_shard(st.customer_key), paisa});
  }
  // Every part but the last is a WITH of its own; the last is the statement itself.
  for (std::size_t i = 0; i + 1 < parts.size(); ++i)
    sql += ", w" + std::to_string(i) + " AS (" + parts[i] + ")";
  sql += parts.empty() ? " SELECT 1 FROM d" : " " + parts.back();
  db::exec_deferred(s, sql, params);
}

}  // namespace aqua::delivery::store
