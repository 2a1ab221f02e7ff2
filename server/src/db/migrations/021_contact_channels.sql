-- A customer's channel for messages (docs/product.md, "Text messages"): 'sms', 'email' or
-- 'both' (the default, kept as no row), one row per address: the mobile number as the SMS
-- outbox writes it (+923…) and the lower-cased e-mail, both written when staff or the
-- customer choose (messages/channels.cpp).
CREATE TABLE contact_channels (
  address TEXT PRIMARY KEY,
  channel TEXT NOT NULL CHECK (channel IN ('sms', 'email', 'both')),
  updated_at BIGINT NOT NULL
);
