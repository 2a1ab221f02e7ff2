#include "orders/checkout.hpp"

#include <gtest/gtest.h>

#include "core/api_error.hpp"

namespace aqua::orders {
namespace {

namespace bj = boost::json;

// 2026-11-23 10:30 in Pakistan (05:30 UTC).
constexpr std::int64_t kNow = 1795411800000;

bj::object valid() {
  return bj::parse(R"({
    "customerId": "guest", "total": 250,
    "deliveryDate": "2026-11-24", "deliveryTime": "12pm-3pm",
    "items": [{"productId": "1", "quantity": 2, "productPrice": 1}],
    "customerDetails": {"firstName": "Ali", "lastName": "Khan", "email": "ali@example.pk",
      "phone": "+92 300 1234567", "address": "House 1, Street 2, F-7/3", "city": "islamabad",
      "postalCode": "44000", "notes": "Gate 2"}
  })")
      .as_object();
}

std::map<std::string, std::string> fields_of(const bj::object& body,
                                             std::string* message = nullptr) {
  try {
    parse_order(body, kNow);
  } catch (const ApiError& e) {
    EXPECT_EQ(e.status, 422);
    if (message) *message = e.what();
    return e.fields;
  }
  return {};
}

TEST(Checkout, AcceptsAValidOrderAndNormalisesTheCity) {
  auto cmd = parse_order(valid(), kNow);
  EXPECT_EQ(cmd.customer.billing.city, "Islamabad");
  EXPECT_EQ(cmd.customer.delivery.address, "House 1, Street 2, F-7/3");
  EXPECT_EQ(cmd.payment_method, "cod");
  ASSERT_EQ(cmd.lines.size(), 1u);
  EXPECT_EQ(cmd.lines[0].quantity, 2);
}

TEST(Checkout, SpecPayloadMessages) {
  std::string msg;
  auto body = valid();
  body.erase("deliveryDate");
  fields_of(body, &msg);
  EXPECT_EQ(msg, "Missing required order fields");

  body = valid();
  body["total"] = -5;
  fields_of(body, &msg);
  EXPECT_EQ(msg, "Invalid order total");
  body["total"] = "250";
  fields_of(body, &msg);
  EXPECT_EQ(msg, "Invalid order total");

  body = valid();
  body["items"] = bj::array{};
  fields_of(body, &msg);
  EXPECT_EQ(msg, "Order must contain at least one item");
}

TEST(Checkout, EveryFieldMessageWordForWord) {
  auto body = valid();
  auto& cd = body["customerDetails"].as_object();
  for (const char* k : {"firstName", "lastName", "email", "phone", "address", "city", "postalCode"})
    cd[k] = "";
  body["deliveryTime"] = "";
  std::string msg;
  auto f = fields_of(body, &msg);
  EXPECT_EQ(msg, "Please correct the errors in the form before submitting.");
  EXPECT_EQ(f["firstName"], "First name is required");
  EXPECT_EQ(f["lastName"], "Last name is required");
  EXPECT_EQ(f["email"], "Email is required");
  EXPECT_EQ(f["phone"], "Phone number is required");
  EXPECT_EQ(f["address"], "Address is required");
  EXPECT_EQ(f["city"], "City is required");
  EXPECT_EQ(f["postalCode"], "Postal code is required");
  EXPECT_EQ(f["deliveryTime"], "Delivery time is required");

  body = valid();
  body["customerDetails"].as_object()["email"] = "ali@";
  body["customerDetails"].as_object()["phone"] = "12345";
  body["customerDetails"].as_object()["city"] = "Lahore";
  body["deliveryDate"] = "2026-11-22";
  f = fields_of(body);
  EXPECT_EQ(f["email"], "Please enter a valid email address");
  EXPECT_EQ(f["phone"], "Please enter a valid phone number");
  EXPECT_EQ(f["city"], "We deliver only in Islamabad and Rawalpindi");
  EXPECT_EQ(f["deliveryDate"], "Delivery date cannot be in the past");
}

TEST(Checkout, TodayUsesPakistanTimeAndClosesStartedSlots) {
  auto body = valid();
  body["deliveryDate"] = "2026-11-23";
  body["deliveryTime"] = "9am-12pm";  // started at 9:00, it is 10:30 in Pakistan
  EXPECT_EQ(fields_of(body)["deliveryTime"],
            "This time slot has already started. Please choose a later one.");
  body["deliveryTime"] = "12pm-3pm";
  EXPECT_TRUE(fields_of(body).empty());
  // 23:30 UTC on the 22nd is already the 23rd in Pakistan: the 22nd is in the past there.
  body["deliveryDate"] = "2026-11-22";
  EXPECT_EQ(fields_of(body)["deliveryDate"], "Delivery date cannot be in the past");
}

TEST(Checkout, RejectsFarFutureNonDatesSlotsAndPaymentMethods) {
  auto body = valid();
  body["deliveryDate"] = "2027-01-30";
  EXPECT_EQ(fields_of(body)["deliveryDate"],
            "Please choose a delivery date within the next 30 days");
  body["deliveryDate"] = "2026-02-30";
  EXPECT_EQ(fields_of(body)["deliveryDate"], "Please enter a valid date");
  body = valid();
  body["deliveryTime"] = "midnight";
  EXPECT_EQ(fields_of(body)["deliveryTime"], "Please choose one of the delivery time slots");
  body = valid();
  body["paymentMethod"] = "card";
  EXPECT_EQ(fields_of(body)["paymentMethod"], "Please choose cash on delivery or mobile wallet");
  body["paymentMethod"] = "wallet";
  EXPECT_EQ(parse_order(body, kNow).payment_method, "wallet");
}

TEST(Checkout, LanguageIsEnglishByDefaultUrduWhenAskedAndNothingElse) {
  auto body = valid();
  EXPECT_EQ(parse_order(body, kNow).language, "en");
  body["language"] = nullptr;
  EXPECT_EQ(parse_order(body, kNow).language, "en");
  body["language"] = "ur";
  EXPECT_EQ(parse_order(body, kNow).language, "ur");
  std::string msg;
  for (const bj::value& bad : {bj::value("fr"), bj::value("UR"), bj::value(""), bj::value(1)}) {
    body["language"] = bad;
    EXPECT_EQ(fields_of(body, &msg)["language"], "Must be \"en\" or \"ur\"");
    EXPECT_EQ(msg, "Unknown language: use \"en\" (English) or \"ur\" (Urdu)");
  }
}

TEST(Checkout, SeparateDeliveryAddressIsValidatedToo) {
  auto body = valid();
  body["customerDetails"].as_object()["deliveryAddress"] =
      bj::object{{"address", "Shop 4, Saddar"}, {"city", "Karachi"}, {"postalCode", "46000"}};
  EXPECT_EQ(fields_of(body)["deliveryAddress.city"], "We deliver only in Islamabad and Rawalpindi");
}

TEST(Checkout, StripsScriptsAndBoundsLengths) {
  auto body = valid();
  body["customerDetails"].as_object()["firstName"] = "Ali<script>alert(1)</script>";
  EXPECT_EQ(parse_order(body, kNow).customer.first_name, "Ali");
  body["customerDetails"].as_object()["notes"] = std::string(501, 'x');
  EXPECT_EQ(fields_of(body)["notes"], "Must be at most 500 characters");
}

TEST(Checkout, ItemShapesAreChecked) {
  auto body = valid();
  body["items"] = bj::array{bj::object{{"productId", "1"}, {"quantity", "two"}}};
  auto f = fields_of(body);
  EXPECT_TRUE(f.count("items[0]"));
  body["items"] = bj::array{42};
  EXPECT_TRUE(fields_of(body).count("items[0]"));
}

TEST(Slots, KnownSlotsAndDates) {
  EXPECT_EQ(slot_start_hour("9am-12pm"), 9);
  EXPECT_EQ(slot_start_hour("6pm-9pm"), 18);
  EXPECT_EQ(slot_start_hour("9pm-12am"), -1);
  int d = 0;
  EXPECT_TRUE(days_between("2026-11-23", "2026-12-23", d));
  EXPECT_EQ(d, 30);
  EXPECT_FALSE(days_between("2026-11-23", "23/12/2026", d));
}

}  // namespace
}  // namespace aqua::orders
