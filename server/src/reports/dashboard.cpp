#include "reports/dashboard.hpp"

#include <boost/json.hpp>
#include <map>

#include "core/clock.hpp"

namespace aqua::reports {

namespace bj = boost::json;
constexpr long long kDayMs = 86'400'000, kPakistanOffsetMs = 5LL * 3'600'000;

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

bj::object dashboard(soci::session& s, const Sources& src, long long now) {
  long long today = pakistan_day(now);
  std::string from = clock::pakistan_date(now), to = clock::pakistan_date(now + 6 * kDayMs);
  auto open = src.open(s);
  bj::object out{
      {"bottlesOut", open.bottles_out},
      {"depositsHeldPaisa", open.deposits_held_paisa},
      {"cashDueOnOpenStopsPaisa", open.cash_due_on_open_stops_paisa},
      {"cashWithDriversPaisa", open.cash_with_drivers_paisa},
      {"cashDueTodayPaisa", open.cash_due_today_paisa},
      {"cashDueLaterPaisa", open.cash_due_later_paisa},
      {"cashDueOnStuckStopsPaisa", open.cash_due_stuck_paisa},
      {"stuckStops", open.stuck_stops},
      {"cashOutstandingPaisa", open.cash_due_on_open_stops_paisa + open.cash_with_drivers_paisa}};
  bj::array days;
  for (const auto& d : fill_days(src.orders_per_day(s, today - 29, today), today, 30))
    days.push_back(
        bj::object{{"date", d.date}, {"orders", d.orders}, {"revenuePaisa", d.revenue_paisa}});
  out["ordersPerDay"] = std::move(days);
  bj::array slots;
  for (const auto& x : src.deliveries_per_slot(s, from, to))
    slots.push_back(bj::object{{"slot", x.slot}, {"stops", x.stops}, {"delivered", x.delivered}});
  out["deliveriesPerSlot"] = std::move(slots);
  out["deliveriesFrom"] = from;
  out["deliveriesTo"] = to;
  auto subs = src.subscriptions(s, from);
  out["activeSubscriptions"] = subs.active;
  out["mrrPaisa"] = subs.mrr_paisa;
  return out;
}

void add_routes(http::Router& router, auth::Auth& auth, db::Database& db, Sources sources) {
  auth::add_admin_route(router, auth, "GET", "/api/admin/reports/dashboard", "read:order", "report",
                        [&db, src = std::move(sources)](http::Request&, const auth::Principal&) {
                          long long now = clock::now_ms();
                          auto body =
                              db.read([&](soci::session& s) { return dashboard(s, src, now); });
                          return http::Response::json(bj::serialize(body));
                        });
}

}  // namespace aqua::reports
