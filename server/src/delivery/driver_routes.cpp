// /api/driver/: a driver's own stops (today and the next days) and recording an outcome.
#include "core/api_error.hpp"
#include "core/clock.hpp"
#include "core/json.hpp"
#include "core/text.hpp"
#include "delivery/route_args.hpp"
#include "delivery/routes.hpp"
#include "delivery/view.hpp"
#include "http/idempotency.hpp"

namespace aqua::delivery {

namespace bj = boost::json;
using auth::Principal;
using http::Request;

namespace {

constexpr int kDriverDays = 7;  // today and the six days after it

Outcome parse_outcome(const std::string& raw) {
  auto body = json::parse_object(raw);
  auto kind = json::get_string(body, "outcome").value_or("");
  if (kind != "delivered" && kind != "failed")
    throw ApiError::validation("Invalid outcome",
                               {{"outcome", "Outcome must be delivered or failed"}});
  Outcome o;
  o.delivered = kind == "delivered";
  auto count = [&body](const char* name) {
    auto v = json::get_int(body, name).value_or(0);
    return v < 0 || v > 100000 ? -1 : static_cast<int>(v);
  };
  o.full_dropped = count("fullDropped");
  o.empties_collected = count("emptiesCollected");
  o.cash_collected_paisa = json::get_int(body, "cashCollectedPaisa").value_or(0);
  o.reason = json::get_string(body, "reason").value_or("");
  o.note = text::trim(json::get_string(body, "note").value_or(""));
  if (auto at = json::get_string(body, "recordedAt")) {
    auto ms = clock::parse_iso_utc(*at);
    if (!ms)
      throw ApiError::validation(
          "Invalid outcome", {{"recordedAt", "Must be a UTC time such as 2026-11-23T04:00:00Z"}});
    o.recorded_at = *ms;
  }
  return o;
}

// The phone's position sent with the outcome (only when the driver allowed it), if any.
std::optional<Position> parse_position(const std::string& raw) {
  auto body = json::parse_object(raw);
  auto it = body.find("position");
  if (it == body.end() || it->value().is_null()) return std::nullopt;
  if (!it->value().is_object())
    throw ApiError::validation("Invalid position", {{"position", "Give lat, lng and accuracyM"}});
  return args::position_of(it->value().as_object(), "position");
}

http::Response list_own_stops(Service& service, Request&, const Principal& who) {
  auto stops = service.driver_stops(who.admin_id, kDriverDays);
  auto where = service.locations_of(stops);
  auto list = to_json(stops);
  for (std::size_t i = 0; i < stops.size(); ++i) {
    auto it = where.find(stops[i].id);
    list[i].as_object()["location"] =
        it == where.end() ? bj::value(nullptr) : bj::value(to_json(it->second));
  }
  return args::json(bj::object{{"today", clock::pakistan_date(clock::now_ms())},
                               {"driverId", who.admin_id},
                               {"stops", std::move(list)}});
}

http::Response record_outcome(Service& service, Request& req, const Principal& who) {
  auto key = http::idempotency_key(req);
  long long id = args::path_id(req, "Stop");
  auto recorded = service.record_outcome(who.admin_id, id, parse_outcome(req.body), key,
                                         parse_position(req.body));
  auto res = args::json(bj::object{{"stop", to_json(recorded.stop)}, {"replay", recorded.replay}},
                        recorded.replay ? 200 : 201);
  return res;
}

// POST /api/admin/stops/:id/outcome: a manager records it for the stop's driver (audited).
http::Response record_for_driver(Service& service, auth::Auth& auth, Request& req,
                                 const Principal& who) {
  auto key = http::idempotency_key(req);
  long long id = args::path_id(req, "Stop");
  auto recorded = service.record_for_driver(id, parse_outcome(req.body), key);
  if (!recorded.replay)
    auth.audit(who, {"RECORD_OUTCOME_FOR_DRIVER", "delivery", std::to_string(id), true, "",
                     bj::object{{"driverId", recorded.stop.driver_id},
                                {"status", recorded.stop.status},
                                {"cashCollectedPaisa", recorded.stop.cash_collected_paisa},
                                {"late", recorded.stop.late}}});
  return args::json(bj::object{{"stop", to_json(recorded.stop)}, {"replay", recorded.replay}},
                    recorded.replay ? 200 : 201);
}

}  // namespace

void add_driver_routes(http::Router& router, auth::Auth& auth, Service& service) {
  auth::add_admin_route(
      router, auth, "GET", "/api/driver/stops", "read:own_deliveries", "delivery",
      [&service](Request& req, const Principal& who) { return list_own_stops(service, req, who); });
  auth::add_admin_route(
      router, auth, "POST", "/api/driver/stops/:id/outcome", "record:delivery", "delivery",
      [&service](Request& req, const Principal& who) { return record_outcome(service, req, who); });
  auth::add_admin_route(router, auth, "POST", "/api/admin/stops/:id/outcome", "close:driver_day",
                        "delivery", [&service, &auth](Request& req, const Principal& who) {
                          return record_for_driver(service, auth, req, who);
                        });
}

}  // namespace aqua::delivery
