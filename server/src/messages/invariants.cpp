#include "messages/invariants.hpp"

namespace aqua::messages {

std::vector<db::Invariant> invariants() {
  return {
      {"a sent or delivered text message has its send time",
       "SELECT id, status FROM sms_outbox WHERE status IN ('sent', 'delivered') AND sent_at IS "
       "NULL AND delivered_at IS NULL"},
      {"a delivered text message has its delivery time",
       "SELECT id FROM sms_outbox WHERE status = 'delivered' AND delivered_at IS NULL"},
      {"a text message waiting to go has a mobile number (+92 3…)",
       "SELECT id, recipient FROM sms_outbox WHERE status IN ('queued', 'sending') AND NOT "
       "(recipient LIKE '+923%' AND LENGTH(recipient) = 13)"},
      {"a failed text message says why",
       "SELECT id FROM sms_outbox WHERE status = 'failed' AND last_error = ''"},
      {"no text message waits for a number that sent STOP",
       "SELECT o.id, o.recipient FROM sms_outbox o JOIN sms_optouts x ON x.phone = o.recipient "
       "WHERE o.status = 'queued'"},
      {"no text message waits for a number whose customer chose e-mail only",
       "SELECT o.id, o.recipient FROM sms_outbox o JOIN contact_channels c ON c.address = "
       "o.recipient WHERE c.channel = 'email' AND o.status = 'queued'"},
  };
}

}  // namespace aqua::messages
