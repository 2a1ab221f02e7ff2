// The route planner's benchmark (bench/routing.sh; never a timed test):
//   routing_bench --solomon DIR [--seconds 2]   Solomon's 100-customer VRPTW instances C101-C109,
//                                               R101-R112, RC101-RC108 found in DIR (NAME.txt),
//                                               gap to the best-known distances below
//   routing_bench --day [--day-seconds 10]      a synthetic day in Islamabad and Rawalpindi:
//                                               2,500 stops, 20 drivers
// Best-known distances: SINTEF's table of the best known solutions of Solomon's instances
// (see bench/routing/README.md); they minimise vehicles first, then distance, while this
// planner minimises distance with up to the instance's 25 vehicles, so a gap can be below 0.
#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <map>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "routing/gazetteer.hpp"
#include "routing/geo.hpp"
#include "routing/vrptw.hpp"

using namespace aqua::routing;

namespace {

const std::map<std::string, double> kBestKnown{
    {"C101", 828.94},   {"C102", 828.94},   {"C103", 828.06},   {"C104", 824.78},
    {"C105", 828.94},   {"C106", 828.94},   {"C107", 828.94},   {"C108", 828.94},
    {"C109", 828.94},   {"R101", 1650.80},  {"R102", 1486.12},  {"R103", 1292.68},
    {"R104", 1007.31},  {"R105", 1377.11},  {"R106", 1252.03},  {"R107", 1104.66},
    {"R108", 960.88},   {"R109", 1194.73},  {"R110", 1118.84},  {"R111", 1096.72},
    {"R112", 982.14},   {"RC101", 1696.95}, {"RC102", 1554.75}, {"RC103", 1261.67},
    {"RC104", 1135.48}, {"RC105", 1629.44}, {"RC106", 1424.73}, {"RC107", 1230.48},
    {"RC108", 1139.82},
};

double seconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

// Solomon's format (the header lines are optional): "VEHICLE NUMBER CAPACITY" then "25 200",
// then one line per customer: number x y demand ready due service (the depot first).
bool load_solomon(const std::string& path, Problem& p) {
  std::ifstream in(path);
  if (!in) return false;
  std::string line;
  int vehicles = 25;
  int capacity = 0;
  std::vector<std::vector<double>> rows;
  while (std::getline(in, line)) {
    std::istringstream ls(line);
    std::vector<double> nums;
    double x = 0;
    while (ls >> x) nums.push_back(x);
    if (!ls.eof()) continue;  // a line with words
    if (nums.size() == 7) {
      rows.push_back(nums);
    } else if (nums.size() == 2 && rows.empty()) {
      vehicles = static_cast<int>(nums[0]);
      capacity = static_cast<int>(nums[1]);
    } else if (nums.size() == 1 && rows.empty()) {
      capacity = static_cast<int>(nums[0]);
    }
  }
  if (rows.size() < 2 || capacity <= 0) return false;
  const auto n = rows.size();
  p = {};
  p.nodes = static_cast<int>(n);
  p.distance.resize(n * n);
  for (std::size_t i = 0; i < n; ++i) {
    for (std::size_t j = 0; j < n; ++j) {
      p.distance[i * n + j] =
          static_cast<float>(std::hypot(rows[i][1] - rows[j][1], rows[i][2] - rows[j][2]));
    }
  }
  p.time = p.distance;
  for (std::size_t i = 1; i < n; ++i) {
    Stop s;
    s.node = static_cast<int>(i);
    s.deliver = static_cast<int>(rows[i][3]);
    s.open = rows[i][4];
    s.close = rows[i][5];
    s.service = rows[i][6];
    p.stops.push_back(s);
  }
  for (int v = 0; v < vehicles; ++v) {
    Vehicle veh;
    veh.capacity = capacity;
    veh.shift_open = rows[0][4];
    veh.shift_close = rows[0][5];
    p.vehicles.push_back(veh);
  }
  return true;
}

int run_solomon(const std::string& dir, double budget) {
  double gap_sum = 0;
  double worst_time = 0;
  int count = 0;
  std::printf("%-6s %9s %9s %7s %8s %6s %5s\n", "inst", "distance", "best", "gap%", "vehicles",
              "secs", "left");
  for (const auto& [name, best] : kBestKnown) {
    Problem p;
    if (!load_solomon(dir + "/" + name + ".txt", p)) {
      std::printf("%-6s missing (%s/%s.txt)\n", name.c_str(), dir.c_str(), name.c_str());
      continue;
    }
    SolveOptions o;
    o.seed = 1;
    o.time_budget_s = budget;
    const auto t0 = std::chrono::steady_clock::now();
    const Plan plan = solve(p, o);
    const double secs = seconds_since(t0);
    int used = 0;
    for (const auto& r : plan.routes) used += r.stops.empty() ? 0 : 1;
    const double gap = 100 * (plan.distance - best) / best;
    std::printf("%-6s %9.2f %9.2f %7.2f %8d %6.2f %5zu\n", name.c_str(), plan.distance, best, gap,
                used, secs, plan.unassigned.size());
    if (!plan.unassigned.empty())
      std::printf("  (%zu customers unserved)\n", plan.unassigned.size());
    gap_sum += gap;
    worst_time = std::max(worst_time, secs);
    ++count;
  }
  if (count == 0) return 1;
  std::printf(
      "solomon: %d instances, average gap %.2f%% (target <= 3%%), slowest %.2f s "
      "(budget %.1f s)\n",
      count, gap_sum / count, worst_time, budget);
  return 0;
}

// A day of `n` stops: each at a random gazetteer place, scattered within its radius; slots
// 9-12, 12-3, 3-6, 6-9 as windows; 1-3 full bottles out, 0-3 empties back; 20 drivers from
// one depot in I-9 with vans of 300 bottles, each preferring two of the ten zones.
int run_day(int n, int drivers, double budget) {
  std::mt19937_64 g(7);
  auto unit = [&g] { return static_cast<double>(g() >> 11) * 0x1.0p-53; };
  const auto& places = gazetteer();
  const LatLon depot = find_place("I-9/1")->at;
  std::vector<LatLon> points{depot};
  std::vector<int> slots{0};
  Problem skeleton;
  for (int i = 0; i < n; ++i) {
    const auto& pl = places[static_cast<std::size_t>(g() % places.size())];
    const double r = pl.radius_m * std::sqrt(unit());
    const double a = unit() * 2 * 3.141592653589793;
    const LatLon at{pl.at.lat + r * std::sin(a) / 111'200.0,
                    pl.at.lon + r * std::cos(a) / (111'200.0 * std::cos(pl.at.lat * 0.01745))};
    points.push_back(at);
    const int slot = static_cast<int>(g() % 4);
    slots.push_back(slot);
    Stop s;
    s.node = i + 1;
    s.slot = slot;
    s.open = (9 + 3 * slot) * 3600.0;
    s.close = s.open + 3 * 3600.0;
    s.service = 120;
    s.deliver = 1 + static_cast<int>(g() % 3);
    s.collect = static_cast<int>(g() % 4);
    s.zone = static_cast<int>(std::fmod(std::floor((at.lat - 33.45) * 50), 10));
    skeleton.stops.push_back(s);
  }
  const auto t0 = std::chrono::steady_clock::now();
  Problem p = make_problem(points, slots, DetourDistance{});
  const double matrix_secs = seconds_since(t0);
  p.stops = std::move(skeleton.stops);
  for (int v = 0; v < drivers; ++v) {
    Vehicle veh;
    veh.capacity = 300;
    veh.shift_open = 8 * 3600.0;
    veh.shift_close = 22 * 3600.0;
    veh.preferred_zones = {(2 * v) % 10, (2 * v + 1) % 10};
    p.vehicles.push_back(veh);
  }
  SolveOptions o;
  o.seed = 1;
  o.time_budget_s = budget - matrix_secs - 0.5;  // the last local search pass may run over
  const Plan plan = solve(p, o);
  const double secs = seconds_since(t0);
  int used = 0;
  int longest = 0;
  for (const auto& r : plan.routes) {
    used += r.stops.empty() ? 0 : 1;
    longest = std::max(longest, static_cast<int>(r.stops.size()));
  }
  std::printf(
      "day: %d stops, %d drivers: %.1f km, %d drivers used (longest route %d stops), "
      "%zu unassigned, %ld iterations; matrix %.2f s, total %.2f s (target <= 10 s)\n",
      n, drivers, plan.distance / 1000, used, longest, plan.unassigned.size(), plan.iterations,
      matrix_secs, secs);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  std::string solomon;
  bool day = false;
  double seconds = 2;
  double day_seconds = 10;
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "--solomon" && i + 1 < args.size())
      solomon = args[++i];
    else if (args[i] == "--seconds" && i + 1 < args.size())
      seconds = std::stod(args[++i]);
    else if (args[i] == "--day")
      day = true;
    else if (args[i] == "--day-seconds" && i + 1 < args.size())
      day_seconds = std::stod(args[++i]);
  }
  int rc = 0;
  if (!solomon.empty()) rc |= run_solomon(solomon, seconds);
  if (day) rc |= run_day(2500, 20, day_seconds);
  if (solomon.empty() && !day) {
    std::fprintf(stderr,
                 "usage: routing_bench [--solomon DIR [--seconds S]] [--day [--day-seconds S]]\n");
    return 2;
  }
  return rc;
}
