#include "http/router.hpp"

#include <gtest/gtest.h>

#include "core/api_error.hpp"

namespace aqua::http {
namespace {

Request request(std::string method, std::string path) {
  Request r;
  r.method = std::move(method);
  r.path = std::move(path);
  return r;
}

Response text(std::string body) {
  Response r;
  r.body = std::move(body);
  return r;
}

Router sample() {
  Router router;
  router.add("GET", "/api/products", [](Request&) { return text("list"); });
  router.add("GET", "/api/products/:id", [](Request& r) { return text("one " + r.param("id")); });
  router.add("PUT", "/api/products/:id", [](Request&) { return text("put"); });
  router.add(
      "POST", "/api/admin/uploads", [](Request&) { return text("up"); }, Work::blocking,
      "create:product", std::size_t{5} * 1024 * 1024);
  return router;
}

TEST(Router, MatchesLiteralsAndFillsParameters) {
  auto router = sample();
  auto req = request("GET", "/api/products/42");
  auto m = router.match(req);
  ASSERT_NE(m.route, nullptr);
  EXPECT_EQ(req.param("id"), "42");
  EXPECT_EQ(Router::invoke(*m.route, req).body, "one 42");
  auto list = request("GET", "/api/products/");  // a trailing slash is the same path
  ASSERT_NE(router.match(list).route, nullptr);
  EXPECT_EQ(router.match(list).route->pattern, "/api/products");
}

TEST(Router, HeadIsServedByGet) {
  auto router = sample();
  auto req = request("HEAD", "/api/products");
  auto m = router.match(req);
  ASSERT_NE(m.route, nullptr);
  EXPECT_EQ(m.route->method, "GET");
}

TEST(Router, UnknownPathIs404AndOtherMethodIs405WithAllow) {
  auto router = sample();
  auto missing = request("GET", "/api/nothing");
  auto m = router.match(missing);
  EXPECT_EQ(m.route, nullptr);
  EXPECT_EQ(m.error.status, 404);
  EXPECT_NE(m.error.body.find("\"not_found\""), std::string::npos);

  auto wrong = request("DELETE", "/api/products/7");
  auto m2 = router.match(wrong);
  EXPECT_EQ(m2.route, nullptr);
  EXPECT_EQ(m2.error.status, 405);
  std::string allow;
  for (const auto& [k, v] : m2.error.headers)
    if (k == "allow") allow = v;
  EXPECT_EQ(allow, "GET, HEAD, PUT");
}

TEST(Router, RoutesDeclareTheirBodyLimit) {
  auto router = sample();
  EXPECT_EQ(router.body_limit("POST", "/api/admin/uploads"), 5u * 1024 * 1024);
  EXPECT_EQ(router.body_limit("PUT", "/api/products/1"), 0u);  // the server's default
  EXPECT_EQ(router.body_limit("POST", "/api/unknown"), 0u);
  EXPECT_EQ(router.largest_body_limit(), 5u * 1024 * 1024);
}

TEST(Router, InvokeTurnsErrorsIntoTheJsonShape) {
  Router router;
  router.add("GET", "/a", [](Request&) -> Response {
    throw ApiError::validation("Bad", {{"x", "y"}});
  });
  router.add("GET", "/b", [](Request&) -> Response { throw std::runtime_error("secret detail"); });
  auto a = request("GET", "/a");
  auto ra = Router::invoke(*router.match(a).route, a);
  EXPECT_EQ(ra.status, 422);
  EXPECT_NE(ra.body.find("\"fields\""), std::string::npos);
  auto b = request("GET", "/b");
  auto rb = Router::invoke(*router.match(b).route, b);
  EXPECT_EQ(rb.status, 500);
  EXPECT_EQ(rb.body.find("secret"), std::string::npos);  // internals never reach the client
}

}  // namespace
}  // namespace aqua::http
