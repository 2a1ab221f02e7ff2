-- A period the scheduler reached only after all its delivery days had passed (the server was
-- down) is recorded as 'missed': no order, no delivery, and the admins are told
-- (subscriptions/renewals.cpp). The status check gains the value: the table is rebuilt, the
-- same way on both engines.
CREATE TABLE subscription_periods_new (
  subscription_id TEXT NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  period_start TEXT NOT NULL,
  period_index INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('billed', 'paused', 'cancelled', 'missed')),
  order_id TEXT NOT NULL DEFAULT '',
  created_at BIGINT NOT NULL,
  PRIMARY KEY (subscription_id, period_start),
  UNIQUE (subscription_id, period_index)
);
INSERT INTO subscription_periods_new (subscription_id, period_start, period_index, status,
  order_id, created_at)
SELECT subscription_id, period_start, period_index, status, order_id, created_at
FROM subscription_periods;
DROP TABLE subscription_periods;
ALTER TABLE subscription_periods_new RENAME TO subscription_periods;

-- Credits: money a customer paid for subscription bottles that did not come (a paid renewal
-- whose deliveries all went away, skipped deliveries of a paid period). Applied to the next
-- renewal order as its discount (applied_order_id), or owed when the subscription ended.
-- kind 'carried': what a renewal could not take (its total was smaller), waiting for the next.
CREATE TABLE subscription_credits (
  id {{ID}},
  subscription_id TEXT NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  kind TEXT NOT NULL DEFAULT 'refund' CHECK (kind IN ('refund', 'carried')),
  period_start TEXT NOT NULL,
  order_id TEXT NOT NULL,
  bottles INTEGER NOT NULL DEFAULT 0,
  amount_paisa BIGINT NOT NULL CHECK (amount_paisa > 0),
  reason TEXT NOT NULL,
  applied_order_id TEXT NOT NULL DEFAULT '',
  created_at BIGINT NOT NULL
);
CREATE INDEX subscription_credits_sub ON subscription_credits (subscription_id);
CREATE INDEX subscription_credits_order ON subscription_credits (order_id);
