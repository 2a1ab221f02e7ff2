#include "http/idempotency.hpp"

#include "core/api_error.hpp"

namespace aqua::http {

std::string idempotency_key(const Request& req) {
  auto key = req.header("idempotency-key");
  if (!key || key->empty())
    throw ApiError(400, "idempotency_key_required", "The Idempotency-Key header is required");
  if (key->size() < 8 || key->size() > 200)
    throw ApiError(400, "bad_idempotency_key",
                   "The Idempotency-Key header must be 8 to 200 characters");
  for (char c : *key)
    if (c < 0x21 || c > 0x7e)
      throw ApiError(400, "bad_idempotency_key",
                     "The Idempotency-Key header must be printable ASCII");
  return std::string(*key);
}

}  // namespace aqua::http
