// Roles and permissions, decided on the server (docs/product.md#staff-and-permissions,
// docs/decisions/0006-server-owns-admin-identity.md).
#pragma once
#include <set>
#include <string>
#include <vector>

namespace aqua::auth {

inline const std::vector<std::string> kRoles = {"super-admin", "admin", "manager", "customer",
                                                "driver"};

// Every permission: create/read/update/delete of product, order, customer and admin;
// assign:driver; read:audit_logs; update:settings; backup:data; export:data;
// manage:subscription (managers and above handle subscriptions); and the delivery day's:
// read:own_deliveries, record:delivery, close:driver_day.
const std::vector<std::string>& all_permissions();

bool is_role(const std::string& role);
// What a role may do, plus any extra permissions granted to the person.
std::set<std::string> permissions_for(const std::string& role,
                                      const std::vector<std::string>& extra = {});

}  // namespace aqua::auth
