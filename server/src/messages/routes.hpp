// The gateway's calls (delivery reports, incoming messages; both behind a shared secret in the
// path) and the back office's SMS routes.
#pragma once
#include <functional>
#include <string>

#include "auth/auth.hpp"
#include "db/database.hpp"
#include "http/router.hpp"

namespace aqua::messages {

// `secret`: AQUA_SMS_SECRET; empty: the gateway's routes answer 404 to everyone.
void add_routes(http::Router& router, auth::Auth& auth, db::Database& db, const std::string& secret,
                const std::function<void()>& wake);

}  // namespace aqua::messages
