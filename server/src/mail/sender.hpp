// Delivering one mail: over SMTP with libcurl, or as an .eml file in a folder when no SMTP
// server is configured (the embedded default, so a local run shows what would go out).
#pragma once
#include <memory>
#include <string>

#include "mail/templates.hpp"

namespace aqua::mail {

struct SendResult {
  bool ok = false;
  bool permanent = false;  // the server refused for good (5xx): retrying will not help
  std::string error;
};

class Sender {
 public:
  virtual ~Sender() = default;
  virtual SendResult send(const Mail& m, long long id) = 0;
};

struct SmtpConfig {
  std::string url;  // smtp://host:port or smtps://host:port
  std::string user, password;
  std::string from = "AquaPure <orders@aquapure.pk>";
  long timeout_seconds = 30;
};

// The RFC 5322 message: headers, and a multipart/alternative body with text and HTML parts
// (base64, so any UTF-8 travels safely). Pure; `now_ms` dates it, `id` names it.
std::string mime_message(const Mail& m, const std::string& from, long long now_ms, long long id);
// "Name <a@b>" -> "a@b".
std::string address_of(const std::string& from);

// A failed SMTP transfer, as far as deciding whether to repeat it at once.
struct FailedTransfer {
  int curl_code = 0;          // the CURLcode
  bool reused = false;        // it went over a connection kept from an earlier mail
  bool body_started = false;  // libcurl had asked for the message's first bytes
  std::string refusal;        // the server's last 4xx/5xx line, if it sent one
};
// True when the kept connection turned out to be gone (the server closed it between mails)
// before any of the message was handed over: the server cannot have accepted the mail, so
// it may go again at once on a new connection. Once the body has started, the server may
// have taken the mail even though its answer was lost; that case waits for the outbox's
// retry, like every other failure, so a mail is never sent twice by this shortcut.
bool retry_on_fresh_connection(const FailedTransfer& f);

// Over SMTP, one connection kept from mail to mail (safe to call from several threads).
std::unique_ptr<Sender> smtp_sender(SmtpConfig config);
std::unique_ptr<Sender> folder_sender(std::string folder, std::string from);

}  // namespace aqua::mail
