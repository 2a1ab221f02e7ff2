-- Closing, reopening and correcting a driver's day (docs/product.md#delivery-day): who received
-- the cash and why a day was closed with open stops or reopened, outcomes recorded late, every
-- correction of a recorded outcome (before and after) and every deposit refund.
ALTER TABLE driver_days ADD COLUMN received_by TEXT NOT NULL DEFAULT '';
ALTER TABLE driver_days ADD COLUMN close_reason TEXT NOT NULL DEFAULT '';
ALTER TABLE driver_days ADD COLUMN reopened_by TEXT NOT NULL DEFAULT '';
ALTER TABLE driver_days ADD COLUMN reopened_at BIGINT;
ALTER TABLE driver_days ADD COLUMN reopen_reason TEXT NOT NULL DEFAULT '';

-- 1: recorded after the stop's day, or on a day that had been closed and reopened.
ALTER TABLE deliveries ADD COLUMN outcome_late INTEGER NOT NULL DEFAULT 0;
-- When a manager last corrected the outcome (outcome_corrections keeps each one).
ALTER TABLE deliveries ADD COLUMN corrected_at BIGINT;

-- A manager's correction of a delivered stop's counts or cash: the original stays in the
-- ledger, reversed and replaced by movements that name the correction.
CREATE TABLE outcome_corrections (
  id {{ID}},
  delivery_id BIGINT NOT NULL REFERENCES deliveries (id) ON DELETE CASCADE,
  corrected_by TEXT NOT NULL,
  corrected_at BIGINT NOT NULL,
  reason TEXT NOT NULL,
  before_full_dropped INTEGER NOT NULL,
  before_empties_collected INTEGER NOT NULL,
  before_cash_collected_paisa BIGINT NOT NULL,
  after_full_dropped INTEGER NOT NULL,
  after_empties_collected INTEGER NOT NULL,
  after_cash_collected_paisa BIGINT NOT NULL
);
CREATE INDEX outcome_corrections_delivery ON outcome_corrections (delivery_id, id);

-- Bottles a customer returned for good and the deposit paid back for them.
CREATE TABLE deposit_refunds (
  id {{ID}},
  customer_key TEXT NOT NULL,
  bottles INTEGER NOT NULL CHECK (bottles >= 0),
  deposit_paisa BIGINT NOT NULL CHECK (deposit_paisa >= 0),
  reason TEXT NOT NULL,
  refunded_by TEXT NOT NULL,
  refunded_at BIGINT NOT NULL
);
CREATE INDEX deposit_refunds_customer ON deposit_refunds (customer_key);

ALTER TABLE bottle_ledger ADD COLUMN correction_id BIGINT;
ALTER TABLE bottle_ledger ADD COLUMN refund_id BIGINT;
