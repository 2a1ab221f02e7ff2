// The customer's subscription routes (manage link) and the admin's.
#pragma once
#include <functional>

#include "auth/auth.hpp"
#include "http/router.hpp"
#include "subscriptions/service.hpp"

namespace aqua::subscriptions {

// order_token_ok(order id, token): whether token is that order's access token (app/ wires
// the orders room's check), for the confirmation page's links.
using OrderTokenCheck = std::function<bool(const std::string&, const std::string&)>;
void add_routes(http::Router& router, Service& service, db::Database& db,
                OrderTokenCheck order_token_ok);
void add_admin_routes(http::Router& router, auth::Auth& auth, Service& service);

}  // namespace aqua::subscriptions
