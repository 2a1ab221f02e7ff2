#include "catalog/store.hpp"

#include <boost/json.hpp>

#include "core/text.hpp"
#include "db/row.hpp"

namespace aqua::catalog::store {

namespace {
const char* kProductColumns =
    "id, name, description, price_paisa, image, size, type, featured, has_exchange, "
    "deposit_paisa, is_active, sort_order, created_by, created_at, updated_at, name_ur";

Product product_from_row(const soci::row& r) {
  Product p;
  db::read_columns(r, 0, p, &Product::id, &Product::name, &Product::description,
                   &Product::price_paisa, &Product::image, &Product::size, &Product::type,
                   &Product::featured, &Product::has_exchange, &Product::deposit_paisa,
                   &Product::is_active, &Product::sort_order, &Product::created_by,
                   &Product::created_at, &Product::updated_at, &Product::name_ur);
  return p;
}
}  // namespace

std::vector<Product> products(soci::session& s, bool active_only) {
  std::string sql = std::string("SELECT ") + kProductColumns + " FROM products";
  if (active_only) sql += " WHERE is_active = 1";
  sql += " ORDER BY sort_order, created_at, id";
  soci::rowset<soci::row> rows = (s.prepare << sql);
  std::vector<Product> out;
  for (const auto& r : rows) out.push_back(product_from_row(r));
  return out;
}

ProductsPage products_page(soci::session& s, const ProductQuery& q,
                           const std::optional<ProductAfter>& after) {
  // Every filter is always bound; an empty one matches everything. `q` is a name search
  // (LIKE wildcards in it are taken literally) or an exact id.
  std::string like = "%";
  for (char c : text::to_lower_ascii(q.q)) {
    if (c == '%' || c == '_' || c == '\\') like += '\\';
    like += c;
  }
  like += '%';
  const std::string where =
      " WHERE (CAST(:t0 AS TEXT) = '' OR type = :t1) AND (:f0 < 0 OR featured = :f1) AND "
      "(CAST(:q0 AS TEXT) = '' OR LOWER(name) LIKE :q1 ESCAPE '\\' OR id = :q2)";
  ProductsPage page;
  long long cap = kTotalCap + 1;
  s << "SELECT COUNT(*) FROM (SELECT 1 FROM products" + where + " LIMIT :cap) t", soci::use(q.type),
      soci::use(q.type), soci::use(q.featured), soci::use(q.featured), soci::use(q.q),
      soci::use(like), soci::use(q.q), soci::use(cap), soci::into(page.total);
  std::string sql = std::string("SELECT ") + kProductColumns + " FROM products" + where;
  if (after)
    sql +=
        " AND sort_order >= :a0 AND (sort_order > :a1 OR created_at > :b0 OR (created_at = "
        ":b1 AND id > :k))";
  sql += " ORDER BY sort_order, created_at, id LIMIT :lim";
  int limit = q.limit + 1;
  soci::details::prepare_temp_type p = (s.prepare << sql);
  p, soci::use(q.type), soci::use(q.type), soci::use(q.featured), soci::use(q.featured),
      soci::use(q.q), soci::use(like), soci::use(q.q);
  if (after)
    p, soci::use(after->sort_order), soci::use(after->sort_order), soci::use(after->created_at),
        soci::use(after->created_at), soci::use(after->id);
  p, soci::use(limit);
  soci::rowset<soci::row> rows(p);
  for (const auto& r : rows) page.items.push_back(product_from_row(r));
  return page;
}

std::optional<Product> product(soci::session& s, const std::string& id) {
  soci::rowset<soci::row> rows =
      (s.prepare << std::string("SELECT ") + kProductColumns + " FROM products WHERE id = :id",
       soci::use(id));
  for (const auto& r : rows) return product_from_row(r);
  return std::nullopt;
}

void insert_product(soci::session& s, const Product& p) {
  long long price = p.price_paisa, deposit = p.deposit_paisa, created = p.created_at,
            updated = p.updated_at;
  int featured = p.featured, exchange = p.has_exchange, active = p.is_active, sort = p.sort_order;
  s << "INSERT INTO products (id, name, description, price_paisa, image, size, type, featured, "
       "has_exchange, deposit_paisa, is_active, sort_order, created_by, created_at, updated_at, "
       "name_ur) VALUES (:id, :name, :description, :price, :image, :size, :type, :featured, "
       ":exchange, :deposit, :active, :sort, :created_by, :created, :updated, :name_ur)",
      soci::use(p.id), soci::use(p.name), soci::use(p.description), soci::use(price),
      soci::use(p.image), soci::use(p.size), soci::use(p.type), soci::use(featured),
      soci::use(exchange), soci::use(deposit), soci::use(active), soci::use(sort),
      soci::use(p.created_by), soci::use(created), soci::use(updated), soci::use(p.name_ur);
}

void update_product(soci::session& s, const Product& p) {
  long long price = p.price_paisa, deposit = p.deposit_paisa, updated = p.updated_at;
  int featured = p.featured, exchange = p.has_exchange, active = p.is_active;
  s << "UPDATE products SET name = :name, description = :description, price_paisa = :price, "
       "image = :image, size = :size, type = :type, featured = :featured, has_exchange = "
       ":exchange, deposit_paisa = :deposit, is_active = :active, updated_at = :updated, "
       "name_ur = :name_ur WHERE id = :id",
      soci::use(p.name), soci::use(p.description), soci::use(price), soci::use(p.image),
      soci::use(p.size), soci::use(p.type), soci::use(featured), soci::use(exchange),
      soci::use(deposit), soci::use(active), soci::use(updated), soci::use(p.name_ur),
      soci::use(p.id);
}

void deactivate_all_products(soci::session& s) {
  s << "UPDATE products SET is_active = 0";
}

std::vector<Plan> plans(soci::session& s) {
  soci::rowset<soci::row> rows =
      (s.prepare
       << "SELECT id, name, price_paisa, bottles, frequency, popular, savings, "
          "discount_bp, features, sort_order, created_at, updated_at, name_ur, product_id "
          "FROM plans "
          "ORDER BY sort_order, created_at, id");
  std::vector<Plan> out;
  for (const auto& r : rows) {
    Plan p;
    p.id = db::row_text(r, 0);
    p.name = db::row_text(r, 1);
    p.price_paisa = db::row_int(r, 2);
    p.bottles = static_cast<int>(db::row_int(r, 3));
    p.frequency = db::row_text(r, 4);
    p.popular = db::row_int(r, 5) != 0;
    p.savings = db::row_text(r, 6);
    p.discount_bp = static_cast<int>(db::row_int(r, 7));
    boost::system::error_code ec;
    auto features = boost::json::parse(db::row_text(r, 8), ec);
    if (!ec && features.is_array())
      for (const auto& f : features.as_array())
        if (f.is_string()) p.features.emplace_back(f.as_string());
    p.sort_order = static_cast<int>(db::row_int(r, 9));
    p.created_at = db::row_int(r, 10);
    p.updated_at = db::row_int(r, 11);
    p.name_ur = db::row_text(r, 12);
    p.product_id = db::row_text(r, 13);
    out.push_back(std::move(p));
  }
  return out;
}

void insert_plan(soci::session& s, const Plan& p) {
  boost::json::array features;
  for (const auto& f : p.features) features.emplace_back(f);
  std::string features_json = boost::json::serialize(features);
  long long price = p.price_paisa, created = p.created_at, updated = p.updated_at;
  int popular = p.popular;
  s << "INSERT INTO plans (id, name, price_paisa, bottles, frequency, popular, savings, "
       "discount_bp, features, sort_order, created_at, updated_at, name_ur, product_id) VALUES "
       "(:id, :name, :price, :bottles, :frequency, :popular, :savings, :discount, :features, "
       ":sort, :created, :updated, :name_ur, :product)",
      soci::use(p.id), soci::use(p.name), soci::use(price), soci::use(p.bottles),
      soci::use(p.frequency), soci::use(popular), soci::use(p.savings), soci::use(p.discount_bp),
      soci::use(features_json), soci::use(p.sort_order), soci::use(created), soci::use(updated),
      soci::use(p.name_ur), soci::use(p.product_id);
}

bool delete_plan(soci::session& s, const std::string& id) {
  soci::statement st = (s.prepare << "DELETE FROM plans WHERE id = :id", soci::use(id));
  st.execute(true);
  return st.get_affected_rows() > 0;
}

void delete_all_plans(soci::session& s) {
  s << "DELETE FROM plans";
}

std::vector<pricing::Coupon> active_coupons(soci::session& s) {
  soci::rowset<soci::row> rows =
      (s.prepare << "SELECT code, percent_bp, min_subtotal_paisa FROM coupons WHERE is_active = 1");
  std::vector<pricing::Coupon> out;
  for (const auto& r : rows)
    out.push_back({db::row_text(r, 0), static_cast<int>(db::row_int(r, 1)), db::row_int(r, 2)});
  return out;
}

long long version(soci::session& s) {
  long long v = 0;
  s << "SELECT version FROM catalog_version WHERE id = 1", soci::into(v);
  return v;
}

void bump_version(soci::session& s) {
  s << "UPDATE catalog_version SET version = version + 1 WHERE id = 1";
}

}  // namespace aqua::catalog::store
