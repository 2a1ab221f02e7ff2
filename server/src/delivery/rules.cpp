#include "delivery/rules.hpp"

#include <algorithm>

#include "core/api_error.hpp"
#include "core/text.hpp"

namespace aqua::delivery {

std::string normalize_postal_code(const std::string& code) {
  std::string out;
  for (char c : code) {
    if (c >= 'a' && c <= 'z')
      out.push_back(static_cast<char>(c - 'a' + 'A'));
    else if ((c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'))
      out.push_back(c);
  }
  return out;
}

std::string valid_postal_code(const std::string& typed) {
  std::string out;
  for (char c : typed) {
    if (c == ' ') continue;
    if (c < '0' || c > '9') return {};
    out.push_back(c);
  }
  return out.size() == 5 ? out : std::string();
}

int slot_rank(const std::string& slot) {
  std::size_t i = 0;
  int hour = 0;
  while (i < slot.size() && i < 2 && slot[i] >= '0' && slot[i] <= '9')
    hour = hour * 10 + (slot[i++] - '0');
  if (i == 0 || hour < 1 || hour > 12 || slot.size() < i + 2) return 99;
  auto half = slot.substr(i, 2);
  if (half == "am") return hour == 12 ? 0 : hour;
  if (half == "pm") return hour == 12 ? 12 : hour + 12;
  return 99;
}

bool before_in_day(const Stop& a, const Stop& b) {
  if (a.date != b.date) return a.date < b.date;
  int ra = slot_rank(a.slot), rb = slot_rank(b.slot);
  if (ra != rb) return ra < rb;
  if (a.slot != b.slot) return a.slot < b.slot;
  if (a.driver_id != b.driver_id) return a.driver_id < b.driver_id;
  if (a.sequence != b.sequence) return a.sequence < b.sequence;
  return a.id < b.id;
}

std::string checked_reason(const std::string& typed, const char* field, bool required) {
  auto reason = text::trim(typed);
  if (reason.empty()) {
    if (required) throw ApiError::validation("Invalid request", {{field, "Please give a reason"}});
    return reason;
  }
  if (text::utf8_length(reason) < 3 || text::utf8_length(reason) > 500)
    throw ApiError::validation("Invalid request",
                               {{field, "The reason must be 3 to 500 characters"}});
  if (!text::is_clean_utf8(reason))
    throw ApiError::validation(
        "Invalid request",
        {{field, "The reason must not contain control or text-direction characters"}});
  return reason;
}

std::vector<LedgerMovement> reversed(const std::vector<LedgerMovement>& m, long long now) {
  std::vector<LedgerMovement> out = m;
  for (auto& x : out) {
    x.bottles = -x.bottles;
    x.deposit_paisa = -x.deposit_paisa;
    x.created_at = now;
  }
  return out;
}

bool is_late(const std::string& stop_date, const std::string& now_date, bool day_reopened) {
  return day_reopened || now_date > stop_date;
}

long long zone_for(const std::string& code, const std::vector<Zone>& zones) {
  auto wanted = normalize_postal_code(code);
  if (wanted.empty()) return 0;
  for (const auto& z : zones)
    for (const auto& pc : z.postal_codes)
      if (normalize_postal_code(pc) == wanted) return z.id;
  return 0;
}

std::string customer_key(const std::string& email, const std::string& phone) {
  return !email.empty() ? "e:" + text::to_lower_ascii(email) : "p:" + phone;
}

std::vector<LedgerMovement> movements_for(const Stop& stop, const Outcome& o, long long now) {
  std::vector<LedgerMovement> out;
  if (!o.delivered) return out;
  if (o.full_dropped > 0)
    out.push_back(movement("dropped", o.full_dropped, 0, stop.id, stop.order_id, now));
  if (o.empties_collected > 0)
    out.push_back(movement("collected", -o.empties_collected, 0, stop.id, stop.order_id, now));
  // The deposits the order paid, for the bottles actually left: all of them when every bottle
  // due was dropped, else in proportion (rounded down; the rest is owed back to the customer).
  if (stop.deposit_due_paisa > 0 && o.full_dropped > 0) {
    std::int64_t charged = stop.deposit_due_paisa;
    if (stop.bottles_due > 0 && o.full_dropped < stop.bottles_due)
      charged = stop.deposit_due_paisa * o.full_dropped / stop.bottles_due;
    if (charged > 0)
      out.push_back(movement("deposit_charged", 0, charged, stop.id, stop.order_id, now));
  }
  return out;
}

DepositWalk::Due DepositWalk::next(int bottles) {
  long long unit = covers > 0 ? static_cast<long long>(deposit_paisa) / covers : 0;
  long long held = std::max(kept, most);
  long long charged = unit > 0 ? static_cast<long long>(charged_paisa) / unit : 0;
  long long covered = std::min(covers, std::max(charged, most));
  long long adds = std::max(0LL, std::min<long long>(covers, bottles) - covered);
  most = std::max<long long>(most, bottles);
  return {static_cast<int>(std::min<long long>(bottles, held)), unit * adds};
}

Balance balance_of(const std::vector<LedgerMovement>& movements) {
  Balance b;
  for (const auto& m : movements) {
    b.bottles += m.bottles;
    b.deposit_paisa += m.deposit_paisa;
  }
  return b;
}

void add_to_cash_up(CashUp& day, const Stop& stop) {
  day.stops += 1;
  bool delivered = stop.status == "delivered";
  StopCash c;
  c.id = stop.id;
  c.order_id = stop.order_id;
  c.name = stop.name;
  c.slot = stop.slot;
  c.status = stop.status;
  c.address = stop.address;
  c.cash_due_paisa = stop.cash_due_paisa;
  c.cash_expected_paisa = delivered ? stop.cash_due_paisa : 0;
  c.cash_collected_paisa = stop.cash_collected_paisa;
  c.bottles_due = stop.bottles_due;
  c.empties_due = stop.empties_due;
  c.full_dropped = stop.full_dropped;
  c.empties_collected = stop.empties_collected;
  c.late = stop.late;
  c.corrected = stop.corrected_at != 0;
  day.stop_cash.push_back(std::move(c));
  if (stop.status == "delivered") {
    day.delivered += 1;
    day.cash_expected_paisa += stop.cash_due_paisa;
    day.cash_collected_paisa += stop.cash_collected_paisa;
    day.bottles_out += stop.full_dropped;
    day.empties_back += stop.empties_collected;
  } else if (stop.status == "failed" || stop.status == "rescheduled") {
    day.failed += 1;
  } else if (stop.status == "planned") {
    day.open += 1;
  }
}

bool is_failure_reason(const std::string& r) {
  return r == "not-home" || r == "refused" || r == "wrong-address" || r == "other";
}

void check_outcome(const Outcome& o) {
  std::map<std::string, std::string> errors;
  constexpr int kMaxBottles = 1000;
  if (o.delivered) {
    if (o.full_dropped < 0 || o.full_dropped > kMaxBottles)
      errors["fullDropped"] = "Must be a whole number from 0 to 1000";
    if (o.empties_collected < 0 || o.empties_collected > kMaxBottles)
      errors["emptiesCollected"] = "Must be a whole number from 0 to 1000";
    if (o.cash_collected_paisa < 0 || o.cash_collected_paisa > 100'000'000'00LL)
      errors["cashCollectedPaisa"] = "Must be a whole number of paisa, not negative";
  } else {
    if (!is_failure_reason(o.reason))
      errors["reason"] = "Reason must be not-home, refused, wrong-address or other";
    if (o.reason == "other" && text::trim(o.note).empty())
      errors["note"] = "Please say what happened";
  }
  if (text::utf8_length(o.note) > 500) errors["note"] = "Note must be at most 500 characters";
  if (!text::is_clean_utf8(o.note))
    errors["note"] = "Note must not contain control or text-direction characters";
  if (!errors.empty()) throw ApiError::validation("Invalid outcome", errors);
}

void check_outcome_for(const Stop& stop, const Outcome& o) {
  if (!o.delivered) return;
  std::map<std::string, std::string> errors;
  bool explained = !text::trim(o.note).empty();
  if (o.cash_collected_paisa > 0 && stop.cash_due_paisa == 0)
    errors["cashCollectedPaisa"] = "Nothing to collect at this stop: it is paid";
  else if (o.cash_collected_paisa > stop.cash_due_paisa && !explained)
    errors["cashCollectedPaisa"] = "More than the cash due: say why in the note";
  if (o.full_dropped > stop.bottles_due && !explained)
    errors["fullDropped"] =
        "More than the " + std::to_string(stop.bottles_due) + " bottles due: say why in the note";
  if (o.empties_collected > stop.empties_due && !explained)
    errors["emptiesCollected"] =
        "More than the " + std::to_string(stop.empties_due) + " empties due: say why in the note";
  if (!errors.empty()) throw ApiError::validation("Invalid outcome", errors);
}

bool same_outcome(const Stop& stop, const Outcome& o) {
  bool delivered = stop.failure_reason.empty();  // a failed stop keeps its reason, rescheduled too
  if (delivered != o.delivered) return false;
  if (!o.delivered) return stop.failure_reason == o.reason && stop.outcome_note == o.note;
  return stop.full_dropped == o.full_dropped && stop.empties_collected == o.empties_collected &&
         stop.cash_collected_paisa == o.cash_collected_paisa && stop.outcome_note == o.note;
}

long long bounded_recorded_at(long long recorded_at, long long arrived) {
  constexpr long long kWeekMs = 7LL * 24 * 3'600'000;
  if (recorded_at <= 0) return arrived;
  return std::clamp(recorded_at, arrived - kWeekMs, arrived);
}

bool is_date(const std::string& d) {
  if (d.size() != 10 || d[4] != '-' || d[7] != '-') return false;
  for (int i : {0, 1, 2, 3, 5, 6, 8, 9})
    if (d[i] < '0' || d[i] > '9') return false;
  int y = std::stoi(d.substr(0, 4)), m = std::stoi(d.substr(5, 2)), day = std::stoi(d.substr(8));
  static const int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  if (m < 1 || m > 12 || day < 1) return false;
  bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
  return day <= kDays[m - 1] + (m == 2 && leap ? 1 : 0);
}

}  // namespace aqua::delivery
