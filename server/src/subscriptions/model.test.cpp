#include "subscriptions/model.hpp"

#include <gtest/gtest.h>

#include "subscriptions/service.hpp"

namespace aqua::subscriptions {
namespace {

// The service's hooks are required: a Hooks leaving one out does not compile, and an empty
// function is refused when it is given (not a silent no-op later).
TEST(SubscriptionHooks, AnEmptyHookIsRefused) {
  EXPECT_THROW(Required<std::function<void()>>(std::function<void()>{}), std::invalid_argument);
  int called = 0;
  Required<std::function<void()>> wake([&called] { ++called; });
  wake();
  EXPECT_EQ(called, 1);
}

TEST(SubscriptionModel, StatusIsPausedOnlyUntilTheDate) {
  Subscription s;
  EXPECT_EQ(effective_status(s, "2026-11-24"), "active");
  s.paused_until = "2026-12-01";
  EXPECT_EQ(effective_status(s, "2026-11-30"), "paused");
  EXPECT_EQ(effective_status(s, "2026-12-01"), "active");
  s.status = "cancelled";
  EXPECT_EQ(effective_status(s, "2026-11-30"), "cancelled");
  auto j = to_json(s, "2026-11-30");
  EXPECT_EQ(j.at("status").as_string(), "cancelled");
  EXPECT_TRUE(j.at("pausedUntil").is_null());
}

TEST(SubscriptionModel, ALinkLapsesASetTimeAfterTheSubscriptionEnds) {
  Subscription s;
  s.cancel_from = "2026-12-01";
  EXPECT_FALSE(link_expired(s, "2027-06-01", 60)) << "still active: never";
  s.status = "cancelled";
  EXPECT_FALSE(link_expired(s, "2026-12-01", 60));
  EXPECT_FALSE(link_expired(s, "2027-01-30", 60)) << "the 60th day after its end";
  EXPECT_TRUE(link_expired(s, "2027-01-31", 60));
  EXPECT_TRUE(link_expired(s, "2026-12-02", 0));
}

TEST(SubscriptionModel, DetailShowsUpcomingDeliveriesOrAll) {
  Detail d;
  for (const char* date : {"2026-11-20", "2026-11-27"}) {
    Delivery x;
    x.id = static_cast<long long>(d.deliveries.size()) + 1;
    x.date = date;
    d.deliveries.push_back(x);
  }
  EXPECT_EQ(detail_json(d, "2026-11-24", false).at("deliveries").as_array().size(), 1u);
  EXPECT_EQ(detail_json(d, "2026-11-24", true).at("deliveries").as_array().size(), 2u);
  EXPECT_EQ(detail_json(d, "2026-11-24", false)
                .at("deliveries")
                .as_array()[0]
                .as_object()
                .at("weekdayName")
                .as_string(),
            "Friday");
}

TEST(SubscriptionLinks, MailsGetTheLinksEscapedBeforeTheEnd) {
  mail::Mail m{
      "order_customer", "a@b.pk", "Hi", "Text\n", "<html><body><p>x</p></body></html>", ""};
  add_links(m, {{"SUB-1", "Basic <b>", "https://shop.pk/subscription/SUB-1#token=ab&c", ""}});
  EXPECT_NE(m.text.find("https://shop.pk/subscription/SUB-1#token=ab&c"), std::string::npos);
  EXPECT_NE(m.html.find("href=\"https://shop.pk/subscription/SUB-1#token=ab&amp;c\""),
            std::string::npos);
  EXPECT_NE(m.html.find("Basic &lt;b&gt;"), std::string::npos);
  EXPECT_LT(m.html.find("Manage your subscription"), m.html.find("</body>"));
  mail::Mail none = m;
  add_links(none, {});
  EXPECT_EQ(none.html, m.html);
}

}  // namespace
}  // namespace aqua::subscriptions
