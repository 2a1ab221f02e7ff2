#include "core/json.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

namespace aqua::json {
namespace {

TEST(JsonSerialize, DoublesArePlainDecimals) {
  EXPECT_EQ(plain_number(33.66), "33.66");
  EXPECT_EQ(plain_number(73.055), "73.055");
  EXPECT_EQ(plain_number(12.5), "12.5");
  EXPECT_EQ(plain_number(25.0), "25");
  EXPECT_EQ(plain_number(-0.5), "-0.5");
  EXPECT_EQ(plain_number(0.0000004), "0");
  EXPECT_EQ(plain_number(-0.0), "0");
  EXPECT_EQ(plain_number(1e-6), "0.000001");
  EXPECT_EQ(plain_number(1e12), "1000000000000");
}

TEST(JsonSerialize, RoundsToSixDecimals) {
  EXPECT_EQ(plain_number(33.123456789), "33.123457");
  EXPECT_EQ(plain_number(0.1 + 0.2), "0.3");
  EXPECT_EQ(plain_number(12.3456), "12.3456");
}

TEST(JsonSerialize, NotFiniteIsNull) {
  EXPECT_EQ(plain_number(std::numeric_limits<double>::infinity()), "null");
  EXPECT_EQ(plain_number(std::nan("")), "null");
}

TEST(JsonSerialize, NestedValuesKeepTheirShape) {
  bj::value v = bj::object{{"lat", 33.66},
                           {"name", "G-9 \"Markaz\""},
                           {"stops", bj::array{1, 2.5, nullptr, true}},
                           {"in", bj::object{{"km", 3.0}}}};
  EXPECT_EQ(aqua::json::serialize(v),
            R"({"lat":33.66,"name":"G-9 \"Markaz\"","stops":[1,2.5,null,true],"in":{"km":3}})");
  auto back = bj::parse(aqua::json::serialize(v));
  EXPECT_DOUBLE_EQ(back.at("lat").as_double(), 33.66);
}

TEST(JsonSerialize, WithoutDoublesItIsBoostsOwn) {
  bj::value v = bj::object{{"a", 1}, {"b", bj::array{"x", -2}}, {"c", nullptr}};
  EXPECT_EQ(aqua::json::serialize(v), bj::serialize(v));
}

}  // namespace
}  // namespace aqua::json
