// The order as the order mails show it (mail::OrderView), filled from the orders room, and
// the order mails queued in the order's transaction but rendered by the mail worker.
#pragma once
#include <functional>
#include <vector>

#include "db/database.hpp"
#include "mail/order_view.hpp"
#include "mail/outbox.hpp"
#include "orders/order.hpp"
#include "subscriptions/service.hpp"

namespace aqua::app {

mail::OrderView mail_view(const orders::Order& o);

// An order's mails as outbox rows (one per admin address, one to the customer): subjects
// now, bodies by the worker; the customer's carries the subscription links made now.
std::vector<mail::ToRender> order_mails_to_render(const orders::Order& o,
                                                  const mail::ShopInfo& shop,
                                                  const std::vector<subscriptions::Link>& links);

// Renders one such row from the stored order, exactly as mail::order_mails would have in
// the request (throws std::invalid_argument when there is nothing to render from). A
// renewal's mails keep their renewal subject and open with the subscription and the
// period's delivery dates.
void render_order_mail(mail::Outgoing& m, const orders::Order& o, const mail::ShopInfo& shop,
                       const std::vector<std::string>& renewal_dates = {});

// The worker's renderer: reads the order (the read is kept 2 s for the order's next mail),
// then render_order_mail.
std::function<void(mail::Outgoing&)> order_mail_renderer(db::Database& db,
                                                         std::function<mail::ShopInfo()> shop);

}  // namespace aqua::app
