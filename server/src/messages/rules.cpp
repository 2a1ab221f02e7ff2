#include "messages/rules.hpp"

#include <cctype>

#include "core/money.hpp"
#include "core/text.hpp"

namespace aqua::messages {

Normalised normalise_mobile(std::string_view raw) {
  std::string digits;
  bool plus = false;
  for (std::size_t i = 0; i < raw.size(); ++i) {
    unsigned char c = static_cast<unsigned char>(raw[i]);
    if (std::isdigit(c))
      digits += static_cast<char>(c);
    else if (c == '+' && digits.empty() && !plus)
      plus = true;
    else if (c != ' ' && c != '-' && c != '.' && c != '(' && c != ')')
      return Refused{"not a phone number"};
  }
  if (digits.empty()) return Refused{"no phone number"};
  std::string national;  // without the country code, without the trunk 0
  if (plus || digits.rfind("00", 0) == 0) {
    if (!plus) digits.erase(0, 2);
    if (digits.rfind("92", 0) != 0) return Refused{"not a Pakistani number"};
    national = digits.substr(2);
  } else if (digits.rfind("92", 0) == 0 && digits.size() == 12) {
    national = digits.substr(2);
  } else if (digits.rfind('0', 0) == 0) {
    national = digits.substr(1);
  } else {
    national = digits;
  }
  if (!national.empty() && national[0] == '0') national.erase(0, 1);  // +92 (0)3xx
  if (national.empty() || national[0] != '3')
    return Refused{"a landline cannot receive text messages"};
  if (national.size() != 10) return Refused{"a mobile number has 10 digits after +92"};
  return "+92" + national;
}

std::int64_t outside_quiet_hours(std::int64_t epoch_ms) {
  constexpr std::int64_t kMinute = 60'000, kDay = 1440 * kMinute, kOffset = 300 * kMinute;
  constexpr std::int64_t kMorning = std::int64_t{8} * 60, kNight = std::int64_t{21} * 60;
  std::int64_t local = epoch_ms + kOffset;
  std::int64_t minute = ((local % kDay) + kDay) % kDay / kMinute;
  if (minute >= kMorning && minute < kNight) return epoch_ms;
  std::int64_t day_start = local - (((local % kDay) + kDay) % kDay);
  std::int64_t eight = day_start + kMorning * kMinute;
  if (minute >= kNight) eight += kDay;
  return eight - kOffset;
}

Reply classify_reply(std::string_view text) {
  std::string t = text::to_lower_ascii(text::trim(text));
  while (!t.empty() && (t.back() == '.' || t.back() == '!')) t.pop_back();
  if (t == "1" || t == "yes" || t == "y") return Reply::confirm;
  if (t == "2" || t == "no" || t == "n") return Reply::cancel_request;
  if (t == "stop" || t == "unsubscribe") return Reply::stop;
  if (t == "start") return Reply::start;
  return Reply::message;
}

const char* reply_action(Reply r) {
  switch (r) {
    case Reply::confirm:
      return "confirm";
    case Reply::cancel_request:
      return "cancel_request";
    case Reply::stop:
      return "stop";
    case Reply::start:
      return "start";
    case Reply::message:
      break;
  }
  return "message";
}

bool needs_ucs2(std::string_view text) {
  for (unsigned char c : text)
    if (c >= 0x80 || (c < 0x20 && c != '\n')) return true;
  return false;
}

std::string order_placed_text(const PlacedOrder& o) {
  std::string t = o.brand + ": order " + o.number + " placed, total " +
                  money::format_pkr(o.total_paisa) + ", delivery " + o.date + " " + o.slot + ".";
  if (o.cod) t += " Cash on delivery: reply 1 to confirm, 2 to cancel.";
  t += " Reply STOP to end messages.";
  return t;
}

std::string delivered_text(const DeliveredStop& d) {
  std::string t = d.brand + ": order " + d.number + " delivered, " + std::to_string(d.dropped) +
                  " bottle(s) dropped, " + std::to_string(d.collected) + " empty(ies) collected";
  if (d.cash_paisa > 0) t += ", " + money::format_pkr(d.cash_paisa) + " cash received";
  return t + ". Thank you!";
}

std::string failed_text(const FailedStop& f) {
  std::string why = f.reason == "not-home"        ? "nobody was at home"
                    : f.reason == "refused"       ? "the delivery was refused"
                    : f.reason == "wrong-address" ? "we could not find the address"
                                                  : "of a problem on the way";
  return f.brand + ": we could not deliver order " + f.number + " because " + why +
         ". Reply with a day and time, or call us, to rebook.";
}

}  // namespace aqua::messages
