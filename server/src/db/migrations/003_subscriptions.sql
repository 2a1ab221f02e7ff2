-- Subscriptions (docs/product.md#subscriptions): one per subscription line of a placed order,
-- its billing periods (one row per period: billed with its renewal order, paused or
-- cancelled; the primary key makes each period happen once), the planned deliveries, and
-- the manage links (only hashes of the secrets are kept).

CREATE TABLE subscriptions (
  id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL,
  position INTEGER NOT NULL,
  product_id TEXT NOT NULL,
  product_name TEXT NOT NULL,
  plan_id TEXT NOT NULL,
  plan_name TEXT NOT NULL,
  frequency TEXT NOT NULL CHECK (frequency IN ('Monthly', 'Weekly', 'Bi-Weekly')),
  bottles INTEGER NOT NULL,
  unit_paisa BIGINT NOT NULL,
  discount_bp INTEGER NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  has_bottle_exchange INTEGER NOT NULL DEFAULT 0,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  address TEXT NOT NULL,
  city TEXT NOT NULL,
  postal_code TEXT NOT NULL,
  delivery_address TEXT NOT NULL,
  delivery_city TEXT NOT NULL,
  delivery_postal_code TEXT NOT NULL,
  payment_method TEXT NOT NULL,
  -- 0 = Sunday .. 6 = Saturday; -1: the weekday of start_date (rows made by this migration)
  weekday INTEGER NOT NULL,
  slot TEXT NOT NULL,
  split TEXT NOT NULL CHECK (split IN ('all', 'biweekly', 'weekly')),
  start_date TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'cancelled')),
  paused_until TEXT NOT NULL DEFAULT '',
  cancel_from TEXT NOT NULL DEFAULT '',
  note TEXT NOT NULL DEFAULT '',
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL,
  UNIQUE (order_id, position)
);
CREATE INDEX subscriptions_email ON subscriptions (email);
CREATE INDEX subscriptions_created_at ON subscriptions (created_at);

CREATE TABLE subscription_periods (
  subscription_id TEXT NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  period_start TEXT NOT NULL,
  period_index INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('billed', 'paused', 'cancelled')),
  order_id TEXT NOT NULL DEFAULT '',
  created_at BIGINT NOT NULL,
  PRIMARY KEY (subscription_id, period_start),
  UNIQUE (subscription_id, period_index)
);

CREATE TABLE subscription_deliveries (
  id {{ID}},
  subscription_id TEXT NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  period_start TEXT NOT NULL,
  order_id TEXT NOT NULL DEFAULT '',
  date TEXT NOT NULL,
  slot TEXT NOT NULL,
  address TEXT NOT NULL,
  city TEXT NOT NULL,
  postal_code TEXT NOT NULL,
  product_id TEXT NOT NULL,
  product_name TEXT NOT NULL,
  bottles INTEGER NOT NULL CHECK (bottles > 0),
  status TEXT NOT NULL DEFAULT 'planned'
    CHECK (status IN ('planned', 'skipped', 'dispatched', 'delivered', 'failed', 'cancelled')),
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE INDEX subscription_deliveries_sub ON subscription_deliveries (subscription_id, date);
CREATE INDEX subscription_deliveries_date ON subscription_deliveries (date);

CREATE TABLE subscription_links (
  token_hash TEXT PRIMARY KEY,
  subscription_id TEXT NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  created_at BIGINT NOT NULL
);
CREATE INDEX subscription_links_sub ON subscription_links (subscription_id);

-- Where an order came from ('web' or 'subscription'), and the subscription it renews.
ALTER TABLE orders ADD COLUMN source TEXT NOT NULL DEFAULT 'web';
ALTER TABLE orders ADD COLUMN subscription_id TEXT NOT NULL DEFAULT '';

-- Orders placed before subscriptions existed get theirs now; the server plans their first
-- period's deliveries when it starts (subscriptions/service.cpp, plan_missing_periods).
INSERT INTO subscriptions (id, order_id, position, product_id, product_name, plan_id,
  plan_name, frequency, bottles, unit_paisa, discount_bp, quantity, has_bottle_exchange,
  first_name, last_name, email, phone, address, city, postal_code, delivery_address,
  delivery_city, delivery_postal_code, payment_method, weekday, slot, split, start_date,
  status, created_at, updated_at)
SELECT 'SUB-' || substr(o.id, 5) || '-' || CAST(i.position AS TEXT), o.id, i.position,
  i.product_id, i.product_name, i.subscription_plan, i.plan_name,
  CASE WHEN i.frequency IN ('Weekly', 'Bi-Weekly') THEN i.frequency ELSE 'Monthly' END,
  CASE WHEN i.bottles > 0 THEN i.bottles ELSE 1 END, i.unit_paisa, i.discount_bp, i.quantity,
  i.has_bottle_exchange, o.first_name, o.last_name, o.email, o.phone, o.address, o.city,
  o.postal_code,
  CASE WHEN o.delivery_address = '' THEN o.address ELSE o.delivery_address END,
  CASE WHEN o.delivery_city = '' THEN o.city ELSE o.delivery_city END,
  CASE WHEN o.delivery_postal_code = '' THEN o.postal_code ELSE o.delivery_postal_code END,
  o.payment_method, -1, o.delivery_time,
  CASE WHEN i.frequency IN ('Weekly', 'Bi-Weekly') THEN 'all' ELSE 'weekly' END,
  o.delivery_date, CASE WHEN o.status = 'cancelled' THEN 'cancelled' ELSE 'active' END,
  o.created_at, o.created_at
FROM order_items i JOIN orders o ON o.id = i.order_id
WHERE i.purchase_type = 'subscription';
