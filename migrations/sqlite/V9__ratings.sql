
    CREATE TABLE ratings (
        community   INTEGER NOT NULL,
        game        TEXT    NOT NULL,
        user        INTEGER NOT NULL,
        rating      REAL    NOT NULL,
        uncertainty REAL    NOT NULL,
        games       INTEGER NOT NULL,
        wins        INTEGER NOT NULL,
        places      TEXT    NOT NULL,
        PRIMARY KEY (community, game, user)
    ) WITHOUT ROWID;
    CREATE INDEX ratings_by_user ON ratings (community, user);
    CREATE TABLE rated_games (
        seq       INTEGER PRIMARY KEY,
        game      INTEGER NOT NULL UNIQUE REFERENCES games (id),
        community INTEGER NOT NULL
    );
