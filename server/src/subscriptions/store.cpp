#include "subscriptions/store.hpp"

#include "db/prepared.hpp"
#include "db/row.hpp"
#include "subscriptions/schedule.hpp"

namespace aqua::subscriptions::store {

namespace {

const char* kColumns =
    "id, order_id, position, product_id, product_name, plan_id, plan_name, frequency, bottles, "
    "unit_paisa, discount_bp, quantity, has_bottle_exchange, first_name, last_name, email, "
    "phone, address, city, postal_code, delivery_address, delivery_city, delivery_postal_code, "
    "payment_method, weekday, slot, split, start_date, status, paused_until, cancel_from, note, "
    "created_at, updated_at, language, deposit_paisa";

// A row of kColumns, its cells read in order by t() (text) and n() (integer).
template <class Text, class Int>
Subscription read_cells(Text t, Int n) {
  Subscription x;
  auto i = [&] { return static_cast<int>(n()); };
  x.id = t(), x.order_id = t(), x.position = i(), x.product_id = t(), x.product_name = t();
  x.plan_id = t(), x.plan_name = t(), x.frequency = t(), x.bottles = i(), x.unit_paisa = n();
  x.discount_bp = i(), x.quantity = i(), x.has_bottle_exchange = n() != 0;
  x.first_name = t(), x.last_name = t(), x.email = t(), x.phone = t(), x.address = t();
  x.city = t(), x.postal_code = t(), x.delivery_address = t(), x.delivery_city = t();
  x.delivery_postal_code = t(), x.payment_method = t(), x.weekday = i(), x.slot = t();
  x.split = t(), x.start_date = t(), x.status = t(), x.paused_until = t(), x.cancel_from = t();
  x.note = t(), x.created_at = n(), x.updated_at = n();
  x.language = t(), x.deposit_paisa = n();
  if (x.weekday < 0)  // made by the migration: the weekday of the first delivery
    if (auto d = parse_date(x.start_date)) x.weekday = weekday_of(*d);
  return x;
}

Subscription read_row(const soci::row& r) {
  std::size_t c = 0;
  return read_cells([&] { return db::row_text(r, c++); }, [&] { return db::row_int(r, c++); });
}

std::vector<Subscription> read_all(soci::rowset<soci::row>& rows) {
  std::vector<Subscription> out;
  for (const auto& r : rows) out.push_back(read_row(r));
  return out;
}

}  // namespace

const char* columns() {
  return kColumns;
}

Subscription read_view(const db::RowView& r) {
  int c = 0;
  return read_cells([&] { return std::string(r.text(c++)); }, [&] { return r.integer(c++); });
}

namespace {

std::string insert_sql() {
  return std::string("INSERT INTO subscriptions (") + kColumns + ") VALUES " +
         db::values_rows(1, 36);
}

std::vector<db::Param> insert_params(const Subscription& x) {
  return {x.id,
          x.order_id,
          x.position,
          x.product_id,
          x.product_name,
          x.plan_id,
          x.plan_name,
          x.frequency,
          x.bottles,
          x.unit_paisa,
          x.discount_bp,
          x.quantity,
          x.has_bottle_exchange,
          x.first_name,
          x.last_name,
          x.email,
          x.phone,
          x.address,
          x.city,
          x.postal_code,
          x.delivery_address,
          x.delivery_city,
          x.delivery_postal_code,
          x.payment_method,
          x.weekday,
          x.slot,
          x.split,
          x.start_date,
          x.status,
          x.paused_until,
          x.cancel_from,
          x.note,
          x.created_at,
          x.updated_at,
          x.language,
          x.deposit_paisa};
}

}  // namespace

void insert(soci::session& s, const Subscription& x) {
  db::exec_deferred(s, insert_sql(), insert_params(x));
}

void update(soci::session& s, const Subscription& x) {
  long long updated = x.updated_at;
  s << "UPDATE subscriptions SET delivery_address = :a, delivery_city = :c, "
       "delivery_postal_code = :p, weekday = :w, slot = :sl, split = :sp, status = :st, "
       "paused_until = :pu, cancel_from = :cf, note = :n, updated_at = :u WHERE id = :id",
      soci::use(x.delivery_address), soci::use(x.delivery_city), soci::use(x.delivery_postal_code),
      soci::use(x.weekday), soci::use(x.slot), soci::use(x.split), soci::use(x.status),
      soci::use(x.paused_until), soci::use(x.cancel_from), soci::use(x.note), soci::use(updated),
      soci::use(x.id);
}

bool lock(soci::session& s, const std::string& id) {
  soci::statement st = (s.prepare << "UPDATE subscriptions SET updated_at = updated_at "
                                     "WHERE id = :id",
                        soci::use(id));
  st.execute(true);
  return st.get_affected_rows() > 0;
}

std::optional<Subscription> find(soci::session& s, const std::string& id) {
  soci::rowset<soci::row> rows =
      (s.prepare << "SELECT " << kColumns << " FROM subscriptions WHERE id = :id", soci::use(id));
  for (const auto& r : rows) return read_row(r);
  return std::nullopt;
}

std::vector<Subscription> by_email(soci::session& s, const std::string& email) {
  soci::rowset<soci::row> rows =
      (s.prepare << "SELECT " << kColumns
                 << " FROM subscriptions WHERE LOWER(email) = LOWER(:e) AND status <> "
                    "'cancelled' ORDER BY created_at",
       soci::use(email));
  return read_all(rows);
}

std::vector<std::string> live_ids(soci::session& s) {
  std::vector<std::string> out;
  soci::rowset<std::string> rows =
      (s.prepare << "SELECT id FROM subscriptions WHERE status <> 'cancelled' ORDER BY id");
  for (const auto& id : rows) out.push_back(id);
  return out;
}

long long count_live(soci::session& s, const std::string& today) {
  long long n = 0;
  s << "SELECT COUNT(*) FROM subscriptions WHERE status = 'active' AND paused_until <= :t",
      soci::into(n), soci::use(today);
  return n;
}

std::vector<FrequencySum> active_by_frequency(soci::session& s, const std::string& today) {
  return db::select_all(s,
                        "SELECT frequency, COUNT(*), COALESCE(SUM(unit_paisa * quantity * (10000 - "
                        "discount_bp)), 0) FROM subscriptions WHERE status = 'active' AND "
                        "paused_until <= :t GROUP BY frequency ORDER BY frequency",
                        {today}, &FrequencySum::frequency, &FrequencySum::count,
                        &FrequencySum::basis_points_paisa);
}

std::vector<std::string> with_planned_from(soci::session& s, const std::string& from_date) {
  std::vector<std::string> out;
  soci::rowset<std::string> rows =
      (s.prepare << "SELECT DISTINCT subscription_id FROM subscription_deliveries WHERE status = "
                    "'planned' AND date >= :d ORDER BY subscription_id",
       soci::use(from_date));
  for (const auto& id : rows) out.push_back(id);
  return out;
}

std::vector<Period> periods(soci::session& s, const std::string& id) {
  return db::select_all(s,
                        "SELECT period_start, status, order_id, period_index, created_at FROM "
                        "subscription_periods WHERE subscription_id = :id ORDER BY period_index",
                        {id}, &Period::period_start, &Period::status, &Period::order_id,
                        &Period::index, &Period::created_at);
}

void insert_period(soci::session& s, const std::string& id, const Period& p) {
  db::exec_deferred(
      s,
      "INSERT INTO subscription_periods (subscription_id, period_start, period_index, "
      "status, order_id, created_at) VALUES (:id, :ps, :pi, :st, :o, :c)",
      {id, p.period_start, p.index, p.status, p.order_id, p.created_at});
}

std::vector<Delivery> deliveries(soci::session& s, const std::string& id) {
  return db::select_all(s,
                        "SELECT id, subscription_id, period_start, order_id, date, slot, address, "
                        "city, postal_code, product_id, product_name, bottles, status FROM "
                        "subscription_deliveries WHERE subscription_id = :id ORDER BY date, id",
                        {id}, &Delivery::id, &Delivery::subscription_id, &Delivery::period_start,
                        &Delivery::order_id, &Delivery::date, &Delivery::slot, &Delivery::address,
                        &Delivery::city, &Delivery::postal_code, &Delivery::product_id,
                        &Delivery::product_name, &Delivery::bottles, &Delivery::status);
}

void insert_deliveries(soci::session& s, const std::vector<Delivery>& all, long long now) {
  if (all.empty()) return;
  std::vector<db::Param> params;
  params.reserve(all.size() * 14);
  for (const auto& d : all)
    params.insert(params.end(),
                  {d.subscription_id, d.period_start, d.order_id, d.date, d.slot, d.address, d.city,
                   d.postal_code, d.product_id, d.product_name, d.bottles, d.status, now, now});
  db::exec_deferred(s,
                    "INSERT INTO subscription_deliveries (subscription_id, period_start, order_id, "
                    "date, slot, address, city, postal_code, product_id, product_name, bottles, "
                    "status, created_at, updated_at) VALUES " +
                        db::values_rows(all.size(), 14),
                    params);
}

void update_delivery(soci::session& s, const Delivery& d, long long now) {
  s << "UPDATE subscription_deliveries SET date = :d, slot = :sl, address = :a, city = :c, "
       "postal_code = :pc, status = :st, updated_at = :u WHERE id = :id",
      soci::use(d.date), soci::use(d.slot), soci::use(d.address), soci::use(d.city),
      soci::use(d.postal_code), soci::use(d.status), soci::use(now), soci::use(d.id);
}

void insert_link(soci::session& s, const std::string& id, const std::string& hash, long long now) {
  db::exec_deferred(
      s,
      "INSERT INTO subscription_links (token_hash, subscription_id, created_at) VALUES (:h, "
      ":id, :c)",
      {hash, id, now});
}

bool link_matches(soci::session& s, const std::string& id, const std::string& hash) {
  int n = 0;
  s << "SELECT COUNT(*) FROM subscription_links WHERE token_hash = :h AND subscription_id = :id",
      soci::into(n), soci::use(hash), soci::use(id);
  return n > 0;
}

std::string link_owner(soci::session& s, const std::string& hash) {
  std::string id;
  s << "SELECT subscription_id FROM subscription_links WHERE token_hash = :h", soci::into(id),
      soci::use(hash);
  return s.got_data() ? id : std::string();
}

void mark_renewal(soci::session& s, const std::string& order_id, const std::string& id) {
  s << "UPDATE orders SET source = 'subscription', subscription_id = :s WHERE id = :o",
      soci::use(id), soci::use(order_id);
}

std::string language_of(soci::session& s, const std::string& id) {
  auto row = db::query_row(s, "SELECT language FROM subscriptions WHERE id = :id", {id});
  return row && !row->empty() && (*row)[0] == "ur" ? "ur" : "en";
}

}  // namespace aqua::subscriptions::store
