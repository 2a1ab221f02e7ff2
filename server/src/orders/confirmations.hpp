// What a customer's text reply did to their order (docs/product.md, "Text messages"): "1"
// confirms a cash-on-delivery order, "2" records a request to cancel that staff act on (the
// order is never cancelled by a text). Kept beside the order in order_confirmations.
#pragma once
#include <soci/soci.h>

#include <map>
#include <string>
#include <vector>

namespace aqua::orders {

struct Confirmation {
  long long confirmed_at = 0, cancel_requested_at = 0;  // 0: not (yet)
};

struct ReplyResult {
  bool done = false;    // the order changed
  std::string outcome;  // what happened, in words staff read
};

// "1": confirms an open cash-on-delivery order; otherwise says why not.
ReplyResult confirm_by_text(soci::session& s, const std::string& order_id, long long now);
// "2": records the request on an order that is neither cancelled nor delivered.
ReplyResult request_cancel_by_text(soci::session& s, const std::string& order_id, long long now);

// The orders' confirmations (orders without one are absent).
std::map<std::string, Confirmation> confirmations_of(soci::session& s,
                                                     const std::vector<std::string>& ids);
// The order's phone as the customer typed it ("" when no such order).
std::string phone_of(soci::session& s, const std::string& order_id);
// A deleted order's confirmation goes with it.
void delete_confirmation(soci::session& s, const std::string& order_id);

}  // namespace aqua::orders
