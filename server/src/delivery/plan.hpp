// Planning the delivery day (docs/product.md#planning-the-day): where each stop is, the
// planner's settings, and the plan it explains. plan.cpp builds the routing problem from a
// day's stops and reads the plan back; plan_store.cpp keeps pins, positions, locks, planned
// arrivals and the settings.
#pragma once
#include <soci/soci.h>

#include <array>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "delivery/model.hpp"

namespace aqua::delivery {

struct PlanningSettings {
  double depot_lat = 33.66, depot_lng = 73.055;
  double detour_factor = 1.3;
  std::array<double, 4> speed_kmh{25, 25, 22, 20};  // per delivery slot, in the shop's order
  int service_minutes = 5;
  int van_capacity = 60;                       // bottles, every van but those below
  std::map<std::string, int> driver_capacity;  // a driver's own van (driver id -> bottles)
  int capacity_of(const std::string& driver) const {
    auto it = driver_capacity.find(driver);
    return it == driver_capacity.end() ? van_capacity : it->second;
  }
};

struct PlannedVisit {
  long long stop = 0;
  std::string slot, arrival;  // arrival: "HH:MM" (service starts)
  int load_after = 0;
  std::string name, address;
};

struct DriverPlan {
  std::string driver_id, name;
  double distance_km = 0, duration_min = 0;
  int load_out = 0, max_load = 0;
  std::vector<PlannedVisit> stops;
};

// A stop the plan leaves out: reason unplaced, no_capacity, window_impossible, no_room or
// locked_driver_off, and what it means.
struct Unplanned {
  long long stop = 0;
  std::string reason, message;
  std::string name, address, slot;
};

struct DayPlan {
  std::string date;
  bool applied = false;
  PlanningSettings settings;
  std::vector<DriverPlan> drivers;
  std::vector<Unplanned> unassigned;
  std::map<long long, Location> locations;  // the placed stops
};

// What the planner is given: the day's open stops, their locations, the drivers on duty and
// their preferred zones. `earliest` (seconds of the day) is when vans may leave (now, today).
struct PlanInput {
  std::vector<Stop> stops;
  std::map<long long, Location> locations;
  std::vector<std::pair<std::string, std::string>> drivers;  // id, name
  std::map<std::string, std::vector<long long>> zones_of;
  std::vector<std::string> slots;
  PlanningSettings settings;
  double earliest = 0;
  std::uint64_t seed = 1;
};

// The slot's window in seconds of the day ("9am-12pm": 32400, 43200); nullopt when the text
// is no such slot. Pure.
std::optional<std::pair<int, int>> slot_window(const std::string& slot);
// "HH:MM" for seconds of the day. Pure.
std::string clock_text(double seconds);
// The key a pin is kept under: the address trimmed, spaces folded, lower case. Pure.
std::string address_key(const std::string& address);
// A position in or near Islamabad and Rawalpindi (anything else is a mistake). Pure.
bool in_service_area(double lat, double lng);
// The sector or area centre the address names, as a location (source "area"). Pure.
std::optional<Location> area_location(const std::string& address);
// Solves the day (routing/vrptw.hpp) and explains it. Pure.
DayPlan plan_day(const PlanInput& in);

namespace store {

// The best known location of each of these stops (pin, else phone, else area): the stops
// without one are left out.
std::map<long long, Location> locations_of(soci::session& s, const std::vector<Stop>& stops);
void set_pin(soci::session& s, const Stop& st, double lat, double lng, const std::string& by,
             long long now);
void set_position(soci::session& s, long long stop, const Position& p);
// False when the stop is not planned.
bool set_lock(soci::session& s, long long stop, const std::string& driver, int position);
void set_planned_arrival(soci::session& s, long long stop, const std::string& arrival);
PlanningSettings planning_settings(soci::session& s);
void save_planning_settings(soci::session& s, const PlanningSettings& p);

}  // namespace store

}  // namespace aqua::delivery
