// Pure input rules shared by checkout and the contact form (docs/product.md#checkout-and-pricing).
#pragma once
#include <string_view>

namespace aqua::validate {

// Looks like name@domain.tld: one @, no spaces, a dot in the domain with text around it.
bool is_email(std::string_view s);
// Spaces stripped, then an optional '+' followed by at least 10 digits, dashes or
// parentheses; we also require at least 10 actual digits so '----------' is not a phone.
bool is_phone(std::string_view s);

// A path on this site ("/images/x.svg", "/uploads/ab12.png"): one leading '/', never "//"
// (another host) or '\\', no "..", no scheme, only URL-safe characters.
bool is_local_path(std::string_view s);

}  // namespace aqua::validate
