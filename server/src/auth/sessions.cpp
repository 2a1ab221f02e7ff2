#include <algorithm>

#include "auth/admin_row.hpp"
#include "auth/permissions.hpp"
#include "core/clock.hpp"
#include "core/crypto.hpp"
#include "db/row.hpp"
#include "http/cookies.hpp"

namespace aqua::auth {

namespace bj = boost::json;

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

std::optional<std::string> session_token(const http::Request& req) {
  return http::cookie(req, kSessionCookie);
}

std::string session_cookie(const std::string& token, bool secure, long long max_age_s) {
  return http::set_cookie(kSessionCookie, token, secure, max_age_s);
}

}  // namespace aqua::auth
