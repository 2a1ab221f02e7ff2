#include "orders/admin_routes.hpp"

#include <charconv>
#include <map>
#include <memory>
#include <stdexcept>

#include "core/api_error.hpp"
#include "core/clock.hpp"
#include "core/json.hpp"
#include "core/text.hpp"
#include "orders/admin_list.hpp"
#include "orders/admin_query.hpp"
#include "orders/confirmations.hpp"
#include "orders/customers_link.hpp"
#include "orders/search_index.hpp"
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

bj::value time_or_null(long long t) {
  return t ? bj::value(clock::iso_utc(t)) : bj::value(nullptr);
}

// With what the customer's text replies did: confirmed at, asked to cancel at (or null).
bj::object admin_json(const Order& o, const std::map<std::string, Confirmation>& replies) {
  auto j = to_json(o);
  j["paymentLabel"] = payment_label(o.payment_method);
  // How it was made: at the checkout, or by a subscription's renewal (and which).
  j["source"] = o.source == "subscription" ? "renewal" : "checkout";
  j["subscriptionId"] = o.subscription_id;
  auto c = replies.find(o.id);
  j["confirmedAt"] = time_or_null(c == replies.end() ? 0 : c->second.confirmed_at);
  j["cancelRequestedAt"] = time_or_null(c == replies.end() ? 0 : c->second.cancel_requested_at);
  return j;
}

// The list's filters, page size and cursor. A cursor this server did not write → 400.
admin_query::ListSpec list_spec(const db::Database& db, const Request& req, int limit) {
  auto f = filter_of(req);
  if (req.query_param("offset").value_or("0") != "0")
    throw ApiError::validation("Invalid query",
                               {{"offset", "Pages go by cursor: use nextCursor or prevCursor"}});
  admin_query::ListSpec spec;
  spec.status = f.status;
  spec.search = admin_query::plan_search(f.q, db.kind() == db::Kind::sqlite);
  spec.limit = limit;
  if (auto text = req.query_param("cursor"); text && !text->empty()) {
    spec.cursor = admin_query::decode_cursor(*text);
    if (!spec.cursor)
      throw ApiError::bad_request(
          "Invalid cursor: it must be a nextCursor or prevCursor from this list. Start again "
          "from the first page.");
  }
  return spec;
}

bj::value cursor_json(bool more, bool older, const Order* o) {
  if (!more || !o) return nullptr;
  return bj::value(admin_query::encode_cursor({older, o->created_at, o->id}));
}

// GET /api/admin/orders?q=&status=&limit=&cursor=
http::Response list_orders(db::Database& db, const Request& req) {
  auto spec = list_spec(db, req, int_param(req, "limit", 50, 1, 100));
  if (spec.search.kind == admin_query::SearchKind::words) catch_up_search_index(db);
  bool sqlite = db.kind() == db::Kind::sqlite;
  std::map<std::string, Confirmation> replies;
  auto page = db.read([&](soci::session& s) {
    auto p = admin_list::read_page(s, sqlite, spec, true);
    std::vector<std::string> ids;
    ids.reserve(p.orders.size());
    for (const auto& o : p.orders) ids.push_back(o.id);
    replies = confirmations_of(s, ids);
    return p;
  });
  bj::array items;
  for (const auto& o : page.orders) items.push_back(admin_json(o, replies));
  const Order* first = page.orders.empty() ? nullptr : &page.orders.front();
  const Order* last = page.orders.empty() ? nullptr : &page.orders.back();
  return http::Response::json(
      json::serialize(bj::object{{"items", std::move(items)},
                                 {"total", page.total},
                                 {"totalCapped", page.total_capped},
                                 {"limit", spec.limit},
                                 {"nextCursor", cursor_json(page.more_older, true, last)},
                                 {"prevCursor", cursor_json(page.more_newer, false, first)}}));
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
http::Response update_order(db::Database& db, const OrderReactions& react, const Request& req) {
  auto change = parse_status_change(req.body);
  std::map<std::string, Confirmation> replies;
  auto order = db.write([&](soci::session& s) {
    auto o = store::find_order(s, req.param("id"));
    if (!o) throw ApiError::not_found("Order not found");
    Order before = *o;
    o->status = change.status.value_or(o->status);
    o->payment_status = change.payment.value_or(o->payment_status);
    o->updated_at = clock::now_ms();
    react.changed(s, before, *o);  // may refuse (ApiError): nothing is written then
    store::update_status(s, *o);
    if ((before.status == "cancelled") != (o->status == "cancelled"))
      recount_customer(s, o->email, o->phone);
    replies = confirmations_of(s, {o->id});
    return *o;
  });
  return http::Response::json(json::serialize(admin_json(order, replies)));
}

// DELETE /api/admin/orders/:id
http::Response delete_order(db::Database& db, const OrderReactions& react, const Request& req) {
  db.write([&](soci::session& s) {
    auto o = store::find_order(s, req.param("id"));
    if (!o) throw ApiError::not_found("Order not found");
    react.deleted(s, *o);
    if (!store::delete_order(s, o->id)) throw ApiError::not_found("Order not found");
    recount_customer(s, o->email, o->phone);
  });
  return http::Response::no_content();
}

// GET /api/admin/orders.csv?q=&status=: every matching order, newest first, streamed.
http::Response export_orders(db::Database& db, const Request& req) {
  auto spec = list_spec(db, req, 1000);
  if (spec.search.kind == admin_query::SearchKind::words) catch_up_search_index(db);
  spec.cursor.reset();
  http::Response r;
  r.body_source = admin_list::csv_export(db, spec);
  r.header("content-type", "text/csv; charset=utf-8");
  r.header("content-disposition", "attachment; filename=\"aquapure-orders-" +
                                      clock::pakistan_date(clock::now_ms()) + ".csv\"");
  return r;
}

}  // namespace

void add_admin_routes(http::Router& router, auth::Auth& auth, db::Database& db,
                      OrderReactions reactions) {
  if (!reactions.changed || !reactions.deleted)
    throw std::invalid_argument("orders::add_admin_routes needs both order reactions");
  auto with_db = [&db](http::Response (*handler)(db::Database&, const Request&)) {
    return [&db, handler](Request& req, const Principal&) { return handler(db, req); };
  };
  auto react = std::make_shared<const OrderReactions>(std::move(reactions));
  using Reacting = http::Response (*)(db::Database&, const OrderReactions&, const Request&);
  auto reacting = [&db, react](Reacting handler) {
    return
        [&db, react, handler](Request& req, const Principal&) { return handler(db, *react, req); };
  };
  auth::add_admin_route(router, auth, "GET", "/api/admin/orders", "read:order", "order",
                        with_db(list_orders));
  auth::add_admin_route(router, auth, "PATCH", "/api/admin/orders/:id", "update:order", "order",
                        reacting(update_order));
  auth::add_admin_route(router, auth, "DELETE", "/api/admin/orders/:id", "delete:order", "order",
                        reacting(delete_order));
  auth::add_admin_route(router, auth, "GET", "/api/admin/orders.csv", "export:data", "order",
                        with_db(export_orders));
}

}  // namespace aqua::orders
