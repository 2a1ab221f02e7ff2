// Checkout rules (docs/product.md#checkout-and-pricing): turns an order request body into a
// typed command, with the shop's message for every bad field (docs/product.md#messages). Pure.
#pragma once
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include <boost/json.hpp>

#include "pricing/pricing.hpp"

namespace aqua::orders {

inline const std::vector<std::string> kDeliverySlots = {"9am-12pm", "12pm-3pm", "3pm-6pm",
                                                        "6pm-9pm"};
inline const std::vector<std::string> kCities = {"Islamabad", "Rawalpindi"};
inline constexpr int kMaxDaysAhead = 30;

struct Address {
  std::string address, city, postal_code;
};

struct CustomerDetails {
  std::string first_name, last_name, email, phone, notes;
  Address billing, delivery;
};

struct PlaceOrder {
  std::vector<pricing::Line> lines;
  CustomerDetails customer;
  std::string delivery_date;  // YYYY-MM-DD, Pakistan calendar
  std::string delivery_time;  // one of kDeliverySlots
  std::string payment_method = "cod";
  std::string coupon_code;
  std::string order_note;       // the cart page's note
  std::string language = "en";  // the customer's: "en" or "ur" (docs/product.md#languages)
  // A subscription renewal's credit (money paid for bottles that did not come): taken off the
  // total as its discount, at most the total.
  std::int64_t credit_paisa = 0;
};

// The languages the shop speaks to customers in (docs/product.md#languages).
bool is_language(const std::string& code);

// Parses the items array shared by quotes and orders (422 naming items[i] on bad shapes).
std::vector<pricing::Line> parse_lines(const boost::json::value& items);

// Validates an order body against "now" (epoch ms). Throws ApiError 422 with the shop's
// messages; fields name each bad input.
PlaceOrder parse_order(const boost::json::object& body, std::int64_t now_ms);

// An address object {address, city, postalCode} with checkout's messages (Islamabad and
// Rawalpindi only); errors are keyed address, city, postalCode.
Address parse_address_fields(const boost::json::object& o,
                             std::map<std::string, std::string>& errors);

// Start hour (24 h) of a slot, or -1 when it is not one of ours.
int slot_start_hour(const std::string& slot);

// Days from a to b (both YYYY-MM-DD); false when either is not a real date.
bool days_between(const std::string& a, const std::string& b, int& days);

}  // namespace aqua::orders
