// Orders and revenue per Pakistan calendar day (table order_days, migration 009), kept in the
// same transaction as every order insert, status change and delete, so the dashboard reads
// 30 small rows instead of a month of orders. Revenue counts orders that are not cancelled.
#pragma once
#include <soci/soci.h>

#include <cstdint>
#include <string>
#include <vector>

namespace aqua::orders::day_totals {

struct DayTotal {
  long long day = 0;  // Pakistan day number: (epoch ms + 5 h) / 24 h
  long long orders = 0;
  std::int64_t revenue_paisa = 0;
};

long long pakistan_day(long long epoch_ms);
// The order_days row an order counts in: spread over a few shards by its id. Pure.
int shard_of(const std::string& order_id);

// Adds (or, with sign -1, removes) one order created at created_at.
void count(soci::session& s, const std::string& order_id, long long created_at,
           const std::string& status, std::int64_t total_paisa, int sign = 1);
// Before an order's status becomes new_status: moves its total in or out of its day's revenue
// when it enters or leaves 'cancelled'.
void status_changing(soci::session& s, const std::string& order_id, const std::string& new_status);
// Before an order is deleted: it no longer counts.
void deleting(soci::session& s, const std::string& order_id);

// Days first_day..last_day that have orders, oldest first.
std::vector<DayTotal> between(soci::session& s, long long first_day, long long last_day);

}  // namespace aqua::orders::day_totals
