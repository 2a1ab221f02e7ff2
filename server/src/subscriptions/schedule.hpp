// Pure calendar arithmetic of subscriptions (docs/product.md#subscriptions): period
// starts, how a period's bottles split into deliveries, on which dates, and whether a
// period is paused or cancelled. Dates are Pakistan calendar dates (YYYY-MM-DD).
#pragma once
#include <chrono>
#include <optional>
#include <string>
#include <vector>

namespace aqua::subscriptions {

using Date = std::chrono::sys_days;

std::optional<Date> parse_date(const std::string& ymd);
std::string format_date(Date d);
// 0 = Sunday .. 6 = Saturday.
int weekday_of(Date d);

// Frequencies: "Weekly" (7 days), "Bi-Weekly" (14), "Monthly" (one calendar month).
bool is_frequency(const std::string& f);
// Splits: "all" (one delivery), "biweekly" (every two weeks), "weekly" (every week).
bool is_split(const std::string& s);
// The split a new subscription gets: weekly for Monthly plans, all at once otherwise.
std::string default_split(const std::string& frequency);
// Deliveries per period: Monthly all/biweekly/weekly 1/2/4; Bi-Weekly all 1, else 2;
// Weekly always 1.
int deliveries_per_period(const std::string& frequency, const std::string& split);

// Start of period `index` (0 = the first). Monthly periods count calendar months from the
// start date, clamped to the month's last day (31 Jan -> 28/29 Feb -> 31 Mar).
Date period_start(const std::string& frequency, Date start, int index);
// The index of the period containing `day` (0 when day is before the start).
int period_index_of(const std::string& frequency, Date start, Date day);

// total split into n parts, the larger parts first, summing exactly (10 / 4 -> 3,3,2,2).
std::vector<int> split_counts(int total, int n);

struct PlannedDelivery {
  Date date;
  int bottles = 0;
};
// The deliveries of the period starting at period_start and ending before period_end:
// the first on `weekday` on or after the start, then every 7 or 14 days; `bottles` split
// exactly. Deliveries with no bottles (more deliveries than bottles) are left out.
std::vector<PlannedDelivery> plan_period(Date period_start, Date period_end, int weekday,
                                         int deliveries, int bottles);

// A period's deliveries as the subscription plans them. Monthly with a weekly or biweekly
// split keeps one cadence across periods: every `weekday` (or every other one, counted from
// the first `weekday` on or after the subscription's start `first`) inside [start, end), so
// 4 or 5 (2 or 3) deliveries and never a longer gap between two deliveries than the split's
// week or two weeks; the period's bottles split exactly over them. Everything else is
// plan_period() with deliveries_per_period().
std::vector<PlannedDelivery> plan_split(const std::string& frequency, const std::string& split,
                                        Date first, Date start, Date end, int weekday, int bottles);

// Catch-up after downtime: a period's deliveries dated before `from` are never planned; the
// period's bottles split exactly over the ones left (none left: the period is missed).
std::vector<PlannedDelivery> planned_from(const std::vector<PlannedDelivery>& planned, Date from,
                                          int bottles);

// The date a renewal for a period is created: lead_days before its start.
Date renewal_due(Date period_start, int lead_days);

// What happens to a period that is not yet billed.
enum class PeriodFate { bill, paused, cancelled };
// paused_until: "" or the first date of deliveries again (periods starting before it are
// paused). cancel_from: "" or the first period start that is no longer delivered.
PeriodFate fate_of(Date period_start, const std::string& paused_until,
                   const std::string& cancel_from);

// Moves a planned date to another weekday within its period [start, end): forward to the
// new weekday, or back a week when that leaves the period.
Date move_to_weekday(Date date, int weekday, Date period_start, Date period_end);

}  // namespace aqua::subscriptions
