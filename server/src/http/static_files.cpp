#include "http/static_files.hpp"

#include <spdlog/spdlog.h>

#include <fstream>
#include <sstream>

#include "core/text.hpp"

namespace aqua::http {

namespace fs = std::filesystem;

namespace {
std::string read_file(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

bool accepts(const Request& req, std::string_view coding) {
  auto ae = req.header("accept-encoding");
  return ae && ae->find(coding) != std::string_view::npos;
}
}  // namespace

std::string StaticFiles::content_type(const std::string& path) {
  static const std::unordered_map<std::string, std::string> types = {
      {".html", "text/html; charset=utf-8"},
      {".js", "text/javascript; charset=utf-8"},
      {".mjs", "text/javascript; charset=utf-8"},
      {".css", "text/css; charset=utf-8"},
      {".json", "application/json; charset=utf-8"},
      {".webmanifest", "application/manifest+json"},
      {".svg", "image/svg+xml"},
      {".png", "image/png"},
      {".jpg", "image/jpeg"},
      {".jpeg", "image/jpeg"},
      {".webp", "image/webp"},
      {".ico", "image/x-icon"},
      {".txt", "text/plain; charset=utf-8"},
      {".woff2", "font/woff2"},
      {".xml", "application/xml"},
  };
  auto ext = fs::path(path).extension().string();
  auto it = types.find(ext);
  return it == types.end() ? "application/octet-stream" : it->second;
}

StaticFiles::StaticFiles(const fs::path& root) {
  std::error_code ec;
  if (!fs::is_directory(root, ec)) {
    spdlog::warn("web app folder {} not found: only the API is served", root.string());
    return;
  }
  for (const auto& de : fs::recursive_directory_iterator(root, ec)) {
    if (!de.is_regular_file()) continue;
    auto ext = de.path().extension().string();
    if (ext == ".gz" || ext == ".br") continue;
    auto rel = "/" + fs::relative(de.path(), root).generic_string();
    Entry e;
    e.plain = std::make_shared<const std::string>(read_file(de.path()));
    auto gz = de.path().string() + ".gz", br = de.path().string() + ".br";
    if (fs::exists(gz)) e.gzip = std::make_shared<const std::string>(read_file(gz));
    if (fs::exists(br)) e.brotli = std::make_shared<const std::string>(read_file(br));
    e.type = content_type(rel);
    e.etag = "\"" + text::fnv1a_hex(*e.plain) + "\"";
    e.cache_control =
        rel.rfind("/assets/", 0) == 0 ? "public, max-age=31536000, immutable" : "no-cache";
    files_.emplace(rel, std::move(e));
  }
  spdlog::info("serving {} web files from {}", files_.size(), root.string());
}

Response StaticFiles::render(const Entry& e, const Request& req) const {
  Response r;
  r.header("content-type", e.type);
  r.header("cache-control", e.cache_control);
  r.header("etag", e.etag);
  r.header("vary", "Accept-Encoding");
  if (auto inm = req.header("if-none-match"); inm && *inm == e.etag) {
    r.status = 304;
    return r;
  }
  if (e.brotli && !e.brotli->empty() && accepts(req, "br")) {
    r.header("content-encoding", "br");
    r.shared_body = e.brotli;
  } else if (e.gzip && !e.gzip->empty() && accepts(req, "gzip")) {
    r.header("content-encoding", "gzip");
    r.shared_body = e.gzip;
  } else {
    r.shared_body = e.plain;
  }
  return r;
}

std::optional<Response> StaticFiles::file(const Request& req) const {
  auto it = files_.find(req.path);
  if (it == files_.end() || req.path == "/index.html") return std::nullopt;
  return render(it->second, req);
}

Response StaticFiles::index(const Request& req) const {
  auto it = files_.find("/index.html");
  if (it == files_.end()) {
    Response r;
    r.status = 503;
    r.header("content-type", "text/html; charset=utf-8");
    r.body =
        "<!doctype html><title>AquaPure</title><p>The web app is not built yet. Run "
        "<code>make run</code> from the project folder.</p>";
    return r;
  }
  return render(it->second, req);
}

}  // namespace aqua::http
