// The orders room's side of the customers table (customers room): what an order tells it,
// and a customer's recount from their orders when one is cancelled, restored or deleted.
#pragma once
#include <soci/soci.h>

#include <string>

#include "customers/customers.hpp"
#include "orders/order.hpp"

namespace aqua::orders {

customers::OrderFacts customer_facts(const Order& o);

// Recounts the customer of (email, phone) from their orders and stores it in the customers
// table (removing the customer when no order is left). In the caller's transaction.
void recount_customer(soci::session& s, const std::string& email, const std::string& phone);

}  // namespace aqua::orders
