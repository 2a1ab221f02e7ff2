// The customer's text message when a driver records a stop's outcome (delivered, or failed
// with the reason and how to rebook), written in the outcome's transaction.
#pragma once
#include <soci/soci.h>

#include <string>

#include "delivery/model.hpp"
#include "messages/outbox.hpp"
#include "orders/order.hpp"

namespace aqua::app {

// The language of a stop's customer: the order's, or for a subscription's stop the
// subscription's ("en" or "ur").
std::string stop_language(soci::session& s, const delivery::Stop& stop);

// The customer's "order placed" text message (in the order's transaction).
void queue_order_placed_sms(soci::session& s, const orders::Order& o, const std::string& brand,
                            const messages::Rules& rules, long long now);

// "On the way": the driver recorded this stop, so the customer of their next planned stop
// that day is told the driver is coming (also in quiet hours; once per stop and day).
void queue_on_the_way_sms(soci::session& s, const delivery::Stop& done,
                          const messages::Rules& rules, long long now);

void queue_outcome_sms(soci::session& s, const delivery::Stop& stop, const delivery::Outcome& o,
                       const messages::Rules& rules, long long now);

}  // namespace aqua::app
