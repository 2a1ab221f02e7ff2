// A product write rebuilds only what it changed: the result must equal a full rebuild.
#include <gtest/gtest.h>

#include <algorithm>
#include <tuple>

#include "catalog/catalog.hpp"
#include "catalog/seed.hpp"

namespace aqua::catalog {
namespace {

std::vector<Product> sorted_active(std::vector<Product> all) {
  std::erase_if(all, [](const Product& p) { return !p.is_active; });
  std::stable_sort(all.begin(), all.end(), [](const Product& a, const Product& b) {
    return std::tie(a.sort_order, a.created_at, a.id) < std::tie(b.sort_order, b.created_at, b.id);
  });
  return all;
}

std::vector<std::string> ids(const std::vector<Product>& ps) {
  std::vector<std::string> out;
  out.reserve(ps.size());
  for (const auto& p : ps) out.push_back(p.id);
  return out;
}

TEST(MergeProducts, MatchesAFullReloadForUpdatesCreatesAndDeletes) {
  auto all = default_products(0);
  auto active = sorted_active(all);
  // An update in place, a new product at the end, a delete, a product put back.
  Product renamed = all[2];
  renamed.name = "Renamed";
  Product created = all[0];
  created.id = "1700000000000";
  created.sort_order = 1000;
  created.created_at = 5;
  Product deleted = all[4];
  deleted.is_active = false;
  auto merged = merge_products(active, {renamed, created, deleted});
  std::vector<Product> expected_all = all;
  expected_all[2] = renamed;
  expected_all[4] = deleted;
  expected_all.push_back(created);
  auto expected = sorted_active(expected_all);
  EXPECT_EQ(ids(merged), ids(expected));
  EXPECT_EQ(merged[2].name, "Renamed");
  Product back = deleted;
  back.is_active = true;
  expected_all[4] = back;
  EXPECT_EQ(ids(merge_products(merged, {back})), ids(sorted_active(expected_all)));
}

TEST(ProductPagesReuse, RendersTheSameBytesAsAFullBuild) {
  auto before = sorted_active(default_products(0));
  ProductPages old_pages(before, 1);
  std::unordered_map<std::string, std::size_t> index;
  for (std::size_t i = 0; i < before.size(); ++i) index[before[i].id] = i;
  Product changed = before[1];
  changed.name = "Changed Name";
  changed.featured = !changed.featured;
  auto after = merge_products(before, {changed});
  std::vector<std::string> changed_ids{changed.id};
  ProductPages::Reuse reuse{&old_pages, &index, &changed_ids};
  ProductPages incremental(after, 2, &reuse);
  ProductPages full(after, 2);
  for (std::string type : {"", "bottle", "dispenser"})
    for (int featured : {-1, 0, 1})
      for (std::string q : {"", "changed", "bottle"}) {
        ProductQuery query{type, q, featured, 50, 0};
        EXPECT_EQ(incremental.render(query), full.render(query)) << type << featured << q;
      }
  // Unchanged products keep their bytes and ETag; the changed one gets new ones.
  EXPECT_EQ(incremental.product_etag(0), old_pages.product_etag(0));
  EXPECT_NE(incremental.product_json(1), old_pages.product_json(1));
  EXPECT_NE(incremental.product_json(1).find("Changed Name"), std::string::npos);
}

}  // namespace
}  // namespace aqua::catalog
