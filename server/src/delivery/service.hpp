// The delivery room's work, each call one transaction: stops from any source (add_stop, in
// the caller's transaction), a driver's stops and outcomes, dispatch, zones, cash-up, ledger.
#pragma once
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "db/database.hpp"
#include "delivery/model.hpp"
#include "delivery/plan.hpp"

namespace aqua::delivery {

struct Driver {
  std::string id, name, username;
};
// Active admins with role driver (auth/ owns them; app/ wires this).
using DriversFn = std::function<std::vector<Driver>()>;
// What other rooms do when an outcome is recorded (delivered or failed), or a failed stop is
// rescheduled (`stop`: the failed one), inside its transaction: app/on_outcome_recorded.cpp.
// Required: the Service refuses to start without.
struct OutcomeReactions {
  std::function<void(soci::session&, const Stop&, const Outcome&)> recorded;
  std::function<void(soci::session&, const Stop& stop)> rescheduled;
};

// A driver on the roster of a date: on duty, marked by a manager (else the default, on duty),
// and their planned stops that day.
struct RosterEntry {
  Driver driver;
  bool on_duty = true, marked = false;
  int planned_stops = 0;
};

struct Recorded {
  Stop stop;
  bool replay = false;  // the same Idempotency-Key was seen before: nothing new was stored
};

class Service {
 public:
  Service(db::Database& db, DriversFn drivers, OutcomeReactions reactions);
  // The shop's delivery slots (orders/ owns them; app/ wires them): a reschedule's new slot
  // must be one of them.
  // With them, where the board's map takes its tiles (AQUA_MAP_TILE_URL; empty: none).
  void set_slots(std::vector<std::string> slots, std::string map_tiles = "") {
    slots_ = std::move(slots);
    map_tiles_ = std::move(map_tiles);
  }
  [[nodiscard]] const std::string& map_tiles() const { return map_tiles_; }

  // Makes the stop `spec` describes, inside the caller's transaction; idempotent (the same
  // order, or subscription + period, makes one stop; with a subscription id the key is the
  // subscription's even when order_id names its renewal order). A deposit is kept on the stop
  // and charged when its bottles are left (record_outcome). Returns the stop's id.
  static long long add_stop(soci::session& s, const StopSpec& spec);
  // add_stop for callers that need no id back (a new order's stop, a subscription period's
  // planned deliveries): on PostgreSQL the stops go in one statement, waiting with the
  // transaction's other inserts (db::exec_deferred) instead of a round trip per stop for its id
  // and another for its lines.
  static void plan_stops(soci::session& s, const std::vector<StopSpec>& specs);
  // A paused, skipped or cancelled subscription: its planned stops from `from_date` on are
  // cancelled (in the caller's transaction). Returns how many.
  static int cancel_subscription_stops(soci::session& s, const std::string& subscription_id,
                                       const std::string& from_date);

  // A subscription's planned delivery moved or changed address (date, slot, address in
  // `spec`): its stop follows while still planned (a new date clears its driver); a missing
  // stop is made. A stop with an outcome is left alone; one rescheduled after a failure (or
  // failed, waiting to be) takes the address only. Returns the stop's id (0: left alone).
  static long long sync_subscription_stop(soci::session& s, const StopSpec& spec);
  // A skipped or cancelled delivery: its stop (subscription + period) is cancelled while still
  // planned, or the stop rescheduled after its failure (or the failed one waiting to be), its
  // cash due moved to its order's first open stop (place_order_cash). True when one was.
  static bool cancel_subscription_stop(soci::session& s, const std::string& subscription_id,
                                       const std::string& period);
  // A deposit subscriber's open stops (planned, or failed waiting to be rescheduled), by date
  // then id, ask the empties and deposit DepositWalk gives (delivery/rules.hpp): the deposit
  // `deposit_paisa` covers the bottles of the subscription's first stop as made. Called after
  // its deliveries were planned, moved, skipped or cancelled, a stop of it delivered or
  // rescheduled (app/subscription_stops.cpp, follow_deposit).
  static void place_subscription_deposit(soci::session& s, const std::string& subscription_id,
                                         std::int64_t deposit_paisa);

  // What a change to an order does to its stops, in the order's transaction (called from
  // app/on_order_changed.cpp; SQL in order_stops.cpp). Open stops are planned ones and failed
  // ones waiting to be rescheduled.
  // A cancelled or deleted order: its open stops are cancelled (an outcome then gets 409),
  // with no cash due. Returns how many.
  static int cancel_order_stops(soci::session& s, const std::string& order_id);
  // The cash still owed for the order goes on its first open stop, 0 on the others (paid:
  // 0 everywhere). Returns how many open stops it has.
  static int set_order_cash_due(soci::session& s, const std::string& order_id, std::int64_t paisa);
  // The cash an order's open stops ask, moved onto the first of them still to happen (its own
  // stop first, then by date): after a subscription delivery moved, was skipped or cancelled.
  static void place_order_cash(soci::session& s, const std::string& order_id);
  // A cancelled order reopened: its own stop (not its subscriptions') comes back, planned
  // when its date is today or later, else failed ("Reopened after its date") so that it
  // waits on the dispatch board to be rescheduled. Returns how many.
  static int reopen_order_stops(soci::session& s, const std::string& order_id);
  static OrderDeliveries delivered_for_order(soci::session& s, const std::string& order_id);
  // The customer confirmed the order by text: its stops show when (dispatch's "confirmed").
  static int confirm_order_stops(soci::session& s, const std::string& order_id, long long at);
  // For text messages (reminders.cpp): the planned stops of a day, and the driver's next
  // planned stop that day after `st` in their list (none when `st` was the last).
  static std::vector<Stop> planned_stops_on(soci::session& s, const std::string& date);
  static std::optional<Stop> next_stop_after(soci::session& s, const Stop& st);

  // Driver: own stops from Pakistan's today for `days` days; recording one outcome.
  std::vector<Stop> driver_stops(const std::string& driver, int days);
  // `position`: where the phone was (delivered only), kept for the address's location.
  Recorded record_outcome(const std::string& driver, long long stop, const Outcome& o,
                          const std::string& key, const std::optional<Position>& position = {});
  // A manager records the outcome a driver's phone could not send, for the stop's driver (the
  // same checks, idempotency and transaction as record_outcome); 409 not_assigned without one.
  Recorded record_for_driver(long long stop, const Outcome& o, const std::string& key);

  // Dispatch.
  std::vector<Stop> stops_on(const std::string& date);
  std::vector<Stop> failed_stops();
  int assign(const std::vector<long long>& stops, const std::string& driver);
  int assign_zone(const std::string& date, long long zone, const std::string& driver);
  void set_order(const std::string& driver, const std::string& date,
                 const std::vector<long long>& stops);
  std::vector<long long> reschedule(const std::vector<long long>& stops, const std::string& date,
                                    const std::string& slot);
  int auto_assign(const std::string& date);
  std::vector<Stop> manifest(const std::string& driver, const std::string& date);
  // The board's assigning and ordering inside the caller's transaction: assign and set_order
  // go through them, and so does an applied plan (one way to assign).
  static int assign_in(soci::session& s, const std::vector<long long>& stops,
                       const std::string& driver);
  static void order_in(soci::session& s, const std::string& driver, const std::string& date,
                       const std::vector<long long>& stops);

  // Planning the day (plan_service.cpp): the date's open stops to the drivers on duty, each
  // driver's order; `apply` writes it in one transaction (past dates 422, closed days 409).
  DayPlan plan(const std::string& date, std::uint64_t seed, bool apply);
  Stop pin(long long stop, double lat, double lng, const std::string& by);
  Stop lock(long long stop, const std::string& driver, int position);  // driver '': unlock
  std::map<long long, Location> locations_of(const std::vector<Stop>& stops);
  PlanningSettings planning_settings();
  // The settings `change` makes of the stored ones, stored in one transaction (it throws
  // ApiError for bad values). Returns them before and after.
  std::pair<PlanningSettings, PlanningSettings> set_planning_settings(
      const std::function<PlanningSettings(const PlanningSettings&)>& change);
  const std::vector<std::string>& slots() const { return slots_; }

  // The roster (roster_service.cpp, docs/product.md#planning-the-day): each active driver on a
  // date, on duty unless marked off. Marking off a driver who has planned stops that day is
  // 409 driver_has_stops unless `unassign` (their planned stops lose their driver, for the
  // plan or the board to give them to others). Past dates 422.
  std::vector<RosterEntry> roster(const std::string& date);
  std::pair<RosterEntry, RosterEntry> set_duty(const std::string& date, const std::string& driver,
                                               bool on_duty, bool unassign, const std::string& by);
  std::set<std::string> on_duty_on(const std::string& date);

  // Zones and drivers.
  std::vector<Zone> zones();
  Zone save_zone(Zone z);
  void delete_zone(long long id);
  std::vector<Driver> drivers() { return drivers_(); }
  const Driver& driver(const std::string& id, std::vector<Driver>& all);
  std::map<std::string, std::vector<long long>> driver_zones();
  void set_driver_zones(const std::string& driver, const std::vector<long long>& zones);

  // Drivers' days and the bottle ledger.
  std::vector<CashUp> cash_up(const std::string& date);
  // Closing: 409 open_stops naming the driver's planned stops unless `reason` says why they
  // stay open; `received_by` is who took the cash from the driver.
  CashUp close_day(const std::string& driver, const std::string& date, const std::string& by,
                   const std::string& received_by = "", const std::string& reason = "");
  // A closed day open again (outcomes recorded on it are then late); 409 when not closed.
  CashUp reopen_day(const std::string& driver, const std::string& date, const std::string& by,
                    const std::string& reason);
  // A delivered stop's counts and cash corrected by a manager, in one transaction: the
  // original movements reversed and new ones written (both naming the correction), the
  // driver's day cash adjusted, the order's payment following (reactions.recorded). Returns the
  // stop before and after.
  std::pair<Stop, Stop> correct(long long stop, const Correction& c, const std::string& by);
  // Bottles returned for good and their deposit paid back: 'collected' and
  // 'deposit_refunded' movements; never more than the customer holds (422). Returns the
  // balance after.
  Balance refund_deposit(const Refund& r, const std::string& by);
  // What deleting a zone would touch (404 for an unknown zone).
  std::pair<Zone, ZoneImpact> zone_impact(long long id);
  // The movements, and the balance kept with them (equal to their sum: tests check it).
  std::pair<std::vector<LedgerMovement>, Balance> ledger(const std::string& customer_key);

 private:
  // 409 driver_off_duty when `driver` is off on the date of one of `stops`.
  void refuse_off_duty(soci::session& s, const std::vector<long long>& stops,
                       const std::string& driver);
  db::Database& db_;
  DriversFn drivers_;
  OutcomeReactions reactions_;
  std::vector<std::string> slots_;
  std::string map_tiles_;
};

}  // namespace aqua::delivery
