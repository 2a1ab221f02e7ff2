// Renewal notices (docs/product.md, "Text messages"): which subscriptions renew within a few
// days, and the short manage link a text message carries.
#include "core/crypto.hpp"
#include "subscriptions/schedule.hpp"
#include "subscriptions/service.hpp"

namespace aqua::subscriptions {

Link Service::short_link(soci::session& s, const std::string& id, const std::string& plan_name,
                         long long now) {
  std::string code = crypto::random_hex(10);  // 80 bits: short enough for a text message
  store::insert_link(s, id, crypto::blake2b_hex(code), now);
  std::string path = "/s/" + code;
  return {id, plan_name, opt_.public_url + path, path};
}

std::string Service::short_link_target(const std::string& code) {
  if (code.size() != 20) return {};
  return db_.read([&](soci::session& s) {
    auto id = store::link_owner(s, crypto::blake2b_hex(code));
    return id.empty() ? id : "/subscription/" + id + "#token=" + code;
  });
}

std::vector<UpcomingRenewal> Service::renewals_within(soci::session& s, const std::string& today,
                                                      int notice_days) const {
  std::vector<UpcomingRenewal> out;
  auto day = parse_date(today);
  if (!day) return out;
  for (const auto& id : store::live_ids(s)) {
    auto sub = store::find(s, id);
    auto start = sub ? parse_date(sub->start_date) : std::nullopt;
    if (!sub || !start || sub->status == "cancelled") continue;
    auto done = store::periods(s, id);
    if (done.empty()) continue;  // the first period is not planned yet
    Date ps = period_start(sub->frequency, *start, done.back().index + 1);
    Date due = renewal_due(ps, opt_.lead_days);
    // From notice_days before the renewal order is made until the day before it.
    if (*day < due - std::chrono::days(notice_days) || !(*day < due)) continue;
    if (fate_of(ps, sub->paused_until, sub->cancel_from) != PeriodFate::bill) continue;
    int left = static_cast<int>((due - *day).count());
    out.push_back({*sub, format_date(ps), format_date(due), left});
  }
  return out;
}

}  // namespace aqua::subscriptions
