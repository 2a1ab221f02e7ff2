// Handing one text message to the gateway: Kannel's HTTP sendsms interface (docs/deploy.md,
// "Text messages"), or a .txt file in a folder when no gateway is configured.
#pragma once
#include <memory>
#include <string>

#include "messages/outbox.hpp"

namespace aqua::messages {

struct SendResult {
  bool ok = false;
  bool permanent = false;  // the gateway refused the message itself: retrying will not help
  std::string error;
};

class Sender {
 public:
  virtual ~Sender() = default;
  virtual SendResult send(const Outgoing& m) = 0;
};

struct KannelConfig {
  std::string url;  // http://host:13013/cgi-bin/sendsms
  std::string user, password;
  std::string from;        // sender id, empty: the gateway's default
  std::string report_url;  // the shop's dlr endpoint with its secret, empty: no reports
  long timeout_seconds = 20;
};

// The sendsms query string (pure): UCS-2 (coding=2, charset=UTF-8) when the text needs it,
// a delivery report asked for with the message's id when report_url is set.
std::string sendsms_query(const KannelConfig& c, const Outgoing& m);

std::unique_ptr<Sender> kannel_sender(KannelConfig config);
std::unique_ptr<Sender> folder_sender(std::string folder);

}  // namespace aqua::messages
