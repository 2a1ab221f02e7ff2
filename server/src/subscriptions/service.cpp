#include "subscriptions/service.hpp"

#include <cmath>
#include <cstdlib>

#include "core/clock.hpp"
#include "core/crypto.hpp"
#include "mail/outbox.hpp"
#include "mail/urdu.hpp"
#include "subscriptions/schedule.hpp"

namespace aqua::subscriptions {

namespace {

// "SUB-" + six characters that follow the clock and four random ones, as order numbers
// (orders/order.hpp): the subscriptions' indexes grow at one end.
std::string new_id() {
  return "SUB-" + crypto::time_ordered_code(10, clock::now_ms());
}

Subscription from_line(const orders::Order& o, const orders::OrderItem& i, int position,
                       long long now) {
  Subscription x;
  x.id = new_id();
  x.order_id = o.id;
  x.position = position;
  // The returnable product its deliveries drop (the plan's), else the line as bought.
  x.product_id = i.bottle_id.empty() ? i.product_id : i.bottle_id;
  x.product_name = i.bottle_id.empty() ? i.product_name : i.bottle_name;
  x.plan_id = i.subscription_plan;
  x.plan_name = i.plan_name;
  x.frequency = is_frequency(i.frequency) ? i.frequency : "Monthly";
  x.bottles = i.bottles > 0 ? i.bottles : 1;
  x.unit_paisa = i.unit_paisa;
  x.discount_bp = i.discount_bp;
  x.quantity = i.quantity;
  x.has_bottle_exchange = i.has_bottle_exchange;
  x.deposit_paisa = i.deposit_paisa;
  x.first_name = o.first_name, x.last_name = o.last_name, x.email = o.email, x.phone = o.phone;
  x.address = o.address, x.city = o.city, x.postal_code = o.postal_code;
  x.delivery_address = o.delivery_address.empty() ? o.address : o.delivery_address;
  x.delivery_city = o.delivery_city.empty() ? o.city : o.delivery_city;
  x.delivery_postal_code = o.delivery_postal_code.empty() ? o.postal_code : o.delivery_postal_code;
  x.payment_method = o.payment_method;
  auto start = parse_date(o.delivery_date);
  x.weekday = start ? weekday_of(*start) : 0;
  x.slot = o.delivery_time;
  x.split = default_split(x.frequency);
  x.start_date = o.delivery_date;
  x.created_at = x.updated_at = now;
  x.language = o.language;
  return x;
}

}  // namespace

std::vector<Link> Service::create_from_order(soci::session& s, const orders::Order& o,
                                             long long now) {
  std::vector<Link> links;
  int position = 0;
  for (const auto& i : o.items) {
    if (i.purchase_type == "subscription") {
      auto sub = from_line(o, i, position, now);
      // A taken id (rare) fails the order's write: OrderService::place draws new ids.
      store::insert(s, sub);
      Period first{o.delivery_date, "billed", o.id, 0, now};
      store::insert_period(s, sub.id, first);
      plan_deliveries(s, sub, first, now);
      // The name the customer reads in the order's mail: the Urdu one in an Urdu mail.
      const auto& shown =
          o.language == "ur" && !i.plan_name_ur.empty() ? i.plan_name_ur : sub.plan_name;
      links.push_back(link_named(s, sub.id, shown, now));  // no re-read of sub
    }
    ++position;
  }
  return links;
}

Link Service::new_link(soci::session& s, const std::string& id, long long now) {
  std::string name;
  if (auto sub = store::find(s, id)) name = sub->plan_name;
  return link_named(s, id, name, now);
}

Link Service::link_named(soci::session& s, const std::string& id, const std::string& plan_name,
                         long long now) {
  std::string token = crypto::random_hex(32);
  store::insert_link(s, id, crypto::blake2b_hex(token), now);
  std::string path = "/subscription/" + id + "#token=" + token;
  return {id, plan_name, opt_.public_url + path, path};
}

std::vector<Link> Service::links_for_order(const std::string& order_id) {
  long long now = clock::now_ms();
  return db_.write([&](soci::session& s) {
    std::vector<Link> links;
    store::Filter f;
    f.order_id = order_id;
    f.limit = 100;
    for (const auto& sub : store::list(s, f).items)
      if (sub.order_id == order_id) links.push_back(new_link(s, sub.id, now));
    return links;
  });
}

std::optional<Detail> Service::detail(const std::string& id) {
  if (id.size() > 40) return std::nullopt;
  return db_.read([&](soci::session& s) -> std::optional<Detail> {
    auto sub = store::find(s, id);
    if (!sub) return std::nullopt;
    return Detail{std::move(*sub), store::periods(s, id), store::deliveries(s, id),
                  store::credits(s, id)};
  });
}

std::optional<Detail> Service::find_with_token(const std::string& id, const std::string& token) {
  if (id.size() > 40 || token.empty() || token.size() > 128) return std::nullopt;
  bool ok = db_.read(
      [&](soci::session& s) { return store::link_matches(s, id, crypto::blake2b_hex(token)); });
  if (!ok) return std::nullopt;
  auto d = detail(id);
  if (d && link_expired(d->sub, clock::pakistan_date(clock::now_ms()), opt_.link_days_after_end))
    return std::nullopt;
  return d;
}

store::Page Service::list(store::Filter f) {
  f.today = clock::pakistan_date(clock::now_ms());
  return db_.read([&](soci::session& s) { return store::list(s, f); });
}

long long Service::count_live() {
  auto today = clock::pakistan_date(clock::now_ms());
  return db_.read([&](soci::session& s) { return store::count_live(s, today); });
}

int split_number(const std::vector<Delivery>& all, const Delivery& d) {
  int n = 0;
  for (const auto& x : all)
    if (x.period_start == d.period_start && x.id <= d.id) ++n;
  return n;
}

ActiveSummary Service::active_summary(soci::session& s, const std::string& today) {
  ActiveSummary out;
  long double monthly = 0;  // paisa x 10000 (basis points), normalised to a month
  for (const auto& f : store::active_by_frequency(s, today)) {
    out.active += f.count;
    long double factor = f.frequency == "Weekly"      ? 52.0L / 12
                         : f.frequency == "Bi-Weekly" ? 26.0L / 12
                                                      : 1;
    monthly += static_cast<long double>(f.basis_points_paisa) * factor;
  }
  out.mrr_paisa = static_cast<std::int64_t>(std::llround(monthly / 10000));
  return out;
}

bool Service::delivery_outcome(soci::session& s, const std::string& subscription_id,
                               const std::string& period, const std::string& status) {
  auto hash = period.find('#');
  if (hash == std::string::npos) return false;
  int split = std::atoi(period.c_str() + hash + 1);
  return store::set_delivery_status(s, subscription_id, period.substr(0, hash), split, status,
                                    clock::now_ms());
}

int Service::order_cancelled(soci::session& s, const std::string& order_id) {
  long long now = clock::now_ms();
  return store::cancel_for_order(s, order_id, clock::pakistan_date(now), now);
}

void Service::each_planned(soci::session& s, const std::string& from_date, const OnPlanned& f) {
  for (const auto& id : store::with_planned_from(s, from_date)) {
    auto sub = store::find(s, id);
    if (!sub) continue;
    auto all = store::deliveries(s, id);
    for (const auto& d : all)
      if (d.status == "planned" && d.date >= from_date) f(s, *sub, d, split_number(all, d));
  }
}

void Service::resend_links(const std::string& email) {
  long long now = clock::now_ms();
  bool sent = db_.write([&](soci::session& s) {
    auto subs = store::by_email(s, email);
    if (subs.empty()) return false;
    std::vector<Link> links;
    links.reserve(subs.size());
    for (const auto& sub : subs) links.push_back(link_named(s, sub.id, sub.plan_name, now));
    auto shop = hooks_.shop();
    const auto& first = subs.front();
    if (first.language == "ur") {
      auto m =
          mail::urdu::subscription_link_mail(first.first_name, first.email, first.order_id, shop);
      add_links(m, links, "ur");
      mail::enqueue(s, m, now);
      return true;
    }
    mail::Mail m{"subscription_link",
                 subs.front().email,
                 "Your " + shop.brand + " subscription link",
                 "",
                 "",
                 subs.front().order_id};
    m.text = "Hello " + subs.front().first_name + ",\n\nYou asked for the link to manage your " +
             shop.brand +
             " subscription. Keep it private: anyone with it can change your "
             "deliveries.\n";
    m.html = "<!doctype html><html><body style=\"font-family:Arial,sans-serif\"><p>Hello " +
             mail::html_escape(subs.front().first_name) +
             ",</p><p>You asked for the link to manage your " + mail::html_escape(shop.brand) +
             " subscription. Keep it private: anyone with it can change your deliveries.</p>"
             "</body></html>";
    add_links(m, links);
    mail::enqueue(s, m, now);
    return true;
  });
  if (sent) hooks_.wake_mailer();
}

void add_links(mail::Mail& m, const std::vector<Link>& links, const std::string& language) {
  if (links.empty()) return;
  bool ur = language == "ur";
  std::string text = ur ? "\n" + mail::urdu::manage_links_heading() + "\n"
                        : "\nManage your subscription (pause, skip, change or cancel):\n";
  std::string html = ur ? "<p><strong>" + mail::urdu::to_html(mail::urdu::manage_links_heading()) +
                              "</strong></p><ul>"
                        : "<p><strong>Manage your subscription</strong> (pause, skip, change or "
                          "cancel):</p><ul>";
  for (const auto& l : links) {
    // In Urdu the id and the address read left to right inside the right-to-left line.
    std::string label = ur ? mail::urdu::auto_dir(l.plan_name) : l.plan_name;
    label += " (";
    label += ur ? mail::urdu::ltr(l.subscription_id) : l.subscription_id;
    label += ")";
    text += "- ";
    text += label;
    text += ": ";
    text += ur ? mail::urdu::ltr(l.url) : l.url;
    text += "\n";
    html += "<li><a href=\"" + mail::html_escape(l.url) + "\">";
    html += ur ? mail::urdu::to_html(label) : mail::html_escape(label);
    html += "</a></li>";
  }
  html += "</ul>";
  m.text += text;
  auto end = m.html.rfind("</body>");
  if (end == std::string::npos)
    m.html += html;
  else
    m.html.insert(end, html);
}

}  // namespace aqua::subscriptions
