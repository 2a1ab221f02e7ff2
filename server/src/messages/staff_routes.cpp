// Staff's own text message to a customer: about an order (to the order's phone) or to a
// number, validated here and queued through the outbox like every other message.
#include <boost/json.hpp>
#include <map>

#include "core/api_error.hpp"
#include "core/clock.hpp"
#include "core/crypto.hpp"
#include "core/json.hpp"
#include "core/text.hpp"
#include "messages/reminders.hpp"
#include "messages/routes.hpp"
#include "messages/rules.hpp"

namespace aqua::messages {

namespace bj = boost::json;

namespace {

constexpr int kMaxParts = 2;

struct StaffSms {
  std::string order_id, phone, text;
};

StaffSms parse_staff_sms(const std::string& body_text) {
  auto body = json::parse_object(body_text);
  StaffSms m{text::trim(json::get_string(body, "orderId").value_or("")),
             text::trim(json::get_string(body, "phone").value_or("")),
             text::trim(json::get_string(body, "text").value_or(""))};
  std::map<std::string, std::string> errors;
  if (m.text.empty())
    errors["text"] = "Text is required";
  else if (int parts = segments(m.text); parts > kMaxParts)
    errors["text"] =
        "Text must fit in 2 text messages (306 characters, or 134 in Urdu script); "
        "this one needs " +
        std::to_string(parts);
  if (m.order_id.empty() && m.phone.empty())
    errors["orderId"] = "Give the order or the customer's phone";
  else if (!m.order_id.empty() && !m.phone.empty())
    errors["orderId"] = "Give the order or a phone, not both";
  else if (!m.phone.empty())
    if (auto n = normalise_mobile(m.phone); std::holds_alternative<Refused>(n))
      errors["phone"] = "This number cannot receive text messages: " + std::get<Refused>(n).reason;
  if (!errors.empty()) throw ApiError::validation("Invalid text message", errors);
  return m;
}

// POST /api/admin/messages/sms {orderId | phone, text}: 201 with the queued message (or
// failed with the reason, e.g. the number sent STOP).
http::Response send_staff_sms(db::Database& db, const Hooks& hooks, const http::Request& req,
                              const auth::Principal& who) {
  auto m = parse_staff_sms(req.body);
  auto entry = db.write([&](soci::session& s) {
    std::string phone = m.phone;
    if (!m.order_id.empty()) {
      phone = hooks.phone_of_order ? hooks.phone_of_order(s, m.order_id) : std::string();
      if (phone.empty()) throw ApiError::not_found("Order not found");
    }
    long long now = clock::now_ms();
    std::string key = "staff:" + who.username + ":" + crypto::random_hex(8);
    enqueue(s, {key, "staff", phone, m.text, m.order_id}, now, hooks.rules);
    return by_event_key(s, key);
  });
  if (hooks.wake) hooks.wake();
  return http::Response::json(201, bj::serialize(bj::object{{"id", entry.id},
                                                            {"recipient", entry.recipient},
                                                            {"orderId", entry.order_id},
                                                            {"status", entry.status},
                                                            {"lastError", entry.last_error}}));
}

}  // namespace

void add_staff_routes(http::Router& router, auth::Auth& auth, db::Database& db,
                      const Hooks& hooks) {
  auth::add_admin_route(router, auth, "POST", "/api/admin/messages/sms", "update:customer", "sms",
                        [&db, hooks](http::Request& req, const auth::Principal& who) {
                          return send_staff_sms(db, hooks, req, who);
                        });
}

}  // namespace aqua::messages
