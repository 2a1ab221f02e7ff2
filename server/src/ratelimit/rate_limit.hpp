// Fixed-window rate limits kept in the database, so every server behind a proxy shares them.
#pragma once
#include <string>
#include <vector>

#include "db/database.hpp"

namespace aqua::ratelimit {

// Counts one hit on bucket; true while the count within the window is at most limit.
bool allow(db::Database& db, const std::string& bucket, int limit, long long window_ms);
struct Limit {
  std::string bucket;
  int limit = 0;
  long long window_ms = 0;
};
// allow() for several buckets in one transaction (one write instead of one per bucket).
std::vector<bool> allow_all(db::Database& db, const std::vector<Limit>& limits);
// allow_all() in the caller's transaction (an order counts its hits in its own write).
std::vector<bool> allow_all_in(soci::session& s, const std::vector<Limit>& limits, long long now);
// Hits counted in bucket's current window, without counting one more.
int hits(db::Database& db, const std::string& bucket, long long window_ms);
// Forgets bucket's hits.
void reset(db::Database& db, const std::string& bucket);
// Takes back one hit of bucket's current window (a try counted up front that turned out not
// to be one the limit is about, e.g. a correct password). Never below zero.
void release(db::Database& db, const std::string& bucket);

}  // namespace aqua::ratelimit
