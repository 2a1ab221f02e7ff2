// Flood limits on placing orders: per client address, and per e-mail address and phone
// number (so one victim's inbox cannot be filled from many addresses). Only new orders
// count: callers check for an idempotent replay first.
#pragma once
#include <string>

#include "core/limits.hpp"
#include "db/database.hpp"
#include "orders/checkout.hpp"

namespace aqua::orders {

// Counts the order's hits in the caller's transaction (the order's own write); false when a
// limit is reached (the caller answers ApiError 429 'Rate limit exceeded…', and commits the
// hits all the same).
bool within_order_limits(soci::session& s, const std::string& client_address, const PlaceOrder& cmd,
                         const AbuseLimits& limits, long long now);

// The bucket keys: an e-mail address in lower case, a phone number's digits.
std::string email_key(const std::string& email);
std::string phone_key(const std::string& phone);

}  // namespace aqua::orders
