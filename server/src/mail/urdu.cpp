#include "mail/urdu.hpp"

#include <chrono>
#include <cstdio>

#include "core/money.hpp"

namespace aqua::mail::urdu {

namespace {

const std::string kLri = "\u2066", kFsi = "\u2068", kPdi = "\u2069";

const char* const kMonths[] = {"جنوری",  "فروری", "مارچ",  "اپریل",  "مئی",   "جون",
                               "جولائی", "اگست",  "ستمبر", "اکتوبر", "نومبر", "دسمبر"};
const char* const kWeekdays[] = {"اتوار", "پیر", "منگل", "بدھ", "جمعرات", "جمعہ", "ہفتہ"};

std::string day_month_year(const std::chrono::year_month_day& d) {
  return std::to_string(static_cast<unsigned>(d.day())) + " " +
         kMonths[static_cast<unsigned>(d.month()) - 1] + "، " +
         std::to_string(static_cast<int>(d.year()));
}

std::string replace_all(std::string s, const std::string& from, const std::string& to) {
  for (auto pos = s.find(from); pos != std::string::npos; pos = s.find(from, pos + to.size()))
    s.replace(pos, from.size(), to);
  return s;
}

std::string city(const std::string& c) {
  if (c == "Islamabad") return "اسلام آباد";
  if (c == "Rawalpindi") return "راولپنڈی";
  return auto_dir(c);
}

std::string percent(int bp) {
  char buf[16];
  if (bp % 100 == 0)
    std::snprintf(buf, sizeof buf, "%d", bp / 100);
  else
    std::snprintf(buf, sizeof buf, "%.1f", bp / 100.0);
  return std::string(buf) + "%";
}

// What the driver does with the line's bottles, or "".
std::string bottles_text(const OrderLineView& i) {
  int n = i.bottle_count > 0 ? i.bottle_count : i.quantity;
  if (i.has_bottle_exchange)
    return n == 1 ? "ایک خالی بوتل واپس لی جائے گی"
                  : std::to_string(n) + " خالی بوتلیں واپس لی جائیں گی";
  if (i.deposit_paisa > 0 && n > 0)
    return "قابلِ واپسی ڈپازٹ " + pkr(i.deposit_paisa / n) + " × " + std::to_string(n);
  return {};
}

std::string item_lines(const OrderView& o) {
  std::string out;
  for (const auto& i : o.items) {
    out += "- " + auto_dir(i.product_name_ur.empty() ? i.product_name : i.product_name_ur) + " × " +
           std::to_string(i.quantity);
    if (i.purchase_type == "subscription") {
      out += " (سبسکرپشن: " + auto_dir(i.plan_name_ur.empty() ? i.plan_name : i.plan_name_ur);
      if (i.savings_paisa > 0) out += "، آپ کی بچت " + pkr(i.savings_paisa);
      out += ")";
    }
    out += " = " + pkr(i.line_total_paisa);
    if (auto bottles = bottles_text(i); !bottles.empty()) out += " (" + bottles + ")";
    out += "\n";
  }
  return out;
}

using Rows = std::vector<std::pair<std::string, std::string>>;

void add_breakdown(Rows& rows, const OrderView& o) {
  std::int64_t deposits = 0, savings = 0;
  for (const auto& i : o.items) {
    deposits += i.deposit_paisa;
    savings += i.savings_paisa;
  }
  std::string subtotal = pkr(o.subtotal_paisa + savings);
  if (deposits > 0)
    subtotal += " (جس میں بوتلوں کا قابلِ واپسی ڈپازٹ " + pkr(deposits) + " شامل ہے)";
  rows.push_back({"سب ٹوٹل", subtotal});
  if (savings > 0) rows.push_back({"سبسکرپشن کی بچت", pkr(-savings)});
  if (!o.coupon_code.empty())
    rows.push_back({"کوپن " + ltr(o.coupon_code), pkr(-o.discount_paisa)});
  rows.push_back({"ڈیلیوری", o.delivery_paisa > 0 ? pkr(o.delivery_paisa) : "مفت"});
  rows.push_back({"کل رقم", pkr(o.total_paisa)});
}

std::string notes_text(const OrderView& o) {
  std::string out;
  if (!o.notes.empty()) out += "ڈیلیوری کی ہدایات: " + auto_dir(clip(o.notes, kMaxNotesInMail));
  if (!o.order_note.empty())
    out += (out.empty() ? "" : "\n") +
           ("آرڈر کے ساتھ نوٹ: " + auto_dir(clip(o.order_note, kMaxNotesInMail)));
  return out.empty() ? "کوئی نہیں" : out;
}

std::string subscription_text(const OrderView& o) {
  std::string out;
  for (const auto& i : o.items) {
    if (i.purchase_type != "subscription") continue;
    out += auto_dir(i.plan_name_ur.empty() ? i.plan_name : i.plan_name_ur) +
           " پلان: " + std::to_string(i.bottles) + " بوتلیں، " + frequency(i.frequency) + "، " +
           (i.discount_bp > 0 ? ltr(percent(i.discount_bp)) + " کی بچت" : "بچت شامل ہے") + "\n";
  }
  return out.empty() ? "کوئی سبسکرپشن نہیں" : out;
}

// Label/value rows as the text part and a right-to-left HTML table.
void render(Mail& m, const std::string& heading, const std::string& intro, const Rows& rows,
            const std::string& footer) {
  m.text = heading + "\n\n" + intro + "\n\n";
  std::string body = "<h1 style=\"color:#0369a1;font-size:22px\">" + to_html(heading) + "</h1><p>" +
                     to_html(intro) +
                     "</p><table cellpadding=\"6\" style=\"border-collapse:collapse\">";
  for (const auto& [label, value] : rows) {
    m.text += label + ": " + (value.find('\n') != std::string::npos ? "\n" + value : value) + "\n";
    body += "<tr><th align=\"right\" valign=\"top\" style=\"border-bottom:1px solid #e2e8f0\">" +
            to_html(label) + "</th><td style=\"border-bottom:1px solid #e2e8f0\">" +
            to_html(value) + "</td></tr>";
  }
  m.text += "\n" + footer + "\n";
  m.html = html_page(body + "</table><p style=\"color:#475569\">" + to_html(footer) + "</p>");
}

}  // namespace

std::string ltr(const std::string& s) {
  return kLri + s + kPdi;
}
std::string auto_dir(const std::string& s) {
  return kFsi + s + kPdi;
}

std::string pkr(std::int64_t paisa) {
  std::string en = money::format_pkr(paisa);  // "PKR 1,250.00" or "-PKR 1,250.00"
  return ltr(replace_all(en, "PKR", "Rs"));
}

std::string date(const std::string& ymd) {
  int y = 0;
  unsigned mo = 0, d = 0;
  if (ymd.size() != 10 || std::sscanf(ymd.c_str(), "%4d-%2u-%2u", &y, &mo, &d) != 3) return ymd;
  std::chrono::year_month_day day{std::chrono::year(y), std::chrono::month(mo),
                                  std::chrono::day(d)};
  if (!day.ok()) return ymd;
  std::chrono::weekday wd{std::chrono::sys_days(day)};
  return std::string(kWeekdays[wd.c_encoding()]) + "، " + day_month_year(day);
}

std::string moment(std::int64_t epoch_ms) {
  using namespace std::chrono;
  sys_time<milliseconds> t{milliseconds(epoch_ms) + hours(5)};  // Pakistan: UTC+5
  auto day = floor<days>(t);
  auto minutes = duration_cast<std::chrono::minutes>(t - day).count();
  char hm[8];
  std::snprintf(hm, sizeof hm, "%02d:%02d", static_cast<int>(minutes / 60),
                static_cast<int>(minutes % 60));
  return day_month_year(year_month_day{day}) + "، " + ltr(hm);
}

std::string slot(const std::string& s) {
  if (s == "9am-12pm") return "صبح 9 سے دوپہر 12 بجے تک";
  if (s == "12pm-3pm") return "دوپہر 12 سے 3 بجے تک";
  if (s == "3pm-6pm") return "سہ پہر 3 سے شام 6 بجے تک";
  if (s == "6pm-9pm") return "شام 6 سے رات 9 بجے تک";
  return ltr(s);
}

std::string frequency(const std::string& f) {
  if (f == "Weekly") return "ہفتہ وار";
  if (f == "Bi-Weekly") return "ہر دو ہفتے بعد";
  return "ماہانہ";
}

std::string to_html(const std::string& text) {
  std::string h = html_escape(text);
  h = replace_all(h, kLri, "<bdi dir=\"ltr\">");
  h = replace_all(h, kFsi, "<bdi>");
  h = replace_all(h, kPdi, "</bdi>");
  return replace_all(h, "\n", "<br>");
}

std::string html_page(const std::string& body) {
  return "<!doctype html><html dir=\"rtl\" lang=\"ur\"><body dir=\"rtl\" "
         "style=\"font-family:'Noto Nastaliq Urdu','Jameel Noori Nastaleeq',Tahoma,Arial,"
         "sans-serif;color:#0f172a;direction:rtl;text-align:right;line-height:1.8\">" +
         body + "</body></html>";
}

std::string order_subject(const std::string& order_id, const ShopInfo& shop) {
  return "آپ کا " + shop.brand + " آرڈر " + ltr(order_id) + " کنفرم ہو گیا ہے";
}

Mail customer_order_mail(const OrderView& o, const ShopInfo& shop) {
  Mail m{"order_customer", o.email, order_subject(o.id, shop), "", "", o.id};
  Rows rows{
      {"آرڈر نمبر", ltr(o.id)}, {"آرڈر کی تاریخ", moment(o.order_date)}, {"اشیاء", item_lines(o)}};
  add_breakdown(rows, o);
  std::string address = auto_dir(o.delivery_address) + "، " + city(o.delivery_city) + " " +
                        ltr(o.delivery_postal_code);
  rows.insert(rows.end(), {{"ادائیگی", o.payment_method == "wallet" ? "موبائل والیٹ سے ادائیگی"
                                                                    : "ڈیلیوری پر نقد ادائیگی"},
                           {"ڈیلیوری کی تاریخ", date(o.delivery_date)},
                           {"ڈیلیوری کا وقت", slot(o.delivery_time)},
                           {"ڈیلیوری کا پتہ", address},
                           {"خصوصی ہدایات", notes_text(o)},
                           {"سبسکرپشن", subscription_text(o)}});
  render(m, "آرڈر کرنے کا شکریہ، " + auto_dir(clip(o.first_name, kMaxNameInMail)) + "!",
         "ہمیں آپ کا آرڈر مل گیا ہے اور ہم اسے ڈیلیوری کے لیے تیار کر رہے ہیں۔", rows,
         "کوئی سوال ہو تو ہمیں " + ltr(shop.phone) + " پر کال کریں یا " + ltr(shop.email) +
             " پر ای میل کریں۔");
  return m;
}

std::string manage_links_heading() {
  return "اپنی سبسکرپشن یہاں سنبھالیں (وقفہ، کوئی ڈیلیوری چھوڑنا، تبدیلی یا منسوخی):";
}

Mail subscription_link_mail(const std::string& first_name, const std::string& to,
                            const std::string& order_id, const ShopInfo& shop) {
  Mail m{"subscription_link", to, "آپ کی " + shop.brand + " سبسکرپشن کا لنک", "", "", order_id};
  std::string hello = "السلام علیکم " + auto_dir(clip(first_name, kMaxNameInMail)) + "،";
  std::string body = "آپ نے اپنی " + shop.brand +
                     " سبسکرپشن سنبھالنے کا لنک مانگا تھا۔ یہ لنک کسی کو نہ دیں: جس کے پاس "
                     "بھی یہ لنک ہو، وہ آپ کی ڈیلیوریاں بدل سکتا ہے۔";
  m.text = hello + "\n\n" + body + "\n";
  m.html = html_page("<p>" + to_html(hello) + "</p><p>" + to_html(body) + "</p>");
  return m;
}

}  // namespace aqua::mail::urdu
