#include "app/sms_sender.hpp"

#include <spdlog/spdlog.h>

namespace aqua::app {

std::unique_ptr<messages::Sender> make_sms_sender(const Config& c) {
  if (c.kannel_url.empty()) {
    auto folder = c.data_dir + "/sms";
    spdlog::info("sms: no AQUA_KANNEL_URL, writing .txt files to {}", folder);
    return messages::folder_sender(folder);
  }
  std::string reports;
  if (!c.sms_secret.empty())
    reports = (c.sms_callback_url.empty() ? c.public_url : c.sms_callback_url) + "/api/sms/dlr/" +
              c.sms_secret;
  spdlog::info("sms: Kannel via {}", c.kannel_url);
  return messages::kannel_sender(
      {c.kannel_url, c.kannel_user, c.kannel_password, c.sms_from, reports, 20});
}

}  // namespace aqua::app
