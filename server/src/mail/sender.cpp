#include "mail/sender.hpp"

#include <curl/curl.h>
#include <sodium.h>
#include <sys/socket.h>

#include <algorithm>
#include <chrono>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <mutex>

#include "core/crypto.hpp"

namespace aqua::mail {

namespace {

std::string base64(const std::string& data) {
  std::string out(sodium_base64_encoded_len(data.size(), sodium_base64_VARIANT_ORIGINAL), '\0');
  sodium_bin2base64(out.data(), out.size(), reinterpret_cast<const unsigned char*>(data.data()),
                    data.size(), sodium_base64_VARIANT_ORIGINAL);
  out.resize(std::strlen(out.c_str()));
  std::string wrapped;
  for (std::size_t i = 0; i < out.size(); i += 76) wrapped += out.substr(i, 76) + "\r\n";
  return wrapped;
}

bool is_ascii(const std::string& s) {
  for (unsigned char c : s)
    if (c >= 0x80 || c < 0x20) return false;
  return true;
}

// RFC 2047 for non-ASCII header text.
std::string header_text(const std::string& s) {
  if (is_ascii(s)) return s;
  std::string b = base64(s);
  b.erase(std::remove(b.begin(), b.end(), '\r'), b.end());
  b.erase(std::remove(b.begin(), b.end(), '\n'), b.end());
  return "=?UTF-8?B?" + b + "?=";
}

std::string rfc5322_date(long long now_ms) {
  std::time_t t = static_cast<std::time_t>(now_ms / 1000);
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buf[64];
  std::strftime(buf, sizeof buf, "%a, %d %b %Y %H:%M:%S +0000", &tm);
  return buf;
}

}  // namespace

std::string address_of(const std::string& from) {
  auto lt = from.find('<');
  auto gt = from.find('>', lt == std::string::npos ? 0 : lt);
  if (lt != std::string::npos && gt != std::string::npos) return from.substr(lt + 1, gt - lt - 1);
  return from;
}

std::string mime_message(const Mail& m, const std::string& from, long long now_ms, long long id) {
  std::string boundary = "=_aquapure_" + std::to_string(id) + "_" + std::to_string(now_ms);
  std::string domain = address_of(from);
  domain = domain.substr(domain.find('@') + 1);
  std::string msg;
  msg += "Date: " + rfc5322_date(now_ms) + "\r\n";
  msg += "From: " + from + "\r\n";
  msg += "To: " + m.recipient + "\r\n";
  msg += "Subject: " + header_text(m.subject) + "\r\n";
  msg += "Message-ID: <mail-" + std::to_string(id) + "." + std::to_string(now_ms) + "@" + domain +
         ">\r\n";
  if (!m.order_id.empty()) msg += "X-AquaPure-Order: " + m.order_id + "\r\n";
  msg += "X-AquaPure-Kind: " + m.kind + "\r\n";
  msg += "MIME-Version: 1.0\r\n";
  msg += "Content-Type: multipart/alternative; boundary=\"" + boundary + "\"\r\n\r\n";
  msg += "--" + boundary +
         "\r\nContent-Type: text/plain; charset=utf-8\r\n"
         "Content-Transfer-Encoding: base64\r\n\r\n" +
         base64(m.text);
  msg += "--" + boundary +
         "\r\nContent-Type: text/html; charset=utf-8\r\n"
         "Content-Transfer-Encoding: base64\r\n\r\n" +
         base64(m.html);
  msg += "--" + boundary + "--\r\n";
  return msg;
}

bool retry_on_fresh_connection(const FailedTransfer& f) {
  // The errors of a connection that went away under us; a refused connect is not one.
  bool lost = f.curl_code == CURLE_SEND_ERROR || f.curl_code == CURLE_RECV_ERROR ||
              f.curl_code == CURLE_GOT_NOTHING;
  // 421 is the server closing the channel; any other refusal (550, 452 ...) is its answer.
  bool refused = !f.refusal.empty() && f.refusal.rfind("421", 0) != 0;
  return lost && f.reused && !f.body_started && !refused;
}

namespace {

long long now_ms() {
  using namespace std::chrono;
  return duration_cast<milliseconds>(system_clock::now().time_since_epoch()).count();
}

// Keeps one easy handle, and so (through libcurl's connection cache) one SMTP connection,
// from mail to mail: EHLO, STARTTLS and AUTH once per connection, not once per mail.
class SmtpSender : public Sender {
 public:
  explicit SmtpSender(SmtpConfig c) : config_(std::move(c)) {
    static std::once_flag once;
    std::call_once(once, [] { curl_global_init(CURL_GLOBAL_DEFAULT); });
  }
  ~SmtpSender() override {
    if (!curl_) return;
    // Cleaning up says QUIT on the connection still held, then waits for the answer, as long
    // as the transfer timeout (30 s) allows. Every mail is accounted for by now, so the
    // answer does not matter: the socket's reading side is shut first, the QUIT still goes
    // out and the wait ends at once. A server that ignores QUIT then cannot hold the stop
    // past systemd's TimeoutStopSec (15 s). libcurl's own bound for this wait is copied
    // from the handle when a transfer starts, so setting it here would come too late.
    curl_socket_t socket = CURL_SOCKET_BAD;
    if (curl_easy_getinfo(curl_, CURLINFO_ACTIVESOCKET, &socket) == CURLE_OK &&
        socket != CURL_SOCKET_BAD)
      ::shutdown(socket, SHUT_RD);
    curl_easy_cleanup(curl_);
  }
  SmtpSender(const SmtpSender&) = delete;
  SmtpSender& operator=(const SmtpSender&) = delete;

  SendResult send(const Mail& m, long long id) override {
    // Only the mail worker's thread sends today; the lock keeps the one handle safe if
    // another caller ever appears (uncontended, it costs nothing next to a mail).
    std::lock_guard lock(mutex_);
    if (!curl_ && !(curl_ = open_handle())) return {false, false, "could not start libcurl"};
    upload_.data = mime_message(m, config_.from, now_ms(), id);
    CURLcode rc = transfer(m.recipient);
    long connects = 0;
    curl_easy_getinfo(curl_, CURLINFO_NUM_CONNECTS, &connects);
    if (rc != CURLE_OK &&
        retry_on_fresh_connection({rc, connects == 0, upload_.started, last_reply_})) {
      curl_easy_setopt(curl_, CURLOPT_FRESH_CONNECT, 1L);
      rc = transfer(m.recipient);
      curl_easy_setopt(curl_, CURLOPT_FRESH_CONNECT, 0L);
    }
    return result(rc);
  }

 private:
  struct Upload {
    std::string data;
    std::size_t pos = 0;
    bool started = false;  // libcurl asked for the message: the server may have taken it
  };

  static size_t read_upload(char* buf, size_t size, size_t n, void* user) {
    auto* u = static_cast<Upload*>(user);
    u->started = true;
    size_t len = std::min(size * n, u->data.size() - u->pos);
    std::copy_n(u->data.data() + u->pos, len, buf);
    u->pos += len;
    return len;
  }

  // Keeps the last refusal (4xx/5xx reply), not the closing "221 Bye".
  static int keep_refusal(CURL*, curl_infotype type, char* data, size_t size, void* user) {
    if (type == CURLINFO_HEADER_IN && size > 0 && (data[0] == '4' || data[0] == '5')) {
      auto* s = static_cast<std::string*>(user);
      s->assign(data, size);
      while (!s->empty() && (s->back() == '\n' || s->back() == '\r')) s->pop_back();
    }
    return 0;
  }

  // One mail over the handle. The per-mail state is reset here; the recipient list is the
  // handle's until curl_easy_perform returns, so it is freed only then.
  CURLcode transfer(const std::string& recipient) {
    upload_.pos = 0;
    upload_.started = false;
    last_reply_.clear();
    errbuf_[0] = '\0';
    curl_slist* rcpt = curl_slist_append(nullptr, ("<" + recipient + ">").c_str());
    if (!rcpt) return CURLE_OUT_OF_MEMORY;
    curl_easy_setopt(curl_, CURLOPT_MAIL_RCPT, rcpt);
    CURLcode rc = curl_easy_perform(curl_);
    curl_easy_setopt(curl_, CURLOPT_MAIL_RCPT, nullptr);
    curl_slist_free_all(rcpt);
    return rc;
  }

  SendResult result(CURLcode rc) const {
    if (rc == CURLE_OK) return {true, false, {}};
    long code = 0;
    curl_easy_getinfo(curl_, CURLINFO_RESPONSE_CODE, &code);
    SendResult r;
    r.permanent = code >= 500 && code < 600;
    r.error = !last_reply_.empty() && code >= 400
                  ? last_reply_
                  : std::string(errbuf_[0] ? errbuf_ : curl_easy_strerror(rc));
    return r;
  }

  // Everything that stays the same from mail to mail. The pointers handed to libcurl are
  // members, so they stay valid for as long as the handle (and its connection) lives.
  CURL* open_handle() {
    CURL* curl = curl_easy_init();
    if (!curl) return nullptr;
    curl_easy_setopt(curl, CURLOPT_URL, config_.url.c_str());
    curl_easy_setopt(curl, CURLOPT_MAIL_FROM, ("<" + address_of(config_.from) + ">").c_str());
    curl_easy_setopt(curl, CURLOPT_UPLOAD, 1L);
    curl_easy_setopt(curl, CURLOPT_USE_SSL,
                     static_cast<long>(CURLUSESSL_TRY));  // STARTTLS if offered
    curl_easy_setopt(curl, CURLOPT_CONNECTTIMEOUT, 10L);
    curl_easy_setopt(curl, CURLOPT_TIMEOUT, config_.timeout_seconds);
    // Bounds the wait for the answer to the QUIT said at shutdown, when the handle goes
    // (libcurl's own bound is 120 s); a transfer is held to CURLOPT_TIMEOUT, the same figure.
    curl_easy_setopt(curl, CURLOPT_SERVER_RESPONSE_TIMEOUT, config_.timeout_seconds);
    // Servers drop idle clients (RFC 5321 asks them to wait 5 minutes; Postfix under load
    // waits 10 s) and a NAT may forget a connection without a word. libcurl 7.88 reuses a
    // connection the server has closed with a 421 (mail-smtp-connection.test.mjs): that mail
    // then fails on its MAIL FROM and send() retries it at once, which costs a round trip; a
    // forgotten connection could cost a full timeout. Mails come in bursts (an order's two, a
    // batch of 50), so 30 s idle keeps the gain of reuse and stays under most idle limits.
    // The lifetime cap lets a provider's load balancer move us and keeps clear of limits on
    // mails per connection.
    curl_easy_setopt(curl, CURLOPT_MAXAGE_CONN, 30L);
    curl_easy_setopt(curl, CURLOPT_MAXLIFETIME_CONN, 600L);
    curl_easy_setopt(curl, CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(curl, CURLOPT_ERRORBUFFER, errbuf_);
    curl_easy_setopt(curl, CURLOPT_READDATA, &upload_);
    curl_easy_setopt(curl, CURLOPT_READFUNCTION, read_upload);
    // Keep the server's last reply line: it is the most useful error text for an admin.
    curl_easy_setopt(curl, CURLOPT_DEBUGDATA, &last_reply_);
    curl_easy_setopt(curl, CURLOPT_DEBUGFUNCTION, keep_refusal);
    curl_easy_setopt(curl, CURLOPT_VERBOSE, 1L);  // needed for the debug callback
    if (!config_.user.empty()) {
      curl_easy_setopt(curl, CURLOPT_USERNAME, config_.user.c_str());
      curl_easy_setopt(curl, CURLOPT_PASSWORD, config_.password.c_str());
    }
    return curl;
  }

  SmtpConfig config_;
  std::mutex mutex_;
  CURL* curl_ = nullptr;
  Upload upload_;
  std::string last_reply_;
  char errbuf_[CURL_ERROR_SIZE] = {0};
};

class FolderSender : public Sender {
 public:
  FolderSender(std::string folder, std::string from)
      : folder_(std::move(folder)), from_(std::move(from)) {}
  SendResult send(const Mail& m, long long id) override {
    std::error_code ec;
    std::filesystem::create_directories(folder_, ec);
    auto path =
        std::filesystem::path(folder_) /
        (std::to_string(id) + "-" + m.kind + (m.order_id.empty() ? "" : "-" + m.order_id) + ".eml");
    auto tmp = path;
    tmp += ".tmp";
    {
      std::ofstream out(tmp, std::ios::binary);
      out << mime_message(m, from_, now_ms(), id);
      if (!out) return {false, false, "could not write " + tmp.string()};
    }
    std::filesystem::rename(tmp, path, ec);
    if (ec) return {false, false, ec.message()};
    return {true, false, {}};
  }

 private:
  std::string folder_, from_;
};

}  // namespace

std::unique_ptr<Sender> smtp_sender(SmtpConfig config) {
  return std::make_unique<SmtpSender>(std::move(config));
}

std::unique_ptr<Sender> folder_sender(std::string folder, std::string from) {
  return std::make_unique<FolderSender>(std::move(folder), std::move(from));
}

}  // namespace aqua::mail
