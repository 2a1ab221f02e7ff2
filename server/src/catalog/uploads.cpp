#include "catalog/uploads.hpp"

#include <filesystem>
#include <fstream>

#include "core/api_error.hpp"
#include "core/crypto.hpp"

namespace aqua::catalog {

namespace bj = boost::json;

std::string image_kind(const std::string& b) {
  auto starts = [&b](std::string_view sig, std::size_t at = 0) {
    return b.size() >= at + sig.size() && std::string_view(b).substr(at, sig.size()) == sig;
  };
  if (starts("\xFF\xD8\xFF")) return "jpg";
  if (starts("\x89PNG\r\n\x1A\n")) return "png";
  if (starts("RIFF") && starts("WEBP", 8)) return "webp";
  return "";
}

namespace {

// POST /api/admin/uploads (the raw image bytes as the body)
http::Response store_upload(const std::string& uploads_dir, const http::Request& req) {
  auto kind = image_kind(req.body);
  if (kind.empty())
    throw ApiError::validation("Images must be JPEG, PNG or WebP files",
                               {{"image", "Images must be JPEG, PNG or WebP files"}});
  auto name = crypto::blake2b_hex(req.body).substr(0, 32) + "." + kind;
  std::filesystem::create_directories(uploads_dir);
  auto path = std::filesystem::path(uploads_dir) / name;
  if (!std::filesystem::exists(path)) {
    auto tmp = path;
    tmp += ".tmp";
    std::ofstream(tmp, std::ios::binary) << req.body;
    std::filesystem::rename(tmp, path);
  }
  return http::Response::json(
      201, bj::serialize(bj::object{{"imageUrl", "/uploads/" + name}, {"bytes", req.body.size()}}));
}

// GET /uploads/:name
http::Response serve_upload(const std::string& uploads_dir, const http::Request& req) {
  auto name = req.param("name");
  if (name.find('/') != std::string::npos || name.find("..") != std::string::npos ||
      name.size() > 60)
    throw ApiError::not_found();
  auto ext = std::filesystem::path(name).extension().string();
  std::string type = ext == ".jpg"    ? "image/jpeg"
                     : ext == ".png"  ? "image/png"
                     : ext == ".webp" ? "image/webp"
                                      : "";
  auto path = std::filesystem::path(uploads_dir) / name;
  if (type.empty() || !std::filesystem::is_regular_file(path)) throw ApiError::not_found();
  std::ifstream in(path, std::ios::binary);
  http::Response r;
  r.body.assign(std::istreambuf_iterator<char>(in), {});
  r.header("content-type", type);
  r.header("cache-control", "public, max-age=31536000, immutable");
  return r;
}

}  // namespace

void add_upload_routes(http::Router& router, auth::Auth& auth, const std::string& uploads_dir) {
  auth::add_admin_route(
      router, auth, "POST", "/api/admin/uploads", "create:product", "product",
      [uploads_dir](http::Request& req, const auth::Principal&) {
        return store_upload(uploads_dir, req);
      },
      kMaxUploadBytes);
  router.add("GET", "/uploads/:name",
             [uploads_dir](http::Request& req) { return serve_upload(uploads_dir, req); });
}

}  // namespace aqua::catalog
