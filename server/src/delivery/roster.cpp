// The drivers' roster and their stop numbers, the pure parts (delivery/roster.hpp).
#include "delivery/roster.hpp"

#include <algorithm>

namespace aqua::delivery {

std::vector<long long> sequence_order(const std::vector<long long>& ids,
                                      const std::vector<long long>& order) {
  std::vector<long long> named;
  for (auto id : order)
    if (std::count(ids.begin(), ids.end(), id) && !std::count(named.begin(), named.end(), id))
      named.push_back(id);
  std::vector<long long> out;
  out.reserve(ids.size());
  std::size_t next = 0;
  for (auto id : ids)
    out.push_back(std::count(named.begin(), named.end(), id) ? named[next++] : id);
  return out;
}

std::set<std::string> on_duty(const std::vector<std::string>& drivers,
                              const std::map<std::string, bool>& marked) {
  std::set<std::string> out;
  for (const auto& d : drivers) {
    auto it = marked.find(d);
    if (it == marked.end() || it->second) out.insert(d);
  }
  return out;
}

}  // namespace aqua::delivery
