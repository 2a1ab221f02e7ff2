#include "orders/admin_list.hpp"

#include <algorithm>
#include <boost/json.hpp>
#include <unordered_map>

#include "db/prepared.hpp"
#include "orders/reports.hpp"
#include "orders/store.hpp"

namespace aqua::orders::admin_list {

using admin_query::Cursor;
using admin_query::ListSpec;
using admin_query::Sql;

namespace {

// order_from_view's columns, on the alias o.
const std::string kColumns =
    "o.id, o.customer_id, o.external_user_id, o.first_name, o.last_name, o.email, o.phone, "
    "o.address, o.city, o.postal_code, o.delivery_address, o.delivery_city, "
    "o.delivery_postal_code, o.notes, o.order_note, o.payment_method, o.status, "
    "o.payment_status, o.delivery_date, o.delivery_time, o.coupon_code, o.subtotal_paisa, "
    "o.discount_paisa, o.delivery_paisa, o.total_paisa, o.tracking_number, o.order_date, "
    "o.created_at, o.updated_at, o.source, o.subscription_id, o.language";

// Runs sql (its parameters bound in order) on a kept statement (on PostgreSQL a
// page's three statements were parsed and planned afresh each time), calling each(row).
template <class Each>
void each_row(soci::session& s, const Sql& sql, Each each) {
  std::vector<db::Param> params;
  params.reserve(sql.params.size());
  for (const auto& p : sql.params)
    params.push_back(p.is_text ? db::Param(p.text) : db::Param(p.number));
  db::query_each(s, sql.text, params, each);
}

// A row of kColumns.
Order order_from_view(const db::RowView& r) {
  Order o;
  int c = 0;
  auto t = [&] { return std::string(r.text(c++)); };
  auto n = [&] { return r.integer(c++); };
  for (auto* f : {&o.id,
                  &o.customer_id,
                  &o.external_user_id,
                  &o.first_name,
                  &o.last_name,
                  &o.email,
                  &o.phone,
                  &o.address,
                  &o.city,
                  &o.postal_code,
                  &o.delivery_address,
                  &o.delivery_city,
                  &o.delivery_postal_code,
                  &o.notes,
                  &o.order_note,
                  &o.payment_method,
                  &o.status,
                  &o.payment_status,
                  &o.delivery_date,
                  &o.delivery_time,
                  &o.coupon_code})
    *f = t();
  for (auto* f : {&o.subtotal_paisa, &o.discount_paisa, &o.delivery_paisa, &o.total_paisa})
    *f = n();
  o.tracking_number = t();
  for (auto* f : {&o.order_date, &o.created_at, &o.updated_at}) *f = n();
  o.source = t();
  o.subscription_id = t();
  o.language = t();
  return o;
}

// A row of load_items' columns.
OrderItem item_from_view(const db::RowView& r) {
  OrderItem i;
  i.product_id = r.text(0);
  i.product_name = r.text(1);
  i.unit_paisa = r.integer(2);
  i.deposit_paisa = r.integer(3);
  i.quantity = static_cast<int>(r.integer(4));
  i.purchase_type = r.text(5);
  i.subscription_plan = r.text(6);
  i.has_bottle_exchange = r.integer(7) != 0;
  i.plan_name = r.text(8);
  i.frequency = r.text(9);
  i.bottles = static_cast<int>(r.integer(10));
  i.savings = r.text(11);
  i.discount_bp = static_cast<int>(r.integer(12));
  i.line_total_paisa = r.integer(13);
  return i;
}

std::vector<Order> read_orders(soci::session& s, const Sql& sql) {
  std::vector<Order> out;
  each_row(s, sql, [&](const db::RowView& r) { out.push_back(order_from_view(r)); });
  return out;
}

}  // namespace

void load_items(soci::session& s, std::vector<Order>& orders) {
  if (orders.empty()) return;
  // The ids go as one JSON array parameter: a thousand bound names would cost more than
  // the query (SQLite looks each name up in a list).
  bool sqlite = s.get_backend_name() == "sqlite3";
  Sql sql;
  sql.text = std::string(
                 "SELECT product_id, product_name, unit_paisa, deposit_paisa, quantity, "
                 "purchase_type, subscription_plan, has_bottle_exchange, plan_name, frequency, "
                 "bottles, savings, discount_bp, line_total_paisa, order_id FROM order_items "
                 "WHERE order_id IN ") +
             (sqlite ? "(SELECT value FROM json_each(:ids))"
                     : "(SELECT json_array_elements_text(CAST(:ids AS json)))") +
             " ORDER BY order_id, position";
  boost::json::array ids;
  std::unordered_map<std::string, std::size_t> index;
  for (std::size_t i = 0; i < orders.size(); ++i) {
    ids.emplace_back(orders[i].id);
    index.emplace(orders[i].id, i);
  }
  sql.params.push_back({true, boost::json::serialize(ids), 0});
  each_row(s, sql, [&](const db::RowView& r) {
    auto it = index.find(std::string(r.text(14)));
    if (it == index.end()) return;
    auto& o = orders[it->second];
    o.items.push_back(item_from_view(r));
    o.items.back().start_date = o.delivery_date;
  });
}

Page read_page(soci::session& s, bool sqlite, ListSpec spec, bool with_total) {
  const auto shown = static_cast<std::size_t>(spec.limit);
  spec.limit += 1;  // one more than shown: is there another page?
  Page page;
  page.orders = read_orders(s, admin_query::page_sql(spec, sqlite, kColumns));
  bool extra = page.orders.size() > shown;
  if (extra) page.orders.pop_back();
  bool newer = spec.cursor && !spec.cursor->older;
  if (newer) std::reverse(page.orders.begin(), page.orders.end());
  // Read towards newer orders, the cursor's own order is older than every one shown.
  page.more_older = newer || extra;
  page.more_newer = newer ? extra : spec.cursor.has_value();
  load_items(s, page.orders);
  if (with_total && !spec.cursor && !extra) {
    page.total = static_cast<long long>(page.orders.size());  // all of them: no count needed
  } else if (with_total) {
    each_row(s, admin_query::count_sql(spec, sqlite, kTotalCap),
             [&](const db::RowView& r) { page.total = r.integer(0); });
    page.total_capped = page.total > kTotalCap;
    page.total = std::min<long long>(page.total, kTotalCap);
  }
  return page;
}

}  // namespace aqua::orders::admin_list
