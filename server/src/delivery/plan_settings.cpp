#include "delivery/plan_settings.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>

#include "core/api_error.hpp"

namespace aqua::delivery {

namespace bj = boost::json;

namespace {

using Problems = std::map<std::string, std::string>;

std::optional<double> number(const bj::value* v) {
  if (!v || !v->is_number()) return std::nullopt;
  double d = v->to_number<double>();
  return std::isfinite(d) ? std::optional<double>(d) : std::nullopt;
}

// A whole number from `lo` to `hi`, else nullopt.
std::optional<int> whole(const bj::value* v, int lo, int hi) {
  auto d = number(v);
  if (!d || *d != std::floor(*d) || *d < lo || *d > hi) return std::nullopt;
  return static_cast<int>(*d);
}

void read_depot(const bj::object& body, PlanningSettings& p, Problems& bad) {
  const auto* depot = body.if_contains("depot");
  const auto* o = depot ? depot->if_object() : nullptr;
  auto lat = o ? number(o->if_contains("lat")) : std::nullopt;
  auto lng = o ? number(o->if_contains("lng")) : std::nullopt;
  if (!lat || !lng || !in_service_area(*lat, *lng)) {
    bad["depot"] =
        "The depot must be in or near Islamabad and Rawalpindi: give lat and lng in degrees";
    return;
  }
  p.depot_lat = *lat;
  p.depot_lng = *lng;
}

void read_speeds(const bj::object& body, PlanningSettings& p, Problems& bad) {
  const auto* v = body.if_contains("speedKmh");
  const auto* a = v ? v->if_array() : nullptr;
  bool ok = a && a->size() == p.speed_kmh.size();
  for (std::size_t i = 0; ok && i < a->size(); ++i) {
    auto kmh = number(&(*a)[i]);
    ok = kmh && *kmh >= kMinSpeed && *kmh <= kMaxSpeed;
    if (ok) p.speed_kmh.at(i) = *kmh;
  }
  if (!ok) bad["speedKmh"] = "Give 4 speeds, one per delivery slot, each from 5 to 80 km/h";
}

void read_drivers(const bj::object& body, const std::vector<std::string>& drivers,
                  PlanningSettings& p, Problems& bad) {
  const auto* v = body.if_contains("drivers");
  if (!v || v->is_null()) return;
  const auto* a = v->if_array();
  if (!a) {
    bad["drivers"] = "Must be a list of {driverId, vanCapacity}";
    return;
  }
  p.driver_capacity.clear();
  for (const auto& e : *a) {
    const auto* o = e.if_object();
    const auto* id = o ? o->if_contains("driverId") : nullptr;
    if (!id || !id->is_string() ||
        std::find(drivers.begin(), drivers.end(), id->get_string()) == drivers.end()) {
      bad["drivers"] = "Each van capacity must be for an active driver";
      return;
    }
    const auto* cap = o->if_contains("vanCapacity");
    if (!cap || cap->is_null()) continue;
    auto n = whole(cap, 1, kMaxVanCapacity);
    if (!n) {
      bad["drivers"] =
          "A driver's van capacity must be a whole number of bottles from 1 to 1000, or empty "
          "for the shop's van";
      return;
    }
    p.driver_capacity[std::string(id->get_string())] = *n;
  }
}

}  // namespace

PlanningSettings parse_planning_settings(const bj::object& body, const PlanningSettings& current,
                                         const std::vector<std::string>& drivers) {
  PlanningSettings p = current;
  Problems bad;
  read_depot(body, p, bad);
  auto detour = number(body.if_contains("detourFactor"));
  if (!detour || *detour < kMinDetour || *detour > kMaxDetour)
    bad["detourFactor"] = "Must be a number from 1 to 3 (road distance over straight distance)";
  else
    p.detour_factor = *detour;
  read_speeds(body, p, bad);
  auto service = whole(body.if_contains("serviceMinutes"), 0, kMaxServiceMinutes);
  if (!service)
    bad["serviceMinutes"] = "Must be a whole number of minutes from 0 to 60";
  else
    p.service_minutes = *service;
  auto capacity = whole(body.if_contains("vanCapacity"), 1, kMaxVanCapacity);
  if (!capacity)
    bad["vanCapacity"] = "Must be a whole number of bottles from 1 to 1000";
  else
    p.van_capacity = *capacity;
  read_drivers(body, drivers, p, bad);
  if (!bad.empty()) throw ApiError::validation("Invalid planning settings", bad);
  return p;
}

bj::object planning_settings_json(const PlanningSettings& p, const std::vector<std::string>& slots,
                                  const std::vector<std::pair<std::string, std::string>>& drivers) {
  bj::array speeds;
  for (double v : p.speed_kmh) speeds.emplace_back(v);
  bj::array names;
  for (const auto& s : slots) names.emplace_back(s);
  bj::array vans;
  for (const auto& [id, name] : drivers) {
    auto it = p.driver_capacity.find(id);
    vans.push_back(
        bj::object{{"driverId", id},
                   {"name", name},
                   {"vanCapacity",
                    it == p.driver_capacity.end() ? bj::value(nullptr) : bj::value(it->second)}});
  }
  return {{"depot", bj::object{{"lat", p.depot_lat}, {"lng", p.depot_lng}}},
          {"detourFactor", p.detour_factor},
          {"speedKmh", std::move(speeds)},
          {"slots", std::move(names)},
          {"serviceMinutes", p.service_minutes},
          {"vanCapacity", p.van_capacity},
          {"drivers", std::move(vans)}};
}

}  // namespace aqua::delivery
