#include "delivery/roster.hpp"

#include <gtest/gtest.h>

namespace aqua::delivery {
namespace {

using Ids = std::vector<long long>;

TEST(SequenceOrder, TheWholeListIsTheNewOrder) {
  EXPECT_EQ(sequence_order({1, 2, 3}, {3, 1, 2}), (Ids{3, 1, 2}));
}

TEST(SequenceOrder, StopsNotNamedKeepTheirPlaces) {
  // 10 delivered first, 20 and 30 planned and reordered, 40 not named stays last.
  EXPECT_EQ(sequence_order({10, 20, 30, 40}, {30, 20}), (Ids{10, 30, 20, 40}));
  EXPECT_EQ(sequence_order({5, 6, 7}, {}), (Ids{5, 6, 7}));
}

TEST(SequenceOrder, UnknownIdsAndRepeatsAreIgnored) {
  EXPECT_EQ(sequence_order({1, 2, 3}, {3, 99, 3, 1}), (Ids{3, 2, 1}));
  EXPECT_EQ(sequence_order({}, {1, 2}), Ids{});
}

TEST(OnDuty, EveryDriverUnlessMarkedOff) {
  auto duty = on_duty({"a", "b", "c"}, {{"b", false}, {"c", true}, {"gone", true}});
  EXPECT_EQ(duty, (std::set<std::string>{"a", "c"}));
  EXPECT_TRUE(on_duty({}, {{"a", true}}).empty());
}

}  // namespace
}  // namespace aqua::delivery
