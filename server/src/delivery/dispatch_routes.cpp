// /api/admin/dispatch: a date's board, assigning, ordering, rescheduling, auto-assign and a
// driver's manifest (CSV and printable page). Permission assign:driver.
#include <map>

#include "core/api_error.hpp"
#include "core/json.hpp"
#include "delivery/route_args.hpp"
#include "delivery/routes.hpp"
#include "delivery/view.hpp"

namespace aqua::delivery {

namespace bj = boost::json;
using auth::Principal;
using http::Request;

namespace {

http::Response board(Service& service, Request& req, const Principal&) {
  auto date = args::date_query(req);
  bj::array zones;
  for (const auto& z : service.zones()) zones.push_back(to_json(z));
  // A day's board is thousands of small objects: one arena for all of them, freed at once.
  bj::monotonic_resource arena(std::size_t{256} * 1024);
  bj::storage_ptr sp(&arena);
  return args::json(bj::object({{"date", date},
                                {"stops", to_json(service.stops_on(date), sp)},
                                {"failed", to_json(service.failed_stops(), sp)},
                                {"zones", std::move(zones)},
                                {"drivers", drivers_json(service)}},
                               sp));
}

http::Response assign(Service& service, Request& req, const Principal&) {
  auto body = json::parse_object(req.body);
  // An empty driverId unassigns; a missing one is a mistake, not a request to unassign.
  auto driver = json::get_string(body, "driverId");
  if (!driver) throw ApiError::validation("Invalid request", {{"driverId", "Choose a driver"}});
  int n = 0;
  if (body.contains("zoneId")) {
    auto zone = json::get_int(body, "zoneId").value_or(0);
    n = service.assign_zone(args::date_field(body, "date"), zone, *driver);
  } else {
    n = service.assign(args::id_list(body, "stopIds"), *driver);
  }
  return args::json(bj::object{{"assigned", n}});
}

http::Response sequence(Service& service, Request& req, const Principal&) {
  auto body = json::parse_object(req.body);
  auto driver = args::text_field(body, "driverId", 64, true);
  service.set_order(driver, args::date_field(body, "date"), args::id_list(body, "stopIds"));
  return http::Response::no_content();
}

http::Response reschedule(Service& service, Request& req, const Principal&) {
  auto body = json::parse_object(req.body);
  auto ids = args::id_list(body, "stopIds");
  auto made = service.reschedule(ids, args::date_field(body, "date"),
                                 args::text_field(body, "slot", 40, false));
  bj::array out;
  for (auto id : made) out.push_back(id);
  return args::json(bj::object{{"stopIds", std::move(out)}}, 201);
}

http::Response auto_assign(Service& service, Request& req, const Principal&) {
  auto body = json::parse_object(req.body);
  return args::json(bj::object{{"assigned", service.auto_assign(args::date_field(body, "date"))}});
}

std::pair<std::string, std::string> manifest_args(Service& service, Request& req) {
  auto driver = req.query_param("driverId").value_or("");
  auto all = service.drivers();
  return {service.driver(driver, all).name, driver};
}

http::Response manifest_csv(Service& service, Request& req, const Principal&) {
  auto date = args::date_query(req);
  auto [name, driver] = manifest_args(service, req);
  http::Response r;
  r.body = delivery::manifest_csv(service.manifest(driver, date));
  r.header("content-type", "text/csv; charset=utf-8");
  r.header("content-disposition", "attachment; filename=\"manifest-" + date + ".csv\"");
  return r;
}

http::Response manifest_page(Service& service, Request& req, const Principal&) {
  auto date = args::date_query(req);
  auto [name, driver] = manifest_args(service, req);
  http::Response r;
  r.body = delivery::manifest_html(service.manifest(driver, date), name, date);
  r.header("content-type", "text/html; charset=utf-8");
  return r;
}

}  // namespace

void add_dispatch_routes(http::Router& router, auth::Auth& auth, Service& service) {
  using Fn = http::Response (*)(Service&, Request&, const Principal&);
  const std::vector<std::tuple<const char*, const char*, Fn>> table = {
      {"GET", "/api/admin/dispatch", board},
      {"POST", "/api/admin/dispatch/assign", assign},
      {"PUT", "/api/admin/dispatch/sequence", sequence},
      {"POST", "/api/admin/dispatch/reschedule", reschedule},
      {"POST", "/api/admin/dispatch/auto-assign", auto_assign},
      {"GET", "/api/admin/dispatch/manifest.csv", manifest_csv},
      {"GET", "/api/admin/dispatch/manifest.html", manifest_page},
  };
  for (const auto& [method, path, fn] : table)
    auth::add_admin_route(
        router, auth, method, path, "assign:driver", "dispatch",
        [&service, fn = fn](Request& req, const Principal& who) { return fn(service, req, who); });
}

}  // namespace aqua::delivery
