
    ALTER TABLE games ADD COLUMN pace TEXT;
    ALTER TABLE channels ADD COLUMN deadline INTEGER;
    ALTER TABLE channels ADD COLUMN wake INTEGER;
    CREATE INDEX channels_by_wake ON channels (wake) WHERE wake IS NOT NULL;
    CREATE TABLE meta (
        key   TEXT PRIMARY KEY,
        value INTEGER NOT NULL
    );
