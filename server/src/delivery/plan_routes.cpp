// /api/admin/dispatch: planning the day, pins, locks and the day's map
// (docs/product.md#planning-the-day). Permission assign:driver, as the rest of dispatch.
#include "core/api_error.hpp"
#include "core/json.hpp"
#include "delivery/plan_settings.hpp"
#include "delivery/route_args.hpp"
#include "delivery/routes.hpp"
#include "delivery/view.hpp"
#include "routing/gazetteer.hpp"

namespace aqua::delivery {

namespace bj = boost::json;
using auth::Principal;
using http::Request;

namespace {

bj::value location_json(const std::map<long long, Location>& where, long long id) {
  auto it = where.find(id);
  return it == where.end() ? bj::value(nullptr) : bj::value(to_json(it->second));
}

bj::object depot_json(const PlanningSettings& p) {
  return {{"lat", p.depot_lat}, {"lng", p.depot_lng}};
}

bj::object driver_json(const DriverPlan& d, const DayPlan& plan) {
  bj::array stops;
  int seq = 0;
  for (const auto& v : d.stops)
    stops.push_back(bj::object{{"id", v.stop},
                               {"sequence", ++seq},
                               {"name", v.name},
                               {"address", v.address},
                               {"slot", v.slot},
                               {"plannedArrival", v.arrival},
                               {"loadAfter", v.load_after},
                               {"location", location_json(plan.locations, v.stop)}});
  return {{"driverId", d.driver_id},
          {"name", d.name},
          {"distanceKm", d.distance_km},
          {"durationMin", d.duration_min},
          {"loadOut", d.load_out},
          {"maxLoad", d.max_load},
          {"capacity", plan.settings.capacity_of(d.driver_id)},
          {"stops", std::move(stops)}};
}

bj::object plan_json(const DayPlan& plan) {
  bj::array drivers;
  for (const auto& d : plan.drivers) drivers.push_back(driver_json(d, plan));
  bj::array left;
  for (const auto& u : plan.unassigned)
    left.push_back(bj::object{{"id", u.stop},
                              {"name", u.name},
                              {"address", u.address},
                              {"slot", u.slot},
                              {"reason", u.reason},
                              {"message", u.message},
                              {"location", location_json(plan.locations, u.stop)}});
  const auto& st = plan.settings;
  bj::array speeds;
  for (double v : st.speed_kmh) speeds.push_back(v);
  return {{"date", plan.date},
          {"applied", plan.applied},
          {"depot", depot_json(st)},
          {"settings", bj::object{{"detourFactor", st.detour_factor},
                                  {"speedKmh", std::move(speeds)},
                                  {"serviceMinutes", st.service_minutes},
                                  {"vanCapacity", st.van_capacity}}},
          {"drivers", std::move(drivers)},
          {"unassigned", std::move(left)}};
}

http::Response plan(Service& service, Request& req, const Principal&) {
  auto body = json::parse_object(req.body);
  auto seed = json::get_int(body, "seed").value_or(1);
  if (seed < 0) throw ApiError::validation("Invalid request", {{"seed", "Must be 0 or more"}});
  auto apply = json::get_bool(body, "apply").value_or(false);
  auto day = service.plan(args::date_field(body, "date"), static_cast<std::uint64_t>(seed), apply);
  return args::json(plan_json(day));
}

http::Response pin(Service& service, Request& req, const Principal& who) {
  long long id = args::path_id(req, "Stop");
  auto body = json::parse_object(req.body);
  auto at = args::position_of(body, "lat");
  auto st = service.pin(id, at.lat, at.lng, who.admin_id);
  auto where = service.locations_of({st});
  return args::json(bj::object{{"id", st.id}, {"location", location_json(where, st.id)}});
}

http::Response lock(Service& service, Request& req, const Principal&) {
  long long id = args::path_id(req, "Stop");
  auto body = json::parse_object(req.body);
  auto driver = args::text_field(body, "driverId", 64, true);
  auto position = json::get_int(body, "position").value_or(0);
  if (position < 0 || position > 500)
    throw ApiError::validation("Invalid request",
                               {{"position", "Must be a place in the route from 1 to 500, or 0"}});
  return args::json(to_json(service.lock(id, driver, static_cast<int>(position))));
}

http::Response unlock(Service& service, Request& req, const Principal&) {
  return args::json(to_json(service.lock(args::path_id(req, "Stop"), "", 0)));
}

http::Response day_map(Service& service, Request& req, const Principal&) {
  auto date = args::date_query(req);
  auto stops = service.stops_on(date);
  auto where = service.locations_of(stops);
  bj::array list;
  for (const auto& st : stops) {
    if (st.status == "rescheduled" || st.status == "cancelled") continue;
    auto o = to_json(st);
    o["location"] = location_json(where, st.id);
    list.push_back(std::move(o));
  }
  return args::json(bj::object{{"date", date},
                               {"depot", depot_json(service.planning_settings())},
                               {"stops", std::move(list)},
                               {"drivers", drivers_json(service)}});
}

// The gazetteer's sectors and areas (not sub-sectors) for the board's map, and its tiles.
http::Response gazetteer(Service& service, Request&, const Principal&) {
  bj::array places;
  for (const auto& p : routing::gazetteer()) {
    if (p.kind == routing::PlaceKind::SubSector) continue;
    places.push_back(bj::object{{"name", p.name},
                                {"city", p.city},
                                {"kind", p.kind == routing::PlaceKind::Sector ? "sector" : "area"},
                                {"lat", p.at.lat},
                                {"lng", p.at.lon},
                                {"radiusM", p.radius_m}});
  }
  return args::json(bj::object{{"tileUrl", service.map_tiles()}, {"places", std::move(places)}});
}

std::vector<std::pair<std::string, std::string>> driver_names(Service& service) {
  std::vector<std::pair<std::string, std::string>> out;
  for (const auto& d : service.drivers()) out.emplace_back(d.id, d.name);
  return out;
}

// GET /api/admin/dispatch/settings: the planner's settings, each active driver's van.
http::Response get_settings(Service& service, Request&, const Principal&) {
  return args::json(
      planning_settings_json(service.planning_settings(), service.slots(), driver_names(service)));
}

// PUT /api/admin/dispatch/settings (audited with the settings before and after).
http::Response put_settings(Service& service, auth::Auth& auth, Request& req,
                            const Principal& who) {
  auto body = json::parse_object(req.body);
  auto drivers = driver_names(service);
  std::vector<std::string> ids;
  ids.reserve(drivers.size());
  for (const auto& d : drivers) ids.push_back(d.first);
  auto [before, after] = service.set_planning_settings(
      [&](const PlanningSettings& now) { return parse_planning_settings(body, now, ids); });
  auto out = planning_settings_json(after, service.slots(), drivers);
  auth.audit(who,
             {"UPDATE_PLANNING_SETTINGS", "planning_settings", "1", true, "",
              bj::object{{"before", planning_settings_json(before, {}, drivers)}, {"after", out}}});
  return args::json(out);
}

}  // namespace

void add_plan_routes(http::Router& router, auth::Auth& auth, Service& service) {
  using Fn = http::Response (*)(Service&, Request&, const Principal&);
  const std::vector<std::tuple<const char*, const char*, Fn>> table = {
      {"POST", "/api/admin/dispatch/plan", plan},
      {"PUT", "/api/admin/dispatch/stops/:id/pin", pin},
      {"PUT", "/api/admin/dispatch/stops/:id/lock", lock},
      {"DELETE", "/api/admin/dispatch/stops/:id/lock", unlock},
      {"GET", "/api/admin/dispatch/map", day_map},
      {"GET", "/api/admin/dispatch/gazetteer", gazetteer},
      {"GET", "/api/admin/dispatch/settings", get_settings},
  };
  for (const auto& [method, path, fn] : table)
    auth::add_admin_route(
        router, auth, method, path, "assign:driver", "dispatch",
        [&service, fn = fn](Request& req, const Principal& who) { return fn(service, req, who); });
  auth::add_admin_route(router, auth, "PUT", "/api/admin/dispatch/settings", "assign:driver",
                        "planning_settings", [&service, &auth](Request& req, const Principal& who) {
                          return put_settings(service, auth, req, who);
                        });
}

}  // namespace aqua::delivery
