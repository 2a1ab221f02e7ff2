#include "orders/admin_list.hpp"

#include <algorithm>
#include <boost/json.hpp>
#include <unordered_map>

#include "db/row.hpp"
#include "orders/reports.hpp"
#include "orders/store.hpp"

namespace aqua::orders::admin_list {

using admin_query::Cursor;
using admin_query::ListSpec;
using admin_query::Sql;

namespace {

// store::order_from_row's columns, on the alias o.
const std::string kColumns =
    "o.id, o.customer_id, o.external_user_id, o.first_name, o.last_name, o.email, o.phone, "
    "o.address, o.city, o.postal_code, o.delivery_address, o.delivery_city, "
    "o.delivery_postal_code, o.notes, o.order_note, o.payment_method, o.status, "
    "o.payment_status, o.delivery_date, o.delivery_time, o.coupon_code, o.subtotal_paisa, "
    "o.discount_paisa, o.delivery_paisa, o.total_paisa, o.tracking_number, o.order_date, "
    "o.created_at, o.updated_at";

// Runs sql (its parameters bound in order), calling each(row) for every row.
template <class Each>
void each_row(soci::session& s, const Sql& sql, Each each) {
  soci::details::prepare_temp_type temp = (s.prepare << sql.text);
  for (const auto& p : sql.params) {
    if (p.is_text)
      temp.operator,(soci::use(p.text));
    else
      temp.operator,(soci::use(p.number));
  }
  soci::rowset<soci::row> rows(temp);
  for (const auto& r : rows) each(r);
}

std::vector<Order> read_orders(soci::session& s, const Sql& sql) {
  std::vector<Order> out;
  each_row(s, sql, [&](const soci::row& r) { out.push_back(store::order_from_row(r)); });
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
  each_row(s, sql, [&](const soci::row& r) {
    auto it = index.find(db::row_text(r, 14));
    if (it != index.end()) orders[it->second].items.push_back(store::item_from_row(r));
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
             [&](const soci::row& r) { page.total = db::row_int(r, 0); });
    page.total_capped = page.total > kTotalCap;
    page.total = std::min<long long>(page.total, kTotalCap);
  }
  return page;
}

namespace {

class CsvExport : public http::BodySource {
 public:
  CsvExport(db::Database& db, ListSpec spec, int batch) : db_(db), spec_(std::move(spec)) {
    spec_.limit = batch;
    spec_.cursor.reset();
  }

  std::string next() override {
    if (done_) return {};
    std::string out;
    if (!started_) out = orders_csv_header();
    started_ = true;
    bool sqlite = db_.kind() == db::Kind::sqlite;
    auto orders = db_.read([&](soci::session& s) {
      auto batch = read_orders(s, admin_query::page_sql(spec_, sqlite, kColumns));
      load_items(s, batch);
      return batch;
    });
    done_ = orders.size() < static_cast<std::size_t>(spec_.limit);
    if (!orders.empty()) spec_.cursor = Cursor{true, orders.back().created_at, orders.back().id};
    append_csv_rows(out, orders);
    return out;
  }

 private:
  db::Database& db_;
  ListSpec spec_;
  bool started_ = false, done_ = false;
};

}  // namespace

std::shared_ptr<http::BodySource> csv_export(db::Database& db, ListSpec spec, int batch) {
  return std::make_shared<CsvExport>(db, std::move(spec), batch);
}

}  // namespace aqua::orders::admin_list
