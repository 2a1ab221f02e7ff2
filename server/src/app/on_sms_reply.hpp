// What happens when a customer's text reply arrives (docs/product.md, "Text messages"), in the
// transaction that keeps the reply: "1" confirms their cash-on-delivery order (on the order and
// its stops, for dispatch) and thanks them; "2" records a cancel request for staff (never an
// automatic cancel) and says staff will call; STOP / START were handled by the messages room;
// anything else is for staff, who see it with the number's recent orders.
#pragma once
#include <vector>

#include "db/invariant.hpp"
#include "messages/outbox.hpp"
#include "messages/routes.hpp"
#include "messages/worker.hpp"

namespace aqua::app {

messages::ReplyReaction sms_reply_reaction(messages::Rules rules);

// The messages room's hooks: replies act, staff messages about an order go to its phone.
messages::Hooks sms_hooks(messages::Rules rules, messages::Worker& sms);

// The rules between replies, orders and stops, for `aquapure check`.
std::vector<db::Invariant> sms_reply_invariants();

}  // namespace aqua::app
