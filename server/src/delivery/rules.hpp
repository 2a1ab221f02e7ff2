// Pure rules of the delivery day: postal codes and zones, customer keys, outcome checks,
// the ledger's balance and a driver's cash-up. No I/O; unit-tested in rules.test.cpp.
#pragma once
#include <map>
#include <string>
#include <vector>

#include "delivery/model.hpp"

namespace aqua::delivery {

// "44 000 " -> "44000"; letters upper-cased; anything but letters and digits dropped.
std::string normalize_postal_code(const std::string& code);
// A zone's postal code as typed: spaces dropped; a Pakistani postal code is exactly 5 digits.
// The code normalized, or empty when it is anything else ("44000 44001" is two codes).
std::string valid_postal_code(const std::string& typed);
// Where a delivery slot comes in the day: its start hour on a 24-hour clock ("9am-12pm" 9,
// "12pm-3pm" 12, "6pm-9pm" 18); a slot that does not read as one sorts last (99).
int slot_rank(const std::string& slot);
// The order of the day: date, slot (chronologically), driver, the driver's sequence, id.
bool before_in_day(const Stop& a, const Stop& b);
// The reason a manager gives (closing with open stops, reopening, correcting, refunding):
// trimmed, 3 to 500 characters, no control characters; empty when missing. Throws ApiError
// 422 naming `field` when given but unfit.
std::string checked_reason(const std::string& typed, const char* field, bool required);
// The zone whose postal codes hold `code`; 0 when none does ("Unzoned").
long long zone_for(const std::string& code, const std::vector<Zone>& zones);
// The admin customers page's key: "e:" + lower-cased e-mail, else "p:" + phone.
std::string customer_key(const std::string& email, const std::string& phone);

// A deposit subscriber's open stops, walked by date then id (docs/product.md#subscriptions,
// 'Bottles back'). The deposit (deposit_paisa in all) pays for `covers` bottles, the first
// delivery's as bought, each deposit_paisa / covers. A stop asks back as empties the bottles
// the customer keeps (the most a stop before it left: delivered, `kept`, or still to come) and
// charges the deposit of the bottles it adds to those the deposit already covers (what the
// delivered stops charged, `charged_paisa`, or a stop before it will), up to `covers`. So a
// deposit moved to a delivery of fewer bottles charges those, and the rest waits for the next
// delivery that leaves more. Pure.
struct DepositWalk {
  long long covers = 0;
  std::int64_t deposit_paisa = 0;
  long long kept = 0;
  std::int64_t charged_paisa = 0;
  long long most = 0;  // the most bottles an open stop walked so far leaves

  struct Due {
    int empties = 0;
    std::int64_t deposit_paisa = 0;
  };
  // The next open stop, dropping `bottles`: its empties and deposit due.
  Due next(int bottles);
};

// The movements an outcome writes (full bottles dropped, empties collected, the deposits of
// the bottles left).
std::vector<LedgerMovement> movements_for(const Stop& stop, const Outcome& o, long long now);
Balance balance_of(const std::vector<LedgerMovement>& movements);

// The movements that undo `m` (a correction reverses the original, which stays in the ledger).
std::vector<LedgerMovement> reversed(const std::vector<LedgerMovement>& m, long long now);
// True when an outcome recorded at `now_date` (Pakistan) for a stop of `stop_date` is late:
// after its day, or on a day that had been closed and was reopened.
bool is_late(const std::string& stop_date, const std::string& now_date, bool day_reopened);

// Adds one stop to a driver's day (expected cash = COD due on delivered stops).
void add_to_cash_up(CashUp& day, const Stop& stop);

// Throws ApiError 422 naming the bad fields.
void check_outcome(const Outcome& o);
// The outcome against what its stop asks (ApiError 422 naming the field): no cash on a stop
// with nothing to collect (paid, or prepaid by wallet); more cash, full bottles or empties
// than due only with a note saying why.
void check_outcome_for(const Stop& stop, const Outcome& o);
// True when `o` is what `stop` recorded (a replay of the same outcome).
bool same_outcome(const Stop& stop, const Outcome& o);
// The phone's time, bounded: not after `arrived`, not more than 7 days before it (0: arrived).
long long bounded_recorded_at(long long recorded_at, long long arrived);
// True for YYYY-MM-DD with a real month and day.
bool is_date(const std::string& d);
bool is_failure_reason(const std::string& r);

}  // namespace aqua::delivery
