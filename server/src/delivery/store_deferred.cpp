// New stops in one statement that waits with the rest of their transaction's inserts (issue
// 15): on PostgreSQL an order's stop, or a subscription period's stops, cost no round trip of
// their own. The stops' rows, their lines and a deposit charged (ledger, balance, totals) hang
// off the rows actually inserted (a data-modifying WITH), so a source that already has its
// stop writes nothing, as insert_stop.

#include <stdexcept>

#include "delivery/figures.hpp"
#include "delivery/store.hpp"

namespace aqua::delivery::store {

namespace {

// "(:sk, :i, :p, :n, CAST(:q AS integer), CAST(:r AS integer)), …": each line's stop, position
// and values, typed where PostgreSQL cannot tell from an INSERT … SELECT.
std::string line_rows(std::size_t n) {
  std::string out;
  for (std::size_t i = 0; i < n; ++i)
    out += std::string(i ? ", " : "") +
           "(:sk, CAST(:i AS integer), :p, :n, CAST(:q AS integer), CAST(:r AS integer))";
  return out;
}

// The deposit charged for the one stop of `d`: its ledger movement, balance and totals.
std::vector<std::string> deposit_parts(std::vector<db::Param>& params, const Stop& st,
                                       long long paisa, long long now, long long shard) {
  params.insert(params.end(),
                {st.customer_key, paisa, st.order_id, now, st.customer_key, paisa, shard, paisa});
  return {
      "INSERT INTO bottle_ledger (customer_key, kind, bottles, deposit_paisa, delivery_id, "
      "order_id, created_at) SELECT :ck, 'deposit_charged', 0, CAST(:dp AS bigint), d.id, :o, "
      "CAST(:ca AS bigint) FROM d",
      "INSERT INTO bottle_balances (customer_key, bottles, deposit_paisa) SELECT :bck, 0, "
      "CAST(:bdp AS bigint) FROM d ON CONFLICT (customer_key) DO UPDATE SET deposit_paisa = "
      "bottle_balances.deposit_paisa + excluded.deposit_paisa",
      "INSERT INTO bottle_totals (shard, bottles, deposit_paisa) SELECT CAST(:sh AS integer), "
      "0, CAST(:tdp AS bigint) FROM d ON CONFLICT (shard) DO UPDATE SET deposit_paisa = "
      "bottle_totals.deposit_paisa + excluded.deposit_paisa"};
}

}  // namespace

void insert_stops_deferred(soci::session& s, const std::vector<Stop>& stops,
                           std::int64_t deposit_paisa, long long now) {
  if (stops.empty()) return;
  if (deposit_paisa > 0 && stops.size() != 1)
    throw std::invalid_argument("a deposit is charged with one stop at a time");
  std::string sql = "WITH d AS (" + stop_insert_sql(stops.size()) + " RETURNING id, source_key)";
  std::vector<db::Param> params;
  std::size_t lines = 0;
  for (const auto& st : stops) {
    add_stop_params(params, st, now);
    lines += st.lines.size();
  }
  std::vector<std::string> parts;
  if (lines > 0) {
    parts.push_back(
        "INSERT INTO delivery_lines (delivery_id, product_id, name, quantity, returnable) "
        "SELECT d.id, v.p, v.n, v.q, v.r FROM d JOIN (VALUES " +
        line_rows(lines) + ") AS v (sk, i, p, n, q, r) ON v.sk = d.source_key ORDER BY d.id, v.i");
    for (const auto& st : stops)
      for (std::size_t i = 0; i < st.lines.size(); ++i) {
        const auto& l = st.lines[i];
        params.insert(params.end(), {st.source_key, static_cast<long long>(i), l.product_id, l.name,
                                     l.quantity, l.returnable ? 1 : 0});
      }
  }
  const long long paisa = deposit_paisa, shard = figures::bottle_shard(stops.front().customer_key);
  if (deposit_paisa > 0)
    for (auto& part : deposit_parts(params, stops.front(), paisa, now, shard))
      parts.push_back(std::move(part));
  // Every part but the last is a WITH of its own; the last is the statement itself.
  for (std::size_t i = 0; i + 1 < parts.size(); ++i)
    sql += ", w" + std::to_string(i) + " AS (" + parts[i] + ")";
  sql += parts.empty() ? " SELECT 1 FROM d" : " " + parts.back();
  db::exec_deferred(s, sql, params);
}

}  // namespace aqua::delivery::store
