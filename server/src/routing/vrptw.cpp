#include "routing/vrptw.hpp"

#include "routing/solver.hpp"

namespace aqua::routing {
namespace detail {

Unassigned Solver::reason(int s) const {
  const auto& st = stop(s);
  if (st.lock_vehicle >= nv_) return Unassigned::LockedDriverMissing;
  bool fits_load = false;
  bool fits_time = false;
  for (int v = 0; v < nv_; ++v) {
    if (st.lock_vehicle >= 0 && st.lock_vehicle != v) continue;
    const int cap = veh(v).capacity;
    if (st.deliver > cap || st.collect > cap) continue;
    fits_load = true;
    if (evaluate(v, {s})) fits_time = true;
  }
  if (!fits_load) return Unassigned::OverCapacity;
  if (!fits_time) return Unassigned::WindowUnreachable;
  return Unassigned::NoRoom;
}

Plan Solver::explain(const std::vector<RouteState>& routes, const std::vector<int>& where) const {
  Plan plan;
  for (int v = 0; v < nv_; ++v) {
    const auto& r = routes[static_cast<std::size_t>(v)];
    Route out;
    out.vehicle = v;
    const std::size_t m = r.seq.size();
    out.load_out = r.load[0];
    out.max_load = r.pre_max[m + 1];
    for (std::size_t k = 1; k <= m + 1; ++k) out.distance += p_.dist(r.node[k - 1], r.node[k]);
    for (std::size_t k = 1; k <= m; ++k) {
      const auto& st = stop(r.seq[k - 1]);
      PlannedStop ps;
      ps.stop = r.seq[k - 1];
      ps.arrival = r.dep[k - 1] + p_.travel(r.node[k - 1], r.node[k]);
      ps.start = std::max(ps.arrival, st.open);
      ps.slot = st.slot;
      ps.load_after = r.load[k];
      out.stops.push_back(ps);
    }
    out.back_at = r.dep[m + 1];
    if (m > 0) {
      const double leave = out.stops[0].start - p_.travel(r.node[0], r.node[1]);
      out.duration = out.back_at - std::max(leave, veh(v).shift_open);
    }
    plan.distance += out.distance;
    plan.cost += r.cost;
    plan.routes.push_back(std::move(out));
  }
  for (int s = 0; s < n_; ++s) {
    if (where[static_cast<std::size_t>(s)] < 0) plan.unassigned.emplace_back(s, reason(s));
  }
  return plan;
}

void Solver::construct(std::vector<RouteState>& routes, std::vector<int>& where) {
  // Construction: cheapest insertion, locked stops first, then by closing time.
  std::vector<int> pending(static_cast<std::size_t>(n_));
  std::iota(pending.begin(), pending.end(), 0);
  std::stable_sort(pending.begin(), pending.end(), [&](int a, int b) {
    const int la = stop(a).lock_position > 0 ? stop(a).lock_position : kBig;
    const int lb = stop(b).lock_position > 0 ? stop(b).lock_position : kBig;
    if (la != lb) return la < lb;
    return stop(a).close < stop(b).close;
  });
  for (int s : pending) {
    const auto ins = best_insertion(s, routes, 0);
    if (ins.vehicle >= 0) insert(routes, where, s, ins.vehicle, ins.pos);
  }
}

void Solver::ruin_and_recreate(std::vector<RouteState>& routes, std::vector<int>& where) {
  // Up to ten of the stops left out try again each time (all of them on a small day).
  std::vector<int> removed;
  for (int s = 0; s < n_; ++s) {
    if (where[static_cast<std::size_t>(s)] < 0) removed.push_back(s);
  }
  for (std::size_t k = 0; k < removed.size() && k < 10; ++k) {
    std::swap(removed[k], removed[k + rng_.below(removed.size() - k)]);
  }
  if (removed.size() > 10) removed.resize(10);
  ruin(routes, where, removed);
  recreate(routes, where, removed, 0.01);
}

Plan Solver::run() {
  const auto t0 = std::chrono::steady_clock::now();
  auto elapsed = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  };
  std::vector<RouteState> routes(static_cast<std::size_t>(nv_));
  for (int v = 0; v < nv_; ++v) refresh(v, routes[static_cast<std::size_t>(v)]);
  std::vector<int> where(static_cast<std::size_t>(n_), -1);
  construct(routes, where);
  // Ruin and recreate gets 85% of the budget, the local search on the best plan the rest.
  const double lns_share = 0.85;
  local_search(routes, where, [&] { return elapsed() > 0.2 * opt_.time_budget_s; });

  auto best_routes = routes;
  auto best_where = where;
  double current = total(routes, where);
  double best = current;
  // Temperatures in units of the plan's average arc: accept a worse plan by about a third
  // of an arc at first, a hundredth at the end.
  const double t_start = std::max(1e-9, 0.3 * average_arc(routes));
  const double t_end = t_start / 100;
  long it = 0;
  if (n_ > 0) {
    for (; it < opt_.max_iterations; ++it) {
      const double progress =
          std::max(static_cast<double>(it) / static_cast<double>(opt_.max_iterations),
                   (it & 15) == 0 ? elapsed() / (lns_share * opt_.time_budget_s) : 0.0);
      if (progress >= 1.0) break;
      const double temp = t_start * std::pow(t_end / t_start, progress);
      auto cand_routes = routes;
      auto cand_where = where;
      ruin_and_recreate(cand_routes, cand_where);
      const double c = total(cand_routes, cand_where);
      if (c < current - temp * std::log(std::max(rng_.unit(), 1e-300))) {
        routes = std::move(cand_routes);
        where = std::move(cand_where);
        current = c;
        if (c < best - kEps) {
          best = c;
          best_routes = routes;
          best_where = where;
        }
      }
    }
  }
  local_search(best_routes, best_where, [&] { return elapsed() > opt_.time_budget_s; });
  Plan plan = explain(best_routes, best_where);
  plan.iterations = it;
  return plan;
}

}  // namespace detail

using detail::kEps;
using detail::kLockPenalty;
using detail::Solver;

const char* to_string(Unassigned reason) {
  switch (reason) {
    case Unassigned::LockedDriverMissing:
      return "locked_driver_missing";
    case Unassigned::OverCapacity:
      return "over_capacity";
    case Unassigned::WindowUnreachable:
      return "window_unreachable";
    case Unassigned::NoRoom:
      return "no_room";
  }
  return "no_room";
}

std::optional<double> route_cost(const Problem& p, int v, const std::vector<int>& stops) {
  const auto& vh = p.vehicles.at(static_cast<std::size_t>(v));
  int load = 0;
  for (int s : stops) load += p.stops.at(static_cast<std::size_t>(s)).deliver;
  if (load > vh.capacity) return std::nullopt;
  double t = vh.shift_open;
  int at = vh.start_node;
  double cost = 0;
  int shortfall = 0;
  int k = 0;
  for (int s : stops) {
    ++k;
    const auto& st = p.stops[static_cast<std::size_t>(s)];
    if (st.lock_vehicle >= 0 && st.lock_vehicle != v) return std::nullopt;
    if (st.lock_position > 0) {
      if (k > st.lock_position) return std::nullopt;
      shortfall += st.lock_position - k;
    }
    cost += p.dist(at, st.node);
    const double start = std::max(t + p.travel(at, st.node), st.open);
    if (start > st.close + kEps) return std::nullopt;
    t = start + st.service;
    load += st.collect - st.deliver;
    if (load > vh.capacity) return std::nullopt;
    const auto& pz = vh.preferred_zones;
    if (st.zone >= 0 && !pz.empty() && std::find(pz.begin(), pz.end(), st.zone) == pz.end())
      cost += p.zone_penalty;
    at = st.node;
  }
  cost += p.dist(at, vh.end_node);
  if (t + p.travel(at, vh.end_node) > vh.shift_close + kEps) return std::nullopt;
  return cost + kLockPenalty * shortfall;
}

Problem make_problem(const std::vector<LatLon>& points, const std::vector<int>& slots,
                     const DistanceSource& source) {
  Problem p;
  p.nodes = static_cast<int>(points.size());
  const std::size_t n = points.size();
  p.distance.resize(n * n);
  p.time.resize(n * n);
  for (std::size_t i = 0; i < n; ++i) {
    for (std::size_t j = 0; j < n; ++j) {
      p.distance[i * n + j] = static_cast<float>(i == j ? 0 : source.metres(points[i], points[j]));
      p.time[i * n + j] = static_cast<float>(
          i == j ? 0 : source.seconds(points[i], points[j], j < slots.size() ? slots[j] : 0));
    }
  }
  return p;
}

Plan solve(const Problem& problem, const SolveOptions& options) {
  Solver solver(problem, options);
  return solver.run();
}

}  // namespace aqua::routing
