#include "routing/gazetteer.hpp"

#include <gtest/gtest.h>

#include <set>

namespace aqua::routing {
namespace {

TEST(RoutingGazetteer, HasEverySectorAndSubSector) {
  for (const char* name :
       {"E-7", "E-11/2", "F-5", "F-11/4", "G-5/1", "G-16", "H-8/4", "H-13", "I-8/3", "I-16/1"}) {
    EXPECT_TRUE(find_place(name).has_value()) << name;
  }
  EXPECT_FALSE(find_place("E-12").has_value());
  EXPECT_FALSE(find_place("J-8").has_value());
  std::set<std::string> names;
  for (const auto& p : gazetteer()) EXPECT_TRUE(names.insert(p.name).second) << p.name;
  // 5 + 7 + 12 + 6 + 9 sectors, each with four quarters.
  EXPECT_EQ(std::count_if(gazetteer().begin(), gazetteer().end(),
                          [](const Place& p) { return p.kind != PlaceKind::Area; }),
            39 * 5);
}

TEST(RoutingGazetteer, GridMatchesTheLandmarks) {
  // G-7 Markaz (Sitara Market) and the Faisal Mosque (on the E-7/E-8 line, north end).
  const LatLon sitara{33.7036, 73.0694};
  EXPECT_LT(haversine_m(*sector_centre('G', 7, 0), sitara), 300);
  const auto e7 = *sector_centre('E', 7, 0);
  const auto e8 = *sector_centre('E', 8, 0);
  const LatLon line{(e7.lat + e8.lat) / 2, (e7.lon + e8.lon) / 2};
  EXPECT_LT(haversine_m(line, {33.7295, 73.0372}), 400);
  // Neighbouring sectors are about 2 km apart; quarters about 1 km from each other.
  const double step = haversine_m(*sector_centre('F', 6, 0), *sector_centre('F', 7, 0));
  EXPECT_GT(step, 1800);
  EXPECT_LT(step, 2400);
  const double row = haversine_m(*sector_centre('F', 7, 0), *sector_centre('G', 7, 0));
  EXPECT_NEAR(row, step, 50);
  EXPECT_NEAR(haversine_m(*sector_centre('G', 9, 1), *sector_centre('G', 9, 2)), step / 2, 50);
}

TEST(RoutingGazetteer, EveryPlaceIsInTheTwinCities) {
  for (const auto& p : gazetteer()) {
    EXPECT_GT(p.at.lat, 33.40) << p.name;
    EXPECT_LT(p.at.lat, 33.80) << p.name;
    EXPECT_GT(p.at.lon, 72.85) << p.name;
    EXPECT_LT(p.at.lon, 73.25) << p.name;
    EXPECT_GT(p.radius_m, 0) << p.name;
  }
}

TEST(RoutingGazetteer, FindsByNameIgnoringCase) {
  auto p = find_place("bahria town phase 7");
  ASSERT_TRUE(p);
  EXPECT_EQ(p->name, "Bahria Town Phase 7");
  EXPECT_EQ(p->city, "Rawalpindi");
}

}  // namespace
}  // namespace aqua::routing
