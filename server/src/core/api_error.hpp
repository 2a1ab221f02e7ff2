// The one error type routes throw; the router renders it as the API's JSON error shape.
#pragma once
#include <map>
#include <stdexcept>
#include <string>

namespace aqua {

struct ApiError : std::runtime_error {
  int status;
  std::string code;
  std::map<std::string, std::string> fields;  // field name -> message shown under the input

  ApiError(int status_, std::string code_, const std::string& message,
           std::map<std::string, std::string> fields_ = {})
      : std::runtime_error(message),
        status(status_),
        code(std::move(code_)),
        fields(std::move(fields_)) {}

  static ApiError bad_request(const std::string& m) { return {400, "bad_request", m}; }
  static ApiError bad_json(const std::string& m = "Request body must be a JSON object") {
    return {400, "bad_json", m};
  }
  static ApiError not_found(const std::string& m = "Not found") { return {404, "not_found", m}; }
  static ApiError validation(const std::string& m, std::map<std::string, std::string> f = {}) {
    return {422, "validation_failed", m, std::move(f)};
  }
  static ApiError rate_limited() {
    return {429, "rate_limited", "Rate limit exceeded. Please try again later."};
  }
  static ApiError unavailable() {
    return {503, "unavailable", "The shop is temporarily unavailable. Please try again shortly."};
  }
};

}  // namespace aqua
