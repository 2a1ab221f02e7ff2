// The customer's order mail in Urdu (docs/product.md#languages): right to left, numbers,
// prices and phones left to right, rupees and dates in Pakistan's Urdu; staff mails English.
#include "mail/urdu.hpp"

#include <gtest/gtest.h>

namespace aqua::mail {
namespace {

bool has(const std::string& haystack, const std::string& needle) {
  return haystack.find(needle) != std::string::npos;
}

OrderView urdu_order() {
  OrderView o;
  o.language = "ur";
  o.id = "ORD-ABCDEFGHJK";
  o.first_name = "<b>Ayesha</b>";
  o.last_name = "Malik";
  o.email = "ayesha@example.pk";
  o.phone = "+92 300 1234567";
  o.delivery_address = "مکان 5، گلی 3، جی-9/4";
  o.delivery_city = "Islamabad";
  o.delivery_postal_code = "44090";
  o.notes = "گھنٹی دو بار بجائیں";
  o.order_date = 1795463650000;  // 2026-11-23T19:54:10Z: 24 November, 00:54 in Pakistan
  o.subtotal_paisa = 374900;
  o.total_paisa = 374900;
  o.delivery_date = "2026-11-24";
  o.delivery_time = "9am-12pm";
  OrderLineView bottle{};
  bottle.product_name = "19 Liter Bottle";
  bottle.product_name_ur = "19 لیٹر بوتل";
  bottle.purchase_type = "one-time";
  bottle.quantity = 3;
  bottle.has_bottle_exchange = true;
  bottle.line_total_paisa = 75000;
  OrderLineView plan{};
  plan.product_name = "Family Subscription";
  plan.purchase_type = "subscription";
  plan.plan_name = "Family";
  plan.plan_name_ur = "فیملی";
  plan.frequency = "Monthly";
  plan.bottles = 12;
  plan.quantity = 1;
  plan.discount_bp = 1500;
  plan.line_total_paisa = 249900;
  plan.savings_paisa = 44100;
  o.items = {bottle, plan};
  return o;
}

ShopInfo shop() {
  return {"AquaPure", {"admin@aquapure.pk"}, "+92 51 1234567", "hello@aquapure.pk"};
}

TEST(UrduMail, IsRightToLeftWithNumbersPricesAndPhonesLeftToRight) {
  auto m = customer_order_mail(urdu_order(), shop());
  EXPECT_EQ(m.subject, "آپ کا AquaPure آرڈر \u2066ORD-ABCDEFGHJK\u2069 کنفرم ہو گیا ہے");
  EXPECT_EQ(m.html.rfind("<!doctype html><html dir=\"rtl\" lang=\"ur\">", 0), 0U);
  EXPECT_TRUE(has(m.html, "<bdi dir=\"ltr\">ORD-ABCDEFGHJK</bdi>"));
  EXPECT_TRUE(has(m.html, "<bdi dir=\"ltr\">Rs 3,749.00</bdi>"));
  EXPECT_TRUE(has(m.html, "<bdi dir=\"ltr\">+92 51 1234567</bdi>"));
  EXPECT_TRUE(has(m.html, "&lt;b&gt;Ayesha&lt;/b&gt;"));  // escaped
  EXPECT_FALSE(has(m.html, "<b>Ayesha"));
  EXPECT_TRUE(has(m.text, "آرڈر نمبر: \u2066ORD-ABCDEFGHJK\u2069"));
  EXPECT_TRUE(has(m.text, "کل رقم: \u2066Rs 3,749.00\u2069"));
  EXPECT_TRUE(has(m.text, "ہمیں آپ کا آرڈر مل گیا ہے"));
}

TEST(UrduMail, DatesSlotsAndNamesAreUrdu) {
  auto m = customer_order_mail(urdu_order(), shop());
  EXPECT_TRUE(has(m.text, "آرڈر کی تاریخ: 24 نومبر، 2026، \u206600:54\u2069"));  // Pakistan time
  EXPECT_TRUE(has(m.text, "ڈیلیوری کی تاریخ: منگل، 24 نومبر، 2026"));
  EXPECT_TRUE(has(m.text, "ڈیلیوری کا وقت: صبح 9 سے دوپہر 12 بجے تک"));
  EXPECT_TRUE(has(m.text, "19 لیٹر بوتل"));
  EXPECT_FALSE(has(m.text, "19 Liter Bottle"));
  EXPECT_TRUE(has(m.text, "3 خالی بوتلیں واپس لی جائیں گی"));
  EXPECT_TRUE(has(m.text, "فیملی"));
  EXPECT_TRUE(has(m.text, "ماہانہ"));
  EXPECT_TRUE(has(m.text, "ڈیلیوری پر نقد ادائیگی"));
  EXPECT_TRUE(has(m.text, "اسلام آباد"));
  EXPECT_TRUE(has(m.text, "ڈیلیوری: مفت"));
}

TEST(UrduMail, EnglishNamesServeWhenThereIsNoUrduOne) {
  auto o = urdu_order();
  o.items[0].product_name_ur.clear();
  EXPECT_TRUE(has(customer_order_mail(o, shop()).text, "19 Liter Bottle"));
}

// A plan line's exchange or deposit counts the bottles of one delivery, not the plan quantity.
TEST(UrduMail, APlanLinesBottlesAreOneDeliverys) {
  auto o = urdu_order();
  o.items[1].has_bottle_exchange = true;
  o.items[1].bottle_count = 3;
  EXPECT_TRUE(has(customer_order_mail(o, shop()).text, "فیملی"));
  o.items[0].has_bottle_exchange = false;  // the one-time line says nothing of its own
  auto text = customer_order_mail(o, shop()).text;
  EXPECT_TRUE(has(text, "3 خالی بوتلیں واپس لی جائیں گی"));
  o.items[1].has_bottle_exchange = false;
  o.items[1].deposit_paisa = 300000;
  text = customer_order_mail(o, shop()).text;
  EXPECT_TRUE(has(text, "ڈپازٹ \u2066Rs 1,000.00\u2069 × 3"));
}

TEST(UrduMail, StaffMailsAndEnglishOrdersStayEnglish) {
  auto o = urdu_order();
  auto staff = admin_order_mail(o, "admin@aquapure.pk", shop());
  EXPECT_EQ(staff.subject, "New order ORD-ABCDEFGHJK - PKR 3,749.00");
  EXPECT_FALSE(has(staff.html, "dir=\"rtl\""));
  EXPECT_EQ(order_mail_subject("order_admin", o.id, o.total_paisa, shop(), "ur"),
            "New order ORD-ABCDEFGHJK - PKR 3,749.00");
  o.language = "en";
  auto english = customer_order_mail(o, shop());
  EXPECT_EQ(english.subject, "Your AquaPure order ORD-ABCDEFGHJK is confirmed");
  EXPECT_FALSE(has(english.html, "dir=\"rtl\""));
}

TEST(UrduMail, Formats) {
  EXPECT_EQ(urdu::pkr(-125050), "\u2066-Rs 1,250.50\u2069");
  EXPECT_EQ(urdu::date("2026-11-27"), "جمعہ، 27 نومبر، 2026");
  EXPECT_EQ(urdu::date("2026-02-30"), "2026-02-30");
  EXPECT_EQ(urdu::to_html("a \u2068<x>\u2069\nb"), "a <bdi>&lt;x&gt;</bdi><br>b");
  auto link = urdu::subscription_link_mail("Ayesha", "a@example.pk", "ORD-1", shop());
  EXPECT_EQ(link.subject, "آپ کی AquaPure سبسکرپشن کا لنک");
  EXPECT_TRUE(has(link.html, "dir=\"rtl\" lang=\"ur\""));
  EXPECT_TRUE(has(link.text, "السلام علیکم"));
}

}  // namespace
}  // namespace aqua::mail
