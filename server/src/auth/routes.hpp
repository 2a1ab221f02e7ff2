// Admin sign-in, sign-out, the current session, admin management and the audit log.
#pragma once
#include "auth/auth.hpp"

namespace aqua::auth {

void add_routes(http::Router& router, Auth& auth);

}  // namespace aqua::auth
