// A customer's channel for messages, SMS, e-mail or both (docs/api.md, "Text messages"):
// staff set it on the customer (by key), the customer on the subscription's manage page (with
// its link's token). Wiring between the customers, subscriptions and messages rooms.
#pragma once
#include "auth/auth.hpp"
#include "db/database.hpp"
#include "http/router.hpp"
#include "subscriptions/service.hpp"

namespace aqua::app {

// GET/PUT /api/admin/customers/channel, and with subs GET/PUT /api/subscriptions/:id/channel.
void add_channel_routes(http::Router& router, auth::Auth& auth, db::Database& db,
                        subscriptions::Service* subs);

}  // namespace aqua::app
