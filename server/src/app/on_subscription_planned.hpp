// What happens when a subscription's deliveries are planned or change: each planned delivery
// makes one stop of the delivery room; a skipped or cancelled one cancels it; a moved one
// moves it (all in the subscription's transaction). The stop itself is
// app/subscription_stops.hpp's stop_for_planned.
#pragma once
#include "subscriptions/service.hpp"

namespace aqua::app {

// A period's deliveries just stored: their stops, together (one statement on PostgreSQL).
subscriptions::OnPlannedAll on_deliveries_planned();

// A delivery changed (skipped, cancelled, moved; failed: its rescheduled stop): its stop follows.
subscriptions::OnPlanned on_delivery_changed();

}  // namespace aqua::app
