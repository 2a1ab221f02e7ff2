#include <algorithm>

#include "auth/admin_row.hpp"
#include "auth/permissions.hpp"
#include "core/clock.hpp"
#include "core/crypto.hpp"
#include "db/prepared.hpp"
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

std::optional<Principal> Auth::resume_session(const std::string& token, SessionTouch* deferred) {
  if (token.size() != 64) return std::nullopt;
  std::string hash = crypto::blake2b_hex(token);
  // The latest time seen: a session that has expired stays expired if the clock moves back.
  long long now = clock::latest_ms();
  // A kept statement: every admin request reads its session.
  auto row = db_.read([&](soci::session& s) {
    return db::query_row(s,
                         "SELECT a.id, a.username, a.email, a.name, a.role, a.permissions, "
                         "s.last_used_at, s.created_at, s.expires_at FROM sessions s JOIN admins "
                         "a ON a.id = s.admin_id WHERE s.token_hash = :h AND a.is_active = 1",
                         {hash});
  });
  if (!row) return std::nullopt;
  auto& r = *row;
  auto num = [](const std::string& v) { return v.empty() ? 0LL : std::stoll(v); };
  long long last_used = num(r[6]), deadline = num(r[7]) + max_session_ms_, expires = num(r[8]);
  if (expires <= now || deadline <= now) {
    end_session(token);  // gone for good, whatever the clock says later
    return std::nullopt;
  }
  // Sliding expiry up to the absolute lifetime; refreshed at most every few seconds. An admin
  // write takes the refresh into its own transaction (deferred) instead of a commit of its own.
  if (now - last_used > 5000) {
    SessionTouch touch{hash, now, std::min(now + kSessionMs, deadline)};
    if (deferred)
      *deferred = std::move(touch);
    else
      db_.write([&](soci::session& s) { touch_session(s, touch); });
  }
  std::vector<std::string> extra;
  boost::system::error_code ec;
  auto perms = bj::parse(r[5], ec);
  if (!ec && perms.is_array())
    for (const auto& p : perms.as_array())
      if (p.is_string()) extra.emplace_back(p.as_string());
  return Principal{r[0], r[1], r[2], r[3], r[4], permissions_for(r[4], extra)};
}

void touch_session(soci::session& s, const SessionTouch& t) {
  if (t.hash.empty()) return;
  db::exec(s, "UPDATE sessions SET last_used_at = :l, expires_at = :e WHERE token_hash = :h",
           {t.now, t.expires, t.hash});
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
