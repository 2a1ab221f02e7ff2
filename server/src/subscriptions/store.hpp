// The subscriptions' SQL: subscriptions, their periods, planned deliveries and manage links.
#pragma once
#include <soci/soci.h>

#include <optional>
#include <string>
#include <vector>

#include "subscriptions/model.hpp"

namespace aqua::db {
class RowView;
}

namespace aqua::subscriptions::store {

// Every column of a subscription, and one row of them read in place.
const char* columns();
Subscription read_view(const db::RowView& r);

// Without waiting for an answer (db::exec_deferred): a taken id (four random characters per
// 8 ms) fails the write with a duplicate key (db::is_unique_violation) when it is sent.
void insert(soci::session& s, const Subscription& sub);
// Saves the fields a customer or admin may change (schedule, address, status, note).
void update(soci::session& s, const Subscription& sub);
// Locks the row until the transaction ends (PostgreSQL), so changes and renewals of one
// subscription run one after the other. False when there is no such subscription.
bool lock(soci::session& s, const std::string& id);
std::optional<Subscription> find(soci::session& s, const std::string& id);
// The subscription's customer language ("en" or "ur"; "en" when there is none).
std::string language_of(soci::session& s, const std::string& id);

// A page starts after `after` (the last one shown: created_at, id) when it is set.
struct Cursor {
  long long created_at = 0;
  std::string id;
};
struct Filter {
  std::string q, status, order_id, today;
  std::optional<Cursor> after;
  int limit = 20;
};
// Counted up to kTotalCap matches (total_capped: more match).
constexpr long long kTotalCap = 10'000;
struct Page {
  std::vector<Subscription> items;
  long long total = 0;
  bool total_capped = false, more = false;
};
// Newest first (created_at, id descending), by keyset (list_query.cpp): a statement per
// filter shape, each an index lookup, as fast deep in the list as on the first page.
Page list(soci::session& s, const Filter& f);
std::vector<Subscription> by_email(soci::session& s, const std::string& email);
// Ids of subscriptions that may still need a period: not cancelled.
std::vector<std::string> live_ids(soci::session& s);
long long count_live(soci::session& s, const std::string& today);
// Active subscriptions per frequency: count and sum of unit x quantity x (10000 - discount bp).
struct FrequencySum {
  std::string frequency;
  long long count = 0, basis_points_paisa = 0;
};
std::vector<FrequencySum> active_by_frequency(soci::session& s, const std::string& today);
// Ids of subscriptions with a delivery still planned on or after `from_date`.
std::vector<std::string> with_planned_from(soci::session& s, const std::string& from_date);

std::vector<Period> periods(soci::session& s, const std::string& id);
void insert_period(soci::session& s, const std::string& id, const Period& p);

std::vector<Delivery> deliveries(soci::session& s, const std::string& id);
// A period's planned deliveries in one statement (none: nothing), their answer not awaited.
void insert_deliveries(soci::session& s, const std::vector<Delivery>& all, long long now);
void update_delivery(soci::session& s, const Delivery& d, long long now);
// The split-th (1-based, in planned order) delivery of a period takes `status`, unless it was
// skipped or cancelled. False when there is none.
bool set_delivery_status(soci::session& s, const std::string& id, const std::string& period_start,
                         int split, const std::string& status, long long now);
// A cancelled order: its planned deliveries become cancelled and the subscriptions it bought
// end from `today` (no renewal). Returns how many deliveries were cancelled.
int cancel_for_order(soci::session& s, const std::string& order_id, const std::string& today,
                     long long now);

void insert_link(soci::session& s, const std::string& id, const std::string& token_hash,
                 long long now);
bool link_matches(soci::session& s, const std::string& id, const std::string& token_hash);
// The subscription a link's hash opens ("" when none).
std::string link_owner(soci::session& s, const std::string& token_hash);

// Resumed: the paused periods starting after `today` (the last ones) are removed, to be
// renewed again. Returns how many.
int unpause_from(soci::session& s, const std::string& id, const std::string& today);

// Credits (store_credits.cpp).
void insert_credit(soci::session& s, const Credit& c);
std::vector<Credit> credits(soci::session& s, const std::string& id);
// What an order's refunds already credited to a subscription (never credited twice).
std::int64_t credited_for(soci::session& s, const std::string& order_id, const std::string& id);
// Every credit not yet applied now applies to the renewal order_id.
void apply_credits(soci::session& s, const std::string& id, const std::string& order_id);
// A renewal order cancelled or deleted: the credit it took (applied to it less what it
// carried on) comes back as a "carried" credit of its subscription, reason "Given back: …",
// for the next renewal. Once only. Returns the amount (0: it took none).
std::int64_t give_back_credit(soci::session& s, const std::string& order_id, long long now);
// That renewal reopened: the credit given back is its own again (removed). False, and nothing
// changed, when a later renewal already took it.
bool take_back_credit(soci::session& s, const std::string& order_id);

// Marks an order as a renewal of a subscription.
void mark_renewal(soci::session& s, const std::string& order_id, const std::string& id);

}  // namespace aqua::subscriptions::store
