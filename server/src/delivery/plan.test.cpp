#include "delivery/plan.hpp"

#include <gtest/gtest.h>

#include <cmath>

namespace aqua::delivery {
namespace {

TEST(DayPlan, SlotsAreTimeWindows) {
  EXPECT_EQ(slot_window("9am-12pm"), std::make_pair(9 * 3600, 12 * 3600));
  EXPECT_EQ(slot_window("12pm-3pm"), std::make_pair(12 * 3600, 15 * 3600));
  EXPECT_EQ(slot_window("6pm-9pm"), std::make_pair(18 * 3600, 21 * 3600));
  EXPECT_FALSE(slot_window("morning"));
  EXPECT_FALSE(slot_window("3pm-9am"));
  EXPECT_FALSE(slot_window("13pm-2pm"));
  EXPECT_EQ(clock_text(9 * 3600 + 5 * 60 + 20), "09:05");
  EXPECT_EQ(clock_text(18 * 3600 + 59 * 60 + 50), "19:00");
}

TEST(DayPlan, AddressKeysFoldCaseAndSpaces) {
  EXPECT_EQ(address_key("  House 5,  Street 10 G-9/2 "), "house 5, street 10 g-9/2");
  EXPECT_EQ(address_key("HOUSE 5, street 10 g-9/2"), address_key("house 5, Street 10  G-9/2"));
}

TEST(DayPlan, ServiceAreaRejectsNonsense) {
  EXPECT_TRUE(in_service_area(33.70, 73.05));
  EXPECT_FALSE(in_service_area(0, 0));
  EXPECT_FALSE(in_service_area(73.05, 33.70)) << "lat and lng swapped";
  EXPECT_FALSE(in_service_area(std::nan(""), 73.0));
  EXPECT_TRUE(area_location("House 3, Street 9, G-9/2").has_value());
  EXPECT_EQ(area_location("House 3, Street 9, G-9/2")->source, "area");
  EXPECT_FALSE(area_location("somewhere nice").has_value());
}

Stop stop(long long id, const std::string& slot, int bottles, const std::string& address) {
  Stop st;
  st.id = id;
  st.slot = slot;
  st.address = address;
  st.lines.push_back({"1", "19 L", bottles, true});
  st.bottles_due = bottles;
  return st;
}

PlanInput day() {
  PlanInput in;
  in.drivers = {{"d1", "One"}, {"d2", "Two"}};
  in.slots = {"9am-12pm", "12pm-3pm", "3pm-6pm", "6pm-9pm"};
  in.settings.van_capacity = 20;
  const char* places[] = {"G-9/2", "F-7/3", "I-8/4", "G-11/1", "E-11", "F-10/2"};
  for (int i = 0; i < 6; ++i) {
    auto st = stop(i + 1, i % 2 ? "9am-12pm" : "3pm-6pm", 3, std::string("House 1, ") + places[i]);
    in.stops.push_back(st);
    in.locations[st.id] = *area_location(st.address);
  }
  return in;
}

TEST(DayPlan, EveryPlacedStopIsPlannedInItsSlot) {
  auto plan = plan_day(day());
  ASSERT_EQ(plan.drivers.size(), 2U);
  int planned = 0;
  for (const auto& d : plan.drivers) {
    EXPECT_LE(d.max_load, 20);
    for (const auto& v : d.stops) {
      ++planned;
      auto w = *slot_window(v.slot);
      EXPECT_GE(v.arrival, clock_text(w.first)) << v.slot;
      EXPECT_LE(v.arrival, clock_text(w.second)) << v.slot;
    }
  }
  EXPECT_EQ(planned, 6);
  EXPECT_TRUE(plan.unassigned.empty());
}

TEST(DayPlan, LocksAreKeptAndLeftOutStopsSayWhy) {
  auto in = day();
  in.stops[0].lock_driver = "d2";
  in.stops[0].lock_position = 1;
  in.stops[1].lock_driver = "gone";    // not on duty
  in.stops[2].lines[0].quantity = 30;  // more than a van carries
  in.stops[2].bottles_due = 30;
  in.locations.erase(in.stops[3].id);  // unplaced
  auto plan = plan_day(in);
  ASSERT_FALSE(plan.drivers[1].stops.empty());
  EXPECT_EQ(plan.drivers[1].stops.front().stop, in.stops[0].id);
  std::map<long long, std::string> why;
  for (const auto& u : plan.unassigned) why[u.stop] = u.reason;
  EXPECT_EQ(why[in.stops[1].id], "locked_driver_off");
  EXPECT_EQ(why[in.stops[2].id], "no_capacity");
  EXPECT_EQ(why[in.stops[3].id], "unplaced");
  EXPECT_EQ(why.size(), 3U);
}

TEST(DayPlan, ALateStartMakesEarlySlotsImpossible) {
  auto in = day();
  in.earliest = 13 * 3600;  // planning today at 1pm: the 9am-12pm slot has gone
  auto plan = plan_day(in);
  for (const auto& u : plan.unassigned) EXPECT_EQ(u.reason, "window_impossible");
  EXPECT_EQ(plan.unassigned.size(), 3U);
}

TEST(DayPlan, ADriversOwnVanCarriesItsCapacity) {
  auto in = day();  // 6 stops of 3 bottles, vans of 20
  in.settings.driver_capacity["d2"] = 3;
  auto plan = plan_day(in);
  ASSERT_EQ(plan.drivers.size(), 2U);
  EXPECT_LE(plan.drivers[1].max_load, 3);
  EXPECT_LE(plan.drivers[1].stops.size(), 1U);
  EXPECT_EQ(plan.settings.capacity_of("d1"), 20);
}

}  // namespace
}  // namespace aqua::delivery
