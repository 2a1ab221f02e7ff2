#include "orders/store.hpp"

#include "db/row.hpp"

namespace aqua::orders::store {

std::optional<IdempotencyRecord> find_key(soci::session& s, const std::string& key) {
  soci::rowset<soci::row> rows =
      (s.prepare << "SELECT request_hash, order_id, access_token FROM idempotency_keys "
                    "WHERE key = :k",
       soci::use(key));
  for (const auto& r : rows)
    return IdempotencyRecord{db::row_text(r, 0), db::row_text(r, 1), db::row_text(r, 2)};
  return std::nullopt;
}

void prune_keys(soci::session& s, long long cutoff_ms) {
  s << "DELETE FROM idempotency_keys WHERE created_at < :c", soci::use(cutoff_ms);
}

void insert_key(soci::session& s, const std::string& key, const IdempotencyRecord& r,
                long long now) {
  s << "INSERT INTO idempotency_keys (key, request_hash, order_id, access_token, created_at) "
       "VALUES (:k, :h, :o, :t, :c)",
      soci::use(key), soci::use(r.request_hash), soci::use(r.order_id), soci::use(r.access_token),
      soci::use(now);
}

void insert_order(soci::session& s, const Order& o, const std::string& token_hash) {
  long long subtotal = o.subtotal_paisa, discount = o.discount_paisa, delivery = o.delivery_paisa,
            total = o.total_paisa, order_date = o.order_date, created = o.created_at,
            updated = o.updated_at;
  s << "INSERT INTO orders (id, access_token_hash, customer_id, external_user_id, first_name, "
       "last_name, email, phone, address, city, postal_code, delivery_address, delivery_city, "
       "delivery_postal_code, notes, order_note, payment_method, status, payment_status, "
       "delivery_date, delivery_time, coupon_code, subtotal_paisa, discount_paisa, "
       "delivery_paisa, total_paisa, tracking_number, order_date, created_at, updated_at) "
       "VALUES (:id, :th, :cid, :ext, :fn, :ln, :em, :ph, :ad, :ci, :pc, :dad, :dci, :dpc, "
       ":notes, :onote, :pm, :st, :ps, :dd, :dt, :cc, :sub, :dis, :del, :tot, :tn, :od, :ca, "
       ":ua)",
      soci::use(o.id), soci::use(token_hash), soci::use(o.customer_id),
      soci::use(o.external_user_id), soci::use(o.first_name), soci::use(o.last_name),
      soci::use(o.email), soci::use(o.phone), soci::use(o.address), soci::use(o.city),
      soci::use(o.postal_code), soci::use(o.delivery_address), soci::use(o.delivery_city),
      soci::use(o.delivery_postal_code), soci::use(o.notes), soci::use(o.order_note),
      soci::use(o.payment_method), soci::use(o.status), soci::use(o.payment_status),
      soci::use(o.delivery_date), soci::use(o.delivery_time), soci::use(o.coupon_code),
      soci::use(subtotal), soci::use(discount), soci::use(delivery), soci::use(total),
      soci::use(o.tracking_number), soci::use(order_date), soci::use(created), soci::use(updated);
  int position = 0;
  for (const auto& i : o.items) {
    long long unit = i.unit_paisa, deposit = i.deposit_paisa, line_total = i.line_total_paisa;
    int exchange = i.has_bottle_exchange;
    s << "INSERT INTO order_items (order_id, position, product_id, product_name, unit_paisa, "
         "deposit_paisa, quantity, purchase_type, subscription_plan, has_bottle_exchange, "
         "plan_name, frequency, bottles, savings, discount_bp, line_total_paisa) VALUES (:o, "
         ":pos, :pid, :pn, :u, :d, :q, :pt, :sp, :ex, :pln, :fr, :b, :sv, :bp, :lt)",
        soci::use(o.id), soci::use(position), soci::use(i.product_id), soci::use(i.product_name),
        soci::use(unit), soci::use(deposit), soci::use(i.quantity), soci::use(i.purchase_type),
        soci::use(i.subscription_plan), soci::use(exchange), soci::use(i.plan_name),
        soci::use(i.frequency), soci::use(i.bottles), soci::use(i.savings),
        soci::use(i.discount_bp), soci::use(line_total);
    ++position;
  }
}

Order order_from_row(const soci::row& r) {
  Order o;
  std::size_t c = 0;
  auto t = [&] { return db::row_text(r, c++); };
  auto n = [&] { return db::row_int(r, c++); };
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
  return o;
}

OrderItem item_from_row(const soci::row& r) {
  OrderItem i;
  i.product_id = db::row_text(r, 0);
  i.product_name = db::row_text(r, 1);
  i.unit_paisa = db::row_int(r, 2);
  i.deposit_paisa = db::row_int(r, 3);
  i.quantity = static_cast<int>(db::row_int(r, 4));
  i.purchase_type = db::row_text(r, 5);
  i.subscription_plan = db::row_text(r, 6);
  i.has_bottle_exchange = db::row_int(r, 7) != 0;
  i.plan_name = db::row_text(r, 8);
  i.frequency = db::row_text(r, 9);
  i.bottles = static_cast<int>(db::row_int(r, 10));
  i.savings = db::row_text(r, 11);
  i.discount_bp = static_cast<int>(db::row_int(r, 12));
  i.line_total_paisa = db::row_int(r, 13);
  return i;
}

std::optional<Order> find_order(soci::session& s, const std::string& id) {
  soci::rowset<soci::row> rows =
      (s.prepare << "SELECT id, customer_id, external_user_id, first_name, last_name, email, "
                    "phone, address, city, postal_code, delivery_address, delivery_city, "
                    "delivery_postal_code, notes, order_note, payment_method, status, "
                    "payment_status, delivery_date, delivery_time, coupon_code, subtotal_paisa, "
                    "discount_paisa, delivery_paisa, total_paisa, tracking_number, order_date, "
                    "created_at, updated_at FROM orders WHERE id = :id",
       soci::use(id));
  std::optional<Order> found;
  for (const auto& r : rows) found = order_from_row(r);
  if (!found) return found;
  soci::rowset<soci::row> items =
      (s.prepare << "SELECT product_id, product_name, unit_paisa, deposit_paisa, quantity, "
                    "purchase_type, subscription_plan, has_bottle_exchange, plan_name, "
                    "frequency, bottles, savings, discount_bp, line_total_paisa FROM order_items "
                    "WHERE order_id = :id ORDER BY position",
       soci::use(id));
  for (const auto& r : items) found->items.push_back(item_from_row(r));
  return found;
}

std::string token_hash_of(soci::session& s, const std::string& id) {
  std::string hash;
  soci::indicator ind = soci::i_ok;
  s << "SELECT access_token_hash FROM orders WHERE id = :id", soci::into(hash, ind), soci::use(id);
  return s.got_data() && ind == soci::i_ok ? hash : std::string();
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
  s << "UPDATE orders SET status = :s, payment_status = :p, updated_at = :u WHERE id = :id",
      soci::use(o.status), soci::use(o.payment_status), soci::use(o.updated_at), soci::use(o.id);
}

bool delete_order(soci::session& s, const std::string& id) {
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
