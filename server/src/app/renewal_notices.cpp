#include "app/renewal_notices.hpp"

#include "core/clock.hpp"
#include "mail/outbox.hpp"
#include "mail/urdu.hpp"
#include "messages/channels.hpp"
#include "messages/reminders.hpp"

namespace aqua::app {

namespace {

// The mail beside the text: the same words and the subscription's full manage link.
mail::Mail notice_mail(const subscriptions::UpcomingRenewal& r, const std::string& words,
                       const subscriptions::Link& link, const mail::ShopInfo& shop) {
  const auto& sub = r.sub;
  bool ur = sub.language == "ur";
  mail::Mail m{"renewal_notice", sub.email, "", "", "", sub.order_id};
  if (ur) {
    m.subject = shop.brand + ": آپ کی سبسکرپشن کی تجدید";
    m.text = words + "\n";
    m.html = mail::urdu::html_page("<p>" + mail::urdu::to_html(words) + "</p>");
  } else {
    m.subject = "Your " + shop.brand + " subscription " + sub.id + " renews on " + r.renews_on;
    m.text = "Hello " + sub.first_name + ",\n\n" + words + "\n";
    m.html = "<!doctype html><html><body style=\"font-family:Arial,sans-serif\"><p>Hello " +
             mail::html_escape(sub.first_name) + ",</p><p>" + mail::html_escape(words) +
             "</p></body></html>";
  }
  subscriptions::add_links(m, {link}, sub.language);
  return m;
}

// One subscription's notice in the caller's transaction; false when it was told already.
bool tell(soci::session& s, subscriptions::Service& subs, const subscriptions::UpcomingRenewal& r,
          const messages::Rules& rules, const mail::ShopInfo& shop, long long now) {
  const auto& sub = r.sub;
  std::string key = "renewal_notice:" + sub.id + ":" + r.period_start;
  if (messages::by_event_key(s, key).id != 0) return false;
  auto channel = messages::channel_of(s, sub.email, sub.phone);
  auto link = subs.short_link(s, sub.id, sub.plan_name, now);
  messages::RenewalNotice n{sub.id, r.renews_on, r.days_left, link.url, shop.brand};
  // Written whatever the channel: an e-mail-only customer's text is kept as failed with the
  // reason, so the key says the period was told.
  auto written = messages::enqueue(s,
                                   {key, "renewal_notice", sub.phone,
                                    messages::renewal_notice_text(n, sub.language), sub.order_id},
                                   now, rules);
  if (written.empty()) return false;
  if (channel != "sms" && !sub.email.empty()) {
    // The mail says the same (in full) up to the link, which follows as the mails' manage link.
    messages::RenewalNotice full = n;
    full.url = "-";
    std::string words = messages::renewal_notice_text(full, sub.language);
    words = words.substr(0, words.rfind(": ")) + (sub.language == "ur" ? "۔" : ".");
    mail::enqueue(s, notice_mail(r, words, subs.new_link(s, sub.id, now), shop), now);
  }
  return true;
}

}  // namespace

int queue_renewal_notices(db::Database& db, subscriptions::Service& subs,
                          const messages::Rules& rules, const mail::ShopInfo& shop, long long now) {
  std::string today = clock::pakistan_date(now);
  // The scan reads; only a subscription to tell takes the writer, in its own transaction.
  auto due =
      db.read([&](soci::session& s) { return subs.renewals_within(s, today, kRenewalNoticeDays); });
  int told = 0;
  for (const auto& r : due)
    if (db.write([&](soci::session& s) { return tell(s, subs, r, rules, shop, now); })) ++told;
  return told;
}

std::vector<db::Invariant> channel_invariants() {
  return {{"no skippable mail goes to a customer who chose SMS only",
           "SELECT m.id, m.recipient FROM mail_outbox m JOIN contact_channels c ON c.address = "
           "LOWER(m.recipient) WHERE c.channel = 'sms' AND m.kind IN ('renewal_notice', "
           "'subscription_customer') AND m.created_at > c.updated_at"}};
}

}  // namespace aqua::app
