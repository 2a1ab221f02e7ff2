// The customers room's interface for the rooms that write orders: one row per customer
// (customers table, migration 007), kept in the order's own transaction. The orders room
// tells this room about orders; this room never reads the orders table.
#pragma once
#include <soci/soci.h>

#include <optional>
#include <string>

namespace aqua::customers {

// One order as the customers table counts it.
struct OrderFacts {
  std::string order_id, first_name, last_name, email, phone, address, city;
  long long created_at = 0;
  long long total_paisa = 0;
  bool cancelled = false;
};

// 'e:' + lower-cased (ASCII) e-mail, else 'p:' + phone: the delivery room's key too.
std::string key_of(const std::string& email, const std::string& phone);

// A new order: one statement (an upsert) in the order's transaction. The newest order's
// details win (latest created_at, then greatest id); cancelled orders add no money.
void record_order(soci::session& s, const OrderFacts& order);

// A customer recounted from all of their orders (by the orders room).
struct Recount {
  OrderFacts newest;  // the order whose details win
  long long orders = 0, spent_paisa = 0, first_seen_at = 0;
};
// Before a recount reads the orders: on PostgreSQL, locks the customer's row so an order
// placed meanwhile (its upsert waits for this transaction) is either seen by the recount or
// added on top of it, never lost. Nothing to do on SQLite (one writer).
void lock_for_recount(soci::session& s, const std::string& key);
// After an order's status changed to or from cancelled, or an order was deleted: stores the
// recount, or removes the customer when no order is left (nullopt).
void replace(soci::session& s, const std::string& key, const std::optional<Recount>& recount);

// A customer's e-mail and phone by key (the channel routes, app/channel_routes.cpp).
struct Contact {
  std::string email, phone;
};
std::optional<Contact> contact_of(soci::session& s, const std::string& key);

}  // namespace aqua::customers
