#include "messages/sender.hpp"

#include <curl/curl.h>

#include <filesystem>
#include <fstream>

#include "messages/rules.hpp"

namespace aqua::messages {

namespace {

std::string escape(const std::string& s) {
  std::string out;
  static const char* hex = "0123456789ABCDEF";
  for (unsigned char c : s) {
    if (std::isalnum(c) || c == '-' || c == '_' || c == '.' || c == '~') {
      out += static_cast<char>(c);
    } else {
      out += '%';
      out += hex[c >> 4];
      out += hex[c & 15];
    }
  }
  return out;
}

std::size_t keep_body(char* data, std::size_t size, std::size_t n, void* user) {
  auto* body = static_cast<std::string*>(user);
  if (body->size() < 1000) body->append(data, size * n);
  return size * n;
}

class KannelSender : public Sender {
 public:
  explicit KannelSender(KannelConfig c) : config_(std::move(c)) {}
  SendResult send(const Outgoing& m) override {
    CURL* curl = curl_easy_init();
    if (!curl) return {false, false, "could not start libcurl"};
    std::string url = config_.url + (config_.url.find('?') == std::string::npos ? "?" : "&") +
                      sendsms_query(config_, m);
    std::string body;
    char errbuf[CURL_ERROR_SIZE] = {0};
    curl_easy_setopt(curl, CURLOPT_URL, url.c_str());
    curl_easy_setopt(curl, CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(curl, CURLOPT_CONNECTTIMEOUT, 10L);
    curl_easy_setopt(curl, CURLOPT_TIMEOUT, config_.timeout_seconds);
    curl_easy_setopt(curl, CURLOPT_WRITEFUNCTION, keep_body);
    curl_easy_setopt(curl, CURLOPT_WRITEDATA, &body);
    curl_easy_setopt(curl, CURLOPT_ERRORBUFFER, errbuf);
    CURLcode rc = curl_easy_perform(curl);
    long status = 0;
    curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &status);
    curl_easy_cleanup(curl);
    if (rc != CURLE_OK)
      return {false, false,
              std::string("gateway unreachable: ") + (*errbuf ? errbuf : curl_easy_strerror(rc))};
    // Kannel answers 202 "0: Accepted for delivery" or "3: Queued for later delivery".
    if (status >= 200 && status < 300) return {true, false, {}};
    // 400: the request itself is wrong (e.g. a number the gateway rejects); 403 (credentials)
    // and 503 (the gateway's queue is full) may pass once the gateway is put right.
    return {false, status == 400, "gateway answered " + std::to_string(status) + ": " + body};
  }

 private:
  KannelConfig config_;
};

class FolderSender : public Sender {
 public:
  explicit FolderSender(std::string folder) : folder_(std::move(folder)) {}
  SendResult send(const Outgoing& m) override {
    std::error_code ec;
    std::filesystem::create_directories(folder_, ec);
    auto path = std::filesystem::path(folder_) / (std::to_string(m.id) + ".txt");
    auto tmp = path;
    tmp += ".tmp";
    {
      std::ofstream out(tmp, std::ios::binary);
      out << "To: " << m.recipient << "\n"
          << "Coding: " << (needs_ucs2(m.body) ? "UCS-2" : "GSM-7") << "\n\n"
          << m.body << "\n";
      if (!out) return {false, false, "could not write " + tmp.string()};
    }
    std::filesystem::rename(tmp, path, ec);
    if (ec) return {false, false, ec.message()};
    return {true, false, {}};
  }

 private:
  std::string folder_;
};

}  // namespace

std::string sendsms_query(const KannelConfig& c, const Outgoing& m) {
  std::string q = "username=" + escape(c.user) + "&password=" + escape(c.password) +
                  "&to=" + escape(m.recipient) + "&text=" + escape(m.body);
  if (!c.from.empty()) q += "&from=" + escape(c.from);
  if (needs_ucs2(m.body)) q += "&coding=2&charset=UTF-8";
  if (!c.report_url.empty()) {
    // Kannel fills %d with the report's type; 31 asks for every type.
    std::string dlr = c.report_url + (c.report_url.find('?') == std::string::npos ? "?" : "&") +
                      "id=" + std::to_string(m.id) + "&type=%d";
    q += "&dlr-mask=31&dlr-url=" + escape(dlr);
  }
  return q;
}

std::unique_ptr<Sender> kannel_sender(KannelConfig config) {
  return std::make_unique<KannelSender>(std::move(config));
}

std::unique_ptr<Sender> folder_sender(std::string folder) {
  return std::make_unique<FolderSender>(std::move(folder));
}

}  // namespace aqua::messages
