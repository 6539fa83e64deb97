//! The yardstick of the table bench: how fast the database itself takes rows like a
//! move's record row, inserted in batches by plain SQL (no table layer, no game, no
//! outbox), with the same durability the store uses. A move through the table layer is
//! then measured as a share of that raw rate.

use std::time::Instant;

/// A row like the record row of one move.
const MOVE_DATA: &str = r#"{"Move":{"seat":2,"notation":"boast 3 fives"}}"#;

/// Rows per second inserted into a new SQLite file at `path` (WAL, `synchronous=FULL`,
/// as the store opens it): `rows` rows, `batch` to a transaction.
pub fn sqlite(path: &std::path::Path, rows: usize, batch: usize) -> rusqlite::Result<f64> {
    let mut conn = rusqlite::Connection::open(path)?;
    conn.pragma_update(None, "journal_mode", "WAL")?;
    conn.pragma_update(None, "synchronous", "FULL")?;
    conn.execute_batch(
        "CREATE TABLE raw_moves (game INTEGER, seq INTEGER, at INTEGER, data TEXT,
                                 PRIMARY KEY (game, seq))",
    )?;
    let started = Instant::now();
    for first in (0..rows).step_by(batch) {
        let tx = conn.transaction()?;
        {
            let mut insert = tx.prepare_cached(
                "INSERT INTO raw_moves (game, seq, at, data) VALUES (?, ?, ?, ?)",
            )?;
            for row in first..(first + batch).min(rows) {
                let (game, seq) = (row % batch, row / batch);
                insert.execute(rusqlite::params![
                    game as i64,
                    seq as i64,
                    row as i64,
                    MOVE_DATA
                ])?;
            }
        }
        tx.commit()?;
    }
    Ok(rows as f64 / started.elapsed().as_secs_f64())
}

/// Rows per second inserted into a new table of the PostgreSQL database at `url`
/// (`synchronous_commit` as the server has it): `rows` rows, `batch` to a transaction,
/// each batch one `INSERT … SELECT FROM UNNEST` of arrays, the fastest way short of COPY.
pub async fn postgres(url: &str, rows: usize, batch: usize) -> Result<f64, tokio_postgres::Error> {
    let mut client = with_table(url, "raw_moves").await?;
    let insert = client
        .prepare(
            "INSERT INTO raw_moves (game, seq, at, data)
             SELECT * FROM UNNEST($1::BIGINT[], $2::INT[], $3::BIGINT[], $4::TEXT[])",
        )
        .await?;
    let started = Instant::now();
    for first in (0..rows).step_by(batch) {
        let range = first..(first + batch).min(rows);
        let games: Vec<i64> = range.clone().map(|r| (r % batch) as i64).collect();
        let seqs: Vec<i32> = range.clone().map(|r| (r / batch) as i32).collect();
        let ats: Vec<i64> = range.clone().map(|r| r as i64).collect();
        let data: Vec<&str> = range.map(|_| MOVE_DATA).collect();
        let tx = client.transaction().await?;
        tx.execute(&insert, &[&games, &seqs, &ats, &data]).await?;
        tx.commit().await?;
    }
    Ok(rows as f64 / started.elapsed().as_secs_f64())
}

/// Rows per second inserted into a new table of the PostgreSQL database at `url` one
/// `INSERT` statement per row, the statements of a transaction sent together
/// (pipelined, as the store sends a group commit): `rows` rows, `batch` to a transaction.
pub async fn postgres_per_row(
    url: &str,
    rows: usize,
    batch: usize,
) -> Result<f64, tokio_postgres::Error> {
    use tokio_postgres::types::ToSql;
    let mut client = with_table(url, "raw_rows").await?;
    let insert = client
        .prepare("INSERT INTO raw_rows (game, seq, at, data) VALUES ($1, $2, $3, $4)")
        .await?;
    let data = MOVE_DATA;
    let started = Instant::now();
    for first in (0..rows).step_by(batch) {
        let values: Vec<(i64, i32, i64)> = (first..(first + batch).min(rows))
            .map(|r| ((r % batch) as i64, (r / batch) as i32, r as i64))
            .collect();
        let tx = client.transaction().await?;
        let inserts = values.iter().map(|(game, seq, at)| {
            let params: [&(dyn ToSql + Sync); 4] = [game, seq, at, &data];
            tx.execute_raw(&insert, params)
        });
        for inserted in futures_util::future::join_all(inserts).await {
            inserted?;
        }
        tx.commit().await?;
    }
    Ok(rows as f64 / started.elapsed().as_secs_f64())
}

/// A connection to `url` and a new table `name` there, of a move's record row's shape.
async fn with_table(
    url: &str,
    name: &str,
) -> Result<tokio_postgres::Client, tokio_postgres::Error> {
    let (client, connection) = tokio_postgres::connect(url, tokio_postgres::NoTls).await?;
    tokio::spawn(connection);
    client
        .batch_execute(&format!(
            "CREATE TABLE {name} (game BIGINT, seq INT, at BIGINT, data TEXT,
                                  PRIMARY KEY (game, seq))"
        ))
        .await?;
    Ok(client)
}
