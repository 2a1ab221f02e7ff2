// Admin route for the contact room: the messages the contact form stored.
#pragma once
#include "auth/auth.hpp"

namespace aqua::contact {

void add_admin_routes(http::Router& router, auth::Auth& auth, db::Database& db);

}  // namespace aqua::contact
