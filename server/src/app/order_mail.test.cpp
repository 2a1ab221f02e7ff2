// Order mails rendered by the worker must be the very mails the request used to render.
#include "app/order_mail.hpp"

#include <gtest/gtest.h>

namespace aqua::app {
namespace {

orders::Order sample_order() {
  orders::Order o;
  o.id = "ORD-1";
  o.first_name = "Ayesha <b>";
  o.last_name = "Khan";
  o.email = "ayesha@example.pk";
  o.phone = "+92 300 1234567";
  o.delivery_address = "House 1, Street 2";
  o.delivery_city = "Islamabad";
  o.delivery_postal_code = "44000";
  o.delivery_date = "2026-11-25";
  o.delivery_time = "3pm-6pm";
  o.notes = "Ring twice";
  o.payment_method = "cod";
  o.tracking_number = "TRK1";
  o.subtotal_paisa = 61000;
  o.total_paisa = 61000;
  o.order_date = 1'764'000'000'000;
  orders::OrderItem bottle;
  bottle.product_id = "1";
  bottle.product_name = "19 Liter Bottle";
  bottle.unit_paisa = 25000;
  bottle.quantity = 2;
  bottle.has_bottle_exchange = true;
  bottle.line_total_paisa = 50000;
  orders::OrderItem plan;
  plan.product_id = "subscription-family";
  plan.product_name = "Family plan";
  plan.purchase_type = "subscription";
  plan.subscription_plan = "family";
  plan.plan_name = "Family";
  plan.frequency = "Monthly";
  plan.bottles = 8;
  plan.savings = "Save 15%";
  plan.discount_bp = 1500;
  plan.unit_paisa = 11000;
  plan.quantity = 1;
  plan.line_total_paisa = 11000;
  o.items = {bottle, plan};
  return o;
}

TEST(OrderMailRender, TheWorkerRendersWhatTheRequestWouldHave) {
  auto o = sample_order();
  mail::ShopInfo shop{"AquaPure", {"a@shop.pk", "b@shop.pk"}, "051 123", "hi@shop.pk"};
  std::vector<subscriptions::Link> links{
      {"SUB-1", "Family", "https://shop.pk/subscription/SUB-1#token=ab", "/subscription/SUB-1"}};
  auto expected = mail::order_mails(mail_view(o), shop);
  for (auto& m : expected)
    if (m.kind == "order_customer") subscriptions::add_links(m, links);
  auto rows = order_mails_to_render(o, shop, links);
  ASSERT_EQ(rows.size(), expected.size());
  for (std::size_t i = 0; i < rows.size(); ++i) {
    mail::Outgoing out;
    out.mail = {rows[i].kind, rows[i].recipient, rows[i].subject, "", "", rows[i].order_id};
    out.render_args = rows[i].render_args;
    EXPECT_EQ(rows[i].subject, expected[i].subject) << "the outbox shows the subject at once";
    render_order_mail(out, o, shop);
    EXPECT_EQ(out.mail.kind, expected[i].kind);
    EXPECT_EQ(out.mail.recipient, expected[i].recipient);
    EXPECT_EQ(out.mail.subject, expected[i].subject);
    EXPECT_EQ(out.mail.text, expected[i].text);
    EXPECT_EQ(out.mail.html, expected[i].html);
    EXPECT_EQ(out.mail.order_id, "ORD-1");
  }
  EXPECT_NE(rows.back().render_args.find("#token=ab"), std::string::npos);
}

TEST(OrderMailRender, UnknownKindsAreRefused) {
  mail::Outgoing out;
  out.mail.kind = "contact_admin";
  out.render_args = "{}";
  EXPECT_THROW(render_order_mail(out, sample_order(), {}), std::invalid_argument);
}

}  // namespace
}  // namespace aqua::app
