// The mails the shop sends, rendered as plain text and HTML (every value escaped).
// The admin and the customer mail each fill from one parameter set (docs/product.md#mail).
#pragma once
#include <cstdint>
#include <map>
#include <string>
#include <vector>
#include "core/text.hpp"

#include "mail/order_view.hpp"

namespace aqua::mail {

struct Mail {
  std::string kind;  // "order_admin", "order_customer", "contact_admin"
  std::string recipient, subject, text, html;
  std::string order_id;
};

struct ShopInfo {
  std::string brand = "AquaPure";
  std::vector<std::string> admin_emails;
  std::string phone, email;
};

using text::html_escape;  // core/text, kept here for the mail room's callers

// How much of a stranger's free text a mail carries (longer text is cut with "…"). Subjects
// carry none of it.
inline constexpr std::size_t kMaxNameInMail = 60;
inline constexpr std::size_t kMaxNotesInMail = 500;
inline constexpr std::size_t kMaxMessageInMail = 2000;

// The parameter sets, as name -> value (pure; the templates fill from these).
std::map<std::string, std::string> admin_order_params(const OrderView& o, const std::string& to);
std::map<std::string, std::string> customer_order_params(const OrderView& o);

// Cuts a stranger's free text to max_chars characters, with "…" when cut.
std::string clip(const std::string& s, std::size_t max_chars);

// The subject of an order mail of `kind` ("order_admin" or "order_customer") (pure); the
// customer's in their language ("en" or "ur"), the staff's always in English.
std::string order_mail_subject(const std::string& kind, const std::string& order_id,
                               std::int64_t total_paisa, const ShopInfo& shop,
                               const std::string& language = "en");
// The new-order mail to one admin address, and the customer's confirmation (in Urdu when
// the order's language is "ur", mail/urdu.hpp).
Mail admin_order_mail(const OrderView& o, const std::string& to, const ShopInfo& shop);
Mail customer_order_mail(const OrderView& o, const ShopInfo& shop);
// One mail per admin recipient, plus the customer's.
std::vector<Mail> order_mails(const OrderView& o, const ShopInfo& shop);

struct ContactMessage {
  std::string name, email, phone, subject, message;
};
std::vector<Mail> contact_mails(const ContactMessage& m, const ShopInfo& shop);

}  // namespace aqua::mail
