#include "http/wire.hpp"

#include <gtest/gtest.h>

namespace aqua::http {
namespace {

TEST(ResponseHead, HeadersInOrderThenContentLengthOnAKeptConnection) {
  auto res = Response::json(R"({"ok":true})");
  res.header("etag", "\"v1\"");
  EXPECT_EQ(response_head(res, 11, true),
            "HTTP/1.1 200 OK\r\n"
            "content-type: application/json; charset=utf-8\r\n"
            "etag: \"v1\"\r\n"
            "Content-Length: 11\r\n"
            "\r\n");
}

TEST(ResponseHead, ConnectionAsTheVersionNeedsIt) {
  auto res = Response::json(404, "{}");
  EXPECT_EQ(response_head(res, 11, false),
            "HTTP/1.1 404 Not Found\r\ncontent-type: application/json; charset=utf-8\r\n"
            "Connection: close\r\nContent-Length: 2\r\n\r\n");
  EXPECT_EQ(response_head(res, 10, true),
            "HTTP/1.0 404 Not Found\r\ncontent-type: application/json; charset=utf-8\r\n"
            "Connection: keep-alive\r\nContent-Length: 2\r\n\r\n");
  EXPECT_EQ(response_head(res, 10, false),
            "HTTP/1.0 404 Not Found\r\ncontent-type: application/json; charset=utf-8\r\n"
            "Content-Length: 2\r\n\r\n");
}

TEST(ResponseHead, NoLengthForBodylessStatuses) {
  Response not_modified;
  not_modified.status = 304;
  not_modified.header("etag", "\"v1\"");
  EXPECT_EQ(response_head(not_modified, 11, true),
            "HTTP/1.1 304 Not Modified\r\netag: \"v1\"\r\n\r\n");
  EXPECT_EQ(response_head(Response::no_content(), 11, true), "HTTP/1.1 204 No Content\r\n\r\n");
  EXPECT_TRUE(bodyless_status(101));
  EXPECT_FALSE(bodyless_status(200));
}

TEST(ResponseHead, ASharedBodyCountsAndNoHeaderCanBreakTheFraming) {
  Response res;
  res.shared_body = std::make_shared<const std::string>("0123456789");
  res.header("content-length", "999");
  res.header("transfer-encoding", "chunked");
  res.header("x-name", "a\r\nset-cookie: stolen=1");
  EXPECT_EQ(res.body_view(), "0123456789");
  EXPECT_EQ(response_head(res, 11, true),
            "HTTP/1.1 200 OK\r\nx-name: a  set-cookie: stolen=1\r\nContent-Length: 10\r\n\r\n");
}

}  // namespace
}  // namespace aqua::http
