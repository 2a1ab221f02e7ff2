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

void reset(db::Database& db, const std::string& bucket) {
  db.write([&](soci::session& s) {
    s << "DELETE FROM rate_limits WHERE bucket = :b", soci::use(bucket);
  });
}

}  // namespace aqua::ratelimit
