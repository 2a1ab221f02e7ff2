#include "app/order_mail.hpp"

#include <boost/json.hpp>
#include <chrono>
#include <memory>
#include <mutex>
#include <optional>
#include <stdexcept>

#include "core/money.hpp"
#include "orders/store.hpp"
#include "subscriptions/store.hpp"

namespace aqua::app {

namespace {
// Designated initializers in the views' declaration order: the compiler checks the order and
// -Wmissing-field-initializers names any field a new view adds.
mail::OrderLineView line_view(const orders::OrderItem& i) {
  return {.product_name = i.product_name,
          .purchase_type = i.purchase_type,
          .plan_name = i.plan_name,
          .frequency = i.frequency,
          .savings = i.savings,
          .bottle_handling = orders::bottle_handling(i),
          .quantity = i.quantity,
          .bottles = i.bottles,
          .discount_bp = i.discount_bp,
          .bottle_count = orders::bottle_units(i),
          .unit_paisa = i.unit_paisa,
          .deposit_paisa = i.deposit_paisa,
          .line_total_paisa = i.line_total_paisa,
          .savings_paisa = orders::savings_paisa(i),
          .has_bottle_exchange = i.has_bottle_exchange,
          .product_name_ur = i.product_name_ur,
          .plan_name_ur = i.plan_name_ur};
}

std::vector<mail::OrderLineView> line_views(const std::vector<orders::OrderItem>& items) {
  std::vector<mail::OrderLineView> out;
  out.reserve(items.size());
  for (const auto& i : items) out.push_back(line_view(i));
  return out;
}
}  // namespace

mail::OrderView mail_view(const orders::Order& o) {
  return {.id = o.id,
          .first_name = o.first_name,
          .last_name = o.last_name,
          .email = o.email,
          .phone = o.phone,
          .delivery_address = o.delivery_address,
          .delivery_city = o.delivery_city,
          .delivery_postal_code = o.delivery_postal_code,
          .delivery_date = o.delivery_date,
          .delivery_time = o.delivery_time,
          .notes = o.notes,
          .order_note = o.order_note,
          .payment_method = o.payment_method,
          .tracking_number = o.tracking_number,
          .coupon_code = o.coupon_code,
          .subtotal_paisa = o.subtotal_paisa,
          .discount_paisa = o.discount_paisa,
          .delivery_paisa = o.delivery_paisa,
          .total_paisa = o.total_paisa,
          .order_date = o.order_date,
          .items = line_views(o.items),
          .language = o.language};
}

std::vector<mail::ToRender> order_mails_to_render(const orders::Order& o,
                                                  const mail::ShopInfo& shop,
                                                  const std::vector<subscriptions::Link>& links) {
  std::vector<mail::ToRender> out;
  bool renewal = o.source == "subscription";
  for (const auto& to : shop.admin_emails)
    out.push_back({"order_admin", to,
                   renewal ? "Renewal order " + o.id + " - " + money::format_pkr(o.total_paisa)
                           : mail::order_mail_subject("order_admin", o.id, o.total_paisa, shop),
                   o.id, "{}"});
  boost::json::array arr;
  for (const auto& l : links)
    arr.push_back(
        {{"id", l.subscription_id}, {"plan", l.plan_name}, {"url", l.url}, {"path", l.path}});
  out.push_back(
      {"order_customer", o.email,
       renewal && o.language != "ur"
           ? "Your " + shop.brand + " subscription renews: order " + o.id
           : mail::order_mail_subject("order_customer", o.id, o.total_paisa, shop, o.language),
       o.id, boost::json::serialize(boost::json::object{{"links", std::move(arr)}})});
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

// A renewal's mails open with what it renews and the period's delivery dates.
void add_renewal(mail::Mail& m, const orders::Order& o, const std::vector<std::string>& dates) {
  std::string list;
  for (const auto& d : dates) list += (list.empty() ? "" : ", ") + d;
  std::string text =
      "This order renews subscription " + o.subscription_id +
      " for its next period. Deliveries: " + (list.empty() ? std::string("none planned") : list) +
      ".";
  m.text = text + "\n\n" + m.text;
  auto body = m.html.find("<body");
  auto open = body == std::string::npos ? std::string::npos : m.html.find('>', body);
  std::string p = "<p><strong>" + mail::html_escape(text) + "</strong></p>";
  if (open == std::string::npos)
    m.html = p + m.html;
  else
    m.html.insert(open + 1, p);
}

void render_order_mail(mail::Outgoing& m, const orders::Order& o, const mail::ShopInfo& shop,
                       const std::vector<std::string>& renewal_dates) {
  // Only the mail asked for is rendered (each order's mails are rendered one by one).
  mail::Mail rendered;
  if (m.mail.kind == "order_admin") {
    rendered = mail::admin_order_mail(mail_view(o), m.mail.recipient, shop);
  } else if (m.mail.kind == "order_customer") {
    rendered = mail::customer_order_mail(mail_view(o), shop);
    subscriptions::add_links(rendered, links_of(m.render_args), o.language);
  } else {
    throw std::invalid_argument("not an order mail: " + m.mail.kind);
  }
  if (o.source == "subscription") {
    rendered.subject = m.mail.subject;  // the renewal's, chosen when it was queued
    add_renewal(rendered, o, renewal_dates);
  }
  rendered.recipient = m.mail.recipient;
  m.mail = std::move(rendered);
}

std::function<void(mail::Outgoing&)> order_mail_renderer(db::Database& db,
                                                         std::function<mail::ShopInfo()> shop) {
  // An order's mails are queued together and claimed one after the other: the order read for
  // the first serves the next ones for a moment (one read per order instead of one per mail).
  struct Last {
    std::mutex mutex;
    std::optional<orders::Order> order;
    std::chrono::steady_clock::time_point read_at;
  };
  return [&db, shop = std::move(shop), last = std::make_shared<Last>()](mail::Outgoing& m) {
    std::optional<orders::Order> order;
    auto now = std::chrono::steady_clock::now();
    {
      std::lock_guard lock(last->mutex);
      if (last->order && last->order->id == m.mail.order_id &&
          now - last->read_at < std::chrono::seconds(2))
        order = last->order;
    }
    std::vector<std::string> dates;  // a renewal's delivery dates
    if (!order) {
      order =
          db.read([&](soci::session& s) { return orders::store::find_order(s, m.mail.order_id); });
      if (!order) throw std::invalid_argument("order " + m.mail.order_id + " is gone");
      std::lock_guard lock(last->mutex);
      last->order = order;
      last->read_at = now;
    }
    if (order->source == "subscription")
      db.read([&](soci::session& s) {
        for (const auto& d : subscriptions::store::deliveries(s, order->subscription_id))
          if (d.order_id == order->id) dates.push_back(d.date);
        return true;
      });
    render_order_mail(m, *order, shop(), dates);
  };
}

}  // namespace aqua::app
