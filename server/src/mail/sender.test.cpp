#include "mail/sender.hpp"

#include <curl/curl.h>
#include <gtest/gtest.h>

namespace aqua::mail {
namespace {

struct Case {
  const char* name;
  FailedTransfer failure;
  bool retry;
};

// Which failures of a kept SMTP connection are sent again at once on a new one: only those
// where the server cannot have accepted the mail, so nothing is ever delivered twice.
TEST(SmtpRetry, OnlyAConnectionLostBeforeTheMessageIsSentAgainAtOnce) {
  const Case cases[] = {
      {"closed while idle, seen on MAIL FROM", {CURLE_RECV_ERROR, true, false, ""}, true},
      {"reset while sending MAIL FROM", {CURLE_SEND_ERROR, true, false, ""}, true},
      {"closed without a word", {CURLE_GOT_NOTHING, true, false, ""}, true},
      {"421 closing the channel", {CURLE_SEND_ERROR, true, false, "421 4.4.2 timeout"}, true},
      {"lost after the body had started", {CURLE_RECV_ERROR, true, true, ""}, false},
      {"lost on a new connection", {CURLE_RECV_ERROR, false, false, ""}, false},
      {"recipient refused", {CURLE_SEND_ERROR, true, false, "550 5.1.1 no such mailbox"}, false},
      {"mailbox full for now", {CURLE_SEND_ERROR, true, false, "452 4.2.2 over quota"}, false},
      {"cannot connect", {CURLE_COULDNT_CONNECT, true, false, ""}, false},
      {"timed out", {CURLE_OPERATION_TIMEDOUT, true, false, ""}, false},
      {"message refused after the body", {CURLE_WEIRD_SERVER_REPLY, true, true, "554 spam"}, false},
  };
  for (const auto& c : cases) EXPECT_EQ(retry_on_fresh_connection(c.failure), c.retry) << c.name;
}

}  // namespace
}  // namespace aqua::mail
