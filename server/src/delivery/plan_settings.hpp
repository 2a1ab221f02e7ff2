// The planner's settings as the back office edits them (docs/product.md#planning-the-day):
// JSON in and out, and what is wrong with a request. Pure.
#pragma once
#include <boost/json.hpp>
#include <string>
#include <utility>
#include <vector>

#include "delivery/plan.hpp"

namespace aqua::delivery {

// Bounds a manager may set.
constexpr double kMinDetour = 1.0, kMaxDetour = 3.0;
constexpr double kMinSpeed = 5, kMaxSpeed = 80;  // km/h
constexpr int kMaxServiceMinutes = 60;
constexpr int kMaxVanCapacity = 1000;  // bottles

// {depot: {lat, lng}, detourFactor, speedKmh: [4, one per slot], serviceMinutes, vanCapacity,
// drivers: [{driverId, vanCapacity|null}]} into settings; every field is required but drivers
// (absent: `current`'s are kept). Each bad field is named in one 422. `drivers` are the active
// drivers' ids: a capacity for anyone else is refused.
PlanningSettings parse_planning_settings(const boost::json::object& body,
                                         const PlanningSettings& current,
                                         const std::vector<std::string>& drivers);

// The settings for the page: the same fields, each slot named, and every active driver with
// their own van capacity (null: the default). `drivers`: id and name.
boost::json::object planning_settings_json(
    const PlanningSettings& p, const std::vector<std::string>& slots,
    const std::vector<std::pair<std::string, std::string>>& drivers);

}  // namespace aqua::delivery
