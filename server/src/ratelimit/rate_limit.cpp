#include "ratelimit/rate_limit.hpp"

#include <algorithm>
#include <map>

#include "core/clock.hpp"
#include "db/prepared.hpp"

namespace aqua::ratelimit {

namespace {
// One hit on bucket, in the caller's transaction; returns the count within the window.
int count_hit(soci::session& s, const std::string& bucket, long long now, long long window_ms) {
  long long cutoff = now - window_ms;
  auto row = db::query_row(s,
                           "INSERT INTO rate_limits (bucket, window_start, count) VALUES (:b, "
                           ":now, 1) ON CONFLICT (bucket) DO UPDATE SET "
                           "count = CASE WHEN rate_limits.window_start <= :cutoff THEN 1 "
                           "ELSE rate_limits.count + 1 END, "
                           "window_start = CASE WHEN rate_limits.window_start <= :cutoff2 THEN "
                           ":now2 ELSE rate_limits.window_start END "
                           "RETURNING count",
                           {bucket, now, cutoff, cutoff, now});
  return row ? std::stoi((*row)[0]) : 0;
}
}  // namespace

bool allow(db::Database& db, const std::string& bucket, int limit, long long window_ms) {
  return allow_all(db, {{bucket, limit, window_ms}}).front();
}

std::vector<bool> allow_all(db::Database& db, const std::vector<Limit>& limits) {
  long long now = clock::now_ms();
  return db.write([&](soci::session& s) { return allow_all_in(s, limits, now); });
}

// Hits on several buckets with one window in one statement (one round trip on PostgreSQL);
// returns each bucket's count within the window.
std::map<std::string, int> count_hits(soci::session& s, const std::vector<std::string>& buckets,
                                      long long now, long long window_ms) {
  long long cutoff = now - window_ms;
  std::vector<db::Param> params;
  for (const auto& b : buckets) params.insert(params.end(), {b, now});
  params.insert(params.end(), {cutoff, cutoff, now});
  std::string values;
  for (std::size_t i = 0; i < buckets.size(); ++i)
    values += (i ? ", " : "") + std::string("(:b") + std::to_string(i) + ", :n" +
              std::to_string(i) + ", 1)";
  auto rows =
      db::query_rows(s,
                     "INSERT INTO rate_limits (bucket, window_start, count) VALUES " + values +
                         " ON CONFLICT (bucket) DO UPDATE SET "
                         "count = CASE WHEN rate_limits.window_start <= :cutoff THEN 1 "
                         "ELSE rate_limits.count + 1 END, "
                         "window_start = CASE WHEN rate_limits.window_start <= :cutoff2 "
                         "THEN :now ELSE rate_limits.window_start END "
                         "RETURNING bucket, count",
                     params);
  std::map<std::string, int> out;
  for (const auto& r : rows) out[r[0]] = std::stoi(r[1]);
  return out;
}

std::vector<bool> allow_all_in(soci::session& s, const std::vector<Limit>& limits, long long now) {
  // Buckets grouped by window: one statement per window (an order's three buckets usually
  // share one). A bucket named twice is counted twice, one statement each time.
  std::map<long long, std::vector<std::string>> by_window;
  std::map<std::string, int> counts;
  std::vector<bool> out;
  out.reserve(limits.size());
  for (const auto& l : limits) {
    auto& group = by_window[l.window_ms];
    if (std::find(group.begin(), group.end(), l.bucket) != group.end()) {
      out.clear();
      for (const auto& one : limits)
        out.push_back(count_hit(s, one.bucket, now, one.window_ms) <= one.limit);
      return out;
    }
    group.push_back(l.bucket);
  }
  for (const auto& [window, buckets] : by_window)
    for (auto& [bucket, count] : count_hits(s, buckets, now, window)) counts[bucket] = count;
  for (const auto& l : limits) out.push_back(counts[l.bucket] <= l.limit);
  return out;
}

int hits(db::Database& db, const std::string& bucket, long long window_ms) {
  long long cutoff = clock::now_ms() - window_ms;
  return db.read([&](soci::session& s) {
    int count = 0;
    soci::indicator ind = soci::i_null;
    s << "SELECT count FROM rate_limits WHERE bucket = :b AND window_start > :c", soci::use(bucket),
        soci::use(cutoff), soci::into(count, ind);
    return ind == soci::i_ok ? count : 0;
  });
}

void release(db::Database& db, const std::string& bucket) {
  db.write([&](soci::session& s) {
    s << "UPDATE rate_limits SET count = count - 1 WHERE bucket = :b AND count > 0",
        soci::use(bucket);
  });
}

void reset(db::Database& db, const std::string& bucket) {
  db.write([&](soci::session& s) {
    s << "DELETE FROM rate_limits WHERE bucket = :b", soci::use(bucket);
  });
}

}  // namespace aqua::ratelimit
