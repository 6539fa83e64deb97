
    ALTER TABLE channels ADD COLUMN version INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE outbox ADD COLUMN claimed_by TEXT;
    ALTER TABLE outbox ADD COLUMN claimed_until INTEGER;
