// The delivery room's figures for the admin dashboard (reports/ calls them through app/, so
// the reports room reads no delivery table). Each runs on the caller's session; SQL
// aggregates over indexes and kept totals (migration 009), fast at 1,000,000 stops.
#pragma once
#include <soci/soci.h>

#include <cstdint>
#include <string>
#include <vector>

namespace aqua::delivery::figures {

struct SlotCount {
  std::string slot;
  long long stops = 0, delivered = 0;
};
// Stops from `from` to `to` (dates, inclusive) per slot, not cancelled or rescheduled.
std::vector<SlotCount> stops_per_slot(soci::session& s, const std::string& from,
                                      const std::string& to);

struct Open {
  long long bottles_out = 0;
  std::int64_t deposits_held_paisa = 0;
  std::int64_t cash_due_on_open_stops_paisa = 0;  // planned and failed stops
  // The same cash, told apart: due on today's planned stops, on later days' planned stops,
  // and on stuck stops (failed and waiting to be rescheduled, or planned on a day gone by).
  std::int64_t cash_due_today_paisa = 0, cash_due_later_paisa = 0, cash_due_stuck_paisa = 0;
  long long stuck_stops = 0;
  std::int64_t cash_with_drivers_paisa = 0;  // drivers' days not closed yet
};
Open open_figures(soci::session& s, const std::string& today);

// The bottle_totals row a customer's movements are added to.
int bottle_shard(const std::string& customer_key);
// Keeps bottle_totals with every ledger movement (in its transaction).
void add_bottles(soci::session& s, const std::string& customer_key, long long bottles,
                 std::int64_t deposit_paisa);

}  // namespace aqua::delivery::figures
