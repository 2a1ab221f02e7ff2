// POST /api/contact: the contact form, validated, sanitised and stored.
#pragma once
#include "contact/message.hpp"
#include "core/limits.hpp"
#include "db/database.hpp"
#include "http/router.hpp"

namespace aqua::contact {

// Validates a contact form body; throws ApiError 422 naming each bad field (pure).
Message parse_message(const std::string& body);

// Called inside the transaction that stores a message (the mail outbox writes here).
using OnStored = std::function<void(soci::session&, const Message&)>;

void add_routes(http::Router& router, db::Database& db, OnStored on_stored = {},
                Rate rate = AbuseLimits{}.contact_per_address);

}  // namespace aqua::contact
