#include "catalog/catalog.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <chrono>
#include <tuple>

#include "catalog/store.hpp"
#include "core/json.hpp"
#include "core/text.hpp"
#include "settings/settings.hpp"

namespace aqua::catalog {

namespace bj = boost::json;

std::string products_page_body(const Snapshot& snap, const ProductQuery& query) {
  return ProductPages(snap.products, snap.version).render(query);
}

class Catalog::Stream : public http::EventSource {
 public:
  explicit Stream(Catalog& c, long long version) : catalog_(c), sent_version_(version) {}
  void subscribe(std::function<void()> wake) override {
    std::lock_guard lk(mutex_);
    wake_ = std::move(wake);
  }
  void unsubscribe() override {
    std::lock_guard lk(mutex_);
    wake_ = nullptr;
  }
  std::string next_event() override {
    auto snap = catalog_.snapshot();
    if (snap->version == sent_version_) return {};
    sent_version_ = snap->version;
    return "event: catalog\ndata: {\"version\":" + std::to_string(sent_version_) + "}\n\n";
  }
  void wake() {
    std::lock_guard lk(mutex_);
    if (wake_) wake_();
  }

 private:
  Catalog& catalog_;
  long long sent_version_;
  std::mutex mutex_;
  std::function<void()> wake_;
};

Catalog::Catalog(db::Database& db, bool demo_mode) : db_(db), demo_mode_(demo_mode) {
  snapshot_.store(std::make_shared<const Snapshot>());
  reload();
}

std::vector<Product> merge_products(const std::vector<Product>& active,
                                    const std::vector<Product>& changed) {
  auto is_changed = [&](const Product& p) {
    return std::any_of(changed.begin(), changed.end(),
                       [&](const Product& c) { return c.id == p.id; });
  };
  std::vector<Product> out;
  out.reserve(active.size() + changed.size());
  for (const auto& p : active)
    if (!is_changed(p)) out.push_back(p);
  // The store's display order: sort_order, created_at, id.
  auto before = [](const Product& a, const Product& b) {
    return std::tie(a.sort_order, a.created_at, a.id) < std::tie(b.sort_order, b.created_at, b.id);
  };
  for (const auto& c : changed)
    if (c.is_active) out.insert(std::upper_bound(out.begin(), out.end(), c, before), c);
  return out;
}

// Derives the product side of a snapshot (prices, index, pages, first page) from products.
void Catalog::finish_products(Snapshot& snap, const ProductPages::Reuse* reuse) {
  snap.product_prices = price_list(snap.products);  // plan_prices: the caller's
  snap.product_index.clear();
  snap.product_index.reserve(snap.products.size());
  for (std::size_t i = 0; i < snap.products.size(); ++i)
    snap.product_index[snap.products[i].id] = i;
  snap.pages = std::make_shared<const ProductPages>(snap.products, snap.version, reuse);
  auto first_page = snap.pages->page(ProductQuery{});
  snap.products_body = first_page->body;
  snap.products_etag = first_page->etag;
}

void Catalog::reload(bool tell_other_servers) {
  std::lock_guard lock(change_mutex_);
  auto snap = std::make_shared<Snapshot>();
  bj::object settings_json;
  db_.read([&](soci::session& s) {
    snap->version = store::version(s);
    snap->products = store::products(s, true);
    snap->plans = store::plans(s);
    snap->coupons = store::active_coupons(s);
    settings_json = settings::load(s);
  });
  // Within one process the version must grow even if two reloads read the same row.
  auto previous = snapshot_.load();
  if (snap->version <= previous->version) snap->version = previous->version + 1;
  finish_products(*snap, nullptr);
  snap->plan_prices = price_list(snap->plans);

  bj::array plans;
  for (const auto& p : snap->plans) plans.push_back(to_json(p));
  snap->plans_body = json::serialize(bj::object{{"items", std::move(plans)}});
  snap->plans_etag = etag_for(snap->version, snap->plans_body);

  snap->settings = settings_json;
  settings_json.erase("adminEmails");  // recipients of order mail are not public
  settings_json["demoMode"] = demo_mode_;
  if (demo_mode_)
    settings_json["demoCredentials"] =
        bj::object{{"username", "admin"}, {"password", "aquapure-demo"}};
  snap->settings_body = json::serialize(settings_json);
  snap->settings_etag = etag_for(snap->version, snap->settings_body);
  publish(std::move(snap), tell_other_servers);
}

void Catalog::apply_products(const std::vector<Product>& changed) {
  std::lock_guard lock(change_mutex_);
  auto started = std::chrono::steady_clock::now();
  auto previous = snapshot_.load();
  auto snap = std::make_shared<Snapshot>();
  snap->version = previous->version + 1;
  // Plans, coupons and settings are unchanged: their bytes (and ETags) carry over.
  snap->plans = previous->plans;
  snap->coupons = previous->coupons;
  snap->plan_prices = previous->plan_prices;
  snap->plans_body = previous->plans_body;
  snap->plans_etag = previous->plans_etag;
  snap->settings_body = previous->settings_body;
  snap->settings_etag = previous->settings_etag;
  snap->settings = previous->settings;
  snap->products = merge_products(previous->products, changed);
  std::vector<std::string> ids;
  ids.reserve(changed.size());
  for (const auto& c : changed) ids.push_back(c.id);
  ProductPages::Reuse reuse{previous->pages.get(), &previous->product_index, &ids};
  finish_products(*snap, &reuse);
  auto took = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started);
  spdlog::debug("catalogue: {} product(s) applied in {:.2f} ms", changed.size(), took.count());
  publish(std::move(snap), true);
}

void Catalog::publish(std::shared_ptr<const Snapshot> snap, bool tell_other_servers) {
  snapshot_.store(std::move(snap));
  notify_all();
  if (tell_other_servers && db_.kind() == db::Kind::postgresql)
    db_.write([](soci::session& s) { s << "NOTIFY aqua_catalog"; });
}

std::shared_ptr<http::EventSource> Catalog::events() {
  auto stream = std::make_shared<Stream>(*this, snapshot()->version);
  std::lock_guard lk(streams_mutex_);
  std::erase_if(streams_, [](const auto& w) { return w.expired(); });
  streams_.push_back(stream);
  return stream;
}

void Catalog::notify_all() {
  std::vector<std::shared_ptr<Stream>> live;
  {
    std::lock_guard lk(streams_mutex_);
    for (auto& w : streams_)
      if (auto s = w.lock()) live.push_back(std::move(s));
  }
  for (auto& s : live) s->wake();
}

}  // namespace aqua::catalog
