-- As SQLite's migration 15. Closed direct messages are a person's mark with its time (no
-- DM is tried for a day), no longer a game's: a person refused in one game was refused
-- lately.
ALTER TABLE users ADD COLUMN dm_closed_at BIGINT;
UPDATE users SET dm_closed_at = (EXTRACT(EPOCH FROM now()) * 1000)::BIGINT
WHERE dm_closed_in IS NOT NULL;
ALTER TABLE users DROP COLUMN dm_closed_in;

-- Who follows which game, beside the game's watchers: how many games a person follows
-- is counted here. Filled from the games being played (unreadable watchers are none).
CREATE TABLE followers (
    user_id BIGINT NOT NULL,
    game    BIGINT NOT NULL,
    PRIMARY KEY (user_id, game)
);
CREATE INDEX followers_by_game ON followers (game);
DO $$
DECLARE
    playing RECORD;
BEGIN
    FOR playing IN SELECT id, watchers FROM games
                   WHERE status = 'playing' AND watchers IS NOT NULL LOOP
        BEGIN
            INSERT INTO followers (user_id, game)
            SELECT DISTINCT (w ->> 'user')::BIGINT, playing.id
            FROM jsonb_array_elements(playing.watchers::jsonb) w
            WHERE w ->> 'user' IS NOT NULL
            ON CONFLICT DO NOTHING;
        EXCEPTION WHEN others THEN NULL;
        END;
    END LOOP;
END $$;

-- A random number drawn once, when the store is made: the start of every nonce, so that
-- a store made anew under the same bot gets no answers meant for the old one's parcels.
INSERT INTO meta (key, value)
VALUES ('installation', (floor(random() * 9007199254740992))::BIGINT);
