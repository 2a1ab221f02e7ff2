// What the order mails show of an order: a view the app fills from the orders room, so the
// mail room does not depend on how orders are stored.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace aqua::mail {

struct OrderLineView {
  std::string product_name, purchase_type, plan_name, frequency, savings;
  std::string bottle_handling;  // what the driver does with the line's bottles ("" for none)
  int quantity = 0, bottles = 0, discount_bp = 0;
  int bottle_count = 0;  // the bottles its exchange or deposit is about (0: the quantity)
  std::int64_t unit_paisa = 0, deposit_paisa = 0, line_total_paisa = 0;
  std::int64_t savings_paisa = 0;  // what the line's plan saved
  bool has_bottle_exchange = false;
  std::string product_name_ur, plan_name_ur;  // the Urdu names ("" when none)
};

struct OrderView {
  std::string id, first_name, last_name, email, phone;
  std::string delivery_address, delivery_city, delivery_postal_code, delivery_date, delivery_time;
  std::string notes, order_note, payment_method, tracking_number, coupon_code;
  std::int64_t subtotal_paisa = 0, discount_paisa = 0, delivery_paisa = 0, total_paisa = 0;
  std::int64_t order_date = 0;
  std::vector<OrderLineView> items;
  std::string language = "en";  // the customer's: "en" or "ur" (docs/product.md#languages)
};

}  // namespace aqua::mail
