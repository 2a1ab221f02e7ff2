#include "app/check.hpp"

#include "app/on_order_changed.hpp"
#include "app/on_renewal_emptied.hpp"
#include "app/on_sms_reply.hpp"
#include "app/renewal_notices.hpp"
#include "app/subscription_stops.hpp"
#include "db/prepared.hpp"
#include "delivery/invariants.hpp"
#include "messages/invariants.hpp"
#include "orders/invariants.hpp"
#include "subscriptions/invariants.hpp"

namespace aqua::app {

std::vector<db::Invariant> all_invariants() {
  std::vector<db::Invariant> all;
  for (auto part : {orders::invariants(), subscriptions::invariants(), delivery::invariants(),
                    order_invariants(), subscription_stop_invariants(), renewal_credit_invariants(),
                    messages::invariants(), sms_reply_invariants(), channel_invariants()})
    all.insert(all.end(), part.begin(), part.end());
  return all;
}

long long check(db::Database& db, std::ostream& out) {
  constexpr std::size_t kShown = 20;
  long long violations = 0;
  for (const auto& inv : all_invariants()) {
    auto rows = db.read([&](soci::session& s) { return db::query_rows(s, inv.sql, {}); });
    violations += static_cast<long long>(rows.size());
    out << (rows.empty() ? "ok      " : "FAILED  ") << inv.name;
    if (!rows.empty())
      out << " (" << rows.size() << " violation" << (rows.size() > 1 ? "s" : "") << ")";
    out << '\n';
    for (std::size_t i = 0; i < rows.size() && i < kShown; ++i) {
      out << "          ";
      for (std::size_t c = 0; c < rows[i].size(); ++c) out << (c ? " | " : "") << rows[i][c];
      out << '\n';
    }
    if (rows.size() > kShown) out << "          … and " << rows.size() - kShown << " more\n";
  }
  out << (violations == 0 ? "aquapure check: the data agrees\n"
                          : "aquapure check: " + std::to_string(violations) + " violations\n");
  return violations;
}

}  // namespace aqua::app
