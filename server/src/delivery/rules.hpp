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
// The zone whose postal codes hold `code`; 0 when none does ("Unzoned").
long long zone_for(const std::string& code, const std::vector<Zone>& zones);
// The admin customers page's key: "e:" + lower-cased e-mail, else "p:" + phone.
std::string customer_key(const std::string& email, const std::string& phone);

// The movements an outcome writes (full bottles dropped, empties collected, the deposits of
// the bottles left).
std::vector<LedgerMovement> movements_for(const Stop& stop, const Outcome& o, long long now);
Balance balance_of(const std::vector<LedgerMovement>& movements);

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
