#include "routing/vrptw.hpp"

#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <functional>
#include <map>
#include <random>
#include <set>

namespace aqua::routing {
namespace {

// A random instance on a 100 x 100 plane (travel time = distance): node 0 the depot, stops
// 1..n with windows, bottles out and empties back.
Problem random_problem(std::uint64_t seed, int n, int vehicles, int capacity, bool zones) {
  std::mt19937_64 g(seed);
  auto uni = [&g](int lo, int hi) { return lo + static_cast<int>(g() % (hi - lo + 1)); };
  std::vector<std::pair<double, double>> xy{{50, 50}};
  for (int i = 0; i < n; ++i) xy.emplace_back(uni(0, 100), uni(0, 100));
  Problem p;
  p.nodes = n + 1;
  const auto size = static_cast<std::size_t>(p.nodes);
  p.distance.resize(size * size);
  for (int i = 0; i < p.nodes; ++i) {
    for (int j = 0; j < p.nodes; ++j) {
      const auto& a = xy[static_cast<std::size_t>(i)];
      const auto& b = xy[static_cast<std::size_t>(j)];
      p.distance[static_cast<std::size_t>(i) * size + static_cast<std::size_t>(j)] =
          static_cast<float>(std::hypot(a.first - b.first, a.second - b.second));
    }
  }
  p.time = p.distance;
  p.zone_penalty = 15;
  for (int i = 1; i <= n; ++i) {
    Stop s;
    s.node = i;
    s.open = uni(0, 200);
    s.close = s.open + uni(40, 200);
    s.service = 10;
    s.deliver = uni(0, 4);
    s.collect = uni(0, 4);
    s.zone = zones ? uni(0, 1) : -1;
    p.stops.push_back(s);
  }
  for (int v = 0; v < vehicles; ++v) {
    Vehicle veh;
    veh.capacity = capacity;
    veh.shift_close = 500;
    if (zones) veh.preferred_zones = {v % 2};
    p.vehicles.push_back(veh);
  }
  return p;
}

// Every constraint checked again from the plan alone.
void expect_feasible(const Problem& p, const Plan& plan) {
  std::set<int> seen;
  double total = 0;
  for (const auto& r : plan.routes) {
    const auto& veh = p.vehicles[static_cast<std::size_t>(r.vehicle)];
    int load = 0;
    for (const auto& s : r.stops) load += p.stops[static_cast<std::size_t>(s.stop)].deliver;
    EXPECT_LE(load, veh.capacity);
    EXPECT_EQ(load, r.load_out);
    int at = veh.start_node;
    double t = veh.shift_open;
    std::vector<int> order;
    for (const auto& s : r.stops) {
      const auto& st = p.stops[static_cast<std::size_t>(s.stop)];
      EXPECT_TRUE(seen.insert(s.stop).second);
      order.push_back(s.stop);
      const double arrival = t + p.travel(at, st.node);
      EXPECT_NEAR(s.arrival, arrival, 1e-3);
      EXPECT_GE(s.start, st.open - 1e-6);
      EXPECT_LE(s.start, st.close + 1e-3);
      load += st.collect - st.deliver;
      EXPECT_LE(load, veh.capacity);
      EXPECT_EQ(load, s.load_after);
      if (st.lock_vehicle >= 0) {
        EXPECT_EQ(st.lock_vehicle, r.vehicle);
      }
      if (st.lock_position > 0) {
        EXPECT_LE(static_cast<int>(order.size()), st.lock_position);
      }
      t = s.start + st.service;
      at = st.node;
    }
    EXPECT_LE(t + p.travel(at, veh.end_node), veh.shift_close + 1e-3);
    EXPECT_TRUE(route_cost(p, r.vehicle, order).has_value());
    total += r.distance;
  }
  for (const auto& [s, why] : plan.unassigned) EXPECT_TRUE(seen.insert(s).second);
  EXPECT_EQ(seen.size(), p.stops.size());
  EXPECT_NEAR(total, plan.distance, 1e-3);
}

// The optimum by enumeration: for each vehicle, every route it can drive (sequences cut as
// soon as a window or the load breaks: times obey the triangle inequality and these instances
// have no position locks, so no extension repairs them), the cheapest for each set of stops;
// then the best split of the stops between the vehicles, stops left over unassigned at the
// planner's penalty.
double brute_force(const Problem& p) {
  const int n = static_cast<int>(p.stops.size());
  const auto full = std::size_t{1} << static_cast<unsigned>(n);
  const double inf = std::numeric_limits<double>::infinity();
  std::vector<double> acc(full, inf);
  acc[0] = 0;
  for (int v = 0; v < static_cast<int>(p.vehicles.size()); ++v) {
    std::vector<double> route(full, inf);
    std::vector<int> seq;
    std::function<void(std::size_t)> go = [&](std::size_t mask) {
      const auto c = route_cost(p, v, seq);
      if (!c) return;
      route[mask] = std::min(route[mask], *c);
      for (int s = 0; s < n; ++s) {
        const auto bit = std::size_t{1} << static_cast<unsigned>(s);
        if ((mask & bit) != 0) continue;
        seq.push_back(s);
        go(mask | bit);
        seq.pop_back();
      }
    };
    go(0);
    std::vector<double> next(full, inf);
    for (std::size_t mask = 0; mask < full; ++mask) {
      for (std::size_t sub = mask;; sub = (sub - 1) & mask) {
        next[mask] = std::min(next[mask], acc[mask ^ sub] + route[sub]);
        if (sub == 0) break;
      }
    }
    acc = std::move(next);
  }
  double best = inf;
  for (std::size_t mask = 0; mask < full; ++mask) {
    const int left = n - std::popcount(mask);
    best = std::min(best, acc[mask] + 1e9 * left);
  }
  return best;
}

double plan_objective(const Plan& plan) {
  return plan.cost + 1e9 * static_cast<double>(plan.unassigned.size());
}

void expect_optimum(std::uint64_t first_seed, std::uint64_t last_seed, int min_stops) {
  SolveOptions o;
  o.max_iterations = 400;
  o.time_budget_s = 60;
  for (std::uint64_t seed = first_seed; seed <= last_seed; ++seed) {
    const int n = min_stops == 9 ? 9 : min_stops + static_cast<int>(seed % 3);
    const Problem p = random_problem(seed, n, seed % 3 == 0 ? 3 : 2, 10, seed % 2 == 0);
    o.seed = seed;
    const Plan plan = solve(p, o);
    expect_feasible(p, plan);
    EXPECT_NEAR(plan_objective(plan), brute_force(p), 1e-3) << "seed " << seed << " n " << n;
  }
}

TEST(RoutingSolver, FindsTheOptimumOf3To5Stops) {
  expect_optimum(1, 6, 3);
}
TEST(RoutingSolver, FindsTheOptimumOf3To5StopsAgain) {
  expect_optimum(7, 12, 3);
}
TEST(RoutingSolver, FindsTheOptimumOf6To8Stops) {
  expect_optimum(13, 18, 6);
}
TEST(RoutingSolver, FindsTheOptimumOf6To8StopsAgain) {
  expect_optimum(19, 24, 6);
}
TEST(RoutingSolver, FindsTheOptimumOf9Stops) {
  expect_optimum(25, 27, 9);
}
TEST(RoutingSolver, FindsTheOptimumOf9StopsAgain) {
  expect_optimum(28, 30, 9);
}

TEST(RoutingSolver, RoutesAreFeasibleOnLargerInstances) {
  SolveOptions o;
  o.max_iterations = 100;
  for (std::uint64_t seed = 1; seed <= 2; ++seed) {
    const Problem p = random_problem(seed, 40, 5, 25, seed % 2 == 0);
    o.seed = seed;
    const Plan plan = solve(p, o);
    expect_feasible(p, plan);
  }
}

TEST(RoutingSolver, IsDeterministicForASeed) {
  const Problem p = random_problem(7, 30, 4, 20, true);
  SolveOptions o;
  o.max_iterations = 150;
  o.seed = 42;
  const Plan a = solve(p, o);
  const Plan b = solve(p, o);
  ASSERT_EQ(a.routes.size(), b.routes.size());
  for (std::size_t r = 0; r < a.routes.size(); ++r) {
    ASSERT_EQ(a.routes[r].stops.size(), b.routes[r].stops.size());
    for (std::size_t k = 0; k < a.routes[r].stops.size(); ++k) {
      EXPECT_EQ(a.routes[r].stops[k].stop, b.routes[r].stops[k].stop);
    }
  }
  EXPECT_EQ(a.cost, b.cost);
}

TEST(RoutingSolver, KeepsLocksAndExplainsUnassignedStops) {
  Problem p = random_problem(3, 12, 3, 12, false);
  p.stops[0].lock_vehicle = 2;
  p.stops[0].lock_position = 1;
  p.stops[1].lock_vehicle = 1;
  p.stops[2].deliver = 13;  // more than any van
  p.stops[3].open = 600;    // after every shift ends
  p.stops[3].close = 700;
  p.stops[4].lock_vehicle = 9;  // a driver not on duty
  SolveOptions o;
  o.max_iterations = 300;
  const Plan plan = solve(p, o);
  expect_feasible(p, plan);
  ASSERT_FALSE(plan.routes[2].stops.empty());
  EXPECT_EQ(plan.routes[2].stops[0].stop, 0);
  bool one_on_1 = false;
  for (const auto& s : plan.routes[1].stops) one_on_1 = one_on_1 || s.stop == 1;
  EXPECT_TRUE(one_on_1);
  std::map<int, Unassigned> why(plan.unassigned.begin(), plan.unassigned.end());
  EXPECT_EQ(why.at(2), Unassigned::OverCapacity);
  EXPECT_EQ(why.at(3), Unassigned::WindowUnreachable);
  EXPECT_EQ(why.at(4), Unassigned::LockedDriverMissing);
  EXPECT_STREQ(to_string(Unassigned::NoRoom), "no_room");
}

TEST(RoutingSolver, SaysNoRoomWhenTheVansAreFull) {
  Problem p = random_problem(5, 6, 1, 4, false);
  for (auto& s : p.stops) {
    s.deliver = 3;
    s.collect = 0;
    s.open = 0;
    s.close = 1000;
  }
  SolveOptions o;
  o.max_iterations = 100;
  const Plan plan = solve(p, o);
  expect_feasible(p, plan);
  EXPECT_EQ(plan.unassigned.size(), 5U);
  for (const auto& [s, why] : plan.unassigned) EXPECT_EQ(why, Unassigned::NoRoom);
}

TEST(RoutingSolver, CountsEmptiesComingBackAgainstTheVan) {
  // Two stops, a van of 5: 4 full out to A, 5 empties back from B. Visiting B first would carry
  // 4 full + 5 empties; A first keeps the van within 5.
  Problem p = random_problem(9, 2, 1, 5, false);
  p.stops[0] = {.node = 1, .open = 0, .close = 1000, .service = 0, .deliver = 4, .collect = 0};
  p.stops[1] = {.node = 2, .open = 0, .close = 1000, .service = 0, .deliver = 0, .collect = 5};
  EXPECT_FALSE(route_cost(p, 0, {1, 0}).has_value());
  ASSERT_TRUE(route_cost(p, 0, {0, 1}).has_value());
  SolveOptions o;
  o.max_iterations = 100;
  const Plan plan = solve(p, o);
  ASSERT_EQ(plan.routes[0].stops.size(), 2U);
  EXPECT_EQ(plan.routes[0].stops[0].stop, 0);
  EXPECT_EQ(plan.routes[0].max_load, 5);
}

TEST(RoutingTravel, DetourAndSlotSpeeds) {
  const LatLon f6{33.7290, 73.0776};
  const LatLon saddar{33.5973, 73.0479};
  const double crow = haversine_m(f6, saddar);
  EXPECT_NEAR(crow, 14'900, 400);
  TravelSettings ts;
  ts.detour_factor = 1.3;
  ts.speed_kmh = {30, 30, 20, 20};
  const DetourDistance d(ts);
  EXPECT_NEAR(d.metres(f6, saddar), crow * 1.3, 1e-6);
  EXPECT_NEAR(d.seconds(f6, saddar, 0), crow * 1.3 / (30 / 3.6), 1e-6);
  EXPECT_NEAR(d.seconds(f6, saddar, 2), crow * 1.3 / (20 / 3.6), 1e-6);
  const Problem p = make_problem({f6, saddar}, {0, 3}, d);
  EXPECT_NEAR(p.dist(0, 1), crow * 1.3, 1);
  EXPECT_NEAR(p.travel(0, 1), crow * 1.3 / (20 / 3.6), 1);
  EXPECT_NEAR(p.travel(1, 0), crow * 1.3 / (30 / 3.6), 1);
}

}  // namespace
}  // namespace aqua::routing
