// Inside the auth room: reading an admins row (admins.cpp and sessions.cpp share it).
#pragma once
#include <soci/soci.h>

#include "auth/auth.hpp"

namespace aqua::auth {

// The admins columns admin_from_row reads, in order.
extern const char* const kAdminColumns;
Admin admin_from_row(const soci::row& r);

}  // namespace aqua::auth
