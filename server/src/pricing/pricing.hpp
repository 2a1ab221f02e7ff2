// The one pricing function: cart lines + coupon + postal code -> a quote. Pure, no I/O.
// Rules: docs/product.md#checkout-and-pricing, docs/decisions/0005-server-decides-prices.md.
#pragma once
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace aqua::pricing {

inline constexpr int kMaxQuantity = 999;
inline constexpr std::size_t kMaxLines = 50;
inline const std::string kOneTime = "one-time";
inline const std::string kSubscription = "subscription";
inline const std::string kPlanProductPrefix = "subscription-";

struct Line {
  std::string product_id;
  std::string purchase_type = kOneTime;
  std::string plan_id;  // for subscription lines
  std::int64_t quantity = 1;
  bool has_bottle_exchange = false;  // the customer hands back an empty bottle: no deposit
  bool apply_subscription_discount = true;
  // false for a renewal: the subscriber paid the bottles' deposit with the first order.
  bool charge_deposit = true;
  // Subscription lines: the first delivery's date (YYYY-MM-DD; the order's delivery date),
  // which sets how many deliveries share a Monthly plan's first period. "" in a quote.
  std::string start_date;
};

struct Coupon {
  std::string code;
  int percent_bp = 0;
  std::int64_t min_subtotal_paisa = 0;
};

// What pricing knows of a product and a plan; the catalogue converts its own records.
struct ProductPrice {
  std::string id, name, image, size;
  std::int64_t price_paisa = 0, deposit_paisa = 0;
  bool has_exchange = false;
};

struct PlanPrice {
  std::string id, name, frequency, savings;  // shown with a subscription line
  std::string product_id;                    // the returnable product the plan delivers
  std::int64_t price_paisa = 0;
  int bottles = 1;
  int discount_bp = 0;
};

struct Catalogue {
  const std::vector<ProductPrice>* products = nullptr;
  const std::vector<PlanPrice>* plans = nullptr;
  const std::vector<Coupon>* coupons = nullptr;
};

struct QuoteLine {
  Line line;              // as sent, except has_bottle_exchange: true only where it applies
  std::size_t index = 0;  // position of the line in the request

  std::string name, image, size;
  const PlanPrice* plan = nullptr;       // subscription lines
  const ProductPrice* bottle = nullptr;  // what is dropped: the product, or the plan's product
  int deposit_units = 0;                 // bottles the deposit covers (quantity, or one drop)
  std::int64_t unit_paisa = 0;           // product or plan price
  std::int64_t deposit_unit_paisa = 0;   // charged per unit on this line (0 if exchanged)
  std::int64_t gross_paisa = 0;          // unit × qty, before the subscription discount
  std::int64_t subscription_discount_paisa = 0;
  std::int64_t deposit_paisa = 0;     // deposit_unit × qty
  std::int64_t line_total_paisa = 0;  // gross − discount + deposit
  int discount_bp = 0;
};

struct ShippingEstimate {
  std::string postal_code;
  bool in_delivery_area = false;
  std::int64_t fee_paisa = 0;  // the estimate's rate before the free-delivery rule
  bool free = true;
  std::string area;  // "Islamabad", "Rawalpindi" or ""
};

struct Quote {
  std::vector<QuoteLine> lines;
  std::map<std::string, std::string> errors;  // "items[2]" / "couponCode" / "postalCode" -> message
  std::int64_t goods_paisa = 0;               // line totals without deposits
  std::int64_t deposits_paisa = 0;            // refundable bottle deposits
  std::int64_t subtotal_paisa = 0;            // goods + deposits
  std::int64_t subscription_savings_paisa = 0;
  std::optional<Coupon> coupon;
  std::int64_t coupon_discount_paisa = 0;
  std::int64_t delivery_paisa = 0;  // always free (docs/decisions/0010-free-delivery.md)
  std::optional<ShippingEstimate> shipping;
  std::int64_t total_paisa = 0;
};

// The bottles a subscriber's deposit covers: those the first delivery drops, the bottles they
// keep between deliveries (Weekly and Bi-Weekly plans come at once: all of them). A Monthly
// plan is delivered weekly on the first delivery's weekday, 4 or 5 times in its first month
// (start_date to the same day a month later), the bottles split exactly, larger parts first:
// the first delivery drops the period's bottles divided by those deliveries, rounded up.
// Without a valid start_date (a quote before the date is chosen) 4 deliveries are assumed.
// Later deliveries take as many empties back.
int deposit_bottles(int bottles_per_period, const std::string& frequency,
                    const std::string& start_date = "");
// Weekly deliveries in a Monthly plan's first period starting on start_date (4 or 5; 4 when
// the date is not a valid YYYY-MM-DD).
int first_month_deliveries(const std::string& start_date);

// A returnable line's deposit per unit, as for every bottle that takes empties back: none
// when the customer exchanges an empty (or the product takes none back), else the product's.
std::int64_t deposit_unit(const ProductPrice& product, bool exchange);

// Percent (basis points) of an amount, rounded half up.
std::int64_t percent_of(std::int64_t amount_paisa, int bp);

// The postal-code estimate: 5–10 characters, digits only. Returns an error text,
// or fills out.
std::optional<std::string> estimate_shipping(const std::string& postal_code,
                                             std::int64_t subtotal_paisa, ShippingEstimate& out);

Quote quote_cart(const std::vector<Line>& lines, const Catalogue& catalogue,
                 const std::string& coupon_code, const std::string& postal_code);

}  // namespace aqua::pricing
