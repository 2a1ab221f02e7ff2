// New stops in one statement that waits with the rest of their transaction's inserts (issue
// 15): on PostgreSQL an order's stop, or a subscription period's stops, cost no round trip of
// their own. The stops' lines hang off the rows actually inserted (a data-modifying WITH), so
// a source that already has its stop writes nothing, as insert_stop.

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

}  // namespace

void insert_stops_deferred(soci::session& s, const std::vector<Stop>& stops, long long now) {
  if (stops.empty()) return;
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
  // Every part but the last is a WITH of its own; the last is the statement itself.
  for (std::size_t i = 0; i + 1 < parts.size(); ++i)
    sql += ", w" + std::to_string(i) + " AS (" + parts[i] + ")";
  sql += parts.empty() ? " SELECT 1 FROM d" : " " + parts.back();
  db::exec_deferred(s, sql, params);
}

}  // namespace aqua::delivery::store
