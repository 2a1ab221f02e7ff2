// The contact room's SQL: the contact_messages table.
#pragma once
#include <soci/soci.h>

#include <optional>
#include <string>
#include <vector>

#include "contact/message.hpp"

namespace aqua::contact::store {

// Stores a message; returns its id.
long long insert_message(soci::session& s, const Message& m, const std::string& remote_ip,
                         long long now);
// Newest first (created_at, id descending), by keyset: a page starts after the message
// `after` (its created_at, id) when set; `limit` + 1 rows say whether there is a next page.
struct After {
  long long created_at = 0, id = 0;
};
std::vector<StoredMessage> messages_page(soci::session& s, const std::optional<After>& after,
                                         int limit);
// How many messages there are, counted up to `cap` + 1 (more than cap: the list says "cap+").
long long count_capped(soci::session& s, long long cap);

}  // namespace aqua::contact::store
