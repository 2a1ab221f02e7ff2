#include "http/message.hpp"

#include <gtest/gtest.h>

#include "http/cookies.hpp"

namespace aqua::http {
namespace {

using Query = std::vector<std::pair<std::string, std::string>>;

TEST(SplitTarget, DecodesThePathAndTheQuery) {
  std::string path;
  Query query;
  ASSERT_TRUE(
      split_target("/api/products/a%20b+c?q=blue+water&type=bottle&&flag&=x%26y", path, query));
  EXPECT_EQ(path, "/api/products/a b+c");  // '+' is only a space in the query
  EXPECT_EQ(query, (Query{{"q", "blue water"}, {"type", "bottle"}, {"flag", ""}, {"", "x&y"}}));
}

TEST(SplitTarget, RefusesBrokenEscapes) {
  std::string path;
  Query query;
  EXPECT_FALSE(split_target("/api/%zz", path, query));
  EXPECT_FALSE(split_target("/api/x%4", path, query));
  EXPECT_FALSE(split_target("/api/x?q=%g1", path, query));
  EXPECT_TRUE(split_target("/api/x?q=%C3%A9", path, query));
  EXPECT_EQ(query, (Query{{"q", "\xC3\xA9"}}));
}

TEST(Request, HeadersQueryAndParameters) {
  Request r;
  r.headers = {{"content-type", "text/plain"}, {"cookie", "a=1; aqua_session=abc; b=2"}};
  r.query = {{"limit", "5"}};
  r.params = {{"id", "7"}};
  EXPECT_EQ(r.header("content-type").value_or(""), "text/plain");
  EXPECT_FALSE(r.header("accept").has_value());
  EXPECT_EQ(r.query_param("limit").value_or(""), "5");
  EXPECT_FALSE(r.query_param("offset").has_value());
  EXPECT_EQ(r.param("id"), "7");
  EXPECT_EQ(r.param("missing"), "");
}

TEST(Cookies, ReadOneCookieAndWriteAServerOnlyOne) {
  Request r;
  r.headers = {{"cookie", "a=1; aqua_session=abc; b=2"}};
  EXPECT_EQ(cookie(r, "aqua_session").value_or(""), "abc");
  EXPECT_EQ(cookie(r, "b").value_or(""), "2");
  EXPECT_FALSE(cookie(r, "aqua").has_value());
  EXPECT_FALSE(cookie(Request{}, "a").has_value());
  EXPECT_EQ(set_cookie("s", "v", true, 60),
            "s=v; Path=/; HttpOnly; SameSite=Strict; Max-Age=60; Secure");
  EXPECT_EQ(set_cookie("s", "v", false, 0), "s=v; Path=/; HttpOnly; SameSite=Strict; Max-Age=0");
  EXPECT_FALSE(is_https(r));
  r.headers.emplace_back("x-forwarded-proto", "https");
  EXPECT_TRUE(is_https(r));
}

TEST(Response, JsonAndNoContent) {
  auto r = Response::json(201, "{}");
  EXPECT_EQ(r.status, 201);
  ASSERT_EQ(r.headers.size(), 1u);
  EXPECT_EQ(r.headers[0].second, "application/json; charset=utf-8");
  EXPECT_EQ(Response::no_content().status, 204);
}

// Undoes chunk_frame + kLastChunk as a client would (RFC 9112 7.1); "" when malformed.
std::string dechunk(std::string_view wire) {
  std::string body;
  for (;;) {
    auto eol = wire.find("\r\n");
    if (eol == std::string_view::npos) return "";
    std::size_t size = std::stoul(std::string(wire.substr(0, eol)), nullptr, 16);
    wire.remove_prefix(eol + 2);
    if (size == 0) return wire == "\r\n" ? body : "";
    if (wire.size() < size + 2 || wire.substr(size, 2) != "\r\n") return "";
    body += wire.substr(0, size);
    wire.remove_prefix(size + 2);
  }
}

TEST(ChunkFrame, FramesPiecesAClientReadsBackWhole) {
  EXPECT_EQ(chunk_frame("hello"), "5\r\nhello\r\n");
  std::string big(0x1a2b, 'x');
  EXPECT_EQ(chunk_frame(big).substr(0, 6), "1a2b\r\n");
  std::string wire, expected;
  for (const std::string& piece :
       {std::string("Order,Date\r\n"), std::string(70000, 'a'), std::string("z")}) {
    wire += chunk_frame(piece);
    expected += piece;
  }
  wire += kLastChunk;
  EXPECT_EQ(dechunk(wire), expected);
}

}  // namespace
}  // namespace aqua::http
