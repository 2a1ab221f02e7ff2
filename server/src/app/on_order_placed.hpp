// What happens in the other rooms when an order is placed (at the checkout, or by a
// subscription's renewal): one place, called by the orders room inside the order's own
// transaction, so an acknowledged order has its subscriptions, mails, text message and
// delivery stop, or none of them (docs/product.md, "Orders and tracking").
#pragma once
#include <functional>

#include "mail/outbox.hpp"
#include "messages/outbox.hpp"
#include "orders/service.hpp"
#include "subscriptions/service.hpp"

namespace aqua::app {

// In the order's transaction: the subscriptions it buys (a renewal: a fresh manage link for
// its subscription); the customer's and the staff's mails as rows to render (they survive a
// crash or an SMTP outage); the customer's text message; the order's delivery stop (a
// subscription's stops come from its planned deliveries instead).
orders::OnPlaced order_placed_reaction(subscriptions::Service& subs,
                                       std::function<mail::ShopInfo()> shop,
                                       messages::Rules sms_rules);

}  // namespace aqua::app
