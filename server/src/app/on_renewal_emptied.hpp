// What happens when deliveries of a subscription's billed period go away (skipped, paused
// over, or cancelled by a cancel-now): bottles a paid order paid for become a credit of the
// subscription (applied to the next renewal, or owed once it ended); a renewal with no
// delivery left that nothing paid for is cancelled with its stops (no cash is asked). The
// customer and the admins are mailed which.
#pragma once
#include <functional>
#include <vector>

#include "db/invariant.hpp"
#include "mail/templates.hpp"
#include "subscriptions/service.hpp"

namespace aqua::app {

// The reaction, given to the subscriptions service when it is made (app/main.cpp).
subscriptions::OnGone on_renewal_emptied(std::function<mail::ShopInfo()> shop);

std::vector<db::Invariant> renewal_credit_invariants();

}  // namespace aqua::app
