-- As SQLite's migration 14: a seat's moves since its last one are counted when asked
-- (/game mine), not on every move: a game counts its moves, a seat keeps that count as of
-- its last move.
ALTER TABLE games ADD COLUMN moves INTEGER NOT NULL DEFAULT 0;
UPDATE games SET moves = (SELECT COUNT(*) FROM events e
                          WHERE e.game = games.id AND (e.data::jsonb ->> 'kind') = 'move')
WHERE status = 'playing';
ALTER TABLE seated ADD COLUMN moved_at INTEGER NOT NULL DEFAULT 0;
UPDATE seated SET moved_at = g.moves - seated.moves_since FROM games g WHERE g.id = seated.game;
ALTER TABLE seated DROP COLUMN moves_since;
