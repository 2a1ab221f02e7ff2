-- The drivers' roster (docs/product.md#planning-the-day): every active driver is on duty every day
-- unless a manager marks them off for a date (on_duty 0; on_duty 1: back on duty). The planner
-- and auto-assign use only the drivers on duty.
CREATE TABLE driver_roster (
  driver_id TEXT NOT NULL,
  roster_date TEXT NOT NULL,
  on_duty INTEGER NOT NULL CHECK (on_duty IN (0, 1)),
  set_by TEXT NOT NULL DEFAULT '',
  set_at BIGINT NOT NULL DEFAULT 0,
  PRIMARY KEY (driver_id, roster_date)
);

-- A driver's stops of a date are numbered 1..n (docs/product.md#planning-the-day): older
-- plans and reorders could leave two stops with one number.
UPDATE deliveries SET sequence = (SELECT r.n FROM (SELECT id, ROW_NUMBER() OVER (PARTITION BY
  driver_id, delivery_date ORDER BY sequence, id) AS n FROM deliveries WHERE driver_id <> '')
  r WHERE r.id = deliveries.id) WHERE driver_id <> '';
