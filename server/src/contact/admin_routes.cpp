#include "contact/admin_routes.hpp"

#include "contact/store.hpp"
#include "core/clock.hpp"

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

// GET /api/admin/messages: the newest 200 messages.
http::Response list_messages(db::Database& db) {
  auto messages = db.read([](soci::session& s) { return store::recent_messages(s, 200); });
  bj::array items;
  for (const auto& m : messages) items.push_back(to_json(m));
  return http::Response::json(bj::serialize(bj::object{{"items", std::move(items)}}));
}

}  // namespace

void add_admin_routes(http::Router& router, auth::Auth& auth, db::Database& db) {
  auth::add_admin_route(
      router, auth, "GET", "/api/admin/messages", "read:customer", "contact_message",
      [&db](http::Request&, const auth::Principal&) { return list_messages(db); });
}

}  // namespace aqua::contact
