// The solver's building blocks: neighbour lists, route evaluation, cheapest insertion, and
// ruin and recreate.
#include "routing/solver.hpp"

namespace aqua::routing::detail {

void Solver::build_neighbours() {
  const int k = std::min(n_ - 1, 40);
  neighbours_.assign(static_cast<std::size_t>(n_), {});
  std::vector<int> all(static_cast<std::size_t>(n_));
  for (int s = 0; s < n_; ++s) {
    std::iota(all.begin(), all.end(), 0);
    const int a = stop(s).node;
    auto closer = [&](int x, int y) {
      const double dx = p_.dist(a, stop(x).node) + p_.dist(stop(x).node, a);
      const double dy = p_.dist(a, stop(y).node) + p_.dist(stop(y).node, a);
      return dx < dy || (dx == dy && x < y);
    };
    std::swap(all[static_cast<std::size_t>(s)], all.back());
    all.pop_back();
    if (k > 0) {
      std::partial_sort(all.begin(), all.begin() + k, all.end(), closer);
      neighbours_[static_cast<std::size_t>(s)].assign(all.begin(), all.begin() + k);
    }
    all.resize(static_cast<std::size_t>(n_));
  }
}

std::optional<double> Solver::evaluate(int v, const std::vector<int>& seq) const {
  return route_cost(p_, v, seq);
}

void Solver::refresh(int v, RouteState& r) const {
  const auto& vh = veh(v);
  const std::size_t m = r.seq.size();
  r.node.resize(m + 2);
  r.dep.resize(m + 2);
  r.latest.resize(m + 2);
  r.load.resize(m + 2);
  r.pre_max.resize(m + 2);
  r.suf_max.resize(m + 2);
  r.pos_slack.resize(m + 2);
  r.locked_from.resize(m + 2);
  r.node[0] = vh.start_node;
  r.node[m + 1] = vh.end_node;
  int out = 0;
  for (std::size_t k = 0; k < m; ++k) {
    r.node[k + 1] = stop(r.seq[k]).node;
    out += stop(r.seq[k]).deliver;
  }
  double cost = 0;
  double t = vh.shift_open;
  r.dep[0] = t;
  r.load[0] = out;
  r.pre_max[0] = out;
  int shortfall = 0;
  for (std::size_t k = 1; k <= m; ++k) {
    const auto& st = stop(r.seq[k - 1]);
    cost += p_.dist(r.node[k - 1], r.node[k]) + zone_cost_[idx(r.seq[k - 1], v)];
    const double start = std::max(r.dep[k - 1] + p_.travel(r.node[k - 1], r.node[k]), st.open);
    r.dep[k] = start + st.service;
    r.load[k] = r.load[k - 1] - st.deliver + st.collect;
    r.pre_max[k] = std::max(r.pre_max[k - 1], r.load[k]);
    if (st.lock_position > 0) shortfall += st.lock_position - static_cast<int>(k);
  }
  cost += p_.dist(r.node[m], r.node[m + 1]);
  r.dep[m + 1] = r.dep[m] + p_.travel(r.node[m], r.node[m + 1]);
  r.load[m + 1] = r.load[m];
  r.pre_max[m + 1] = std::max(r.pre_max[m], r.load[m + 1]);
  r.latest[m + 1] = vh.shift_close;
  r.suf_max[m + 1] = r.load[m + 1];
  r.pos_slack[m + 1] = kBig;
  r.locked_from[m + 1] = 0;
  for (std::size_t k = m + 1; k-- > 0;) {
    const double close = k == 0 ? vh.shift_close : stop(r.seq[k - 1]).close;
    const double service = k == 0 ? 0 : stop(r.seq[k - 1]).service;
    r.latest[k] = std::min(close, r.latest[k + 1] - p_.travel(r.node[k], r.node[k + 1]) - service);
    r.suf_max[k] = std::max(r.suf_max[k + 1], r.load[k]);
    const int lock = k == 0 ? 0 : stop(r.seq[k - 1]).lock_position;
    r.pos_slack[k] = std::min(r.pos_slack[k + 1], lock > 0 ? lock - static_cast<int>(k) : kBig);
    r.locked_from[k] = r.locked_from[k + 1] + (lock > 0 ? 1 : 0);
  }
  r.cost = cost + kLockPenalty * shortfall;
}

Solver::Insertion Solver::best_insertion(int s, const std::vector<RouteState>& routes,
                                         double blink) {
  Insertion best;
  const auto& st = stop(s);
  const int u = st.node;
  for (int v = 0; v < nv_; ++v) {
    if (st.lock_vehicle >= 0 && st.lock_vehicle != v) continue;
    const auto& r = routes[static_cast<std::size_t>(v)];
    const int cap = veh(v).capacity;
    const std::size_t m = r.seq.size();
    const double zc = zone_cost_[idx(s, v)];
    for (std::size_t k = 0; k <= m; ++k) {
      if (r.pos_slack[k + 1] < 1) continue;  // would push a locked stop past its place
      if (st.lock_position > 0 && static_cast<int>(k) + 1 > st.lock_position) break;
      if (r.pre_max[k] + st.deliver > cap || r.suf_max[k] + st.collect > cap) continue;
      const double arr = r.dep[k] + p_.travel(r.node[k], u);
      const double start = std::max(arr, st.open);
      if (start > st.close + kEps) {
        if (arr > st.close + kEps) break;  // later positions only arrive later
        continue;
      }
      const int next = r.node[k + 1];
      const double next_open = k + 1 <= m ? stop(r.seq[k]).open : 0.0;
      if (std::max(start + st.service + p_.travel(u, next), next_open) > r.latest[k + 1] + kEps)
        continue;
      double delta = p_.dist(r.node[k], u) + p_.dist(u, next) - p_.dist(r.node[k], next) + zc -
                     kLockPenalty * r.locked_from[k + 1];
      if (st.lock_position > 0) {
        delta += kLockPenalty * (st.lock_position - static_cast<int>(k) - 1);
      }
      if (delta < best.delta && (blink <= 0 || rng_.unit() >= blink)) {
        best = {v, static_cast<int>(k), delta};
      }
    }
  }
  return best;
}

void Solver::insert(std::vector<RouteState>& routes, std::vector<int>& where, int s, int v,
                    int pos) {
  auto& r = routes[static_cast<std::size_t>(v)];
  r.seq.insert(r.seq.begin() + pos, s);
  where[static_cast<std::size_t>(s)] = v;
  refresh(v, r);
}

void Solver::recreate(std::vector<RouteState>& routes, std::vector<int>& where,
                      std::vector<int>& removed, double blink) {
  // Position-locked stops first, in the order of their places; then an order drawn at
  // random among: random, most bottles first, farthest first, earliest closing first.
  const double pick = rng_.unit();
  std::vector<std::pair<double, int>> keyed;
  keyed.reserve(removed.size());
  for (int s : removed) {
    const auto& st = stop(s);
    double key = 0;
    if (pick < 0.4) {
      key = rng_.unit();
    } else if (pick < 0.8) {
      key = -st.deliver - st.collect + rng_.unit() * 0.5;
    } else if (pick < 0.9) {
      key = -p_.dist(veh(0).start_node, st.node);
    } else {
      key = st.close;
    }
    if (st.lock_position > 0) key = -1e12 + st.lock_position;
    keyed.emplace_back(key, s);
  }
  std::stable_sort(keyed.begin(), keyed.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  removed.clear();
  for (const auto& [key, s] : keyed) {
    const auto ins = best_insertion(s, routes, blink);
    if (ins.vehicle < 0) {
      removed.push_back(s);  // stays unassigned
      continue;
    }
    insert(routes, where, s, ins.vehicle, ins.pos + 0);
  }
}

void Solver::shake(std::vector<RouteState>& routes, std::vector<int>& where,
                   std::vector<int>& removed, const std::vector<int>& assigned) {
  constexpr double kAvgRemoved = 10;
  // Now and then a wider shake: a random share of the stops (up to all of a small day, at
  // most 4 x the usual number).
  const auto cap = static_cast<std::size_t>(4 * kAvgRemoved);
  const double share = 0.2 + 0.8 * rng_.unit();
  std::vector<char> touched(static_cast<std::size_t>(nv_), 0);
  std::size_t taken = 0;
  for (int s : assigned) {
    if (taken >= cap || stop(s).lock_position > 0 || rng_.unit() >= share) continue;
    auto& r = routes[static_cast<std::size_t>(where[static_cast<std::size_t>(s)])];
    touched[static_cast<std::size_t>(where[static_cast<std::size_t>(s)])] = 1;
    r.seq.erase(std::find(r.seq.begin(), r.seq.end(), s));
    where[static_cast<std::size_t>(s)] = -1;
    removed.push_back(s);
    ++taken;
  }
  for (int v = 0; v < nv_; ++v) {
    if (touched[static_cast<std::size_t>(v)] != 0) refresh(v, routes[static_cast<std::size_t>(v)]);
  }
}

void Solver::ruin(std::vector<RouteState>& routes, std::vector<int>& where,
                  std::vector<int>& removed) {
  // String removal around a random stop's neighbours (a few routes, a short string each).
  constexpr double kAvgRemoved = 10;
  constexpr double kMaxString = 10;
  std::vector<int> assigned;
  for (int s = 0; s < n_; ++s) {
    if (where[static_cast<std::size_t>(s)] >= 0) assigned.push_back(s);
  }
  if (assigned.empty()) return;
  if (rng_.unit() < 0.1) {
    shake(routes, where, removed, assigned);
    return;
  }
  double avg_len = 0;
  int used = 0;
  for (const auto& r : routes) {
    if (!r.seq.empty()) avg_len += static_cast<double>(r.seq.size()), ++used;
  }
  avg_len /= std::max(used, 1);
  const double l_max = std::min(kMaxString, avg_len);
  const double ks_max = 4 * kAvgRemoved / (1 + l_max) - 1;
  const int ks = static_cast<int>(rng_.unit() * ks_max) + 1;
  const int seed = assigned[rng_.below(assigned.size())];
  std::vector<char> ruined(static_cast<std::size_t>(nv_), 0);
  int done = 0;
  std::vector<int> order{seed};
  const auto& nb = neighbours_[static_cast<std::size_t>(seed)];
  order.insert(order.end(), nb.begin(), nb.end());
  for (int c : order) {
    if (done >= ks) break;
    const int v = where[static_cast<std::size_t>(c)];
    if (v < 0 || ruined[static_cast<std::size_t>(v)] != 0) continue;
    auto& r = routes[static_cast<std::size_t>(v)];
    const auto m = static_cast<int>(r.seq.size());
    const int lmax = std::max(1, std::min(m, static_cast<int>(l_max)));
    const int len = static_cast<int>(rng_.below(static_cast<std::size_t>(lmax))) + 1;
    const int at = static_cast<int>(std::find(r.seq.begin(), r.seq.end(), c) - r.seq.begin());
    const int lo =
        std::clamp(at - static_cast<int>(rng_.below(static_cast<std::size_t>(len))), 0, m - len);
    std::vector<int> keep;
    for (int k = 0; k < m; ++k) {
      const int s = r.seq[static_cast<std::size_t>(k)];
      if (k >= lo && k < lo + len && stop(s).lock_position == 0) {
        removed.push_back(s);
        where[static_cast<std::size_t>(s)] = -1;
      } else {
        keep.push_back(s);
      }
    }
    r.seq = std::move(keep);
    refresh(v, r);
    ruined[static_cast<std::size_t>(v)] = 1;
    ++done;
  }
}

double Solver::total(const std::vector<RouteState>& routes, const std::vector<int>& where) const {
  double c = 0;
  for (const auto& r : routes) c += r.cost;
  for (int w : where) {
    if (w < 0) c += kUnassignedPenalty;
  }
  return c;
}

}  // namespace aqua::routing::detail
