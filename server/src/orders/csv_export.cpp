// GET /api/admin/orders.csv streamed (1,000,000 orders in ≤ 10 s, memory flat).
// Each batch is one query on a kept statement (db::query_each): a keyset page of orders
// joined with their lines, read in place from SQLite's or libpq's buffers and written
// straight into one reused CSV buffer, with no Order built per row. The bytes are those of
// orders::append_csv_rows (reports.cpp); the API tests compare them.
#include <cstdio>

#include "core/clock.hpp"
#include "db/prepared.hpp"
#include "orders/admin_list.hpp"
#include "orders/reports.hpp"

namespace aqua::orders::admin_list {

using admin_query::Cursor;
using admin_query::ListSpec;

namespace {

// The page's columns (alias o), then the lines' (alias i), by position below.
const std::string kOrderColumns =
    "o.id, o.created_at, o.status, o.payment_method, o.payment_status, o.first_name, "
    "o.last_name, o.email, o.phone, o.delivery_address, o.delivery_city, "
    "o.delivery_postal_code, o.delivery_date, o.delivery_time, o.coupon_code, o.total_paisa, "
    "o.tracking_number";
enum Col {
  kId,
  kCreated,
  kStatus,
  kMethod,
  kPaymentStatus,
  kFirst,
  kLast,
  kEmail,
  kPhone,
  kAddress,
  kCity,
  kPostal,
  kDate,
  kTime,
  kCoupon,
  kTotal,
  kTracking,
  kItemName,
  kItemQuantity,
  kItemExchange,
  kItemDeposit
};

// One batch: the keyset page of orders, each with its lines in order (no line: NULLs).
std::string batch_sql(const ListSpec& spec, bool sqlite, std::vector<db::Param>& params,
                      std::vector<std::string>& texts) {
  auto page = admin_query::page_sql(spec, sqlite, kOrderColumns);
  texts.clear();
  texts.reserve(page.params.size());
  for (const auto& p : page.params) texts.push_back(p.text);
  params.clear();
  for (std::size_t i = 0; i < page.params.size(); ++i)
    params.push_back(page.params[i].is_text ? db::Param(texts[i])
                                            : db::Param(page.params[i].number));
  return "SELECT p.*, i.product_name, i.quantity, i.has_bottle_exchange, i.deposit_paisa FROM (" +
         page.text +
         ") p LEFT JOIN order_items i ON i.order_id = p.id ORDER BY p.created_at DESC, p.id "
         "DESC, i.position";
}

// text::csv_cell, appended in place (one pass over the value: find_first_of with a set
// calls memchr per character, 10% of the export's CPU).
void append_cell(std::string& out, std::string_view v) {
  bool guard = !v.empty() && (v[0] == '=' || v[0] == '+' || v[0] == '-' || v[0] == '@');
  bool quote = false;
  for (char c : v)
    if (c == ',' || c == '"' || c == '\n' || c == '\r') {
      quote = true;
      break;
    }
  if (!quote) {
    if (guard) out += '\'';
    out += v;
  } else {
    out += '"';
    if (guard) out += '\'';
    for (char c : v) {
      if (c == '"') out += '"';
      out += c;
    }
    out += '"';
  }
  out += ',';
}

class CsvExport : public http::BodySource {
 public:
  CsvExport(db::Database& db, ListSpec spec, int batch) : db_(db), spec_(std::move(spec)) {
    spec_.limit = batch;
    spec_.cursor.reset();
  }

  std::string next() override {
    if (done_) return {};
    out_.clear();
    if (!started_) out_ = orders_csv_header();
    started_ = true;
    int orders = 0;
    db_.read([&](soci::session& s) {
      auto sql = batch_sql(spec_, db_.kind() == db::Kind::sqlite, params_, texts_);
      db::query_each(s, sql, params_, [&](const db::RowView& r) { orders += add(r); });
    });
    if (open_) finish_row();
    if (orders > 0) spec_.cursor = Cursor{true, created_, id_};
    done_ = orders < spec_.limit;
    return out_;
  }

 private:
  // Adds one joined row; returns 1 when it starts a new order.
  int add(const db::RowView& r) {
    bool fresh = r.text(kId) != id_;
    if (fresh) {
      if (open_) finish_row();
      start_row(r);
    }
    item_.quantity = static_cast<int>(r.integer(kItemQuantity));
    if (item_.quantity == 0) return fresh ? 1 : 0;  // no line (NULLs): quantity is always > 0
    item_.has_bottle_exchange = r.integer(kItemExchange) != 0;
    item_.deposit_paisa = r.integer(kItemDeposit);
    if (!items_.empty()) items_ += "; ";
    items_ += r.text(kItemName);
    items_ += " x ";
    items_ += std::to_string(item_.quantity);
    if (auto bottles = bottle_handling(item_); !bottles.empty()) {
      items_ += " (";
      items_ += bottles;
      items_ += ')';
    }
    return fresh ? 1 : 0;
  }

  // The order's cells up to its lines; the rest waits in tail_ until its lines are read.
  void start_row(const db::RowView& r) {
    open_ = true;
    id_ = r.text(kId);
    created_ = r.integer(kCreated);
    items_.clear();
    append_cell(out_, id_);
    if (created_ < 0 || created_ / 60000 != minute_) {  // the text changes once a minute
      minute_ = created_ / 60000;
      time_ = clock::pakistan_time_text(created_);
    }
    append_cell(out_, time_);
    append_cell(out_, r.text(kStatus));
    if (r.text(kMethod) != method_) {
      method_ = r.text(kMethod);
      label_ = payment_label(method_);
    }
    append_cell(out_, label_);
    append_cell(out_, r.text(kPaymentStatus));
    name_.assign(r.text(kFirst));
    name_ += ' ';
    name_ += r.text(kLast);
    append_cell(out_, name_);
    for (int c : {kEmail, kPhone, kAddress, kCity, kPostal, kDate, kTime})
      append_cell(out_, r.text(c));
    tail_.clear();
    append_cell(tail_, r.text(kCoupon));
    long long total = r.integer(kTotal);
    char money[32];
    std::snprintf(money, sizeof money, "%lld.%02lld", total / 100, total % 100);
    append_cell(tail_, money);
    append_cell(tail_, r.text(kTracking));
  }

  void finish_row() {
    open_ = false;
    append_cell(out_, items_);
    out_ += tail_;
    out_.back() = '\r';
    out_ += '\n';
  }

  db::Database& db_;
  ListSpec spec_;
  bool started_ = false, done_ = false, open_ = false;
  std::string out_, items_, tail_, name_, id_;
  long long created_ = 0, minute_ = -1;
  std::string time_, method_, label_;
  OrderItem item_;
  std::vector<db::Param> params_;
  std::vector<std::string> texts_;
};

}  // namespace

std::shared_ptr<http::BodySource> csv_export(db::Database& db, ListSpec spec, int batch) {
  return std::make_shared<CsvExport>(db, std::move(spec), batch);
}

}  // namespace aqua::orders::admin_list
