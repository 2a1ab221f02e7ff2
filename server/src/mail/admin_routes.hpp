// Admin routes for the mail room: the outbox as a list, and retrying a failed mail.
#pragma once
#include <functional>

#include "auth/auth.hpp"

namespace aqua::mail {

void add_admin_routes(http::Router& router, auth::Auth& auth, db::Database& db,
                      const std::function<void()>& wake_mailer);

}  // namespace aqua::mail
