#include "contact/routes.hpp"

#include <algorithm>
#include <array>

#include "contact/store.hpp"
#include "core/clock.hpp"
#include "core/json.hpp"
#include "core/text.hpp"
#include "core/validate.hpp"
#include "ratelimit/rate_limit.hpp"

namespace aqua::contact {

namespace {
constexpr std::array<const char*, 7> kSubjects = {
    "General Inquiry",   "New Order", "Existing Order", "Billing Question",
    "Technical Support", "Feedback",  "Other"};

std::string field(const boost::json::object& o, const char* key, std::size_t max_chars,
                  std::map<std::string, std::string>& errors) {
  auto v = json::get_string(o, key);
  std::string s = v ? text::sanitize(*v) : std::string();
  if (!text::is_clean_utf8(s))
    errors[key] = "Contains characters we cannot accept";
  else if (text::utf8_length(s) > max_chars)
    errors[key] = "Must be at most " + std::to_string(max_chars) + " characters";
  return s;
}
}  // namespace

Message parse_message(const std::string& body) {
  auto o = json::parse_object(body);
  std::map<std::string, std::string> errors;
  Message m;
  m.name = field(o, "name", 100, errors);
  m.email = field(o, "email", 254, errors);
  m.phone = field(o, "phone", 30, errors);
  m.subject = field(o, "subject", 50, errors);
  m.message = field(o, "message", 5000, errors);
  if (m.name.empty() && !errors.count("name")) errors["name"] = "Name is required";
  if (m.email.empty() && !errors.count("email"))
    errors["email"] = "Email is required";
  else if (!errors.count("email") && !validate::is_email(m.email))
    errors["email"] = "Please enter a valid email address";
  if (!m.phone.empty() && !errors.count("phone") && !validate::is_phone(m.phone))
    errors["phone"] = "Please enter a valid phone number";
  if (m.subject.empty() && !errors.count("subject"))
    errors["subject"] = "Subject is required";
  else if (!errors.count("subject") &&
           std::find(kSubjects.begin(), kSubjects.end(), m.subject) == kSubjects.end())
    errors["subject"] = "Please choose a subject from the list";
  if (m.message.empty() && !errors.count("message")) errors["message"] = "Message is required";
  if (!errors.empty())
    throw ApiError::validation("Please correct the errors in the form before submitting.",
                               std::move(errors));
  return m;
}

void add_routes(http::Router& router, db::Database& db, OnStored on_stored, Rate rate) {
  router.add("POST", "/api/contact", [&db, on_stored, rate](http::Request& req) {
    auto m = parse_message(req.body);
    // A person sends a handful of messages; a script sending more is refused.
    if (!ratelimit::allow(db, "contact:" + req.remote_ip, static_cast<int>(rate.count),
                          rate.window_ms()))
      throw ApiError::rate_limited();
    long long now = clock::now_ms();
    long long id = db.write([&](soci::session& s) {
      long long new_id = store::insert_message(s, m, req.remote_ip, now);
      if (on_stored) on_stored(s, m);
      return new_id;
    });
    return http::Response::json(
        201,
        boost::json::serialize(boost::json::object{
            {"id", id}, {"message", "Thank you for your message! We'll get back to you soon."}}));
  });
}

}  // namespace aqua::contact
