// The day's plan (delivery/plan.hpp): the open stops with a location become the routing
// problem (slots as time windows, the van's bottles out and empties back, the depot, service
// time, drivers' zones as a preference, managers' locks); the solver's plan comes back as
// each driver's route and the stops left out with their reason.
#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>

#include "core/text.hpp"
#include "delivery/plan.hpp"
#include "routing/address.hpp"
#include "routing/vrptw.hpp"

namespace aqua::delivery {

namespace {

// "9am" / "12pm": the hour of the day; -1 when not such a time.
int hour_of(const std::string& t) {
  if (t.size() < 3) return -1;
  auto suffix = t.substr(t.size() - 2);
  auto digits = t.substr(0, t.size() - 2);
  if (digits.empty() || digits.size() > 2 ||
      !std::all_of(digits.begin(), digits.end(), [](char c) { return std::isdigit(c) != 0; }))
    return -1;
  int h = std::stoi(digits);
  if (h < 1 || h > 12 || (suffix != "am" && suffix != "pm")) return -1;
  if (h == 12) h = 0;
  return suffix == "pm" ? h + 12 : h;
}

constexpr double kDayStart = 9 * 3600.0;
constexpr double kDayEnd = 21 * 3600.0;

int slot_index(const std::vector<std::string>& slots, const std::string& slot) {
  auto it = std::find(slots.begin(), slots.end(), slot);
  auto i = it == slots.end() ? 0 : static_cast<int>(it - slots.begin());
  return std::min(i, 3);
}

int bottles_of(const Stop& st) {
  int n = 0;
  for (const auto& l : st.lines) n += l.quantity;
  return std::max(n, st.bottles_due);
}

Unplanned unplanned(long long id, const char* reason, const char* message) {
  Unplanned u;
  u.stop = id;
  u.reason = reason;
  u.message = message;
  return u;
}

Unplanned left_out(long long id, routing::Unassigned why) {
  switch (why) {
    case routing::Unassigned::LockedDriverMissing:
      return unplanned(id, "locked_driver_off", "Locked to a driver who is not on duty that day");
    case routing::Unassigned::OverCapacity:
      return unplanned(id, "no_capacity", "More bottles than a van carries");
    case routing::Unassigned::WindowUnreachable:
      return unplanned(id, "window_impossible",
                       "No van can reach it within its slot and be back in time");
    case routing::Unassigned::NoRoom:
      break;
  }
  return unplanned(id, "no_room", "The vans are full or out of time in its slot");
}

struct Built {
  routing::Problem problem;
  std::vector<long long> ids;  // problem stop index -> stop id
};

routing::Stop problem_stop(const PlanInput& in, const Stop& st, int node) {
  routing::Stop ps;
  ps.node = node;
  auto w = slot_window(st.slot);
  ps.open = w ? w->first : kDayStart;
  ps.close = w ? w->second : kDayEnd;
  ps.service = in.settings.service_minutes * 60.0;
  ps.deliver = bottles_of(st);
  ps.collect = st.empties_due;
  ps.zone = st.zone_id ? static_cast<int>(st.zone_id) : -1;
  ps.slot = slot_index(in.slots, st.slot);
  if (!st.lock_driver.empty()) {
    auto it = std::find_if(in.drivers.begin(), in.drivers.end(),
                           [&](const auto& d) { return d.first == st.lock_driver; });
    ps.lock_vehicle = static_cast<int>(it - in.drivers.begin());
    ps.lock_position = st.lock_position;
  }
  return ps;
}

Built build(const PlanInput& in, std::vector<Unplanned>& unplaced) {
  Built b;
  std::vector<routing::LatLon> points{{in.settings.depot_lat, in.settings.depot_lng}};
  std::vector<int> slots{0};
  for (const auto& st : in.stops) {
    auto loc = in.locations.find(st.id);
    if (loc == in.locations.end()) {
      unplaced.push_back(
          unplanned(st.id, "unplaced", "No location: pin it on the map or fix the address"));
      continue;
    }
    points.push_back({loc->second.lat, loc->second.lng});
    slots.push_back(slot_index(in.slots, st.slot));
    b.problem.stops.push_back(problem_stop(in, st, static_cast<int>(points.size()) - 1));
    b.ids.push_back(st.id);
  }
  routing::TravelSettings travel;
  travel.detour_factor = in.settings.detour_factor;
  travel.speed_kmh = in.settings.speed_kmh;
  auto matrices = routing::make_problem(points, slots, routing::DetourDistance(travel));
  b.problem.nodes = matrices.nodes;
  b.problem.distance = std::move(matrices.distance);
  b.problem.time = std::move(matrices.time);
  for (const auto& [id, name] : in.drivers) {
    routing::Vehicle v;
    v.shift_open = std::max(kDayStart, in.earliest);
    v.shift_close = kDayEnd;
    v.capacity = in.settings.capacity_of(id);
    if (auto z = in.zones_of.find(id); z != in.zones_of.end())
      for (auto zone : z->second) v.preferred_zones.push_back(static_cast<int>(zone));
    b.problem.vehicles.push_back(v);
  }
  return b;
}

}  // namespace

std::optional<std::pair<int, int>> slot_window(const std::string& slot) {
  auto dash = slot.find('-');
  if (dash == std::string::npos) return std::nullopt;
  int from = hour_of(slot.substr(0, dash));
  int to = hour_of(slot.substr(dash + 1));
  if (from < 0 || to <= from) return std::nullopt;
  return std::make_pair(from * 3600, to * 3600);
}

std::string clock_text(double seconds) {
  auto minutes = static_cast<long>(std::lround(seconds / 60.0));
  char buf[8];
  std::snprintf(buf, sizeof buf, "%02ld:%02ld", (minutes / 60) % 24, minutes % 60);
  return buf;
}

std::string address_key(const std::string& address) {
  std::string out;
  for (char c : text::to_lower_ascii(text::trim(address))) {
    bool space = std::isspace(static_cast<unsigned char>(c)) != 0;
    if (space && (out.empty() || out.back() == ' ')) continue;
    out.push_back(space ? ' ' : c);
  }
  return out;
}

bool in_service_area(double lat, double lng) {
  return std::isfinite(lat) && std::isfinite(lng) && lat >= 33.2 && lat <= 34.1 && lng >= 72.6 &&
         lng <= 73.6;
}

std::optional<Location> area_location(const std::string& address) {
  auto place = routing::locate_address(address);
  if (!place) return std::nullopt;
  Location l;
  l.lat = place->at.lat;
  l.lng = place->at.lon;
  l.source = "area";
  l.area = place->name;
  l.accuracy_m = place->radius_m;
  return l;
}

DayPlan plan_day(const PlanInput& in) {
  DayPlan out;
  out.settings = in.settings;
  out.locations = in.locations;
  auto b = build(in, out.unassigned);
  routing::SolveOptions opt;
  opt.seed = in.seed;
  opt.max_iterations = 4000;
  opt.time_budget_s = 2.0;
  auto plan = b.problem.stops.empty() ? routing::Plan{} : routing::solve(b.problem, opt);
  for (std::size_t v = 0; v < in.drivers.size(); ++v) {
    DriverPlan d;
    d.driver_id = in.drivers[v].first;
    d.name = in.drivers[v].second;
    if (v < plan.routes.size()) {
      const auto& r = plan.routes[v];
      d.distance_km = std::round(r.distance / 100.0) / 10.0;
      d.duration_min = std::round(r.duration / 60.0);
      d.load_out = r.load_out;
      d.max_load = r.max_load;
      for (const auto& ps : r.stops) {
        auto id = b.ids[static_cast<std::size_t>(ps.stop)];
        const auto& st = *std::find_if(in.stops.begin(), in.stops.end(),
                                       [id](const Stop& x) { return x.id == id; });
        d.stops.push_back({id, st.slot, clock_text(ps.start), ps.load_after, st.name, st.address});
      }
    }
    out.drivers.push_back(std::move(d));
  }
  for (const auto& [s, why] : plan.unassigned)
    out.unassigned.push_back(left_out(b.ids[static_cast<std::size_t>(s)], why));
  for (auto& u : out.unassigned)
    for (const auto& st : in.stops)
      if (st.id == u.stop) {
        u.name = st.name;
        u.address = st.address;
        u.slot = st.slot;
      }
  return out;
}

}  // namespace aqua::delivery
