#include "subscriptions/schedule.hpp"

namespace aqua::subscriptions {

using namespace std::chrono;

std::optional<Date> parse_date(const std::string& s) {
  if (s.size() != 10 || s[4] != '-' || s[7] != '-') return std::nullopt;
  for (std::size_t i : {0, 1, 2, 3, 5, 6, 8, 9})
    if (s[i] < '0' || s[i] > '9') return std::nullopt;
  year_month_day ymd{year(std::stoi(s.substr(0, 4))), month(std::stoi(s.substr(5, 2))),
                     day(std::stoi(s.substr(8, 2)))};
  if (!ymd.ok()) return std::nullopt;
  return Date(ymd);
}

std::string format_date(Date d) {
  year_month_day ymd(d);
  char buf[16];
  std::snprintf(buf, sizeof buf, "%04d-%02u-%02u", int(ymd.year()), unsigned(ymd.month()),
                unsigned(ymd.day()));
  return buf;
}

int weekday_of(Date d) {
  return static_cast<int>(weekday(d).c_encoding());
}

bool is_frequency(const std::string& f) {
  return f == "Weekly" || f == "Bi-Weekly" || f == "Monthly";
}

bool is_split(const std::string& s) {
  return s == "all" || s == "biweekly" || s == "weekly";
}

std::string default_split(const std::string& frequency) {
  return frequency == "Monthly" ? "weekly" : "all";
}

int deliveries_per_period(const std::string& frequency, const std::string& split) {
  if (split == "all" || frequency == "Weekly") return 1;
  if (frequency == "Bi-Weekly") return 2;
  return split == "weekly" ? 4 : 2;
}

Date period_start(const std::string& frequency, Date start, int index) {
  if (frequency == "Weekly") return start + days(7 * index);
  if (frequency == "Bi-Weekly") return start + days(14 * index);
  year_month_day ymd(start);
  year_month ym = year_month(ymd.year(), ymd.month()) + months(index);
  auto last = year_month_day_last(ym.year(), month_day_last(ym.month())).day();
  return Date(year_month_day(ym.year(), ym.month(), std::min(ymd.day(), last)));
}

int period_index_of(const std::string& frequency, Date start, Date day) {
  if (day < start) return 0;
  int i = 0;
  if (frequency != "Monthly") {
    i = static_cast<int>((day - start).count() / (frequency == "Weekly" ? 7 : 14));
  } else {
    year_month_day a(start), b(day);
    i = (int(b.year()) - int(a.year())) * 12 + int(unsigned(b.month())) - int(unsigned(a.month()));
    if (i > 0 && period_start(frequency, start, i) > day) --i;
  }
  return i;
}

std::vector<int> split_counts(int total, int n) {
  std::vector<int> out;
  if (n <= 0 || total < 0) return out;
  for (int i = 0; i < n; ++i) out.push_back(total / n + (i < total % n ? 1 : 0));
  return out;
}

std::vector<PlannedDelivery> plan_period(Date start, Date end, int weekday, int deliveries,
                                         int bottles) {
  std::vector<PlannedDelivery> out;
  int shift = ((weekday - weekday_of(start)) % 7 + 7) % 7;
  Date first = start + days(shift);
  int step = deliveries == 2 ? 14 : 7;
  auto counts = split_counts(bottles, deliveries);
  for (int i = 0; i < deliveries; ++i) {
    Date d = first + days(step * i);
    while (d >= end) d -= days(7);  // short periods: never past the period's end
    if (d < start) d = start;
    if (counts[static_cast<std::size_t>(i)] > 0)
      out.push_back({d, counts[static_cast<std::size_t>(i)]});
  }
  return out;
}

std::vector<PlannedDelivery> plan_split(const std::string& frequency, const std::string& split,
                                        Date first, Date start, Date end, int weekday,
                                        int bottles) {
  if (frequency != "Monthly" || split == "all")
    return plan_period(start, end, weekday, deliveries_per_period(frequency, split), bottles);
  int step = split == "weekly" ? 7 : 14;
  Date anchor = first + days(((weekday - weekday_of(first)) % 7 + 7) % 7);
  // The first cadence day on or after the period's start.
  long long behind = (start - anchor).count();
  Date d = anchor;
  if (behind > 0) d = anchor + days((behind + step - 1) / step * step);
  std::vector<Date> dates;
  for (; d < end; d += days(step)) dates.push_back(d);
  std::vector<PlannedDelivery> out;
  auto counts = split_counts(bottles, static_cast<int>(dates.size()));
  for (std::size_t i = 0; i < dates.size(); ++i)
    if (counts[i] > 0) out.push_back({dates[i], counts[i]});
  return out;
}

std::vector<PlannedDelivery> planned_from(const std::vector<PlannedDelivery>& planned, Date from,
                                          int bottles) {
  std::vector<Date> dates;
  for (const auto& p : planned)
    if (p.date >= from) dates.push_back(p.date);
  std::vector<PlannedDelivery> out;
  auto counts = split_counts(bottles, static_cast<int>(dates.size()));
  for (std::size_t i = 0; i < dates.size(); ++i)
    if (counts[i] > 0) out.push_back({dates[i], counts[i]});
  return out;
}

Date renewal_due(Date start, int lead_days) {
  return start - days(lead_days);
}

PeriodFate fate_of(Date start, const std::string& paused_until, const std::string& cancel_from) {
  if (auto c = parse_date(cancel_from); c && start >= *c) return PeriodFate::cancelled;
  if (auto p = parse_date(paused_until); p && start < *p) return PeriodFate::paused;
  return PeriodFate::bill;
}

Date move_to_weekday(Date date, int wd, Date start, Date end) {
  int shift = ((wd - weekday_of(date)) % 7 + 7) % 7;
  Date d = date + days(shift);
  if (d >= end) d -= days(7);
  if (d < start) d = start;
  return d;
}

}  // namespace aqua::subscriptions
