-- Which server claimed a mail that is being sent, so a restarted server takes its own
-- unfinished claims back at once instead of waiting for their lease (mail/worker.cpp).
ALTER TABLE mail_outbox ADD COLUMN claimed_by TEXT NOT NULL DEFAULT '';
