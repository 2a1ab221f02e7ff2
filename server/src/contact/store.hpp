// The contact room's SQL: the contact_messages table.
#pragma once
#include <soci/soci.h>

#include <string>
#include <vector>

#include "contact/message.hpp"

namespace aqua::contact::store {

// Stores a message; returns its id.
long long insert_message(soci::session& s, const Message& m, const std::string& remote_ip,
                         long long now);
// The newest `limit` messages, newest first.
std::vector<StoredMessage> recent_messages(soci::session& s, int limit);

}  // namespace aqua::contact::store
