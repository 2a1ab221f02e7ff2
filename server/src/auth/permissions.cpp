#include "auth/permissions.hpp"

#include <algorithm>

namespace aqua::auth {

const std::vector<std::string>& all_permissions() {
  static const std::vector<std::string> all = [] {
    std::vector<std::string> p;
    for (const char* verb : {"create", "read", "update", "delete"})
      for (const char* thing : {"product", "order", "customer", "admin"})
        p.push_back(std::string(verb) + ":" + thing);
    for (const char* other :
         {"assign:driver", "read:audit_logs", "update:settings", "backup:data", "export:data",
          "manage:subscription", "read:own_deliveries", "record:delivery", "close:driver_day"})
      p.emplace_back(other);
    return p;
  }();
  return all;
}

bool is_role(const std::string& role) {
  return std::find(kRoles.begin(), kRoles.end(), role) != kRoles.end();
}

std::set<std::string> permissions_for(const std::string& role,
                                      const std::vector<std::string>& extra) {
  std::set<std::string> p;
  if (role == "super-admin") {
    p.insert(all_permissions().begin(), all_permissions().end());
  } else if (role == "admin") {
    // Runs the shop; only a super-admin manages other admins.
    for (const auto& perm : all_permissions())
      if (perm.find(":admin") == std::string::npos || perm == "read:admin") p.insert(perm);
  } else if (role == "manager") {
    p = {"read:product", "update:product",      "read:order",
         "update:order", "read:customer",       "assign:driver",
         "export:data",  "manage:subscription", "close:driver_day"};
  } else if (role == "driver") {
    // Their own stops and outcomes only: no order list, no customers.
    p = {"read:own_deliveries", "record:delivery"};
  } else {  // customer, and anyone unknown
    p = {"create:order", "read:order"};
  }
  for (const auto& e : extra)
    if (std::find(all_permissions().begin(), all_permissions().end(), e) != all_permissions().end())
      p.insert(e);
  return p;
}

}  // namespace aqua::auth
