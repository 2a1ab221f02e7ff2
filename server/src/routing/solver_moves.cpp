// The solver's local search: relocate, exchange, 2-opt* and whole-route swaps between drivers.
#include "routing/solver.hpp"

namespace aqua::routing::detail {

bool Solver::cheaper_pair(const std::vector<RouteState>& routes, int v, const std::vector<int>& a,
                          int w, const std::vector<int>& b) const {
  const auto ca = evaluate(v, a);
  if (!ca) return false;
  const auto cb = evaluate(w, b);
  return cb && *ca + *cb < routes[static_cast<std::size_t>(v)].cost +
                               routes[static_cast<std::size_t>(w)].cost - kEps;
}

void Solver::settle_pair(std::vector<RouteState>& routes, std::vector<int>& where, int v,
                         int w) const {
  for (int u : {v, w}) {
    auto& r = routes[static_cast<std::size_t>(u)];
    refresh(u, r);
    for (int x : r.seq) where[static_cast<std::size_t>(x)] = u;
  }
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
    if (!cheaper_pair(routes, v, a, w, b)) continue;
    r.seq = std::move(a);
    t.seq = std::move(b);
    settle_pair(routes, where, v, w);
    return true;
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
    if (!cheaper_pair(routes, v, a, w, b)) continue;
    r.seq = std::move(a);
    t.seq = std::move(b);
    settle_pair(routes, where, v, w);
    return true;
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
      if (!cheaper_pair(routes, v, b.seq, w, a.seq)) continue;
      std::swap(a.seq, b.seq);
      settle_pair(routes, where, v, w);
      improved = true;
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

}  // namespace aqua::routing::detail
