#include "app/order_mail.hpp"

namespace aqua::app {

namespace {
mail::OrderLineView line_view(const orders::OrderItem& i) {
  mail::OrderLineView v;
  v.product_name = i.product_name;
  v.purchase_type = i.purchase_type;
  v.plan_name = i.plan_name;
  v.frequency = i.frequency;
  v.savings = i.savings;
  v.quantity = i.quantity;
  v.bottles = i.bottles;
  v.discount_bp = i.discount_bp;
  v.unit_paisa = i.unit_paisa;
  v.deposit_paisa = i.deposit_paisa;
  v.line_total_paisa = i.line_total_paisa;
  v.has_bottle_exchange = i.has_bottle_exchange;
  v.bottle_handling = orders::bottle_handling(i);
  v.savings_paisa = orders::savings_paisa(i);
  return v;
}
}  // namespace

mail::OrderView mail_view(const orders::Order& o) {
  mail::OrderView v;
  v.id = o.id;
  v.first_name = o.first_name;
  v.last_name = o.last_name;
  v.email = o.email;
  v.phone = o.phone;
  v.delivery_address = o.delivery_address;
  v.delivery_city = o.delivery_city;
  v.delivery_postal_code = o.delivery_postal_code;
  v.delivery_date = o.delivery_date;
  v.delivery_time = o.delivery_time;
  v.notes = o.notes;
  v.order_note = o.order_note;
  v.payment_method = o.payment_method;
  v.tracking_number = o.tracking_number;
  v.coupon_code = o.coupon_code;
  v.subtotal_paisa = o.subtotal_paisa;
  v.discount_paisa = o.discount_paisa;
  v.delivery_paisa = o.delivery_paisa;
  v.total_paisa = o.total_paisa;
  v.order_date = o.order_date;
  for (const auto& i : o.items) v.items.push_back(line_view(i));
  return v;
}

}  // namespace aqua::app
