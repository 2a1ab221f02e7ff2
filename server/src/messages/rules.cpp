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

int sms_segments(std::string_view text) {
  std::size_t units = 0;
  bool ucs2 = needs_ucs2(text);
  for (std::size_t i = 0; i < text.size(); ++i) {
    auto c = static_cast<unsigned char>(text[i]);
    if (!ucs2) {
      units += std::string_view("^{}\\[~]|").find(static_cast<char>(c)) == std::string_view::npos
                   ? 1
                   : 2;
    } else if ((c & 0xC0) != 0x80) {
      units += (c & 0xF8) == 0xF0 ? 2 : 1;  // outside the BMP: a surrogate pair
    }
  }
  std::size_t single = ucs2 ? 70 : 160, part = ucs2 ? 67 : 153;
  if (units <= single) return units == 0 ? 0 : 1;
  return static_cast<int>((units + part - 1) / part);
}

// Rupees as Urdu texts write them, without the paisa when there are none: "Rs 1,250".
std::string urdu_rupees(std::int64_t paisa) {
  std::string t = money::format_pkr(paisa);  // "PKR 1,250.00"
  t.replace(t.find("PKR"), 3, "Rs");
  if (paisa % 100 == 0) t.resize(t.size() - 3);
  return t;
}

std::string urdu_slot(const std::string& slot) {
  if (slot == "9am-12pm") return "صبح 9-12";
  if (slot == "12pm-3pm") return "دوپہر 12-3";
  if (slot == "3pm-6pm") return "سہ پہر 3-6";
  if (slot == "6pm-9pm") return "شام 6-9";
  return slot;
}

std::string urdu_day(const std::string& ymd) {
  if (ymd.size() != 10) return ymd;
  auto strip = [](std::string s) { return s[0] == '0' ? s.substr(1) : s; };
  return strip(ymd.substr(8, 2)) + "/" + strip(ymd.substr(5, 2));
}

namespace {

// Left-to-right text inside Urdu (the brand, an order number, an amount, a day, hours) between
// Unicode isolates (LRI … PDI), as the newer texts keep it (messages/reminders.cpp).
std::string ltr(const std::string& s) {
  return "\u2066" + s + "\u2069";
}

// "9am-12pm" -> "صبح ⁦9-12⁩": the part of the day in words, the hours left to right.
std::string slot_ltr(const std::string& slot) {
  std::string words = urdu_slot(slot);
  if (words == slot) return ltr(slot);
  std::size_t space = words.rfind(' ');
  return words.substr(0, space + 1) + ltr(words.substr(space + 1));
}

std::string order_placed_urdu(const PlacedOrder& o) {
  std::string head =
      ltr(o.brand) + ": آرڈر " + ltr(o.number) + " موصول، کل " + ltr(urdu_rupees(o.total_paisa));
  std::string tail =
      std::string(o.cod ? " تصدیق: 1، منسوخی: 2 بھیجیں۔" : "") + " SMS بند کرانے کیلئے STOP۔";
  std::string day = "، ڈیلیوری " + ltr(urdu_day(o.date));
  // Within two segments whatever the amount: the slot gives way first, then the day (both
  // are in the mail and the reminders too).
  std::string t = head + day + " " + slot_ltr(o.slot) + "۔" + tail;
  if (sms_segments(t) <= 2) return t;
  t = head + day + "۔" + tail;
  return sms_segments(t) <= 2 ? t : head + "۔" + tail;
}

}  // namespace

std::string order_placed_text(const PlacedOrder& o) {
  if (o.language == "ur") return order_placed_urdu(o);
  std::string t = o.brand + ": order " + o.number + " placed, total " +
                  money::format_pkr(o.total_paisa) + ", delivery " + o.date + " " + o.slot + ".";
  if (o.cod) t += " Cash on delivery: reply 1 to confirm, 2 to cancel.";
  t += " Reply STOP to end messages.";
  return t;
}

std::string delivered_text(const DeliveredStop& d) {
  if (d.language == "ur") {
    std::string t = ltr(d.brand) + ": آرڈر " + ltr(d.number) + " پہنچ گیا۔ " +
                    std::to_string(d.dropped) + (d.dropped == 1 ? " بوتل دی، " : " بوتلیں دیں، ") +
                    std::to_string(d.collected) +
                    (d.collected == 1 ? " خالی واپس لی" : " خالی واپس لیں");
    if (d.cash_paisa > 0) t += "، " + ltr(urdu_rupees(d.cash_paisa)) + " نقد وصول ہوئے";
    return t + "۔ شکریہ!";
  }
  std::string t = d.brand + ": order " + d.number + " delivered, " + std::to_string(d.dropped) +
                  " bottle(s) dropped, " + std::to_string(d.collected) + " empty(ies) collected";
  if (d.cash_paisa > 0) t += ", " + money::format_pkr(d.cash_paisa) + " cash received";
  return t + ". Thank you!";
}

std::string failed_text(const FailedStop& f) {
  if (f.language == "ur") {
    std::string why = f.reason == "not-home"        ? "گھر پر کوئی نہیں تھا"
                      : f.reason == "refused"       ? "ڈیلیوری سے انکار کیا گیا"
                      : f.reason == "wrong-address" ? "پتہ نہیں مل سکا"
                                                    : "راستے میں مسئلہ پیش آ گیا";
    std::string head = ltr(f.brand) + ": آرڈر " + ltr(f.number) + " نہیں پہنچ سکا کیونکہ " + why;
    std::string t = head + "۔ نئے وقت کیلئے دن اور وقت لکھ بھیجیں یا ہمیں کال کریں۔";
    // Within two segments for the longest number and reason: a shorter way to rebook.
    return sms_segments(t) <= 2 ? t : head + "۔ نئے وقت کیلئے جواب دیں یا کال کریں۔";
  }
  std::string why = f.reason == "not-home"        ? "nobody was at home"
                    : f.reason == "refused"       ? "the delivery was refused"
                    : f.reason == "wrong-address" ? "we could not find the address"
                                                  : "of a problem on the way";
  return f.brand + ": we could not deliver order " + f.number + " because " + why +
         ". Reply with a day and time, or call us, to rebook.";
}

}  // namespace aqua::messages
