#include "catalog/admin_routes.hpp"

#include <gtest/gtest.h>

#include "catalog/admin_fields.hpp"
#include "catalog/seed.hpp"
#include "core/api_error.hpp"
#include "orders/admin_routes.hpp"

namespace aqua::catalog {
namespace {

namespace bj = boost::json;

std::string message_of(const bj::object& body, bool creating) {
  try {
    apply_product_fields(body, Product{}, creating);
  } catch (const ApiError& e) {
    return e.what();
  }
  return "";
}

TEST(ProductRules, SpecMessages) {
  EXPECT_EQ(message_of(bj::parse(R"({"name":"X","price":10})").as_object(), true),
            "Missing required fields: name, price, imageUrl");
  EXPECT_EQ(
      message_of(bj::parse(R"({"name":"X","price":0,"imageUrl":"/a.png"})").as_object(), true),
      "Price must be a positive number");
  EXPECT_EQ(message_of(bj::parse(R"({"price":"12"})").as_object(), false),
            "Price must be a positive number");
  EXPECT_EQ(
      message_of(bj::parse(R"({"name":"X","price":1,"imageUrl":"/a.png","sku":"1"})").as_object(),
                 true),
      "Please check the product details");
}

TEST(ProductRules, DefaultsSanitisingAndDeposit) {
  auto p = apply_product_fields(
      bj::parse(R"({"name":" <script>x</script>Cooler ","price":1499.99,"imageUrl":"/uploads/a.png",
                   "depositPrice":500,"hasExchange":false})")
          .as_object(),
      Product{}, true);
  EXPECT_EQ(p.name, "Cooler");
  EXPECT_EQ(p.price_paisa, 149999);
  EXPECT_EQ(p.type, "bottle");
  EXPECT_TRUE(p.is_active);
  EXPECT_EQ(p.description, "");
  EXPECT_EQ(p.deposit_paisa, 0);  // deposit only counts with bottle exchange
  EXPECT_THROW(apply_product_fields(
                   bj::parse(R"J({"imageUrl":"javascript:alert(1)"})J").as_object(), p, false),
               ApiError);
}

TEST(PlanRules, FeaturesFromCommaSeparatedText) {
  auto plan = apply_plan_fields(
      bj::parse(
          R"({"name":"Office","price":5000,"bottles":25,"features":" Free delivery, ,Priority ,"})")
          .as_object(),
      Plan{}, true);
  EXPECT_EQ(plan.features, (std::vector<std::string>{"Free delivery", "Priority"}));
  EXPECT_EQ(plan.discount_bp, 1500);
  EXPECT_THROW(apply_plan_fields(bj::parse(R"({"name":"","price":1})").as_object(), Plan{}, true),
               ApiError);
  EXPECT_THROW(apply_plan_fields(bj::parse(R"({"name":"A","price":-1})").as_object(), Plan{}, true),
               ApiError);
  EXPECT_THROW(
      apply_plan_fields(bj::parse(R"({"name":"A","price":1,"frequency":"Daily"})").as_object(),
                        Plan{}, true),
      ApiError);
}

// A plan delivers a returnable product: the default 19 litre bottle unless the admin names
// another returnable one; anything else is refused naming productId.
TEST(PlanRules, ProductIsAReturnableOne) {
  auto products = default_products(0);
  Plan p = apply_plan_fields(bj::parse(R"({"name":"A","price":1})").as_object(), Plan{}, true);
  settle_plan_product(p, products);
  EXPECT_EQ(p.product_id, "1");
  EXPECT_EQ(default_plan_product(products), "1");
  products[0].has_exchange = false;  // the 19 l bottle no longer takes empties back
  EXPECT_EQ(default_plan_product(products), "");
  products[4].has_exchange = true;  // "5", then "2" earlier in display order
  products[1].has_exchange = true;
  EXPECT_EQ(default_plan_product(products), "2");
  Plan other = apply_plan_fields(bj::parse(R"({"productId":" 5 "})").as_object(), p, false);
  EXPECT_EQ(other.product_id, "5");
  EXPECT_NO_THROW(settle_plan_product(other, products));
  for (const char* bad : {R"({"productId":"4"})", R"({"productId":"nope"})"}) {
    Plan wrong = apply_plan_fields(bj::parse(bad).as_object(), p, false);
    try {
      settle_plan_product(wrong, products);
      ADD_FAILURE() << bad;
    } catch (const ApiError& e) {
      EXPECT_EQ(e.status, 422);
      EXPECT_EQ(e.fields.count("productId"), 1u) << bad;
    }
  }
}

// While plans deliver a product it stays returnable and in the catalogue: 409 naming the
// plans it would leave without their bottle (and only those).
TEST(PlanRules, PlansKeepTheirBottle) {
  auto products = default_products(0);
  std::vector<Plan> plans(3);
  plans[0].name = "Basic", plans[0].product_id = "1";
  plans[1].name = "Office", plans[1].product_id = "5";
  plans[2].name = "Legacy";  // no product: a catalogue that had no returnable one
  products[4].has_exchange = true;
  EXPECT_NO_THROW(keep_plan_bottles(plans, products));
  products[0].has_exchange = false;
  try {
    keep_plan_bottles(plans, products);
    ADD_FAILURE() << "product 1 stopped taking empties back";
  } catch (const ApiError& e) {
    EXPECT_EQ(e.status, 409);
    EXPECT_EQ(e.code, "product_in_plan");
    EXPECT_NE(std::string(e.what()).find("Basic"), std::string::npos) << e.what();
    EXPECT_EQ(std::string(e.what()).find("Office"), std::string::npos) << e.what();
  }
  products[0].has_exchange = true;
  products[4].is_active = false;  // deleted
  EXPECT_THROW(keep_plan_bottles(plans, products), ApiError);
  Plan p = plans[1];
  EXPECT_THROW(settle_plan_product(p, products), ApiError);  // nor chosen when deleted
}

TEST(Uploads, ImagesAreRecognisedByContent) {
  EXPECT_EQ(image_kind("\xFF\xD8\xFF\xE0rest"), "jpg");
  EXPECT_EQ(image_kind(std::string("\x89PNG\r\n\x1A\n", 8) + "x"), "png");
  EXPECT_EQ(image_kind(std::string("RIFF\x10\x00\x00\x00WEBPVP8 ", 16)), "webp");
  EXPECT_EQ(image_kind("<svg onload=alert(1)>"), "");
  EXPECT_EQ(image_kind("GIF89a"), "");
}

TEST(OrdersCsv, CellsAreQuotedAndDefused) {
  EXPECT_EQ(orders::csv_cell("plain"), "plain");
  EXPECT_EQ(orders::csv_cell("a,b"), "\"a,b\"");
  EXPECT_EQ(orders::csv_cell("say \"hi\""), "\"say \"\"hi\"\"\"");
  EXPECT_EQ(orders::csv_cell("=HYPERLINK(\"x\")"), "\"'=HYPERLINK(\"\"x\"\")\"");
}

TEST(Customers, KeyedByEmailThenPhone) {
  std::vector<orders::Order> list(3);
  list[0].email = "Ali@Example.pk";
  list[0].first_name = "Ali";
  list[0].total_paisa = 100;
  list[0].created_at = 1;
  list[1].email = "ali@example.pk";
  list[1].first_name = "Ali";
  list[1].city = "Rawalpindi";
  list[1].total_paisa = 200;
  list[1].created_at = 2;
  list[2].phone = "+92 300 0000000";
  list[2].status = "cancelled";
  list[2].total_paisa = 999;
  list[2].created_at = 3;
  auto customers = orders::derive_customers(list);
  ASSERT_EQ(customers.size(), 2u);
  EXPECT_EQ(customers[1].total_orders, 2);
  EXPECT_EQ(customers[1].total_spent_paisa, 300);
  EXPECT_EQ(customers[1].city, "Rawalpindi");
  EXPECT_EQ(customers[0].email, "N/A");
  EXPECT_EQ(customers[0].city, "Unknown");
  EXPECT_EQ(customers[0].total_spent_paisa, 0);
}

}  // namespace
}  // namespace aqua::catalog
