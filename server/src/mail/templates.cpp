#include "mail/templates.hpp"

#include "core/clock.hpp"
#include "core/money.hpp"
#include "mail/urdu.hpp"

namespace aqua::mail {

// Free text a stranger typed goes into the body only, and only so much of it: these mails
// reach addresses the sender chose, so they must not carry a message of the sender's own.
std::string clip(const std::string& s, std::size_t max_chars) {
  std::size_t chars = 0, i = 0;
  for (; i < s.size(); ++i) {
    if ((static_cast<unsigned char>(s[i]) & 0xC0) != 0x80 && chars++ == max_chars) break;
  }
  return i < s.size() ? s.substr(0, i) + "…" : s;
}

namespace {

std::string customer_name(const OrderView& o) {
  return clip(o.first_name + " " + o.last_name, kMaxNameInMail);
}

// One line per order line, with what the driver does with its bottles and what a plan saved.
std::string item_lines(const OrderView& o) {
  std::string out;
  for (const auto& i : o.items) {
    out += "- " + i.product_name + " x " + std::to_string(i.quantity);
    if (i.purchase_type == "subscription") {
      out += " (subscription: " + i.plan_name;
      if (auto saved = i.savings_paisa; saved > 0) out += ", you save " + money::format_pkr(saved);
      out += ")";
    }
    out += " = " + money::format_pkr(i.line_total_paisa);
    if (auto bottles = i.bottle_handling; !bottles.empty()) out += " (" + bottles + ")";
    out += "\n";
  }
  return out;
}

using Rows = std::vector<std::pair<std::string, std::string>>;

// The money lines the confirmation page shows: subtotal before plan savings (deposits
// included), savings, coupon, free delivery, total.
Rows breakdown_rows(const OrderView& o) {
  std::int64_t deposits = 0, savings = 0;
  for (const auto& i : o.items) {
    deposits += i.deposit_paisa;
    savings += i.savings_paisa;
  }
  std::string subtotal = money::format_pkr(o.subtotal_paisa + savings);
  if (deposits > 0)
    subtotal += " (includes refundable bottle deposits of " + money::format_pkr(deposits) + ")";
  Rows rows{{"Subtotal", subtotal}};
  if (savings > 0) rows.push_back({"Subscription savings", money::format_pkr(-savings)});
  if (!o.coupon_code.empty())
    rows.push_back({"Coupon " + o.coupon_code, money::format_pkr(-o.discount_paisa)});
  else if (o.discount_paisa > 0)  // a subscription renewal's credit (no coupon on renewals)
    rows.push_back({"Subscription credit", money::format_pkr(-o.discount_paisa)});
  rows.push_back({"Delivery", o.delivery_paisa > 0 ? money::format_pkr(o.delivery_paisa) : "Free"});
  rows.push_back({"Total", money::format_pkr(o.total_paisa)});
  return rows;
}

// Checkout's delivery instructions and the cart's order note, each labelled.
std::string notes_text(const OrderView& o) {
  std::string out;
  if (!o.notes.empty()) out += "Delivery instructions: " + clip(o.notes, kMaxNotesInMail);
  if (!o.order_note.empty())
    out += (out.empty() ? "" : "\n") + ("Order note: " + clip(o.order_note, kMaxNotesInMail));
  return out.empty() ? "None" : out;
}

std::string subscription_text(const OrderView& o) {
  std::string out;
  for (const auto& i : o.items) {
    if (i.purchase_type != "subscription") continue;
    out += i.plan_name + " plan: " + std::to_string(i.bottles) + " bottles, " +
           (i.frequency.empty() ? "Monthly" : i.frequency) + ", " +
           (i.savings.empty() ? "Savings applied" : i.savings) + "\n";
  }
  return out.empty() ? "No subscription" : out;
}

std::string address_of(const OrderView& o) {
  return o.delivery_address + ", " + o.delivery_city + " " + o.delivery_postal_code;
}

std::string payment_text(const OrderView& o) {
  return o.payment_method == "wallet" ? "Mobile wallet transfer" : "Cash on delivery";
}

// Renders label/value rows as text and as an HTML table, values escaped in the HTML.
void render(Mail& m, const std::string& heading, const std::string& intro,
            const std::vector<std::pair<std::string, std::string>>& rows,
            const std::string& footer) {
  m.text = heading + "\n\n" + intro + "\n\n";
  m.html =
      "<!doctype html><html><body style=\"font-family:Arial,sans-serif;color:#0f172a\">"
      "<h1 style=\"color:#0369a1;font-size:20px\">" +
      html_escape(heading) + "</h1><p>" + html_escape(intro) +
      "</p><table cellpadding=\"6\" style=\"border-collapse:collapse\">";
  for (const auto& [label, value] : rows) {
    m.text += label + ": " + (value.find('\n') != std::string::npos ? "\n" + value : value) + "\n";
    std::string v = html_escape(value);
    std::string with_breaks;
    for (char c : v) with_breaks += c == '\n' ? std::string("<br>") : std::string(1, c);
    m.html += "<tr><th align=\"left\" valign=\"top\" style=\"border-bottom:1px solid #e2e8f0\">" +
              html_escape(label) + "</th><td style=\"border-bottom:1px solid #e2e8f0\">" +
              with_breaks + "</td></tr>";
  }
  m.text += "\n" + footer + "\n";
  m.html += "</table><p style=\"color:#475569\">" + html_escape(footer) + "</p></body></html>";
}

}  // namespace

std::map<std::string, std::string> admin_order_params(const OrderView& o, const std::string& to) {
  return {{"to_email", to},
          {"to_name", "Admin"},
          {"order_id", o.id},
          {"customer_name", customer_name(o)},
          {"customer_email", o.email},
          {"customer_phone", o.phone},
          {"customer_address", address_of(o)},
          {"order_date", clock::pakistan_time_text(o.order_date)},
          {"order_items", item_lines(o)},
          {"order_total", money::format_pkr(o.total_paisa)},
          {"delivery_date", clock::date_text(o.delivery_date)},
          {"delivery_time", o.delivery_time},
          {"special_notes", notes_text(o)},
          {"subscription_info", subscription_text(o)}};
}

std::map<std::string, std::string> customer_order_params(const OrderView& o) {
  return {{"to_email", o.email},
          {"to_name", customer_name(o)},
          {"customer_name", customer_name(o)},
          {"order_id", o.id},
          {"order_date", clock::pakistan_time_text(o.order_date)},
          {"order_items", item_lines(o)},
          {"order_total", money::format_pkr(o.total_paisa)},
          {"delivery_date", clock::date_text(o.delivery_date)},
          {"delivery_time", o.delivery_time},
          {"delivery_address", address_of(o)},
          {"special_notes", notes_text(o)},
          {"subscription_details", subscription_text(o)}};
}

std::string order_mail_subject(const std::string& kind, const std::string& order_id,
                               std::int64_t total_paisa, const ShopInfo& shop,
                               const std::string& language) {
  if (kind == "order_admin")
    return "New order " + order_id + " - " + money::format_pkr(total_paisa);
  if (language == "ur") return urdu::order_subject(order_id, shop);
  return "Your " + shop.brand + " order " + order_id + " is confirmed";
}

Mail admin_order_mail(const OrderView& o, const std::string& to, const ShopInfo& shop) {
  auto p = admin_order_params(o, to);
  Mail m{"order_admin", to, order_mail_subject("order_admin", o.id, o.total_paisa, shop), "", "",
         o.id};
  Rows rows{{"Order", p["order_id"]},           {"Customer", p["customer_name"]},
            {"Email", p["customer_email"]},     {"Phone", p["customer_phone"]},
            {"Address", p["customer_address"]}, {"Order date", p["order_date"]},
            {"Items", p["order_items"]}};
  for (auto& row : breakdown_rows(o)) rows.push_back(std::move(row));
  rows.insert(rows.end(), {{"Payment", payment_text(o)},
                           {"Delivery date", p["delivery_date"]},
                           {"Delivery time", p["delivery_time"]},
                           {"Special notes", p["special_notes"]},
                           {"Subscription", p["subscription_info"]}});
  render(m, "New order " + o.id, "A new order was placed on the " + shop.brand + " shop.", rows,
         "Tracking number: " + o.tracking_number);
  return m;
}

Mail customer_order_mail(const OrderView& o, const ShopInfo& shop) {
  if (o.language == "ur") return urdu::customer_order_mail(o, shop);
  auto p = customer_order_params(o);
  Mail m{"order_customer",
         o.email,
         order_mail_subject("order_customer", o.id, o.total_paisa, shop),
         "",
         "",
         o.id};
  Rows rows{{"Order number", p["order_id"]},
            {"Order date", p["order_date"]},
            {"Items", p["order_items"]}};
  for (auto& row : breakdown_rows(o)) rows.push_back(std::move(row));
  rows.insert(rows.end(), {{"Payment", payment_text(o)},
                           {"Delivery date", p["delivery_date"]},
                           {"Delivery time", p["delivery_time"]},
                           {"Delivery address", p["delivery_address"]},
                           {"Special notes", p["special_notes"]},
                           {"Subscription", p["subscription_details"]}});
  render(m, "Thank you for your order, " + clip(o.first_name, kMaxNameInMail) + "!",
         "We have received your order and are preparing it for delivery.", rows,
         "Questions? Call us at " + shop.phone + " or write to " + shop.email + ".");
  return m;
}

std::vector<Mail> order_mails(const OrderView& o, const ShopInfo& shop) {
  std::vector<Mail> out;
  for (const auto& to : shop.admin_emails) out.push_back(admin_order_mail(o, to, shop));
  out.push_back(customer_order_mail(o, shop));
  return out;
}

std::vector<Mail> contact_mails(const ContactMessage& c, const ShopInfo& shop) {
  std::vector<Mail> out;
  for (const auto& to : shop.admin_emails) {
    Mail m{"contact_admin", to, "Contact form: " + c.subject, "", "", ""};
    render(m, "New message from the contact form", "Someone wrote to " + shop.brand + ".",
           {{"Name", clip(c.name, kMaxNameInMail)},
            {"Email", c.email},
            {"Phone", c.phone.empty() ? "-" : c.phone},
            {"Subject", c.subject},
            {"Message", clip(c.message, kMaxMessageInMail)}},
           "Reply to " + c.email + " within 24 hours.");
    out.push_back(std::move(m));
  }
  return out;
}

}  // namespace aqua::mail
