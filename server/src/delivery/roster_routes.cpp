// /api/admin/dispatch/roster: who is on duty on a date (docs/product.md#planning-the-day).
// Permission assign:driver, as the rest of dispatch; each change audited.
#include "core/api_error.hpp"
#include "core/json.hpp"
#include "delivery/route_args.hpp"
#include "delivery/routes.hpp"

namespace aqua::delivery {

namespace bj = boost::json;
using auth::Principal;
using http::Request;

namespace {

bj::object entry_json(const RosterEntry& e) {
  return {{"driverId", e.driver.id},
          {"name", e.driver.name},
          {"onDuty", e.on_duty},
          {"marked", e.marked},
          {"plannedStops", e.planned_stops}};
}

bj::object roster_json(const std::string& date, const std::vector<RosterEntry>& roster) {
  bj::array drivers;
  for (const auto& e : roster) drivers.push_back(entry_json(e));
  return {{"date", date}, {"drivers", std::move(drivers)}};
}

http::Response put_roster(Service& service, auth::Auth& auth, Request& req, const Principal& who) {
  auto body = json::parse_object(req.body);
  auto date = args::date_field(body, "date");
  auto driver = args::text_field(body, "driverId", 64, true);
  auto on_duty = json::get_bool(body, "onDuty");
  if (!on_duty)
    throw ApiError::validation("Invalid request", {{"onDuty", "Say true (on duty) or false"}});
  bool unassign = json::get_bool(body, "unassignStops").value_or(false);
  auto [before, after] = service.set_duty(date, driver, *on_duty, unassign, who.admin_id);
  auth.audit(who, {"SET_DRIVER_DUTY", "driver_roster", driver + "@" + date, true, "",
                   bj::object{{"date", date},
                              {"before", entry_json(before)},
                              {"after", entry_json(after)},
                              {"unassigned", before.planned_stops - after.planned_stops}}});
  return args::json(roster_json(date, service.roster(date)));
}

}  // namespace

void add_roster_routes(http::Router& router, auth::Auth& auth, Service& service) {
  auth::add_admin_route(router, auth, "GET", "/api/admin/dispatch/roster", "assign:driver",
                        "dispatch", [&service](Request& req, const Principal&) {
                          auto date = args::date_query(req);
                          return args::json(roster_json(date, service.roster(date)));
                        });
  auth::add_admin_route(router, auth, "PUT", "/api/admin/dispatch/roster", "assign:driver",
                        "driver_roster", [&service, &auth](Request& req, const Principal& who) {
                          return put_roster(service, auth, req, who);
                        });
}

}  // namespace aqua::delivery
