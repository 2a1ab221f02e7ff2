// POST /api/contact: the contact form, validated, sanitised and stored.
#pragma once
#include "db/database.hpp"
#include "http/router.hpp"

namespace aqua::contact {

struct Message {
  std::string name, email, phone, subject, message;
};

// Validates a contact form body; throws ApiError 422 naming each bad field (pure).
Message parse_message(const std::string& body);

void add_routes(http::Router& router, db::Database& db);

}  // namespace aqua::contact
