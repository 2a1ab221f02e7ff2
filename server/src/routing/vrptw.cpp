#include "routing/vrptw.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <functional>
#include <numeric>
#include <random>
#include <span>

namespace aqua::routing {
namespace {

constexpr double kEps = 1e-4;
constexpr double kUnassignedPenalty = 1e9;
constexpr double kLockPenalty = 1e7;  // per place a position lock is short of
constexpr int kBig = std::numeric_limits<int>::max() / 4;

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

bool Solver::try_relocate(std::vector<RouteState>& routes, std::vector<int>& where, int s) {
  // Or-opt: the string of 1-3 stops starting at s, moved next to one of s's neighbours.
  const int v = where[static_cast<std::size_t>(s)];
  auto& r = routes[static_cast<std::size_t>(v)];
  const auto at =
      static_cast<std::size_t>(std::find(r.seq.begin(), r.seq.end(), s) - r.seq.begin());
  for (std::size_t len = 1; len <= 3 && at + len <= r.seq.size(); ++len) {
    std::vector<int> seg(r.seq.begin() + static_cast<long>(at),
                         r.seq.begin() + static_cast<long>(at + len));
    if (std::any_of(seg.begin(), seg.end(), [&](int x) { return stop(x).lock_position > 0; }))
      return false;
    std::vector<int> rest = r.seq;
    rest.erase(rest.begin() + static_cast<long>(at), rest.begin() + static_cast<long>(at + len));
    const auto rest_cost = evaluate(v, rest);
    if (!rest_cost) continue;
    for (int nb : near(s)) {
      const int w = where[static_cast<std::size_t>(nb)];
      if (w < 0 || std::find(seg.begin(), seg.end(), nb) != seg.end()) continue;
      std::vector<int> target = w == v ? rest : routes[static_cast<std::size_t>(w)].seq;
      const double before = w == v ? r.cost : r.cost + routes[static_cast<std::size_t>(w)].cost;
      const auto nb_at =
          static_cast<std::size_t>(std::find(target.begin(), target.end(), nb) - target.begin());
      for (std::size_t ins : {nb_at, nb_at + 1}) {
        std::vector<int> cand = target;
        cand.insert(cand.begin() + static_cast<long>(ins), seg.begin(), seg.end());
        const auto c = evaluate(w, cand);
        if (!c) continue;
        const double after = w == v ? *c : *c + *rest_cost;
        if (after < before - kEps) {
          if (w != v) {
            r.seq = rest;
            refresh(v, r);
          }
          auto& t = routes[static_cast<std::size_t>(w)];
          t.seq = std::move(cand);
          refresh(w, t);
          for (int x : seg) where[static_cast<std::size_t>(x)] = w;
          return true;
        }
      }
    }
  }
  return false;
}

bool Solver::try_exchange(std::vector<RouteState>& routes, std::vector<int>& where, int s) {
  const int v = where[static_cast<std::size_t>(s)];
  if (stop(s).lock_position > 0) return false;
  auto& r = routes[static_cast<std::size_t>(v)];
  const auto at =
      static_cast<std::size_t>(std::find(r.seq.begin(), r.seq.end(), s) - r.seq.begin());
  for (int nb : near(s)) {
    const int w = where[static_cast<std::size_t>(nb)];
    if (w < 0 || w == v || stop(nb).lock_position > 0) continue;
    auto& t = routes[static_cast<std::size_t>(w)];
    const auto nb_at =
        static_cast<std::size_t>(std::find(t.seq.begin(), t.seq.end(), nb) - t.seq.begin());
    // s takes nb's place; nb goes before or after s's old neighbours' place.
    std::vector<int> a = r.seq;
    std::vector<int> b = t.seq;
    a[at] = nb;
    b[nb_at] = s;
    const auto ca = evaluate(v, a);
    if (!ca) continue;
    const auto cb = evaluate(w, b);
    if (!cb) continue;
    if (*ca + *cb < r.cost + t.cost - kEps) {
      r.seq = std::move(a);
      t.seq = std::move(b);
      refresh(v, r);
      refresh(w, t);
      where[static_cast<std::size_t>(s)] = w;
      where[static_cast<std::size_t>(nb)] = v;
      return true;
    }
  }
  return false;
}

bool Solver::try_two_opt_star(std::vector<RouteState>& routes, std::vector<int>& where, int s) {
  // 2-opt*: s's route keeps its head up to s and takes the tail after nb from nb's route,
  // which takes s's tail (each vehicle keeps its own end depot).
  const int v = where[static_cast<std::size_t>(s)];
  auto& r = routes[static_cast<std::size_t>(v)];
  const auto at =
      static_cast<std::size_t>(std::find(r.seq.begin(), r.seq.end(), s) - r.seq.begin());
  for (int nb : near(s)) {
    const int w = where[static_cast<std::size_t>(nb)];
    if (w < 0 || w == v) continue;
    auto& t = routes[static_cast<std::size_t>(w)];
    const auto nb_at =
        static_cast<std::size_t>(std::find(t.seq.begin(), t.seq.end(), nb) - t.seq.begin());
    // s then nb's successor ... ; nb's predecessor... then s's successor: s -> next(nb).
    std::vector<int> a(r.seq.begin(), r.seq.begin() + static_cast<long>(at + 1));
    a.insert(a.end(), t.seq.begin() + static_cast<long>(nb_at), t.seq.end());
    std::vector<int> b(t.seq.begin(), t.seq.begin() + static_cast<long>(nb_at));
    b.insert(b.end(), r.seq.begin() + static_cast<long>(at + 1), r.seq.end());
    const auto ca = evaluate(v, a);
    if (!ca) continue;
    const auto cb = evaluate(w, b);
    if (!cb) continue;
    if (*ca + *cb < r.cost + t.cost - kEps) {
      r.seq = std::move(a);
      t.seq = std::move(b);
      refresh(v, r);
      refresh(w, t);
      for (int x : r.seq) where[static_cast<std::size_t>(x)] = v;
      for (int x : t.seq) where[static_cast<std::size_t>(x)] = w;
      return true;
    }
  }
  return false;
}

bool Solver::try_swap_routes(std::vector<RouteState>& routes, std::vector<int>& where) {
  // Whole routes traded between drivers (their depots, zones and vans differ).
  bool improved = false;
  for (int v = 0; v < nv_; ++v) {
    for (int w = v + 1; w < nv_; ++w) {
      auto& a = routes[static_cast<std::size_t>(v)];
      auto& b = routes[static_cast<std::size_t>(w)];
      if (a.seq.empty() && b.seq.empty()) continue;
      const auto ca = evaluate(v, b.seq);
      if (!ca) continue;
      const auto cb = evaluate(w, a.seq);
      if (!cb) continue;
      if (*ca + *cb < a.cost + b.cost - kEps) {
        std::swap(a.seq, b.seq);
        refresh(v, a);
        refresh(w, b);
        for (int x : a.seq) where[static_cast<std::size_t>(x)] = v;
        for (int x : b.seq) where[static_cast<std::size_t>(x)] = w;
        improved = true;
      }
    }
  }
  return improved;
}

void Solver::local_search(std::vector<RouteState>& routes, std::vector<int>& where,
                          const std::function<bool()>& out_of_time) {
  bool improved = true;
  for (int pass = 0; improved && pass < 50; ++pass) {
    improved = try_swap_routes(routes, where);
    for (int s = 0; s < n_; ++s) {
      if ((s & 31) == 0 && out_of_time()) return;
      if (where[static_cast<std::size_t>(s)] < 0) continue;
      if (try_relocate(routes, where, s) || try_exchange(routes, where, s) ||
          try_two_opt_star(routes, where, s)) {
        improved = true;
      }
    }
  }
}

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

}  // namespace

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
