#include "auth/auth.hpp"
#include "auth/request_write.hpp"
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

// Runs an admin write's handler with its RequestWrite open; the session refresh and audit
// entry go into the handler's transaction when it takes them, else into one after it.
http::Response run_write(Auth& auth, RequestWrite& w, const AdminHandler& handler,
                         http::Request& req) {
  RequestWriteScope scope(&w);
  try {
    auto res = handler(req, w.who);
    auth.finish_request(w, res.status, "");
    return res;
  } catch (const ApiError& e) {
    auth.finish_request(w, e.status, e.what());
    throw;
  }
}

void add_admin_route(http::Router& router, Auth& auth, const std::string& method,
                     const std::string& pattern, const std::string& permission,
                     const std::string& resource, AdminHandler handler, std::size_t max_body) {
  router.add(
      method, pattern,
      [&auth, method, permission, resource, handler = std::move(handler)](http::Request& req) {
        bool write = method != "GET";
        std::optional<Principal> who;
        SessionTouch touch;
        auto token = session_token(req);
        if (token) who = auth.resume_session(*token, write ? &touch : nullptr);
        if (!who) throw ApiError(401, "unauthenticated", "Authentication required");
        // A refused write still slides the session, as any request does.
        auto refuse = [&](const ApiError& e) {
          if (!touch.hash.empty())
            auth.db().write([&](soci::session& s) { touch_session(s, touch); });
          throw e;
        };
        // A customer account may only ever see its own things: never the back office.
        if (who->role == "customer" || !who->can(permission)) {
          auth.audit(who, {"UNAUTHORIZED_ACCESS",
                           resource,
                           req.param("id"),
                           false,
                           "Insufficient permissions",
                           {{"permission", permission}, {"path", req.path}, {"method", method}}});
          refuse(ApiError(403, "forbidden", "Insufficient permissions"));
        }
        if (write && !req.header("x-requested-with"))
          refuse(ApiError(403, "csrf", "Missing X-Requested-With header"));
        http::Response res;
        if (write) {
          RequestWrite w{*who, action_for(method), resource, req.param("id"), req.path, touch};
          res = run_write(auth, w, handler, req);
        } else {
          res = handler(req, *who);
        }
        // The session slides on the server; the cookie's lifetime slides with it.
        res.header("set-cookie", session_cookie(*token, is_https(req), kSessionMs / 1000));
        // Orders, customers, exports: never kept by a browser or a shared cache.
        res.header("cache-control", "no-store");
        return res;
      },
      http::Work::blocking, permission, max_body);
}

}  // namespace aqua::auth
