// libFuzzer: the contact form's decoding, sanitising and validation.
#include <regex>

#include "contact/routes.hpp"
#include "core/api_error.hpp"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, size_t size) {
  std::string body(reinterpret_cast<const char*>(data), size);
  try {
    auto m = aqua::contact::parse_message(body);
    static const std::regex script_tag(R"(<\s*script\b)", std::regex::icase);
    if (std::regex_search(m.message, script_tag)) __builtin_trap();  // sanitised away
  } catch (const aqua::ApiError&) {
  }
  return 0;
}
