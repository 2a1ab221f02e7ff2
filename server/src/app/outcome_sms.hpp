// The customer's text message when a driver records a stop's outcome (delivered, or failed
// with the reason and how to rebook), written in the outcome's transaction.
#pragma once
#include <soci/soci.h>

#include "delivery/model.hpp"
#include "messages/outbox.hpp"

namespace aqua::app {

void queue_outcome_sms(soci::session& s, const delivery::Stop& stop, const delivery::Outcome& o,
                       const messages::Rules& rules, long long now);

}  // namespace aqua::app
