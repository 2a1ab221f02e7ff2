#include "app/channel_routes.hpp"

#include "core/api_error.hpp"
#include "core/clock.hpp"
#include "core/json.hpp"
#include "customers/customers.hpp"
#include "messages/channels.hpp"

namespace aqua::app {

namespace bj = boost::json;

namespace {

const char* kBadChannel = "Channel must be sms, email or both";

std::string channel_in(const http::Request& req) {
  auto body = json::parse_object(req.body);
  auto channel = json::get_string(body, "channel");
  if (!channel) throw ApiError::validation(kBadChannel, {{"channel", "Channel is required"}});
  if (!messages::is_channel(*channel))
    throw ApiError::validation(kBadChannel, {{"channel", kBadChannel}});
  return *channel;
}

http::Response answer(const std::string& channel) {
  auto res = http::Response::json(bj::serialize(bj::object{{"channel", channel}}));
  res.header("cache-control", "no-store");
  return res;
}

customers::Contact customer_of(soci::session& s, const http::Request& req) {
  auto key = req.query_param("id").value_or("");
  auto c = key.size() > 2 && key.size() <= 300 ? customers::contact_of(s, key) : std::nullopt;
  if (!c) throw ApiError::not_found("Customer not found");
  return *c;
}

// GET /api/admin/customers/channel?id=<customer key>
http::Response staff_get(db::Database& db, const http::Request& req) {
  return answer(db.read([&](soci::session& s) {
    auto c = customer_of(s, req);
    return messages::channel_of(s, c.email, c.phone);
  }));
}

// PUT /api/admin/customers/channel?id=<customer key> {channel}
http::Response staff_put(db::Database& db, const http::Request& req) {
  auto channel = channel_in(req);
  db.write([&](soci::session& s) {
    auto c = customer_of(s, req);
    messages::set_channel(s, c.email, c.phone, channel, clock::now_ms());
  });
  return answer(channel);
}

std::string token_of(const http::Request& req) {
  std::string token(req.header("x-subscription-token").value_or(""));
  if (token.empty()) token = req.query_param("token").value_or("");
  return token;
}

subscriptions::Subscription holder(subscriptions::Service& subs, const http::Request& req) {
  auto d = subs.find_with_token(req.param("id"), token_of(req));
  if (!d) throw ApiError::not_found("Subscription not found");
  return d->sub;
}

}  // namespace

void add_channel_routes(http::Router& router, auth::Auth& auth, db::Database& db,
                        subscriptions::Service* subs) {
  auth::add_admin_route(
      router, auth, "GET", "/api/admin/customers/channel", "read:customer", "customer",
      [&db](http::Request& req, const auth::Principal&) { return staff_get(db, req); });
  auth::add_admin_route(
      router, auth, "PUT", "/api/admin/customers/channel", "update:customer", "customer",
      [&db](http::Request& req, const auth::Principal&) { return staff_put(db, req); });
  if (!subs) return;
  router.add("GET", "/api/subscriptions/:id/channel", [subs, &db](http::Request& req) {
    auto sub = holder(*subs, req);
    return answer(
        db.read([&](soci::session& s) { return messages::channel_of(s, sub.email, sub.phone); }));
  });
  router.add("PUT", "/api/subscriptions/:id/channel", [subs, &db](http::Request& req) {
    auto channel = channel_in(req);
    auto sub = holder(*subs, req);
    db.write([&](soci::session& s) {
      messages::set_channel(s, sub.email, sub.phone, channel, clock::now_ms());
    });
    return answer(channel);
  });
}

}  // namespace aqua::app
