#include "ratelimit/rate_limit.hpp"

#include "core/clock.hpp"

namespace aqua::ratelimit {

bool allow(db::Database& db, const std::string& bucket, int limit, long long window_ms) {
  long long now = clock::now_ms();
  long long cutoff = now - window_ms;
  int count = db.write([&](soci::session& s) {
    int c = 0;
    s << "INSERT INTO rate_limits (bucket, window_start, count) VALUES (:b, :now, 1) "
         "ON CONFLICT (bucket) DO UPDATE SET "
         "count = CASE WHEN rate_limits.window_start <= :cutoff THEN 1 "
         "ELSE rate_limits.count + 1 END, "
         "window_start = CASE WHEN rate_limits.window_start <= :cutoff2 THEN :now2 "
         "ELSE rate_limits.window_start END "
         "RETURNING count",
        soci::use(bucket), soci::use(now), soci::use(cutoff), soci::use(cutoff), soci::use(now),
        soci::into(c);
    return c;
  });
  return count <= limit;
}

}  // namespace aqua::ratelimit
