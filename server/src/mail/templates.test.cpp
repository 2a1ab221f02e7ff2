#include "mail/templates.hpp"

#include <gtest/gtest.h>

#include "mail/outbox.hpp"
#include "mail/sender.hpp"

namespace aqua::mail {
namespace {

OrderView sample() {
  OrderView o;
  o.id = "ORD-ABCDEFGHJK";
  o.first_name = "<script>alert('x')</script>";
  o.last_name = "Khan & Sons";
  o.email = "ali@example.pk";
  o.phone = "+92 300 1234567";
  o.delivery_address = "House 1, F-7";
  o.delivery_city = "Islamabad";
  o.delivery_postal_code = "44000";
  o.notes = "Ring \"twice\"";
  o.order_note = "Leave the empties by the gate";
  o.order_date = 1795463650000;  // 2026-11-23T19:54:10Z, the 24th in Pakistan
  o.coupon_code = "SAVE10";
  o.subtotal_paisa = 449900;  // 25,000 + 75,000 + 249,900 goods and a 100,000 deposit
  o.discount_paisa = 34990;
  o.total_paisa = 414910;
  o.delivery_date = "2026-11-24";
  o.delivery_time = "9am-12pm";
  o.tracking_number = "WD12345678ABCD";
  OrderLineView bottle{};
  bottle.product_name = "19 Liter Bottle (Without Stand)";
  bottle.purchase_type = "one-time";
  bottle.quantity = 1;
  bottle.unit_paisa = 25000;
  bottle.deposit_paisa = 100000;
  bottle.line_total_paisa = 125000;
  bottle.bottle_handling = "deposit PKR 1,000.00 × 1";  // as app::mail_view fills it
  OrderLineView exchanged = bottle;
  exchanged.quantity = 3;
  exchanged.deposit_paisa = 0;
  exchanged.has_bottle_exchange = true;
  exchanged.line_total_paisa = 75000;
  exchanged.bottle_handling = "exchange: collect 3 empties";
  OrderLineView plan{};
  plan.product_name = "Family Subscription";
  plan.purchase_type = "subscription";
  plan.plan_name = "Family";
  plan.frequency = "Monthly";
  plan.bottles = 12;
  plan.savings = "Save 15%";
  plan.quantity = 1;
  plan.unit_paisa = 294000;
  plan.discount_bp = 1500;
  plan.line_total_paisa = 249900;
  plan.savings_paisa = 44100;  // 2,940.00 list price less the 2,499.00 paid
  o.items = {bottle, exchanged, plan};
  return o;
}

ShopInfo shop() {
  return {"AquaPure",
          {"orders@aquapure.pk", "owner@aquapure.pk"},
          "+92 300 1234567",
          "info@aquapure.pk"};
}

TEST(OrderMails, OneToEachAdminAndOneToTheCustomer) {
  auto mails = order_mails(sample(), shop());
  ASSERT_EQ(mails.size(), 3u);
  EXPECT_EQ(mails[0].recipient, "orders@aquapure.pk");
  EXPECT_EQ(mails[1].recipient, "owner@aquapure.pk");
  EXPECT_EQ(mails[2].recipient, "ali@example.pk");
  EXPECT_EQ(mails[2].kind, "order_customer");
  EXPECT_EQ(mails[2].subject, "Your AquaPure order ORD-ABCDEFGHJK is confirmed");
  for (const auto& m : mails) EXPECT_EQ(m.order_id, "ORD-ABCDEFGHJK");
}

TEST(OrderMails, CarryTheSpecParameters) {
  auto o = sample();
  auto admin = admin_order_params(o, "orders@aquapure.pk");
  for (const char* key :
       {"to_email", "to_name", "order_id", "customer_name", "customer_email", "customer_phone",
        "customer_address", "order_date", "order_items", "order_total", "delivery_date",
        "delivery_time", "special_notes", "subscription_info"})
    EXPECT_TRUE(admin.count(key)) << key;
  EXPECT_EQ(admin["order_total"], "PKR 4,149.10");
  EXPECT_NE(admin["order_items"].find("19 Liter Bottle (Without Stand) x 1 = PKR 1,250.00"),
            std::string::npos);
  EXPECT_NE(admin["subscription_info"].find("Family plan: 12 bottles, Monthly, Save 15%"),
            std::string::npos);
  auto customer = customer_order_params(o);
  for (const char* key : {"to_email", "to_name", "customer_name", "order_id", "order_date",
                          "order_items", "order_total", "delivery_date", "delivery_time",
                          "delivery_address", "subscription_details"})
    EXPECT_TRUE(customer.count(key)) << key;
  EXPECT_EQ(customer["delivery_address"], "House 1, F-7, Islamabad 44000");
}

TEST(OrderMails, ItemsSayWhatHappensToTheBottles) {
  auto items = admin_order_params(sample(), "orders@aquapure.pk")["order_items"];
  EXPECT_NE(items.find("- 19 Liter Bottle (Without Stand) x 1 = PKR 1,250.00 (deposit PKR "
                       "1,000.00 × 1)\n"),
            std::string::npos)
      << items;
  EXPECT_NE(items.find("- 19 Liter Bottle (Without Stand) x 3 = PKR 750.00 (exchange: collect 3 "
                       "empties)\n"),
            std::string::npos)
      << items;
  EXPECT_NE(items.find("- Family Subscription x 1 (subscription: Family, you save PKR 441.00) = "
                       "PKR 2,499.00\n"),
            std::string::npos)
      << items;
  EXPECT_EQ(customer_order_params(sample())["order_items"], items);
}

TEST(OrderMails, BothExplainTheTotalLikeTheConfirmationPage) {
  for (const auto& m : order_mails(sample(), shop())) {
    SCOPED_TRACE(m.kind);
    auto at = [&](const std::string& s) { return m.text.find(s); };
    const char* rows[] = {
        "Subtotal: PKR 4,940.00 (includes refundable bottle deposits of PKR 1,000.00)\n",
        "Subscription savings: -PKR 441.00\n", "Coupon SAVE10: -PKR 349.90\n", "Delivery: Free\n",
        "Total: PKR 4,149.10\n"};
    std::size_t last = 0;
    for (const char* row : rows) {
      auto pos = at(row);
      ASSERT_NE(pos, std::string::npos) << row << "\n" << m.text;
      EXPECT_GT(pos, last) << row;  // in this order, after the items
      last = pos;
    }
    EXPECT_NE(m.html.find("<th align=\"left\" valign=\"top\" style=\"border-bottom:1px solid "
                          "#e2e8f0\">Coupon SAVE10</th>"),
              std::string::npos);
  }
}

TEST(OrderMails, CarryBothNotesAndPakistanTime) {
  for (const auto& m : order_mails(sample(), shop())) {
    SCOPED_TRACE(m.kind);
    EXPECT_NE(m.text.find("Special notes: \nDelivery instructions: Ring \"twice\"\nOrder note: "
                          "Leave the empties by the gate\n"),
              std::string::npos)
        << m.text;
    EXPECT_NE(m.text.find("Order date: 24 Nov 2026, 00:54 PKT\n"), std::string::npos);
    EXPECT_NE(m.text.find("Delivery date: Tuesday, 24 November 2026\n"), std::string::npos);
    EXPECT_EQ(m.text.find("2026-11-23T"), std::string::npos);
  }
  auto only_cart_note = sample();
  only_cart_note.notes.clear();
  EXPECT_EQ(admin_order_params(only_cart_note, "a@b.pk")["special_notes"],
            "Order note: Leave the empties by the gate");
  only_cart_note.order_note.clear();
  EXPECT_EQ(customer_order_params(only_cart_note)["special_notes"], "None");
}

TEST(OrderMails, EscapeEveryValueInHtml) {
  for (const auto& m : order_mails(sample(), shop())) {
    EXPECT_EQ(m.html.find("<script>"), std::string::npos);
    EXPECT_EQ(m.html.find("Khan & Sons"), std::string::npos);
    EXPECT_NE(m.html.find("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"), std::string::npos);
    if (m.kind == "order_admin") {
      EXPECT_NE(m.html.find("Khan &amp; Sons"), std::string::npos);
      EXPECT_NE(m.text.find("<script>alert('x')</script> Khan & Sons"), std::string::npos);
    }
  }
}

TEST(ContactMails, GoToTheAdmins) {
  auto mails =
      contact_mails({"Sara", "sara@example.pk", "", "Feedback", "Great <b>water</b>"}, shop());
  ASSERT_EQ(mails.size(), 2u);
  EXPECT_EQ(mails[0].subject, "Contact form: Feedback");  // no free text in subjects
  EXPECT_NE(mails[0].html.find("Great &lt;b&gt;water&lt;/b&gt;"), std::string::npos);
}

TEST(Mails, KeepStrangersTextOutOfSubjectsAndShortInBodies) {
  auto o = sample();
  o.first_name = "Win a prize at spam.example";
  o.notes = std::string(5000, 'x');
  for (const auto& m : order_mails(o, shop())) {
    EXPECT_EQ(m.subject.find("prize"), std::string::npos) << m.subject;
    EXPECT_EQ(m.text.find(std::string(kMaxNotesInMail + 1, 'x')), std::string::npos);
  }
  auto mails = contact_mails(
      {std::string(300, 'n'), "sara@example.pk", "", "Feedback", std::string(9000, 'm')}, shop());
  EXPECT_EQ(mails[0].subject.find("nnn"), std::string::npos);
  EXPECT_NE(mails[0].text.find(std::string(kMaxMessageInMail, 'm') + "…"), std::string::npos);
  EXPECT_EQ(mails[0].text.find(std::string(kMaxMessageInMail + 1, 'm')), std::string::npos);
  EXPECT_EQ(mails[0].text.find(std::string(kMaxNameInMail + 1, 'n')), std::string::npos);
}

TEST(Mime, HasHeadersAndBothParts) {
  Mail m{"order_customer", "ali@example.pk", "Ihr Auftrag – bestätigt",
         "plain",          "<p>html</p>",    "ORD-1"};
  auto msg = mime_message(m, "AquaPure <orders@aquapure.pk>", 1795409109296, 7);
  EXPECT_NE(msg.find("From: AquaPure <orders@aquapure.pk>\r\n"), std::string::npos);
  EXPECT_NE(msg.find("To: ali@example.pk\r\n"), std::string::npos);
  EXPECT_NE(msg.find("Subject: =?UTF-8?B?"), std::string::npos);
  EXPECT_NE(msg.find("Date: Mon, 23 Nov 2026 04:45:09 +0000\r\n"), std::string::npos);
  EXPECT_NE(msg.find("Content-Type: text/plain; charset=utf-8"), std::string::npos);
  EXPECT_NE(msg.find("Content-Type: text/html; charset=utf-8"), std::string::npos);
  EXPECT_NE(msg.find("cGxhaW4="), std::string::npos);  // base64("plain")
  EXPECT_EQ(address_of("AquaPure <orders@aquapure.pk>"), "orders@aquapure.pk");
}

TEST(Outbox, BackoffDoublesUpToTheCap) {
  RetryPolicy p;
  EXPECT_EQ(backoff_ms(p, 1), 30'000);
  EXPECT_EQ(backoff_ms(p, 2), 60'000);
  EXPECT_EQ(backoff_ms(p, 3), 120'000);
  EXPECT_EQ(backoff_ms(p, 8), 3'600'000);
  EXPECT_EQ(backoff_ms(p, 100), 3'600'000);
}

}  // namespace
}  // namespace aqua::mail
