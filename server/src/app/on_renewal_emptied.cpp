#include "app/on_renewal_emptied.hpp"

#include <algorithm>

#include "core/clock.hpp"
#include "core/money.hpp"
#include "delivery/service.hpp"
#include "mail/outbox.hpp"
#include "messages/channels.hpp"
#include "orders/customers_link.hpp"
#include "orders/store.hpp"

namespace aqua::app {

namespace {

struct Told {
  std::string subject, customer, admin;
};

void send(soci::session& s, const subscriptions::Subscription& sub, const orders::Order& o,
          const Told& t, const mail::ShopInfo& shop, long long now) {
  auto html = [](const std::string& text) {
    return "<!doctype html><html><body style=\"font-family:Arial,sans-serif\"><p>" +
           mail::html_escape(text) + "</p></body></html>";
  };
  std::string hello = "Hello " + sub.first_name + ",\n\n";
  // A customer who chose SMS only is not mailed (docs/product.md, "Text messages").
  if (messages::channel_of(s, sub.email, sub.phone) != "sms")
    mail::enqueue(s,
                  {"subscription_customer", sub.email, t.subject, hello + t.customer + "\n",
                   html(t.customer), o.id},
                  now);
  std::string admin = "Subscription " + sub.id + " (" + sub.plan_name + ", " + sub.first_name +
                      " " + sub.last_name + "): " + t.admin;
  for (const auto& to : shop.admin_emails)
    mail::enqueue(s,
                  {"subscription_admin", to, "Subscription " + sub.id + ": " + t.subject,
                   admin + "\n", html(admin), o.id},
                  now);
}

// Nothing paid: the renewal order is cancelled with its stops.
Told cancel_unpaid(soci::session& s, orders::Order& o, const std::string& period, long long now) {
  o.status = "cancelled";
  o.updated_at = now;
  orders::store::update_status(s, o);
  orders::recount_customer(s, o.email, o.phone);
  delivery::Service::cancel_order_stops(s, o.id);
  auto back = subscriptions::store::give_back_credit(s, o.id, now);
  std::string why = "No delivery of the period from " + period + " remains, so its renewal order " +
                    o.id + " is cancelled.";
  std::string credit = back > 0 ? " The credit of " + money::format_pkr(back) +
                                      " it took comes off the next renewal."
                                : "";
  return {"renewal order " + o.id + " cancelled",
          why + " Nothing was paid for it, so nothing is owed." + credit,
          why + " Nothing was paid: nothing is owed." + credit};
}

// What the order paid for the subscription's period: a renewal's total, or the buying order's
// line of this plan (at most the order's total).
std::int64_t paid_for(const subscriptions::Subscription& sub, const subscriptions::Period& p,
                      const orders::Order& o) {
  if (p.index > 0) return o.total_paisa;
  auto i = static_cast<std::size_t>(sub.position);
  return i < o.items.size() ? std::min(o.items[i].line_total_paisa, o.total_paisa) : 0;
}

// Paid: what was paid for the bottles gone (all that is left when none is left) becomes a
// credit.
Told credit_paid(soci::session& s, const subscriptions::Subscription& sub,
                 const subscriptions::Gone& g, const orders::Order& o, long long now) {
  auto paid = paid_for(sub, g.period, o);
  auto left = paid - subscriptions::store::credited_for(s, o.id, sub.id);
  auto share = g.period_bottles > 0 ? paid * g.bottles / g.period_bottles : 0;
  auto amount = g.none_left ? left : std::min(left, share);
  if (amount <= 0) return {};
  subscriptions::Credit c;
  c.subscription_id = sub.id;
  c.period_start = g.period.period_start;
  c.order_id = o.id;
  c.bottles = g.bottles;
  c.amount_paisa = amount;
  c.reason = g.none_left ? "No delivery of the period from " + g.period.period_start + " remained"
                         : std::to_string(g.bottles) + " bottle(s) of the period from " +
                               g.period.period_start + " not delivered";
  c.created_at = now;
  subscriptions::store::insert_credit(s, c);
  std::string money = money::format_pkr(amount);
  std::string why = c.reason + ". Order " + o.id + " was paid, so ";
  if (sub.status == "cancelled")
    return {"a refund of " + money + " is owed",
            why + money + " is owed to you: we will return it.",
            why + money + " is owed to the customer (the subscription is cancelled)."};
  return {"a credit of " + money, why + money + " comes off your next renewal.",
          why + money + " is credited on the next renewal."};
}

}  // namespace

subscriptions::OnGone on_renewal_emptied(std::function<mail::ShopInfo()> shop) {
  return [shop = std::move(shop)](soci::session& s, const subscriptions::Subscription& sub,
                                  const subscriptions::Gone& g) -> std::string {
    auto o = orders::store::find_order(s, g.period.order_id);
    if (!o || o->status == "cancelled") return "";
    long long now = clock::now_ms();
    Told t;
    if (o->payment_status == "paid")
      t = credit_paid(s, sub, g, *o, now);
    else if (g.none_left && g.period.index > 0)
      t = cancel_unpaid(s, *o, g.period.period_start, now);
    if (t.subject.empty()) return "";
    send(s, sub, *o, t, shop ? shop() : mail::ShopInfo{}, now);
    return t.customer;
  };
}

std::vector<db::Invariant> renewal_credit_invariants() {
  const std::string live =
      "SELECT 1 FROM subscription_deliveries d WHERE d.subscription_id = p.subscription_id AND "
      "d.period_start = p.period_start";
  return {
      {"a renewal with no delivery left is cancelled (nothing paid) or credited (paid)",
       "SELECT p.subscription_id, p.period_start, o.id, o.payment_status FROM "
       "subscription_periods p JOIN orders o ON o.id = p.order_id WHERE p.period_index > 0 AND "
       "o.status <> 'cancelled' AND EXISTS (" +
           live + ") AND NOT EXISTS (" + live +
           " AND d.status NOT IN ('skipped', 'cancelled')) AND NOT EXISTS (SELECT 1 FROM "
           "subscription_credits c WHERE c.order_id = o.id AND c.kind = 'refund')"},
      {"a subscription's credits from an order never exceed what the order was paid",
       "SELECT c.order_id, c.subscription_id, SUM(c.amount_paisa), o.total_paisa FROM "
       "subscription_credits c JOIN orders o ON o.id = c.order_id WHERE c.kind = 'refund' GROUP "
       "BY c.order_id, c.subscription_id, o.total_paisa HAVING SUM(c.amount_paisa) > "
       "o.total_paisa"},
      {"a credit goes to a renewal of its own subscription",
       "SELECT c.id, c.subscription_id, c.applied_order_id FROM subscription_credits c JOIN "
       "orders a ON a.id = c.applied_order_id WHERE a.subscription_id <> c.subscription_id"},
      {"a renewal's discount is the credit it took (applied less what it carried on; a "
       "cancelled renewal took none: it gave it back)",
       "SELECT o.id, o.discount_paisa, a.n FROM orders o JOIN (SELECT applied_order_id AS id, "
       "SUM(amount_paisa) AS n FROM subscription_credits WHERE applied_order_id <> '' GROUP BY "
       "applied_order_id) a ON a.id = o.id WHERE CASE WHEN o.status = 'cancelled' THEN 0 ELSE "
       "o.discount_paisa END <> a.n - COALESCE((SELECT SUM(c.amount_paisa) FROM "
       "subscription_credits c WHERE c.order_id = o.id AND c.kind = 'carried'), 0)"},
      {"a deleted renewal gave back the credit it took",
       "SELECT a.id, a.n FROM (SELECT applied_order_id AS id, SUM(amount_paisa) AS n FROM "
       "subscription_credits WHERE applied_order_id <> '' GROUP BY applied_order_id) a WHERE NOT "
       "EXISTS (SELECT 1 FROM orders o WHERE o.id = a.id) AND a.n <> COALESCE((SELECT "
       "SUM(c.amount_paisa) FROM subscription_credits c WHERE c.order_id = a.id AND c.kind = "
       "'carried'), 0)"},
  };
}

}  // namespace aqua::app
