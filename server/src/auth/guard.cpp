#include "auth/auth.hpp"
#include "core/api_error.hpp"
#include "http/cookies.hpp"

namespace aqua::auth {

namespace {

std::string action_for(const std::string& method) {
  if (method == "POST") return "create";
  if (method == "PUT" || method == "PATCH") return "update";
  if (method == "DELETE") return "delete";
  return "read";
}

}  // namespace

void add_admin_route(http::Router& router, Auth& auth, const std::string& method,
                     const std::string& pattern, const std::string& permission,
                     const std::string& resource, AdminHandler handler, std::size_t max_body) {
  router.add(
      method, pattern,
      [&auth, method, permission, resource, handler = std::move(handler)](http::Request& req) {
        std::optional<Principal> who;
        auto token = session_token(req);
        if (token) who = auth.resume_session(*token);
        if (!who) throw ApiError(401, "unauthenticated", "Authentication required");
        // A customer account may only ever see its own things: never the back office.
        if (who->role == "customer" || !who->can(permission)) {
          auth.audit(who, {"UNAUTHORIZED_ACCESS",
                           resource,
                           req.param("id"),
                           false,
                           "Insufficient permissions",
                           {{"permission", permission}, {"path", req.path}, {"method", method}}});
          throw ApiError(403, "forbidden", "Insufficient permissions");
        }
        bool write = method != "GET";
        if (write && !req.header("x-requested-with"))
          throw ApiError(403, "csrf", "Missing X-Requested-With header");
        try {
          auto res = handler(req, *who);
          // The session slides on the server; the cookie's lifetime slides with it.
          res.header("set-cookie", session_cookie(*token, is_https(req), kSessionMs / 1000));
          // Orders, customers, exports: never kept by a browser or a shared cache.
          res.header("cache-control", "no-store");
          if (write)
            auth.audit(who, {action_for(method),
                             resource,
                             req.param("id"),
                             true,
                             "",
                             {{"path", req.path}, {"status", res.status}}});
          return res;
        } catch (const ApiError& e) {
          auth.audit(who, {action_for(method),
                           resource,
                           req.param("id"),
                           false,
                           e.what(),
                           {{"path", req.path}, {"status", e.status}}});
          throw;
        }
      },
      http::Work::blocking, permission, max_body);
}

}  // namespace aqua::auth
