#include "core/crypto.hpp"

#include <gtest/gtest.h>

#include <set>

namespace aqua::crypto {
namespace {

constexpr std::string_view kAlphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

TEST(TimeOrderedCode, SixCharactersCountEightMillisecondTicksInBase31) {
  constexpr long long kTick = 8, kWrap = 887'503'681;  // 31^6 ticks: 82 days
  EXPECT_EQ(time_ordered_code(6, 0), "222222");
  EXPECT_EQ(time_ordered_code(6, kTick - 1), "222222");  // the same tick
  EXPECT_EQ(time_ordered_code(6, kTick), "222223");
  EXPECT_EQ(time_ordered_code(6, kTick * 31), "222232");
  EXPECT_EQ(time_ordered_code(6, kTick * (kWrap - 1)), "ZZZZZZ");
  EXPECT_EQ(time_ordered_code(6, kTick * kWrap), "222222");  // and round again
}

TEST(TimeOrderedCode, LaterCodesSortAfterEarlierOnesAndTheRestIsRandom) {
  const long long t = 1'795'527'396'408;  // 2026-11-24
  std::string previous;
  for (long long ms = t; ms < t + 10'000; ms += 9) {
    auto code = time_ordered_code(10, ms);
    ASSERT_EQ(code.size(), 10u);
    for (char c : code) ASSERT_NE(kAlphabet.find(c), std::string_view::npos) << code;
    EXPECT_LT(previous, code) << "at " << ms;
    previous = code;
  }
  std::set<std::string> same_tick;
  for (int i = 0; i < 1000; ++i) {
    auto code = time_ordered_code(10, t);
    EXPECT_EQ(code.substr(0, 6), time_ordered_code(6, t));
    same_tick.insert(code);
  }
  EXPECT_GT(same_tick.size(), 990u) << "four random characters: 923,521 choices per tick";
}

}  // namespace
}  // namespace aqua::crypto
