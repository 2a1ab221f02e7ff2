// Planning the day: the part of delivery::Service that plans, pins and locks
// (docs/product.md#planning-the-day). The planning itself is pure (plan.cpp).
#include <set>

#include "core/api_error.hpp"
#include "core/clock.hpp"
#include "delivery/roster.hpp"
#include "delivery/service.hpp"
#include "delivery/store.hpp"

namespace aqua::delivery {

namespace {

void refuse_closed(const std::map<std::string, store::DayRow>& days, const std::string& date) {
  for (const auto& [driver, day] : days)
    if (day.closed)
      throw ApiError(409, "day_closed",
                     "A driver's day on " + date + " is closed; reopen it before planning");
}

void apply_plan(soci::session& s, const DayPlan& plan) {
  refuse_closed(store::days_of(s, plan.date), plan.date);
  std::vector<long long> left;
  for (const auto& u : plan.unassigned) left.push_back(u.stop);
  Service::assign_in(s, left, "");
  for (const auto& d : plan.drivers) {
    std::vector<long long> ids;
    for (const auto& v : d.stops) ids.push_back(v.stop);
    Service::assign_in(s, ids, d.driver_id);
    Service::order_in(s, d.driver_id, plan.date, ids);
    for (const auto& v : d.stops) store::set_planned_arrival(s, v.stop, v.arrival);
  }
}

}  // namespace

DayPlan Service::plan(const std::string& date, std::uint64_t seed, bool apply) {
  long long now = clock::now_ms();
  auto today = clock::pakistan_date(now);
  if (date < today)
    throw ApiError::validation("Invalid date",
                               {{"date", "Choose today or a later day: this date has passed"}});
  PlanInput in;
  auto all = drivers();
  if (all.empty())
    throw ApiError(409, "no_drivers", "No active driver to plan for: add a driver first");
  db_.read([&](soci::session& s) {
    refuse_closed(store::days_of(s, date), date);
    std::vector<std::string> ids;
    ids.reserve(all.size());
    for (const auto& d : all) ids.push_back(d.id);
    auto duty = on_duty(ids, store::roster_of(s, date));
    for (const auto& d : all)
      if (duty.count(d.id)) in.drivers.emplace_back(d.id, d.name);
    if (in.drivers.empty())
      throw ApiError(409, "no_drivers_on_duty",
                     "No driver is on duty on " + date + ": put a driver on duty first");
    in.stops = store::find_stops(s, "d.delivery_date = :d AND d.status = 'planned'", {date});
    in.locations = store::locations_of(s, in.stops);
    in.settings = store::planning_settings(s);
    in.zones_of = store::driver_zones(s);
  });
  in.slots = slots_;
  in.seed = seed;
  if (date == today) in.earliest = static_cast<double>((now / 1000 + 5LL * 3600) % 86400);
  auto plan = plan_day(in);
  plan.date = date;
  if (apply) {
    db_.write([&](soci::session& s) { apply_plan(s, plan); });
    plan.applied = true;
  }
  return plan;
}

Stop Service::pin(long long stop, double lat, double lng, const std::string& by) {
  return db_.write([&](soci::session& s) {
    auto st = store::find_stop(s, stop);
    if (!st) throw ApiError::not_found("Stop not found");
    store::set_pin(s, *st, lat, lng, by, clock::now_ms());
    return *st;
  });
}

Stop Service::lock(long long stop, const std::string& driver, int position) {
  if (!driver.empty()) {
    auto all = drivers();
    this->driver(driver, all);
  }
  return db_.write([&](soci::session& s) {
    auto st = store::find_stop(s, stop);
    if (!st) throw ApiError::not_found("Stop not found");
    if (!store::set_lock(s, stop, driver, driver.empty() ? 0 : position))
      throw ApiError(409, "stop_closed", "This stop is no longer open (" + st->status + ")");
    return *store::find_stop(s, stop);
  });
}

std::map<long long, Location> Service::locations_of(const std::vector<Stop>& stops) {
  return db_.read([&](soci::session& s) { return store::locations_of(s, stops); });
}

PlanningSettings Service::planning_settings() {
  return db_.read([](soci::session& s) { return store::planning_settings(s); });
}

std::pair<PlanningSettings, PlanningSettings> Service::set_planning_settings(
    const std::function<PlanningSettings(const PlanningSettings&)>& change) {
  return db_.write([&](soci::session& s) {
    auto before = store::planning_settings(s);
    auto after = change(before);
    store::save_planning_settings(s, after);
    return std::make_pair(before, after);
  });
}

}  // namespace aqua::delivery
