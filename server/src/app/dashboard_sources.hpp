// The admin dashboard's figures, each from the room that owns the tables (orders per day from
// orders/, stops, bottles and cash from delivery/, subscriptions from subscriptions/), wired
// for the reports room, which knows none of them.
#pragma once
#include "reports/dashboard.hpp"

namespace aqua::app {

reports::Sources dashboard_sources();

}  // namespace aqua::app
