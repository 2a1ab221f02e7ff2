// The texts added with replies that act, delivery reminders, "on the way" and staff's own
// messages (docs/api.md, "Text messages"), in the customer's language: "ur" Urdu (UCS-2, the
// brand, order number, amount and hours isolated left to right), anything else English. Each
// stays within two segments.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>

namespace aqua::messages {

// How many SMS parts a text takes: GSM-7 160 characters in one part, 153 a part beyond
// (^{}[]~\| count twice); a text that needs UCS-2 70 UTF-16 units in one part, 67 beyond.
int segments(std::string_view text);

// "1": the order is confirmed. "2": staff will call about cancelling.
std::string confirmed_text(const std::string& number, std::string_view language = "en",
                           const std::string& brand = "AquaPure");
std::string cancel_request_text(const std::string& number, std::string_view language = "en",
                                const std::string& brand = "AquaPure");

// A delivery reminder: the evening before (tomorrow) or the morning of (today).
struct ReminderStop {
  std::string number;           // the order or subscription the stop delivers
  std::string slot;             // "9am-12pm"
  int bottles = 0;              // bottles to drop
  int empties = 0;              // empties to keep ready
  std::int64_t cash_paisa = 0;  // cash due at the door
  bool tomorrow = false;        // evening-before reminder; otherwise the morning of
  std::string brand = "AquaPure";
};
std::string reminder_text(const ReminderStop& r, std::string_view language = "en");

// The driver finished the stop before this one (or started the day): this stop is next.
std::string on_the_way_text(const std::string& number, const std::string& slot,
                            std::string_view language = "en",
                            const std::string& brand = "AquaPure");

// A subscription paused (until: the resume date), resumed, cancelled (until: the first
// period not renewed) or cancelled now; "" for any other action.
struct SubscriptionStatus {
  std::string number;  // SUB-…
  std::string action;  // pause, resume, cancel, cancel-now
  std::string until;   // 2026-12-15
  std::string brand = "AquaPure";
};
std::string subscription_status_text(const SubscriptionStatus& c, std::string_view language = "en");

// A subscription renews in `days` days (docs/product.md, "Text messages"): its renewal day and
// the short manage link. In Urdu a long link makes it say less, without the number (the link
// leads to the subscription), so the text stays within two segments.
struct RenewalNotice {
  std::string number;     // SUB-…
  std::string renews_on;  // 2026-12-05
  int days = 3;
  std::string url;  // the short manage link (/s/…)
  std::string brand = "AquaPure";
};
std::string renewal_notice_text(const RenewalNotice& n, std::string_view language = "en");

}  // namespace aqua::messages
