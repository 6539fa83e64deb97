
    ALTER TABLE games ADD COLUMN watchers TEXT;
