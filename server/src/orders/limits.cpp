#include "orders/limits.hpp"

#include <cctype>

#include "core/api_error.hpp"
#include "core/text.hpp"
#include "ratelimit/rate_limit.hpp"

namespace aqua::orders {

std::string email_key(const std::string& email) {
  return text::to_lower_ascii(text::trim(email));
}

std::string phone_key(const std::string& phone) {
  std::string digits;
  for (char c : phone)
    if (std::isdigit(static_cast<unsigned char>(c))) digits.push_back(c);
  // +92 300 …, 0092 300 … and 0300 … are one number.
  if (digits.rfind("0092", 0) == 0) digits = digits.substr(4);
  if (digits.rfind("92", 0) == 0 && digits.size() == 12) digits = digits.substr(2);
  if (digits.rfind('0', 0) == 0) digits = digits.substr(1);
  return digits;
}

bool within_order_limits(soci::session& s, const std::string& client_address, const PlaceOrder& cmd,
                         const AbuseLimits& limits, long long now) {
  const auto& a = limits.order_per_address;
  const auto& c = limits.order_per_customer;
  // The three buckets in one write: every bucket counts the hit, as before.
  auto ok = ratelimit::allow_all_in(
      s,
      {{"order-ip:" + client_address, static_cast<int>(a.count), a.window_ms()},
       {"order-email:" + email_key(cmd.customer.email), static_cast<int>(c.count), c.window_ms()},
       {"order-phone:" + phone_key(cmd.customer.phone), static_cast<int>(c.count), c.window_ms()}},
      now);
  return ok[0] && ok[1] && ok[2];
}

}  // namespace aqua::orders
