-- A driver's own van (docs/product.md#planning-the-day): how many bottles it carries, when it
-- is not the shop's default van (planning_settings.van_capacity). A manager sets it on the
-- planning settings page; the planner gives that driver's route this capacity.
CREATE TABLE driver_vans (
  driver_id TEXT PRIMARY KEY,
  capacity INTEGER NOT NULL CHECK (capacity > 0 AND capacity <= 1000)
);
