// The active products as ready-to-send bytes: each product serialised once per catalogue
// version, index lists per (type, featured) filter, lower-cased text for search, and a
// bounded cache of rendered pages. So every /api/products filter is answered from memory
// without serialising products again ("every public catalogue query ≥ 0.9× nginx").
#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <shared_mutex>
#include <string>
#include <unordered_map>
#include <vector>

#include "catalog/model.hpp"

namespace aqua::catalog {

struct ProductQuery {
  std::string type, q;
  int featured = -1;  // -1 any, 0 false, 1 true
  int limit = 50, offset = 0;
  bool is_default() const {
    return type.empty() && q.empty() && featured < 0 && offset == 0 && limit == 50;
  }
};

struct Page {
  std::string body, etag;
};

class ProductPages {
 public:
  // Cached pages stop at this many bytes (then the cache starts again from empty).
  static constexpr std::size_t kCacheBytes = 16u << 20;

  // What a rebuild after a product write takes over from the pages before it: every
  // product's bytes except the changed ones' (so a write serialises one product, not all).
  struct Reuse {
    const ProductPages* pages;
    const std::unordered_map<std::string, std::size_t>* index;  // id -> position before
    const std::vector<std::string>* changed;                    // ids written
  };
  ProductPages(const std::vector<Product>& products, long long version,
               const Reuse* reuse = nullptr);

  // The page for a query, rendered once per catalogue version and then served from memory.
  std::shared_ptr<const Page> page(const ProductQuery& query) const;
  // Renders without the cache (pure).
  std::string render(const ProductQuery& query) const;

  // One product's JSON and ETag by position in the products vector.
  const std::string& product_json(std::size_t i) const { return entries_[i]->json; }
  const std::string& product_etag(std::size_t i) const { return entries_[i]->etag; }

 private:
  const std::vector<std::uint32_t>& candidates(const ProductQuery& query) const;

  long long version_;
  // One product's bytes, shared with the next version's pages while it does not change.
  struct Entry {
    std::string json, etag, name_lower, description_lower;
  };
  std::vector<std::shared_ptr<const Entry>> entries_;
  // [type 0 any, 1 bottle, 2 dispenser, 3 accessory][featured 0 any, 1 false, 2 true]
  std::array<std::vector<std::uint32_t>, 12> filtered_;

  mutable std::shared_mutex cache_mutex_;
  mutable std::unordered_map<std::string, std::shared_ptr<const Page>> cache_;
  mutable std::size_t cache_bytes_ = 0;
};

std::string etag_for(long long version, const std::string& body);

}  // namespace aqua::catalog
