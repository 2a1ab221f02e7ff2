#include "http/static_files.hpp"

#include <gtest/gtest.h>

#include <fstream>

namespace aqua::http {
namespace {

namespace fs = std::filesystem;

std::string header(const Response& r, const std::string& name) {
  for (const auto& [k, v] : r.headers)
    if (k == name) return v;
  return {};
}

struct WebDir {
  fs::path root = fs::path(::testing::TempDir()) / "aqua-static-files-test";
  WebDir() {
    fs::remove_all(root);
    fs::create_directories(root / "assets");
    write("index.html", "<!doctype html><div id=root></div>");
    write("assets/app-1.js", "console.log(1)");
    write("assets/app-1.js.gz", "GZIP-BYTES");
  }
  void write(const std::string& rel, const std::string& body) const {
    std::ofstream(root / rel, std::ios::binary) << body;
  }
};

Request get(std::string path, Headers headers = {}) {
  Request r;
  r.method = "GET";
  r.path = std::move(path);
  r.headers = std::move(headers);
  return r;
}

TEST(StaticFiles, ServesAssetsForeverAndIndexRevalidated) {
  WebDir dir;
  StaticFiles files(dir.root);
  auto js = files.file(get("/assets/app-1.js"));
  ASSERT_TRUE(js.has_value());
  EXPECT_EQ(js->body_view(), "console.log(1)");
  EXPECT_EQ(header(*js, "cache-control"), "public, max-age=31536000, immutable");
  EXPECT_EQ(header(*js, "content-type"), StaticFiles::content_type("app-1.js"));
  auto index = files.index(get("/some/client/route"));
  EXPECT_EQ(index.status, 200);
  EXPECT_EQ(index.body_view(), "<!doctype html><div id=root></div>");
  EXPECT_EQ(header(index, "cache-control"), "no-cache");
  EXPECT_FALSE(files.file(get("/assets/missing.js")).has_value());
  EXPECT_FALSE(files.file(get("/assets/app-1.js.gz")).has_value());  // only as an encoding
}

TEST(StaticFiles, PicksThePrecompressedVariantAndAnswers304ToItsEtag) {
  WebDir dir;
  StaticFiles files(dir.root);
  auto gz = files.file(get("/assets/app-1.js", {{"accept-encoding", "gzip, deflate"}}));
  ASSERT_TRUE(gz.has_value());
  EXPECT_EQ(gz->body_view(), "GZIP-BYTES");
  EXPECT_EQ(header(*gz, "content-encoding"), "gzip");
  auto etag = header(*gz, "etag");
  ASSERT_FALSE(etag.empty());
  auto again = files.file(get("/assets/app-1.js", {{"if-none-match", etag}}));
  ASSERT_TRUE(again.has_value());
  EXPECT_EQ(again->status, 304);
  EXPECT_TRUE(again->body_view().empty());
}

}  // namespace
}  // namespace aqua::http
