#include "core/money.hpp"

#include <cstdio>

namespace aqua::money {

std::string format_pkr(std::int64_t paisa) {
  bool negative = paisa < 0;
  std::uint64_t abs =
      negative ? static_cast<std::uint64_t>(-(paisa + 1)) + 1 : static_cast<std::uint64_t>(paisa);
  std::string whole = std::to_string(abs / 100);
  std::string grouped;
  for (std::size_t i = 0; i < whole.size(); ++i) {
    if (i > 0 && (whole.size() - i) % 3 == 0) grouped.push_back(',');
    grouped.push_back(whole[i]);
  }
  char frac[4];
  std::snprintf(frac, sizeof frac, ".%02u", static_cast<unsigned>(abs % 100));
  std::string out = negative ? "-PKR " : "PKR ";
  out += grouped;
  out += frac;
  return out;
}

}  // namespace aqua::money
