// The drivers' roster and their stop numbers, the pure parts (docs/product.md#planning-the-day).
// No I/O; unit-tested in roster.test.cpp.
#pragma once
#include <map>
#include <set>
#include <string>
#include <vector>

namespace aqua::delivery {

// A driver's stops of a date (`ids`, in their present order) renumbered 1..n: the stops named
// in `order` take the places those stops hold, in the order given; the others keep theirs.
// Ids in `order` that are not in `ids`, and repeats, are ignored.
std::vector<long long> sequence_order(const std::vector<long long>& ids,
                                      const std::vector<long long>& order);

// The drivers on duty on a date: every one of `drivers` unless `marked` sets them off.
std::set<std::string> on_duty(const std::vector<std::string>& drivers,
                              const std::map<std::string, bool>& marked);

}  // namespace aqua::delivery
