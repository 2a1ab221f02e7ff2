// The VRPTW solver's inside, shared by its files (not part of the routing room's interface,
// which is vrptw.hpp): the route state kept for O(1) insertion checks and the Solver class.
// solver_build.cpp: neighbours, route evaluation, insertion, ruin and recreate;
// solver_moves.cpp: the local search moves; vrptw.cpp: the run, its explanation and the
// public functions.
#pragma once
#include <algorithm>
#include <chrono>
#include <cmath>
#include <functional>
#include <numeric>
#include <random>
#include <span>

#include "routing/vrptw.hpp"

namespace aqua::routing::detail {

inline constexpr double kEps = 1e-4;
inline constexpr double kUnassignedPenalty = 1e9;
inline constexpr double kLockPenalty = 1e7;  // per place a position lock is short of
inline constexpr int kBig = std::numeric_limits<int>::max() / 4;

class Rng {
 public:
  explicit Rng(std::uint64_t seed) : g_(seed) {}
  std::size_t below(std::size_t n) { return n == 0 ? 0 : static_cast<std::size_t>(g_() % n); }
  double unit() { return static_cast<double>(g_() >> 11) * 0x1.0p-53; }

 private:
  std::mt19937_64 g_;
};

// One vehicle's stops with what O(1) insertion checks need, position k = 0 the start depot,
// 1..m the stops, m + 1 the end depot.
struct RouteState {
  std::vector<int> seq;
  std::vector<int> node;
  std::vector<double> dep;       // leaving position k (service done)
  std::vector<double> latest;    // latest service start at k that keeps the rest feasible
  std::vector<int> load;         // on board after k
  std::vector<int> pre_max;      // max load over 0..k
  std::vector<int> suf_max;      // max load over k..m
  std::vector<int> pos_slack;    // min over locked stops at >= k of (lock - k), kBig if none
  std::vector<int> locked_from;  // number of position-locked stops at >= k
  double cost = 0;
};

class Solver {
 public:
  Solver(const Problem& p, const SolveOptions& o)
      : p_(p),
        opt_(o),
        rng_(o.seed),
        n_(static_cast<int>(p.stops.size())),
        nv_(static_cast<int>(p.vehicles.size())) {
    zone_cost_.assign(static_cast<std::size_t>(n_) * static_cast<std::size_t>(nv_), 0.0);
    for (int s = 0; s < n_; ++s) {
      for (int v = 0; v < nv_; ++v) zone_cost_[idx(s, v)] = zone_cost(s, v);
    }
    build_neighbours();
  }

  Plan run();

 private:
  [[nodiscard]] std::size_t idx(int s, int v) const {
    return static_cast<std::size_t>(s) * static_cast<std::size_t>(nv_) +
           static_cast<std::size_t>(v);
  }
  [[nodiscard]] double zone_cost(int s, int v) const {
    const auto& st = p_.stops[static_cast<std::size_t>(s)];
    const auto& pz = p_.vehicles[static_cast<std::size_t>(v)].preferred_zones;
    if (st.zone < 0 || pz.empty()) return 0;
    return std::find(pz.begin(), pz.end(), st.zone) == pz.end() ? p_.zone_penalty : 0;
  }
  const Stop& stop(int s) const { return p_.stops[static_cast<std::size_t>(s)]; }
  const Vehicle& veh(int v) const { return p_.vehicles[static_cast<std::size_t>(v)]; }

  void build_neighbours();
  // The nearest stops the local search tries (fewer than the ruin's neighbours).
  [[nodiscard]] std::span<const int> near(int s) const {
    const auto& nb = neighbours_[static_cast<std::size_t>(s)];
    return {nb.data(), std::min<std::size_t>(nb.size(), 12)};
  }
  void refresh(int v, RouteState& r) const;
  [[nodiscard]] std::optional<double> evaluate(int v, const std::vector<int>& seq) const;
  struct Insertion {
    int vehicle = -1;
    int pos = 0;  // insert after position pos (0 = right after the depot)
    double delta = kNoLimit;
  };
  Insertion best_insertion(int s, const std::vector<RouteState>& routes, double blink);
  void insert(std::vector<RouteState>& routes, std::vector<int>& where, int s, int v, int pos);
  void recreate(std::vector<RouteState>& routes, std::vector<int>& where, std::vector<int>& removed,
                double blink);
  void ruin(std::vector<RouteState>& routes, std::vector<int>& where, std::vector<int>& removed);
  void shake(std::vector<RouteState>& routes, std::vector<int>& where, std::vector<int>& removed,
             const std::vector<int>& assigned);
  void construct(std::vector<RouteState>& routes, std::vector<int>& where);
  [[nodiscard]] double average_arc(const std::vector<RouteState>& routes) const {
    double arcs = 0;
    for (const auto& r : routes) arcs += r.cost;
    return arcs / std::max(1, n_ + nv_);
  }
  void ruin_and_recreate(std::vector<RouteState>& routes, std::vector<int>& where);
  [[nodiscard]] double total(const std::vector<RouteState>& routes,
                             const std::vector<int>& where) const;
  void local_search(std::vector<RouteState>& routes, std::vector<int>& where,
                    const std::function<bool()>& out_of_time);
  // Whether vehicle v driving `a` and w driving `b` is feasible and costs less than their
  // routes now; settle_pair then updates v's and w's costs and the stops' vehicles.
  [[nodiscard]] bool cheaper_pair(const std::vector<RouteState>& routes, int v,
                                  const std::vector<int>& a, int w,
                                  const std::vector<int>& b) const;
  void settle_pair(std::vector<RouteState>& routes, std::vector<int>& where, int v, int w) const;
  bool try_relocate(std::vector<RouteState>& routes, std::vector<int>& where, int s);
  bool try_exchange(std::vector<RouteState>& routes, std::vector<int>& where, int s);
  bool try_two_opt_star(std::vector<RouteState>& routes, std::vector<int>& where, int s);
  bool try_swap_routes(std::vector<RouteState>& routes, std::vector<int>& where);
  Plan explain(const std::vector<RouteState>& routes, const std::vector<int>& where) const;
  Unassigned reason(int s) const;

  const Problem& p_;
  SolveOptions opt_;
  Rng rng_;
  int n_;
  int nv_;
  std::vector<double> zone_cost_;
  std::vector<std::vector<int>> neighbours_;  // nearest stops first
};

}  // namespace aqua::routing::detail
