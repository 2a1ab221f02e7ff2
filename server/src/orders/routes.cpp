#include "orders/routes.hpp"

#include <algorithm>
#include <cctype>

#include "core/api_error.hpp"
#include "core/clock.hpp"
#include "core/crypto.hpp"
#include "core/json.hpp"
#include "core/text.hpp"
#include "http/idempotency.hpp"
#include "orders/checkout.hpp"
#include "orders/limits.hpp"
#include "ratelimit/rate_limit.hpp"

namespace aqua::orders {

namespace bj = boost::json;

bj::object quote_to_json(const pricing::Quote& q) {
  bj::array lines;
  for (const auto& l : q.lines) {
    bj::object o{{"index", l.index},
                 {"productId", l.line.product_id},
                 {"purchaseType", l.line.purchase_type},
                 {"subscriptionPlan", l.line.plan_id},
                 {"quantity", l.line.quantity},
                 {"hasBottleExchange", l.line.has_bottle_exchange},
                 {"applySubscriptionDiscount", l.line.apply_subscription_discount},
                 {"name", l.name},
                 {"image", l.image},
                 {"size", l.size},
                 {"unitPaisa", l.unit_paisa},
                 {"depositUnitPaisa", l.deposit_unit_paisa},
                 {"depositPaisa", l.deposit_paisa},
                 {"bottleCount", l.deposit_units},
                 {"grossPaisa", l.gross_paisa},
                 {"subscriptionDiscountPaisa", l.subscription_discount_paisa},
                 {"discountPercent", json::percent_from_bp(l.discount_bp)},
                 {"lineTotalPaisa", l.line_total_paisa}};
    if (l.plan)
      o["plan"] = bj::object{{"id", l.plan->id},
                             {"name", l.plan->name},
                             {"frequency", l.plan->frequency},
                             {"bottles", l.plan->bottles},
                             {"savings", l.plan->savings},
                             {"discountPercent", json::percent_from_bp(l.plan->discount_bp)}};
    lines.push_back(std::move(o));
  }
  bj::object errors;
  for (const auto& [k, v] : q.errors) errors[k] = v;
  bj::value coupon = nullptr;
  if (q.coupon)
    coupon = bj::object{{"code", q.coupon->code},
                        {"percent", json::percent_from_bp(q.coupon->percent_bp)}};
  bj::value shipping = nullptr;
  if (q.shipping)
    shipping = bj::object{{"postalCode", q.shipping->postal_code},
                          {"inDeliveryArea", q.shipping->in_delivery_area},
                          {"area", q.shipping->area},
                          {"feePaisa", q.shipping->fee_paisa},
                          {"free", q.shipping->free}};
  return {{"lines", std::move(lines)},
          {"errors", std::move(errors)},
          {"goodsPaisa", q.goods_paisa},
          {"depositsPaisa", q.deposits_paisa},
          {"subtotalPaisa", q.subtotal_paisa},
          {"subscriptionSavingsPaisa", q.subscription_savings_paisa},
          {"coupon", std::move(coupon)},
          {"couponDiscountPaisa", q.coupon_discount_paisa},
          {"deliveryPaisa", q.delivery_paisa},
          {"shipping", std::move(shipping)},
          {"totalPaisa", q.total_paisa}};
}

namespace {

http::Response order_response(int status, const Order& o, const std::string& token) {
  auto body = to_json(o);
  if (!token.empty()) body["accessToken"] = token;
  return http::Response::json(status, json::serialize(body));
}

// POST /api/quote {items, couponCode?, postalCode?}: prices a cart from memory.
http::Response quote(const catalog::Catalog& catalog, const http::Request& req) {
  auto body = json::parse_object(req.body);
  std::vector<pricing::Line> lines;
  if (auto it = body.find("items"); it != body.end() && !it->value().is_null()) {
    if (!it->value().is_array())
      throw ApiError::validation("Invalid cart", {{"items", "Items must be a list"}});
    if (!it->value().as_array().empty()) lines = parse_lines(it->value());
  }
  // The delivery date, when chosen: a plan's deposit covers its first delivery (4 assumed).
  auto date = json::get_string(body, "deliveryDate").value_or("");
  int ahead = 0;
  if (!date.empty() && !days_between(date, date, ahead))
    throw ApiError::validation("Please enter a valid date",
                               {{"deliveryDate", "Please enter a valid date"}});
  for (auto& l : lines) l.start_date = date;
  auto snap = catalog.snapshot();
  auto q = pricing::quote_cart(lines, snap->pricing_view(),
                               json::get_string(body, "couponCode").value_or(""),
                               json::get_string(body, "postalCode").value_or(""));
  return http::Response::json(json::serialize(quote_to_json(q)));
}

// POST /api/orders with an Idempotency-Key.
http::Response place_order(OrderService& service, const AbuseLimits& limits,
                           const http::Request& req) {
  auto key = http::idempotency_key(req);
  auto hash = crypto::blake2b_hex(req.body);
  if (auto earlier = service.find_replay(key, hash))
    return order_response(200, earlier->order, earlier->access_token);
  auto body = json::parse_object(req.body);
  auto cmd = parse_order(body, clock::now_ms());
  // The rate-limit hits are counted in the order's own write (one commit, not two).
  auto placed = service.place(cmd, key, hash, [&](soci::session& s, long long now) {
    return within_order_limits(s, req.remote_ip, cmd, limits, now);
  });
  return order_response(placed.replay ? 200 : 201, placed.order, placed.access_token);
}

// GET /api/orders/:id with the order's access token (X-Order-Token or ?token=).
http::Response get_order(OrderService& service, const http::Request& req) {
  std::string token(req.header("x-order-token").value_or(""));
  if (token.empty()) token = req.query_param("token").value_or("");
  auto order = service.find_with_token(req.param("id"), token);
  if (!order) throw ApiError::not_found("Order not found");
  return order_response(200, *order, "");
}

bj::object tracking_json(const Order& order) {
  bj::array items;
  for (const auto& i : order.items)
    items.push_back(bj::object{{"productName", i.product_name},
                               {"quantity", i.quantity},
                               {"purchaseType", i.purchase_type},
                               {"hasBottleExchange", i.has_bottle_exchange}});
  return {{"id", order.id},
          {"status", order.status},
          {"deliveryDate", order.delivery_date},
          {"deliveryTime", order.delivery_time},
          {"items", std::move(items)}};
}

// POST /api/track {orderId, phone}
http::Response track_order(OrderService& service, db::Database& db, const http::Request& req) {
  auto body = json::parse_object(req.body);
  auto id = text::trim(json::get_string(body, "orderId").value_or(""));
  auto phone = text::trim(json::get_string(body, "phone").value_or(""));
  std::map<std::string, std::string> errors;
  if (id.empty()) errors["orderId"] = "Order number is required";
  if (phone.empty()) errors["phone"] = "Phone number is required";
  if (!errors.empty())
    throw ApiError::validation("Please enter your order number and phone", errors);
  if (!ratelimit::allow(db, "track:" + req.remote_ip, 10, 60LL * 1000))
    throw ApiError::rate_limited();
  if (id.size() > 1 && id[0] == '#') id = id.substr(1);
  // Order numbers are upper case; a shopper typing 'ord-…' means the same order.
  std::transform(id.begin(), id.end(), id.begin(),
                 [](unsigned char ch) { return static_cast<char>(std::toupper(ch)); });
  auto order = service.track(id, phone);
  if (!order)
    throw ApiError::not_found("We could not find an order with that number and phone number");
  return http::Response::json(json::serialize(tracking_json(*order)));
}

}  // namespace

void add_routes(http::Router& router, OrderService& service, catalog::Catalog& catalog,
                db::Database& db, AbuseLimits limits) {
  router.add(
      "POST", "/api/quote", [&catalog](http::Request& req) { return quote(catalog, req); },
      http::Work::memory);
  router.add("POST", "/api/orders",
             [&service, limits](http::Request& req) { return place_order(service, limits, req); });
  router.add("GET", "/api/orders/:id",
             [&service](http::Request& req) { return get_order(service, req); });
  router.add("POST", "/api/track",
             [&service, &db](http::Request& req) { return track_order(service, db, req); });
}

}  // namespace aqua::orders
