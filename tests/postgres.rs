//! What only the PostgreSQL store has to show: its schema migrates once and survives a
//! reopening, a newer schema is refused untouched, several processes (here: several
//! `Store`s on one schema) never both move a table from one version nor both get one
//! parcel, a lane's parcels go out in order whoever claims them, a write fails as a whole
//! (its outbox parcels with it), a read-only opening writes nothing, and the binary runs
//! against it. Each test works in a schema of its own in the database of
//! TEST_DATABASE_URL, and is skipped (said once) without it.

#[path = "support/backends.rs"]
mod backends;

use backends::enqueue;

use backends::Schema;
use gametable::i18n::Lang;
use gametable::store::{
    Backend, Claimant, Location, PostgresBackend, Store, StoreErrorKind, Write,
};
use gametable::table::ChannelId;
use std::collections::{HashMap, HashSet};
use std::process::{Command, Output, Stdio};
use std::sync::{Arc, Mutex};

const BIN: &str = env!("CARGO_BIN_EXE_gametable");

/// The newest PostgreSQL migration this binary knows, and how many it knows.
fn known() -> (usize, usize) {
    let versions = backends::migration_versions("postgres");
    (
        versions.last().copied().unwrap_or(0) as usize,
        versions.len(),
    )
}

/// A fresh schema of the test database, or none (the test is skipped).
fn fresh_schema() -> Option<Schema> {
    backends::postgres_url().map(|url| Schema::create(&url))
}

fn url_of(location: &Location) -> gametable::store::DatabaseUrl {
    match location {
        Location::Postgres(url) => url.clone(),
        Location::Sqlite(path) => panic!("not PostgreSQL: {}", path.display()),
    }
}

#[test]
fn migrations_run_once_and_survive_a_reopening() {
    let Some(schema) = fresh_schema() else { return };
    let url = url_of(&schema.location());
    let (newest, count) = known();
    let applied = Some(count.to_string());
    let mut db = PostgresBackend::open(&url).expect("a new schema opens");
    assert_eq!(db.schema_version().unwrap(), newest);
    db.write(&[Write::Language {
        channel: ChannelId(7),
        lang: Lang::El,
    }])
    .unwrap();
    drop(db);
    let mut db = PostgresBackend::open(&url).expect("it opens again");
    assert_eq!(db.schema_version().unwrap(), newest);
    assert_eq!(db.load_channel(ChannelId(7)).unwrap().lang, Some(Lang::El));
    assert_eq!(
        schema.text("SELECT COUNT(*) FROM refinery_schema_history"),
        applied
    );
    // Two processes starting at once: one migrates, the other waits and finds it done.
    let twice = fresh_schema();
    if let Some(other) = twice {
        let url = url_of(&other.location());
        let opens: Vec<_> = (0..2)
            .map(|_| {
                let url = url.clone();
                std::thread::spawn(move || PostgresBackend::open(&url).map(drop))
            })
            .collect();
        for open in opens {
            assert_eq!(open.join().unwrap(), Ok(()));
        }
        assert_eq!(
            other.text("SELECT COUNT(*) FROM refinery_schema_history"),
            applied
        );
    }
}

#[test]
fn a_schema_of_a_newer_gametable_is_refused_untouched() {
    let Some(schema) = fresh_schema() else { return };
    let url = url_of(&schema.location());
    drop(PostgresBackend::open(&url).expect("a new schema opens"));
    let (newest, count) = known();
    let future = newest + 1;
    schema.sql(&format!(
        "INSERT INTO refinery_schema_history (version, name, applied_on, checksum)
         VALUES ({future}, 'from_the_future', '2030-01-01T00:00:00Z', '1');
         INSERT INTO meta (key, value) VALUES ('sentinel', 42);"
    ));
    let message = PostgresBackend::open(&url).err().expect("refused").message;
    assert!(
        message.contains(&format!("schema version {future}")),
        "{message}"
    );
    assert!(message.contains(&format!("up to {newest}")), "{message}");
    assert!(
        message.contains("written by a newer gametable"),
        "{message}"
    );
    assert!(
        message.contains("postgres://"),
        "names the database: {message}"
    );
    let read_only = PostgresBackend::open_read_only(&url)
        .err()
        .expect("refused");
    assert!(read_only.message.contains("newer gametable"), "{read_only}");
    assert_eq!(
        schema.text("SELECT COUNT(*) FROM refinery_schema_history"),
        Some((count + 1).to_string()),
        "nothing applied"
    );
    assert_eq!(
        schema.text("SELECT value FROM meta WHERE key = 'sentinel'"),
        Some("42".into())
    );
}

#[test]
fn reading_only_needs_the_known_schema_and_writes_nothing() {
    let Some(schema) = fresh_schema() else { return };
    let url = url_of(&schema.location());
    let message = PostgresBackend::open_read_only(&url)
        .err()
        .expect("an empty schema is refused")
        .message;
    assert!(message.contains("schema version 0, older"), "{message}");
    assert_eq!(
        schema.text("SELECT to_regclass('refinery_schema_history')::TEXT"),
        None,
        "nothing was created"
    );
    drop(PostgresBackend::open(&url).expect("it opens for writing"));
    let mut db = PostgresBackend::open_read_only(&url).expect("a migrated schema opens");
    assert_eq!(db.load_channel(ChannelId(3)).unwrap().version, 0);
    let refused = db.write(&[Write::Touch {
        channel: ChannelId(3),
    }]);
    assert!(refused.is_err(), "a read-only opening cannot write");
    assert_eq!(
        schema.text("SELECT COUNT(*) FROM channels"),
        Some("0".into())
    );
}

#[test]
fn errors_name_the_database_without_its_password() {
    // Nothing listens on port 1.
    let location = Location::parse("postgres://bot:hunter2@127.0.0.1:1/games?connect_timeout=5");
    let message = location.open().err().expect("no database there").message;
    assert!(!message.contains("hunter2"), "{message}");
    assert!(
        message.contains("postgres://bot@127.0.0.1:1/games"),
        "{message}"
    );
    assert!(message.contains("refused"), "says why: {message}");
}

#[tokio::test]
async fn two_stores_never_both_move_a_table_from_one_version() {
    let Some(schema) = fresh_schema() else { return };
    let (first, second) = (
        schema.location().open().unwrap(),
        schema.location().open().unwrap(),
    );
    let here = ChannelId(11);
    let moved = |from| Write::TableVersion {
        channel: here,
        from,
        times: None,
    };
    first.write(vec![moved(0)]).await.unwrap();
    let late = second
        .write(vec![moved(0), enqueue("post:11", "late")])
        .await;
    assert_eq!(late.map_err(|e| e.kind), Err(StoreErrorKind::Stale));
    assert!(
        second.outbox().await.unwrap().is_empty(),
        "nothing of it stays"
    );
    assert_eq!(second.table_version(here).await.unwrap(), 1);
    second.write(vec![moved(1)]).await.unwrap();

    // Many commands at once from both, all read at version 2: exactly one moves it.
    let mut racing = Vec::new();
    for n in 0..20 {
        let store = if n % 2 == 0 {
            first.clone()
        } else {
            second.clone()
        };
        racing.push(tokio::spawn(async move {
            store
                .write(vec![
                    Write::TableVersion {
                        channel: ChannelId(11),
                        from: 2,
                        times: None,
                    },
                    enqueue("post:11", &format!("move {n}")),
                ])
                .await
        }));
    }
    let mut moved_it = 0;
    for race in racing {
        match race.await.unwrap() {
            Ok(()) => moved_it += 1,
            Err(e) => assert_eq!(e.kind, StoreErrorKind::Stale, "{e}"),
        }
    }
    assert_eq!(moved_it, 1);
    assert_eq!(first.table_version(here).await.unwrap(), 3);
    assert_eq!(
        first.outbox().await.unwrap().len(),
        1,
        "one command's parcel"
    );
}

/// Sends the whole outbox as claimant `owner`: claims a few, notes them, reports them
/// delivered, until nothing is left to claim for a while.
async fn send_all(store: Store, owner: &'static str, sent: Arc<Mutex<Vec<(String, String)>>>) {
    let me = Claimant {
        owner: owner.into(),
        lease_ms: 600_000,
    };
    let mut idle = 0;
    while idle < 50 {
        let parcels = store.claim_parcels(&me, 10_000, 4).await.unwrap();
        if parcels.is_empty() {
            idle += 1;
            tokio::time::sleep(std::time::Duration::from_millis(2)).await;
            continue;
        }
        idle = 0;
        {
            let mut sent = sent.lock().unwrap();
            for parcel in &parcels {
                let text = parcel.envelope.payload["text"].as_str().unwrap_or_default();
                sent.push((owner.to_owned(), text.to_owned()));
            }
        }
        let delivered = parcels
            .iter()
            .map(|p| Write::Delivered { id: p.id })
            .collect();
        store.write(delivered).await.unwrap();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_claimants_at_once_never_get_one_parcel_and_lanes_keep_their_order() {
    let Some(schema) = fresh_schema() else { return };
    let (first, second) = (
        schema.location().open().unwrap(),
        schema.location().open().unwrap(),
    );
    const LANES: usize = 12;
    const PER_LANE: usize = 15;
    let mut writes = Vec::new();
    for n in 0..PER_LANE {
        for lane in 0..LANES {
            writes.push(enqueue(&format!("lane:{lane}"), &format!("{lane}/{n}")));
        }
    }
    first.write(writes).await.unwrap();
    let sent = Arc::new(Mutex::new(Vec::new()));
    let a = tokio::spawn(send_all(first.clone(), "a", Arc::clone(&sent)));
    let b = tokio::spawn(send_all(second.clone(), "b", Arc::clone(&sent)));
    a.await.unwrap();
    b.await.unwrap();

    let sent = sent.lock().unwrap().clone();
    let texts: Vec<&str> = sent.iter().map(|(_, text)| text.as_str()).collect();
    let unique: HashSet<&str> = texts.iter().copied().collect();
    assert_eq!(unique.len(), texts.len(), "a parcel was claimed twice");
    assert_eq!(texts.len(), LANES * PER_LANE, "every parcel went out");
    let mut next: HashMap<&str, usize> = HashMap::new();
    for text in &texts {
        let (lane, n) = text.split_once('/').unwrap();
        let expected = next.entry(lane).or_default();
        assert_eq!(
            n.parse::<usize>().unwrap(),
            *expected,
            "lane {lane} out of order"
        );
        *expected += 1;
    }
    let by: HashSet<&str> = sent.iter().map(|(owner, _)| owner.as_str()).collect();
    assert_eq!(by.len(), 2, "both claimants sent some: {by:?}");
    assert!(first.outbox().await.unwrap().is_empty());
}

#[tokio::test]
async fn a_claim_that_runs_out_goes_to_another_process() {
    let Some(schema) = fresh_schema() else { return };
    let (first, second) = (
        schema.location().open().unwrap(),
        schema.location().open().unwrap(),
    );
    first.write(vec![enqueue("dm:1", "hand")]).await.unwrap();
    let lease = |owner: &str| Claimant {
        owner: owner.into(),
        lease_ms: 1_000,
    };
    let held = first.claim_parcels(&lease("a"), 2_000, 10).await.unwrap();
    assert_eq!(held.len(), 1);
    assert!(second
        .claim_parcels(&lease("b"), 2_999, 10)
        .await
        .unwrap()
        .is_empty());
    assert_eq!(second.next_due().await.unwrap(), Some(3_000));
    let taken = second.claim_parcels(&lease("b"), 3_000, 10).await.unwrap();
    assert_eq!(
        taken.iter().map(|p| p.id).collect::<Vec<_>>(),
        vec![held[0].id]
    );
}

fn gametable(args: &[&str], env: &[(&str, &str)], stdin: &[u8]) -> Output {
    use std::io::Write as _;
    let mut command = Command::new(BIN);
    command
        .args(args)
        .env_remove("DATABASE_URL")
        .env_remove("GAMETABLE_DB")
        .envs(env.iter().copied())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = command.spawn().expect("the binary runs");
    let mut input = child.stdin.take().expect("its input");
    input.write_all(stdin).expect("the input is taken");
    drop(input);
    child.wait_with_output().expect("the binary ends")
}

#[test]
fn the_binary_plays_exports_lists_and_rebuilds_on_postgres() {
    let Some(schema) = fresh_schema() else { return };
    let url = schema.url();
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("unused.db");
    let file = file.display().to_string();
    // --database wins over --db: the file is never made.
    let local = gametable(
        &[
            "local",
            "--ai",
            "basic",
            "--plain",
            "--seed",
            "1",
            "--db",
            &file,
            "--database",
            &url,
        ],
        &[],
        b"quit\n",
    );
    let stderr = |out: &Output| String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(local.status.success(), "{}", stderr(&local));
    assert!(!dir.path().join("unused.db").exists());

    // DATABASE_URL says the same.
    let export = gametable(&["export"], &[("DATABASE_URL", &url)], b"");
    assert!(export.status.success(), "{}", stderr(&export));
    let record: serde_json::Value = serde_json::from_slice(&export.stdout).unwrap();
    assert_eq!(record["game"], "boast");
    assert_eq!(record["status"], "playing");

    let outbox = gametable(&["outbox", "--database", &url], &[], b"");
    assert!(outbox.status.success(), "{}", stderr(&outbox));
    let rebuild = gametable(&["ratings", "rebuild", "--database", &url], &[], b"");
    assert!(rebuild.status.success(), "{}", stderr(&rebuild));
    assert!(
        String::from_utf8_lossy(&rebuild.stdout).contains("from 0 finished games"),
        "{}",
        String::from_utf8_lossy(&rebuild.stdout)
    );
}
