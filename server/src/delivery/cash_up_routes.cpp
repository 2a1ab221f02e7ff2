// /api/admin/cash-up (drivers' days; closing and reopening one: audited), corrections of a
// recorded outcome (/api/admin/stops/{id}/correction) and /api/admin/bottle-ledger (deposit
// refunds). Every write is audited with its reason.
#include "core/api_error.hpp"
#include "core/json.hpp"
#include "delivery/route_args.hpp"
#include "delivery/routes.hpp"
#include "delivery/rules.hpp"
#include "delivery/view.hpp"

namespace aqua::delivery {

namespace bj = boost::json;
using auth::Principal;
using http::Request;

namespace {

std::string customer_key_of(const std::string& key) {
  if (key.size() < 3 || key.size() > 260 || (key.rfind("e:", 0) && key.rfind("p:", 0)))
    throw ApiError::validation("Invalid query", {{"customer", "Give a customer key (e:… or p:…)"}});
  return key;
}

http::Response ledger_json(Service& service, const std::string& key, int status) {
  auto [movements, balance] = service.ledger(key);
  bj::array out;
  for (const auto& m : movements) out.push_back(to_json(m));
  return args::json(bj::object{{"customer", key},
                               {"bottles", balance.bottles},
                               {"depositPaisa", balance.deposit_paisa},
                               {"movements", std::move(out)}},
                    status);
}

// POST /api/admin/cash-up/close {driverId, date, receivedBy?, reason?} (audited).
http::Response close_day(Service& service, auth::Auth& auth, Request& req, const Principal& who) {
  auto body = json::parse_object(req.body);
  auto driver = args::text_field(body, "driverId", 64, true);
  auto date = args::date_field(body, "date");
  auto received = args::text_field(body, "receivedBy", 100, false);
  auto reason = checked_reason(json::get_string(body, "reason").value_or(""), "reason", false);
  auto day = service.close_day(driver, date, who.username, received, reason);
  auth.audit(who, {"CLOSE_DRIVER_DAY", "driver_day", driver + "/" + date, true, "",
                   bj::object{{"cashExpectedPaisa", day.cash_expected_paisa},
                              {"cashCollectedPaisa", day.cash_collected_paisa},
                              {"bottlesOut", day.bottles_out},
                              {"emptiesBack", day.empties_back},
                              {"open", day.open},
                              {"receivedBy", day.received_by},
                              {"reason", day.close_reason}}});
  return args::json(to_json(day));
}

// POST /api/admin/cash-up/reopen {driverId, date, reason} (audited).
http::Response reopen_day(Service& service, auth::Auth& auth, Request& req, const Principal& who) {
  auto body = json::parse_object(req.body);
  auto driver = args::text_field(body, "driverId", 64, true);
  auto date = args::date_field(body, "date");
  auto reason = checked_reason(json::get_string(body, "reason").value_or(""), "reason", true);
  auto day = service.reopen_day(driver, date, who.username, reason);
  auth.audit(who,
             {"REOPEN_DRIVER_DAY", "driver_day", driver + "/" + date, true, "",
              bj::object{{"reason", reason}, {"cashCollectedPaisa", day.cash_collected_paisa}}});
  return args::json(to_json(day));
}

// POST /api/admin/stops/:id/correction (audited; the original stays in the history).
http::Response correct_outcome(Service& service, auth::Auth& auth, Request& req,
                               const Principal& who) {
  long long id = args::path_id(req, "Stop");
  auto body = json::parse_object(req.body);
  Correction c;
  c.full_dropped = args::count_field(body, "fullDropped");
  c.empties_collected = args::count_field(body, "emptiesCollected");
  c.cash_collected_paisa = args::paisa_field(body, "cashCollectedPaisa");
  c.reason = checked_reason(json::get_string(body, "reason").value_or(""), "reason", true);
  auto [before, after] = service.correct(id, c, who.username);
  auto figures = [](const Stop& st) {
    return bj::object{{"fullDropped", st.full_dropped},
                      {"emptiesCollected", st.empties_collected},
                      {"cashCollectedPaisa", st.cash_collected_paisa}};
  };
  auth.audit(
      who,
      {"CORRECT_OUTCOME", "delivery", std::to_string(id), true, "",
       bj::object{{"reason", c.reason}, {"before", figures(before)}, {"after", figures(after)}}});
  return args::json(bj::object{{"stop", to_json(after)}, {"before", figures(before)}});
}

// POST /api/admin/bottle-ledger/refund (audited; a ledger movement).
http::Response refund_deposit(Service& service, auth::Auth& auth, Request& req,
                              const Principal& who) {
  auto body = json::parse_object(req.body);
  Refund r;
  r.customer_key = customer_key_of(json::get_string(body, "customer").value_or(""));
  r.bottles = args::count_field(body, "bottles");
  r.deposit_paisa = args::paisa_field(body, "depositPaisa");
  r.reason = checked_reason(json::get_string(body, "reason").value_or(""), "reason", true);
  if (r.bottles == 0 && r.deposit_paisa == 0)
    throw ApiError::validation("Invalid refund",
                               {{"bottles", "Give the bottles returned or the deposit paid back"}});
  service.refund_deposit(r, who.username);
  auth.audit(
      who, {"DEPOSIT_REFUND", "customer", r.customer_key, true, "",
            bj::object{
                {"bottles", r.bottles}, {"depositPaisa", r.deposit_paisa}, {"reason", r.reason}}});
  return ledger_json(service, r.customer_key, 201);
}

}  // namespace

void add_cash_up_routes(http::Router& router, auth::Auth& auth, Service& service) {
  auth::add_admin_route(router, auth, "GET", "/api/admin/cash-up", "assign:driver", "driver_day",
                        [&service](Request& req, const Principal&) {
                          auto date = args::date_query(req);
                          bj::array out;
                          for (const auto& d : service.cash_up(date)) out.push_back(to_json(d));
                          return args::json(bj::object{{"date", date}, {"items", std::move(out)}});
                        });
  using Handler = http::Response (*)(Service&, auth::Auth&, Request&, const Principal&);
  auto audited = [&service, &auth](Handler h) {
    return [&service, &auth, h](Request& req, const Principal& who) {
      return h(service, auth, req, who);
    };
  };
  auth::add_admin_route(router, auth, "POST", "/api/admin/cash-up/close", "close:driver_day",
                        "driver_day", audited(close_day));
  auth::add_admin_route(router, auth, "POST", "/api/admin/cash-up/reopen", "close:driver_day",
                        "driver_day", audited(reopen_day));
  auth::add_admin_route(router, auth, "POST", "/api/admin/stops/:id/correction", "close:driver_day",
                        "delivery", audited(correct_outcome));
  auth::add_admin_route(router, auth, "POST", "/api/admin/bottle-ledger/refund", "close:driver_day",
                        "customer", audited(refund_deposit));
  auth::add_admin_route(
      router, auth, "GET", "/api/admin/bottle-ledger", "read:customer", "customer",
      [&service](Request& req, const Principal&) {
        return ledger_json(service, customer_key_of(req.query_param("customer").value_or("")), 200);
      });
}

}  // namespace aqua::delivery
