
    CREATE INDEX games_by_end ON games (ended_at)
        WHERE status IN ('finished', 'abandoned');
