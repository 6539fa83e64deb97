
    CREATE TABLE seated (
        user        INTEGER NOT NULL,
        game        INTEGER NOT NULL REFERENCES games (id),
        seat        INTEGER NOT NULL,
        moves_since INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (user, game)
    ) WITHOUT ROWID;
    CREATE INDEX seated_by_game ON seated (game, seat);
    INSERT OR REPLACE INTO seated (user, game, seat, moves_since)
    SELECT s.occupant, s.game, s.seat,
           (SELECT COUNT(*) FROM events e
             WHERE e.game = s.game AND e.seq > s.since
               AND json_extract(e.data, '$.kind') = 'move')
    FROM (
        SELECT g.id AS game,
               j.key AS seat,
               COALESCE(
                   (SELECT json_extract(e.data, '$.player.user') FROM events e
                     WHERE e.game = g.id AND json_extract(e.data, '$.kind') = 'seat'
                       AND json_extract(e.data, '$.seat') = j.key
                     ORDER BY e.seq DESC LIMIT 1),
                   json_extract(j.value, '$.user')) AS occupant,
               COALESCE(
                   (SELECT MAX(e.seq) FROM events e
                     WHERE e.game = g.id AND json_extract(e.data, '$.kind') IN ('move', 'seat')
                       AND json_extract(e.data, '$.seat') = j.key),
                   -1) AS since
        FROM games g, json_each(g.seats) j
        WHERE g.status = 'playing'
    ) s
    WHERE s.occupant >= 64;
