#include "reports/dashboard.hpp"

#include <boost/json.hpp>
#include <map>

#include "core/clock.hpp"
#include "db/row.hpp"

namespace aqua::reports {

namespace bj = boost::json;
constexpr long long kDayMs = 86'400'000, kPakistanOffsetMs = 5 * 3'600'000;

long long pakistan_day(long long epoch_ms) {
  return (epoch_ms + kPakistanOffsetMs) / kDayMs;
}

std::string day_to_date(long long day) {
  return clock::pakistan_date(day * kDayMs);
}

std::vector<DayFigures> fill_days(const std::vector<std::pair<long long, DayFigures>>& found,
                                  long long last_day, int days) {
  std::map<long long, DayFigures> by_day(found.begin(), found.end());
  std::vector<DayFigures> out;
  for (long long d = last_day - days + 1; d <= last_day; ++d) {
    DayFigures f = by_day.count(d) ? by_day[d] : DayFigures{};
    f.date = day_to_date(d);
    out.push_back(f);
  }
  return out;
}

namespace {

bj::array orders_per_day(soci::session& s, long long now) {
  long long today = pakistan_day(now), from = (today - 29) * kDayMs - kPakistanOffsetMs;
  std::vector<std::pair<long long, DayFigures>> found;
  soci::rowset<soci::row> rows =
      (s.prepare
           << "SELECT (created_at + 18000000) / 86400000 AS day, COUNT(*), "
              "COALESCE(SUM(CASE WHEN status <> 'cancelled' THEN total_paisa ELSE 0 END), 0) "
              "FROM orders WHERE created_at >= :f GROUP BY (created_at + 18000000) / 86400000",
       soci::use(from));
  for (const auto& r : rows)
    found.push_back({db::row_int(r, 0), {"", db::row_int(r, 1), db::row_int(r, 2)}});
  bj::array out;
  for (const auto& d : fill_days(found, today, 30))
    out.push_back(
        bj::object{{"date", d.date}, {"orders", d.orders}, {"revenuePaisa", d.revenue_paisa}});
  return out;
}

bj::array deliveries_per_slot(soci::session& s, const std::string& from, const std::string& to) {
  bj::array out;
  soci::rowset<soci::row> rows =
      (s.prepare << "SELECT slot, COUNT(*), SUM(CASE WHEN status = 'delivered' THEN 1 ELSE 0 END) "
                    "FROM deliveries WHERE delivery_date >= :a AND delivery_date <= :b AND status "
                    "NOT IN ('cancelled', 'rescheduled') GROUP BY slot ORDER BY slot",
       soci::use(from), soci::use(to));
  for (const auto& r : rows)
    out.push_back(bj::object{{"slot", db::row_text(r, 0)},
                             {"stops", db::row_int(r, 1)},
                             {"delivered", db::row_int(r, 2)}});
  return out;
}

bj::object money_and_bottles(soci::session& s) {
  long long bottles = 0, deposits = 0, due = 0, with_drivers = 0;
  s << "SELECT COALESCE(SUM(bottles), 0), COALESCE(SUM(deposit_paisa), 0) FROM bottle_balances",
      soci::into(bottles), soci::into(deposits);
  s << "SELECT COALESCE(SUM(cash_due_paisa), 0) FROM deliveries WHERE status IN ('planned', "
       "'failed')",
      soci::into(due);
  s << "SELECT COALESCE(SUM(cash_collected_paisa), 0) FROM driver_days WHERE closed = 0",
      soci::into(with_drivers);
  return {{"bottlesOut", bottles},
          {"depositsHeldPaisa", deposits},
          {"cashDueOnOpenStopsPaisa", due},
          {"cashWithDriversPaisa", with_drivers},
          {"cashOutstandingPaisa", due + with_drivers}};
}

}  // namespace

void add_routes(http::Router& router, auth::Auth& auth, db::Database& db) {
  auth::add_admin_route(router, auth, "GET", "/api/admin/reports/dashboard", "read:order", "report",
                        [&db](http::Request&, const auth::Principal&) {
                          long long now = clock::now_ms();
                          std::string from = clock::pakistan_date(now),
                                      to = clock::pakistan_date(now + 6 * kDayMs);
                          auto body = db.read([&](soci::session& s) {
                            auto totals = money_and_bottles(s);
                            totals["ordersPerDay"] = orders_per_day(s, now);
                            totals["deliveriesPerSlot"] = deliveries_per_slot(s, from, to);
                            totals["deliveriesFrom"] = from;
                            totals["deliveriesTo"] = to;
                            return totals;
                          });
                          return http::Response::json(bj::serialize(body));
                        });
}

}  // namespace aqua::reports
