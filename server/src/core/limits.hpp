// Abuse limits the features enforce, configured from AQUA_* variables (docs/deploy.md).
#pragma once

namespace aqua {

struct Rate {
  long count;     // at most this many …
  long window_s;  // … per this many seconds
  long long window_ms() const { return window_s * 1000LL; }
};

struct AbuseLimits {
  Rate order_per_address{10, 3600};  // orders placed from one client address
  Rate order_per_customer{5, 3600};  // orders for one e-mail address, and for one phone
  Rate contact_per_address{5, 600};  // contact-form messages from one client address
};

}  // namespace aqua
