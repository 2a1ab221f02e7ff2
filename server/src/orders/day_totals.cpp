#include "orders/day_totals.hpp"

#include "db/prepared.hpp"
#include "db/row.hpp"

namespace aqua::orders::day_totals {

namespace {
constexpr long long kDayMs = 86'400'000, kPakistanOffsetMs = 5LL * 3'600'000;
constexpr int kShards = 8;

struct Counted {
  long long created_at = 0;
  std::string status;
  long long total = 0;
  bool found = false;
};

Counted counted(soci::session& s, const std::string& order_id) {
  Counted c;
  s << "SELECT created_at, status, total_paisa FROM orders WHERE id = :id", soci::use(order_id),
      soci::into(c.created_at), soci::into(c.status), soci::into(c.total);
  c.found = s.got_data();
  return c;
}

void add(soci::session& s, const std::string& order_id, long long created_at, long long orders,
         long long revenue) {
  long long day = pakistan_day(created_at);
  int shard = shard_of(order_id);
  db::exec_deferred(
      s,
      "INSERT INTO order_days (day, shard, orders, revenue_paisa) VALUES (:d, :s, :o, :r) "
      "ON CONFLICT (day, shard) DO UPDATE SET orders = order_days.orders + excluded.orders, "
      "revenue_paisa = order_days.revenue_paisa + excluded.revenue_paisa",
      {day, shard, orders, revenue});
}
}  // namespace

long long pakistan_day(long long epoch_ms) {
  return (epoch_ms + kPakistanOffsetMs) / kDayMs;
}

int shard_of(const std::string& order_id) {
  unsigned h = 2166136261u;  // FNV-1a: the same shard on every platform and run
  for (unsigned char c : order_id) h = (h ^ c) * 16777619u;
  return static_cast<int>(h % kShards);
}

void count(soci::session& s, const std::string& order_id, long long created_at,
           const std::string& status, std::int64_t total_paisa, int sign) {
  add(s, order_id, created_at, sign, status == "cancelled" ? 0 : sign * total_paisa);
}

void status_changing(soci::session& s, const std::string& order_id, const std::string& new_status) {
  auto c = counted(s, order_id);
  if (!c.found) return;
  bool was = c.status == "cancelled", will = new_status == "cancelled";
  if (was != will) add(s, order_id, c.created_at, 0, will ? -c.total : c.total);
}

void deleting(soci::session& s, const std::string& order_id) {
  auto c = counted(s, order_id);
  if (c.found) count(s, order_id, c.created_at, c.status, c.total, -1);
}

std::vector<DayTotal> between(soci::session& s, long long first_day, long long last_day) {
  std::vector<DayTotal> out;
  soci::rowset<soci::row> rows =
      (s.prepare << "SELECT day, SUM(orders), SUM(revenue_paisa) FROM order_days WHERE day >= "
                    ":a AND day <= :b GROUP BY day ORDER BY day",
       soci::use(first_day), soci::use(last_day));
  for (const auto& r : rows)
    out.push_back({db::row_int(r, 0), db::row_int(r, 1), db::row_int(r, 2)});
  return out;
}

}  // namespace aqua::orders::day_totals
