// The pure rules of text messages: Pakistani mobile numbers, quiet hours, what a reply asks,
// and the texts themselves (docs/api.md, "Text messages").
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <variant>

namespace aqua::messages {

// A number SMS can go to, as +923xxxxxxxxx, or why not.
struct Refused {
  std::string reason;
};
using Normalised = std::variant<std::string, Refused>;
// Accepts 03xx…, 3xx…, 923xx…, 00923xx… and +92 3xx… with spaces, dashes, dots and
// brackets; a Pakistani landline (e.g. 051 …) or a foreign number is refused with a reason.
Normalised normalise_mobile(std::string_view raw);

// Quiet hours: no SMS from 21:00 to 08:00 Pakistan time (UTC+5, no daylight saving). A
// moment inside them moves to the next 08:00; any other moment is returned unchanged.
std::int64_t outside_quiet_hours(std::int64_t epoch_ms);

// What an incoming text asks for.
enum class Reply { confirm, cancel_request, stop, start, message };
Reply classify_reply(std::string_view text);
const char* reply_action(Reply r);  // confirm, cancel_request, stop, start, message

// True when the text needs UCS-2 (anything outside printable ASCII and newlines).
bool needs_ucs2(std::string_view text);

// How many SMS segments the text takes: GSM-7 160 characters alone, 153 each when split (the
// characters of GSM's extension table count twice); UCS-2 70 UTF-16 units alone, 67 each.
int sms_segments(std::string_view text);

// Urdu texts' rupees without paisa when there are none ("Rs 1,250", "Rs 450.50") and slots in
// words ("9am-12pm" -> "صبح 9-12"; an unknown slot as it is).
std::string urdu_rupees(std::int64_t paisa);
std::string urdu_slot(const std::string& slot);
// "2026-11-28" -> "28/11" (day/month, as Pakistan writes it).
std::string urdu_day(const std::string& ymd);

// The texts, in the customer's language ("en" or "ur", docs/product.md#languages): the Urdu
// ones go as UCS-2. Each stays within two segments.
struct PlacedOrder {
  std::string number;  // the order id customers see
  std::int64_t total_paisa = 0;
  std::string date, slot;  // 2026-11-24, "9am-12pm"
  bool cod = false;
  std::string brand = "AquaPure";
  std::string language = "en";
};
std::string order_placed_text(const PlacedOrder& o);

struct DeliveredStop {
  std::string number;
  int dropped = 0, collected = 0;
  std::int64_t cash_paisa = 0;
  std::string brand = "AquaPure";
  std::string language = "en";
};
std::string delivered_text(const DeliveredStop& d);

struct FailedStop {
  std::string number;
  std::string reason;  // not-home, refused, wrong-address, other
  std::string brand = "AquaPure";
  std::string language = "en";
};
// The reason in words and how to rebook (reply or call).
std::string failed_text(const FailedStop& f);

}  // namespace aqua::messages
