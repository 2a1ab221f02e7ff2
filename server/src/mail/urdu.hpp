// The customer's mails in Urdu (docs/product.md#languages): right to left (dir="rtl"
// lang="ur" HTML and a text part), order numbers, prices and phone numbers kept left to right,
// rupees and dates as Pakistan's Urdu writes them, every time in Pakistan time. Staff mails
// stay English.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "mail/templates.hpp"

namespace aqua::mail::urdu {

// Left-to-right text inside Urdu: wrapped in Unicode isolates (LRI … PDI); the HTML part
// turns them into <bdi dir="ltr">. auto_dir: text whose direction follows its first letter
// (FSI … PDI, <bdi>), for what customers typed.
std::string ltr(const std::string& s);
std::string auto_dir(const std::string& s);

std::string pkr(std::int64_t paisa);          // "Rs 1,250.00", isolated left to right
std::string date(const std::string& ymd);     // 2026-11-27 -> "جمعہ، 27 نومبر، 2026"
std::string moment(std::int64_t epoch_ms);    // "27 نومبر، 2026، 14:05" (Pakistan time)
std::string slot(const std::string& slot);    // "9am-12pm" -> "صبح 9 سے دوپہر 12 بجے"
std::string frequency(const std::string& f);  // Monthly -> "ماہانہ"

// Text with isolates -> HTML: escaped, isolates as <bdi>, new lines as <br>.
std::string to_html(const std::string& text);
// A whole right-to-left HTML page around body (already HTML).
std::string html_page(const std::string& body);

std::string order_subject(const std::string& order_id, const ShopInfo& shop);
Mail customer_order_mail(const OrderView& o, const ShopInfo& shop);

// The subscription mails: the heading of the links that manage subscriptions, and the mail
// that resends them (without its links).
std::string manage_links_heading();
Mail subscription_link_mail(const std::string& first_name, const std::string& to,
                            const std::string& order_id, const ShopInfo& shop);

}  // namespace aqua::mail::urdu
