#include "core/money.hpp"

#include <gtest/gtest.h>

#include <climits>

namespace aqua::money {
namespace {

TEST(Money, FormatsPaisaAsPkrWithTwoDecimals) {
  EXPECT_EQ(format_pkr(0), "PKR 0.00");
  EXPECT_EQ(format_pkr(5), "PKR 0.05");
  EXPECT_EQ(format_pkr(25000), "PKR 250.00");
  EXPECT_EQ(format_pkr(125050), "PKR 1,250.50");
  EXPECT_EQ(format_pkr(123456789), "PKR 1,234,567.89");
  EXPECT_EQ(format_pkr(-2500), "-PKR 25.00");
  EXPECT_EQ(format_pkr(LLONG_MIN), "-PKR 92,233,720,368,547,758.08");
}

}  // namespace
}  // namespace aqua::money
