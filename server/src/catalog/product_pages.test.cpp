#include "catalog/product_pages.hpp"

#include <gtest/gtest.h>

#include "catalog/seed.hpp"

namespace aqua::catalog {
namespace {

// The reference the pre-serialised pages must match byte for byte.
std::string reference_page(const std::vector<Product>& products, const ProductQuery& q) {
  boost::json::array all;
  for (const auto& p : products) {
    if (!q.type.empty() && p.type != q.type) continue;
    if (q.featured >= 0 && p.featured != (q.featured == 1)) continue;
    all.push_back(to_json(p));
  }
  boost::json::array page;
  for (std::size_t i = q.offset; i < all.size() && page.size() < std::size_t(q.limit); ++i)
    page.push_back(all[i]);
  return boost::json::serialize(boost::json::object{
      {"items", page}, {"total", all.size()}, {"limit", q.limit}, {"offset", q.offset}});
}

TEST(ProductPages, EveryFilterMatchesTheSerialisedReference) {
  auto products = default_products(0);
  ProductPages pages(products, 7);
  for (std::string type : {"", "bottle", "dispenser", "accessory"})
    for (int featured : {-1, 0, 1})
      for (int offset : {0, 1, 5, 9})
        for (int limit : {1, 2, 50}) {
          ProductQuery q{type, "", featured, limit, offset};
          EXPECT_EQ(pages.render(q), reference_page(products, q))
              << type << " " << featured << " " << offset << " " << limit;
          EXPECT_EQ(pages.page(q)->body, pages.render(q));
        }
}

TEST(ProductPages, SearchIsCaseInsensitiveOnNameOrDescriptionButNotAcrossThem) {
  std::vector<Product> products(2);
  products[0].id = "a";
  products[0].name = "Mineral WATER";
  products[0].description = "cold";
  products[1].id = "b";
  products[1].name = "Stand";
  products[1].description = "holds a water bottle";
  ProductPages pages(products, 1);
  auto total = [&](std::string q) {
    return boost::json::parse(pages.render(ProductQuery{"", std::move(q), -1, 50, 0}))
        .as_object()["total"]
        .as_int64();
  };
  EXPECT_EQ(total("water"), 2);
  EXPECT_EQ(total("WaTeR BoTtLe"), 1);
  EXPECT_EQ(total("watercold"), 0);  // never matches across name and description
  EXPECT_EQ(total("stand"), 1);
}

TEST(ProductPages, CachedPageKeepsItsEtagAndADifferentQueryGetsAnother) {
  auto products = default_products(0);
  ProductPages pages(products, 3);
  ProductQuery featured{"", "", 1, 50, 0};
  auto first = pages.page(featured);
  EXPECT_EQ(pages.page(featured), first);  // the same bytes, not rendered again
  EXPECT_EQ(first->etag, etag_for(3, first->body));
  ProductQuery upper{"", "LITER", -1, 50, 0}, lower{"", "liter", -1, 50, 0};
  EXPECT_EQ(pages.page(upper), pages.page(lower));
  EXPECT_NE(pages.page(upper)->etag, first->etag);
}

TEST(ProductPages, SingleProductBytesMatchItsJson) {
  auto products = default_products(0);
  ProductPages pages(products, 2);
  EXPECT_EQ(pages.product_json(3), boost::json::serialize(to_json(products[3])));
  EXPECT_EQ(pages.product_etag(3), etag_for(2, pages.product_json(3)));
}

}  // namespace
}  // namespace aqua::catalog
