#include "delivery/service.hpp"

#include <stdexcept>

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
  if (!reactions_.recorded) throw std::invalid_argument("delivery::Service needs its reactions");
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
                                 const std::string& key) {
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
    if (store::days_of(s, st->date)[driver].closed)
      throw ApiError(409, "day_closed", "This driver's day is closed; ask an admin");
    check_outcome_for(*st, o);
    Outcome stored = o;
    if (!o.delivered) stored.full_dropped = stored.empties_collected = 0;
    if (!o.delivered) stored.cash_collected_paisa = 0;
    stored.recorded_at = bounded_recorded_at(o.recorded_at, now);
    // Conditional on "no outcome yet": a concurrent twin finds the row taken.
    if (!store::record_outcome(s, *st, stored, key, now)) return settled(*store::find_stop(s, id));
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
  auto [stops, days] = db_.read([&](soci::session& s) {
    return std::make_pair(
        store::find_stops(s, "d.delivery_date = :d AND d.driver_id <> ''", {date}),
        store::days_of(s, date));
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
  }
  std::vector<CashUp> out;
  for (auto& [id, day] : by_driver) {
    if (auto it = days.find(id); it != days.end()) {
      day.closed = it->second.closed;
      day.cash_recorded_paisa = it->second.cash_collected_paisa;
      day.closed_by = it->second.closed_by;
      day.closed_at = it->second.closed_at;
    }
    out.push_back(day);
  }
  return out;
}

CashUp Service::close_day(const std::string& driver, const std::string& date,
                          const std::string& by) {
  auto all = drivers();
  this->driver(driver, all);
  if (date > clock::pakistan_date(clock::now_ms()))
    throw ApiError::validation("Invalid date",
                               {{"date", "This day has not come yet: it cannot be closed"}});
  bool closed = db_.write(
      [&](soci::session& s) { return store::close_day(s, driver, date, by, clock::now_ms()); });
  if (!closed) throw ApiError(409, "day_closed", "This driver's day is already closed");
  for (auto& day : cash_up(date))
    if (day.driver_id == driver) return day;
  throw ApiError::not_found("Driver not found");
}

const Driver& Service::driver(const std::string& id, std::vector<Driver>& all) {
  for (const auto& d : all)
    if (d.id == id) return d;
  throw ApiError::validation("Invalid driver", {{"driverId", "Choose an active driver"}});
}

}  // namespace aqua::delivery
