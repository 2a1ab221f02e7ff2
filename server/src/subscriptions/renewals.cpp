// The scheduler's work: each subscription's next period, once, in its own transaction.
#include <spdlog/spdlog.h>

#include "core/clock.hpp"
#include "subscriptions/schedule.hpp"
#include "subscriptions/service.hpp"

namespace aqua::subscriptions {

namespace {

orders::PlaceOrder renewal_command(const Subscription& sub, const std::string& date,
                                   const std::string& period_start) {
  orders::PlaceOrder cmd;
  pricing::Line line;
  line.product_id = sub.product_id;
  line.purchase_type = "subscription";
  line.plan_id = sub.plan_id;
  line.quantity = sub.quantity;
  line.has_bottle_exchange = sub.has_bottle_exchange;
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

}  // namespace

void Service::plan_deliveries(soci::session& s, const Subscription& sub, const Period& p,
                              long long now) {
  auto start = parse_date(sub.start_date);
  auto ps = parse_date(p.period_start);
  if (!start || !ps) return;
  Date end = period_start(sub.frequency, *start, p.index + 1);
  int n = deliveries_per_period(sub.frequency, sub.split);
  std::vector<Delivery> all;
  for (const auto& planned : plan_period(*ps, end, sub.weekday, n, sub.bottles_per_period())) {
    Delivery& d = all.emplace_back();
    d.subscription_id = sub.id;
    d.period_start = p.period_start;
    d.order_id = p.order_id;
    d.date = format_date(planned.date);
    d.slot = sub.slot;
    d.address = sub.delivery_address, d.city = sub.delivery_city;
    d.postal_code = sub.delivery_postal_code;
    d.product_id = sub.product_id, d.product_name = sub.product_name;
    d.bottles = planned.bottles;
  }
  store::insert_deliveries(s, all, now);  // one statement for the period
  if (on_planned_ && !all.empty()) on_planned_(s, sub, all);
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
  auto fate = fate_of(ps, sub->paused_until, sub->cancel_from);
  if (fate == PeriodFate::cancelled) return Step::none;
  if (fate == PeriodFate::paused) {
    p.status = "paused";
    store::insert_period(s, id, p);
    return Step::planned;
  }
  Date end = period_start(sub->frequency, *start, index + 1);
  auto planned =
      plan_period(ps, end, sub->weekday, deliveries_per_period(sub->frequency, sub->split), 1);
  std::string first = planned.empty() ? p.period_start : format_date(planned.front().date);
  auto order = place_renewal_(s, renewal_command(*sub, first, p.period_start), id);
  p.order_id = order.id;
  store::insert_period(s, id, p);
  store::mark_renewal(s, order.id, id);
  plan_deliveries(s, *sub, p, now);
  return Step::renewed;
}

int Service::run_due(long long now, const std::atomic<bool>* stop) {
  auto ids = db_.read([](soci::session& s) { return store::live_ids(s); });
  int renewed = 0;
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
    }
  }
  if (renewed > 0 && wake_mailer_) wake_mailer_();
  if (renewed > 0) spdlog::info("scheduler: {} renewal order(s) created", renewed);
  return renewed;
}

}  // namespace aqua::subscriptions
