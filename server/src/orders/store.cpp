#include "orders/store.hpp"

#include "orders/confirmations.hpp"

#include "db/prepared.hpp"
#include "db/row.hpp"
#include "orders/customers_link.hpp"
#include "orders/day_totals.hpp"

namespace aqua::orders::store {

namespace {

void insert_items(soci::session& s, const Order& o) {
  if (o.items.empty()) return;
  // One multi-row statement per order (kept per connection for each line count).
  std::vector<db::Param> params;
  params.reserve(o.items.size() * 18);
  int position = 0;
  for (const auto& i : o.items) {
    params.insert(params.end(),
                  {o.id, position++, i.product_id, i.product_name, i.unit_paisa, i.deposit_paisa,
                   i.quantity, i.purchase_type, i.subscription_plan, i.has_bottle_exchange,
                   i.plan_name, i.frequency, i.bottles, i.savings, i.discount_bp,
                   i.line_total_paisa, i.product_name_ur, i.plan_name_ur});
  }
  db::exec_deferred(
      s,
      "INSERT INTO order_items (order_id, position, product_id, product_name, unit_paisa, "
      "deposit_paisa, quantity, purchase_type, subscription_plan, has_bottle_exchange, "
      "plan_name, frequency, bottles, savings, discount_bp, line_total_paisa, product_name_ur, "
      "plan_name_ur) VALUES " +
          db::values_rows(o.items.size(), 18),
      params);
}

const char* const kInsertOrder =
    "INSERT INTO orders (id, access_token_hash, customer_id, external_user_id, first_name, "
    "last_name, email, phone, address, city, postal_code, delivery_address, delivery_city, "
    "delivery_postal_code, notes, order_note, payment_method, status, payment_status, "
    "delivery_date, delivery_time, coupon_code, subtotal_paisa, discount_paisa, delivery_paisa, "
    "total_paisa, tracking_number, order_date, created_at, updated_at, language) VALUES ";

std::vector<db::Param> order_params(const Order& o, const std::string& token_hash) {
  return {o.id,
          token_hash,
          o.customer_id,
          o.external_user_id,
          o.first_name,
          o.last_name,
          o.email,
          o.phone,
          o.address,
          o.city,
          o.postal_code,
          o.delivery_address,
          o.delivery_city,
          o.delivery_postal_code,
          o.notes,
          o.order_note,
          o.payment_method,
          o.status,
          o.payment_status,
          o.delivery_date,
          o.delivery_time,
          o.coupon_code,
          o.subtotal_paisa,
          o.discount_paisa,
          o.delivery_paisa,
          o.total_paisa,
          o.tracking_number,
          o.order_date,
          o.created_at,
          o.updated_at,
          o.language};
}

// What goes with a new order row: its day total, its lines and its customer.
void insert_with_order(soci::session& s, const Order& o) {
  day_totals::count(s, o.id, o.created_at, o.status, o.total_paisa);
  insert_items(s, o);
  customers::record_order(s, customer_facts(o));  // the customers table, same transaction
}

}  // namespace

bool insert_order(soci::session& s, const Order& o, const std::string& token_hash) {
  long long added =
      db::exec(s, kInsertOrder + db::values_rows(1, 31) + " ON CONFLICT (id) DO NOTHING",
               order_params(o, token_hash));
  if (added == 0) return false;  // the id is taken
  insert_with_order(s, o);
  return true;
}

void insert_order_deferred(soci::session& s, const Order& o, const std::string& token_hash) {
  db::exec_deferred(s, kInsertOrder + db::values_rows(1, 31), order_params(o, token_hash));
  insert_with_order(s, o);
}

namespace {

// find_order's columns, read through t() (text) and n() (integer), in order.
template <class T, class N>
Order order_from(T t, N n) {
  Order o;
  o.id = t();
  o.customer_id = t();
  o.external_user_id = t();
  o.first_name = t();
  o.last_name = t();
  o.email = t();
  o.phone = t();
  o.address = t();
  o.city = t();
  o.postal_code = t();
  o.delivery_address = t();
  o.delivery_city = t();
  o.delivery_postal_code = t();
  o.notes = t();
  o.order_note = t();
  o.payment_method = t();
  o.status = t();
  o.payment_status = t();
  o.delivery_date = t();
  o.delivery_time = t();
  o.coupon_code = t();
  o.subtotal_paisa = n();
  o.discount_paisa = n();
  o.delivery_paisa = n();
  o.total_paisa = n();
  o.tracking_number = t();
  o.order_date = n();
  o.created_at = n();
  o.updated_at = n();
  o.language = t();
  return o;
}

template <class T, class N>
OrderItem item_from(T t, N n) {
  OrderItem i;
  i.product_id = t();
  i.product_name = t();
  i.unit_paisa = n();
  i.deposit_paisa = n();
  i.quantity = static_cast<int>(n());
  i.purchase_type = t();
  i.subscription_plan = t();
  i.has_bottle_exchange = n() != 0;
  i.plan_name = t();
  i.frequency = t();
  i.bottles = static_cast<int>(n());
  i.savings = t();
  i.discount_bp = static_cast<int>(n());
  i.line_total_paisa = n();
  i.product_name_ur = t();
  i.plan_name_ur = t();
  return i;
}

// Accessors over a soci::row or a kept statement's text row, column by column.
struct RowCursor {
  const soci::row& r;
  std::size_t c = 0;
  auto text() {
    return [this] { return db::row_text(r, c++); };
  }
  auto num() {
    return [this] { return db::row_int(r, c++); };
  }
};
struct TextCursor {
  std::vector<std::string>& r;
  std::size_t c = 0;
  auto text() {
    return [this] { return std::move(r[c++]); };
  }
  auto num() {
    return [this] {
      const auto& v = r[c++];
      return v.empty() ? 0LL : std::stoll(v);
    };
  }
};

}  // namespace

Order order_from_row(const soci::row& r) {
  RowCursor cur{r};
  return order_from(cur.text(), cur.num());
}

OrderItem item_from_row(const soci::row& r) {
  RowCursor cur{r};
  return item_from(cur.text(), cur.num());
}

std::optional<Order> find_order(soci::session& s, const std::string& id) {
  // Kept statements: the mail worker and the subscription stops read orders often.
  auto rows = db::query_rows(
      s,
      "SELECT id, customer_id, external_user_id, first_name, last_name, email, phone, address, "
      "city, postal_code, delivery_address, delivery_city, delivery_postal_code, notes, "
      "order_note, payment_method, status, payment_status, delivery_date, delivery_time, "
      "coupon_code, subtotal_paisa, discount_paisa, delivery_paisa, total_paisa, "
      "tracking_number, order_date, created_at, updated_at, language, source, subscription_id "
      "FROM orders WHERE id = :id",
      {id});
  if (rows.empty()) return std::nullopt;
  TextCursor cur{rows.front()};
  std::optional<Order> found = order_from(cur.text(), cur.num());
  found->source = cur.text()();
  found->subscription_id = cur.text()();
  auto items = db::query_rows(
      s,
      "SELECT product_id, product_name, unit_paisa, deposit_paisa, quantity, purchase_type, "
      "subscription_plan, has_bottle_exchange, plan_name, frequency, bottles, savings, "
      "discount_bp, line_total_paisa, product_name_ur, plan_name_ur FROM order_items WHERE "
      "order_id = :id ORDER BY position",
      {id});
  found->items.reserve(items.size());
  for (auto& r : items) {
    TextCursor c{r};
    found->items.push_back(item_from(c.text(), c.num()));
    found->items.back().start_date = found->delivery_date;
  }
  return found;
}

std::string token_hash_of(soci::session& s, const std::string& id) {
  std::string hash;
  soci::indicator ind = soci::i_ok;
  s << "SELECT access_token_hash FROM orders WHERE id = :id", soci::into(hash, ind), soci::use(id);
  return s.got_data() && ind == soci::i_ok ? hash : std::string();
}

std::string language_of(soci::session& s, const std::string& id) {
  auto row = db::query_row(s, "SELECT language FROM orders WHERE id = :id", {id});
  return row && !row->empty() && (*row)[0] == "ur" ? "ur" : "en";
}

std::vector<Order> find_orders(soci::session& s, const std::vector<std::string>& ids) {
  std::vector<Order> out;
  for (const auto& id : ids)
    if (auto o = find_order(s, id)) out.push_back(std::move(*o));
  return out;
}

std::vector<std::string> all_order_ids(soci::session& s) {
  std::vector<std::string> ids;
  soci::rowset<soci::row> rows = (s.prepare << "SELECT id FROM orders ORDER BY created_at, id");
  for (const auto& r : rows) ids.push_back(db::row_text(r, 0));
  return ids;
}

void update_status(soci::session& s, const Order& o) {
  day_totals::status_changing(s, o.id, o.status);
  s << "UPDATE orders SET status = :s, payment_status = :p, updated_at = :u WHERE id = :id",
      soci::use(o.status), soci::use(o.payment_status), soci::use(o.updated_at), soci::use(o.id);
}

bool delete_order(soci::session& s, const std::string& id) {
  day_totals::deleting(s, id);
  delete_confirmation(s, id);
  s << "DELETE FROM order_items WHERE order_id = :id", soci::use(id);
  soci::statement st = (s.prepare << "DELETE FROM orders WHERE id = :id", soci::use(id));
  st.execute(true);
  return st.get_affected_rows() > 0;
}

void mark_delivered(soci::session& s, const std::string& id, bool cash_paid, long long now) {
  s << "UPDATE orders SET status = 'delivered', updated_at = :u WHERE id = :id AND status <> "
       "'cancelled'",
      soci::use(now), soci::use(id);
  if (cash_paid)
    s << "UPDATE orders SET payment_status = 'paid', updated_at = :u WHERE id = :id AND "
         "payment_method = 'cod' AND payment_status = 'pending'",
        soci::use(now), soci::use(id);
}

}  // namespace aqua::orders::store
