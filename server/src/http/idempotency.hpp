// The Idempotency-Key header every retried write carries (POST /api/orders, a driver's
// outcome): one rule and one set of error codes for all of them.
#pragma once
#include <string>

#include "http/message.hpp"

namespace aqua::http {

// The header's value: 8 to 200 printable ASCII characters. Missing or empty: 400
// idempotency_key_required; otherwise malformed: 400 bad_idempotency_key.
std::string idempotency_key(const Request& req);

}  // namespace aqua::http
