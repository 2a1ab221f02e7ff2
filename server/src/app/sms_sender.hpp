// The SMS sender the configuration asks for: Kannel's sendsms (AQUA_KANNEL_URL, with delivery
// reports to the shop when AQUA_SMS_SECRET is set) or, without a gateway, .txt files in
// data/sms/.
#pragma once
#include <memory>

#include "app/config.hpp"
#include "messages/sender.hpp"

namespace aqua::app {

std::unique_ptr<messages::Sender> make_sms_sender(const Config& c);

}  // namespace aqua::app
