#include "app/routes.hpp"

#include <boost/json.hpp>

#include "catalog/routes.hpp"
#include "contact/routes.hpp"
#include "core/api_error.hpp"
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
