// A customer's channel for messages (docs/product.md, "Text messages"): "sms", "email" or
// "both" (the default). Kept per address (the mobile number as +923…, the lower-cased
// e-mail) so the SMS outbox and the mails read it by their recipient. Text messages to a
// number whose customer chose e-mail only are written as failed with the reason
// (messages::enqueue); app/ skips the customer mails that may be skipped when the customer
// chose SMS only.
#pragma once
#include <soci/soci.h>

#include <string>
#include <string_view>

namespace aqua::messages {

bool is_channel(std::string_view v);  // sms, email, both

// The channel stored for the e-mail (else for the phone), or "both".
std::string channel_of(soci::session& s, const std::string& email, const std::string& phone);
// By one address: a number as the outbox keeps it (+923…) or an e-mail.
std::string channel_of_number(soci::session& s, const std::string& recipient);
std::string channel_of_email(soci::session& s, const std::string& email);

// Stores the choice for both addresses ('' or a number that is not a mobile: skipped). E-mail
// only: what still waits in the SMS outbox for the number is failed with the reason.
void set_channel(soci::session& s, const std::string& email, const std::string& phone,
                 const std::string& channel, long long now);

inline constexpr const char* kEmailOnly = "the customer chose e-mail only";

}  // namespace aqua::messages
