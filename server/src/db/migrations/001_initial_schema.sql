-- The shop's whole schema. Money is integer paisa (1/100 PKR); times are epoch milliseconds
-- (UTC); booleans are 0/1 integers; lists are JSON text. {{ID}} is an auto-increment key.

CREATE TABLE settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  updated_at BIGINT NOT NULL
);

CREATE TABLE products (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  price_paisa BIGINT NOT NULL CHECK (price_paisa > 0),
  image TEXT NOT NULL DEFAULT '',
  size TEXT NOT NULL DEFAULT '',
  type TEXT NOT NULL DEFAULT 'bottle' CHECK (type IN ('bottle', 'dispenser', 'accessory')),
  featured INTEGER NOT NULL DEFAULT 0,
  has_exchange INTEGER NOT NULL DEFAULT 0,
  deposit_paisa BIGINT NOT NULL DEFAULT 0 CHECK (deposit_paisa >= 0),
  is_active INTEGER NOT NULL DEFAULT 1,
  sort_order INTEGER NOT NULL DEFAULT 0,
  created_by TEXT NOT NULL DEFAULT 'system',
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);

CREATE TABLE plans (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  price_paisa BIGINT NOT NULL CHECK (price_paisa >= 0),
  bottles INTEGER NOT NULL DEFAULT 1 CHECK (bottles >= 0),
  frequency TEXT NOT NULL DEFAULT 'Monthly' CHECK (frequency IN ('Monthly', 'Weekly', 'Bi-Weekly')),
  popular INTEGER NOT NULL DEFAULT 0,
  savings TEXT NOT NULL DEFAULT '',
  discount_bp INTEGER NOT NULL DEFAULT 1500 CHECK (discount_bp BETWEEN 0 AND 10000),
  features TEXT NOT NULL DEFAULT '[]',
  sort_order INTEGER NOT NULL DEFAULT 0,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);

CREATE TABLE coupons (
  code TEXT PRIMARY KEY,
  percent_bp INTEGER NOT NULL CHECK (percent_bp BETWEEN 0 AND 10000),
  min_subtotal_paisa BIGINT NOT NULL DEFAULT 0,
  is_active INTEGER NOT NULL DEFAULT 1,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);

CREATE TABLE orders (
  id TEXT PRIMARY KEY,
  access_token_hash TEXT NOT NULL,
  customer_id TEXT NOT NULL DEFAULT 'guest',
  external_user_id TEXT NOT NULL DEFAULT 'guest',
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  address TEXT NOT NULL,
  city TEXT NOT NULL,
  postal_code TEXT NOT NULL,
  delivery_address TEXT NOT NULL DEFAULT '',
  delivery_city TEXT NOT NULL DEFAULT '',
  delivery_postal_code TEXT NOT NULL DEFAULT '',
  notes TEXT NOT NULL DEFAULT '',
  order_note TEXT NOT NULL DEFAULT '',
  payment_method TEXT NOT NULL DEFAULT 'cod' CHECK (payment_method IN ('cod', 'wallet')),
  status TEXT NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'processing', 'delivered', 'cancelled')),
  payment_status TEXT NOT NULL DEFAULT 'pending'
    CHECK (payment_status IN ('pending', 'paid', 'refunded')),
  delivery_date TEXT NOT NULL,
  delivery_time TEXT NOT NULL,
  coupon_code TEXT NOT NULL DEFAULT '',
  subtotal_paisa BIGINT NOT NULL,
  discount_paisa BIGINT NOT NULL DEFAULT 0,
  delivery_paisa BIGINT NOT NULL DEFAULT 0,
  total_paisa BIGINT NOT NULL,
  tracking_number TEXT NOT NULL,
  order_date BIGINT NOT NULL,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE INDEX orders_created_at ON orders (created_at);
CREATE INDEX orders_email ON orders (email);
CREATE INDEX orders_phone ON orders (phone);

CREATE TABLE order_items (
  id {{ID}},
  order_id TEXT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  product_id TEXT NOT NULL,
  product_name TEXT NOT NULL,
  unit_paisa BIGINT NOT NULL,
  deposit_paisa BIGINT NOT NULL DEFAULT 0,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  purchase_type TEXT NOT NULL CHECK (purchase_type IN ('one-time', 'subscription')),
  subscription_plan TEXT NOT NULL DEFAULT '',
  has_bottle_exchange INTEGER NOT NULL DEFAULT 0,
  plan_name TEXT NOT NULL DEFAULT '',
  frequency TEXT NOT NULL DEFAULT '',
  bottles INTEGER NOT NULL DEFAULT 0,
  savings TEXT NOT NULL DEFAULT '',
  discount_bp INTEGER NOT NULL DEFAULT 0,
  line_total_paisa BIGINT NOT NULL
);
CREATE INDEX order_items_order ON order_items (order_id);

CREATE TABLE idempotency_keys (
  key TEXT PRIMARY KEY,
  request_hash TEXT NOT NULL,
  order_id TEXT NOT NULL,
  access_token TEXT NOT NULL,
  created_at BIGINT NOT NULL
);

CREATE TABLE admins (
  id TEXT PRIMARY KEY,
  username TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL DEFAULT '',
  role TEXT NOT NULL CHECK (role IN ('super-admin', 'admin', 'manager', 'customer', 'driver')),
  permissions TEXT NOT NULL DEFAULT '[]',
  password_hash TEXT NOT NULL,
  is_active INTEGER NOT NULL DEFAULT 1,
  created_by TEXT NOT NULL DEFAULT 'system',
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL,
  last_login_at BIGINT
);

CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  admin_id TEXT NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
  created_at BIGINT NOT NULL,
  last_used_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL
);
CREATE INDEX sessions_expires ON sessions (expires_at);

CREATE TABLE rate_limits (
  bucket TEXT PRIMARY KEY,
  window_start BIGINT NOT NULL,
  count INTEGER NOT NULL
);

CREATE TABLE audit_logs (
  id {{ID}},
  action TEXT NOT NULL,
  resource TEXT NOT NULL,
  resource_id TEXT NOT NULL DEFAULT '',
  user_id TEXT NOT NULL DEFAULT 'anonymous',
  user_email TEXT NOT NULL DEFAULT 'unknown',
  user_role TEXT NOT NULL DEFAULT '',
  timestamp BIGINT NOT NULL,
  success INTEGER NOT NULL,
  error_message TEXT NOT NULL DEFAULT '',
  metadata TEXT NOT NULL DEFAULT '{}'
);
CREATE INDEX audit_logs_timestamp ON audit_logs (timestamp);

CREATE TABLE contact_messages (
  id {{ID}},
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL DEFAULT '',
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  remote_ip TEXT NOT NULL DEFAULT '',
  created_at BIGINT NOT NULL
);

CREATE TABLE mail_outbox (
  id {{ID}},
  kind TEXT NOT NULL,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body_text TEXT NOT NULL,
  body_html TEXT NOT NULL,
  order_id TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at BIGINT NOT NULL,
  last_error TEXT NOT NULL DEFAULT '',
  created_at BIGINT NOT NULL,
  sent_at BIGINT
);
CREATE INDEX mail_outbox_due ON mail_outbox (status, next_attempt_at);

CREATE TABLE catalog_version (
  id INTEGER PRIMARY KEY,
  version BIGINT NOT NULL
);
INSERT INTO catalog_version (id, version) VALUES (1, 1);
