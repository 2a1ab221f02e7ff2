#include "delivery/figures.hpp"

#include "db/prepared.hpp"
#include "db/row.hpp"

namespace aqua::delivery::figures {

namespace {
constexpr unsigned kShards = 8;  // concurrent outcomes of different customers: different rows
}

std::vector<SlotCount> stops_per_slot(soci::session& s, const std::string& from,
                                      const std::string& to) {
  std::vector<SlotCount> out;
  soci::rowset<soci::row> rows =
      (s.prepare << "SELECT slot, COUNT(*), SUM(CASE WHEN status = 'delivered' THEN 1 ELSE 0 END) "
                    "FROM deliveries WHERE delivery_date >= :a AND delivery_date <= :b AND status "
                    "NOT IN ('cancelled', 'rescheduled') GROUP BY slot ORDER BY slot",
       soci::use(from), soci::use(to));
  for (const auto& r : rows)
    out.push_back({db::row_text(r, 0), db::row_int(r, 1), db::row_int(r, 2)});
  return out;
}

Open open_figures(soci::session& s, const std::string& today) {
  Open o;
  long long bottles = 0, deposits = 0, due = 0, with_drivers = 0;
  s << "SELECT COALESCE(SUM(bottles), 0), COALESCE(SUM(deposit_paisa), 0) FROM bottle_totals",
      soci::into(bottles), soci::into(deposits);
  s << "SELECT COALESCE(SUM(cash_due_paisa), 0) FROM deliveries WHERE status IN ('planned', "
       "'failed')",
      soci::into(due);
  s << "SELECT COALESCE(SUM(cash_collected_paisa), 0) FROM driver_days WHERE closed = 0",
      soci::into(with_drivers);
  o.bottles_out = bottles;
  o.deposits_held_paisa = deposits;
  o.cash_due_on_open_stops_paisa = due;
  o.cash_with_drivers_paisa = with_drivers;
  // Only the open stops (the partial index deliveries_open): few, whatever the history.
  long long due_today = 0, due_later = 0, due_stuck = 0, stuck = 0;
  s << "SELECT COALESCE(SUM(CASE WHEN status = 'planned' AND delivery_date = :t THEN "
       "cash_due_paisa ELSE 0 END), 0), COALESCE(SUM(CASE WHEN status = 'planned' AND "
       "delivery_date > :t2 THEN cash_due_paisa ELSE 0 END), 0), COALESCE(SUM(CASE WHEN status "
       "= 'failed' OR delivery_date < :t3 THEN cash_due_paisa ELSE 0 END), 0), "
       "COALESCE(SUM(CASE WHEN status = 'failed' OR delivery_date < :t4 THEN 1 ELSE 0 END), 0) "
       "FROM deliveries WHERE status IN ('planned', 'failed')",
      soci::use(today), soci::use(today), soci::use(today), soci::use(today), soci::into(due_today),
      soci::into(due_later), soci::into(due_stuck), soci::into(stuck);
  o.cash_due_today_paisa = due_today;
  o.cash_due_later_paisa = due_later;
  o.cash_due_stuck_paisa = due_stuck;
  o.stuck_stops = stuck;
  return o;
}

int bottle_shard(const std::string& customer_key) {
  unsigned h = 2166136261u;  // FNV-1a of the customer key
  for (unsigned char c : customer_key) h = (h ^ c) * 16777619u;
  return static_cast<int>(h % kShards);
}

void add_bottles(soci::session& s, const std::string& customer_key, long long bottles,
                 std::int64_t deposit_paisa) {
  int shard = bottle_shard(customer_key);
  // A kept statement: every order's stops come here.
  db::exec_deferred(
      s,
      "INSERT INTO bottle_totals (shard, bottles, deposit_paisa) VALUES (:s, :b, :d) ON "
      "CONFLICT (shard) DO UPDATE SET bottles = bottle_totals.bottles + excluded.bottles, "
      "deposit_paisa = bottle_totals.deposit_paisa + excluded.deposit_paisa",
      {shard, bottles, static_cast<long long>(deposit_paisa)});
}

}  // namespace aqua::delivery::figures
