-- As SQLite's migration 18: when the person at each seat of a game last did something at
-- its table other than a move (JSON, by seat; their moves are in the record).
ALTER TABLE games ADD COLUMN seen TEXT;
