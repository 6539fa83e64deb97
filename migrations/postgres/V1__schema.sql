-- The whole schema of the PostgreSQL store, as the SQLite store has it after its
-- migration 13. Ids and times (milliseconds since the Unix epoch) are BIGINT: Discord's
-- u64 ids are stored as i64, as in SQLite. Record parts are TEXT holding the JSON exactly
-- as it was written, so that a record exports as stored and a damaged row can be read
-- as it is; the lobby is JSONB, because the store looks into it (its host).
-- Never edit this file once shipped: add V2__….sql (and the same change for SQLite).

CREATE TABLE channels (
    channel       BIGINT PRIMARY KEY,
    lang          TEXT,
    lobby         JSONB,
    table_message BIGINT,
    unreachable   TEXT,
    deadline      BIGINT,
    wake          BIGINT,
    reminder      BIGINT,
    community     BIGINT,
    settings      TEXT,
    ping_message  BIGINT,
    parent        BIGINT,
    version       BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX channels_by_wake ON channels (wake) WHERE wake IS NOT NULL;

CREATE TABLE games (
    id         BIGINT PRIMARY KEY,
    channel    BIGINT NOT NULL,
    game       TEXT   NOT NULL,
    options    TEXT   NOT NULL,
    host       BIGINT NOT NULL,
    seats      TEXT   NOT NULL,
    started_at BIGINT NOT NULL,
    status     TEXT   NOT NULL,
    ended_at   BIGINT,
    pace       TEXT,
    nudged     TEXT,
    watchers   TEXT
);
CREATE INDEX games_by_channel ON games (channel, started_at);
CREATE INDEX games_by_end ON games (ended_at) WHERE status IN ('finished', 'abandoned');

CREATE TABLE events (
    game BIGINT  NOT NULL REFERENCES games (id),
    seq  INTEGER NOT NULL,
    at   BIGINT  NOT NULL,
    data TEXT    NOT NULL,
    PRIMARY KEY (game, seq)
);

-- "user" is a reserved word in PostgreSQL: the person is user_id here.
CREATE TABLE users (
    user_id       BIGINT PRIMARY KEY,
    dm_channel    BIGINT,
    dm_closed_in  BIGINT,
    reminders_off BOOLEAN NOT NULL DEFAULT FALSE,
    pictures_off  BOOLEAN NOT NULL DEFAULT FALSE
);

CREATE TABLE outbox (
    id            BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    channel       BIGINT  NOT NULL,
    lane          TEXT    NOT NULL,
    key           TEXT,
    payload       TEXT    NOT NULL,
    created_at    BIGINT  NOT NULL,
    next_at       BIGINT  NOT NULL,
    attempts      INTEGER NOT NULL DEFAULT 0,
    last_error    TEXT,
    failed        BOOLEAN NOT NULL DEFAULT FALSE,
    claimed_by    TEXT,
    claimed_until BIGINT
);
CREATE INDEX outbox_by_lane ON outbox (lane, id) WHERE NOT failed;
CREATE INDEX outbox_by_key ON outbox (key) WHERE key IS NOT NULL AND NOT failed;

CREATE TABLE meta (
    key   TEXT PRIMARY KEY,
    value BIGINT NOT NULL
);

CREATE TABLE seated (
    user_id     BIGINT  NOT NULL,
    game        BIGINT  NOT NULL REFERENCES games (id),
    seat        INTEGER NOT NULL,
    moves_since INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (user_id, game)
);
CREATE INDEX seated_by_game ON seated (game, seat);

CREATE TABLE ratings (
    community   BIGINT           NOT NULL,
    game        TEXT             NOT NULL,
    user_id     BIGINT           NOT NULL,
    rating      DOUBLE PRECISION NOT NULL,
    uncertainty DOUBLE PRECISION NOT NULL,
    games       INTEGER          NOT NULL,
    wins        INTEGER          NOT NULL,
    places      TEXT             NOT NULL,
    PRIMARY KEY (community, game, user_id)
);
CREATE INDEX ratings_by_user ON ratings (community, user_id);

CREATE TABLE rated_games (
    seq       BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    game      BIGINT NOT NULL UNIQUE REFERENCES games (id),
    community BIGINT NOT NULL
);
