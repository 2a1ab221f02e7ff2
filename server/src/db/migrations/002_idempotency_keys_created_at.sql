-- Old idempotency keys are pruned by age (orders/service.cpp).
CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);
