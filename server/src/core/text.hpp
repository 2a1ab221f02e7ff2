// Pure text rules used by every feature: trimming, case folding, sanitising user text.
#pragma once
#include <string>
#include <string_view>

namespace aqua::text {

std::string trim(std::string_view s);
std::string to_lower_ascii(std::string_view s);
bool contains_ci(std::string_view haystack, std::string_view needle);

// The sanitiser for user text (docs/product.md#catalogue): trimmed, <script> blocks,
// 'javascript:' and inline event-handler attributes (onclick= …) removed. Output is still
// escaped when rendered. Entities are decoded first (text is stored decoded and escaped when
// shown), so encoded schemes ("jav&#x61;script:") are caught too; srcdoc attributes are
// removed as well.
std::string sanitize(std::string_view s);

// HTML character references decoded: numeric ones and the few named ones used to hide
// markup or schemes (&colon; &Tab; &NewLine; &lt; &gt; &amp; &quot; …).
std::string decode_entities(std::string_view s);

// True when s is valid UTF-8 without control characters other than tab/newline (C0, DEL and
// C1) and without the bidi embedding, override and isolate characters (U+202A-U+202E,
// U+2066-U+2069) that make an address or name display other than it reads. The marks
// U+200E/U+200F, which Urdu text may need, are kept.
bool is_clean_utf8(std::string_view s);

// At most max_bytes of s, cut between characters, each byte that is not part of well-formed
// UTF-8 as '?': text from outside (an SMTP server's reply) that a database must accept.
std::string utf8_prefix(std::string_view s, std::size_t max_bytes);

// Number of Unicode code points (for length limits that people count in characters).
std::size_t utf8_length(std::string_view s);

std::string fnv1a_hex(std::string_view data);

// Text for an HTML page or mail: & < > " ' as character references.
std::string html_escape(std::string_view s);

// One CSV cell: quoted when needed, and formula-looking text (=, +, -, @) defused for
// spreadsheets.
std::string csv_cell(const std::string& s);

}  // namespace aqua::text
