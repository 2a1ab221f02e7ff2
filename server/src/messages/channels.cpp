#include "messages/channels.hpp"

#include "core/text.hpp"
#include "db/prepared.hpp"
#include "messages/rules.hpp"

namespace aqua::messages {

namespace {

std::string stored(soci::session& s, const std::string& address) {
  if (address.empty()) return {};
  auto row = db::query_row(s, "SELECT channel FROM contact_channels WHERE address = :a", {address});
  return row ? (*row)[0] : std::string();
}

std::string mobile_of(const std::string& phone) {
  auto n = normalise_mobile(phone);
  return std::holds_alternative<std::string>(n) ? std::get<std::string>(n) : std::string();
}

void put(soci::session& s, const std::string& address, const std::string& channel, long long now) {
  db::exec(s,
           "INSERT INTO contact_channels (address, channel, updated_at) VALUES (:a, :c, :t) "
           "ON CONFLICT (address) DO UPDATE SET channel = excluded.channel, "
           "updated_at = excluded.updated_at",
           {address, channel, now});
}

}  // namespace

bool is_channel(std::string_view v) {
  return v == "sms" || v == "email" || v == "both";
}

std::string channel_of_number(soci::session& s, const std::string& recipient) {
  auto c = stored(s, recipient);
  return c.empty() ? "both" : c;
}

std::string channel_of_email(soci::session& s, const std::string& email) {
  auto c = stored(s, text::to_lower_ascii(text::trim(email)));
  return c.empty() ? "both" : c;
}

std::string channel_of(soci::session& s, const std::string& email, const std::string& phone) {
  auto c = stored(s, text::to_lower_ascii(text::trim(email)));
  if (c.empty()) c = stored(s, mobile_of(phone));
  return c.empty() ? "both" : c;
}

void set_channel(soci::session& s, const std::string& email, const std::string& phone,
                 const std::string& channel, long long now) {
  auto mail = text::to_lower_ascii(text::trim(email));
  if (!mail.empty()) put(s, mail, channel, now);
  auto number = mobile_of(phone);
  if (number.empty()) return;
  put(s, number, channel, now);
  if (channel == "email")
    db::exec(s,
             "UPDATE sms_outbox SET status = 'failed', last_error = :e WHERE recipient = :p AND "
             "status = 'queued'",
             {std::string(kEmailOnly), number});
}

}  // namespace aqua::messages
