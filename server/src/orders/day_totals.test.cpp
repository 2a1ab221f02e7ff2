#include "orders/day_totals.hpp"

#include <gtest/gtest.h>

#include <set>

namespace aqua::orders::day_totals {
namespace {

TEST(DayTotals, ADayIsAPakistanCalendarDay) {
  // 2025-11-23T19:00:00Z is midnight of the 24th in Pakistan (UTC+5).
  EXPECT_EQ(pakistan_day(1'763'924'400'000LL), pakistan_day(1'763'924'400'000LL + 86'399'999));
  EXPECT_EQ(pakistan_day(1'763'924'400'000LL) - 1, pakistan_day(1'763'924'399'999LL));
}

TEST(DayTotals, AnOrderAlwaysCountsInTheSameOfEightShards) {
  std::set<int> seen;
  for (int i = 0; i < 200; ++i) {
    auto id = "ORD-" + std::to_string(1'000'000 + i);
    int shard = shard_of(id);
    EXPECT_GE(shard, 0);
    EXPECT_LT(shard, 8);
    EXPECT_EQ(shard, shard_of(id)) << "a status change must find the row its insert used";
    seen.insert(shard);
  }
  EXPECT_EQ(seen.size(), 8u) << "200 orders spread over every shard";
}

}  // namespace
}  // namespace aqua::orders::day_totals
