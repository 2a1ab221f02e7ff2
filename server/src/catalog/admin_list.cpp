#include "catalog/admin_list.hpp"

#include <algorithm>

#include "catalog/routes.hpp"
#include "catalog/store.hpp"
#include "core/api_error.hpp"
#include "core/json.hpp"
#include "http/list_page.hpp"

namespace aqua::catalog {

namespace bj = boost::json;

http::Response list_admin_products(db::Database& db, const http::Request& req) {
  if (req.query_param("offset").value_or("0") != "0")
    throw ApiError::validation("Invalid product filter",
                               {{"offset", "Pages go by cursor: use nextCursor"}});
  auto query = parse_product_query(req);
  std::optional<store::ProductAfter> after;
  if (auto c = http::cursor_param(req, 2))
    after = store::ProductAfter{c->numbers[0], c->numbers[1], c->key};
  auto page = db.read([&](soci::session& s) { return store::products_page(s, query, after); });
  bj::value next = nullptr;
  if (page.items.size() > static_cast<std::size_t>(query.limit)) {
    page.items.pop_back();
    const auto& last = page.items.back();
    next = http::cursor_text({last.sort_order, last.created_at}, last.id);
  }
  bj::array items;
  for (const auto& p : page.items) items.push_back(to_json(p));
  return http::Response::json(
      json::serialize(bj::object{{"items", std::move(items)},
                                 {"total", std::min(page.total, store::kTotalCap)},
                                 {"totalCapped", page.total > store::kTotalCap},
                                 {"limit", query.limit},
                                 {"nextCursor", next}}));
}

}  // namespace aqua::catalog
