// A subscription as stored, its periods and planned deliveries, and their JSON forms.
#pragma once
#include <boost/json.hpp>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace aqua::subscriptions {

struct Subscription {
  std::string id, order_id;
  int position = 0;
  std::string product_id, product_name, plan_id, plan_name, frequency = "Monthly";
  int bottles = 1, discount_bp = 0, quantity = 1;
  std::int64_t unit_paisa = 0;
  bool has_bottle_exchange = false;
  std::int64_t deposit_paisa = 0;  // paid with its first order for one delivery's bottles
  std::string first_name, last_name, email, phone, address, city, postal_code;
  std::string delivery_address, delivery_city, delivery_postal_code, payment_method = "cod";
  int weekday = 0;  // 0 = Sunday
  std::string slot, split = "weekly", start_date, status = "active";
  std::string paused_until, cancel_from, note;
  std::int64_t created_at = 0, updated_at = 0;
  std::string language = "en";  // its order's (docs/product.md#languages)

  int bottles_per_period() const { return bottles * quantity; }
};

struct Period {
  std::string period_start, status, order_id;
  int index = 0;
  std::int64_t created_at = 0;
};

struct Delivery {
  long long id = 0;
  std::string subscription_id, period_start, order_id, date, slot;
  std::string address, city, postal_code, product_id, product_name;
  int bottles = 0;
  std::string status = "planned";
};

// Money paid for bottles that did not come: applied to the next renewal (its discount) or
// owed once the subscription has ended. kind "carried": what a renewal could not take.
struct Credit {
  long long id = 0;
  std::string subscription_id, kind = "refund", period_start, order_id;
  int bottles = 0;
  std::int64_t amount_paisa = 0;
  std::string reason, applied_order_id;
  std::int64_t created_at = 0;
};

struct Detail {
  Subscription sub;
  std::vector<Period> periods;
  std::vector<Delivery> deliveries;
  std::vector<Credit> credits;
};

extern const char* const kWeekdays[7];

// The first delivery still to come (today or later, planned or dispatched), if any.
std::optional<Delivery> next_delivery(const std::vector<Delivery>& all, const std::string& today);

// A manage link stops working `days_after_end` days after a cancelled subscription ends (its
// cancel_from date): true once today is later than that.
bool link_expired(const Subscription& s, const std::string& today, int days_after_end);

// What the customer and admins see: "paused" while paused_until is after today.
std::string effective_status(const Subscription& s, const std::string& today);
boost::json::object to_json(const Subscription& s, const std::string& today);
boost::json::object to_json(const Delivery& d);
// The subscription with its schedule: periods and deliveries (upcoming only, or all).
boost::json::object detail_json(const Detail& d, const std::string& today, bool all);

}  // namespace aqua::subscriptions
