// The delivery day's things: stops (deliveries), their lines and outcomes, zones, the bottle
// ledger and drivers' days (docs/product.md#delivery-day).
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace aqua::delivery {

struct DropLine {
  std::string product_id, name;
  int quantity = 0;
  bool returnable = false;  // a bottle that comes back empty
};

// What any source of stops (a one-time order, a subscription's planned delivery) hands to
// Service::add_stop. Exactly one of order_id / subscription_id is set.
struct StopSpec {
  std::string order_id;
  std::string subscription_id, period;  // period: e.g. "2026-12-01#2" (period start, split)
  std::string date, slot;               // YYYY-MM-DD (Pakistan), "9am-12pm"
  std::string address, postal_code, city;
  std::string customer_key;  // "e:" + lower-cased e-mail, or "p:" + phone
  std::string phone, name;
  std::vector<DropLine> lines;
  int empties = 0;                  // empty bottles to collect (exchange lines)
  std::int64_t cash_due_paisa = 0;  // a COD order's amount, on its first stop only
  std::int64_t deposit_paisa = 0;   // deposits to charge when its bottles are left
  std::string notes;
};

struct Stop {
  long long id = 0;
  std::string source_key, order_id, subscription_id, period;
  std::string date, slot, address, postal_code, city, customer_key, phone, name;
  std::vector<DropLine> lines;
  int bottles_due = 0, empties_due = 0;
  std::int64_t cash_due_paisa = 0;
  // Deposits the order paid for bottles given without an empty back: charged to the ledger
  // only when the driver leaves the bottles (delivered), never when ordered.
  std::int64_t deposit_due_paisa = 0;
  std::string notes;
  long long zone_id = 0;  // 0: Unzoned
  std::string zone_name;
  std::string driver_id;
  int sequence = 0;
  std::string status = "planned";  // planned, delivered, failed, rescheduled, cancelled
  std::string outcome_key;
  int full_dropped = 0, empties_collected = 0;
  std::int64_t cash_collected_paisa = 0;
  std::string failure_reason, outcome_note;
  long long outcome_at = 0;     // when the outcome reached the shop
  long long recorded_at = 0;    // when the driver recorded it (see Outcome::recorded_at)
  int bottle_balance = 0;       // bottles the customer holds (ledger), filled when shown
  bool late = false;            // recorded after its day, or on a reopened day
  long long corrected_at = 0;   // when a manager last corrected the outcome (0: never)
  long long confirmed_at = 0;   // when the customer confirmed the order by text (0: not)
  std::string lock_driver;      // a manager's lock to this driver ('' none) ...
  int lock_position = 0;        // ... at this place in the route (1 = first; 0 anywhere)
  std::string planned_arrival;  // "HH:MM" from the applied plan ('' none)
};

// Where the driver's phone was when the stop was delivered (with the driver's permission).
struct Position {
  double lat = 0, lng = 0, accuracy_m = 0;
};

// Where a stop is, the best known (docs/product.md#planning-the-day): source "pin" (a
// manager's), "phone" (positions of delivered outcomes, averaged), "area" (the sector or area
// centre the address names).
struct Location {
  double lat = 0, lng = 0;
  std::string source, area;
  double accuracy_m = 0;  // phone: the average accuracy; area: the place's radius
  int samples = 0;        // phone: deliveries averaged
};

struct Outcome {
  bool delivered = true;
  int full_dropped = 0, empties_collected = 0;
  std::int64_t cash_collected_paisa = 0;
  std::string reason;  // failed: not-home, refused, wrong-address, other
  std::string note;
  // When the driver recorded it on the phone (epoch ms; 0: not sent, the arrival time is
  // taken). Kept beside the arrival time, never later than it nor more than a week before.
  long long recorded_at = 0;
};

// An order's delivered stops and the cash recorded on them.
struct OrderDeliveries {
  int delivered = 0;
  std::int64_t cash_collected_paisa = 0;
};

struct Zone {
  long long id = 0;
  std::string name, city;
  std::vector<std::string> postal_codes;
};

// What deleting a zone touches: its planned stops and the drivers who have it by default.
struct ZoneImpact {
  int planned_stops = 0;
  std::vector<std::string> driver_ids;
};

struct LedgerMovement {
  std::string kind;                // dropped, collected, deposit_charged, deposit_refunded
  int bottles = 0;                 // signed: + the customer holds more, - fewer
  std::int64_t deposit_paisa = 0;  // signed: + the shop holds more
  long long delivery_id = 0;
  std::string order_id;
  long long created_at = 0;
  long long correction_id = 0;  // a correction's reversing or new movement
  long long refund_id = 0;      // a deposit refund's movement
  std::string date;             // its stop's day (YYYY-MM-DD), or the Pakistan day it was made
};

inline LedgerMovement movement(std::string kind, int bottles, std::int64_t deposit_paisa,
                               long long delivery_id, std::string order_id, long long at) {
  LedgerMovement m;
  m.kind = std::move(kind);
  m.bottles = bottles;
  m.deposit_paisa = deposit_paisa;
  m.delivery_id = delivery_id;
  m.order_id = std::move(order_id);
  m.created_at = at;
  return m;
}

// A manager's correction of a delivered stop's counts and cash (Service::correct).
struct Correction {
  int full_dropped = 0, empties_collected = 0;
  std::int64_t cash_collected_paisa = 0;
  std::string reason;
};

// Bottles a customer returns for good and the deposit paid back (Service::refund_deposit).
struct Refund {
  std::string customer_key;
  int bottles = 0;
  std::int64_t deposit_paisa = 0;
  std::string reason;
};

// One stop's cash in its driver's day (cash-up): expected is its COD due once delivered.
// One correction of a delivered stop's counts and cash (table outcome_corrections).
struct CorrectionRecord {
  long long at = 0;
  std::string by, reason;
  int before_full = 0, before_empties = 0, after_full = 0, after_empties = 0;
  std::int64_t before_cash = 0, after_cash = 0;
};

struct StopCash {
  long long id = 0;
  std::string order_id, name, slot, status, address;
  std::int64_t cash_due_paisa = 0, cash_expected_paisa = 0, cash_collected_paisa = 0;
  int bottles_due = 0, empties_due = 0, full_dropped = 0, empties_collected = 0;
  bool late = false, corrected = false;
  std::vector<CorrectionRecord> corrections;  // oldest first: the stop's history
};

struct Balance {
  int bottles = 0;
  std::int64_t deposit_paisa = 0;
};

struct CashUp {
  std::string driver_id, driver_name, date;
  int stops = 0, delivered = 0, failed = 0, open = 0;
  std::int64_t cash_expected_paisa = 0, cash_collected_paisa = 0;
  std::int64_t cash_recorded_paisa = 0;  // the day's running total, kept with each outcome
  int bottles_out = 0, empties_back = 0;
  bool closed = false;
  std::string closed_by;
  long long closed_at = 0;
  std::string received_by, close_reason;
  std::string reopened_by, reopen_reason;
  long long reopened_at = 0;
  std::vector<StopCash> stop_cash;  // its stops in the order of the day
  std::int64_t difference_paisa() const { return cash_collected_paisa - cash_expected_paisa; }
};

}  // namespace aqua::delivery
