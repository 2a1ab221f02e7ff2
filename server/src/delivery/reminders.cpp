// The stops text messages are about (app/sms_reminders.cpp, app/on_outcome_recorded.cpp).
#include <optional>
#include <utility>

#include "delivery/service.hpp"
#include "delivery/store.hpp"

namespace aqua::delivery {

std::vector<Stop> Service::planned_stops_on(soci::session& s, const std::string& date) {
  return store::find_stops(s, "d.delivery_date = :d AND d.status = 'planned'", {date});
}

std::optional<Stop> Service::next_stop_after(soci::session& s, const Stop& st) {
  if (st.driver_id.empty()) return std::nullopt;
  std::optional<Stop> best;
  for (auto& next : store::open_stops_of(s, st.driver_id, st.date))
    if (next.id != st.id && next.sequence > st.sequence &&
        (!best || next.sequence < best->sequence))
      best = std::move(next);
  return best;
}

}  // namespace aqua::delivery
