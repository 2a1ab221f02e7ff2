#include "app/on_sms_reply.hpp"

#include "delivery/service.hpp"
#include "messages/reminders.hpp"
#include "orders/confirmations.hpp"
#include "orders/store.hpp"

namespace aqua::app {

namespace {

std::string confirm(soci::session& s, const messages::InboundReply& r, const messages::Rules& rules,
                    long long now) {
  auto result = orders::confirm_by_text(s, r.order_id, now);
  if (result.done) {
    delivery::Service::confirm_order_stops(s, r.order_id, now);
    messages::enqueue(
        s,
        {"confirmed:" + r.order_id, "confirmed", r.sender,
         messages::confirmed_text(r.order_id, orders::store::language_of(s, r.order_id)),
         r.order_id},
        now, rules);
  }
  return result.outcome;
}

std::string cancel_request(soci::session& s, const messages::InboundReply& r,
                           const messages::Rules& rules, long long now) {
  auto result = orders::request_cancel_by_text(s, r.order_id, now);
  if (result.done)
    messages::enqueue(
        s,
        {"cancel_request:" + r.order_id, "cancel_request", r.sender,
         messages::cancel_request_text(r.order_id, orders::store::language_of(s, r.order_id)),
         r.order_id},
        now, rules);
  return result.outcome;
}

}  // namespace

messages::ReplyReaction sms_reply_reaction(messages::Rules rules) {
  return [rules](soci::session& s, const messages::InboundReply& r, long long now) {
    if (r.action == "confirm") return confirm(s, r, rules, now);
    if (r.action == "cancel_request") return cancel_request(s, r, rules, now);
    if (r.action == "stop") return std::string("no more messages to the number");
    if (r.action == "start") return std::string("messages to the number resumed");
    return std::string("for staff");
  };
}

messages::Hooks sms_hooks(messages::Rules rules, messages::Worker& sms) {
  return {
      [&sms] { sms.wake(); }, sms_reply_reaction(rules),
      [](soci::session& s, const std::string& order_id) { return orders::phone_of(s, order_id); },
      rules};
}

std::vector<db::Invariant> sms_reply_invariants() {
  return {
      {"an order confirmed by text has its customer's confirming reply",
       "SELECT c.order_id, c.confirmed_at FROM order_confirmations c WHERE c.confirmed_at > 0 "
       "AND NOT EXISTS (SELECT 1 FROM sms_replies r WHERE r.order_id = c.order_id AND r.action "
       "= 'confirm')"},
      {"a cancel request by text has its customer's reply",
       "SELECT c.order_id, c.cancel_requested_at FROM order_confirmations c WHERE "
       "c.cancel_requested_at > 0 AND NOT EXISTS (SELECT 1 FROM sms_replies r WHERE r.order_id "
       "= c.order_id AND r.action = 'cancel_request')"},
      {"an open stop shown confirmed belongs to an order confirmed by text",
       "SELECT d.id, d.order_id, d.confirmed_at FROM deliveries d WHERE d.confirmed_at > 0 AND "
       "d.status IN ('planned', 'failed') AND NOT EXISTS (SELECT 1 FROM order_confirmations c "
       "WHERE c.order_id = d.order_id AND c.confirmed_at > 0)"},
  };
}

}  // namespace aqua::app
