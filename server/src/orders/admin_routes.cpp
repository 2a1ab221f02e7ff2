#include "orders/admin_routes.hpp"

#include <charconv>

#include "core/api_error.hpp"
#include "core/clock.hpp"
#include "core/json.hpp"
#include "core/text.hpp"
#include "orders/customers_link.hpp"
#include "orders/store.hpp"

namespace aqua::orders {

namespace bj = boost::json;
using auth::Principal;
using http::Request;

namespace {

int int_param(const Request& req, const char* name, int fallback, int min, int max) {
  auto v = req.query_param(name);
  if (!v) return fallback;
  int out = 0;
  auto [p, ec] = std::from_chars(v->data(), v->data() + v->size(), out);
  if (ec != std::errc() || p != v->data() + v->size() || out < min || out > max)
    throw ApiError::validation(
        "Invalid query", {{name, std::string("Must be a whole number from ") + std::to_string(min) +
                                     " to " + std::to_string(max)}});
  return out;
}

bool is_order_status(const std::string& s) {
  return s == "pending" || s == "processing" || s == "delivered" || s == "cancelled";
}

store::OrderFilter filter_of(const Request& req) {
  store::OrderFilter f;
  f.q = text::trim(req.query_param("q").value_or(""));
  f.status = req.query_param("status").value_or("");
  if (f.q.size() > 100)
    throw ApiError::validation("Invalid query",
                               {{"q", "Search text must be at most 100 characters"}});
  if (!f.status.empty() && f.status != "all" && !is_order_status(f.status))
    throw ApiError::validation(
        "Invalid query",
        {{"status", "Status must be pending, processing, delivered or cancelled"}});
  if (f.status == "all") f.status.clear();
  return f;
}

bj::object admin_json(const Order& o) {
  auto j = to_json(o);
  j["paymentLabel"] = payment_label(o.payment_method);
  return j;
}

// GET /api/admin/orders?q=&status=&limit=&offset=
http::Response list_orders(db::Database& db, const Request& req) {
  auto f = filter_of(req);
  int limit = int_param(req, "limit", 50, 1, 100);
  int offset = int_param(req, "offset", 0, 0, 1'000'000);
  auto [orders, total] = db.read([&](soci::session& s) {
    auto [ids, count] = store::find_order_ids(s, f, limit, offset);
    return std::make_pair(store::find_orders(s, ids), count);
  });
  bj::array items;
  for (const auto& o : orders) items.push_back(admin_json(o));
  return http::Response::json(bj::serialize(bj::object{
      {"items", std::move(items)}, {"total", total}, {"limit", limit}, {"offset", offset}}));
}

struct StatusChange {
  std::optional<std::string> status, payment;
};

StatusChange parse_status_change(const std::string& body_text) {
  auto body = json::parse_object(body_text);
  StatusChange c{json::get_string(body, "status"), json::get_string(body, "paymentStatus")};
  std::map<std::string, std::string> errors;
  if (c.status && !is_order_status(*c.status))
    errors["status"] = "Status must be pending, processing, delivered or cancelled";
  if (c.payment && *c.payment != "pending" && *c.payment != "paid" && *c.payment != "refunded")
    errors["paymentStatus"] = "Payment status must be pending, paid or refunded";
  if (!c.status && !c.payment) errors["status"] = "Nothing to change";
  if (!errors.empty()) throw ApiError::validation("Invalid order update", errors);
  return c;
}

// PATCH /api/admin/orders/:id {status?, paymentStatus?}
http::Response update_order(db::Database& db, const Request& req) {
  auto change = parse_status_change(req.body);
  auto order = db.write([&](soci::session& s) {
    auto o = store::find_order(s, req.param("id"));
    if (!o) throw ApiError::not_found("Order not found");
    bool was_cancelled = o->status == "cancelled";
    o->status = change.status.value_or(o->status);
    o->payment_status = change.payment.value_or(o->payment_status);
    o->updated_at = clock::now_ms();
    store::update_status(s, *o);
    if (was_cancelled != (o->status == "cancelled")) recount_customer(s, o->email, o->phone);
    return *o;
  });
  return http::Response::json(bj::serialize(admin_json(order)));
}

// DELETE /api/admin/orders/:id
http::Response delete_order(db::Database& db, const Request& req) {
  db.write([&](soci::session& s) {
    auto o = store::find_order(s, req.param("id"));
    if (!o || !store::delete_order(s, o->id)) throw ApiError::not_found("Order not found");
    recount_customer(s, o->email, o->phone);
  });
  return http::Response::no_content();
}

// GET /api/admin/orders.csv?q=&status=
http::Response export_orders(db::Database& db, const Request& req) {
  auto f = filter_of(req);
  auto orders = db.read([&](soci::session& s) {
    return store::find_orders(s, store::find_order_ids(s, f, 100000, 0).first);
  });
  http::Response r;
  r.body = orders_csv(orders);
  r.header("content-type", "text/csv; charset=utf-8");
  r.header("content-disposition", "attachment; filename=\"aquapure-orders-" +
                                      clock::pakistan_date(clock::now_ms()) + ".csv\"");
  return r;
}

}  // namespace

void add_admin_routes(http::Router& router, auth::Auth& auth, db::Database& db) {
  auto with_db = [&db](http::Response (*handler)(db::Database&, const Request&)) {
    return [&db, handler](Request& req, const Principal&) { return handler(db, req); };
  };
  auth::add_admin_route(router, auth, "GET", "/api/admin/orders", "read:order", "order",
                        with_db(list_orders));
  auth::add_admin_route(router, auth, "PATCH", "/api/admin/orders/:id", "update:order", "order",
                        with_db(update_order));
  auth::add_admin_route(router, auth, "DELETE", "/api/admin/orders/:id", "delete:order", "order",
                        with_db(delete_order));
  auth::add_admin_route(router, auth, "GET", "/api/admin/orders.csv", "export:data", "order",
                        with_db(export_orders));
}

}  // namespace aqua::orders
