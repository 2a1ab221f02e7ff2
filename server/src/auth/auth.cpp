#include "auth/auth.hpp"

#include <spdlog/spdlog.h>

#include "auth/password.hpp"
#include "auth/permissions.hpp"
#include "core/api_error.hpp"
#include "core/clock.hpp"
#include "core/crypto.hpp"
#include "core/json.hpp"
#include "db/row.hpp"

namespace aqua::auth {

namespace bj = boost::json;

namespace {

const char* kAdminColumns =
    "id, username, email, name, role, permissions, is_active, created_by, created_at, "
    "updated_at, last_login_at, password_hash";

Admin admin_from_row(const soci::row& r) {
  Admin a;
  a.id = db::row_text(r, 0);
  a.username = db::row_text(r, 1);
  a.email = db::row_text(r, 2);
  a.name = db::row_text(r, 3);
  a.role = db::row_text(r, 4);
  boost::system::error_code ec;
  auto perms = bj::parse(db::row_text(r, 5), ec);
  if (!ec && perms.is_array())
    for (const auto& p : perms.as_array())
      if (p.is_string()) a.extra_permissions.emplace_back(p.as_string());
  a.is_active = db::row_int(r, 6) != 0;
  a.created_by = db::row_text(r, 7);
  a.created_at = db::row_int(r, 8);
  a.updated_at = db::row_int(r, 9);
  a.last_login_at = db::row_int(r, 10);
  a.password_hash = db::row_text(r, 11);
  return a;
}

std::string permissions_json(const std::vector<std::string>& p) {
  bj::array arr;
  for (const auto& s : p) arr.emplace_back(s);
  return bj::serialize(arr);
}

std::string action_for(const std::string& method) {
  if (method == "POST") return "create";
  if (method == "PUT" || method == "PATCH") return "update";
  if (method == "DELETE") return "delete";
  return "read";
}

}  // namespace

bj::object to_json(const Admin& a) {
  bj::array extra;
  for (const auto& p : a.extra_permissions) extra.emplace_back(p);
  bj::array perms;
  for (const auto& p : permissions_for(a.role, a.extra_permissions)) perms.emplace_back(p);
  return {{"id", a.id},
          {"username", a.username},
          {"email", a.email},
          {"name", a.name},
          {"role", a.role},
          {"permissions", std::move(perms)},
          {"extraPermissions", std::move(extra)},
          {"isActive", a.is_active},
          {"createdBy", a.created_by},
          {"createdAt", clock::iso_utc(a.created_at)},
          {"updatedAt", clock::iso_utc(a.updated_at)},
          {"lastLoginAt", a.last_login_at ? bj::value(clock::iso_utc(a.last_login_at)) : nullptr}};
}

bj::object to_json(const Principal& p) {
  bj::array perms;
  for (const auto& s : p.permissions) perms.emplace_back(s);
  return {{"id", p.admin_id},        {"username", p.username},
          {"email", p.email},        {"name", p.name},
          {"role", p.role},          {"permissions", std::move(perms)},
          {"isAuthenticated", true}, {"isAdmin", p.role != "customer"}};
}

std::optional<Admin> Auth::find_by_username(const std::string& username) {
  return db_.read([&](soci::session& s) -> std::optional<Admin> {
    soci::rowset<soci::row> rows =
        (s.prepare << std::string("SELECT ") + kAdminColumns + " FROM admins WHERE username = :u",
         soci::use(username));
    for (const auto& r : rows) return admin_from_row(r);
    return std::nullopt;
  });
}

std::vector<Admin> Auth::list_admins() {
  return db_.read([&](soci::session& s) {
    soci::rowset<soci::row> rows =
        (s.prepare << std::string("SELECT ") + kAdminColumns + " FROM admins ORDER BY created_at");
    std::vector<Admin> out;
    for (const auto& r : rows) out.push_back(admin_from_row(r));
    return out;
  });
}

Admin Auth::create_admin(const std::string& username, const std::string& email,
                         const std::string& name, const std::string& role,
                         const std::string& password, const std::string& created_by) {
  Admin a;
  a.id = "adm-" + crypto::random_hex(8);
  a.username = username;
  a.email = email;
  a.name = name;
  a.role = role;
  a.created_by = created_by;
  a.created_at = a.updated_at = clock::now_ms();
  a.password_hash = hash_password(password);
  db_.write([&](soci::session& s) {
    int taken = 0;
    s << "SELECT COUNT(*) FROM admins WHERE username = :u OR email = :e", soci::into(taken),
        soci::use(username), soci::use(email);
    if (taken > 0)
      throw ApiError(409, "conflict", "An admin with this username or email already exists");
    std::string perms = "[]";
    s << "INSERT INTO admins (id, username, email, name, role, permissions, password_hash, "
         "is_active, created_by, created_at, updated_at) VALUES (:id, :u, :e, :n, :r, :p, :h, 1, "
         ":cb, :c, :up)",
        soci::use(a.id), soci::use(a.username), soci::use(a.email), soci::use(a.name),
        soci::use(a.role), soci::use(perms), soci::use(a.password_hash), soci::use(a.created_by),
        soci::use(a.created_at), soci::use(a.updated_at);
  });
  return a;
}

void Auth::update_admin(const Admin& a, bool revoke_sessions) {
  db_.write([&](soci::session& s) {
    std::string perms = permissions_json(a.extra_permissions);
    int active = a.is_active;
    long long now = clock::now_ms();
    s << "UPDATE admins SET name = :n, role = :r, permissions = :p, is_active = :a, "
         "password_hash = :h, updated_at = :t WHERE id = :id",
        soci::use(a.name), soci::use(a.role), soci::use(perms), soci::use(active),
        soci::use(a.password_hash), soci::use(now), soci::use(a.id);
    if (!a.is_active || revoke_sessions)
      s << "DELETE FROM sessions WHERE admin_id = :id", soci::use(a.id);
  });
}

bool Auth::ensure_demo_admin(const std::string& username, const std::string& password) {
  if (find_by_username(username)) return false;
  try {
    create_admin(username, "admin@aquapure.pk", "Demo Admin", "super-admin", password, "demo");
  } catch (const std::exception&) {
    if (find_by_username(username)) return false;  // another server created it just now
    throw;
  }
  return true;
}

std::string Auth::start_session(const Admin& a) {
  std::string token = crypto::random_hex(32);
  std::string hash = crypto::blake2b_hex(token);
  long long now = clock::latest_ms(), expires = now + std::min(kSessionMs, max_session_ms_);
  db_.write([&](soci::session& s) {
    s << "DELETE FROM sessions WHERE expires_at < :now", soci::use(now);
    s << "INSERT INTO sessions (token_hash, admin_id, created_at, last_used_at, expires_at) "
         "VALUES (:h, :a, :c, :l, :e)",
        soci::use(hash), soci::use(a.id), soci::use(now), soci::use(now), soci::use(expires);
    s << "UPDATE admins SET last_login_at = :t WHERE id = :id", soci::use(now), soci::use(a.id);
  });
  return token;
}

std::optional<Principal> Auth::resume_session(const std::string& token) {
  if (token.size() != 64) return std::nullopt;
  std::string hash = crypto::blake2b_hex(token);
  // The latest time seen: a session that has expired stays expired if the clock moves back.
  long long now = clock::latest_ms();
  struct Found {
    Admin admin;
    long long last_used, created, expires;
  };
  auto found = db_.read([&](soci::session& s) -> std::optional<Found> {
    soci::rowset<soci::row> rows =
        (s.prepare << "SELECT a.id, a.username, a.email, a.name, a.role, a.permissions, "
                      "a.is_active, a.created_by, a.created_at, a.updated_at, a.last_login_at, "
                      "a.password_hash, s.last_used_at, s.created_at, s.expires_at FROM sessions "
                      "s JOIN admins a ON a.id = s.admin_id WHERE s.token_hash = :h AND "
                      "a.is_active = 1",
         soci::use(hash));
    for (const auto& r : rows)
      return Found{admin_from_row(r), db::row_int(r, 12), db::row_int(r, 13), db::row_int(r, 14)};
    return std::nullopt;
  });
  if (!found) return std::nullopt;
  long long deadline = found->created + max_session_ms_;
  if (found->expires <= now || deadline <= now) {
    end_session(token);  // gone for good, whatever the clock says later
    return std::nullopt;
  }
  // Sliding expiry up to the absolute lifetime; refreshed at most every few seconds.
  if (now - found->last_used > 5000) {
    long long expires = std::min(now + kSessionMs, deadline);
    db_.write([&](soci::session& s) {
      s << "UPDATE sessions SET last_used_at = :l, expires_at = :e WHERE token_hash = :h",
          soci::use(now), soci::use(expires), soci::use(hash);
    });
  }
  const auto& a = found->admin;
  return Principal{a.id,   a.username, a.email,
                   a.name, a.role,     permissions_for(a.role, a.extra_permissions)};
}

void Auth::end_session(const std::string& token) {
  std::string hash = crypto::blake2b_hex(token);
  db_.write([&](soci::session& s) {
    s << "DELETE FROM sessions WHERE token_hash = :h", soci::use(hash);
  });
}

void Auth::audit(const std::optional<Principal>& who, const AuditEntry& e) {
  try {
    std::string user_id = who ? who->admin_id : "anonymous";
    std::string email = who && !who->email.empty() ? who->email : "unknown";
    std::string role = who ? who->role : "";
    std::string metadata = bj::serialize(e.metadata);
    int success = e.success;
    long long now = clock::now_ms();
    db_.write([&](soci::session& s) {
      s << "INSERT INTO audit_logs (action, resource, resource_id, user_id, user_email, "
           "user_role, timestamp, success, error_message, metadata) VALUES (:a, :r, :ri, :u, "
           ":e, :ro, :t, :s, :em, :m)",
          soci::use(e.action), soci::use(e.resource), soci::use(e.resource_id), soci::use(user_id),
          soci::use(email), soci::use(role), soci::use(now), soci::use(success),
          soci::use(e.error_message), soci::use(metadata);
    });
  } catch (const std::exception& ex) {
    spdlog::error("audit log write failed: {}", ex.what());
  }
}

std::optional<std::string> session_token(const http::Request& req) {
  auto cookie = req.header("cookie");
  if (!cookie) return std::nullopt;
  std::string_view c = *cookie;
  std::string prefix = kSessionCookie + "=";
  std::size_t pos = 0;
  while (pos < c.size()) {
    while (pos < c.size() && (c[pos] == ' ' || c[pos] == ';')) ++pos;
    auto end = c.find(';', pos);
    auto part = c.substr(pos, end == std::string_view::npos ? std::string_view::npos : end - pos);
    if (part.rfind(prefix, 0) == 0) return std::string(part.substr(prefix.size()));
    if (end == std::string_view::npos) break;
    pos = end + 1;
  }
  return std::nullopt;
}

bool is_https(const http::Request& req) {
  auto proto = req.header("x-forwarded-proto");
  return proto && *proto == "https";
}

std::string session_cookie(const std::string& token, bool secure, long long max_age_s) {
  return kSessionCookie + "=" + token +
         "; Path=/; HttpOnly; SameSite=Strict; Max-Age=" + std::to_string(max_age_s) +
         (secure ? "; Secure" : "");
}

void add_admin_route(http::Router& router, Auth& auth, const std::string& method,
                     const std::string& pattern, const std::string& permission,
                     const std::string& resource, AdminHandler handler) {
  router.add(
      method, pattern,
      [&auth, method, permission, resource, handler](http::Request& req) {
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
      http::Work::blocking, permission);
}

}  // namespace aqua::auth
