// Dashboard aggregates, computed by SQL (read-only): orders and revenue per day for 30 days,
// deliveries per slot for the coming week, bottles out, cash outstanding.
#pragma once
#include <cstdint>
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

void add_routes(http::Router& router, auth::Auth& auth, db::Database& db);

}  // namespace aqua::reports
