// What happens in the other rooms when a driver's outcome is recorded: one place, called by
// the delivery room inside the outcome's own transaction (docs/api.md, "Orders and their
// stops").
#pragma once
#include "delivery/service.hpp"
#include "messages/outbox.hpp"
#include "messages/worker.hpp"

namespace aqua::app {

// Delivered: the order becomes delivered, and a cash-on-delivery order paid when the cash due
// was collected. Delivered or failed: the subscription delivery the stop serves shows it, to
// the customer and the admin, and the customer gets a text message (app/outcome_sms.cpp;
// `sms` is woken, its claim waits for the commit). Delivered or rescheduled, a subscription
// stop's subscription places its deposit again (follow_deposit).
delivery::OutcomeReactions outcome_reactions(messages::Rules sms_rules, messages::Worker& sms);

}  // namespace aqua::app
