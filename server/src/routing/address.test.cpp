#include "routing/address.hpp"

#include <gtest/gtest.h>

#include <string>

namespace aqua::routing {
namespace {

std::string where(const char* address) {
  auto p = locate_address(address);
  return p ? p->name : std::string("(none)");
}

// Address lines as people type them, and the place each one names.
TEST(RoutingAddress, FindsSectorsAsPeopleTypeThem) {
  const std::pair<const char*, const char*> cases[] = {
      {"H# 12 St 3 G9/2", "G-9/2"},
      {"house 5, street 10, sector F-7/3", "F-7/3"},
      {"G-9 Markaz", "G-9"},
      {"Markaz F-10, Islamabad", "F-10"},
      {"House 221, Street 12, E-11/2, Islamabad", "E-11/2"},
      {"h.no 4 st 7 i-8/3", "I-8/3"},
      {"Flat 3, Block B, G 11/1", "G-11/1"},
      {"House 9 F 7 / 2", "F-7/2"},
      {"House no. 14, Gali 5, G-10/4", "G-10/4"},
      {"plot 33 I-9/4 industrial area", "I-9/4"},
      {"F6/1 near kohsar market", "F-6/1"},
      {"Street 3 sector g-13", "G-13"},
      {"H 12 St 3 G-9/2", "G-9/2"},  // "H 12" is the house, not sector H-12
      {"House 4, H-13 near NUST", "H-13"},
      {"sector E.7", "E-7"},
      {"F-8/1, house 22", "F-8/1"},
      {"I-16/3 street 5", "I-16/3"},
      {"G-5", "G-5"},
      {"house 5 G-10-2", "G-10/2"},
  };
  for (const auto& [address, expected] : cases) EXPECT_EQ(where(address), expected) << address;
}

TEST(RoutingAddress, FindsNamedAreasOfBothCities) {
  const std::pair<const char*, const char*> cases[] = {
      {"Bahria Town Phase 7", "Bahria Town Phase 7"},
      {"house 12 street 4 bahria town ph-8 rawalpindi", "Bahria Town Phase 8"},
      {"Phase 4, Bahria Town", "Bahria Town Phase 4"},
      {"bahria phase vii", "Bahria Town Phase 7"},
      {"Bahria Town, Rawalpindi", "Bahria Town"},
      {"Bahria Enclave sector C", "Bahria Enclave"},
      {"DHA Phase 2 Islamabad", "DHA Phase 2"},
      {"Defence phase II sector A", "DHA Phase 2"},
      {"Satellite Town Rawalpindi", "Satellite Town"},
      {"house 3 c block satelite town", "Satellite Town"},
      {"Saddar, Rawalpindi Cantt", "Saddar"},
      {"near Raja Bazaar", "Raja Bazar"},
      {"Committee Chowk, Murree Road", "Committee Chowk"},
      {"Murree Rd near Chandni Chowk", "Chandni Chowk"},
      {"Shop 4, Murree Road", "Murree Road"},
      {"PWD Colony block C", "PWD"},
      {"Gulberg Greens", "Gulberg Greens"},
      {"Gulberg, Islamabad", "Gulberg"},
      {"Chaklala Scheme III", "Chaklala Scheme 3"},
      {"Chaklala Cantt", "Chaklala"},
      {"Westridge 1", "Westridge"},
      {"office 5, Blue Area", "Blue Area"},
      {"6th Road Rawalpindi", "6th Road"},
      {"Faizabad", "Faizabad"},
  };
  for (const auto& [address, expected] : cases) EXPECT_EQ(where(address), expected) << address;
}

TEST(RoutingAddress, PrefersTheMorePreciseMention) {
  EXPECT_EQ(where("Sector F-7/3 near Blue Area"), "F-7/3");
  EXPECT_EQ(where("Aabpara market, G-6"), "Aabpara");
}

TEST(RoutingAddress, FindsNothingWhereNothingIsNamed) {
  for (const char* address : {"", "House 5 Street 10", "H# 12", "Lane 11 phase 5", "house 5 J-9/2",
                              "G-25", "F-4", "Street 7, Lahore"}) {
    EXPECT_EQ(where(address), "(none)") << address;
  }
}

}  // namespace
}  // namespace aqua::routing
