#include "delivery/plan_settings.hpp"

#include <gtest/gtest.h>

#include "core/api_error.hpp"

namespace aqua::delivery {
namespace {

namespace bj = boost::json;

bj::object valid() {
  return bj::parse(R"({"depot": {"lat": 33.62, "lng": 73.1}, "detourFactor": 1.4,
    "speedKmh": [30, 28, 22.5, 20], "serviceMinutes": 7, "vanCapacity": 80,
    "drivers": [{"driverId": "d1", "vanCapacity": 40}, {"driverId": "d2", "vanCapacity": null}]})")
      .as_object();
}

const std::vector<std::string> kDrivers{"d1", "d2"};

std::map<std::string, std::string> problems(const bj::object& body) {
  try {
    parse_planning_settings(body, PlanningSettings{}, kDrivers);
  } catch (const ApiError& e) {
    EXPECT_EQ(e.status, 422);
    return e.fields;
  }
  return {};
}

TEST(PlanningSettingsInput, ReadsEveryField) {
  auto p = parse_planning_settings(valid(), PlanningSettings{}, kDrivers);
  EXPECT_DOUBLE_EQ(p.depot_lat, 33.62);
  EXPECT_DOUBLE_EQ(p.depot_lng, 73.1);
  EXPECT_DOUBLE_EQ(p.detour_factor, 1.4);
  EXPECT_DOUBLE_EQ(p.speed_kmh[2], 22.5);
  EXPECT_EQ(p.service_minutes, 7);
  EXPECT_EQ(p.van_capacity, 80);
  EXPECT_EQ(p.capacity_of("d1"), 40);
  EXPECT_EQ(p.capacity_of("d2"), 80) << "null: the shop's van";
  EXPECT_EQ(p.driver_capacity.size(), 1U);
}

TEST(PlanningSettingsInput, WithoutDriversTheirVansStay) {
  auto body = valid();
  body.erase("drivers");
  PlanningSettings now;
  now.driver_capacity["d2"] = 10;
  EXPECT_EQ(parse_planning_settings(body, now, kDrivers).capacity_of("d2"), 10);
}

TEST(PlanningSettingsInput, NamesEachBadField) {
  auto body = valid();
  body["depot"] = bj::object{{"lat", 24.86}, {"lng", 67.0}};  // Karachi
  body["detourFactor"] = 0.9;
  body["speedKmh"] = bj::array{30, 28, 22};
  body["serviceMinutes"] = 2.5;
  body["vanCapacity"] = 0;
  auto bad = problems(body);
  EXPECT_EQ(bad.size(), 5U);
  EXPECT_EQ(bad["depot"],
            "The depot must be in or near Islamabad and Rawalpindi: give lat and lng in degrees");
  EXPECT_EQ(bad["vanCapacity"], "Must be a whole number of bottles from 1 to 1000");
  EXPECT_TRUE(bad.count("detourFactor") && bad.count("speedKmh") && bad.count("serviceMinutes"));
}

TEST(PlanningSettingsInput, RefusesWrongTypesAndBounds) {
  auto body = valid();
  body["speedKmh"] = bj::array{30, 28, 22, 81};
  body["detourFactor"] = "1.3";
  body.erase("serviceMinutes");
  auto bad = problems(body);
  EXPECT_EQ(bad.size(), 3U);
  body = valid();
  body["drivers"] = bj::array{bj::object{{"driverId", "stranger"}, {"vanCapacity", 5}}};
  EXPECT_EQ(problems(body)["drivers"], "Each van capacity must be for an active driver");
  body["drivers"] = bj::array{bj::object{{"driverId", "d1"}, {"vanCapacity", 1001}}};
  EXPECT_EQ(problems(body).count("drivers"), 1U);
}

TEST(PlanningSettingsInput, JsonHasSlotsAndEveryDriver) {
  PlanningSettings p;
  p.driver_capacity["d1"] = 40;
  auto o = planning_settings_json(p, {"9am-12pm", "12pm-3pm", "3pm-6pm", "6pm-9pm"},
                                  {{"d1", "One"}, {"d2", "Two"}});
  EXPECT_EQ(o.at("slots").as_array().size(), 4U);
  EXPECT_EQ(o.at("vanCapacity").as_int64(), 60);
  const auto& vans = o.at("drivers").as_array();
  EXPECT_EQ(vans[0].at("vanCapacity").as_int64(), 40);
  EXPECT_TRUE(vans[1].at("vanCapacity").is_null());
  EXPECT_EQ(vans[1].at("name").as_string(), "Two");
}

}  // namespace
}  // namespace aqua::delivery
