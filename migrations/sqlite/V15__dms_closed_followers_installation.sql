-- Closed direct messages are a person's mark with its time (no DM is tried for a day),
-- no longer a game's: a person refused in one game was refused lately.
ALTER TABLE users ADD COLUMN dm_closed_at INTEGER;
UPDATE users SET dm_closed_at = CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE dm_closed_in IS NOT NULL;
ALTER TABLE users DROP COLUMN dm_closed_in;

-- Who follows which game, beside the game's watchers: how many games a person follows
-- is counted here. Filled from the games being played.
CREATE TABLE followers (
    user INTEGER NOT NULL,
    game INTEGER NOT NULL,
    PRIMARY KEY (user, game)
);
CREATE INDEX followers_by_game ON followers (game);
INSERT OR IGNORE INTO followers (user, game)
SELECT json_extract(w.value, '$.user'), g.id
FROM games g,
     json_each(CASE WHEN json_valid(g.watchers) THEN g.watchers ELSE '[]' END) w
WHERE g.status = 'playing' AND json_extract(w.value, '$.user') IS NOT NULL;

-- A random number drawn once, when the store is made: the start of every nonce, so that
-- a store made anew under the same bot gets no answers meant for the old one's parcels.
INSERT INTO meta (key, value) VALUES ('installation', random());
