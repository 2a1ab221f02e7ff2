// The delivery room's HTTP routes: the driver's own stops and outcomes (/api/driver/),
// dispatch, zones, drivers' zones, cash-up and the bottle ledger (/api/admin/).
#pragma once
#include <boost/json.hpp>

#include "auth/auth.hpp"
#include "delivery/service.hpp"
#include "http/router.hpp"

namespace aqua::delivery {

// Every driver with the zones they serve (the dispatch board and GET /api/admin/drivers).
boost::json::array drivers_json(Service& service);

void add_driver_routes(http::Router& router, auth::Auth& auth, Service& service);
void add_dispatch_routes(http::Router& router, auth::Auth& auth, Service& service);
void add_zone_routes(http::Router& router, auth::Auth& auth, Service& service);
void add_cash_up_routes(http::Router& router, auth::Auth& auth, Service& service);
void add_plan_routes(http::Router& router, auth::Auth& auth, Service& service);
void add_roster_routes(http::Router& router, auth::Auth& auth, Service& service);

inline void add_routes(http::Router& router, auth::Auth& auth, Service& service) {
  add_driver_routes(router, auth, service);
  add_dispatch_routes(router, auth, service);
  add_zone_routes(router, auth, service);
  add_cash_up_routes(router, auth, service);
  add_plan_routes(router, auth, service);
  add_roster_routes(router, auth, service);
}

}  // namespace aqua::delivery
