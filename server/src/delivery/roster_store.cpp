// The roster's SQL and the drivers' stop numbers (docs/product.md#planning-the-day). Every function
// runs on the caller's session (and transaction).
#include <algorithm>

#include "db/row.hpp"
#include "delivery/roster.hpp"
#include "delivery/store.hpp"

namespace aqua::delivery::store {

void renumber(soci::session& s, const std::string& driver, const std::string& date,
              const std::vector<long long>& order) {
  if (driver.empty()) return;
  std::vector<std::pair<long long, int>> now;  // id, sequence, in the driver's order
  db::each_row(s,
               "SELECT id, sequence FROM deliveries WHERE driver_id = :dr AND delivery_date = :d "
               "ORDER BY sequence, id",
               {driver, date}, [&](const soci::row& r) {
                 now.emplace_back(db::row_int(r, 0), static_cast<int>(db::row_int(r, 1)));
               });
  std::vector<long long> ids;
  ids.reserve(now.size());
  for (const auto& [id, seq] : now) ids.push_back(id);
  auto want = sequence_order(ids, order);
  for (std::size_t i = 0; i < want.size(); ++i) {
    int seq = static_cast<int>(i + 1);
    auto it =
        std::find_if(now.begin(), now.end(), [&](const auto& p) { return p.first == want[i]; });
    bool named = std::count(order.begin(), order.end(), want[i]) > 0;
    if (it->second == seq && !named) continue;
    // A stop that changed place loses the arrival its last plan gave it.
    s << "UPDATE deliveries SET sequence = :sq, planned_arrival = '' WHERE id = :id",
        soci::use(seq), soci::use(want[i]);
  }
}

std::map<std::string, bool> roster_of(soci::session& s, const std::string& date) {
  std::map<std::string, bool> out;
  db::each_row(s, "SELECT driver_id, on_duty FROM driver_roster WHERE roster_date = :d", {date},
               [&](const soci::row& r) { out[db::row_text(r, 0)] = db::row_int(r, 1) != 0; });
  return out;
}

void set_duty(soci::session& s, const std::string& driver, const std::string& date, bool on_duty,
              const std::string& by, long long now) {
  int duty = on_duty ? 1 : 0;
  s << "INSERT INTO driver_roster (driver_id, roster_date, on_duty, set_by, set_at) VALUES (:dr, "
       ":d, :o, :by, :at) ON CONFLICT (driver_id, roster_date) DO UPDATE SET on_duty = "
       "excluded.on_duty, set_by = excluded.set_by, set_at = excluded.set_at",
      soci::use(driver), soci::use(date), soci::use(duty), soci::use(by), soci::use(now);
}

}  // namespace aqua::delivery::store
