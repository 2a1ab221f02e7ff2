// The scheduler's work: each subscription's next period, once, in its own transaction.
#include <spdlog/spdlog.h>

#include "core/clock.hpp"
#include "mail/outbox.hpp"
#include "subscriptions/schedule.hpp"
#include "subscriptions/service.hpp"

namespace aqua::subscriptions {

namespace {

orders::PlaceOrder renewal_command(const Subscription& sub, const std::string& date,
                                   const std::string& period_start) {
  orders::PlaceOrder cmd;
  pricing::Line line;
  line.product_id = pricing::kPlanProductPrefix + sub.plan_id;  // the plan, whatever it drops
  line.purchase_type = "subscription";
  line.plan_id = sub.plan_id;
  line.quantity = sub.quantity;
  line.has_bottle_exchange = sub.has_bottle_exchange;
  line.charge_deposit = false;  // paid with the first order (sub.deposit_paisa)
  cmd.lines.push_back(line);
  auto& c = cmd.customer;
  c.first_name = sub.first_name, c.last_name = sub.last_name;
  c.email = sub.email, c.phone = sub.phone;
  c.billing = {sub.address, sub.city, sub.postal_code};
  c.delivery = {sub.delivery_address, sub.delivery_city, sub.delivery_postal_code};
  cmd.delivery_date = date;
  cmd.delivery_time = sub.slot;
  cmd.payment_method = sub.payment_method;
  cmd.language = sub.language;
  cmd.order_note = "Renewal of subscription " + sub.id + " for the period from " + period_start;
  return cmd;
}

// The open credits go to the renewal (its discount); what its total could not take waits for
// the next one.
void apply_credit(soci::session& s, const Subscription& sub, const Period& p,
                  const orders::Order& order, std::int64_t open, long long now) {
  store::apply_credits(s, sub.id, order.id);
  if (order.discount_paisa >= open) return;
  Credit rest;
  rest.subscription_id = sub.id;
  rest.kind = "carried";
  rest.period_start = p.period_start;
  rest.order_id = order.id;
  rest.amount_paisa = open - order.discount_paisa;
  rest.reason = "Credit left after the renewal " + order.id;
  rest.created_at = now;
  store::insert_credit(s, rest);
}

}  // namespace

void Service::plan_deliveries(soci::session& s, const Subscription& sub, const Period& p,
                              long long now, std::optional<Date> from) {
  auto start = parse_date(sub.start_date);
  auto ps = parse_date(p.period_start);
  if (!start || !ps) return;
  Date end = period_start(sub.frequency, *start, p.index + 1);
  auto planned =
      plan_split(sub.frequency, sub.split, *start, *ps, end, sub.weekday, sub.bottles_per_period());
  if (from) planned = planned_from(planned, *from, sub.bottles_per_period());
  std::vector<Delivery> all;
  for (const auto& x : planned) {
    Delivery& d = all.emplace_back();
    d.subscription_id = sub.id;
    d.period_start = p.period_start;
    d.order_id = p.order_id;
    d.date = format_date(x.date);
    d.slot = sub.slot;
    d.address = sub.delivery_address, d.city = sub.delivery_city;
    d.postal_code = sub.delivery_postal_code;
    d.product_id = sub.product_id, d.product_name = sub.product_name;
    d.bottles = x.bottles;
  }
  store::insert_deliveries(s, all, now);  // one statement for the period
  if (!all.empty()) hooks_.planned(s, sub, all);
}

// The admins hear of a period the scheduler reached only after its delivery days had passed.
void Service::tell_missed(soci::session& s, const Subscription& sub, const Period& p,
                          long long now) {
  auto shop = hooks_.shop();
  std::string what = "Subscription " + sub.id + " (" + sub.plan_name + ", " + sub.first_name + " " +
                     sub.last_name + "): the period from " + p.period_start + " was missed";
  std::string why =
      "The renewal scheduler reached this period only after all its delivery days had passed "
      "(the server was not running). No order was placed and no delivery planned for it; "
      "the next period renews as usual. Contact the customer if they expected these "
      "deliveries.";
  for (const auto& to : shop.admin_emails) {
    std::string text = what;
    text.append(".\n\n").append(why).append("\n");
    mail::Mail m{"subscription_admin", to, what, text, "", sub.order_id};
    m.html = "<!doctype html><html><body style=\"font-family:Arial,sans-serif\"><p>" +
             mail::html_escape(what) + ".</p><p>" + mail::html_escape(why) + "</p></body></html>";
    mail::enqueue(s, m, now);
  }
}

Service::Step Service::next_period(soci::session& s, const std::string& id, long long now) {
  if (!store::lock(s, id)) return Step::none;
  auto sub = store::find(s, id);
  auto start = sub ? parse_date(sub->start_date) : std::nullopt;
  if (!sub || !start || sub->status == "cancelled") return Step::none;
  auto done = store::periods(s, id);
  int index = done.empty() ? 0 : done.back().index + 1;
  Date ps = period_start(sub->frequency, *start, index);
  Period p{format_date(ps), "billed", "", index, now};
  if (index == 0) {  // made by the migration: the creating order pays the first period
    p.order_id = sub->order_id;
    store::insert_period(s, id, p);
    plan_deliveries(s, *sub, p, now);
    return Step::planned;
  }
  auto today = parse_date(clock::pakistan_date(now));
  if (*today < renewal_due(ps, opt_.lead_days)) return Step::none;
  if (fate_of(ps, sub->paused_until, sub->cancel_from) == PeriodFate::cancelled) return Step::none;
  Date end = period_start(sub->frequency, *start, index + 1);
  int bottles = sub->bottles_per_period();
  // Nothing is planned (nor cash asked) before today (catch-up after downtime) or before the
  // end of a pause (a holiday): the period's bottles come on the delivery days left.
  Date from = *today;
  auto until = parse_date(sub->paused_until);
  if (until && *until > from) from = *until;
  auto planned =
      planned_from(plan_split(sub->frequency, sub->split, *start, ps, end, sub->weekday, bottles),
                   from, bottles);
  if (planned.empty()) {  // wholly inside the pause, or every delivery day passed
    p.status = until && ps < *until ? "paused" : "missed";
    store::insert_period(s, id, p);
    if (p.status == "paused") return Step::planned;
    tell_missed(s, *sub, p, now);
    return Step::missed;
  }
  renew(s, *sub, p, format_date(planned.front().date), now, from);
  return Step::renewed;
}

void Service::renew(soci::session& s, const Subscription& sub, Period& p, const std::string& first,
                    long long now, Date from) {
  auto cmd = renewal_command(sub, first, p.period_start);
  for (const auto& c : store::credits(s, sub.id))
    if (c.applied_order_id.empty()) cmd.credit_paisa += c.amount_paisa;
  auto order = hooks_.place_renewal(s, cmd, sub.id);
  p.order_id = order.id;
  store::insert_period(s, sub.id, p);
  store::mark_renewal(s, order.id, sub.id);
  if (cmd.credit_paisa > 0) apply_credit(s, sub, p, order, cmd.credit_paisa, now);
  plan_deliveries(s, sub, p, now, from);
}

bool Service::resume_periods(soci::session& s, const Subscription& sub, long long now) {
  auto today = clock::pakistan_date(now);
  if (store::unpause_from(s, sub.id, today) == 0) return false;
  int renewed = 0;
  for (int guard = 0; guard < 50; ++guard) {
    Step step = next_period(s, sub.id, now);
    if (step == Step::none) break;
    if (step == Step::renewed) ++renewed;
  }
  return renewed > 0;
}

int Service::run_due(long long now, const std::atomic<bool>* stop) {
  auto ids = db_.read([](soci::session& s) { return store::live_ids(s); });
  int renewed = 0, missed = 0;
  for (const auto& id : ids) {
    if (stop && stop->load()) break;
    // Catch-up after downtime: period after period until nothing more is due (bounded).
    for (int guard = 0; guard < 400; ++guard) {
      Step step = Step::none;
      try {
        step = db_.write([&](soci::session& s) { return next_period(s, id, now); });
      } catch (const std::exception& e) {
        // Another server made this period first (its unique row), or the plan is gone:
        // nothing was stored; the next run looks again.
        spdlog::warn("subscription {}: renewal not made now: {}", id, e.what());
      }
      if (step == Step::none) break;
      if (step == Step::renewed) ++renewed;
      if (step == Step::missed) ++missed;
    }
  }
  if (renewed + missed > 0) hooks_.wake_mailer();
  if (missed > 0) spdlog::warn("scheduler: {} period(s) missed while the server was down", missed);
  if (renewed > 0) spdlog::info("scheduler: {} renewal order(s) created", renewed);
  return renewed;
}

}  // namespace aqua::subscriptions
