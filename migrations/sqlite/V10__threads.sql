
    ALTER TABLE channels ADD COLUMN parent INTEGER;
