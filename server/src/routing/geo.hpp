// Points on the map and the travel model the planner uses (docs/product.md describes the
// delivery day). Pure: no database, no HTTP.
#pragma once
#include <array>

namespace aqua::routing {

struct LatLon {
  double lat = 0;  // degrees north
  double lon = 0;  // degrees east
};

// Great-circle distance in metres (mean Earth radius 6,371 km).
double haversine_m(LatLon a, LatLon b);

// Where travel distances and times come from. The straight-line model below needs no map
// service; a road network can implement the same interface later.
class DistanceSource {
 public:
  DistanceSource() = default;
  DistanceSource(const DistanceSource&) = default;
  DistanceSource& operator=(const DistanceSource&) = default;
  DistanceSource(DistanceSource&&) = default;
  DistanceSource& operator=(DistanceSource&&) = default;
  virtual ~DistanceSource() = default;
  // Road metres from a to b.
  [[nodiscard]] virtual double metres(LatLon a, LatLon b) const = 0;
  // Seconds from a to b for a trip made in delivery slot `slot` (0-based, see TravelSettings).
  [[nodiscard]] virtual double seconds(LatLon a, LatLon b, int slot) const = 0;
};

// The settings of the straight-line model: road distance = haversine x detour factor, driven
// at the average speed of the slot the trip belongs to.
struct TravelSettings {
  double detour_factor = 1.3;
  // km/h per slot: 9am-12pm, 12pm-3pm, 3pm-6pm, 6pm-9pm (city traffic; evenings slower).
  std::array<double, 4> speed_kmh{25.0, 25.0, 22.0, 20.0};
};

class DetourDistance final : public DistanceSource {
 public:
  explicit DetourDistance(TravelSettings settings = {});
  [[nodiscard]] double metres(LatLon a, LatLon b) const override;
  [[nodiscard]] double seconds(LatLon a, LatLon b, int slot) const override;

 private:
  TravelSettings settings_;
};

}  // namespace aqua::routing
