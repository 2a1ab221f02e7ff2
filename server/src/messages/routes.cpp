#include "messages/routes.hpp"

#include <algorithm>
#include <boost/json.hpp>
#include <charconv>
#include <utility>

#include "core/api_error.hpp"
#include "core/clock.hpp"
#include "core/crypto.hpp"
#include "core/text.hpp"
#include "http/list_page.hpp"
#include "messages/outbox.hpp"
#include "messages/rules.hpp"

namespace aqua::messages {

namespace bj = boost::json;

namespace {

std::optional<long long> to_id(std::string_view p) {
  long long id = 0;
  auto [ptr, ec] = std::from_chars(p.data(), p.data() + p.size(), id);
  if (ec != std::errc() || ptr != p.data() + p.size()) return std::nullopt;
  return id;
}

void check_secret(const std::string& secret, const http::Request& req) {
  // Unknown to the public: the same 404 as any path that does not exist.
  if (secret.empty() || !crypto::equal_constant_time(req.param("secret"), secret))
    throw ApiError::not_found("Not found");
}

bj::value opt_time(const std::optional<long long>& t) {
  return t ? bj::value(clock::iso_utc(*t)) : bj::value(nullptr);
}

// GET /api/sms/dlr/:secret?id=&type=: Kannel's delivery report for one message.
http::Response delivery_report(db::Database& db, const std::string& secret,
                               const http::Request& req) {
  check_secret(secret, req);
  auto id = to_id(req.query_param("id").value_or(""));
  auto type = to_id(req.query_param("type").value_or(""));
  if (!id || !type) throw ApiError(400, "bad_request", "id and type are required");
  bool found = db.write([&](soci::session& s) {
    return record_report(s, *id, static_cast<int>(*type), clock::now_ms());
  });
  if (!found) throw ApiError::not_found("Message not found");
  return http::Response::no_content();
}

// GET /api/sms/inbound/:secret?from=&text=: one message a customer sent to the shop; what
// it does (confirm, cancel request, STOP, START, a message for staff) happens in the
// transaction that keeps it.
http::Response inbound(db::Database& db, const std::string& secret,
                       const std::function<void()>& wake, const ReplyReaction& on_reply,
                       const http::Request& req) {
  check_secret(secret, req);
  auto from = req.query_param("from").value_or("");
  auto body = req.query_param("text").value_or("");
  if (from.empty()) throw ApiError(400, "bad_request", "from is required");
  auto normalised = normalise_mobile(from);
  std::string sender = std::holds_alternative<std::string>(normalised)
                           ? std::get<std::string>(normalised)
                           : text::utf8_prefix(from, 40);
  Reply reply = classify_reply(body);
  db.write([&](soci::session& s) {
    long long now = clock::now_ms();
    if (reply == Reply::stop) opt_out(s, sender, now);
    if (reply == Reply::start) opt_in(s, sender);
    InboundReply in{sender, body, reply_action(reply), ""};
    if (reply == Reply::confirm || reply == Reply::cancel_request)
      in.order_id = latest_order_of(s, sender);
    std::string outcome = on_reply ? on_reply(s, in, now) : std::string();
    store_reply(s, sender, body, in.action, in.order_id, outcome, now);
  });
  if (wake) wake();
  return http::Response::no_content();
}

bj::object to_json(const OutboxEntry& e) {
  return {{"id", e.id},
          {"eventKey", e.event_key},
          {"kind", e.kind},
          {"recipient", e.recipient},
          {"body", e.body},
          {"orderId", e.order_id},
          {"status", e.status},
          {"attempts", e.attempts},
          {"lastError", e.last_error},
          {"lastReport", e.last_report},
          {"createdAt", clock::iso_utc(e.created_at)},
          {"dueAt", clock::iso_utc(e.next_attempt_at)},
          {"sentAt", opt_time(e.sent_at)},
          {"deliveredAt", opt_time(e.delivered_at)}};
}

bj::object to_json(const ReplyEntry& e) {
  bj::array orders;
  for (const auto& o : e.recent_orders) orders.emplace_back(o);
  return {{"id", e.id},
          {"sender", e.sender},
          {"body", e.body},
          {"action", e.action},
          {"orderId", e.order_id},
          {"outcome", e.outcome},
          {"receivedAt", clock::iso_utc(e.received_at)},
          {"recentOrders", std::move(orders)}};
}

// GET /api/admin/sms?limit=&before=: the newest messages with their status (200 unless limit
// says fewer), newest first; nextCursor (the last one's id) asks for the older ones by
// `before`, null at the end.
http::Response list_sms(db::Database& db, const http::Request& req) {
  int limit = http::limit_param(req, 200, 200);
  long long before = http::before_param(req, "SMS outbox");
  auto entries = db.read([&](soci::session& s) { return recent(s, limit + 1, before); });
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

// GET /api/admin/sms/replies: the newest 200 replies, each with the sender's recent orders.
http::Response list_replies(db::Database& db) {
  auto entries = db.read([](soci::session& s) { return recent_replies(s, 200); });
  bj::array items;
  for (const auto& e : entries) items.push_back(to_json(e));
  return http::Response::json(bj::serialize(bj::object{{"items", std::move(items)}}));
}

// GET /api/admin/orders/:id/sms: the order's messages and replies, oldest first, each with
// its type ("message" or "reply") and when (created or received).
http::Response order_timeline(db::Database& db, const http::Request& req) {
  auto id = req.param("id");
  auto [sent, replies] = db.read([&](soci::session& s) {
    return std::make_pair(messages_of_order(s, id), replies_of_order(s, id));
  });
  std::vector<std::pair<long long, bj::object>> items;
  items.reserve(sent.size() + replies.size());
  // Replies first: a message written in the same moment answers the reply.
  for (const auto& r : replies) {
    auto j = to_json(r);
    j["type"] = "reply";
    items.emplace_back(r.received_at, std::move(j));
  }
  for (const auto& m : sent) {
    auto j = to_json(m);
    j["type"] = "message";
    items.emplace_back(m.created_at, std::move(j));
  }
  std::stable_sort(items.begin(), items.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  bj::array out;
  for (auto& [at, j] : items) out.push_back(std::move(j));
  return http::Response::json(bj::serialize(bj::object{{"items", std::move(out)}}));
}

// POST /api/admin/sms/:id/resend: a failed message goes back in the queue.
http::Response resend_sms(db::Database& db, const std::function<void()>& wake,
                          const http::Request& req) {
  auto id = to_id(req.param("id"));
  if (!id) throw ApiError::not_found("Message not found");
  auto why = db.write([&](soci::session& s) { return resend(s, *id, clock::now_ms()); });
  if (why == "not_found") throw ApiError::not_found("Message not found");
  if (!why.empty()) throw ApiError(409, "conflict", why);
  if (wake) wake();
  return http::Response::json(bj::serialize(bj::object{{"id", *id}, {"status", "queued"}}));
}

}  // namespace

void add_routes(http::Router& router, auth::Auth& auth, db::Database& db, const std::string& secret,
                const Hooks& hooks) {
  const auto& wake = hooks.wake;
  const auto& on_reply = hooks.on_reply;
  router.add("GET", "/api/sms/dlr/:secret",
             [&db, secret](http::Request& req) { return delivery_report(db, secret, req); });
  router.add("GET", "/api/sms/inbound/:secret", [&db, secret, wake, on_reply](http::Request& req) {
    return inbound(db, secret, wake, on_reply, req);
  });
  auth::add_admin_route(
      router, auth, "GET", "/api/admin/sms", "read:customer", "sms",
      [&db](http::Request& req, const auth::Principal&) { return list_sms(db, req); });
  auth::add_admin_route(router, auth, "GET", "/api/admin/sms/replies", "read:customer", "sms",
                        [&db](http::Request&, const auth::Principal&) { return list_replies(db); });
  auth::add_admin_route(router, auth, "POST", "/api/admin/sms/:id/resend", "update:customer", "sms",
                        [&db, wake](http::Request& req, const auth::Principal&) {
                          return resend_sms(db, wake, req);
                        });
  auth::add_admin_route(
      router, auth, "GET", "/api/admin/orders/:id/sms", "read:customer", "sms",
      [&db](http::Request& req, const auth::Principal&) { return order_timeline(db, req); });
  add_staff_routes(router, auth, db, hooks);
}

}  // namespace aqua::messages
