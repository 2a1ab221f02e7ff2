// /api/admin/zones (CRUD) and /api/admin/drivers (drivers and their default zones).
// Permission assign:driver.
#include "core/api_error.hpp"
#include "core/json.hpp"
#include "delivery/route_args.hpp"
#include "delivery/routes.hpp"
#include "delivery/view.hpp"

namespace aqua::delivery {

namespace bj = boost::json;
using auth::Principal;
using http::Request;

bj::array drivers_json(Service& service) {
  auto zones = service.driver_zones();
  bj::array out;
  for (const auto& d : service.drivers()) {
    bj::array z;
    for (auto id : zones[d.id]) z.push_back(id);
    out.push_back(bj::object{
        {"id", d.id}, {"name", d.name}, {"username", d.username}, {"zoneIds", std::move(z)}});
  }
  return out;
}

namespace {

Zone parse_zone(const std::string& raw) {
  auto body = json::parse_object(raw);
  Zone z;
  z.name = args::text_field(body, "name", 60, true);
  z.city = args::text_field(body, "city", 60, true);
  if (z.city != "Islamabad" && z.city != "Rawalpindi")
    throw ApiError::validation("Invalid zone", {{"city", "City must be Islamabad or Rawalpindi"}});
  auto it = body.find("postalCodes");
  if (it == body.end() || !it->value().is_array() || it->value().as_array().size() > 200)
    throw ApiError::validation("Invalid zone",
                               {{"postalCodes", "Give a list of up to 200 postal codes"}});
  for (const auto& v : it->value().as_array()) {
    if (!v.is_string() || v.as_string().size() > 12 || v.as_string().empty())
      throw ApiError::validation("Invalid zone",
                                 {{"postalCodes", "Each postal code is 1 to 12 characters"}});
    z.postal_codes.emplace_back(v.as_string());
  }
  return z;
}

http::Response list_zones(Service& service, Request&, const Principal&) {
  bj::array out;
  for (const auto& z : service.zones()) out.push_back(to_json(z));
  return args::json(bj::object{{"items", std::move(out)}});
}

http::Response create_zone(Service& service, Request& req, const Principal&) {
  return args::json(to_json(service.save_zone(parse_zone(req.body))), 201);
}

http::Response update_zone(Service& service, Request& req, const Principal&) {
  auto z = parse_zone(req.body);
  z.id = args::path_id(req, "Zone");
  return args::json(to_json(service.save_zone(z)));
}

http::Response delete_zone(Service& service, Request& req, const Principal&) {
  service.delete_zone(args::path_id(req, "Zone"));
  return http::Response::no_content();
}

// What deleting the zone would touch, so the page can ask first.
http::Response zone_impact(Service& service, Request& req, const Principal&) {
  auto [zone, impact] = service.zone_impact(args::path_id(req, "Zone"));
  auto all = service.drivers();
  bj::array drivers;
  for (const auto& id : impact.driver_ids)
    for (const auto& d : all)
      if (d.id == id) drivers.push_back(bj::object{{"id", d.id}, {"name", d.name}});
  return args::json(bj::object{{"zone", to_json(zone)},
                               {"plannedStops", impact.planned_stops},
                               {"drivers", std::move(drivers)}});
}

http::Response list_drivers(Service& service, Request&, const Principal&) {
  return args::json(bj::object{{"items", drivers_json(service)}});
}

http::Response set_driver_zones(Service& service, Request& req, const Principal&) {
  auto body = json::parse_object(req.body);
  auto it = body.find("zoneIds");
  std::vector<long long> zones;
  if (it == body.end() || !it->value().is_array())
    throw ApiError::validation("Invalid zones", {{"zoneIds", "Give a list of zone ids"}});
  for (const auto& v : it->value().as_array()) {
    if (!v.is_int64())
      throw ApiError::validation("Invalid zones", {{"zoneIds", "Choose existing zones"}});
    zones.push_back(v.as_int64());
  }
  service.set_driver_zones(req.param("id"), zones);
  return http::Response::no_content();
}

}  // namespace

void add_zone_routes(http::Router& router, auth::Auth& auth, Service& service) {
  using Fn = http::Response (*)(Service&, Request&, const Principal&);
  const std::vector<std::tuple<const char*, const char*, const char*, Fn>> table = {
      {"GET", "/api/admin/zones", "zone", list_zones},
      {"POST", "/api/admin/zones", "zone", create_zone},
      {"PUT", "/api/admin/zones/:id", "zone", update_zone},
      {"DELETE", "/api/admin/zones/:id", "zone", delete_zone},
      {"GET", "/api/admin/zones/:id/impact", "zone", zone_impact},
      {"GET", "/api/admin/drivers", "driver", list_drivers},
      {"PUT", "/api/admin/drivers/:id/zones", "driver", set_driver_zones},
  };
  for (const auto& [method, path, resource, fn] : table)
    auth::add_admin_route(
        router, auth, method, path, "assign:driver", resource,
        [&service, fn = fn](Request& req, const Principal& who) { return fn(service, req, who); });
}

}  // namespace aqua::delivery
