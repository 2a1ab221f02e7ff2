// Dispatch and zones: the part of delivery::Service that managers and admins use.
#include <algorithm>
#include <set>

#include "core/api_error.hpp"
#include "core/clock.hpp"
#include "core/text.hpp"
#include "delivery/rules.hpp"
#include "delivery/service.hpp"
#include "delivery/store.hpp"

namespace aqua::delivery {

std::vector<Stop> Service::stops_on(const std::string& date) {
  return db_.read(
      [&](soci::session& s) { return store::find_stops(s, "d.delivery_date = :d", {date}); });
}

Recorded Service::record_for_driver(long long id, const Outcome& o, const std::string& key) {
  auto driver = db_.read([&](soci::session& s) {
    auto st = store::find_stop(s, id);
    if (!st) throw ApiError::not_found("Stop not found");
    return st->driver_id;
  });
  if (driver.empty())
    throw ApiError(409, "not_assigned", "This stop has no driver: assign it first");
  return record_outcome(driver, id, o, key);
}

std::vector<Stop> Service::failed_stops() {
  return db_.read([](soci::session& s) { return store::find_stops(s, "d.status = 'failed'", {}); });
}

int Service::assign(const std::vector<long long>& stops, const std::string& driver) {
  if (!driver.empty()) {
    auto all = drivers();
    this->driver(driver, all);
  }
  return db_.write([&](soci::session& s) {
    if (!driver.empty()) refuse_off_duty(s, stops, driver);
    return assign_in(s, stops, driver);
  });
}

int Service::assign_in(soci::session& s, const std::vector<long long>& stops,
                       const std::string& driver) {
  int n = 0;
  long long now = clock::now_ms();
  std::set<std::pair<std::string, std::string>> days;  // driver, date: numbered again
  for (auto id : stops) {
    auto st = store::find_stop(s, id);
    if (!st || !store::assign(s, id, driver, now)) continue;
    n += 1;
    days.emplace(st->driver_id, st->date);
    days.emplace(driver, st->date);
  }
  for (const auto& [dr, date] : days) store::renumber(s, dr, date);
  return n;
}

int Service::assign_zone(const std::string& date, long long zone, const std::string& driver) {
  std::vector<long long> ids;
  for (const auto& st : stops_on(date))
    if (st.zone_id == zone && st.status == "planned") ids.push_back(st.id);
  return assign(ids, driver);
}

void Service::set_order(const std::string& driver, const std::string& date,
                        const std::vector<long long>& stops) {
  db_.write([&](soci::session& s) { order_in(s, driver, date, stops); });
}

void Service::order_in(soci::session& s, const std::string& driver, const std::string& date,
                       const std::vector<long long>& stops) {
  for (auto id : stops) {
    auto st = store::find_stop(s, id);
    if (!st || st->driver_id != driver || driver.empty() || st->date != date)
      throw ApiError::validation("Invalid stop order",
                                 {{"stopIds", "Every stop must be this driver's on this date"}});
  }
  store::renumber(s, driver, date, stops);
}

std::vector<long long> Service::reschedule(const std::vector<long long>& stops,
                                           const std::string& date, const std::string& slot) {
  if (!slot.empty() && std::find(slots_.begin(), slots_.end(), slot) == slots_.end())
    throw ApiError::validation("Invalid slot",
                               {{"slot", "Please choose one of the delivery time slots"}});
  if (date < clock::pakistan_date(clock::now_ms()))
    throw ApiError::validation("Invalid date",
                               {{"date", "Choose today or a later day: this date has passed"}});
  return db_.write([&](soci::session& s) {
    std::vector<long long> made;
    long long now = clock::now_ms();
    for (auto id : stops) {
      auto st = store::find_stop(s, id);
      if (!st || st->status != "failed")
        throw ApiError(409, "not_failed", "Only a failed stop can be rescheduled");
      Stop next = *st;
      next.source_key = st->source_key + "@" + date + "#" + std::to_string(st->id);
      next.date = date;
      if (!slot.empty()) next.slot = slot;
      next.driver_id.clear();
      long long made_id = store::insert_stop(s, next, now);
      if (made_id == 0)  // its key has a stop (not expected: the failed one is marked below)
        made_id = store::stop_id_by_source(s, next.source_key);
      made.push_back(made_id);
      store::mark_rescheduled(s, id, now);
      // A later date may put another of its order's stops first: that one asks the cash.
      if (st->cash_due_paisa > 0 && !st->order_id.empty())
        store::stack_open_cash(s, st->order_id, 0, now);
      // And another of its subscription's stops may now leave the bottles the deposit pays for.
      reactions_.rescheduled(s, *st);
    }
    return made;
  });
}

int Service::auto_assign(const std::string& date) {
  auto stops = stops_on(date);
  auto zones_of = driver_zones();
  auto active = on_duty_on(date);
  std::map<std::string, int> load;
  for (const auto& st : stops)
    if (!st.driver_id.empty()) load[st.driver_id] += 1;
  std::map<std::string, std::vector<long long>> plan;
  for (const auto& st : stops) {
    if (!st.driver_id.empty() || st.status != "planned" || st.zone_id == 0) continue;
    std::string best;
    for (const auto& [driver, zones] : zones_of)
      if (active.count(driver) && std::count(zones.begin(), zones.end(), st.zone_id) &&
          (best.empty() || load[driver] < load[best]))
        best = driver;
    if (best.empty()) continue;
    load[best] += 1;
    plan[best].push_back(st.id);
  }
  int n = 0;
  for (const auto& [driver, ids] : plan) n += assign(ids, driver);
  return n;
}

std::vector<Stop> Service::manifest(const std::string& driver, const std::string& date) {
  return db_.read([&](soci::session& s) {
    auto stops = store::find_stops(
        s, "d.driver_id = :dr AND d.delivery_date = :d AND d.status <> 'rescheduled'",
        {driver, date});
    return stops;  // in the order of the day: slots chronologically, then the driver's order
  });
}

std::vector<Zone> Service::zones() {
  return db_.read([](soci::session& s) { return store::zones(s); });
}

Zone Service::save_zone(Zone z) {
  std::set<std::string> codes;
  for (const auto& pc : z.postal_codes) {
    auto n = valid_postal_code(pc);
    if (n.empty())
      throw ApiError::validation("Invalid zone",
                                 {{"postalCodes", "Postal code \"" + pc +
                                                      "\" is not a postal code: each is 5 digits, "
                                                      "entered separately"}});
    codes.insert(n);
  }
  z.postal_codes.assign(codes.begin(), codes.end());
  z.id = db_.write([&](soci::session& s) {
    if (z.id) {
      auto all = store::zones(s);
      if (std::none_of(all.begin(), all.end(), [&](const Zone& x) { return x.id == z.id; }))
        throw ApiError::not_found("Zone not found");
    }
    for (const auto& other : store::zones(s))
      if (other.id != z.id && text::to_lower_ascii(other.name) == text::to_lower_ascii(z.name))
        throw ApiError(409, "zone_exists", "A zone with this name already exists");
    if (auto owner = store::postal_code_owner(s, z.postal_codes, z.id)) {
      auto tab = owner->find('\t');
      throw ApiError(409, "postal_code_taken",
                     "Postal code " + owner->substr(0, tab) + " already belongs to zone " +
                         owner->substr(tab + 1));
    }
    long long id = store::save_zone(s, z, clock::now_ms());
    store::rezone_planned_stops(s);
    return id;
  });
  return z;
}

std::pair<Zone, ZoneImpact> Service::zone_impact(long long id) {
  return db_.read([&](soci::session& s) {
    for (const auto& z : store::zones(s))
      if (z.id == id) return std::make_pair(z, store::zone_impact(s, id));
    throw ApiError::not_found("Zone not found");
  });
}

void Service::delete_zone(long long id) {
  db_.write([&](soci::session& s) {
    if (!store::delete_zone(s, id)) throw ApiError::not_found("Zone not found");
  });
}

std::map<std::string, std::vector<long long>> Service::driver_zones() {
  return db_.read([](soci::session& s) { return store::driver_zones(s); });
}

void Service::set_driver_zones(const std::string& driver, const std::vector<long long>& zones) {
  auto all = drivers();
  this->driver(driver, all);
  db_.write([&](soci::session& s) {
    auto known = store::zones(s);
    for (auto z : zones)
      if (std::none_of(known.begin(), known.end(), [z](const Zone& k) { return k.id == z; }))
        throw ApiError::validation("Invalid zones", {{"zoneIds", "Choose existing zones"}});
    store::set_driver_zones(s, driver, zones);
  });
}

}  // namespace aqua::delivery
