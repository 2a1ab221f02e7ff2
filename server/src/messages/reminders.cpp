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

// Left-to-right text inside Urdu (a name, an order number, an amount, a time) between Unicode
// isolates (LRI … PDI), as the Urdu mails' text parts keep it (docs/product.md#languages).
std::string ltr(const std::string& s) {
  return "\u2066" + s + "\u2069";
}

// "9am-12pm" -> "صبح ⁦9-12⁩": the part of the day in words, the hours left to right.
std::string slot_ur(const std::string& slot) {
  std::string words = urdu_slot(slot);
  if (words == slot) return ltr(slot);
  std::size_t space = words.rfind(' ');
  return words.substr(0, space + 1) + ltr(words.substr(space + 1));
}

std::string reminder_urdu(const ReminderStop& r, bool short_form) {
  std::string t = ltr(r.brand) + ": آرڈر " + ltr(r.number) + (r.tomorrow ? " کل " : " آج ") +
                  slot_ur(r.slot) + " پہنچے گا: " + std::to_string(r.bottles) +
                  (r.bottles == 1 ? " بوتل۔" : " بوتلیں۔");
  if (r.empties > 0)
    t += " " + std::to_string(r.empties) +
         (short_form       ? " خالی"
          : r.empties == 1 ? " خالی بوتل"
                           : " خالی بوتلیں") +
         " تیار رکھیں۔";
  if (r.cash_paisa > 0) t += " " + ltr(urdu_rupees(r.cash_paisa)) + " نقد ادا کرنے ہیں۔";
  return t;
}

// The short form names no number (the link leads to the subscription) and says less.
std::string renewal_urdu(const RenewalNotice& n, bool short_form) {
  if (short_form)
    return ltr(n.brand) + ": سبسکرپشن کی تجدید " + std::to_string(n.days) + " دن بعد " +
           ltr(urdu_day(n.renews_on)) + " کو۔ تبدیلی: " + ltr(n.url);
  return ltr(n.brand) + ": آپ کی سبسکرپشن " + ltr(n.number) + " " + std::to_string(n.days) +
         " دن بعد " + ltr(urdu_day(n.renews_on)) +
         " کو تجدید ہو گی۔ روکنے یا بدلنے کیلئے: " + ltr(n.url);
}

}  // namespace

int segments(std::string_view text) {
  if (text.empty()) return 1;
  bool ucs2 = needs_ucs2(text);
  int units = ucs2 ? utf16_units(text) : gsm_septets(text);
  int single = ucs2 ? 70 : 160, part = ucs2 ? 67 : 153;
  return units <= single ? 1 : (units + part - 1) / part;
}

std::string confirmed_text(const std::string& number, std::string_view language,
                           const std::string& brand) {
  if (language == "ur")
    return ltr(brand) + ": شکریہ! آپ کا آرڈر " + ltr(number) + " کنفرم ہو گیا ہے۔";
  return brand + ": thank you, order " + number + " is confirmed.";
}

std::string cancel_request_text(const std::string& number, std::string_view language,
                                const std::string& brand) {
  if (language == "ur")
    return ltr(brand) + ": آرڈر " + ltr(number) +
           " منسوخ کرنے کی آپ کی درخواست ہمیں مل گئی ہے۔ ہماری ٹیم جلد آپ کو کال کرے گی۔";
  return brand + ": we have your request to cancel order " + number +
         ". Our team will call you about it.";
}

std::string reminder_text(const ReminderStop& r, std::string_view language) {
  if (language == "ur") {
    std::string t = reminder_urdu(r, false);
    // Within two segments whatever the cash: "empty bottles" shortens to "empties".
    return sms_segments(t) <= 2 ? t : reminder_urdu(r, true);
  }
  std::string t = r.brand + ": " + (r.tomorrow ? "tomorrow " : "today ") + r.slot +
                  " we deliver order " + r.number + ": " + std::to_string(r.bottles) + " bottle(s)";
  if (r.empties > 0) t += ", please keep " + std::to_string(r.empties) + " empty(ies) ready";
  if (r.cash_paisa > 0) t += ", cash due " + money::format_pkr(r.cash_paisa);
  return t + ".";
}

std::string on_the_way_text(const std::string& number, const std::string& slot,
                            std::string_view language, const std::string& brand) {
  if (language == "ur")
    return ltr(brand) + ": ہمارا ڈرائیور آپ کا آرڈر " + ltr(number) + " (" + slot_ur(slot) +
           ") لے کر روانہ ہو چکا ہے، اگلی ڈیلیوری آپ کی ہے۔";
  return brand + ": our driver is on the way with order " + number + " (" + slot +
         "); you are the next stop.";
}

std::string subscription_status_text(const SubscriptionStatus& c, std::string_view language) {
  if (language == "ur") {
    std::string head = ltr(c.brand) + ": آپ کی سبسکرپشن " + ltr(c.number);
    if (c.action == "pause")
      return head + " روک دی گئی ہے، ڈیلیوری " + ltr(urdu_day(c.until)) + " سے دوبارہ شروع ہو گی۔";
    if (c.action == "resume") return head + " دوبارہ شروع ہو گئی ہے، ڈیلیوری پہلے کی طرح ہو گی۔";
    if (c.action == "cancel")
      return head + " منسوخ کر دی گئی ہے، " + ltr(urdu_day(c.until)) + " سے تجدید نہیں ہو گی۔";
    if (c.action == "cancel-now")
      return head + " آج سے منسوخ کر دی گئی ہے، آگے کوئی ڈیلیوری نہیں ہو گی۔";
    return "";
  }
  std::string head = c.brand + ": subscription " + c.number + " is ";
  if (c.action == "pause") return head + "paused; deliveries resume on " + c.until + ".";
  if (c.action == "resume") return head + "resumed; your deliveries continue as planned.";
  if (c.action == "cancel") return head + "cancelled; no renewal from " + c.until + ".";
  if (c.action == "cancel-now") return head + "cancelled from today; no more deliveries.";
  return "";
}

std::string renewal_notice_text(const RenewalNotice& n, std::string_view language) {
  if (language == "ur") {
    std::string t = renewal_urdu(n, false);
    return sms_segments(t) <= 2 ? t : renewal_urdu(n, true);
  }
  return n.brand + ": subscription " + n.number + " renews in " + std::to_string(n.days) +
         (n.days == 1 ? " day" : " days") + ", on " + n.renews_on +
         ". To pause, skip or change it: " + n.url;
}

}  // namespace aqua::messages
