// The day planner: assigns stops to drivers and orders each driver's stops (a vehicle routing
// problem with time windows, pickups of empties and capacity). Pure C++: the caller builds a
// Problem (make_problem turns places and a DistanceSource into one) and reads the Plan.
//
// Method: cheapest insertion in order of closing time builds a first plan; then ruin and
// recreate (remove a few strings of neighbouring stops, insert them back at their cheapest
// places, accept by simulated annealing) until the iteration limit or the time budget; then a
// local search (relocate and Or-opt of 1-3 stops, exchange, 2-opt*) on the best plan.
// The same problem, seed and iteration limit give the same plan; a time budget that cuts in
// first makes the result depend on the machine's speed.
#pragma once
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "routing/geo.hpp"

namespace aqua::routing {

constexpr double kNoLimit = std::numeric_limits<double>::infinity();

struct Stop {
  int node = 0;             // row/column of the travel matrices
  double open = 0;          // service starts no earlier (seconds of the day) ...
  double close = kNoLimit;  // ... and no later (a 9am-12pm slot: 32400 .. 43200)
  double service = 0;       // seconds spent at the stop
  int deliver = 0;          // full bottles left here (loaded at the depot)
  int collect = 0;          // empties taken back
  int zone = -1;            // delivery zone, -1 for none
  int slot = 0;             // the slot the window belongs to (reported back)
  int lock_vehicle = -1;    // a manager's lock to one vehicle, -1 for none
  int lock_position = 0;    // with lock_vehicle: its place in that route (1 = first), 0 none
};

struct Vehicle {
  int start_node = 0;  // the driver's start and end (depots), rows of the matrices
  int end_node = 0;
  double shift_open = 0;
  double shift_close = kNoLimit;
  int capacity = 0;                  // bottles: full out and empties back share it
  std::vector<int> preferred_zones;  // empty: every zone is as good
};

struct Problem {
  std::vector<Stop> stops;
  std::vector<Vehicle> vehicles;
  int nodes = 0;
  std::vector<float> distance;  // nodes x nodes, row-major (metres, or the instance's unit)
  std::vector<float> time;      // nodes x nodes, seconds
  double zone_penalty = 2000;   // added per stop outside its driver's preferred zones
  [[nodiscard]] double dist(int a, int b) const {
    return distance[static_cast<std::size_t>(a) * static_cast<std::size_t>(nodes) +
                    static_cast<std::size_t>(b)];
  }
  [[nodiscard]] double travel(int a, int b) const {
    return time[static_cast<std::size_t>(a) * static_cast<std::size_t>(nodes) +
                static_cast<std::size_t>(b)];
  }
};

// Matrices from places: node i is at points[i]; a trip to node j is driven at the speed of
// slots[j] (the slot of the stop it goes to; the depot's own slot for the way back).
Problem make_problem(const std::vector<LatLon>& points, const std::vector<int>& slots,
                     const DistanceSource& source);

struct SolveOptions {
  std::uint64_t seed = 1;
  long max_iterations = 1'000'000;
  double time_budget_s = 2.0;
};

struct PlannedStop {
  int stop = 0;  // index into Problem::stops
  double arrival = 0;
  double start = 0;  // service start (arrival, or the window's opening after a wait)
  int slot = 0;
  int load_after = 0;  // bottles on the van when leaving
};

struct Route {
  int vehicle = 0;
  std::vector<PlannedStop> stops;
  double distance = 0;
  double duration = 0;  // leaving the depot just in time for the first stop until back
  int load_out = 0;     // full bottles loaded at the depot
  int max_load = 0;
  double back_at = 0;
};

enum class Unassigned {
  LockedDriverMissing,  // locked to a vehicle that is not in the problem
  OverCapacity,         // more bottles than any van it may go in can carry
  WindowUnreachable,    // no van it may go in reaches it in its window and gets back in time
  NoRoom,               // it fits alone, but the vans' load and time are taken by other stops
};
const char* to_string(Unassigned reason);

struct Plan {
  std::vector<Route> routes;  // one per vehicle, in vehicle order (empty routes included)
  std::vector<std::pair<int, Unassigned>> unassigned;
  double distance = 0;
  double cost = 0;  // distance + zone penalties + unmet position locks
  long iterations = 0;
};

Plan solve(const Problem& problem, const SolveOptions& options = {});

// The cost of vehicle v serving `stops` in this order, or nullopt when a window, the load, a
// lock or the shift end is broken. The solver's own check, public for tests and callers.
std::optional<double> route_cost(const Problem& problem, int v, const std::vector<int>& stops);

}  // namespace aqua::routing
