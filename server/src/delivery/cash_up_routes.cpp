// /api/admin/cash-up (drivers' days, closing one: audited) and /api/admin/bottle-ledger.
#include "core/api_error.hpp"
#include "core/json.hpp"
#include "delivery/route_args.hpp"
#include "delivery/routes.hpp"
#include "delivery/view.hpp"

namespace aqua::delivery {

namespace bj = boost::json;
using auth::Principal;
using http::Request;

void add_cash_up_routes(http::Router& router, auth::Auth& auth, Service& service) {
  auth::add_admin_route(router, auth, "GET", "/api/admin/cash-up", "assign:driver", "driver_day",
                        [&service](Request& req, const Principal&) {
                          auto date = args::date_query(req);
                          bj::array out;
                          for (const auto& d : service.cash_up(date)) out.push_back(to_json(d));
                          return args::json(bj::object{{"date", date}, {"items", std::move(out)}});
                        });
  auth::add_admin_route(router, auth, "POST", "/api/admin/cash-up/close", "close:driver_day",
                        "driver_day", [&service, &auth](Request& req, const Principal& who) {
                          auto body = json::parse_object(req.body);
                          auto driver = args::text_field(body, "driverId", 64, true);
                          auto date = args::date_field(body, "date");
                          auto day = service.close_day(driver, date, who.username);
                          auth.audit(
                              who, {"CLOSE_DRIVER_DAY", "driver_day", driver + "/" + date, true, "",
                                    bj::object{{"cashExpectedPaisa", day.cash_expected_paisa},
                                               {"cashCollectedPaisa", day.cash_collected_paisa},
                                               {"bottlesOut", day.bottles_out},
                                               {"emptiesBack", day.empties_back}}});
                          return args::json(to_json(day));
                        });
  auth::add_admin_route(
      router, auth, "GET", "/api/admin/bottle-ledger", "read:customer", "customer",
      [&service](Request& req, const Principal&) {
        auto key = req.query_param("customer").value_or("");
        if (key.size() < 3 || key.size() > 260 || (key.rfind("e:", 0) && key.rfind("p:", 0)))
          throw ApiError::validation("Invalid query",
                                     {{"customer", "Give a customer key (e:… or p:…)"}});
        auto [movements, balance] = service.ledger(key);
        bj::array out;
        for (const auto& m : movements) out.push_back(to_json(m));
        return args::json(bj::object{{"customer", key},
                                     {"bottles", balance.bottles},
                                     {"depositPaisa", balance.deposit_paisa},
                                     {"movements", std::move(out)}});
      });
}

}  // namespace aqua::delivery
