#include "subscriptions/routes.hpp"

#include "core/api_error.hpp"
#include "core/clock.hpp"
#include "core/json.hpp"
#include "core/text.hpp"
#include "core/validate.hpp"
#include "ratelimit/rate_limit.hpp"

namespace aqua::subscriptions {

namespace bj = boost::json;

namespace {

std::string token_of(const http::Request& req) {
  std::string token(req.header("x-subscription-token").value_or(""));
  if (token.empty()) token = req.query_param("token").value_or("");
  return token;
}

http::Response detail_response(const Detail& d, const std::vector<std::string>& notices = {}) {
  auto body = detail_json(d, clock::pakistan_date(clock::now_ms()), false);
  bj::array n;
  for (const auto& x : notices) n.push_back(bj::value(x));
  body["notices"] = std::move(n);
  auto res = http::Response::json(json::serialize(body));
  res.header("cache-control", "no-store");  // a customer's address and schedule: never cached
  return res;
}

http::Response get_subscription(Service& service, http::Request& req) {
  auto d = service.find_with_token(req.param("id"), token_of(req));
  if (!d) throw ApiError::not_found("Subscription not found");
  return detail_response(*d);
}

http::Response patch_subscription(Service& service, http::Request& req) {
  auto id = req.param("id");
  auto d = service.find_with_token(id, token_of(req));
  if (!d) throw ApiError::not_found("Subscription not found");
  auto body = json::parse_object(req.body);
  auto changed = service.change(id, body, Actor{"customer", d->sub.email, "customer", false});
  return detail_response(changed.detail, changed.notices);
}

http::Response resend_link(Service& service, db::Database& db, http::Request& req) {
  auto body = json::parse_object(req.body);
  auto email = text::trim(json::get_string(body, "email").value_or(""));
  if (!validate::is_email(email))
    throw ApiError::validation("Please enter a valid email address",
                               {{"email", "Please enter a valid email address"}});
  // The address's budget is counted per asking client address: a stranger spending theirs
  // leaves the customer's own intact.
  if (!ratelimit::allow(db, "sublink:" + req.remote_ip, 5, 60LL * 1000) ||
      !ratelimit::allow(db, "sublink-to:" + req.remote_ip + ":" + text::to_lower_ascii(email), 3,
                        60LL * 60 * 1000))
    throw ApiError::rate_limited();
  service.resend_links(email);
  return http::Response::json(
      202,
      json::serialize(bj::object{
          {"message", "If that address has a subscription with us, we have e-mailed its link."}}));
}

http::Response order_links(Service& service, db::Database& db, const OrderTokenCheck& ok,
                           http::Request& req) {
  // Each answer mints new secret links (their hashes stored): bounded per client address.
  if (!ratelimit::allow(db, "orderlinks:" + req.remote_ip, 20, 60LL * 1000))
    throw ApiError::rate_limited();
  auto body = json::parse_object(req.body);
  auto id = json::get_string(body, "orderId").value_or("");
  auto token = json::get_string(body, "orderToken").value_or("");
  if (!ok(id, token)) throw ApiError::not_found("Order not found");
  bj::array links;
  for (const auto& l : service.links_for_order(id))
    links.push_back(bj::object{
        {"subscriptionId", l.subscription_id}, {"planName", l.plan_name}, {"path", l.path}});
  return http::Response::json(json::serialize(bj::object{{"links", std::move(links)}}));
}

// GET /s/:code: a text message's short manage link leads to the subscription's page.
http::Response short_link(Service& service, db::Database& db, http::Request& req) {
  if (!ratelimit::allow(db, "shortlink:" + req.remote_ip, 30, 60LL * 1000))
    throw ApiError::rate_limited();
  auto target = service.short_link_target(req.param("code"));
  if (target.empty()) throw ApiError::not_found("Subscription not found");
  http::Response res;
  res.status = 302;
  res.header("location", target).header("cache-control", "no-store");
  return res;
}

}  // namespace

void add_routes(http::Router& router, Service& service, db::Database& db,
                OrderTokenCheck order_token_ok) {
  router.add("POST", "/api/subscriptions/order-links",
             [&service, &db, ok = std::move(order_token_ok)](http::Request& req) {
               return order_links(service, db, ok, req);
             });
  router.add("POST", "/api/subscriptions/resend-link",
             [&service, &db](http::Request& req) { return resend_link(service, db, req); });
  router.add("GET", "/s/:code",
             [&service, &db](http::Request& req) { return short_link(service, db, req); });
  router.add("GET", "/api/subscriptions/:id",
             [&service](http::Request& req) { return get_subscription(service, req); });
  router.add("PATCH", "/api/subscriptions/:id",
             [&service](http::Request& req) { return patch_subscription(service, req); });
}

}  // namespace aqua::subscriptions
