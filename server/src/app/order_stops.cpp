#include "app/order_stops.hpp"

#include "delivery/rules.hpp"
#include "orders/checkout.hpp"

namespace aqua::app {

BottleReturns returns_for(int bottles, bool exchange, std::int64_t deposit_paisa) {
  if (exchange) return {bottles, 0};
  return {0, deposit_paisa};
}

std::optional<delivery::StopSpec> stop_for_order(const orders::Order& o) {
  delivery::StopSpec spec;
  for (const auto& i : o.items) {
    if (i.purchase_type != "one-time") continue;
    bool returnable = i.has_bottle_exchange || i.deposit_paisa > 0;
    spec.lines.push_back({i.product_id, i.product_name, i.quantity, returnable});
    auto r = returns_for(i.quantity, i.has_bottle_exchange, i.deposit_paisa);
    spec.empties += r.empties;
    spec.deposit_paisa += r.deposit_paisa;
  }
  if (spec.lines.empty()) return std::nullopt;
  bool other_address = !o.delivery_address.empty();
  spec.order_id = o.id;
  spec.date = o.delivery_date;
  spec.slot = o.delivery_time;
  spec.address = other_address ? o.delivery_address : o.address;
  spec.postal_code = other_address ? o.delivery_postal_code : o.postal_code;
  spec.city = other_address ? o.delivery_city : o.city;
  spec.customer_key = delivery::customer_key(o.email, o.phone);
  spec.phone = o.phone;
  spec.name = o.first_name + " " + o.last_name;
  if (o.payment_method == "cod" && o.payment_status == "pending")
    spec.cash_due_paisa = o.total_paisa;
  spec.notes = o.notes;
  if (!o.order_note.empty()) spec.notes += (spec.notes.empty() ? "" : " ") + o.order_note;
  return spec;
}

delivery::DriversFn drivers_from(auth::Auth& auth) {
  return [&auth] {
    std::vector<delivery::Driver> out;
    for (const auto& a : auth.list_admins())
      if (a.role == "driver" && a.is_active) out.push_back({a.id, a.name, a.username});
    return out;
  };
}

}  // namespace aqua::app
