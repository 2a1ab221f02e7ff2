#include "messages/reminders.hpp"

#include "core/money.hpp"
#include "messages/rules.hpp"

namespace aqua::messages {

namespace {

// UTF-16 code units of a UTF-8 text (4-byte sequences take two).
int utf16_units(std::string_view text) {
  int n = 0;
  for (unsigned char c : text) {
    if ((c & 0xC0) == 0x80) continue;  // continuation byte
    n += c >= 0xF0 ? 2 : 1;
  }
  return n;
}

int gsm_septets(std::string_view text) {
  int n = 0;
  for (char c : text) n += std::string_view("^{}[]~\\|").find(c) == std::string_view::npos ? 1 : 2;
  return n;
}

}  // namespace

int segments(std::string_view text) {
  if (text.empty()) return 1;
  bool ucs2 = needs_ucs2(text);
  int units = ucs2 ? utf16_units(text) : gsm_septets(text);
  int single = ucs2 ? 70 : 160, part = ucs2 ? 67 : 153;
  return units <= single ? 1 : (units + part - 1) / part;
}

std::string confirmed_text(const std::string& number, std::string_view /*language*/,
                           const std::string& brand) {
  return brand + ": thank you, order " + number + " is confirmed.";
}

std::string cancel_request_text(const std::string& number, std::string_view /*language*/,
                                const std::string& brand) {
  return brand + ": we have your request to cancel order " + number +
         ". Our team will call you about it.";
}

std::string reminder_text(const ReminderStop& r, std::string_view /*language*/) {
  std::string t = r.brand + ": " + (r.tomorrow ? "tomorrow " : "today ") + r.slot +
                  " we deliver order " + r.number + ": " + std::to_string(r.bottles) + " bottle(s)";
  if (r.empties > 0) t += ", please keep " + std::to_string(r.empties) + " empty(ies) ready";
  if (r.cash_paisa > 0) t += ", cash due " + money::format_pkr(r.cash_paisa);
  return t + ".";
}

std::string on_the_way_text(const std::string& number, const std::string& slot,
                            std::string_view /*language*/, const std::string& brand) {
  return brand + ": our driver is on the way with order " + number + " (" + slot +
         "); you are the next stop.";
}

}  // namespace aqua::messages
