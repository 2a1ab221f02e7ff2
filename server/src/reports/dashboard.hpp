// Dashboard aggregates, computed by SQL (read-only): orders and revenue per day for 30 days,
// deliveries per slot for the coming week, bottles out, cash outstanding.
#pragma once
#include <boost/json.hpp>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "auth/auth.hpp"
#include "db/database.hpp"
#include "http/router.hpp"

namespace aqua::reports {

struct DayFigures {
  std::string date;
  long long orders = 0;
  std::int64_t revenue_paisa = 0;
};

// Pakistan's calendar day number (days since 1970-01-01 in UTC+5) and back. Pure.
long long pakistan_day(long long epoch_ms);
std::string day_to_date(long long day);
// `days` consecutive days ending with `last_day`, zero where `found` has nothing. Pure.
std::vector<DayFigures> fill_days(const std::vector<std::pair<long long, DayFigures>>& found,
                                  long long last_day, int days);

// Where the figures come from: each room's own aggregate over its own tables, run on the
// dashboard's session (one read transaction). app/ wires them, so this room reads no other
// room's tables.
struct SubscriptionFigures {
  long long active = 0;
  std::int64_t mrr_paisa = 0;
};
struct SlotFigures {
  std::string slot;
  long long stops = 0, delivered = 0;
};
struct OpenFigures {
  long long bottles_out = 0;
  std::int64_t deposits_held_paisa = 0, cash_due_on_open_stops_paisa = 0,
               cash_with_drivers_paisa = 0;
  std::int64_t cash_due_today_paisa = 0, cash_due_later_paisa = 0, cash_due_stuck_paisa = 0;
  long long stuck_stops = 0;
};
struct Sources {
  // Pakistan days first..last (day numbers) that have orders: orders, revenue (not cancelled).
  std::function<std::vector<std::pair<long long, DayFigures>>(soci::session&, long long first,
                                                              long long last)>
      orders_per_day;
  // Stops per slot from..to (dates, inclusive), not cancelled or rescheduled.
  std::function<std::vector<SlotFigures>(soci::session&, const std::string& from,
                                         const std::string& to)>
      deliveries_per_slot;
  std::function<OpenFigures(soci::session&)> open;
  std::function<SubscriptionFigures(soci::session&, const std::string& today)> subscriptions;
};

// The dashboard's JSON for the Pakistan day of `now` (every source must be set).
boost::json::object dashboard(soci::session& s, const Sources& src, long long now);

void add_routes(http::Router& router, auth::Auth& auth, db::Database& db, Sources sources);

}  // namespace aqua::reports
