// The drivers' roster: the part of delivery::Service that says who is on duty on a date
// (docs/product.md#planning-the-day). The pure rule is roster.cpp; the SQL roster_store.cpp.
#include "core/api_error.hpp"
#include "core/clock.hpp"
#include "delivery/roster.hpp"
#include "delivery/service.hpp"
#include "delivery/store.hpp"

namespace aqua::delivery {

namespace {

std::vector<std::string> ids_of(const std::vector<Driver>& all) {
  std::vector<std::string> ids;
  ids.reserve(all.size());
  for (const auto& d : all) ids.push_back(d.id);
  return ids;
}

std::vector<RosterEntry> roster_in(soci::session& s, const std::vector<Driver>& all,
                                   const std::string& date) {
  auto marked = store::roster_of(s, date);
  auto duty = on_duty(ids_of(all), marked);
  std::map<std::string, int> planned;
  for (const auto& st :
       store::find_stops(s, "d.delivery_date = :d AND d.status = 'planned'", {date}))
    if (!st.driver_id.empty()) planned[st.driver_id] += 1;
  std::vector<RosterEntry> out;
  for (const auto& d : all) {
    RosterEntry e;
    e.driver = d;
    e.on_duty = duty.count(d.id) > 0;
    e.marked = marked.count(d.id) > 0;
    e.planned_stops = planned[d.id];
    out.push_back(std::move(e));
  }
  return out;
}

RosterEntry entry_of(const std::vector<RosterEntry>& roster, const std::string& driver) {
  for (const auto& e : roster)
    if (e.driver.id == driver) return e;
  throw ApiError::not_found("Driver not found");
}

}  // namespace

std::vector<RosterEntry> Service::roster(const std::string& date) {
  auto all = drivers();
  return db_.read([&](soci::session& s) { return roster_in(s, all, date); });
}

std::set<std::string> Service::on_duty_on(const std::string& date) {
  auto ids = ids_of(drivers());
  return db_.read([&](soci::session& s) { return on_duty(ids, store::roster_of(s, date)); });
}

std::pair<RosterEntry, RosterEntry> Service::set_duty(const std::string& date,
                                                      const std::string& driver, bool on_duty,
                                                      bool unassign, const std::string& by) {
  long long now = clock::now_ms();
  if (date < clock::pakistan_date(now))
    throw ApiError::validation("Invalid date",
                               {{"date", "Choose today or a later day: this date has passed"}});
  auto all = drivers();
  return db_.write([&](soci::session& s) {
    auto before = entry_of(roster_in(s, all, date), driver);
    if (!on_duty && before.planned_stops > 0) {
      if (!unassign)
        throw ApiError(409, "driver_has_stops",
                       before.driver.name + " has " + std::to_string(before.planned_stops) +
                           " planned stop(s) on " + date +
                           ": move them to other drivers first, or mark the driver off and "
                           "unassign those stops (then plan the day)");
      std::vector<long long> ids;
      for (const auto& st : store::open_stops_of(s, driver, date)) ids.push_back(st.id);
      assign_in(s, ids, "");
    }
    store::set_duty(s, driver, date, on_duty, by, now);
    return std::make_pair(before, entry_of(roster_in(s, all, date), driver));
  });
}

void Service::refuse_off_duty(soci::session& s, const std::vector<long long>& stops,
                              const std::string& driver) {
  std::set<std::string> checked;
  for (auto id : stops) {
    auto st = store::find_stop(s, id);
    if (!st || !checked.insert(st->date).second) continue;
    auto marked = store::roster_of(s, st->date);
    if (auto it = marked.find(driver); it != marked.end() && !it->second)
      throw ApiError(409, "driver_off_duty",
                     "This driver is off duty on " + st->date +
                         ": put them on duty on the board first, or choose another driver");
  }
}

}  // namespace aqua::delivery
