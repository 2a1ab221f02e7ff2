// The catalogue held in memory (products, plans, settings) as ready-to-send JSON bytes with
// ETags, so hot reads never touch the database. Rebuilt by reload() after every change,
// which also wakes the server-sent event streams of open pages.
#pragma once
#include <atomic>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

#include "catalog/model.hpp"
#include "catalog/product_pages.hpp"
#include "db/database.hpp"
#include "http/message.hpp"
#include "pricing/pricing.hpp"

namespace aqua::catalog {

struct Snapshot {
  long long version = 0;
  std::vector<Product> products;  // active only, in display order
  std::vector<Plan> plans;
  std::vector<pricing::Coupon> coupons;               // active ones; never sent to the browser
  std::vector<pricing::ProductPrice> product_prices;  // products and plans as pricing sees them
  std::vector<pricing::PlanPrice> plan_prices;
  std::unordered_map<std::string, std::size_t> product_index;  // id -> position in products
  std::shared_ptr<const ProductPages> pages;                   // every filter, from memory
  std::string products_body, products_etag;                    // the unfiltered first page
  std::string plans_body, plans_etag;
  std::string settings_body, settings_etag;
  boost::json::object settings;  // everything, including what is not public

  pricing::Catalogue pricing_view() const { return {&product_prices, &plan_prices, &coupons}; }
};

// Filters and pages the active products (pure; unit-tested; the server answers from
// snapshot.pages, which renders the same bytes once and keeps them).
std::string products_page_body(const Snapshot& snap, const ProductQuery& query);

// The active products after a write of `changed` (any state, active or not): the others
// keep their order, each changed active one goes to its display position (pure).
std::vector<Product> merge_products(const std::vector<Product>& active,
                                    const std::vector<Product>& changed);

class Catalog {
 public:
  Catalog(db::Database& db, bool demo_mode);

  // Rebuilds the snapshot from the database and notifies live pages. After a change made
  // here, tell_other_servers also signals every other server on the same PostgreSQL.
  void reload(bool tell_other_servers = true);
  // After a write of these products only (as stored now): a new snapshot that serialises
  // just them and takes everything else over from the current one (a product
  // PUT must not rebuild the whole catalogue). Notifies like reload().
  void apply_products(const std::vector<Product>& changed);
  std::shared_ptr<const Snapshot> snapshot() const { return snapshot_.load(); }

  // A new server-sent event stream for one open page.
  std::shared_ptr<http::EventSource> events();

 private:
  class Stream;
  void notify_all();
  static void finish_products(Snapshot& snap, const ProductPages::Reuse* reuse);
  void publish(std::shared_ptr<const Snapshot> snap, bool tell_other_servers);

  db::Database& db_;
  bool demo_mode_;
  std::atomic<std::shared_ptr<const Snapshot>> snapshot_;
  std::mutex change_mutex_;  // one snapshot build at a time, each from the latest
  std::mutex streams_mutex_;
  std::vector<std::weak_ptr<Stream>> streams_;
};

}  // namespace aqua::catalog
