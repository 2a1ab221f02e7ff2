-- Planning the delivery day (docs/product.md#planning-the-day): where each customer address
-- is (a manager's pin, or the phone's positions recorded with delivered outcomes), a
-- manager's locks of a stop to a driver (and place), each stop's planned arrival, and the
-- planner's settings.

-- A manager's pin for a customer's address (address_key: the address trimmed, lower case).
CREATE TABLE address_pins (
  customer_key TEXT NOT NULL,
  address_key TEXT NOT NULL,
  lat DOUBLE PRECISION NOT NULL CHECK (lat BETWEEN -90 AND 90),
  lng DOUBLE PRECISION NOT NULL CHECK (lng BETWEEN -180 AND 180),
  pinned_by TEXT NOT NULL DEFAULT '',
  pinned_at BIGINT NOT NULL,
  PRIMARY KEY (customer_key, address_key)
);

-- Where the driver's phone was when a stop was delivered (only when the driver allowed it).
ALTER TABLE deliveries ADD COLUMN position_lat DOUBLE PRECISION;
ALTER TABLE deliveries ADD COLUMN position_lng DOUBLE PRECISION;
ALTER TABLE deliveries ADD COLUMN position_accuracy_m DOUBLE PRECISION;
-- A manager's lock: the planner keeps the stop with this driver ('' none), at this place in
-- the route (1 = first; 0 anywhere).
ALTER TABLE deliveries ADD COLUMN lock_driver TEXT NOT NULL DEFAULT '';
ALTER TABLE deliveries ADD COLUMN lock_position INTEGER NOT NULL DEFAULT 0;
-- When the applied plan expects the driver there ("HH:MM", Pakistan time; '' none). A manual
-- assignment or reordering clears it.
ALTER TABLE deliveries ADD COLUMN planned_arrival TEXT NOT NULL DEFAULT '';
CREATE INDEX deliveries_positions ON deliveries (customer_key) WHERE position_lat IS NOT NULL;

-- One row: the depot (where every van starts and ends), the travel model and the van.
CREATE TABLE planning_settings (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  depot_lat DOUBLE PRECISION NOT NULL,
  depot_lng DOUBLE PRECISION NOT NULL,
  detour_factor DOUBLE PRECISION NOT NULL CHECK (detour_factor >= 1),
  speed_kmh_1 DOUBLE PRECISION NOT NULL CHECK (speed_kmh_1 > 0),
  speed_kmh_2 DOUBLE PRECISION NOT NULL CHECK (speed_kmh_2 > 0),
  speed_kmh_3 DOUBLE PRECISION NOT NULL CHECK (speed_kmh_3 > 0),
  speed_kmh_4 DOUBLE PRECISION NOT NULL CHECK (speed_kmh_4 > 0),
  service_minutes INTEGER NOT NULL CHECK (service_minutes >= 0),
  van_capacity INTEGER NOT NULL CHECK (van_capacity > 0)
);
-- The depot in I-9 (Islamabad's industrial area), city speeds, 5 minutes a stop, 60 bottles.
INSERT INTO planning_settings VALUES (1, 33.6600, 73.0550, 1.3, 25, 25, 22, 20, 5, 60);
