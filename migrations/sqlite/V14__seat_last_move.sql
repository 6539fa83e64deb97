-- A seat's moves since its last one are counted when asked (/game mine), not on every
-- move: a game counts its moves, a seat keeps that count as of its last move.
ALTER TABLE games ADD COLUMN moves INTEGER NOT NULL DEFAULT 0;
UPDATE games SET moves = (SELECT COUNT(*) FROM events e
                          WHERE e.game = games.id AND json_extract(e.data, '$.kind') = 'move')
WHERE status = 'playing';
ALTER TABLE seated ADD COLUMN moved_at INTEGER NOT NULL DEFAULT 0;
UPDATE seated SET moved_at = (SELECT g.moves FROM games g WHERE g.id = seated.game) - moves_since;
ALTER TABLE seated DROP COLUMN moves_since;
