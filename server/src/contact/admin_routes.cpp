#include "contact/admin_routes.hpp"

#include <algorithm>
#include <charconv>

#include "contact/store.hpp"
#include "core/clock.hpp"
#include "http/list_page.hpp"

namespace aqua::contact {

namespace bj = boost::json;

namespace {

bj::object to_json(const StoredMessage& m) {
  return {{"id", m.id},
          {"name", m.message.name},
          {"email", m.message.email},
          {"phone", m.message.phone},
          {"subject", m.message.subject},
          {"message", m.message.message},
          {"createdAt", clock::iso_utc(m.created_at)}};
}

// GET /api/admin/messages?limit=&cursor=: newest first, 50 a page unless limit says (at most
// 200); nextCursor ("<created_at in ms>.<id>" of the last one) asks for the next page, null at
// the end. total counts them all up to kCountCap (totalCapped: there are more).
http::Response list_messages(db::Database& db, const http::Request& req) {
  constexpr long long kCountCap = 10'000;
  int limit = http::limit_param(req, 50, 200);
  std::optional<store::After> after;
  if (auto c = http::cursor_param(req, 1, 19)) {
    long long id = 0;
    auto [p, ec] = std::from_chars(c->key.data(), c->key.data() + c->key.size(), id);
    if (ec != std::errc() || p != c->key.data() + c->key.size()) throw http::invalid_cursor();
    after = store::After{c->numbers[0], id};
  }
  auto [messages, total] = db.read([&](soci::session& s) {
    auto page = store::messages_page(s, after, limit + 1);  // one more: is there a next page?
    return std::make_pair(std::move(page), store::count_capped(s, kCountCap));
  });
  bj::value next = nullptr;
  if (messages.size() > static_cast<std::size_t>(limit)) {
    messages.pop_back();
    next = http::cursor_text({messages.back().created_at}, std::to_string(messages.back().id));
  }
  bj::array items;
  for (const auto& m : messages) items.push_back(to_json(m));
  return http::Response::json(bj::serialize(bj::object{{"items", std::move(items)},
                                                       {"total", std::min(total, kCountCap)},
                                                       {"totalCapped", total > kCountCap},
                                                       {"limit", limit},
                                                       {"nextCursor", next}}));
}

}  // namespace

void add_admin_routes(http::Router& router, auth::Auth& auth, db::Database& db) {
  auth::add_admin_route(
      router, auth, "GET", "/api/admin/messages", "read:customer", "contact_message",
      [&db](http::Request& req, const auth::Principal&) { return list_messages(db, req); });
}

}  // namespace aqua::contact
