#include "delivery/view.hpp"

#include <cstdio>

#include "core/clock.hpp"

namespace aqua::delivery {

namespace bj = boost::json;

bj::object to_json(const Stop& st, const bj::storage_ptr& sp) {
  bj::array lines(sp);
  for (const auto& l : st.lines)
    lines.push_back(bj::object({{"productId", l.product_id},
                                {"name", l.name},
                                {"quantity", l.quantity},
                                {"returnable", l.returnable}},
                               sp));
  bj::value outcome(nullptr, sp);
  if (!st.outcome_key.empty())
    outcome =
        bj::object({{"fullDropped", st.full_dropped},
                    {"emptiesCollected", st.empties_collected},
                    {"cashCollectedPaisa", st.cash_collected_paisa},
                    {"reason", st.failure_reason},
                    {"note", st.outcome_note},
                    {"at", clock::iso_utc(st.outcome_at)},
                    {"recordedAt", clock::iso_utc(st.recorded_at ? st.recorded_at : st.outcome_at)},
                    {"late", st.late},
                    {"correctedAt", st.corrected_at ? bj::value(clock::iso_utc(st.corrected_at))
                                                    : bj::value(nullptr)}},
                   sp);
  bj::value lock(nullptr, sp);
  if (!st.lock_driver.empty())
    lock = bj::object({{"driverId", st.lock_driver}, {"position", st.lock_position}}, sp);
  return bj::object({{"id", st.id},
                     {"orderId", st.order_id},
                     {"subscriptionId", st.subscription_id},
                     {"period", st.period},
                     {"date", st.date},
                     {"slot", st.slot},
                     {"address", st.address},
                     {"postalCode", st.postal_code},
                     {"city", st.city},
                     {"customerKey", st.customer_key},
                     {"phone", st.phone},
                     {"name", st.name},
                     {"lines", std::move(lines)},
                     {"bottlesDue", st.bottles_due},
                     {"emptiesDue", st.empties_due},
                     {"cashDuePaisa", st.cash_due_paisa},
                     {"depositDuePaisa", st.deposit_due_paisa},
                     {"notes", st.notes},
                     {"zoneId", st.zone_id ? bj::value(st.zone_id) : bj::value(nullptr)},
                     {"zoneName", st.zone_name},
                     {"driverId", st.driver_id},
                     {"sequence", st.sequence},
                     {"status", st.status},
                     {"bottleBalance", st.bottle_balance},
                     {"confirmedAt", st.confirmed_at ? bj::value(clock::iso_utc(st.confirmed_at))
                                                     : bj::value(nullptr)},
                     {"plannedArrival", st.planned_arrival},
                     {"lock", std::move(lock)},
                     {"outcome", std::move(outcome)}},
                    sp);
}

bj::array to_json(const std::vector<Stop>& stops, const bj::storage_ptr& sp) {
  bj::array out(sp);
  out.reserve(stops.size());
  for (const auto& st : stops) out.push_back(to_json(st, sp));
  return out;
}

bj::object to_json(const Location& l) {
  return {{"lat", l.lat},
          {"lng", l.lng},
          {"source", l.source},
          {"area", l.area},
          {"accuracyM", l.accuracy_m},
          {"samples", l.samples}};
}

bj::object to_json(const Zone& z) {
  bj::array codes;
  for (const auto& pc : z.postal_codes) codes.emplace_back(pc);
  return {{"id", z.id}, {"name", z.name}, {"city", z.city}, {"postalCodes", std::move(codes)}};
}

namespace {

bj::object counts_json(int full, int empties, std::int64_t cash) {
  return {{"fullDropped", full}, {"emptiesCollected", empties}, {"cashCollectedPaisa", cash}};
}

bj::object to_json(const StopCash& c) {
  bj::array fixes;
  for (const auto& f : c.corrections)
    fixes.push_back(
        bj::object{{"at", clock::iso_utc(f.at)},
                   {"by", f.by},
                   {"reason", f.reason},
                   {"before", counts_json(f.before_full, f.before_empties, f.before_cash)},
                   {"after", counts_json(f.after_full, f.after_empties, f.after_cash)}});
  return {{"id", c.id},
          {"orderId", c.order_id},
          {"name", c.name},
          {"address", c.address},
          {"slot", c.slot},
          {"status", c.status},
          {"bottlesDue", c.bottles_due},
          {"emptiesDue", c.empties_due},
          {"fullDropped", c.full_dropped},
          {"emptiesCollected", c.empties_collected},
          {"cashDuePaisa", c.cash_due_paisa},
          {"cashExpectedPaisa", c.cash_expected_paisa},
          {"cashCollectedPaisa", c.cash_collected_paisa},
          {"differencePaisa", c.cash_collected_paisa - c.cash_expected_paisa},
          {"late", c.late},
          {"corrected", c.corrected},
          {"corrections", std::move(fixes)}};
}

}  // namespace

bj::object to_json(const CashUp& d) {
  bj::array stops;
  for (const auto& c : d.stop_cash) stops.push_back(to_json(c));
  return {
      {"driverId", d.driver_id},
      {"driverName", d.driver_name},
      {"date", d.date},
      {"stops", d.stops},
      {"delivered", d.delivered},
      {"failed", d.failed},
      {"open", d.open},
      {"cashExpectedPaisa", d.cash_expected_paisa},
      {"cashCollectedPaisa", d.cash_collected_paisa},
      {"cashRecordedPaisa", d.cash_recorded_paisa},
      {"differencePaisa", d.difference_paisa()},
      {"bottlesOut", d.bottles_out},
      {"emptiesBack", d.empties_back},
      {"closed", d.closed},
      {"closedBy", d.closed_by},
      {"closedAt", d.closed_at ? bj::value(clock::iso_utc(d.closed_at)) : bj::value(nullptr)},
      {"receivedBy", d.received_by},
      {"closeReason", d.close_reason},
      {"reopenedBy", d.reopened_by},
      {"reopenedAt", d.reopened_at ? bj::value(clock::iso_utc(d.reopened_at)) : bj::value(nullptr)},
      {"reopenReason", d.reopen_reason},
      {"stopList", std::move(stops)}};
}

bj::object to_json(const LedgerMovement& m) {
  return {{"kind", m.kind},
          {"bottles", m.bottles},
          {"depositPaisa", m.deposit_paisa},
          {"deliveryId", m.delivery_id ? bj::value(m.delivery_id) : bj::value(nullptr)},
          {"orderId", m.order_id},
          {"date", m.date.empty() ? clock::pakistan_date(m.created_at) : m.date},
          {"correctionId", m.correction_id ? bj::value(m.correction_id) : bj::value(nullptr)},
          {"refundId", m.refund_id ? bj::value(m.refund_id) : bj::value(nullptr)},
          {"at", clock::iso_utc(m.created_at)}};
}

std::string rupees(std::int64_t paisa) {
  char buf[40];
  std::snprintf(buf, sizeof buf, "%lld.%02lld", static_cast<long long>(paisa / 100),
                static_cast<long long>(paisa % 100));
  return buf;
}

namespace {
std::string lines_text(const Stop& st) {
  std::string out;
  for (const auto& l : st.lines)
    out += (out.empty() ? "" : "; ") + l.name + " x " + std::to_string(l.quantity);
  return out;
}
}  // namespace

std::string manifest_csv(const std::vector<Stop>& stops) {
  std::string csv =
      "Seq,Date,Slot,Zone,Name,Phone,Address,City,Postal code,Drop,Empties to collect,"
      "Cash due (PKR),Bottle balance,Notes,Status\r\n";
  for (const auto& st : stops) {
    for (const auto& cell :
         {std::to_string(st.sequence), st.date, st.slot, st.zone_name, st.name, st.phone,
          st.address, st.city, st.postal_code, lines_text(st), std::to_string(st.empties_due),
          rupees(st.cash_due_paisa), std::to_string(st.bottle_balance), st.notes, st.status})
      csv += csv_cell(cell) + ",";
    csv.back() = '\r';
    csv += "\n";
  }
  return csv;
}

std::string manifest_html(const std::vector<Stop>& stops, const std::string& driver_name,
                          const std::string& date) {
  std::string title = "Manifest: " + html_escape(driver_name) + ", " + html_escape(date);
  std::string h =
      "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>" + title +
      "</title><style>body{font:14px sans-serif;margin:24px}table{border-collapse:collapse;"
      "width:100%}th,td{border:1px solid #999;padding:6px;text-align:left;vertical-align:top}"
      "@media print{body{margin:0}}</style></head><body><h1>" +
      title + "</h1><p>" + std::to_string(stops.size()) +
      " stops</p><table><thead><tr><th>#</th><th>Slot</th><th>Customer</th><th>Address</th>"
      "<th>Drop</th><th>Empties</th><th>Cash due (PKR)</th><th>Bottles held</th><th>Notes</th>"
      "<th>Done</th></tr></thead><tbody>";
  for (const auto& st : stops)
    h += "<tr><td>" + std::to_string(st.sequence) + "</td><td>" + html_escape(st.slot) +
         "</td><td>" + html_escape(st.name) + "<br>" + html_escape(st.phone) + "</td><td>" +
         html_escape(st.address) + ", " + html_escape(st.city) + " " + html_escape(st.postal_code) +
         "<br>" + html_escape(st.zone_name) + "</td><td>" + html_escape(lines_text(st)) +
         "</td><td>" + std::to_string(st.empties_due) + "</td><td>" + rupees(st.cash_due_paisa) +
         "</td><td>" + std::to_string(st.bottle_balance) + "</td><td>" + html_escape(st.notes) +
         "</td><td>&#9744;</td></tr>";
  return h + "</tbody></table></body></html>\n";
}

}  // namespace aqua::delivery
