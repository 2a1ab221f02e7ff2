#include "mail/admin_routes.hpp"

#include <charconv>

#include "core/api_error.hpp"
#include "core/clock.hpp"
#include "http/list_page.hpp"
#include "mail/outbox.hpp"

namespace aqua::mail {

namespace bj = boost::json;

namespace {

bj::object to_json(const OutboxEntry& e) {
  return {{"id", e.id},
          {"kind", e.kind},
          {"recipient", e.recipient},
          {"subject", e.subject},
          {"orderId", e.order_id},
          {"status", e.status},
          {"attempts", e.attempts},
          {"lastError", e.last_error},
          {"createdAt", clock::iso_utc(e.created_at)},
          {"sentAt", e.sent_at ? bj::value(clock::iso_utc(*e.sent_at)) : bj::value(nullptr)}};
}

// GET /api/admin/mail?limit=&before=: the newest mails (200 unless limit says fewer), newest
// first; nextCursor (the last one's id) asks for the older ones by `before`, null at the end.
http::Response list_mail(db::Database& db, const http::Request& req) {
  int limit = http::limit_param(req, 200, 200);
  long long before = http::before_param(req, "mail outbox");
  auto entries = db.read([&](soci::session& s) {
    return recent(s, limit + 1, before);  // one more: is there a next page?
  });
  bj::value next = nullptr;
  if (entries.size() > static_cast<std::size_t>(limit)) {
    entries.pop_back();
    next = entries.back().id;
  }
  bj::array items;
  for (const auto& e : entries) items.push_back(to_json(e));
  return http::Response::json(
      bj::serialize(bj::object{{"items", std::move(items)}, {"nextCursor", next}}));
}

// POST /api/admin/mail/:id/retry: a failed mail goes back in the queue.
http::Response retry_mail(db::Database& db, const std::function<void()>& wake_mailer,
                          const http::Request& req) {
  long long id = 0;
  auto p = req.param("id");
  auto [ptr, ec] = std::from_chars(p.data(), p.data() + p.size(), id);
  if (ec != std::errc() || ptr != p.data() + p.size()) throw ApiError::not_found("Mail not found");
  bool ok = db.write([&](soci::session& s) { return retry_now(s, id, clock::now_ms()); });
  if (!ok) throw ApiError(409, "conflict", "Only a failed mail can be retried");
  if (wake_mailer) wake_mailer();
  return http::Response::json(bj::serialize(bj::object{{"id", id}, {"status", "pending"}}));
}

}  // namespace

void add_admin_routes(http::Router& router, auth::Auth& auth, db::Database& db,
                      const std::function<void()>& wake_mailer) {
  auth::add_admin_route(
      router, auth, "GET", "/api/admin/mail", "read:customer", "mail",
      [&db](http::Request& req, const auth::Principal&) { return list_mail(db, req); });
  auth::add_admin_route(router, auth, "POST", "/api/admin/mail/:id/retry", "update:customer",
                        "mail", [&db, wake_mailer](http::Request& req, const auth::Principal&) {
                          return retry_mail(db, wake_mailer, req);
                        });
}

}  // namespace aqua::mail
