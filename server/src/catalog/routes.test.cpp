#include "catalog/routes.hpp"

#include <gtest/gtest.h>

#include "catalog/seed.hpp"
#include "core/api_error.hpp"

namespace aqua::catalog {
namespace {

http::Request with_query(std::vector<std::pair<std::string, std::string>> q) {
  http::Request r;
  r.query = std::move(q);
  return r;
}

std::map<std::string, std::string> errors_of(const http::Request& r) {
  try {
    parse_product_query(r);
  } catch (const ApiError& e) {
    EXPECT_EQ(e.status, 422);
    return e.fields;
  }
  return {};
}

TEST(ProductQuery, DefaultsToFirstFiftyOfEverything) {
  auto q = parse_product_query(with_query({}));
  EXPECT_TRUE(q.is_default());
  EXPECT_EQ(q.limit, 50);
}

TEST(ProductQuery, RejectsBadValuesNamingTheField) {
  EXPECT_TRUE(errors_of(with_query({{"type", "water"}})).count("type"));
  EXPECT_TRUE(errors_of(with_query({{"limit", "0"}})).count("limit"));
  EXPECT_TRUE(errors_of(with_query({{"limit", "101"}})).count("limit"));
  EXPECT_TRUE(errors_of(with_query({{"limit", "5x"}})).count("limit"));
  EXPECT_TRUE(errors_of(with_query({{"offset", "-1"}})).count("offset"));
  EXPECT_TRUE(errors_of(with_query({{"featured", "maybe"}})).count("featured"));
  EXPECT_TRUE(errors_of(with_query({{"q", std::string(101, 'a')}})).count("q"));
}

Snapshot seeded() {
  Snapshot s;
  s.products = default_products(0);
  return s;
}

TEST(ProductsPage, FiltersByTypeFeaturedAndText) {
  auto snap = seeded();
  ProductQuery q;
  q.type = "dispenser";
  auto body = boost::json::parse(products_page_body(snap, q)).as_object();
  ASSERT_EQ(body["total"].as_int64(), 1);
  EXPECT_EQ(body["items"].as_array()[0].as_object()["id"].as_string(), "4");

  ProductQuery featured;
  featured.featured = 1;
  EXPECT_EQ(boost::json::parse(products_page_body(snap, featured)).as_object()["total"].as_int64(),
            3);

  ProductQuery text;
  text.q = "LITER";
  auto t = boost::json::parse(products_page_body(snap, text)).as_object();
  EXPECT_EQ(t["total"].as_int64(), 3);  // ids 1, 5, 6
}

TEST(ProductsPage, PagesWithLimitAndOffset) {
  auto snap = seeded();
  ProductQuery q;
  q.limit = 2;
  q.offset = 5;
  auto body = boost::json::parse(products_page_body(snap, q)).as_object();
  EXPECT_EQ(body["total"].as_int64(), 6);
  ASSERT_EQ(body["items"].as_array().size(), 1u);
  EXPECT_EQ(body["items"].as_array()[0].as_object()["id"].as_string(), "6");
}

TEST(DefaultCatalogue, MatchesTheSpecPricesInPaisa) {
  auto products = default_products(0);
  ASSERT_EQ(products.size(), 6u);
  std::vector<long long> prices;
  prices.reserve(products.size());
  for (const auto& p : products) prices.push_back(p.price_paisa);
  EXPECT_EQ(prices, (std::vector<long long>{25000, 36000, 36000, 150000, 45000, 60000}));
  EXPECT_TRUE(products[0].has_exchange);
  EXPECT_EQ(products[0].deposit_paisa, 100000);
  auto plans = default_plans(0);
  ASSERT_EQ(plans.size(), 3u);
  EXPECT_EQ(plans[0].discount_bp, 1000);
  EXPECT_EQ(plans[1].discount_bp, 1500);
  EXPECT_TRUE(plans[1].popular);
  EXPECT_EQ(plans[2].discount_bp, 1800);
}

}  // namespace
}  // namespace aqua::catalog
