-- As SQLite's migration 16: the ids of the interactions taken (gametable serve), so that
-- one sent again is refused by every process on the database; each is forgotten after its
-- time, a few at a time.
CREATE TABLE sightings (
    id BIGINT PRIMARY KEY,
    forget_at BIGINT NOT NULL
);
CREATE INDEX sightings_by_time ON sightings (forget_at);
