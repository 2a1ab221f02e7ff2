// What happens when a subscription is paused, resumed, cancelled or cancelled now: its
// customer gets a text in the subscription's language, written in the change's transaction
// (docs/product.md, "Text messages").
#pragma once
#include "messages/outbox.hpp"
#include "messages/worker.hpp"
#include "subscriptions/service.hpp"

namespace aqua::app {

// The reaction, given to the subscriptions service when it is made (app/main.cpp).
subscriptions::OnStatus on_subscription_status(messages::Rules rules, messages::Worker& sms);

}  // namespace aqua::app
