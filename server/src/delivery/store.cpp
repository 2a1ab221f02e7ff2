#include "delivery/store.hpp"

#include <algorithm>
#include <boost/json.hpp>
#include <unordered_map>

#include "db/prepared.hpp"
#include "db/row.hpp"
#include "delivery/figures.hpp"
#include "delivery/rules.hpp"

namespace aqua::delivery::store {

namespace {

const char* kStopColumns =
    "d.id, d.source_key, d.order_id, d.subscription_id, d.period, d.delivery_date, d.slot, "
    "d.address, d.postal_code, d.city, d.customer_key, d.phone, d.name, d.bottles_due, "
    "d.empties_due, d.cash_due_paisa, d.notes, d.zone_id, z.name, d.driver_id, d.sequence, "
    "d.status, d.outcome_key, d.full_dropped, d.empties_collected, d.cash_collected_paisa, "
    "d.failure_reason, d.outcome_note, d.outcome_at, d.deposit_due_paisa, d.recorded_at, "
    "d.outcome_late, d.corrected_at, d.confirmed_at, d.lock_driver, d.lock_position, "
    "d.planned_arrival";

Stop stop_from_row(const soci::row& r) {
  Stop st;
  db::read_columns(r, 0, st, &Stop::id, &Stop::source_key, &Stop::order_id, &Stop::subscription_id,
                   &Stop::period, &Stop::date, &Stop::slot, &Stop::address, &Stop::postal_code,
                   &Stop::city, &Stop::customer_key, &Stop::phone, &Stop::name, &Stop::bottles_due,
                   &Stop::empties_due, &Stop::cash_due_paisa, &Stop::notes, &Stop::zone_id,
                   &Stop::zone_name, &Stop::driver_id, &Stop::sequence, &Stop::status,
                   &Stop::outcome_key, &Stop::full_dropped, &Stop::empties_collected,
                   &Stop::cash_collected_paisa, &Stop::failure_reason, &Stop::outcome_note,
                   &Stop::outcome_at, &Stop::deposit_due_paisa, &Stop::recorded_at, &Stop::late,
                   &Stop::corrected_at, &Stop::confirmed_at, &Stop::lock_driver,
                   &Stop::lock_position, &Stop::planned_arrival);
  if (!st.zone_id) st.zone_name = "Unzoned";
  return st;
}

using db::each_row;

}  // namespace

long long stop_id_by_source(soci::session& s, const std::string& source_key) {
  auto row = db::query_row(s, "SELECT id FROM deliveries WHERE source_key = :k", {source_key});
  return row && !(*row)[0].empty() ? std::stoll((*row)[0]) : 0;
}

std::string stop_insert_sql(std::size_t rows) {
  std::string sql =
      "INSERT INTO deliveries (source_key, order_id, subscription_id, period, "
      "delivery_date, slot, address, postal_code, city, customer_key, phone, name, "
      "bottles_due, empties_due, cash_due_paisa, deposit_due_paisa, notes, zone_id, status, "
      "created_at, updated_at) VALUES ";
  for (std::size_t i = 0; i < rows; ++i)
    sql += std::string(i ? ", " : "") +
           "(:sk, :o, :sub, :per, :d, :sl, :a, :pc, :c, :ck, :ph, :n, :b, :e, :cash, :dep, :notes, "
           "(SELECT zone_id FROM zone_postal_codes WHERE postal_code = :zpc), 'planned', :ca, "
           ":ua)";
  return sql + " ON CONFLICT (source_key) DO NOTHING";
}

void add_stop_params(std::vector<db::Param>& params, const Stop& st, long long now) {
  params.insert(params.end(), {st.source_key,
                               st.order_id,
                               st.subscription_id,
                               st.period,
                               st.date,
                               st.slot,
                               st.address,
                               st.postal_code,
                               st.city,
                               st.customer_key,
                               st.phone,
                               st.name,
                               st.bottles_due,
                               st.empties_due,
                               st.cash_due_paisa,
                               st.deposit_due_paisa,
                               st.notes,
                               st.postal_code,
                               now,
                               now});
}

long long insert_stop(soci::session& s, const Stop& st, long long now) {
  std::vector<db::Param> params;
  add_stop_params(params, st, now);
  auto row = db::query_row(s, stop_insert_sql(1) + " RETURNING id", params);
  if (!row) return 0;  // its source key already has a stop: nothing written
  long long id = std::stoll((*row)[0]);
  if (st.lines.empty()) return id;
  std::vector<db::Param> lines;  // one statement for all its lines
  lines.reserve(st.lines.size() * 5);
  for (const auto& l : st.lines) {
    lines.emplace_back(id);
    lines.emplace_back(l.product_id);
    lines.emplace_back(l.name);
    lines.emplace_back(l.quantity);
    lines.emplace_back(l.returnable);
  }
  db::exec_deferred(
      s,
      "INSERT INTO delivery_lines (delivery_id, product_id, name, quantity, returnable) "
      "VALUES " +
          db::values_rows(st.lines.size(), 5),
      lines);
  return id;
}

long long zone_of_postal_code(soci::session& s, const std::string& normalized) {
  auto row = db::query_row(s, "SELECT zone_id FROM zone_postal_codes WHERE postal_code = :pc",
                           {normalized});
  return row && !(*row)[0].empty() ? std::stoll((*row)[0]) : 0;
}

std::vector<Stop> find_stops(soci::session& s, const std::string& where,
                             const std::vector<std::string>& binds) {
  std::vector<Stop> out;
  std::unordered_map<long long, std::size_t> index;
  each_row(s,
           std::string("SELECT ") + kStopColumns +
               " FROM deliveries d LEFT JOIN zones z ON z.id = d.zone_id WHERE " + where +
               " ORDER BY d.delivery_date, d.slot, d.driver_id, d.sequence, d.id",
           binds, [&](const soci::row& r) {
             index[db::row_int(r, 0)] = out.size();
             out.push_back(stop_from_row(r));
           });
  if (out.empty()) return out;
  each_row(s,
           "SELECT l.delivery_id, l.product_id, l.name, l.quantity, l.returnable FROM "
           "delivery_lines l JOIN deliveries d ON d.id = l.delivery_id WHERE " +
               where + " ORDER BY l.id",
           binds, [&](const soci::row& r) {
             auto& st = out[index.at(db::row_int(r, 0))];
             st.lines.push_back({db::row_text(r, 1), db::row_text(r, 2),
                                 static_cast<int>(db::row_int(r, 3)), db::row_int(r, 4) != 0});
           });
  std::vector<std::string> keys;
  keys.reserve(out.size());
  for (const auto& st : out) keys.push_back(st.customer_key);
  auto balance = bottles_of(s, keys);
  for (auto& st : out) st.bottle_balance = balance[st.customer_key];
  // Slots in the order of the day (text would put "12pm-3pm" before "9am-12pm").
  std::stable_sort(out.begin(), out.end(), before_in_day);
  return out;
}

std::optional<Stop> find_stop(soci::session& s, long long id) {
  auto found = find_stops(s, "d.id = CAST(:id AS BIGINT)", {std::to_string(id)});
  if (found.empty()) return std::nullopt;
  return found.front();
}

bool record_outcome(soci::session& s, const Stop& st, const Outcome& o, const std::string& key,
                    long long now, bool late) {
  std::string status = o.delivered ? "delivered" : "failed";
  long long cash = o.cash_collected_paisa;
  int late_flag = late ? 1 : 0;
  soci::statement update =
      (s.prepare
           << "UPDATE deliveries SET status = :st, outcome_key = :k, full_dropped = :f, "
              "empties_collected = :e, cash_collected_paisa = :c, failure_reason = :r, "
              "outcome_note = :n, outcome_at = :at, recorded_at = :rat, outcome_late = :late, "
              "updated_at = :ua "
              "WHERE id = :id AND outcome_key IS NULL AND status = 'planned'",
       soci::use(status), soci::use(key), soci::use(o.full_dropped), soci::use(o.empties_collected),
       soci::use(cash), soci::use(o.reason), soci::use(o.note), soci::use(now),
       soci::use(o.recorded_at), soci::use(late_flag), soci::use(now), soci::use(st.id));
  update.execute(true);
  return update.get_affected_rows() == 1;
}

void insert_movement(soci::session& s, const std::string& customer_key, const LedgerMovement& m) {
  db::exec_deferred(
      s,
      "INSERT INTO bottle_ledger (customer_key, kind, bottles, deposit_paisa, delivery_id, "
      "order_id, created_at, correction_id, refund_id) VALUES (:ck, :k, :b, :dp, :d, :o, :ca, "
      ":cid, :rid)",
      {customer_key, m.kind, m.bottles, m.deposit_paisa,
       m.delivery_id ? db::Param(m.delivery_id) : db::Param::null(), m.order_id, m.created_at,
       m.correction_id ? db::Param(m.correction_id) : db::Param::null(),
       m.refund_id ? db::Param(m.refund_id) : db::Param::null()});
  db::exec_deferred(
      s,
      "INSERT INTO bottle_balances (customer_key, bottles, deposit_paisa) VALUES (:ck, :b, "
      ":dp) ON CONFLICT (customer_key) DO UPDATE SET bottles = bottle_balances.bottles + "
      "excluded.bottles, deposit_paisa = bottle_balances.deposit_paisa + "
      "excluded.deposit_paisa",
      {customer_key, m.bottles, m.deposit_paisa});
  figures::add_bottles(s, customer_key, m.bottles, m.deposit_paisa);
}

std::map<std::string, int> bottles_of(soci::session& s, const std::vector<std::string>& keys) {
  std::map<std::string, int> out;
  if (keys.empty()) return out;
  // The keys as one JSON array: one bound value whatever their number. Each is a primary-key
  // lookup on both engines (PostgreSQL hashed all 200,000 balances for IN (subquery), and
  // planned a join with the stops no better).
  boost::json::array list;
  for (const auto& k : keys) list.emplace_back(k);
  each_row(s,
           std::string("SELECT customer_key, bottles FROM bottle_balances WHERE customer_key IN ") +
               (s.get_backend_name() == "postgresql"
                    ? "(SELECT json_array_elements_text(CAST(:keys AS json)))"
                    : "(SELECT value FROM json_each(:keys))"),
           {boost::json::serialize(list)}, [&](const soci::row& r) {
             out[db::row_text(r, 0)] = static_cast<int>(db::row_int(r, 1));
           });
  return out;
}

Balance balance_of(soci::session& s, const std::string& customer_key) {
  Balance b;
  long long bottles = 0, deposit = 0;
  s << "SELECT bottles, deposit_paisa FROM bottle_balances WHERE customer_key = :ck",
      soci::use(customer_key), soci::into(bottles), soci::into(deposit);
  if (s.got_data()) b = {static_cast<int>(bottles), deposit};
  return b;
}

std::vector<LedgerMovement> movements_of(soci::session& s, const std::string& customer_key) {
  std::vector<LedgerMovement> out;
  each_row(
      s,
      "SELECT l.kind, l.bottles, l.deposit_paisa, l.delivery_id, l.order_id, l.created_at, "
      "l.correction_id, l.refund_id, d.delivery_date FROM bottle_ledger l LEFT JOIN deliveries d "
      "ON d.id = l.delivery_id WHERE l.customer_key = :ck ORDER BY l.id",
      {customer_key}, [&](const soci::row& r) {
        auto m =
            movement(db::row_text(r, 0), static_cast<int>(db::row_int(r, 1)), db::row_int(r, 2),
                     db::row_int(r, 3), db::row_text(r, 4), db::row_int(r, 5));
        m.correction_id = db::row_int(r, 6);
        m.refund_id = db::row_int(r, 7);
        m.date = db::row_text(r, 8);
        out.push_back(std::move(m));
      });
  return out;
}

bool assign(soci::session& s, long long stop, const std::string& driver, long long now) {
  int next = 0;
  s << "SELECT COALESCE(MAX(sequence), 0) + 1 FROM deliveries WHERE driver_id = :dr AND "
       "delivery_date = (SELECT delivery_date FROM deliveries WHERE id = :id)",
      soci::use(driver), soci::use(stop), soci::into(next);
  if (driver.empty()) next = 0;
  soci::statement st =
      (s.prepare << "UPDATE deliveries SET driver_id = :dr, sequence = :sq, planned_arrival = '', "
                    "updated_at = :ua WHERE id = :id AND status = 'planned'",
       soci::use(driver), soci::use(next), soci::use(now), soci::use(stop));
  st.execute(true);
  return st.get_affected_rows() == 1;
}

int cancel_planned(soci::session& s, const std::string& subscription_id,
                   const std::string& from_date, long long now) {
  soci::statement st = (s.prepare << "UPDATE deliveries SET status = 'cancelled', updated_at = :u "
                                     "WHERE subscription_id = :s AND delivery_date >= :d AND "
                                     "status = 'planned'",
                        soci::use(now), soci::use(subscription_id), soci::use(from_date));
  st.execute(true);
  return static_cast<int>(st.get_affected_rows());
}

void mark_rescheduled(soci::session& s, long long stop, long long now) {
  s << "UPDATE deliveries SET status = 'rescheduled', updated_at = :ua WHERE id = :id",
      soci::use(now), soci::use(stop);
}

}  // namespace aqua::delivery::store
