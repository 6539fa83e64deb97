
    ALTER TABLE channels ADD COLUMN table_message INTEGER;
    CREATE TABLE users (
        user       INTEGER PRIMARY KEY,
        dm_channel INTEGER,
        dm_closed  INTEGER NOT NULL DEFAULT 0
    );
