// Money is an integer count of paisa (1/100 PKR); this formats it for people.
#pragma once
#include <cstdint>
#include <string>

namespace aqua::money {

// 125000 -> "PKR 1,250.00"; negative amounts get a leading minus.
std::string format_pkr(std::int64_t paisa);

}  // namespace aqua::money
