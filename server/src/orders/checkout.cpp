#include "orders/checkout.hpp"

#include <chrono>

#include "core/api_error.hpp"
#include "core/clock.hpp"
#include "core/json.hpp"
#include "core/text.hpp"
#include "core/validate.hpp"

namespace aqua::orders {

namespace bj = boost::json;
using Errors = std::map<std::string, std::string>;

namespace {

const char* kFormMessage = "Please correct the errors in the form before submitting.";

// Reads a text field: sanitised, length-bounded; wrong types are reported, not thrown.
std::string text_field(const bj::object& o, const char* key, const std::string& error_key,
                       std::size_t max_chars, Errors& errors) {
  auto it = o.find(key);
  if (it == o.end() || it->value().is_null()) return {};
  if (!it->value().is_string()) {
    errors[error_key] = "Must be text";
    return {};
  }
  std::string s = text::sanitize(std::string(it->value().as_string()));
  if (!text::is_clean_utf8(s))
    errors[error_key] = "Contains characters we cannot accept";
  else if (text::utf8_length(s) > max_chars)
    errors[error_key] = "Must be at most " + std::to_string(max_chars) + " characters";
  return s;
}

void require(const std::string& value, const std::string& key, const char* message,
             Errors& errors) {
  if (value.empty() && !errors.count(key)) errors[key] = message;
}

std::string canonical_city(const std::string& city) {
  for (const auto& c : kCities)
    if (text::to_lower_ascii(c) == text::to_lower_ascii(city)) return c;
  return {};
}

Address parse_address(const bj::object& o, const std::string& prefix, Errors& errors) {
  Address a;
  a.address = text_field(o, "address", prefix + "address", 300, errors);
  a.city = text_field(o, "city", prefix + "city", 50, errors);
  a.postal_code = text_field(o, "postalCode", prefix + "postalCode", 10, errors);
  require(a.address, prefix + "address", "Address is required", errors);
  require(a.city, prefix + "city", "City is required", errors);
  require(a.postal_code, prefix + "postalCode", "Postal code is required", errors);
  if (!a.city.empty() && !errors.count(prefix + "city")) {
    auto c = canonical_city(a.city);
    if (c.empty())
      errors[prefix + "city"] = "We deliver only in Islamabad and Rawalpindi";
    else
      a.city = c;
  }
  return a;
}

bool parse_date(const std::string& s, std::chrono::sys_days& out) {
  if (s.size() != 10 || s[4] != '-' || s[7] != '-') return false;
  for (std::size_t i : {0, 1, 2, 3, 5, 6, 8, 9})
    if (s[i] < '0' || s[i] > '9') return false;
  std::chrono::year_month_day ymd{std::chrono::year(std::stoi(s.substr(0, 4))),
                                  std::chrono::month(std::stoi(s.substr(5, 2))),
                                  std::chrono::day(std::stoi(s.substr(8, 2)))};
  if (!ymd.ok()) return false;
  out = std::chrono::sys_days(ymd);
  return true;
}

}  // namespace

Address parse_address_fields(const bj::object& o, std::map<std::string, std::string>& errors) {
  return parse_address(o, "", errors);
}

int slot_start_hour(const std::string& slot) {
  static const int hours[] = {9, 12, 15, 18};
  for (std::size_t i = 0; i < kDeliverySlots.size(); ++i)
    if (kDeliverySlots[i] == slot) return hours[i];
  return -1;
}

bool days_between(const std::string& a, const std::string& b, int& days) {
  std::chrono::sys_days da, db;
  if (!parse_date(a, da) || !parse_date(b, db)) return false;
  days = static_cast<int>((db - da).count());
  return true;
}

std::vector<pricing::Line> parse_lines(const bj::value& items) {
  if (!items.is_array() || items.as_array().empty())
    throw ApiError::validation("Order must contain at least one item",
                               {{"items", "Order must contain at least one item"}});
  const auto& arr = items.as_array();
  if (arr.size() > pricing::kMaxLines)
    throw ApiError::validation("Too many items", {{"items", "A cart can hold at most 50 lines"}});
  std::vector<pricing::Line> lines;
  Errors errors;
  for (std::size_t i = 0; i < arr.size(); ++i) {
    std::string key = "items[" + std::to_string(i) + "]";
    if (!arr[i].is_object()) {
      errors[key] = "Each item must be an object";
      continue;
    }
    const auto& o = arr[i].as_object();
    pricing::Line l;
    try {
      auto id = json::get_string(o, "productId");
      if (!id || id->empty() || id->size() > 100) {
        errors[key] = "Product not found";
        continue;
      }
      l.product_id = *id;
      auto qty = json::get_int(o, "quantity");
      l.quantity = qty.value_or(1);
      l.purchase_type = json::get_string(o, "purchaseType").value_or(pricing::kOneTime);
      l.plan_id = json::get_string(o, "subscriptionPlan").value_or("");
      // Not said: a deposit for a one-time line; an exchange for a plan line (as plan lines
      // were before a plan delivered a product: no deposit unless asked for).
      l.has_bottle_exchange = json::get_bool(o, "hasBottleExchange")
                                  .value_or(l.purchase_type == pricing::kSubscription);
      l.apply_subscription_discount = json::get_bool(o, "applySubscriptionDiscount").value_or(true);
    } catch (const ApiError& e) {
      errors[key] =
          e.fields.empty() ? e.what() : e.fields.begin()->first + ": " + e.fields.begin()->second;
      continue;
    }
    lines.push_back(std::move(l));
  }
  if (!errors.empty()) throw ApiError::validation("Some items in your cart are not valid", errors);
  return lines;
}

namespace {

// The customer's contact details and addresses (errors collected, not thrown).
CustomerDetails parse_customer(const bj::object& cd, Errors& errors) {
  CustomerDetails c;
  c.first_name = text_field(cd, "firstName", "firstName", 100, errors);
  c.last_name = text_field(cd, "lastName", "lastName", 100, errors);
  c.email = text_field(cd, "email", "email", 254, errors);
  c.phone = text_field(cd, "phone", "phone", 30, errors);
  c.notes = text_field(cd, "notes", "notes", 500, errors);
  require(c.first_name, "firstName", "First name is required", errors);
  require(c.last_name, "lastName", "Last name is required", errors);
  require(c.email, "email", "Email is required", errors);
  if (!errors.count("email") && !validate::is_email(c.email))
    errors["email"] = "Please enter a valid email address";
  require(c.phone, "phone", "Phone number is required", errors);
  if (!errors.count("phone") && !validate::is_phone(c.phone))
    errors["phone"] = "Please enter a valid phone number";
  c.billing = parse_address(cd, "", errors);
  auto da = cd.find("deliveryAddress");
  if (da != cd.end() && da->value().is_object())
    c.delivery = parse_address(da->value().as_object(), "deliveryAddress.", errors);
  else
    c.delivery = c.billing;
  return c;
}

// The delivery date and slot: a real date within the next 30 days, a slot not yet started.
void check_delivery(const PlaceOrder& cmd, std::int64_t now_ms, Errors& errors) {
  require(cmd.delivery_date, "deliveryDate", "Delivery date is required", errors);
  require(cmd.delivery_time, "deliveryTime", "Delivery time is required", errors);
  int start_hour = slot_start_hour(cmd.delivery_time);
  if (!errors.count("deliveryTime") && start_hour < 0)
    errors["deliveryTime"] = "Please choose one of the delivery time slots";
  if (!errors.count("deliveryDate")) {
    int ahead = 0;
    std::string today = clock::pakistan_date(now_ms);
    if (!days_between(today, cmd.delivery_date, ahead))
      errors["deliveryDate"] = "Please enter a valid date";
    else if (ahead < 0)
      errors["deliveryDate"] = "Delivery date cannot be in the past";
    else if (ahead > kMaxDaysAhead)
      errors["deliveryDate"] = "Please choose a delivery date within the next 30 days";
    else if (ahead == 0 && start_hour >= 0 && !errors.count("deliveryTime") &&
             clock::pakistan_minutes_of_day(now_ms) >= start_hour * 60)
      errors["deliveryTime"] = "This time slot has already started. Please choose a later one.";
  }
}

// The optional "language": "en" (the default) or "ur"; anything else is a 422 of its own,
// since no form field shows it.
std::string parse_language(const bj::object& body) {
  auto it = body.find("language");
  if (it == body.end() || it->value().is_null()) return "en";
  if (it->value().is_string() && is_language(std::string(it->value().as_string())))
    return std::string(it->value().as_string());
  throw ApiError::validation("Unknown language: use \"en\" (English) or \"ur\" (Urdu)",
                             {{"language", "Must be \"en\" or \"ur\""}});
}

}  // namespace

bool is_language(const std::string& code) {
  return code == "en" || code == "ur";
}

PlaceOrder parse_order(const bj::object& body, std::int64_t now_ms) {
  // The payload checks come first, in their own words (docs/product.md#messages).
  Errors missing;
  for (const char* key : {"customerId", "items", "customerDetails", "total", "deliveryDate"}) {
    auto it = body.find(key);
    if (it == body.end() || it->value().is_null() ||
        (it->value().is_string() && it->value().as_string().empty()))
      missing[key] = "Required";
  }
  if (!missing.empty()) throw ApiError::validation("Missing required order fields", missing);
  const auto& total = body.at("total");
  // The browser's total is checked for shape only: the server prices the order itself.
  if (!total.is_number() || total.to_number<double>() <= 0)
    throw ApiError::validation("Invalid order total", {{"total", "Invalid order total"}});

  PlaceOrder cmd;
  cmd.language = parse_language(body);
  cmd.lines = parse_lines(body.at("items"));
  if (!body.at("customerDetails").is_object())
    throw ApiError::validation("Missing required order fields", {{"customerDetails", "Required"}});
  const auto& cd = body.at("customerDetails").as_object();

  Errors errors;
  cmd.customer = parse_customer(cd, errors);

  auto text_top = [&](const char* key, std::size_t max) {
    return text_field(body, key, key, max, errors);
  };
  cmd.delivery_date = text_top("deliveryDate", 10);
  cmd.delivery_time = text_top("deliveryTime", 20);
  cmd.payment_method = text_top("paymentMethod", 10);
  cmd.coupon_code = text_top("couponCode", 30);
  cmd.order_note = text_top("orderNote", 500);
  if (cmd.payment_method.empty()) cmd.payment_method = "cod";
  if (cmd.payment_method != "cod" && cmd.payment_method != "wallet")
    errors["paymentMethod"] = "Please choose cash on delivery or mobile wallet";

  check_delivery(cmd, now_ms, errors);
  if (!errors.empty()) throw ApiError::validation(kFormMessage, std::move(errors));
  return cmd;
}

}  // namespace aqua::orders
