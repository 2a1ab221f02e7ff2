-- The delivery day (docs/product.md#delivery-day): zones, stops, outcomes, the bottle ledger and
-- drivers' days. Stops come from any source through delivery::Service::add_stop.

CREATE TABLE zones (
  id {{ID}},
  name TEXT NOT NULL UNIQUE,
  city TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);

-- A postal code belongs to at most one zone (normalised: no spaces, upper case).
CREATE TABLE zone_postal_codes (
  postal_code TEXT PRIMARY KEY,
  zone_id BIGINT NOT NULL REFERENCES zones (id) ON DELETE CASCADE
);

CREATE TABLE driver_zones (
  driver_id TEXT NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
  zone_id BIGINT NOT NULL REFERENCES zones (id) ON DELETE CASCADE,
  PRIMARY KEY (driver_id, zone_id)
);

-- One visit to one address on one date and slot. source_key makes add_stop idempotent:
-- "order:ORD-…", "sub:ID:PERIOD", or a rescheduled stop's "…@DATE#ID".
CREATE TABLE deliveries (
  id {{ID}},
  source_key TEXT NOT NULL UNIQUE,
  order_id TEXT NOT NULL DEFAULT '',
  subscription_id TEXT NOT NULL DEFAULT '',
  period TEXT NOT NULL DEFAULT '',
  delivery_date TEXT NOT NULL,
  slot TEXT NOT NULL,
  address TEXT NOT NULL DEFAULT '',
  postal_code TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL DEFAULT '',
  customer_key TEXT NOT NULL,
  phone TEXT NOT NULL DEFAULT '',
  name TEXT NOT NULL DEFAULT '',
  bottles_due INTEGER NOT NULL DEFAULT 0 CHECK (bottles_due >= 0),
  empties_due INTEGER NOT NULL DEFAULT 0 CHECK (empties_due >= 0),
  cash_due_paisa BIGINT NOT NULL DEFAULT 0 CHECK (cash_due_paisa >= 0),
  notes TEXT NOT NULL DEFAULT '',
  zone_id BIGINT REFERENCES zones (id) ON DELETE SET NULL,
  driver_id TEXT NOT NULL DEFAULT '',
  sequence INTEGER NOT NULL DEFAULT 0,
  status TEXT NOT NULL DEFAULT 'planned'
    CHECK (status IN ('planned', 'delivered', 'failed', 'rescheduled', 'cancelled')),
  outcome_key TEXT,
  full_dropped INTEGER NOT NULL DEFAULT 0,
  empties_collected INTEGER NOT NULL DEFAULT 0,
  cash_collected_paisa BIGINT NOT NULL DEFAULT 0,
  failure_reason TEXT NOT NULL DEFAULT '',
  outcome_note TEXT NOT NULL DEFAULT '',
  outcome_at BIGINT,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE INDEX deliveries_date ON deliveries (delivery_date, slot);
CREATE INDEX deliveries_driver_date ON deliveries (driver_id, delivery_date);
-- Partial indexes: almost every stop ends delivered, so a plain status index misleads the
-- planner; these hold only the few open and failed stops (dispatch board, cash outstanding).
CREATE INDEX deliveries_failed ON deliveries (delivery_date) WHERE status = 'failed';
CREATE INDEX deliveries_open ON deliveries (status) WHERE status IN ('planned', 'failed');
CREATE INDEX deliveries_order ON deliveries (order_id);

-- What a stop drops: products and counts (returnable: a bottle that comes back empty).
CREATE TABLE delivery_lines (
  id {{ID}},
  delivery_id BIGINT NOT NULL REFERENCES deliveries (id) ON DELETE CASCADE,
  product_id TEXT NOT NULL,
  name TEXT NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  returnable INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX delivery_lines_delivery ON delivery_lines (delivery_id);

-- Every movement of returnable bottles and their deposits, per customer key ("e:" + e-mail
-- in lower case, or "p:" + phone, as the admin customers page). Balance = sum of movements.
CREATE TABLE bottle_ledger (
  id {{ID}},
  customer_key TEXT NOT NULL,
  kind TEXT NOT NULL
    CHECK (kind IN ('dropped', 'collected', 'deposit_charged', 'deposit_refunded')),
  bottles INTEGER NOT NULL DEFAULT 0,
  deposit_paisa BIGINT NOT NULL DEFAULT 0,
  delivery_id BIGINT,
  order_id TEXT NOT NULL DEFAULT '',
  created_at BIGINT NOT NULL
);
CREATE INDEX bottle_ledger_customer ON bottle_ledger (customer_key);

-- Each customer's balance, kept in the same transaction as every movement (the dashboard and
-- the stops read it; tests check it equals the sum of the movements).
CREATE TABLE bottle_balances (
  customer_key TEXT PRIMARY KEY,
  bottles INTEGER NOT NULL DEFAULT 0,
  deposit_paisa BIGINT NOT NULL DEFAULT 0
);

-- A driver's day: the cash the driver's outcomes recorded (kept in the outcome's own
-- transaction) and whether an admin closed it.
CREATE TABLE driver_days (
  driver_id TEXT NOT NULL,
  delivery_date TEXT NOT NULL,
  cash_collected_paisa BIGINT NOT NULL DEFAULT 0,
  closed INTEGER NOT NULL DEFAULT 0,
  closed_by TEXT NOT NULL DEFAULT '',
  closed_at BIGINT,
  PRIMARY KEY (driver_id, delivery_date)
);

-- The dashboard's orders and revenue per day (server/src/reports/) read only this index.
CREATE INDEX orders_day_totals ON orders (created_at, status, total_paisa);

-- Existing one-time orders get their stop: one-time lines to drop, exchange lines to collect,
-- a COD order's total as cash due (unless already paid or cancelled).
INSERT INTO deliveries (source_key, order_id, delivery_date, slot, address, postal_code, city,
  customer_key, phone, name, bottles_due, empties_due, cash_due_paisa, notes, status,
  created_at, updated_at)
SELECT 'order:' || o.id, o.id, o.delivery_date, o.delivery_time,
  CASE WHEN o.delivery_address <> '' THEN o.delivery_address ELSE o.address END,
  REPLACE(UPPER(CASE WHEN o.delivery_address <> '' THEN o.delivery_postal_code ELSE o.postal_code END), ' ', ''),
  CASE WHEN o.delivery_address <> '' THEN o.delivery_city ELSE o.city END,
  CASE WHEN o.email <> '' THEN 'e:' || LOWER(o.email) ELSE 'p:' || o.phone END,
  o.phone, o.first_name || ' ' || o.last_name,
  (SELECT COALESCE(SUM(i.quantity), 0) FROM order_items i WHERE i.order_id = o.id
     AND i.purchase_type = 'one-time' AND (i.has_bottle_exchange = 1 OR i.deposit_paisa > 0)),
  (SELECT COALESCE(SUM(i.quantity), 0) FROM order_items i WHERE i.order_id = o.id
     AND i.purchase_type = 'one-time' AND i.has_bottle_exchange = 1),
  CASE WHEN o.payment_method = 'cod' AND o.payment_status = 'pending' THEN o.total_paisa ELSE 0 END,
  TRIM(o.notes || ' ' || o.order_note),
  CASE WHEN o.status = 'cancelled' THEN 'cancelled'
       WHEN o.status = 'delivered' THEN 'delivered' ELSE 'planned' END,
  o.created_at, o.created_at
FROM orders o
WHERE EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id AND i.purchase_type = 'one-time');

INSERT INTO delivery_lines (delivery_id, product_id, name, quantity, returnable)
SELECT d.id, i.product_id, i.product_name, i.quantity,
  CASE WHEN i.has_bottle_exchange = 1 OR i.deposit_paisa > 0 THEN 1 ELSE 0 END
FROM order_items i JOIN deliveries d ON d.source_key = 'order:' || i.order_id
WHERE i.purchase_type = 'one-time'
ORDER BY d.id, i.position;

INSERT INTO bottle_ledger (customer_key, kind, bottles, deposit_paisa, order_id, created_at)
SELECT CASE WHEN o.email <> '' THEN 'e:' || LOWER(o.email) ELSE 'p:' || o.phone END,
  'deposit_charged', 0, SUM(i.deposit_paisa), o.id, o.created_at
FROM orders o JOIN order_items i ON i.order_id = o.id
WHERE i.deposit_paisa > 0 AND o.status <> 'cancelled'
GROUP BY o.id, o.email, o.phone, o.created_at;

INSERT INTO bottle_balances (customer_key, bottles, deposit_paisa)
SELECT customer_key, SUM(bottles), SUM(deposit_paisa) FROM bottle_ledger GROUP BY customer_key;
