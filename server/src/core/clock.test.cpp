// Dates for people: Pakistan time (UTC+5) in words, whatever the server's zone.
#include "core/clock.hpp"

#include <gtest/gtest.h>

namespace aqua::clock {
namespace {

TEST(ClockText, OrderTimesAreShownInPakistanTime) {
  // 2026-11-23T19:54:10Z is already the 24th in Pakistan.
  const std::int64_t late_evening_utc = 1795463650000;
  EXPECT_EQ(iso_utc(late_evening_utc), "2026-11-23T19:54:10Z");
  EXPECT_EQ(pakistan_time_text(late_evening_utc), "24 Nov 2026, 00:54 PKT");
  EXPECT_EQ(pakistan_time_text(0), "1 Jan 1970, 05:00 PKT");
}

TEST(ClockText, CalendarDatesInWords) {
  EXPECT_EQ(date_text("2026-11-24"), "Tuesday, 24 November 2026");
  EXPECT_EQ(date_text("2027-01-01"), "Friday, 1 January 2027");
  EXPECT_EQ(date_text("2026-02-30"), "2026-02-30");  // not a date: shown as given
  EXPECT_EQ(date_text("soon"), "soon");
  EXPECT_EQ(date_text(""), "");
}

}  // namespace
}  // namespace aqua::clock
