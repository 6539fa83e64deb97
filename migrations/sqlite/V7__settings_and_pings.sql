
    ALTER TABLE channels ADD COLUMN settings TEXT;
    ALTER TABLE channels ADD COLUMN ping_message INTEGER;
