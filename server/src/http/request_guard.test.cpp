#include "http/request_guard.hpp"

#include <gtest/gtest.h>

using namespace aqua::http;

namespace {
Route route(const std::string& method, const std::string& pattern) {
  Route r;
  r.method = method;
  r.pattern = pattern;
  return r;
}

Request post(Headers headers, std::string body = "{}") {
  Request r;
  r.method = "POST";
  r.path = "/api/contact";
  r.headers = std::move(headers);
  r.body = std::move(body);
  return r;
}
}  // namespace

TEST(RequestGuard, SameOrigin) {
  EXPECT_TRUE(same_origin("http://shop.pk", "shop.pk"));
  EXPECT_TRUE(same_origin("https://Shop.pk", "shop.pk:443"));
  EXPECT_TRUE(same_origin("http://127.0.0.1:8080", "127.0.0.1:8080"));
  EXPECT_FALSE(same_origin("http://127.0.0.1:8081", "127.0.0.1:8080"));
  EXPECT_FALSE(same_origin("https://evil.example", "shop.pk"));
  EXPECT_FALSE(same_origin("https://shop.pk.evil.example", "shop.pk"));
  EXPECT_FALSE(same_origin("null", "shop.pk"));
  EXPECT_FALSE(same_origin("http://shop.pk", ""));
}

TEST(RequestGuard, JsonContentType) {
  EXPECT_TRUE(is_json_content_type("application/json"));
  EXPECT_TRUE(is_json_content_type("Application/JSON; charset=utf-8"));
  EXPECT_FALSE(is_json_content_type("text/plain"));
  EXPECT_FALSE(is_json_content_type("application/x-www-form-urlencoded"));
  EXPECT_FALSE(is_json_content_type(""));
}

TEST(RequestGuard, RefusesCrossSiteWrites) {
  auto r = route("POST", "/api/contact");
  auto json = std::pair<std::string, std::string>{"content-type", "application/json"};
  EXPECT_FALSE(guard_request(r, post({json})));  // no browser headers: a script or curl
  EXPECT_FALSE(guard_request(r, post({json,
                                      {"host", "shop.pk"},
                                      {"origin", "https://shop.pk"},
                                      {"sec-fetch-site", "same-origin"}})));
  auto cross = guard_request(r, post({json, {"sec-fetch-site", "cross-site"}}));
  ASSERT_TRUE(cross);
  EXPECT_EQ(cross->status, 403);
  auto other = guard_request(r, post({json, {"host", "shop.pk"}, {"origin", "https://evil.pk"}}));
  ASSERT_TRUE(other);
  EXPECT_EQ(other->status, 403);
  Request get = post({{"sec-fetch-site", "cross-site"}});
  get.method = "GET";
  EXPECT_FALSE(guard_request(r, get));  // reads are not refused (CORS keeps them unreadable)
}

TEST(RequestGuard, BodiesMustBeJsonExceptUploads) {
  auto r = route("POST", "/api/contact");
  auto plain = guard_request(r, post({{"content-type", "text/plain"}}));
  ASSERT_TRUE(plain);
  EXPECT_EQ(plain->status, 415);
  EXPECT_FALSE(guard_request(r, post({}, "")));  // no body, nothing to check
  auto upload = route("POST", "/api/admin/uploads");
  EXPECT_FALSE(guard_request(upload, post({{"content-type", "image/png"}}, "\x89PNG")));
}
