#include "subscriptions/model.hpp"

#include "core/clock.hpp"
#include "core/json.hpp"
#include "subscriptions/schedule.hpp"

namespace aqua::subscriptions {

namespace bj = boost::json;

const char* const kWeekdays[7] = {"Sunday",   "Monday", "Tuesday", "Wednesday",
                                  "Thursday", "Friday", "Saturday"};

bool link_expired(const Subscription& s, const std::string& today, int days_after_end) {
  if (s.status != "cancelled" || s.cancel_from.empty()) return false;
  auto end = parse_date(s.cancel_from), now = parse_date(today);
  if (!end || !now) return false;
  return *now > *end + std::chrono::days(days_after_end);
}

std::string effective_status(const Subscription& s, const std::string& today) {
  if (s.status == "cancelled") return "cancelled";
  if (!s.paused_until.empty() && s.paused_until > today) return "paused";
  return "active";
}

bj::object to_json(const Subscription& s, const std::string& today) {
  std::string status = effective_status(s, today);
  return {
      {"id", s.id},
      {"orderId", s.order_id},
      {"status", status},
      {"plan", bj::object{{"id", s.plan_id},
                          {"name", s.plan_name},
                          {"frequency", s.frequency},
                          {"bottles", s.bottles},
                          {"pricePaisa", s.unit_paisa},
                          {"discountPercent", json::percent_from_bp(s.discount_bp)}}},
      {"productId", s.product_id},
      {"productName", s.product_name},
      {"hasBottleExchange", s.has_bottle_exchange},
      {"depositPaisa", s.deposit_paisa},
      {"quantity", s.quantity},
      {"bottlesPerPeriod", s.bottles_per_period()},
      {"customer", bj::object{{"firstName", s.first_name},
                              {"lastName", s.last_name},
                              {"email", s.email},
                              {"phone", s.phone}}},
      {"deliveryAddress", bj::object{{"address", s.delivery_address},
                                     {"city", s.delivery_city},
                                     {"postalCode", s.delivery_postal_code}}},
      {"paymentMethod", s.payment_method},
      {"weekday", s.weekday},
      {"weekdayName", kWeekdays[((s.weekday % 7) + 7) % 7]},
      {"slot", s.slot},
      {"split", s.split},
      {"startDate", s.start_date},
      {"pausedUntil", status == "paused" ? bj::value(s.paused_until) : bj::value(nullptr)},
      {"cancelFrom", s.cancel_from.empty() ? bj::value(nullptr) : bj::value(s.cancel_from)},
      {"note", s.note},
      {"language", s.language},
      {"createdAt", clock::iso_utc(s.created_at)},
      {"updatedAt", clock::iso_utc(s.updated_at)},
  };
}

bj::object to_json(const Delivery& d) {
  return {{"id", d.id},
          {"date", d.date},
          {"weekdayName", kWeekdays[weekday_of(*parse_date(d.date))]},
          {"slot", d.slot},
          {"periodStart", d.period_start},
          {"orderId", d.order_id},
          {"address",
           bj::object{{"address", d.address}, {"city", d.city}, {"postalCode", d.postal_code}}},
          {"productName", d.product_name},
          {"bottles", d.bottles},
          {"status", d.status}};
}

std::optional<Delivery> next_delivery(const std::vector<Delivery>& all, const std::string& today) {
  std::optional<Delivery> next;
  for (const auto& d : all)
    if (d.date >= today && (d.status == "planned" || d.status == "dispatched") &&
        (!next || d.date < next->date))
      next = d;
  return next;
}

namespace {

// The credits with their state: "applied" to a renewal, "owed" once the subscription ended,
// else "open" (waiting for the next renewal); the open and owed sums go on `out`.
bj::array credits_json(const Detail& d, bj::object& out) {
  bj::array credits;
  std::int64_t open = 0;
  bool ended = d.sub.status == "cancelled";
  for (const auto& c : d.credits) {
    std::string state = !c.applied_order_id.empty() ? "applied" : ended ? "owed" : "open";
    if (c.applied_order_id.empty()) open += c.amount_paisa;
    credits.push_back(bj::object{{"id", c.id},
                                 {"kind", c.kind},
                                 {"periodStart", c.period_start},
                                 {"orderId", c.order_id},
                                 {"bottles", c.bottles},
                                 {"amountPaisa", c.amount_paisa},
                                 {"reason", c.reason},
                                 {"appliedOrderId", c.applied_order_id},
                                 {"state", state},
                                 {"createdAt", clock::iso_utc(c.created_at)}});
  }
  out["creditPaisa"] = ended ? 0 : open;
  out["owedPaisa"] = ended ? open : 0;
  return credits;
}

}  // namespace

bj::object detail_json(const Detail& d, const std::string& today, bool all) {
  auto out = to_json(d.sub, today);
  bj::array deliveries, periods;
  for (const auto& x : d.deliveries)
    if (all || x.date >= today) deliveries.push_back(to_json(x));
  for (const auto& p : d.periods)
    periods.push_back(bj::object{{"periodStart", p.period_start},
                                 {"index", p.index},
                                 {"status", p.status},
                                 {"orderId", p.order_id},
                                 {"createdAt", clock::iso_utc(p.created_at)}});
  out["deliveries"] = std::move(deliveries);
  out["periods"] = std::move(periods);
  out["credits"] = credits_json(d, out);
  auto next = next_delivery(d.deliveries, today);
  out["nextDelivery"] =
      next ? bj::value(bj::object{{"date", next->date}, {"slot", next->slot}}) : bj::value(nullptr);
  return out;
}

}  // namespace aqua::subscriptions
