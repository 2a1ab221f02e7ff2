#include "app/order_mail.hpp"

#include <boost/json.hpp>
#include <stdexcept>

#include "orders/store.hpp"

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

std::vector<mail::ToRender> order_mails_to_render(const orders::Order& o,
                                                  const mail::ShopInfo& shop,
                                                  const std::vector<subscriptions::Link>& links) {
  std::vector<mail::ToRender> out;
  for (const auto& to : shop.admin_emails)
    out.push_back({"order_admin", to,
                   mail::order_mail_subject("order_admin", o.id, o.total_paisa, shop), o.id, "{}"});
  boost::json::array arr;
  for (const auto& l : links)
    arr.push_back(
        {{"id", l.subscription_id}, {"plan", l.plan_name}, {"url", l.url}, {"path", l.path}});
  out.push_back({"order_customer", o.email,
                 mail::order_mail_subject("order_customer", o.id, o.total_paisa, shop), o.id,
                 boost::json::serialize(boost::json::object{{"links", std::move(arr)}})});
  return out;
}

namespace {
std::vector<subscriptions::Link> links_of(const std::string& args) {
  std::vector<subscriptions::Link> links;
  auto v = boost::json::parse(args);
  if (const auto* o = v.if_object(); o && o->contains("links"))
    for (const auto& l : o->at("links").as_array()) {
      const auto& x = l.as_object();
      auto text = [&x](const char* k) { return std::string(x.at(k).as_string()); };
      links.push_back({text("id"), text("plan"), text("url"), text("path")});
    }
  return links;
}
}  // namespace

void render_order_mail(mail::Outgoing& m, const orders::Order& o, mail::ShopInfo shop) {
  const bool admin = m.mail.kind == "order_admin";
  if (admin)
    shop.admin_emails = {m.mail.recipient};
  else
    shop.admin_emails.clear();
  for (auto& rendered : mail::order_mails(mail_view(o), shop)) {
    if (rendered.kind != m.mail.kind) continue;
    if (!admin) subscriptions::add_links(rendered, links_of(m.render_args));
    rendered.recipient = m.mail.recipient;
    m.mail = std::move(rendered);
    return;
  }
  throw std::invalid_argument("not an order mail: " + m.mail.kind);
}

std::function<void(mail::Outgoing&)> order_mail_renderer(db::Database& db,
                                                         std::function<mail::ShopInfo()> shop) {
  return [&db, shop = std::move(shop)](mail::Outgoing& m) {
    auto order =
        db.read([&](soci::session& s) { return orders::store::find_order(s, m.mail.order_id); });
    if (!order) throw std::invalid_argument("order " + m.mail.order_id + " is gone");
    render_order_mail(m, *order, shop());
  };
}

}  // namespace aqua::app
