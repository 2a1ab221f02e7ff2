// The delivery room's SQL: deliveries and their lines, zones, drivers' zones, the bottle
// ledger and drivers' days. Every function runs on the caller's session (and transaction).
#pragma once
#include <soci/soci.h>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "db/prepared.hpp"
#include "delivery/model.hpp"

namespace aqua::delivery::store {

// The stop made from source_key, if any.
long long stop_id_by_source(soci::session& s, const std::string& source_key);
// A new stop and its lines, its zone the one of its (normalized) postal code, in two
// statements; 0 (and nothing written) when source_key already has a stop.
long long insert_stop(soci::session& s, const Stop& st, long long now);
// New stops (those whose source_key has none) and their lines in ONE statement whose answer
// nobody waits for (db::exec_deferred). PostgreSQL only (data-modifying WITH); SQLite takes
// insert_stop, where waiting costs nothing.
void insert_stops_deferred(soci::session& s, const std::vector<Stop>& stops, long long now);
// The INSERT of `rows` stops (… ON CONFLICT (source_key) DO NOTHING, no RETURNING), and a
// stop's values for it, in order.
std::string stop_insert_sql(std::size_t rows);
void add_stop_params(std::vector<db::Param>& params, const Stop& st, long long now);
long long zone_of_postal_code(soci::session& s, const std::string& normalized);

// Stops matching `where` (SQL on alias d; every bind is text), with lines, zone names and
// customers' bottle balances, in date, slot, driver, sequence order.
std::vector<Stop> find_stops(soci::session& s, const std::string& where,
                             const std::vector<std::string>& binds);
std::optional<Stop> find_stop(soci::session& s, long long id);

// Stores the outcome when the stop has none yet; false when another outcome got there first.
bool record_outcome(soci::session& s, const Stop& st, const Outcome& o, const std::string& key,
                    long long now, bool late);
void insert_movement(soci::session& s, const std::string& customer_key, const LedgerMovement& m);
// Bottles held by each of these customers (those holding none are left out).
std::map<std::string, int> bottles_of(soci::session& s, const std::vector<std::string>& keys);
// The customer's balance as kept with each movement (bottle_balances).
Balance balance_of(soci::session& s, const std::string& customer_key);
std::vector<LedgerMovement> movements_of(soci::session& s, const std::string& customer_key);

// Drivers' days.
void add_day_cash(soci::session& s, const std::string& driver, const std::string& date,
                  std::int64_t paisa);
struct DayRow {
  std::int64_t cash_collected_paisa = 0;
  bool closed = false;
  std::string closed_by;
  long long closed_at = 0;
  std::string received_by, close_reason, reopened_by;
  long long reopened_at = 0;
  std::string reopen_reason;
};
// What a manager says when closing a day: who took the cash, why open stops stay open.
struct DayClose {
  std::string received_by, reason;
};
std::map<std::string, DayRow> days_of(soci::session& s, const std::string& date);
bool close_day(soci::session& s, const std::string& driver, const std::string& date,
               const std::string& by, const DayClose& c, long long now);
// A closed day open again (false: it was not closed).
bool reopen_day(soci::session& s, const std::string& driver, const std::string& date,
                const std::string& by, const std::string& reason, long long now);
// The driver's planned stops that day.
std::vector<Stop> open_stops_of(soci::session& s, const std::string& driver,
                                const std::string& date);

// Corrections and refunds (their ledger movements go through insert_movement).
long long insert_correction(soci::session& s, const Stop& before, const Correction& c,
                            const std::string& by, long long now);
// The corrections of the stops of `date`, per stop, oldest first.
std::map<long long, std::vector<CorrectionRecord>> corrections_on(soci::session& s,
                                                                  const std::string& date);
void set_corrected_outcome(soci::session& s, long long stop, const Correction& c, long long now);
long long insert_refund(soci::session& s, const Refund& r, const std::string& by, long long now);
ZoneImpact zone_impact(soci::session& s, long long zone);

// Dispatch.
bool assign(soci::session& s, long long stop, const std::string& driver, long long now);
// The driver's stops of `date` numbered 1..n (sequence_order, delivery/roster.hpp): the one
// place a stop's number is written after assigning, ordering or planning (roster_store.cpp).
void renumber(soci::session& s, const std::string& driver, const std::string& date,
              const std::vector<long long>& order = {});
// The roster: the drivers a manager marked for `date` (true: on duty, false: off).
std::map<std::string, bool> roster_of(soci::session& s, const std::string& date);
void set_duty(soci::session& s, const std::string& driver, const std::string& date, bool on_duty,
              const std::string& by, long long now);
int cancel_planned(soci::session& s, const std::string& subscription_id,
                   const std::string& from_date, long long now);
void mark_rescheduled(soci::session& s, long long stop, long long now);

// An order's stops (delivery/order_stops.cpp).
// Its open stops (planned, or failed and waiting to be rescheduled) become cancelled, with no
// cash due. Returns how many.
int cancel_open_of_order(soci::session& s, const std::string& order_id, long long now);
// `paisa` as the cash due of the order's first open stop (by date, then id), 0 on its other
// open stops. Returns how many open stops the order has.
int set_open_cash_due(soci::session& s, const std::string& order_id, std::int64_t paisa,
                      long long now);
// The cash an order's open stops ask (plus `extra`, from a stop just closed), all on the
// first of them as set_open_cash_due orders them. Returns the amount placed (0: none open).
std::int64_t stack_open_cash(soci::session& s, const std::string& order_id, std::int64_t extra,
                             long long now);
int reopen_of_order(soci::session& s, const std::string& order_id, const std::string& today,
                    long long now);
OrderDeliveries delivered_of_order(soci::session& s, const std::string& order_id);

// Zones and drivers' default zones.
std::vector<Zone> zones(soci::session& s);
long long save_zone(soci::session& s, const Zone& z, long long now);  // id 0: a new zone
bool delete_zone(soci::session& s, long long id);
// The zone already holding one of `codes` (other than `except`), as "CODE\tZONE NAME".
std::optional<std::string> postal_code_owner(soci::session& s,
                                             const std::vector<std::string>& codes,
                                             long long except);
void rezone_planned_stops(soci::session& s);
std::map<std::string, std::vector<long long>> driver_zones(soci::session& s);
void set_driver_zones(soci::session& s, const std::string& driver,
                      const std::vector<long long>& zones);

}  // namespace aqua::delivery::store
