#include "catalog/seed.hpp"

#include "catalog/store.hpp"
#include "core/clock.hpp"

namespace aqua::catalog {

std::vector<Product> default_products(long long now) {
  auto make = [now](const std::string& id, std::string name, std::string description, long long pkr,
                    std::string size, std::string type, bool featured, long long deposit_pkr) {
    Product p;
    p.id = id;
    p.name = std::move(name);
    p.description = std::move(description);
    p.price_paisa = pkr * 100;
    p.image = "/images/products/" + id + ".svg";
    p.size = std::move(size);
    p.type = std::move(type);
    p.featured = featured;
    p.has_exchange = deposit_pkr > 0;
    p.deposit_paisa = deposit_pkr * 100;
    p.sort_order = std::stoi(id);
    p.created_at = p.updated_at = now;
    return p;
  };
  return {
      make("1", "19 Liter Bottle (Without Stand)",
           "Our classic 19-litre refill of purified drinking water. Exchange your empty bottle "
           "and pay only for the refill, or add a refundable bottle deposit.",
           250, "19 Liters", "bottle", true, 1000),
      make("2", "1.5 Litre Bottle (6 BOTTLES)",
           "A pack of six 1.5-litre bottles: easy to carry, ideal for the kitchen, office desk "
           "or car.",
           360, "1.5 Liters x 6", "bottle", true, 0),
      make("3", "500 ML Bottles (12 Bottles)",
           "Twelve 500 ml bottles for school bags, gym sessions, meetings and guests.", 360,
           "500 ML x 12", "bottle", true, 0),
      make("4", "Non- Electronic Table Top Dispenser",
           "A simple table-top dispenser for 19-litre bottles. No electricity needed: place "
           "the bottle on top and pour from the tap.",
           1500, "Table Top", "dispenser", false, 0),
      make("5", "6 LITER WATER BOTTLE (MINIMUM 3)",
           "A handy 6-litre bottle for small households and travel. Ordered in threes or more.",
           450, "6 Liters", "bottle", false, 0),
      make("6", "19 Liter Bottle Tap and Stand",
           "A sturdy stand with a tap for your 19-litre bottle. A security deposit is required "
           "for this product only.",
           600, "Tap & Stand", "accessory", false, 0),
  };
}

std::vector<Plan> default_plans(long long now) {
  auto make = [now](std::string id, std::string name, long long pkr, int bottles, int bp,
                    bool popular, std::vector<std::string> features, int sort) {
    Plan p;
    p.id = std::move(id);
    p.name = std::move(name);
    p.price_paisa = pkr * 100;
    p.bottles = bottles;
    p.discount_bp = bp;
    p.savings = "Save " + std::to_string(bp / 100) + "%";
    p.popular = popular;
    p.features = std::move(features);
    p.sort_order = sort;
    p.product_id = "1";  // the 19 litre bottle
    p.created_at = p.updated_at = now;
    return p;
  };
  return {
      make("basic", "Basic", 1999, 8, 1000, false,
           {"8 bottles per month", "Free delivery", "Cancel anytime"}, 1),
      make("family", "Family", 2940, 12, 1500, true,
           {"12 bottles per month", "Free delivery", "Priority support", "Cancel anytime"}, 2),
      make("premium", "Premium", 4800, 20, 1800, false,
           {"20 bottles per month", "Free priority delivery", "Half-bottle security deposit",
            "Dedicated support", "Cancel anytime"},
           3),
  };
}

SeedResult seed_defaults(soci::session& s) {
  SeedResult r;
  long long now = clock::now_ms();
  for (const auto& p : default_products(now)) {
    if (store::product(s, p.id)) continue;
    store::insert_product(s, p);
    ++r.products;
  }
  for (const auto& p : default_plans(now)) {
    int count = 0;
    s << "SELECT COUNT(*) FROM plans WHERE id = :id", soci::into(count), soci::use(p.id);
    if (count > 0) continue;
    store::insert_plan(s, p);
    ++r.plans;
  }
  struct Coupon {
    std::string code;
    int bp;
    long long min_paisa;
  };
  for (const auto& c :
       {Coupon{"SAVE10", 1000, 0}, Coupon{"WELCOME15", 1500, 0}, Coupon{"BULK20", 2000, 5000}}) {
    int count = 0;
    s << "SELECT COUNT(*) FROM coupons WHERE code = :c", soci::into(count), soci::use(c.code);
    if (count > 0) continue;
    s << "INSERT INTO coupons (code, percent_bp, min_subtotal_paisa, is_active, created_at, "
         "updated_at) VALUES (:c, :bp, :min, 1, :t, :t2)",
        soci::use(c.code), soci::use(c.bp), soci::use(c.min_paisa), soci::use(now), soci::use(now);
    ++r.coupons;
  }
  if (r.products || r.plans) store::bump_version(s);
  return r;
}

}  // namespace aqua::catalog
