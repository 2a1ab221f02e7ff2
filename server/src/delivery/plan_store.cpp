// The planner's SQL (delivery/plan.hpp): pins, phone positions, locks, planned arrivals and
// the settings. Every function runs on the caller's session (and transaction).
#include <boost/json.hpp>
#include <set>

#include "db/row.hpp"
#include "delivery/plan.hpp"

namespace aqua::delivery::store {

namespace {

double row_double(const soci::row& r, std::size_t i) {
  if (r.get_indicator(i) == soci::i_null) return 0;
  switch (r.get_properties(i).get_data_type()) {
    case soci::dt_double:
      return r.get<double>(i);
    case soci::dt_string:
      return std::stod(r.get<std::string>(i));
    default:
      return static_cast<double>(db::row_int(r, i));
  }
}

// The customers' keys as one JSON array bound once (as bottles_of does).
std::string keys_in(soci::session& s) {
  return s.get_backend_name() == "postgresql"
             ? "(SELECT json_array_elements_text(CAST(:keys AS json)))"
             : "(SELECT value FROM json_each(:keys))";
}

std::string keys_json(const std::vector<Stop>& stops) {
  std::set<std::string> keys;
  for (const auto& st : stops) keys.insert(st.customer_key);
  boost::json::array list;
  for (const auto& k : keys) list.emplace_back(k);
  return boost::json::serialize(list);
}

using Key = std::pair<std::string, std::string>;  // customer, address key

std::map<Key, Location> pins_of(soci::session& s, const std::string& keys) {
  std::map<Key, Location> out;
  db::each_row(s,
               "SELECT customer_key, address_key, lat, lng FROM address_pins WHERE customer_key "
               "IN " +
                   keys_in(s),
               {keys}, [&](const soci::row& r) {
                 Location l;
                 l.lat = row_double(r, 2);
                 l.lng = row_double(r, 3);
                 l.source = "pin";
                 out[{db::row_text(r, 0), db::row_text(r, 1)}] = l;
               });
  return out;
}

// Delivered stops' positions, averaged per customer address (weighted by deliveries).
std::map<Key, Location> positions_of(soci::session& s, const std::string& keys) {
  std::map<Key, Location> out;
  db::each_row(
      s,
      "SELECT customer_key, address, SUM(position_lat), SUM(position_lng), "
      "SUM(position_accuracy_m), COUNT(*) FROM deliveries WHERE position_lat IS NOT NULL AND "
      "status = 'delivered' AND customer_key IN " +
          keys_in(s) + " GROUP BY customer_key, address",
      {keys}, [&](const soci::row& r) {
        auto& l = out[{db::row_text(r, 0), address_key(db::row_text(r, 1))}];
        const double n = l.samples;
        const double add = static_cast<double>(db::row_int(r, 5));
        l.lat = (l.lat * n + row_double(r, 2)) / (n + add);
        l.lng = (l.lng * n + row_double(r, 3)) / (n + add);
        l.accuracy_m = (l.accuracy_m * n + row_double(r, 4)) / (n + add);
        l.samples += static_cast<int>(add);
        l.source = "phone";
      });
  return out;
}

}  // namespace

std::map<long long, Location> locations_of(soci::session& s, const std::vector<Stop>& stops) {
  std::map<long long, Location> out;
  if (stops.empty()) return out;
  auto keys = keys_json(stops);
  auto pins = pins_of(s, keys);
  auto phones = positions_of(s, keys);
  for (const auto& st : stops) {
    Key k{st.customer_key, address_key(st.address)};
    auto area = area_location(st.address);
    std::optional<Location> best;
    if (auto p = pins.find(k); p != pins.end())
      best = p->second;
    else if (auto q = phones.find(k); q != phones.end())
      best = q->second;
    else
      best = area;
    if (!best) continue;
    if (area && best->area.empty()) best->area = area->area;
    out[st.id] = *best;
  }
  return out;
}

void set_pin(soci::session& s, const Stop& st, double lat, double lng, const std::string& by,
             long long now) {
  auto key = address_key(st.address);
  s << "INSERT INTO address_pins (customer_key, address_key, lat, lng, pinned_by, pinned_at) "
       "VALUES (:ck, :ak, :lat, :lng, :by, :at) ON CONFLICT (customer_key, address_key) DO "
       "UPDATE SET lat = excluded.lat, lng = excluded.lng, pinned_by = excluded.pinned_by, "
       "pinned_at = excluded.pinned_at",
      soci::use(st.customer_key), soci::use(key), soci::use(lat), soci::use(lng), soci::use(by),
      soci::use(now);
}

void set_position(soci::session& s, long long stop, const Position& p) {
  s << "UPDATE deliveries SET position_lat = :lat, position_lng = :lng, position_accuracy_m = "
       ":acc WHERE id = :id",
      soci::use(p.lat), soci::use(p.lng), soci::use(p.accuracy_m), soci::use(stop);
}

bool set_lock(soci::session& s, long long stop, const std::string& driver, int position) {
  soci::statement st = (s.prepare << "UPDATE deliveries SET lock_driver = :dr, lock_position = "
                                     ":p WHERE id = :id AND status = 'planned'",
                        soci::use(driver), soci::use(position), soci::use(stop));
  st.execute(true);
  return st.get_affected_rows() == 1;
}

void set_planned_arrival(soci::session& s, long long stop, const std::string& arrival) {
  s << "UPDATE deliveries SET planned_arrival = :a WHERE id = :id", soci::use(arrival),
      soci::use(stop);
}

PlanningSettings planning_settings(soci::session& s) {
  PlanningSettings p;
  db::each_row(s,
               "SELECT depot_lat, depot_lng, detour_factor, speed_kmh_1, speed_kmh_2, "
               "speed_kmh_3, speed_kmh_4, service_minutes, van_capacity FROM planning_settings "
               "WHERE id = 1",
               {}, [&](const soci::row& r) {
                 p.depot_lat = row_double(r, 0);
                 p.depot_lng = row_double(r, 1);
                 p.detour_factor = row_double(r, 2);
                 for (std::size_t i = 0; i < 4; ++i) p.speed_kmh[i] = row_double(r, 3 + i);
                 p.service_minutes = static_cast<int>(db::row_int(r, 7));
                 p.van_capacity = static_cast<int>(db::row_int(r, 8));
               });
  db::each_row(s, "SELECT driver_id, capacity FROM driver_vans", {}, [&](const soci::row& r) {
    p.driver_capacity[db::row_text(r, 0)] = static_cast<int>(db::row_int(r, 1));
  });
  return p;
}

void save_planning_settings(soci::session& s, const PlanningSettings& p) {
  s << "UPDATE planning_settings SET depot_lat = :la, depot_lng = :ln, detour_factor = :df, "
       "speed_kmh_1 = :s1, speed_kmh_2 = :s2, speed_kmh_3 = :s3, speed_kmh_4 = :s4, "
       "service_minutes = :sm, van_capacity = :vc WHERE id = 1",
      soci::use(p.depot_lat), soci::use(p.depot_lng), soci::use(p.detour_factor),
      soci::use(p.speed_kmh[0]), soci::use(p.speed_kmh[1]), soci::use(p.speed_kmh[2]),
      soci::use(p.speed_kmh[3]), soci::use(p.service_minutes), soci::use(p.van_capacity);
  s << "DELETE FROM driver_vans";
  for (const auto& [driver, capacity] : p.driver_capacity)
    s << "INSERT INTO driver_vans (driver_id, capacity) VALUES (:d, :c)", soci::use(driver),
        soci::use(capacity);
}

}  // namespace aqua::delivery::store
