
    CREATE TABLE channels (
        channel INTEGER PRIMARY KEY,
        lang    TEXT,
        lobby   TEXT
    );
    CREATE TABLE games (
        id         INTEGER PRIMARY KEY,
        channel    INTEGER NOT NULL,
        game       TEXT    NOT NULL,
        options    TEXT    NOT NULL,
        host       INTEGER NOT NULL,
        seats      TEXT    NOT NULL,
        started_at INTEGER NOT NULL,
        status     TEXT    NOT NULL,
        ended_at   INTEGER
    );
    CREATE INDEX games_by_channel ON games (channel, started_at);
    CREATE TABLE events (
        game INTEGER NOT NULL REFERENCES games (id),
        seq  INTEGER NOT NULL,
        at   INTEGER NOT NULL,
        data TEXT    NOT NULL,
        PRIMARY KEY (game, seq)
    ) WITHOUT ROWID;
