// A contact-form message: what the form sends, and what the back office lists.
#pragma once
#include <string>

namespace aqua::contact {

struct Message {
  std::string name, email, phone, subject, message;
};

struct StoredMessage {
  long long id = 0;
  Message message;
  long long created_at = 0;
};

}  // namespace aqua::contact
