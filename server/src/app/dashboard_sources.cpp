#include "app/dashboard_sources.hpp"

#include "core/clock.hpp"
#include "delivery/figures.hpp"
#include "orders/day_totals.hpp"
#include "subscriptions/service.hpp"

namespace aqua::app {

reports::Sources dashboard_sources() {
  reports::Sources src;
  src.orders_per_day = [](soci::session& s, long long first, long long last) {
    std::vector<std::pair<long long, reports::DayFigures>> out;
    for (const auto& d : orders::day_totals::between(s, first, last))
      out.push_back({d.day, {"", d.orders, d.revenue_paisa}});
    return out;
  };
  src.deliveries_per_slot = [](soci::session& s, const std::string& from, const std::string& to) {
    std::vector<reports::SlotFigures> out;
    for (const auto& x : delivery::figures::stops_per_slot(s, from, to))
      out.push_back({x.slot, x.stops, x.delivered});
    return out;
  };
  src.open = [](soci::session& s) {
    auto o = delivery::figures::open_figures(s, clock::pakistan_date(clock::now_ms()));
    return reports::OpenFigures{o.bottles_out,
                                o.deposits_held_paisa,
                                o.cash_due_on_open_stops_paisa,
                                o.cash_with_drivers_paisa,
                                o.cash_due_today_paisa,
                                o.cash_due_later_paisa,
                                o.cash_due_stuck_paisa,
                                o.stuck_stops};
  };
  src.subscriptions = [](soci::session& s, const std::string& today) {
    auto a = subscriptions::Service::active_summary(s, today);
    return reports::SubscriptionFigures{a.active, a.mrr_paisa};
  };
  return src;
}

}  // namespace aqua::app
