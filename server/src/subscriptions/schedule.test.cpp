#include "subscriptions/schedule.hpp"

#include <gtest/gtest.h>

#include <optional>

#include "pricing/pricing.hpp"

namespace aqua::subscriptions {
namespace {

Date d(const char* s) {
  return *parse_date(s);
}
std::string start_of(const char* freq, const char* start, int i) {
  return format_date(period_start(freq, d(start), i));
}

TEST(Schedule, ParsesOnlyRealDates) {
  EXPECT_TRUE(parse_date("2028-02-29"));
  EXPECT_FALSE(parse_date("2027-02-29"));
  EXPECT_FALSE(parse_date("2026-13-01"));
  EXPECT_FALSE(parse_date("2026-1-01"));
  EXPECT_EQ(format_date(d("2026-03-09")), "2026-03-09");
  EXPECT_EQ(weekday_of(d("2026-11-24")), 2);  // a Tuesday
}

TEST(Schedule, MonthlyPeriodsClampToMonthEnds) {
  EXPECT_EQ(start_of("Monthly", "2026-01-31", 1), "2026-02-28");
  EXPECT_EQ(start_of("Monthly", "2026-01-31", 2), "2026-03-31");
  EXPECT_EQ(start_of("Monthly", "2026-01-31", 3), "2026-04-30");
  EXPECT_EQ(start_of("Monthly", "2028-01-31", 1), "2028-02-29");  // leap year
  EXPECT_EQ(start_of("Monthly", "2028-01-30", 1), "2028-02-29");
  EXPECT_EQ(start_of("Monthly", "2027-01-29", 1), "2027-02-28");
  EXPECT_EQ(start_of("Monthly", "2028-02-29", 1), "2028-03-29");
  EXPECT_EQ(start_of("Monthly", "2028-02-29", 12), "2029-02-28");
  EXPECT_EQ(start_of("Monthly", "2026-03-30", 11), "2027-02-28");
  EXPECT_EQ(start_of("Monthly", "2026-11-15", 2), "2027-01-15");  // across the year
}

TEST(Schedule, WeeklyAndBiWeeklyPeriods) {
  EXPECT_EQ(start_of("Weekly", "2026-02-26", 1), "2026-03-05");
  EXPECT_EQ(start_of("Bi-Weekly", "2028-02-20", 1), "2028-03-05");
  EXPECT_EQ(start_of("Bi-Weekly", "2026-12-25", 1), "2027-01-08");
}

TEST(Schedule, PeriodIndexOfADay) {
  EXPECT_EQ(period_index_of("Monthly", d("2026-01-31"), d("2026-02-27")), 0);
  EXPECT_EQ(period_index_of("Monthly", d("2026-01-31"), d("2026-02-28")), 1);
  EXPECT_EQ(period_index_of("Monthly", d("2026-01-31"), d("2026-03-30")), 1);
  EXPECT_EQ(period_index_of("Monthly", d("2026-01-31"), d("2026-03-31")), 2);
  EXPECT_EQ(period_index_of("Weekly", d("2026-01-01"), d("2026-01-15")), 2);
  EXPECT_EQ(period_index_of("Bi-Weekly", d("2026-01-01"), d("2025-12-01")), 0);
}

TEST(Schedule, SplitsAreExact) {
  EXPECT_EQ(split_counts(20, 4), (std::vector<int>{5, 5, 5, 5}));
  EXPECT_EQ(split_counts(10, 4), (std::vector<int>{3, 3, 2, 2}));
  EXPECT_EQ(split_counts(7, 2), (std::vector<int>{4, 3}));
  EXPECT_EQ(split_counts(3, 4), (std::vector<int>{1, 1, 1, 0}));
  EXPECT_EQ(split_counts(12, 1), (std::vector<int>{12}));
  EXPECT_EQ(deliveries_per_period("Monthly", "weekly"), 4);
  EXPECT_EQ(deliveries_per_period("Monthly", "biweekly"), 2);
  EXPECT_EQ(deliveries_per_period("Monthly", "all"), 1);
  EXPECT_EQ(deliveries_per_period("Weekly", "weekly"), 1);
  EXPECT_EQ(deliveries_per_period("Bi-Weekly", "weekly"), 2);
  EXPECT_EQ(default_split("Monthly"), "weekly");
  EXPECT_EQ(default_split("Weekly"), "all");
}

TEST(Schedule, PlansAPeriodsDeliveriesOnTheWeekday) {
  // February 2027 has 28 days: four weekly deliveries still fit.
  auto p = plan_period(d("2027-02-01"), d("2027-03-01"), weekday_of(d("2027-02-01")), 4, 10);
  ASSERT_EQ(p.size(), 4u);
  EXPECT_EQ(format_date(p[0].date), "2027-02-01");
  EXPECT_EQ(format_date(p[3].date), "2027-02-22");
  int total = 0;
  for (const auto& x : p) total += x.bottles;
  EXPECT_EQ(total, 10);
  EXPECT_EQ(p[0].bottles, 3);
  EXPECT_EQ(p[3].bottles, 2);
  // Another weekday: the first delivery is the first such day on or after the start.
  auto q = plan_period(d("2026-11-24"), d("2026-12-24"), 5, 2, 12);  // Friday
  ASSERT_EQ(q.size(), 2u);
  EXPECT_EQ(format_date(q[0].date), "2026-11-27");
  EXPECT_EQ(format_date(q[1].date), "2026-12-11");
  // A week's period: the delivery stays inside it.
  auto w = plan_period(d("2026-11-24"), d("2026-12-01"), 1, 1, 2);  // Monday
  ASSERT_EQ(w.size(), 1u);
  EXPECT_EQ(format_date(w[0].date), "2026-11-30");
  // More deliveries than bottles: no empty stop.
  EXPECT_EQ(plan_period(d("2026-11-24"), d("2026-12-24"), 2, 4, 2).size(), 2u);
}

// Every Monthly start day from 2026 to 2031, every weekday, two years of periods: the weekly
// split delivers every week and the biweekly one every other week with no longer gap, inside
// each period, the period's bottles exact.
void expect_cadence(const char* split, int step, int least, int most) {
  for (Date first = d("2026-01-01"); first < d("2032-01-01"); first += std::chrono::days(1)) {
    for (int wd = 0; wd < 7; ++wd) {
      std::optional<Date> last;
      for (int i = 0; i < 24; ++i) {
        Date ps = period_start("Monthly", first, i), pe = period_start("Monthly", first, i + 1);
        auto p = plan_split("Monthly", split, first, ps, pe, wd, 60);
        ASSERT_GE(static_cast<int>(p.size()), least) << format_date(ps);
        ASSERT_LE(static_cast<int>(p.size()), most) << format_date(ps);
        int total = 0;
        for (const auto& x : p) {
          ASSERT_TRUE(x.date >= ps && x.date < pe) << format_date(x.date);
          ASSERT_EQ(weekday_of(x.date), wd);
          if (last) {
            ASSERT_EQ((x.date - *last).count(), step) << format_date(x.date);
          }
          last = x.date;
          total += x.bottles;
        }
        ASSERT_EQ(total, 60);
      }
    }
  }
}

TEST(Schedule, MonthlySplitsNeverLeaveAGap) {
  expect_cadence("weekly", 7, 4, 5);
  expect_cadence("biweekly", 14, 2, 3);
}

TEST(Schedule, AMonthWithFiveOfTheWeekday) {
  // March 2027 has five Mondays (1, 8, 15, 22, 29): the weekly split delivers on all five.
  auto w =
      plan_split("Monthly", "weekly", d("2027-03-01"), d("2027-03-01"), d("2027-04-01"), 1, 20);
  ASSERT_EQ(w.size(), 5u);
  EXPECT_EQ(format_date(w[4].date), "2027-03-29");
  EXPECT_EQ(w[0].bottles, 4);
  // Every other week: 1, 15 and 29 March, then 12 April (two weeks later, not three).
  auto b =
      plan_split("Monthly", "biweekly", d("2027-03-01"), d("2027-03-01"), d("2027-04-01"), 1, 12);
  ASSERT_EQ(b.size(), 3u);
  EXPECT_EQ(format_date(b[2].date), "2027-03-29");
  auto next =
      plan_split("Monthly", "biweekly", d("2027-03-01"), d("2027-04-01"), d("2027-05-01"), 1, 12);
  ASSERT_EQ(next.size(), 2u);
  EXPECT_EQ(format_date(next[0].date), "2027-04-12");
  // All at once and the other frequencies are unchanged.
  EXPECT_EQ(
      plan_split("Monthly", "all", d("2027-03-01"), d("2027-03-01"), d("2027-04-01"), 1, 9).size(),
      1u);
  EXPECT_EQ(
      plan_split("Bi-Weekly", "weekly", d("2027-03-01"), d("2027-03-01"), d("2027-03-15"), 1, 9)
          .size(),
      2u);
}

TEST(Schedule, CatchUpPlansNothingInThePast) {
  auto all =
      plan_split("Monthly", "weekly", d("2027-03-01"), d("2027-03-01"), d("2027-04-01"), 1, 20);
  auto late = planned_from(all, d("2027-03-16"), 20);  // 1, 8 and 15 March have passed
  ASSERT_EQ(late.size(), 2u);
  EXPECT_EQ(format_date(late[0].date), "2027-03-22");
  EXPECT_EQ(late[0].bottles + late[1].bottles, 20);
  EXPECT_EQ(planned_from(all, d("2027-03-29"), 20).size(), 1u);  // today's is still planned
  EXPECT_TRUE(planned_from(all, d("2027-03-30"), 20).empty());   // the whole period passed
  EXPECT_EQ(planned_from(all, d("2027-02-20"), 20).size(), 5u);
}

TEST(Schedule, PausesSpanningPeriodsAndCancel) {
  std::string until = "2026-04-15";
  EXPECT_EQ(fate_of(d("2026-02-28"), until, ""), PeriodFate::paused);
  EXPECT_EQ(fate_of(d("2026-03-31"), until, ""), PeriodFate::paused);
  EXPECT_EQ(fate_of(d("2026-04-15"), until, ""), PeriodFate::bill);
  EXPECT_EQ(fate_of(d("2026-04-30"), until, ""), PeriodFate::bill);
  EXPECT_EQ(fate_of(d("2026-04-30"), "", "2026-04-30"), PeriodFate::cancelled);
  EXPECT_EQ(fate_of(d("2026-03-31"), "", "2026-04-30"), PeriodFate::bill);
  EXPECT_EQ(fate_of(d("2026-05-31"), until, "2026-04-30"), PeriodFate::cancelled);
}

TEST(Schedule, RenewalDueAndWeekdayMoves) {
  EXPECT_EQ(format_date(renewal_due(d("2026-03-01"), 3)), "2026-02-26");
  EXPECT_EQ(format_date(renewal_due(d("2028-03-01"), 3)), "2028-02-27");
  // Tuesday 2026-11-24 -> Thursday of the same week.
  EXPECT_EQ(format_date(move_to_weekday(d("2026-11-24"), 4, d("2026-11-24"), d("2026-12-24"))),
            "2026-11-26");
  // Near the period's end: a week back instead of past the end.
  EXPECT_EQ(format_date(move_to_weekday(d("2026-12-22"), 1, d("2026-11-24"), d("2026-12-24"))),
            "2026-12-21");
}

// The deposit the checkout charges for a Monthly plan (pricing::deposit_bottles) is exactly
// what its first delivery drops, whatever the start date and bottles (docs/product.md).
TEST(Schedule, FirstDeliveryDropsWhatTheDepositCovers) {
  for (Date start = d("2026-01-01"); start < d("2029-01-01"); start += std::chrono::days{1}) {
    Date end = period_start("Monthly", start, 1);
    for (int bottles = 1; bottles <= 40; ++bottles) {
      auto planned = plan_split("Monthly", "weekly", start, start, end, weekday_of(start), bottles);
      ASSERT_FALSE(planned.empty());
      ASSERT_EQ(planned.front().date, start);
      ASSERT_EQ(planned.front().bottles,
                pricing::deposit_bottles(bottles, "Monthly", format_date(start)))
          << format_date(start) << " " << bottles;
    }
  }
}

}  // namespace
}  // namespace aqua::subscriptions
