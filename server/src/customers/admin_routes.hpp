// GET /api/admin/customers: the customers table, newest last order first, keyset pages,
// searchable by the start of a name, e-mail or phone.
#pragma once
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "auth/auth.hpp"

namespace aqua::customers {

// Bottles each of these customers holds (customer key -> bottles); app/ wires the delivery
// room's ledger.
using BottleBalancesFn =
    std::function<std::map<std::string, int>(soci::session&, const std::vector<std::string>& keys)>;

void add_admin_routes(http::Router& router, auth::Auth& auth, db::Database& db,
                      BottleBalancesFn bottle_balances = {});

}  // namespace aqua::customers
