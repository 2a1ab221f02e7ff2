#include "app/routes.hpp"

#include <boost/json.hpp>

#include "auth/routes.hpp"
#include "catalog/admin_routes.hpp"
#include "catalog/routes.hpp"
#include "contact/admin_routes.hpp"
#include "contact/routes.hpp"
#include "core/api_error.hpp"
#include "core/clock.hpp"
#include "core/json.hpp"
#include "mail/admin_routes.hpp"
#include "orders/admin_routes.hpp"
#include "orders/routes.hpp"

namespace aqua::app {

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
  contact::add_routes(router, sv.db, sv.on_contact);
  orders::add_routes(router, sv.orders, sv.catalog, sv.db);
  auth::add_routes(router, sv.auth);
  catalog::add_admin_routes(router, sv.auth, sv.catalog, sv.db, sv.uploads_dir);
  orders::add_admin_routes(router, sv.auth, sv.db);
  contact::add_admin_routes(router, sv.auth, sv.db);
  mail::add_admin_routes(router, sv.auth, sv.db, sv.wake_mailer);
  if (sv.test_hooks) {
    router.add("POST", "/api/test/clock", [](http::Request& req) {
      auto body = json::parse_object(req.body);
      long long offset = json::get_int(body, "offsetMs").value_or(0);
      clock::set_for_testing([offset] {
        using namespace std::chrono;
        return duration_cast<milliseconds>(system_clock::now().time_since_epoch()).count() + offset;
      });
      return http::Response::no_content();
    });
  }
  // The route table as data: what exists, and which permission each admin route needs.
  auto table = std::make_shared<std::string>();
  router.add(
      "GET", "/api/routes", [table](http::Request&) { return http::Response::json(*table); },
      http::Work::memory);
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
      {"permissions-policy", "camera=(), microphone=(), geolocation=()"},
  };
}

}  // namespace aqua::app
