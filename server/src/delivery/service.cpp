#include "delivery/service.hpp"

#include <algorithm>
#include <map>
#include <stdexcept>
#include <tuple>

#include "core/api_error.hpp"
#include "core/clock.hpp"
#include "delivery/rules.hpp"
#include "delivery/store.hpp"

namespace aqua::delivery {

namespace {

// A subscription's planned delivery is keyed by subscription and period even when it also
// names its renewal order (for the order's payment): one renewal order may have several stops.
std::string source_key_of(const StopSpec& spec) {
  if (!spec.subscription_id.empty()) return "sub:" + spec.subscription_id + ":" + spec.period;
  if (!spec.order_id.empty()) return "order:" + spec.order_id;
  throw std::invalid_argument("a stop needs an order id or a subscription id and period");
}

Stop stop_from(const StopSpec& spec) {
  Stop st;
  st.source_key = source_key_of(spec);
  st.order_id = spec.order_id;
  st.subscription_id = spec.subscription_id;
  st.period = spec.period;
  st.date = spec.date;
  st.slot = spec.slot;
  st.address = spec.address;
  st.postal_code = normalize_postal_code(spec.postal_code);
  st.city = spec.city;
  st.customer_key = spec.customer_key;
  st.phone = spec.phone;
  st.name = spec.name;
  st.lines = spec.lines;
  for (const auto& l : spec.lines)
    if (l.returnable) st.bottles_due += l.quantity;
  st.empties_due = spec.empties;
  st.cash_due_paisa = spec.cash_due_paisa;
  st.deposit_due_paisa = spec.deposit_paisa;
  st.notes = spec.notes;
  return st;
}

}  // namespace

Service::Service(db::Database& db, DriversFn drivers, OutcomeReactions reactions)
    : db_(db), drivers_(std::move(drivers)), reactions_(std::move(reactions)) {
  if (!reactions_.recorded || !reactions_.rescheduled)
    throw std::invalid_argument("delivery::Service needs its reactions");
}

long long Service::add_stop(soci::session& s, const StopSpec& spec) {
  Stop st = stop_from(spec);
  long long now = clock::now_ms();
  // One statement for the usual case: the insert is skipped when the source has its stop.
  long long id = store::insert_stop(s, st, now);
  if (id == 0) return store::stop_id_by_source(s, st.source_key);
  return id;
}

void Service::plan_stops(soci::session& s, const std::vector<StopSpec>& specs) {
  if (s.get_backend_name() != "postgresql") {
    for (const auto& spec : specs) add_stop(s, spec);
    return;
  }
  std::vector<Stop> stops;
  stops.reserve(specs.size());
  for (const auto& spec : specs) stops.push_back(stop_from(spec));
  store::insert_stops_deferred(s, stops, clock::now_ms());
}

int Service::cancel_subscription_stops(soci::session& s, const std::string& subscription_id,
                                       const std::string& from_date) {
  return store::cancel_planned(s, subscription_id, from_date, clock::now_ms());
}

std::vector<Stop> Service::driver_stops(const std::string& driver, int days) {
  long long now = clock::now_ms();
  std::string from = clock::pakistan_date(now);
  std::string to = clock::pakistan_date(now + (days - 1) * 86'400'000LL);
  return db_.read([&](soci::session& s) {
    return store::find_stops(s,
                             "d.driver_id = :dr AND d.delivery_date >= :a AND d.delivery_date <= "
                             ":b AND d.status <> 'cancelled' AND d.status <> 'rescheduled'",
                             {driver, from, to});
  });
}

Recorded Service::record_outcome(const std::string& driver, long long id, const Outcome& o,
                                 const std::string& key, const std::optional<Position>& position) {
  check_outcome(o);
  return db_.write([&](soci::session& s) -> Recorded {
    auto st = store::find_stop(s, id);
    if (!st || st->driver_id != driver) throw ApiError::not_found("Stop not found");
    auto settled = [&](const Stop& now) -> Recorded {
      if (now.outcome_key == key) {
        if (same_outcome(now, o)) return {now, true};
        throw ApiError(409, "idempotency_conflict",
                       "This Idempotency-Key was used for a different outcome");
      }
      throw ApiError(409, "outcome_recorded",
                     "This stop's outcome is already recorded; it cannot be recorded again");
    };
    if (!st->outcome_key.empty()) return settled(*st);
    if (st->status != "planned")
      throw ApiError(409, "stop_closed", "This stop is no longer open (" + st->status + ")");
    long long now = clock::now_ms();
    if (st->date > clock::pakistan_date(now))
      throw ApiError(409, "not_today", "This stop is for " + st->date + ": record it on that day");
    auto day = store::days_of(s, st->date)[driver];
    if (day.closed) throw ApiError(409, "day_closed", "This driver's day is closed; ask an admin");
    bool late = is_late(st->date, clock::pakistan_date(now), day.reopened_at != 0);
    check_outcome_for(*st, o);
    Outcome stored = o;
    if (!o.delivered) stored.full_dropped = stored.empties_collected = 0;
    if (!o.delivered) stored.cash_collected_paisa = 0;
    stored.recorded_at = bounded_recorded_at(o.recorded_at, now);
    // Conditional on "no outcome yet": a concurrent twin finds the row taken.
    if (!store::record_outcome(s, *st, stored, key, now, late))
      return settled(*store::find_stop(s, id));
    if (stored.delivered && position) store::set_position(s, id, *position);
    for (const auto& m : movements_for(*st, stored, now))
      store::insert_movement(s, st->customer_key, m);
    if (stored.cash_collected_paisa > 0)
      store::add_day_cash(s, driver, st->date, stored.cash_collected_paisa);
    auto recorded = *store::find_stop(s, id);
    reactions_.recorded(s, recorded, stored);
    return {recorded, false};
  });
}

std::pair<std::vector<LedgerMovement>, Balance> Service::ledger(const std::string& customer_key) {
  return db_.read([&](soci::session& s) {
    return std::make_pair(store::movements_of(s, customer_key), store::balance_of(s, customer_key));
  });
}

std::vector<CashUp> Service::cash_up(const std::string& date) {
  auto [stops, days, fixes] = db_.read([&](soci::session& s) {
    return std::make_tuple(
        store::find_stops(s, "d.delivery_date = :d AND d.driver_id <> ''", {date}),
        store::days_of(s, date), store::corrections_on(s, date));
  });
  auto all = drivers();
  std::map<std::string, CashUp> by_driver;
  for (const auto& d : all) {
    CashUp day;
    day.driver_id = d.id;
    day.driver_name = d.name;
    day.date = date;
    by_driver[d.id] = day;
  }
  for (const auto& st : stops) {
    auto& day = by_driver[st.driver_id];
    day.driver_id = st.driver_id;
    day.date = date;
    add_to_cash_up(day, st);
    day.stop_cash.back().corrections = std::move(fixes[st.id]);
  }
  std::vector<CashUp> out;
  for (auto& [id, day] : by_driver) {
    if (auto it = days.find(id); it != days.end()) {
      day.closed = it->second.closed;
      day.cash_recorded_paisa = it->second.cash_collected_paisa;
      day.closed_by = it->second.closed_by;
      day.closed_at = it->second.closed_at;
      day.received_by = it->second.received_by;
      day.close_reason = it->second.close_reason;
      day.reopened_by = it->second.reopened_by;
      day.reopened_at = it->second.reopened_at;
      day.reopen_reason = it->second.reopen_reason;
    }
    out.push_back(day);
  }
  return out;
}

namespace {

CashUp day_of(const std::vector<CashUp>& days, const std::string& driver) {
  for (const auto& day : days)
    if (day.driver_id == driver) return day;
  throw ApiError::not_found("Driver not found");
}

}  // namespace

CashUp Service::close_day(const std::string& driver, const std::string& date, const std::string& by,
                          const std::string& received_by, const std::string& reason) {
  auto all = drivers();
  this->driver(driver, all);
  if (date > clock::pakistan_date(clock::now_ms()))
    throw ApiError::validation("Invalid date",
                               {{"date", "This day has not come yet: it cannot be closed"}});
  bool closed = db_.write([&](soci::session& s) {
    auto open = store::open_stops_of(s, driver, date);
    if (!open.empty() && reason.empty()) {
      std::string ids, list;
      for (const auto& st : open) {
        ids += (ids.empty() ? "" : ",") + std::to_string(st.id);
        list += (list.empty() ? "" : "; ") + std::string("#") + std::to_string(st.id) + " " +
                st.slot + " " + st.name;
      }
      throw ApiError(409, "open_stops",
                     std::to_string(open.size()) + " stop" + (open.size() > 1 ? "s are" : " is") +
                         " still open (" + list +
                         "): fail, reschedule or move them first, or give a reason to close",
                     {{"openStops", ids}});
    }
    return store::close_day(s, driver, date, by, {received_by, open.empty() ? "" : reason},
                            clock::now_ms());
  });
  if (!closed) throw ApiError(409, "day_closed", "This driver's day is already closed");
  return day_of(cash_up(date), driver);
}

CashUp Service::reopen_day(const std::string& driver, const std::string& date,
                           const std::string& by, const std::string& reason) {
  auto all = drivers();
  this->driver(driver, all);
  bool reopened = db_.write([&](soci::session& s) {
    return store::reopen_day(s, driver, date, by, reason, clock::now_ms());
  });
  if (!reopened) throw ApiError(409, "day_open", "This driver's day is not closed");
  return day_of(cash_up(date), driver);
}

std::pair<Stop, Stop> Service::correct(long long id, const Correction& c, const std::string& by) {
  Outcome o;
  o.full_dropped = c.full_dropped;
  o.empties_collected = c.empties_collected;
  o.cash_collected_paisa = c.cash_collected_paisa;
  o.note = c.reason;  // the reason explains counts or cash above what was due
  check_outcome(o);
  return db_.write([&](soci::session& s) -> std::pair<Stop, Stop> {
    auto st = store::find_stop(s, id);
    if (!st) throw ApiError::not_found("Stop not found");
    if (st->status != "delivered")
      throw ApiError(
          409, "not_delivered",
          "Only a delivered stop's outcome can be corrected (this one is " + st->status + ")");
    check_outcome_for(*st, o);
    long long now = clock::now_ms();
    Outcome was;
    was.full_dropped = st->full_dropped;
    was.empties_collected = st->empties_collected;
    was.cash_collected_paisa = st->cash_collected_paisa;
    long long correction = store::insert_correction(s, *st, c, by, now);
    auto moves = reversed(movements_for(*st, was, now), now);
    for (const auto& m : movements_for(*st, o, now)) moves.push_back(m);
    for (auto& m : moves) {
      m.correction_id = correction;
      store::insert_movement(s, st->customer_key, m);
    }
    store::set_corrected_outcome(s, id, c, now);
    if (auto delta = c.cash_collected_paisa - st->cash_collected_paisa; delta != 0)
      store::add_day_cash(s, st->driver_id, st->date, delta);
    auto after = *store::find_stop(s, id);
    reactions_.recorded(s, after, o);  // the order's payment follows the corrected cash
    return {*st, after};
  });
}

Balance Service::refund_deposit(const Refund& r, const std::string& by) {
  return db_.write([&](soci::session& s) {
    auto held = store::balance_of(s, r.customer_key);
    std::map<std::string, std::string> errors;
    if (r.bottles > held.bottles)
      errors["bottles"] = "This customer holds " + std::to_string(std::max(0, held.bottles)) +
                          " bottles: no more can be returned";
    if (r.deposit_paisa > held.deposit_paisa)
      errors["depositPaisa"] = "The shop holds " + std::to_string(held.deposit_paisa) +
                               " paisa of deposits for this customer: no more can be refunded";
    if (!errors.empty()) throw ApiError::validation("Invalid refund", errors);
    long long now = clock::now_ms();
    long long refund = store::insert_refund(s, r, by, now);
    std::vector<LedgerMovement> moves;
    if (r.bottles > 0) moves.push_back(movement("collected", -r.bottles, 0, 0, "", now));
    if (r.deposit_paisa > 0)
      moves.push_back(movement("deposit_refunded", 0, -r.deposit_paisa, 0, "", now));
    for (auto& m : moves) {
      m.refund_id = refund;
      store::insert_movement(s, r.customer_key, m);
    }
    return store::balance_of(s, r.customer_key);
  });
}

const Driver& Service::driver(const std::string& id, std::vector<Driver>& all) {
  for (const auto& d : all)
    if (d.id == id) return d;
  throw ApiError::validation("Invalid driver", {{"driverId", "Choose an active driver"}});
}

}  // namespace aqua::delivery
