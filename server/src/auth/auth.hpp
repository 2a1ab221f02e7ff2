// Who is asking: admin records (admins.cpp), server sessions in an HttpOnly cookie (30
// minutes, sliding; sessions.cpp), the audit log (audit.cpp) and the permission guard every
// admin route goes through (guard.cpp).
#pragma once
#include <boost/json.hpp>
#include <functional>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "db/database.hpp"
#include "http/cookies.hpp"
#include "http/router.hpp"

namespace aqua::auth {

inline constexpr long long kSessionMs = 30LL * 60 * 1000;
inline const std::string kSessionCookie = "aqua_session";

struct Admin {
  std::string id, username, email, name, role;
  std::vector<std::string> extra_permissions;
  bool is_active = true;
  std::string created_by;
  long long created_at = 0, updated_at = 0, last_login_at = 0;
  std::string password_hash;
};

struct Principal {
  std::string admin_id, username, email, name, role;
  std::set<std::string> permissions;
  bool can(const std::string& p) const { return permissions.count(p) > 0; }
};

boost::json::object to_json(const Admin& a);
boost::json::object to_json(const Principal& p);

struct AuditEntry {
  std::string action, resource, resource_id;
  bool success = true;
  std::string error_message;
  boost::json::object metadata;
};

struct RequestWrite;

// A session's sliding expiry to write (resume_session found it due).
struct SessionTouch {
  std::string hash;  // empty: nothing to write
  long long now = 0, expires = 0;
};
void touch_session(soci::session& s, const SessionTouch& t);

class Auth {
 public:
  explicit Auth(db::Database& db) : db_(db) {}
  db::Database& db() { return db_; }

  // Admins.
  std::optional<Admin> find_by_username(const std::string& username);
  std::vector<Admin> list_admins();
  Admin create_admin(const std::string& username, const std::string& email, const std::string& name,
                     const std::string& role, const std::string& password,
                     const std::string& created_by);
  // Deactivating an admin or changing the password ends their sessions.
  void update_admin(const Admin& a, bool revoke_sessions = false);
  // Seeds the demo super-admin when there is none with that username.
  bool ensure_demo_admin(const std::string& username, const std::string& password);

  // Sessions end 30 minutes after their last use, and at the latest this long after sign-in.
  void set_max_session_ms(long long ms) { max_session_ms_ = ms; }
  // Sessions: returns the raw token for the cookie.
  std::string start_session(const Admin& a);
  // With `deferred`, a due refresh of the sliding expiry is handed back instead of written.
  std::optional<Principal> resume_session(const std::string& token,
                                          SessionTouch* deferred = nullptr);
  void end_session(const std::string& token);

  void audit(const std::optional<Principal>& who, const AuditEntry& e);
  // An admin write's session refresh and audit entry in one transaction, unless its handler
  // wrote them already (auth/request_write.hpp).
  void finish_request(RequestWrite& w, int status, const std::string& error);
  // The newest `limit` audit entries, newest first, in the API's JSON form; those after
  // `before` (an entry's id; 0: from the newest). nullopt when `before` names no entry.
  std::optional<boost::json::array> recent_audit_json(int limit, long long before = 0);

 private:
  db::Database& db_;
  long long max_session_ms_ = 12LL * 60 * 60 * 1000;
};

// The session cookie: reading the token from a request, and the Set-Cookie value.
std::optional<std::string> session_token(const http::Request& req);
std::string session_cookie(const std::string& token, bool secure, long long max_age_s);
using http::is_https;

using AdminHandler = std::function<http::Response(http::Request&, const Principal&)>;

// Adds an admin route: a signed-in admin with `permission` (401 'Authentication required',
// 403 'Insufficient permissions' + an UNAUTHORIZED_ACCESS audit entry otherwise). Writes also
// need the X-Requested-With header (CSRF defence in depth). Failures of the handler are
// audited with success false. max_body: the route's body limit (0: the server's default).
void add_admin_route(http::Router& router, Auth& auth, const std::string& method,
                     const std::string& pattern, const std::string& permission,
                     const std::string& resource, AdminHandler handler, std::size_t max_body = 0);

}  // namespace aqua::auth
