// The gazetteer: Islamabad's sectors and sub-sectors and the named areas of Islamabad and
// Rawalpindi, each with an approximate centre. Where the data come from and how the sector
// centres are derived is written at the top of gazetteer.cpp.
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "routing/geo.hpp"

namespace aqua::routing {

enum class PlaceKind { Sector, SubSector, Area };

struct Place {
  std::string name;  // "G-9", "G-9/2", "Bahria Town Phase 7", "Saddar"
  std::string city;  // "Islamabad" or "Rawalpindi"
  PlaceKind kind = PlaceKind::Area;
  LatLon at;
  int radius_m = 0;  // how far from `at` an address in this place may be
};

// Every place, sectors first (E-7 ... I-16 with /1-/4), then the named areas.
const std::vector<Place>& gazetteer();

// The place with exactly this name ("G-9/2", "Saddar"), case-insensitive.
std::optional<Place> find_place(std::string_view name);

// The centre of Islamabad sector `letter`-`number` (sub 1-4 for a quarter, 0 for the whole
// sector), from the regular grid; nullopt when the letter is not E-I.
std::optional<LatLon> sector_centre(char letter, int number, int sub);

}  // namespace aqua::routing
