// The gateway's calls (delivery reports, incoming messages; both behind a shared secret in the
// path) and the back office's SMS routes.
#pragma once
#include <functional>
#include <string>

#include <soci/soci.h>

#include "auth/auth.hpp"
#include "db/database.hpp"
#include "http/router.hpp"
#include "messages/outbox.hpp"

namespace aqua::messages {

// A reply as it arrived: the sender (normalised when a mobile), its text, what it asks
// (reply_action) and the order it is about (the newest order the number was told about).
struct InboundReply {
  std::string sender, body, action, order_id;
};
// What the shop does with a reply (app/on_sms_reply.cpp), in the transaction that stores it;
// returns what happened in words staff read (kept on the reply as its outcome).
using ReplyReaction =
    std::function<std::string(soci::session&, const InboundReply&, long long now)>;

// What the room's routes need from the rest of the shop (app/main.cpp wires them).
struct Hooks {
  std::function<void()> wake;  // the SMS worker's wake-up
  ReplyReaction on_reply;
  // A staff message about an order goes to the order's phone ("" when no such order).
  std::function<std::string(soci::session&, const std::string& order_id)> phone_of_order;
  Rules rules;
};

// `secret`: AQUA_SMS_SECRET; empty: the gateway's routes answer 404 to everyone.
void add_routes(http::Router& router, auth::Auth& auth, db::Database& db, const std::string& secret,
                const Hooks& hooks);
// POST /api/admin/messages/sms (staff_routes.cpp).
void add_staff_routes(http::Router& router, auth::Auth& auth, db::Database& db, const Hooks& hooks);

}  // namespace aqua::messages
