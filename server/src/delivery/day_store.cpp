// The delivery room's SQL for drivers' days (cash kept with each outcome, closing and
// reopening), outcome corrections and deposit refunds; stops and the ledger are store.cpp's.
#include <algorithm>

#include "db/prepared.hpp"
#include "db/row.hpp"
#include "delivery/store.hpp"

namespace aqua::delivery::store {

using db::each_row;

void add_day_cash(soci::session& s, const std::string& driver, const std::string& date,
                  std::int64_t paisa) {
  long long cash = paisa;
  s << "INSERT INTO driver_days (driver_id, delivery_date, cash_collected_paisa) VALUES (:d, "
       ":dt, :c) ON CONFLICT (driver_id, delivery_date) DO UPDATE SET cash_collected_paisa = "
       "driver_days.cash_collected_paisa + excluded.cash_collected_paisa",
      soci::use(driver), soci::use(date), soci::use(cash);
}

std::map<std::string, DayRow> days_of(soci::session& s, const std::string& date) {
  std::map<std::string, DayRow> out;
  each_row(s,
           "SELECT driver_id, cash_collected_paisa, closed, closed_by, closed_at, received_by, "
           "close_reason, reopened_by, reopened_at, reopen_reason FROM driver_days WHERE "
           "delivery_date = :d",
           {date}, [&](const soci::row& r) {
             out[db::row_text(r, 0)] = {
                 db::row_int(r, 1),  db::row_int(r, 2) != 0, db::row_text(r, 3),
                 db::row_int(r, 4),  db::row_text(r, 5),     db::row_text(r, 6),
                 db::row_text(r, 7), db::row_int(r, 8),      db::row_text(r, 9)};
           });
  return out;
}

bool close_day(soci::session& s, const std::string& driver, const std::string& date,
               const std::string& by, const DayClose& c, long long now) {
  s << "INSERT INTO driver_days (driver_id, delivery_date) VALUES (:d, :dt) ON CONFLICT "
       "(driver_id, delivery_date) DO NOTHING",
      soci::use(driver), soci::use(date);
  soci::statement st =
      (s.prepare << "UPDATE driver_days SET closed = 1, closed_by = :b, closed_at = :at, "
                    "received_by = :rb, close_reason = :cr WHERE driver_id = :d AND "
                    "delivery_date = :dt AND closed = 0",
       soci::use(by), soci::use(now), soci::use(c.received_by), soci::use(c.reason),
       soci::use(driver), soci::use(date));
  st.execute(true);
  return st.get_affected_rows() == 1;
}

bool reopen_day(soci::session& s, const std::string& driver, const std::string& date,
                const std::string& by, const std::string& reason, long long now) {
  soci::statement st =
      (s.prepare << "UPDATE driver_days SET closed = 0, reopened_by = :b, reopened_at = :at, "
                    "reopen_reason = :r WHERE driver_id = :d AND delivery_date = :dt AND "
                    "closed = 1",
       soci::use(by), soci::use(now), soci::use(reason), soci::use(driver), soci::use(date));
  st.execute(true);
  return st.get_affected_rows() == 1;
}

long long insert_correction(soci::session& s, const Stop& before, const Correction& c,
                            const std::string& by, long long now) {
  auto row = db::query_row(
      s,
      "INSERT INTO outcome_corrections (delivery_id, corrected_by, corrected_at, reason, "
      "before_full_dropped, before_empties_collected, before_cash_collected_paisa, "
      "after_full_dropped, after_empties_collected, after_cash_collected_paisa) VALUES (:d, :b, "
      ":at, :r, :bf, :be, :bc, :af, :ae, :ac) RETURNING id",
      {before.id, by, now, c.reason, before.full_dropped, before.empties_collected,
       before.cash_collected_paisa, c.full_dropped, c.empties_collected, c.cash_collected_paisa});
  return std::stoll((*row)[0]);
}

std::map<long long, std::vector<CorrectionRecord>> corrections_on(soci::session& s,
                                                                  const std::string& date) {
  std::map<long long, std::vector<CorrectionRecord>> out;
  each_row(s,
           "SELECT c.delivery_id, c.corrected_at, c.corrected_by, c.reason, c.before_full_dropped, "
           "c.before_empties_collected, c.before_cash_collected_paisa, c.after_full_dropped, "
           "c.after_empties_collected, c.after_cash_collected_paisa FROM outcome_corrections c "
           "JOIN deliveries d ON d.id = c.delivery_id WHERE d.delivery_date = :d ORDER BY c.id",
           {date}, [&](const soci::row& r) {
             auto count = [&r](int i) { return static_cast<int>(db::row_int(r, i)); };
             out[db::row_int(r, 0)].push_back({db::row_int(r, 1), db::row_text(r, 2),
                                               db::row_text(r, 3), count(4), count(5), count(7),
                                               count(8), db::row_int(r, 6), db::row_int(r, 9)});
           });
  return out;
}

void set_corrected_outcome(soci::session& s, long long stop, const Correction& c, long long now) {
  long long cash = c.cash_collected_paisa;
  s << "UPDATE deliveries SET full_dropped = :f, empties_collected = :e, cash_collected_paisa = "
       ":c, corrected_at = :at, updated_at = :ua WHERE id = :id",
      soci::use(c.full_dropped), soci::use(c.empties_collected), soci::use(cash), soci::use(now),
      soci::use(now), soci::use(stop);
}

long long insert_refund(soci::session& s, const Refund& r, const std::string& by, long long now) {
  auto row = db::query_row(
      s,
      "INSERT INTO deposit_refunds (customer_key, bottles, deposit_paisa, reason, refunded_by, "
      "refunded_at) VALUES (:ck, :b, :dp, :r, :by, :at) RETURNING id",
      {r.customer_key, r.bottles, r.deposit_paisa, r.reason, by, now});
  return std::stoll((*row)[0]);
}

std::vector<Stop> open_stops_of(soci::session& s, const std::string& driver,
                                const std::string& date) {
  return find_stops(s, "d.driver_id = :dr AND d.delivery_date = :d AND d.status = 'planned'",
                    {driver, date});
}

}  // namespace aqua::delivery::store
