
    CREATE TABLE outbox (
        id         INTEGER PRIMARY KEY AUTOINCREMENT,
        channel    INTEGER NOT NULL,
        lane       TEXT    NOT NULL,
        key        TEXT,
        payload    TEXT    NOT NULL,
        created_at INTEGER NOT NULL,
        next_at    INTEGER NOT NULL,
        attempts   INTEGER NOT NULL DEFAULT 0,
        last_error TEXT,
        failed     INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX outbox_by_lane ON outbox (lane, id) WHERE failed = 0;
    CREATE INDEX outbox_by_key ON outbox (key) WHERE key IS NOT NULL AND failed = 0;
    ALTER TABLE users ADD COLUMN dm_closed_in INTEGER;
    ALTER TABLE channels ADD COLUMN unreachable TEXT;
    ALTER TABLE users DROP COLUMN dm_closed;
