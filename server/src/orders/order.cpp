#include "orders/order.hpp"

#include "core/clock.hpp"
#include "core/crypto.hpp"
#include "core/json.hpp"
#include "core/money.hpp"
#include "pricing/pricing.hpp"

namespace aqua::orders {

std::string new_order_id() {
  return "ORD-" + crypto::time_ordered_code(10, clock::now_ms());  // see order.hpp
}

std::string tracking_number(std::int64_t now_ms) {
  std::string digits = std::to_string(now_ms);
  if (digits.size() > 8) digits = digits.substr(digits.size() - 8);
  if (digits.size() < 8) digits.insert(0, 8 - digits.size(), '0');
  return "WD" + digits + crypto::random_upper(4);
}

std::int64_t savings_paisa(const OrderItem& i) {
  if (i.purchase_type != "subscription") return 0;
  return i.unit_paisa * i.quantity + i.deposit_paisa - i.line_total_paisa;
}

int bottle_units(const OrderItem& i) {
  if (i.purchase_type != "subscription" || i.bottles <= 0) return i.quantity;
  return pricing::deposit_bottles(i.bottles * i.quantity,
                                  i.frequency.empty() ? "Monthly" : i.frequency, i.start_date);
}

std::string bottle_handling(const OrderItem& i) {
  int units = bottle_units(i);
  std::string n = std::to_string(units);
  std::string each = i.purchase_type == "subscription" ? " per delivery" : "";
  if (i.has_bottle_exchange)
    return "exchange: collect " + n + (units == 1 ? " empty" : " empties") + each;
  if (i.deposit_paisa > 0 && units > 0)
    return "deposit " + money::format_pkr(i.deposit_paisa / units) + " × " + n;
  return {};
}

namespace {

boost::json::object item_json(const OrderItem& i) {
  namespace bj = boost::json;
  bj::object item{{"productId", i.product_id},
                  {"productName", i.product_name},
                  {"productPricePaisa", i.unit_paisa},
                  {"depositPaisa", i.deposit_paisa},
                  {"depositUnitPaisa", bottle_units(i) > 0 ? i.deposit_paisa / bottle_units(i) : 0},
                  {"subscriptionSavingsPaisa", savings_paisa(i)},
                  {"quantity", i.quantity},
                  {"bottleCount", bottle_units(i)},
                  {"purchaseType", i.purchase_type},
                  {"subscriptionPlan", i.subscription_plan},
                  {"hasBottleExchange", i.has_bottle_exchange},
                  {"lineTotalPaisa", i.line_total_paisa}};
  if (i.purchase_type == "subscription") {
    item["subscriptionDetails"] =
        bj::object{{"planId", i.subscription_plan},
                   {"planName", i.plan_name},
                   {"frequency", i.frequency.empty() ? "Monthly" : i.frequency},
                   {"bottles", i.bottles > 0 ? i.bottles : 1},
                   {"savings", i.savings.empty() ? "Savings applied" : i.savings},
                   {"discountPercent", json::percent_from_bp(i.discount_bp)}};
  }
  return item;
}

boost::json::object customer_json(const Order& o) {
  namespace bj = boost::json;
  return {{"firstName", o.first_name},
          {"lastName", o.last_name},
          {"email", o.email},
          {"phone", o.phone},
          {"address", o.address},
          {"city", o.city},
          {"postalCode", o.postal_code},
          {"notes", o.notes},
          {"deliveryAddress", bj::object{{"address", o.delivery_address},
                                         {"city", o.delivery_city},
                                         {"postalCode", o.delivery_postal_code}}}};
}

}  // namespace

boost::json::object to_json(const Order& o) {
  namespace bj = boost::json;
  bj::array items;
  std::int64_t deposits = 0, savings = 0;
  for (const auto& i : o.items) {
    deposits += i.deposit_paisa;
    savings += savings_paisa(i);
    items.push_back(item_json(i));
  }
  return {
      {"id", o.id},
      {"customerId", o.customer_id},
      {"externalUserId", o.external_user_id},
      {"customerDetails", customer_json(o)},
      {"items", std::move(items)},
      {"orderNote", o.order_note},
      {"language", o.language},
      {"paymentMethod", o.payment_method},
      {"status", o.status},
      {"paymentStatus", o.payment_status},
      {"couponCode", o.coupon_code},
      {"subtotalPaisa", o.subtotal_paisa},
      {"discountPaisa", o.discount_paisa},
      {"depositsPaisa", deposits},
      {"subscriptionSavingsPaisa", savings},
      {"deliveryPaisa", o.delivery_paisa},
      {"totalPaisa", o.total_paisa},
      {"deliveryDate", o.delivery_date},
      {"deliveryTime", o.delivery_time},
      {"trackingNumber", o.tracking_number},
      {"orderDate", clock::iso_utc(o.order_date)},
      {"createdAt", clock::iso_utc(o.created_at)},
      {"updatedAt", clock::iso_utc(o.updated_at)},
  };
}

}  // namespace aqua::orders
