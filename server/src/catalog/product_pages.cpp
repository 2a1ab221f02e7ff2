#include "catalog/product_pages.hpp"

#include <algorithm>
#include <mutex>

#include "core/text.hpp"

namespace aqua::catalog {

namespace {

constexpr std::array<const char*, 3> kTypes = {"bottle", "dispenser", "accessory"};

std::size_t type_slot(const std::string& type) {
  for (std::size_t i = 0; i < kTypes.size(); ++i)
    if (type == kTypes[i]) return i + 1;
  return 0;
}

std::size_t filter_slot(std::size_t type, int featured) {
  return type * 3 + static_cast<std::size_t>(featured + 1);
}

std::string cache_key(const ProductQuery& q, const std::string& needle) {
  return q.type + '\x1f' + std::to_string(q.featured) + '\x1f' + std::to_string(q.limit) + '\x1f' +
         std::to_string(q.offset) + '\x1f' + needle;
}

constexpr std::size_t kNone = static_cast<std::size_t>(-1);

// The product's position in the pages before, when its bytes can be taken over.
std::size_t kept_position(const ProductPages::Reuse& r, const std::string& id) {
  for (const auto& c : *r.changed)
    if (c == id) return kNone;
  auto it = r.index->find(id);
  return it == r.index->end() ? kNone : it->second;
}

}  // namespace

std::string etag_for(long long version, const std::string& body) {
  return "\"c" + std::to_string(version) + "-" + text::fnv1a_hex(body) + "\"";
}

ProductPages::ProductPages(const std::vector<Product>& products, long long version,
                           const Reuse* reuse)
    : version_(version) {
  entries_.reserve(products.size());
  for (std::uint32_t i = 0; i < products.size(); ++i) {
    const auto& p = products[i];
    std::size_t before = reuse ? kept_position(*reuse, p.id) : kNone;
    if (before != kNone) {
      // Unchanged bytes keep their ETag: it still names exactly these bytes.
      entries_.push_back(reuse->pages->entries_[before]);
    } else {
      auto e = std::make_shared<Entry>();
      e->json = boost::json::serialize(to_json(p));
      e->etag = etag_for(version, e->json);
      e->name_lower = text::to_lower_ascii(p.name);
      e->description_lower = text::to_lower_ascii(p.description);
      entries_.push_back(std::move(e));
    }
    std::size_t type = type_slot(p.type);
    int featured = p.featured ? 1 : 0;
    for (std::size_t t : {std::size_t{0}, type})
      for (int f : {-1, featured}) {
        auto& list = filtered_[filter_slot(t, f)];
        if (list.empty() || list.back() != i) list.push_back(i);
      }
  }
}

const std::vector<std::uint32_t>& ProductPages::candidates(const ProductQuery& query) const {
  return filtered_[filter_slot(type_slot(query.type), query.featured)];
}

std::string ProductPages::render(const ProductQuery& query) const {
  const std::string needle = text::to_lower_ascii(query.q);
  const auto& list = candidates(query);
  std::string items;
  std::size_t total = 0;
  const auto first = static_cast<std::size_t>(query.offset);
  const auto last = first + static_cast<std::size_t>(query.limit);
  for (std::uint32_t i : list) {
    const Entry& e = *entries_[i];
    if (!needle.empty() && e.name_lower.find(needle) == std::string::npos &&
        e.description_lower.find(needle) == std::string::npos)
      continue;
    if (total >= first && total < last) {
      if (!items.empty()) items += ',';
      items += e.json;
    }
    ++total;
  }
  return "{\"items\":[" + items + "],\"total\":" + std::to_string(total) +
         ",\"limit\":" + std::to_string(query.limit) +
         ",\"offset\":" + std::to_string(query.offset) + "}";
}

std::shared_ptr<const Page> ProductPages::page(const ProductQuery& query) const {
  const std::string key = cache_key(query, text::to_lower_ascii(query.q));
  {
    std::shared_lock lock(cache_mutex_);
    if (auto it = cache_.find(key); it != cache_.end()) return it->second;
  }
  auto page = std::make_shared<Page>();
  page->body = render(query);
  page->etag = etag_for(version_, page->body);
  std::unique_lock lock(cache_mutex_);
  if (cache_bytes_ + page->body.size() > kCacheBytes) {
    cache_.clear();
    cache_bytes_ = 0;
  }
  if (cache_.emplace(key, page).second) cache_bytes_ += page->body.size() + key.size();
  return page;
}

}  // namespace aqua::catalog
