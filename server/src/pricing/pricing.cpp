#include "pricing/pricing.hpp"

#include <algorithm>
#include <cctype>
#include <cstdio>

#include "core/text.hpp"

namespace aqua::pricing {

namespace {
constexpr std::int64_t kFreeShippingFromPaisa = std::int64_t{50} * 100;

const ProductPrice* find_product(const Catalogue& c, const std::string& id) {
  for (const auto& p : *c.products)
    if (p.id == id) return &p;
  return nullptr;
}
const PlanPrice* find_plan(const Catalogue& c, const std::string& id) {
  for (const auto& p : *c.plans)
    if (p.id == id) return &p;
  return nullptr;
}

// A subscription line: the plan's price and discount; the bottles it drops are the plan's
// returnable product, exchanged or with a deposit for one delivery's bottles (first order
// only: a renewal charges none).
std::optional<std::string> price_subscription(const Line& l, const Catalogue& c, QuoteLine& out) {
  std::string plan_id = l.plan_id;
  if (plan_id.empty() && l.product_id.rfind(kPlanProductPrefix, 0) == 0)
    plan_id = l.product_id.substr(kPlanProductPrefix.size());
  const auto* plan = find_plan(c, plan_id);
  if (!plan) return "Subscription plan not found";
  const auto* product = find_product(c, l.product_id);
  if (!product && l.product_id != kPlanProductPrefix + plan->id) return "Product not found";
  out.line.plan_id = plan->id;
  out.plan = plan;
  out.bottle = plan->product_id.empty() ? product : find_product(c, plan->product_id);
  out.name = plan->name + " Subscription";
  out.size = std::to_string(plan->bottles) + " bottles";
  out.image = product ? product->image : "/images/plans/subscription.svg";
  out.unit_paisa = plan->price_paisa;
  out.gross_paisa = plan->price_paisa * l.quantity;
  out.discount_bp = l.apply_subscription_discount ? plan->discount_bp : 0;
  out.subscription_discount_paisa = percent_of(out.gross_paisa, out.discount_bp);
  if (out.bottle && out.bottle->has_exchange) {
    out.line.has_bottle_exchange = l.has_bottle_exchange;
    out.deposit_units = deposit_bottles(plan->bottles * static_cast<int>(l.quantity),
                                        plan->frequency, l.start_date);
    if (l.charge_deposit) out.deposit_unit_paisa = deposit_unit(*out.bottle, l.has_bottle_exchange);
  }
  return std::nullopt;
}

std::optional<std::string> price_one_time(const Line& l, const Catalogue& c, QuoteLine& out) {
  const auto* product = find_product(c, l.product_id);
  if (!product) return "Product not found";
  out.line.plan_id.clear();
  out.bottle = product;
  out.name = product->name;
  out.size = product->size;
  out.image = product->image;
  out.unit_paisa = product->price_paisa;
  out.gross_paisa = product->price_paisa * l.quantity;
  out.line.has_bottle_exchange = product->has_exchange && l.has_bottle_exchange;
  out.deposit_unit_paisa = deposit_unit(*product, l.has_bottle_exchange);
  out.deposit_units = static_cast<int>(l.quantity);
  return std::nullopt;
}

// Prices one line into out; returns an error text for a line that cannot be sold.
std::optional<std::string> price_line(const Line& l, const Catalogue& c, QuoteLine& out) {
  out.line = l;
  // Each line is priced as sent: the same product may come twice, with and without an
  // exchange, and each line keeps its own choice. An exchange means something only for a
  // line whose bottles take empties back (a returnable product, or a plan's).
  out.line.has_bottle_exchange = false;
  if (l.quantity < 1) return "Quantity must be at least 1";
  if (l.quantity > kMaxQuantity) return "Quantity must be at most " + std::to_string(kMaxQuantity);
  std::optional<std::string> err;
  if (l.purchase_type == kSubscription)
    err = price_subscription(l, c, out);
  else if (l.purchase_type == kOneTime)
    err = price_one_time(l, c, out);
  else
    return "Purchase type must be one-time or subscription";
  if (err) return err;
  out.deposit_paisa = out.deposit_unit_paisa * out.deposit_units;
  out.line_total_paisa = out.gross_paisa - out.subscription_discount_paisa + out.deposit_paisa;
  return std::nullopt;
}
}  // namespace

int first_month_deliveries(const std::string& start_date) {
  int y = 0, m = 0, d = 0;
  if (start_date.size() != 10 || std::sscanf(start_date.c_str(), "%4d-%2d-%2d", &y, &m, &d) != 3 ||
      m < 1 || m > 12 || d < 1)
    return 4;
  auto days_in = [](int year, int month) {
    static constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    return month == 2 && leap ? 29 : kDays[month - 1];
  };
  if (d > days_in(y, m)) return 4;
  int next_days = m == 12 ? days_in(y + 1, 1) : days_in(y, m + 1);
  int period_days = days_in(y, m) - d + std::min(d, next_days);  // to the same day next month
  return (period_days + 6) / 7;  // the start weekday: days 0, 7, 14, ... before its end
}

int deposit_bottles(int bottles_per_period, const std::string& frequency,
                    const std::string& start_date) {
  if (bottles_per_period <= 0) return 0;
  if (frequency != "Monthly") return bottles_per_period;
  int n = first_month_deliveries(start_date);
  return (bottles_per_period + n - 1) / n;
}

std::int64_t deposit_unit(const ProductPrice& product, bool exchange) {
  return product.has_exchange && !exchange ? product.deposit_paisa : 0;
}

std::int64_t percent_of(std::int64_t amount_paisa, int bp) {
  return (amount_paisa * bp + 5000) / 10000;
}

std::optional<std::string> estimate_shipping(const std::string& raw, std::int64_t subtotal_paisa,
                                             ShippingEstimate& out) {
  std::string code = text::trim(raw);
  if (code.size() > 10) return "Postal code must be at most 10 characters";
  if (code.size() < 5) return "Enter at least 5 digits to calculate shipping";
  if (!std::all_of(code.begin(), code.end(), [](unsigned char ch) { return std::isdigit(ch); }))
    return "Postal code must contain digits only";
  out.postal_code = code;
  int value = std::stoi(code.substr(0, 5));
  // The estimate's rate table; every cart from PKR 50 ships free, so the rate is mostly moot.
  out.fee_paisa = value >= 90000 ? 899 : value >= 70000 ? 699 : 599;
  out.free = subtotal_paisa >= kFreeShippingFromPaisa;
  auto prefix = code.substr(0, 2);
  out.area = prefix == "44" ? "Islamabad" : prefix == "46" ? "Rawalpindi" : "";
  out.in_delivery_area = !out.area.empty();
  return std::nullopt;
}

Quote quote_cart(const std::vector<Line>& lines, const Catalogue& c, const std::string& coupon_code,
                 const std::string& postal_code) {
  Quote q;
  if (lines.size() > kMaxLines)
    q.errors["items"] = "A cart can hold at most " + std::to_string(kMaxLines) + " lines";
  for (std::size_t i = 0; i < lines.size() && i < kMaxLines; ++i) {
    QuoteLine ql;
    ql.index = i;
    if (auto err = price_line(lines[i], c, ql)) {
      q.errors["items[" + std::to_string(i) + "]"] = *err;
      continue;
    }
    q.goods_paisa += ql.gross_paisa - ql.subscription_discount_paisa;
    q.deposits_paisa += ql.deposit_paisa;
    q.subscription_savings_paisa += ql.subscription_discount_paisa;
    q.lines.push_back(std::move(ql));
  }
  q.subtotal_paisa = q.goods_paisa + q.deposits_paisa;

  std::string code = text::trim(coupon_code);
  if (!code.empty()) {
    std::string upper = code;
    std::transform(upper.begin(), upper.end(), upper.begin(),
                   [](unsigned char ch) { return static_cast<char>(std::toupper(ch)); });
    const Coupon* found = nullptr;
    for (const auto& k : *c.coupons)
      if (k.code == upper) found = &k;
    if (!found) {
      q.errors["couponCode"] = "Invalid coupon code";
    } else if (q.subtotal_paisa < found->min_subtotal_paisa) {
      q.errors["couponCode"] = "This coupon requires a minimum order of PKR " +
                               std::to_string(found->min_subtotal_paisa / 100);
    } else {
      q.coupon = *found;
      // Refundable deposits are not discounted: the shop pays them back in full.
      q.coupon_discount_paisa = percent_of(q.goods_paisa, found->percent_bp);
    }
  }

  if (!text::trim(postal_code).empty()) {
    ShippingEstimate est;
    if (auto err = estimate_shipping(postal_code, q.subtotal_paisa, est))
      q.errors["postalCode"] = *err;
    else
      q.shipping = est;
  }
  q.total_paisa = q.subtotal_paisa - q.coupon_discount_paisa + q.delivery_paisa;
  return q;
}

}  // namespace aqua::pricing
