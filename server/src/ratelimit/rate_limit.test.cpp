#include "ratelimit/rate_limit.hpp"

#include <gtest/gtest.h>

#include "core/clock.hpp"
#include "db/testing.hpp"

namespace aqua::ratelimit {
namespace {

TEST(RateLimit, CountsPerBucketWithinAFixedWindow) {
  std::int64_t now = 1'800'000'000'000;
  clock::set_for_testing([&now] { return now; });
  auto db_ptr = db::fresh_test_db("rate-limit-test");
  auto& db = *db_ptr;

  for (int i = 0; i < 3; ++i) EXPECT_TRUE(allow(db, "login:a", 3, 60'000)) << i;
  EXPECT_FALSE(allow(db, "login:a", 3, 60'000));
  EXPECT_TRUE(allow(db, "login:b", 3, 60'000));  // buckets are separate
  now += 30'000;
  EXPECT_FALSE(allow(db, "login:a", 3, 60'000));  // same window
  now += 30'000;
  EXPECT_TRUE(allow(db, "login:a", 3, 60'000));  // a new window starts from zero
  clock::set_for_testing(nullptr);
}

}  // namespace
}  // namespace aqua::ratelimit
