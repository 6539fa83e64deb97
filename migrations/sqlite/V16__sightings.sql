-- The ids of the interactions taken (gametable serve), so that one sent again is refused
-- by every process on the database; each is forgotten after its time, a few at a time.
CREATE TABLE sightings (
    id INTEGER PRIMARY KEY,
    forget_at INTEGER NOT NULL
);
CREATE INDEX sightings_by_time ON sightings (forget_at);
