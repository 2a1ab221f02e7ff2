// Admin: list, detail with periods, renewals and deliveries, and the customer's actions plus
// cancel-now and a note (managers and above: manage:subscription).
#include <optional>

#include "core/api_error.hpp"
#include "core/clock.hpp"
#include "core/json.hpp"
#include "core/text.hpp"
#include "http/list_page.hpp"
#include "subscriptions/routes.hpp"

namespace aqua::subscriptions {

namespace bj = boost::json;
using auth::Principal;
using http::Request;

namespace {

const char* kPermission = "manage:subscription";

// A cursor is "<created_at in ms>.<subscription id>" of the last one shown, as nextCursor gave
// it; anything else → 400.
std::optional<store::Cursor> cursor_of(const Request& req) {
  auto c = http::cursor_param(req, 1, 40);
  if (!c) return std::nullopt;
  if (c->numbers[0] < 0) throw http::invalid_cursor();
  return store::Cursor{c->numbers[0], c->key};
}

// GET /api/admin/subscriptions?q=&status=&orderId=&limit=&cursor=
http::Response list_subscriptions(Service& service, Request& req) {
  store::Filter f;
  f.q = text::trim(req.query_param("q").value_or(""));
  f.status = req.query_param("status").value_or("");
  f.order_id = req.query_param("orderId").value_or("");
  if (f.q.size() > 100 || f.order_id.size() > 40)
    throw ApiError::validation("Invalid query",
                               {{"q", "Search text must be at most 100 characters"}});
  if (f.status == "all") f.status.clear();
  if (!f.status.empty() && f.status != "active" && f.status != "paused" && f.status != "cancelled")
    throw ApiError::validation("Invalid query",
                               {{"status", "Status must be active, paused or cancelled"}});
  if (req.query_param("page").value_or("1") != "1")
    throw ApiError::validation("Invalid query", {{"page", "Pages go by cursor: use nextCursor"}});
  f.limit = http::limit_param(req, 20, 100);
  f.after = cursor_of(req);
  auto page = service.list(f);
  auto today = clock::pakistan_date(clock::now_ms());
  bj::array items;
  for (const auto& s : page.items) items.push_back(to_json(s, today));
  bj::value next = nullptr;
  if (page.more && !page.items.empty())
    next = http::cursor_text({page.items.back().created_at}, page.items.back().id);
  return http::Response::json(json::serialize(bj::object{{"items", std::move(items)},
                                                         {"total", page.total},
                                                         {"totalCapped", page.total_capped},
                                                         {"limit", f.limit},
                                                         {"nextCursor", next},
                                                         {"activeCount", service.count_live()}}));
}

http::Response get_subscription(Service& service, Request& req) {
  auto d = service.detail(req.param("id"));
  if (!d) throw ApiError::not_found("Subscription not found");
  return http::Response::json(
      json::serialize(detail_json(*d, clock::pakistan_date(clock::now_ms()), true)));
}

http::Response patch_subscription(Service& service, Request& req, const Principal& who) {
  auto body = json::parse_object(req.body);
  auto changed =
      service.change(req.param("id"), body, Actor{who.admin_id, who.email, who.role, true});
  auto out = detail_json(changed.detail, clock::pakistan_date(clock::now_ms()), true);
  bj::array n;
  for (const auto& x : changed.notices) n.push_back(bj::value(x));
  out["notices"] = std::move(n);
  return http::Response::json(json::serialize(out));
}

}  // namespace

void add_admin_routes(http::Router& router, auth::Auth& auth, Service& service) {
  auth::add_admin_route(
      router, auth, "GET", "/api/admin/subscriptions", kPermission, "subscription",
      [&service](Request& req, const Principal&) { return list_subscriptions(service, req); });
  auth::add_admin_route(
      router, auth, "GET", "/api/admin/subscriptions/:id", kPermission, "subscription",
      [&service](Request& req, const Principal&) { return get_subscription(service, req); });
  auth::add_admin_route(router, auth, "PATCH", "/api/admin/subscriptions/:id", kPermission,
                        "subscription", [&service](Request& req, const Principal& who) {
                          return patch_subscription(service, req, who);
                        });
}

}  // namespace aqua::subscriptions
