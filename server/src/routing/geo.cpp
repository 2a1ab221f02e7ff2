#include "routing/geo.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace aqua::routing {

double haversine_m(LatLon a, LatLon b) {
  constexpr double kEarthRadiusM = 6'371'000.0;
  constexpr double kRad = std::numbers::pi / 180.0;
  const double dlat = (b.lat - a.lat) * kRad;
  const double dlon = (b.lon - a.lon) * kRad;
  const double s =
      std::sin(dlat / 2) * std::sin(dlat / 2) +
      std::cos(a.lat * kRad) * std::cos(b.lat * kRad) * std::sin(dlon / 2) * std::sin(dlon / 2);
  return 2 * kEarthRadiusM * std::asin(std::min(1.0, std::sqrt(s)));
}

DetourDistance::DetourDistance(TravelSettings settings) : settings_(settings) {}

double DetourDistance::metres(LatLon a, LatLon b) const {
  return haversine_m(a, b) * settings_.detour_factor;
}

double DetourDistance::seconds(LatLon a, LatLon b, int slot) const {
  const auto last = static_cast<int>(settings_.speed_kmh.size()) - 1;
  const double kmh = settings_.speed_kmh.at(static_cast<std::size_t>(std::clamp(slot, 0, last)));
  return metres(a, b) / (kmh * 1000.0 / 3600.0);
}

}  // namespace aqua::routing
