#include "auth/routes.hpp"

#include "auth/login_guard.hpp"
#include "auth/password.hpp"
#include "auth/permissions.hpp"
#include "core/api_error.hpp"
#include "core/clock.hpp"
#include "core/json.hpp"
#include "core/text.hpp"
#include "core/validate.hpp"

namespace aqua::auth {

namespace bj = boost::json;

namespace {

// Compared against when the username is unknown, so both answers take the same time.
const std::string& dummy_hash() {
  static const std::string h =
      hash_password("not-a-real-password-" + std::to_string(clock::now_ms()));
  return h;
}

http::Response login(Auth& auth, http::Request& req) {
  auto body = json::parse_object(req.body);
  auto username = text::trim(json::get_string(body, "username").value_or(""));
  auto password = json::get_string(body, "password").value_or("");
  std::map<std::string, std::string> errors;
  if (username.empty()) errors["username"] = "Username is required";
  if (password.empty()) errors["password"] = "Password is required";
  if (!errors.empty()) throw ApiError::validation("Username and password are required", errors);
  if (username.size() > 100 || password.size() > kMaxPasswordLength)
    throw ApiError(401, "invalid_credentials", "Invalid username or password");
  LoginGuard guard(auth.db(), username, req.remote_ip);
  if (!guard.begin_try()) throw ApiError::rate_limited();
  auto admin = auth.find_by_username(username);
  bool ok = verify_password(admin ? admin->password_hash : dummy_hash(), password);
  if (!admin || !ok || !admin->is_active) {
    LoginGuard::hold(guard.failed());
    auth.audit(
        std::nullopt,
        {"LOGIN", "session", "", false, "Invalid username or password", {{"username", username}}});
    throw ApiError(401, "invalid_credentials", "Invalid username or password");
  }
  guard.succeeded();
  auto token = auth.start_session(*admin);
  auto principal = auth.resume_session(token);
  auth.audit(principal, {"LOGIN", "session", admin->id, true, "", {}});
  auto res = http::Response::json(
      bj::serialize(bj::object{{"admin", to_json(*principal)},
                               {"expiresAt", clock::iso_utc(clock::now_ms() + kSessionMs)}}));
  res.header("set-cookie", session_cookie(token, is_https(req), kSessionMs / 1000));
  res.header("cache-control", "no-store");
  return res;
}

Admin admin_from_body(const bj::object& body, bool creating,
                      std::map<std::string, std::string>& errors, std::string& password) {
  Admin a;
  a.username = text::trim(json::get_string(body, "username").value_or(""));
  a.email = text::trim(json::get_string(body, "email").value_or(""));
  a.name = text::sanitize(json::get_string(body, "name").value_or(""));
  a.role = json::get_string(body, "role").value_or("");
  password = json::get_string(body, "password").value_or("");
  if (creating) {
    if (a.username.size() < 3 || a.username.size() > 50)
      errors["username"] = "Username must be 3 to 50 characters";
    if (!validate::is_email(a.email)) errors["email"] = "Please enter a valid email address";
    if (auto problem = password_problem(password)) errors["password"] = *problem;
  }
  if (!a.role.empty() && !is_role(a.role))
    errors["role"] = "Role must be super-admin, admin, manager, customer or driver";
  if (creating && a.role.empty()) errors["role"] = "Role is required";
  return a;
}

// POST /api/admin/logout
http::Response logout(Auth& auth, const http::Request& req) {
  if (auto token = session_token(req)) auth.end_session(*token);
  auto res = http::Response::no_content();
  res.header("set-cookie", session_cookie("", is_https(req), 0));
  return res;
}

// GET /api/admin/session: who is signed in (401 when nobody).
http::Response current_session(Auth& auth, const http::Request& req) {
  std::optional<Principal> who;
  auto token = session_token(req);
  if (token) who = auth.resume_session(*token);
  if (!who) throw ApiError(401, "unauthenticated", "Authentication required");
  auto res = http::Response::json(bj::serialize(bj::object{
      {"admin", to_json(*who)}, {"expiresAt", clock::iso_utc(clock::now_ms() + kSessionMs)}}));
  res.header("cache-control", "no-store");
  res.header("set-cookie", session_cookie(*token, is_https(req), kSessionMs / 1000));
  return res;
}

// GET /api/admin/admins
http::Response list_admins(Auth& auth, const http::Request&, const Principal&) {
  bj::array items;
  for (const auto& a : auth.list_admins()) items.push_back(to_json(a));
  return http::Response::json(bj::serialize(bj::object{{"items", std::move(items)}}));
}

// POST /api/admin/admins
http::Response create_admin(Auth& auth, const http::Request& req, const Principal& who) {
  auto body = json::parse_object(req.body);
  std::map<std::string, std::string> errors;
  std::string password;
  auto a = admin_from_body(body, true, errors, password);
  if (!errors.empty()) throw ApiError::validation("Please check the admin details", errors);
  auto created = auth.create_admin(a.username, a.email, a.name, a.role, password, who.admin_id);
  return http::Response::json(201, bj::serialize(to_json(created)));
}

// PATCH /api/admin/admins/:id {role?, name?, isActive?, password?}
http::Response update_admin(Auth& auth, const http::Request& req, const Principal& who) {
  auto body = json::parse_object(req.body);
  std::optional<Admin> target;
  for (auto& a : auth.list_admins())
    if (a.id == req.param("id")) target = a;
  if (!target) throw ApiError::not_found("Admin not found");
  std::map<std::string, std::string> errors;
  if (auto role = json::get_string(body, "role")) {
    if (!is_role(*role))
      errors["role"] = "Role must be super-admin, admin, manager, customer or driver";
    else
      target->role = *role;
  }
  if (auto name = json::get_string(body, "name")) target->name = text::sanitize(*name);
  if (auto active = json::get_bool(body, "isActive")) target->is_active = *active;
  bool password_changed = false;
  if (auto pw = json::get_string(body, "password")) {
    password_changed = true;
    if (auto problem = password_problem(*pw))
      errors["password"] = *problem;
    else
      target->password_hash = hash_password(*pw);
  }
  if (target->id == who.admin_id && (!target->is_active || target->role != who.role))
    errors["role"] = "You cannot deactivate yourself or change your own role";
  if (!errors.empty()) throw ApiError::validation("Please check the admin details", errors);
  auth.update_admin(*target, password_changed);
  return http::Response::json(bj::serialize(to_json(*target)));
}

// GET /api/admin/audit-logs?limit=&before=: a page of entries, newest first; nextCursor (the
// last entry's id) asks for the page after it, null on the last page.
http::Response list_audit(Auth& auth, const http::Request& req, const Principal&) {
  auto whole = [&req](const char* name, long long fallback) {
    auto v = req.query_param(name);
    if (!v) return fallback;
    try {
      std::size_t used = 0;
      long long n = std::stoll(*v, &used);
      return used == v->size() ? n : -1LL;
    } catch (...) {
      return -1LL;
    }
  };
  long long limit = whole("limit", 100);
  if (limit < 1 || limit > 100)
    throw ApiError::validation("Invalid query",
                               {{"limit", "Limit must be a whole number from 1 to 100"}});
  long long before = whole("before", 0);
  auto items =
      before < 0 ? std::nullopt : auth.recent_audit_json(static_cast<int>(limit) + 1, before);
  if (!items)
    throw ApiError::bad_request("Invalid cursor: it must be a nextCursor the audit log gave");
  bj::value next = nullptr;
  if (items->size() > static_cast<std::size_t>(limit)) {
    items->pop_back();
    next = items->back().as_object().at("id");
  }
  return http::Response::json(
      bj::serialize(bj::object{{"items", std::move(*items)}, {"nextCursor", next}}));
}

}  // namespace

void add_routes(http::Router& router, Auth& auth) {
  using AdminFn = http::Response (*)(Auth&, const http::Request&, const Principal&);
  auto admin = [&auth](AdminFn fn) {
    return [&auth, fn](http::Request& req, const Principal& who) { return fn(auth, req, who); };
  };
  router.add("POST", "/api/admin/login", [&auth](http::Request& req) { return login(auth, req); });
  router.add("POST", "/api/admin/logout",
             [&auth](http::Request& req) { return logout(auth, req); });
  router.add("GET", "/api/admin/session",
             [&auth](http::Request& req) { return current_session(auth, req); });
  add_admin_route(router, auth, "GET", "/api/admin/admins", "read:admin", "admin",
                  admin(list_admins));
  add_admin_route(router, auth, "POST", "/api/admin/admins", "create:admin", "admin",
                  admin(create_admin));
  add_admin_route(router, auth, "PATCH", "/api/admin/admins/:id", "update:admin", "admin",
                  admin(update_admin));
  add_admin_route(router, auth, "GET", "/api/admin/audit-logs", "read:audit_logs", "audit_logs",
                  admin(list_audit));
}

}  // namespace aqua::auth
