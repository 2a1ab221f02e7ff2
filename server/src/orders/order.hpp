// An order as stored and as shown: its JSON form for the confirmation page and admins.
#pragma once
#include <boost/json.hpp>
#include <cstdint>
#include <string>
#include <vector>

namespace aqua::orders {

struct OrderItem {
  std::string product_id, product_name, purchase_type, subscription_plan;
  std::int64_t unit_paisa = 0, deposit_paisa = 0, line_total_paisa = 0;
  int quantity = 0;
  bool has_bottle_exchange = false;
  std::string plan_name, frequency, savings;
  int bottles = 0, discount_bp = 0;
  std::string product_name_ur, plan_name_ur;  // the Urdu names when bought ("" when none)
  // A subscription line's returnable product, which its deliveries drop (when placed; not
  // read back by find_order: the subscription keeps it).
  std::string bottle_id, bottle_name;
  // Not stored: the order's delivery date, a plan line's first delivery (bottle_units).
  std::string start_date;
};

struct Order {
  std::string id, customer_id = "guest", external_user_id = "guest";
  std::string first_name, last_name, email, phone, address, city, postal_code;
  std::string delivery_address, delivery_city, delivery_postal_code, notes, order_note;
  std::string payment_method = "cod", status = "pending", payment_status = "pending";
  std::string delivery_date, delivery_time, coupon_code, tracking_number;
  std::int64_t subtotal_paisa = 0, discount_paisa = 0, delivery_paisa = 0, total_paisa = 0;
  std::int64_t order_date = 0, created_at = 0, updated_at = 0;
  std::vector<OrderItem> items;
  std::string language = "en";  // the customer's: "en" or "ur" (docs/product.md#languages)
  // "web", or "subscription" for a renewal of subscription_id (not read back by find_order).
  std::string source = "web", subscription_id;
};

// Order numbers: "ORD-" + 10 characters that cannot be guessed in sequence: six that follow
// the clock (so the orders' indexes grow at one end) and four random ones
// (crypto::time_ordered_code). The transaction that inserts one checks that it is free.
std::string new_order_id();
// "WD" + the last 8 digits of the timestamp + 4 random uppercase letters.
std::string tracking_number(std::int64_t now_ms);

// What a plan's discount took off this line (0 for one-time lines).
std::int64_t savings_paisa(const OrderItem& i);
// The bottles a line's exchange or deposit is about: a one-time line's quantity, a
// subscription line's first delivery (pricing::deposit_bottles, from start_date).
int bottle_units(const OrderItem& i);
// What happens to the line's bottles at the door, in words people read:
// "exchange: collect 3 empties", "deposit PKR 1,000.00 × 3", or "" when neither applies
// (a subscription's exchange: "exchange: collect 2 empties per delivery").
std::string bottle_handling(const OrderItem& i);

boost::json::object to_json(const Order& o);

}  // namespace aqua::orders
