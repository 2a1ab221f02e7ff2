#include "reports/dashboard.hpp"

#include <gtest/gtest.h>

namespace aqua::reports {
namespace {

TEST(Dashboard, PakistanDaysTurnAtMidnightPakistanTime) {
  long long d = pakistan_day(1'763'924'400'000LL);  // 2025-11-23T19:00:00Z = 24th 00:00 PKT
  EXPECT_EQ(day_to_date(d), "2025-11-24");
  EXPECT_EQ(day_to_date(pakistan_day(1'763'924'399'999LL)), "2025-11-23");
}

TEST(Dashboard, FillDaysGivesEveryDayOldestFirst) {
  long long today = pakistan_day(1'763'924'400'000LL);
  auto days = fill_days({{today, {"", 3, 900}}, {today - 2, {"", 1, 100}}}, today, 4);
  ASSERT_EQ(days.size(), 4u);
  EXPECT_EQ(days[0].date, "2025-11-21");
  EXPECT_EQ(days[3].date, "2025-11-24");
  EXPECT_EQ(days[1].orders, 1);
  EXPECT_EQ(days[2].orders, 0);
  EXPECT_EQ(days[3].revenue_paisa, 900);
}

}  // namespace
}  // namespace aqua::reports
