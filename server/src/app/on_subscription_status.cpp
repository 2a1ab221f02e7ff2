#include "app/on_subscription_status.hpp"

#include "core/clock.hpp"
#include "messages/reminders.hpp"

namespace aqua::app {

subscriptions::OnStatus on_subscription_status(messages::Rules rules, messages::Worker& sms) {
  return [rules, &sms](soci::session& s, const subscriptions::Subscription& sub,
                       const std::string& action) {
    if (sub.phone.empty()) return;
    std::string until = action == "pause" ? sub.paused_until : sub.cancel_from;
    std::string text =
        messages::subscription_status_text({sub.id, action, until, "AquaPure"}, sub.language);
    if (text.empty()) return;
    long long now = clock::now_ms();
    // One per change: a subscription paused twice is told twice.
    std::string kind = "subscription_" + std::string(action == "cancel-now" ? "cancel" : action);
    messages::enqueue(
        s, {kind + ":" + sub.id + ":" + std::to_string(now), kind, sub.phone, text, sub.order_id},
        now, rules);
    sms.wake();  // the worker's claim waits for this transaction's commit
  };
}

}  // namespace aqua::app
