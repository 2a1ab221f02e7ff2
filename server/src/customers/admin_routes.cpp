#include "customers/admin_routes.hpp"

#include <atomic>
#include <utility>

#include "core/api_error.hpp"
#include "core/clock.hpp"
#include "core/text.hpp"
#include "customers/store.hpp"
#include "http/list_page.hpp"

namespace aqua::customers {

namespace bj = boost::json;
using http::Request;

namespace {

ApiError invalid(const std::string& field, const std::string& message) {
  return ApiError::validation("Invalid query", {{field, message}});
}

// A cursor is "<last order time in ms>.<customer key>", as nextCursor gave it; else → 400.
std::optional<store::Cursor> cursor_of(const Request& req) {
  auto c = http::cursor_param(req, 1, 384);
  if (!c) return std::nullopt;
  if (c->numbers[0] < 0 || c->key.size() < 2) throw http::invalid_cursor();
  return store::Cursor{c->numbers[0], c->key};
}

// The count: exact up to 10,000 customers; above, at most 30 s old (a COUNT over 200,000
// rows takes 10 ms on SQLite but 100-200 ms on a busy PostgreSQL).
long long customer_count(soci::session& s) {
  static std::atomic<long long> value{-1}, at{0};
  long long now = clock::now_ms(), v = value.load();
  if (v > 10'000 && now - at.load() >= 0 && now - at.load() < 30'000) return v;
  v = store::count(s);
  value = v;
  at = now;
  return v;
}

bj::object to_json(const store::Row& c, int bottles) {
  auto or_else = [](const std::string& v, const char* fallback) {
    return v.empty() ? std::string(fallback) : v;
  };
  return {{"id", c.key},
          {"name", c.name},
          {"email", or_else(c.email, "N/A")},
          {"phone", or_else(c.phone, "N/A")},
          {"address", or_else(c.address, "N/A")},
          {"city", or_else(c.city, "Unknown")},
          {"totalOrders", c.total_orders},
          {"totalSpentPaisa", c.total_spent_paisa},
          {"bottleBalance", bottles},
          {"lastOrderDate", clock::iso_utc(c.last_order_at)},
          {"createdAt", clock::iso_utc(c.first_seen_at)}};
}

// GET /api/admin/customers?q=&cursor=&limit=
http::Response list_customers(db::Database& db, const BottleBalancesFn& bottle_balances,
                              const Request& req) {
  store::PageQuery query{text::trim(req.query_param("q").value_or("")), cursor_of(req),
                         http::limit_param(req, 50, 100)};
  if (query.q.size() > 100) throw invalid("q", "Search text must be at most 100 characters");
  // The count comes with the first page of the whole list only.
  bool with_summary = query.q.empty() && !query.after;
  int wanted = query.limit;
  query.limit = wanted + 1;  // one more tells whether there is a next page
  std::map<std::string, int> balances;
  long long customers = 0;
  auto rows = db.read([&](soci::session& s) {
    auto found = store::page(s, query);
    std::vector<std::string> keys;
    for (std::size_t i = 0; i < found.size() && i < static_cast<std::size_t>(wanted); ++i)
      keys.push_back(found[i].key);
    if (bottle_balances && !keys.empty()) balances = bottle_balances(s, keys);
    if (with_summary) customers = customer_count(s);
    return found;
  });
  bj::value next = nullptr;
  if (rows.size() > static_cast<std::size_t>(wanted)) {
    rows.resize(wanted);
    next = http::cursor_text({rows.back().last_order_at}, rows.back().key);
  }
  bj::array items;
  for (const auto& c : rows) items.push_back(to_json(c, balances[c.key]));
  bj::object out{{"items", std::move(items)}, {"nextCursor", next}, {"limit", wanted}};
  if (with_summary) out["summary"] = bj::object{{"customers", customers}};
  return http::Response::json(bj::serialize(out));
}

}  // namespace

void add_admin_routes(http::Router& router, auth::Auth& auth, db::Database& db,
                      BottleBalancesFn bottle_balances) {
  auth::add_admin_route(
      router, auth, "GET", "/api/admin/customers", "read:customer", "customer",
      [&db, balances = std::move(bottle_balances)](Request& req, const auth::Principal&) {
        return list_customers(db, balances, req);
      });
}

}  // namespace aqua::customers
