#include "catalog/routes.hpp"

#include <charconv>

#include "core/api_error.hpp"
#include "core/json.hpp"
#include "core/text.hpp"

namespace aqua::catalog {

namespace {

// `body` lives in `owner` (a catalogue snapshot or a cached page), which the answer holds
// until it is written: the bytes are never copied.
http::Response cached_json(const http::Request& req, std::shared_ptr<const void> owner,
                           const std::string& body, const std::string& etag) {
  if (auto inm = req.header("if-none-match"); inm && *inm == etag) {
    http::Response r;
    r.status = 304;
    r.header("etag", etag);
    r.header("cache-control", "no-cache");
    return r;
  }
  auto r = http::Response::json_shared(std::shared_ptr<const std::string>(std::move(owner), &body));
  r.header("etag", etag);
  r.header("cache-control", "no-cache");
  return r;
}

bool parse_int(const std::string& s, int& out) {
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
  return ec == std::errc() && p == s.data() + s.size();
}

}  // namespace

ProductQuery parse_product_query(const http::Request& req) {
  ProductQuery q;
  std::map<std::string, std::string> errors;
  if (auto t = req.query_param("type")) {
    if (!t->empty() && !is_product_type(*t))
      errors["type"] = "Type must be bottle, dispenser or accessory";
    else
      q.type = *t;
  }
  if (auto f = req.query_param("featured")) {
    if (*f == "true" || *f == "1")
      q.featured = 1;
    else if (*f == "false" || *f == "0")
      q.featured = 0;
    else if (!f->empty())
      errors["featured"] = "Featured must be true or false";
  }
  if (auto s = req.query_param("q")) {
    q.q = text::trim(*s);
    if (text::utf8_length(q.q) > 100 || !text::is_clean_utf8(q.q))
      errors["q"] = "Search text must be at most 100 characters";
  }
  if (auto l = req.query_param("limit")) {
    if (!parse_int(*l, q.limit) || q.limit < 1 || q.limit > 100)
      errors["limit"] = "Limit must be a whole number from 1 to 100";
  }
  if (auto o = req.query_param("offset")) {
    if (!parse_int(*o, q.offset) || q.offset < 0)
      errors["offset"] = "Offset must be a whole number of 0 or more";
  }
  if (!errors.empty()) throw ApiError::validation("Invalid product filter", std::move(errors));
  return q;
}

void add_routes(http::Router& router, Catalog& catalog) {
  using http::Request;
  using http::Response;
  using http::Work;

  router.add(
      "GET", "/api/products",
      [&catalog](Request& req) {
        auto snap = catalog.snapshot();
        auto query = parse_product_query(req);
        if (query.is_default())
          return cached_json(req, snap, snap->products_body, snap->products_etag);
        auto page = snap->pages->page(query);
        return cached_json(req, page, page->body, page->etag);
      },
      Work::memory);

  router.add(
      "GET", "/api/products/:id",
      [&catalog](Request& req) {
        auto snap = catalog.snapshot();
        auto it = snap->product_index.find(req.param("id"));
        if (it == snap->product_index.end()) throw ApiError::not_found("Product not found");
        return cached_json(req, snap, snap->pages->product_json(it->second),
                           snap->pages->product_etag(it->second));
      },
      Work::memory);

  router.add(
      "GET", "/api/plans",
      [&catalog](Request& req) {
        auto snap = catalog.snapshot();
        return cached_json(req, snap, snap->plans_body, snap->plans_etag);
      },
      Work::memory);

  router.add(
      "GET", "/api/settings",
      [&catalog](Request& req) {
        auto snap = catalog.snapshot();
        return cached_json(req, snap, snap->settings_body, snap->settings_etag);
      },
      Work::memory);

  router.add(
      "GET", "/api/catalog/events",
      [&catalog](Request&) {
        Response r;
        r.events = catalog.events();
        return r;
      },
      Work::memory);
}

}  // namespace aqua::catalog
