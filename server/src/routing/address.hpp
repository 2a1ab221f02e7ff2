// Finds the Islamabad sector or the named area of either city in an address line as people
// type it ("H# 12 St 3 G9/2", "house 5, street 10, sector F-7/3", "Bahria Town Phase 7").
#pragma once
#include <optional>
#include <string_view>

#include "routing/gazetteer.hpp"

namespace aqua::routing {

// The most precise place the address names (the one with the smallest radius; the first in
// the text on a tie), or nullopt when it names none. Pure.
std::optional<Place> locate_address(std::string_view address);

}  // namespace aqua::routing
