#include "orders/reports.hpp"

#include <algorithm>
#include <cstdio>
#include <unordered_map>

#include "core/clock.hpp"
#include "core/text.hpp"

namespace aqua::orders {

std::vector<Customer> derive_customers(const std::vector<Order>& orders) {
  std::vector<Customer> out;
  std::unordered_map<std::string, std::size_t> index;
  for (const auto& o : orders) {
    std::string key = !o.email.empty() ? "e:" + text::to_lower_ascii(o.email) : "p:" + o.phone;
    auto it = index.find(key);
    if (it == index.end()) {
      Customer c;
      c.id = key;
      c.created_at = o.created_at;
      index[key] = out.size();
      out.push_back(c);
      it = index.find(key);
    }
    auto& c = out[it->second];
    // The newest order's details win: people move and change numbers.
    c.name = o.first_name + " " + o.last_name;
    c.email = o.email.empty() ? "N/A" : o.email;
    c.phone = o.phone.empty() ? "N/A" : o.phone;
    c.address = o.address.empty() ? "N/A" : o.address;
    c.city = o.city.empty() ? "Unknown" : o.city;
    c.total_orders += 1;
    if (o.status != "cancelled") c.total_spent_paisa += o.total_paisa;
    c.last_order_date = std::max(c.last_order_date, o.created_at);
  }
  std::sort(out.begin(), out.end(), [](const Customer& a, const Customer& b) {
    return a.last_order_date > b.last_order_date;
  });
  return out;
}

std::string payment_label(const std::string& method) {
  return method == "wallet" ? "Mobile wallet" : "Cash on Delivery";
}

std::string orders_csv_header() {
  return "Order,Date,Status,Payment method,Payment status,Customer,Email,Phone,Address,City,"
         "Postal code,Delivery date,Delivery time,Items,Coupon,Total (PKR),Tracking\r\n";
}

void append_csv_rows(std::string& csv, const std::vector<Order>& orders) {
  for (const auto& o : orders) {
    std::string items;
    for (const auto& i : o.items) {
      auto bottles = bottle_handling(i);
      items += (items.empty() ? "" : "; ") + i.product_name + " x " + std::to_string(i.quantity) +
               (bottles.empty() ? "" : " (" + bottles + ")");
    }
    char total[32];
    std::snprintf(total, sizeof total, "%lld.%02lld", static_cast<long long>(o.total_paisa / 100),
                  static_cast<long long>(o.total_paisa % 100));
    for (const auto& cell :
         {o.id, clock::pakistan_time_text(o.created_at), o.status, payment_label(o.payment_method),
          o.payment_status, o.first_name + " " + o.last_name, o.email, o.phone, o.delivery_address,
          o.delivery_city, o.delivery_postal_code, o.delivery_date, o.delivery_time, items,
          o.coupon_code, std::string(total), o.tracking_number})
      csv += csv_cell(cell) + ",";
    csv.back() = '\r';
    csv += "\n";
  }
}

std::string orders_csv(const std::vector<Order>& orders) {
  std::string csv = orders_csv_header();
  append_csv_rows(csv, orders);
  return csv;
}

}  // namespace aqua::orders
