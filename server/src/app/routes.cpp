#include "app/routes.hpp"

#include <boost/json.hpp>

#include "app/channel_routes.hpp"
#include "app/dashboard_sources.hpp"
#include "app/on_order_changed.hpp"
#include "app/openapi.hpp"
#include "auth/auth.hpp"
#include "auth/routes.hpp"
#include "catalog/admin_routes.hpp"
#include "catalog/routes.hpp"
#include "contact/admin_routes.hpp"
#include "contact/routes.hpp"
#include "core/api_error.hpp"
#include "core/clock.hpp"
#include "core/json.hpp"
#include "customers/admin_routes.hpp"
#include "delivery/routes.hpp"
#include "delivery/store.hpp"
#include "mail/admin_routes.hpp"
#include "messages/routes.hpp"
#include "orders/admin_routes.hpp"
#include "orders/routes.hpp"
#include "reports/dashboard.hpp"
#include "subscriptions/routes.hpp"

namespace aqua::app {

namespace {
// AQUA_TEST_HOOKS=1 only: API tests move the clock, run the scheduler and the retention prune.
void add_test_hooks(http::Router& router, const Services& sv) {
  router.add("POST", "/api/test/clock", [](http::Request& req) {
    auto body = json::parse_object(req.body);
    clock::move_for_testing(json::get_int(body, "offsetMs").value_or(0));
    return http::Response::no_content();
  });
  if (sv.run_retention)
    router.add("POST", "/api/test/run-retention", [run = sv.run_retention](http::Request&) {
      auto p = run();
      return http::Response::json(boost::json::serialize(boost::json::object{
          {"mailBodies", p.mail_bodies}, {"idempotencyKeys", p.idempotency_keys}}));
    });
  if (sv.run_scheduler)
    router.add("POST", "/api/test/run-scheduler", [run = sv.run_scheduler](http::Request&) {
      return http::Response::json(boost::json::serialize(boost::json::object{{"renewals", run()}}));
    });
  if (sv.run_reminders)
    router.add("POST", "/api/test/run-reminders", [run = sv.run_reminders](http::Request&) {
      return http::Response::json(
          boost::json::serialize(boost::json::object{{"reminders", run()}}));
    });
}
}  // namespace

http::Router build_router(Services sv) {
  http::Router router;
  router.add("GET", "/api/health", [&db = sv.db](http::Request&) {
    try {
      db.read([](soci::session& s) {
        int one = 0;
        s << "SELECT 1", soci::into(one);
      });
    } catch (const std::exception&) {
      throw ApiError::unavailable();
    }
    return http::Response::json(boost::json::serialize(boost::json::object{
        {"status", "ok"}, {"database", db.kind_name()}, {"version", AQUA_VERSION}}));
  });
  catalog::add_routes(router, sv.catalog);
  contact::add_routes(router, sv.db, sv.on_contact, sv.abuse.contact_per_address);
  orders::add_routes(router, sv.orders, sv.catalog, sv.db, sv.abuse);
  auth::add_routes(router, sv.auth);
  catalog::add_admin_routes(router, sv.auth, sv.catalog, sv.db, sv.uploads_dir);
  orders::add_admin_routes(router, sv.auth, sv.db, app::order_reactions());
  customers::add_admin_routes(router, sv.auth, sv.db, delivery::store::bottles_of);
  contact::add_admin_routes(router, sv.auth, sv.db);
  mail::add_admin_routes(router, sv.auth, sv.db, sv.wake_mailer);
  messages::add_routes(router, sv.auth, sv.db, sv.sms_secret, sv.sms);
  if (sv.subscriptions) {
    subscriptions::add_routes(router, *sv.subscriptions, sv.db,
                              [&orders = sv.orders](const std::string& id, const std::string& t) {
                                return orders.find_with_token(id, t).has_value();
                              });
    subscriptions::add_admin_routes(router, sv.auth, *sv.subscriptions);
  }
  add_channel_routes(router, sv.auth, sv.db, sv.subscriptions);
  if (sv.delivery) delivery::add_routes(router, sv.auth, *sv.delivery);
  reports::add_routes(router, sv.auth, sv.db, dashboard_sources());
  if (sv.test_hooks) add_test_hooks(router, sv);
  add_openapi_route(router);
  // The route table as data: what exists, and which permission each admin route needs.
  // It maps the back office for an attacker, so only admins who may see admins read it.
  auto table = std::make_shared<std::string>();
  auth::add_admin_route(
      router, sv.auth, "GET", "/api/routes", "read:admin", "routes",
      [table](http::Request&, const auth::Principal&) { return http::Response::json(*table); });
  boost::json::array routes;
  for (const auto& r : router.routes())
    routes.push_back(boost::json::object{
        {"method", r.method}, {"path", r.pattern}, {"permission", r.permission}});
  *table = boost::json::serialize(boost::json::object{{"routes", std::move(routes)}});
  return router;
}

http::Headers security_headers() {
  return {
      {"content-security-policy",
       "default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; "
       "script-src 'self'; connect-src 'self'; font-src 'self'; object-src 'none'; "
       "base-uri 'self'; form-action 'self'; frame-ancestors 'none'"},
      {"x-content-type-options", "nosniff"},
      {"referrer-policy", "strict-origin-when-cross-origin"},
      {"x-frame-options", "DENY"},
      {"cross-origin-opener-policy", "same-origin"},
      // geolocation: the driver app sends the phone's position with delivered stops, when allowed.
      {"permissions-policy", "camera=(), microphone=(), geolocation=(self)"},
  };
}

}  // namespace aqua::app
