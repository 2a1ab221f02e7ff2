// Product images: POST /api/admin/uploads stores an image under its content hash, and
// GET /uploads/:name serves it back with immutable caching.
#pragma once
#include <cstddef>
#include <string>

#include "auth/auth.hpp"

namespace aqua::catalog {

// Uploads may be larger than other request bodies.
inline constexpr std::size_t kMaxUploadBytes = 5 * 1024 * 1024;

// What an upload's bytes are: "jpg", "png", "webp", or "" when not an accepted image.
std::string image_kind(const std::string& bytes);

void add_upload_routes(http::Router& router, auth::Auth& auth, const std::string& uploads_dir);

}  // namespace aqua::catalog
