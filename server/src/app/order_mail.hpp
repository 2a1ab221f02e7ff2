// The order as the order mails show it (mail::OrderView), filled from the orders room.
#pragma once
#include "mail/order_view.hpp"
#include "orders/order.hpp"

namespace aqua::app {

mail::OrderView mail_view(const orders::Order& o);

}  // namespace aqua::app
