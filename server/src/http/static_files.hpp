// The built web app, held in memory: hashed assets cached forever, precompressed variants
// chosen by Accept-Encoding, and index.html for every client-side route.
#pragma once
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>

#include "http/message.hpp"

namespace aqua::http {

class StaticFiles {
 public:
  StaticFiles() = default;
  explicit StaticFiles(const std::filesystem::path& root);

  // The file at req.path, or nullopt when there is none.
  std::optional<Response> file(const Request& req) const;
  // index.html, for client-side routes (the app renders its own 'Page Not Found').
  Response index(const Request& req) const;
  std::size_t size() const { return files_.size(); }

  static std::string content_type(const std::string& path);

 private:
  struct Entry {
    // Shared with every answer that sends them (never copied per request).
    std::shared_ptr<const std::string> plain, gzip, brotli;
    std::string type, etag, cache_control;
  };
  Response render(const Entry& e, const Request& req) const;
  std::unordered_map<std::string, Entry> files_;
};

}  // namespace aqua::http
