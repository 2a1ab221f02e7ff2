// "Your subscription renews in 3 days" (docs/product.md, "Text messages"): from three days
// before a subscription's renewal order is made, its customer is told once per period (the
// SMS outbox's event key "renewal_notice:<subscription>:<period>"), with a short manage link,
// by text (quiet hours, STOP and the daily cap as every text) and by mail, each as the
// customer's channel allows. Run by the reminders task (app/sms_reminders.cpp).
#pragma once
#include <vector>

#include "db/database.hpp"
#include "db/invariant.hpp"
#include "mail/templates.hpp"
#include "messages/outbox.hpp"
#include "subscriptions/service.hpp"

namespace aqua::app {

inline constexpr int kRenewalNoticeDays = 3;

// One pass at `now`: returns how many subscriptions were told.
int queue_renewal_notices(db::Database& db, subscriptions::Service& subs,
                          const messages::Rules& rules, const mail::ShopInfo& shop, long long now);

// aquapure check: no mail that may be skipped (a renewal notice, an emptied renewal's notice)
// went to a customer after they chose SMS only.
std::vector<db::Invariant> channel_invariants();

}  // namespace aqua::app
