#![cfg(unix)]

//! The database file as an operator meets it: created private, refused when a newer
//! gametable wrote it, read without a change by `export`, and every failure to open it
//! naming the file and the real cause.

use gametable::i18n::Lang;
use gametable::store::{Backend, SqliteBackend, Write};
use gametable::table::ChannelId;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::SystemTime;

const BIN: &str = env!("CARGO_BIN_EXE_gametable");

fn gametable(args: &[&str], stdin: &[u8]) -> Output {
    use std::io::Write as _;
    let mut child = Command::new(BIN)
        .args(args)
        .env("RUST_BACKTRACE", "0")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut input = child.stdin.take().expect("its input");
    input.write_all(stdin).expect("the input is taken");
    drop(input);
    child.wait_with_output().expect("the binary ends")
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn open_error(path: &Path) -> String {
    match SqliteBackend::open(path) {
        Ok(_) => panic!("{} opened", path.display()),
        Err(e) => e.to_string(),
    }
}

/// A database holding one unfinished local game, closed cleanly.
fn database_with_a_game(dir: &Path) -> PathBuf {
    let db = dir.join("local.db");
    let out = gametable(
        &[
            "local",
            "--ai",
            "basic",
            "--plain",
            "--seed",
            "1",
            "--db",
            &db.display().to_string(),
        ],
        b"quit\n",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    // Local mode checkpoints when it quits: the game is in the file itself.
    db
}

/// The bytes and modification time of a file, and the names in its folder.
#[derive(PartialEq)]
struct Snapshot(Vec<u8>, SystemTime, Vec<String>);

impl std::fmt::Debug for Snapshot {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} bytes, modified {:?}, beside {:?}",
            self.0.len(),
            self.1,
            self.2
        )
    }
}

fn snapshot(path: &Path) -> Snapshot {
    let mut names: Vec<String> = std::fs::read_dir(path.parent().expect("a folder"))
        .expect("the folder reads")
        .map(|e| {
            e.expect("an entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    names.sort();
    let modified = std::fs::metadata(path)
        .and_then(|m| m.modified())
        .expect("a modification time");
    Snapshot(
        std::fs::read(path).expect("the file reads"),
        modified,
        names,
    )
}

fn set_user_version(path: &Path, version: i64) {
    let conn = rusqlite::Connection::open(path).expect("the file opens");
    conn.pragma_update(None, "user_version", version)
        .expect("the version is set");
}

/// Whether file permissions bind this process (they do not bind root): a folder without
/// write permission refuses a new file.
fn permissions_bind(dir: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    let probe = dir.join("probe");
    std::fs::create_dir(&probe).expect("a folder");
    std::fs::set_permissions(&probe, std::fs::Permissions::from_mode(0o555)).expect("chmod");
    let binds = std::fs::write(probe.join("file"), b"").is_err();
    std::fs::set_permissions(&probe, std::fs::Permissions::from_mode(0o755)).expect("chmod");
    binds
}

fn chmod(path: &Path, mode: u32) {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).expect("chmod");
}

#[test]
fn a_new_database_and_its_wal_and_shm_files_are_readable_by_their_owner_only() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().expect("a temporary folder");
    let db = dir.path().join("new").join("gametable.db");
    let mut store = SqliteBackend::open(&db).expect("the database opens");
    store
        .write(&[Write::Language {
            channel: ChannelId(5),
            lang: Lang::Hu,
        }])
        .expect("a write");
    for file in ["gametable.db", "gametable.db-wal", "gametable.db-shm"] {
        let mode = std::fs::metadata(db.with_file_name(file))
            .expect("the file exists while the database is open")
            .permissions()
            .mode();
        assert_eq!(mode & 0o777, 0o600, "{file}: {mode:o}");
    }
}

#[test]
fn a_database_of_a_newer_version_is_refused_and_left_untouched() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let db = dir.path().join("gametable.db");
    let known = SqliteBackend::open(&db)
        .and_then(|store| store.schema_version())
        .expect("a fresh database");
    let newer = known + 3;
    set_user_version(&db, newer as i64);
    let before = snapshot(&db);

    let message = open_error(&db);
    assert!(message.contains(&db.display().to_string()), "{message}");
    assert!(
        message.contains(&format!("schema version {newer}")),
        "{message}"
    );
    assert!(message.contains(&format!("up to {known}")), "{message}");
    let db_arg = db.display().to_string();
    let local = gametable(
        &["local", "--ai", "basic", "--plain", "--db", &db_arg],
        b"quit\n",
    );
    assert_eq!(local.status.code(), Some(2));
    assert!(
        stderr(&local).contains("written by a newer gametable"),
        "{}",
        stderr(&local)
    );
    let export = gametable(&["export", "--db", &db_arg], b"");
    assert!(
        stderr(&export).contains("written by a newer gametable"),
        "{}",
        stderr(&export)
    );

    // A read-only connection to a WAL database may leave SQLite's empty -wal and -shm
    // files; the database itself is as it was.
    let after = snapshot(&db);
    assert!(after.0 == before.0, "the bytes are unchanged");
    assert_eq!(after.1, before.1, "the modification time is unchanged");
}

/// A newer gametable notes its migrations in refinery's history (and in `user_version`,
/// which an older tool may not have kept): either is enough to refuse the file untouched.
#[test]
fn a_database_with_a_newer_migration_in_its_history_is_refused_and_left_untouched() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let db = dir.path().join("gametable.db");
    let known = SqliteBackend::open(&db)
        .and_then(|store| store.schema_version())
        .expect("a fresh database");
    let newer = known + 1;
    rusqlite::Connection::open(&db)
        .and_then(|conn| {
            conn.execute(
                "INSERT INTO refinery_schema_history (version, name, applied_on, checksum)
                 VALUES (?1, 'from_the_future', '2030-01-01T00:00:00Z', '1')",
                [newer as i64],
            )
        })
        .expect("a newer migration noted");
    let before = snapshot(&db);
    let message = open_error(&db);
    assert!(message.contains(&db.display().to_string()), "{message}");
    assert!(
        message.contains(&format!(
            "schema version {newer}, written by a newer gametable"
        )),
        "{message}"
    );
    match SqliteBackend::open_read_only(&db) {
        Ok(_) => panic!("read-only opening accepted a newer schema"),
        Err(e) => assert!(e.message.contains("newer gametable"), "{e}"),
    }
    let after = snapshot(&db);
    assert!(after.0 == before.0, "the bytes are unchanged");
    assert_eq!(after.1, before.1, "the modification time is unchanged");
}

#[test]
fn export_reads_a_read_only_file_and_changes_nothing() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let db = database_with_a_game(dir.path());
    // A rollback journal, as in a copy: a writer would switch it to WAL in the file header.
    rusqlite::Connection::open(&db)
        .and_then(|conn| conn.pragma_update(None, "journal_mode", "DELETE"))
        .expect("the journal mode changes");
    chmod(&db, 0o444);
    let before = snapshot(&db);

    let out = gametable(&["export", "--db", &db.display().to_string()], b"");
    assert!(out.status.success(), "{}", stderr(&out));
    let record: serde_json::Value =
        serde_json::from_slice(&out.stdout).expect("the record as JSON");
    assert_eq!(record["game"], "boast");
    assert_eq!(record["status"], "playing");
    assert_eq!(
        snapshot(&db),
        before,
        "the file and its folder are unchanged"
    );
}

#[test]
fn export_of_a_missing_database_creates_none() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let db = dir.path().join("none").join("gametable.db");
    let out = gametable(&["export", "--db", &db.display().to_string()], b"");
    assert_eq!(out.status.code(), Some(2));
    let message = stderr(&out);
    assert!(
        message.contains(&format!("{}: it does not exist", db.display())),
        "{message}"
    );
    assert!(!dir.path().join("none").exists());
}

#[test]
fn export_refuses_an_older_schema_instead_of_upgrading_it() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let db = dir.path().join("empty.db");
    std::fs::write(&db, b"").expect("an empty file");
    let out = gametable(&["export", "--db", &db.display().to_string()], b"");
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("schema version 0, older"),
        "{}",
        stderr(&out)
    );
    assert_eq!(std::fs::read(&db).expect("the file"), b"", "not upgraded");
}

#[test]
fn open_errors_name_the_file_and_what_stands_in_the_way() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let file = dir.path().join("notes.txt");
    std::fs::write(&file, b"not a database").expect("a file");

    let below_a_file = file.join("gametable.db");
    let message = open_error(&below_a_file);
    assert!(
        message.contains(&below_a_file.display().to_string()),
        "{message}"
    );
    assert!(
        message.contains(&format!("{} is a file, not a folder", file.display())),
        "{message}"
    );

    let message = open_error(&file);
    assert!(
        message.contains(&format!("{}: it is not a SQLite database", file.display())),
        "{message}"
    );

    let message = open_error(dir.path());
    assert!(message.contains("it is a folder, not a file"), "{message}");
}

#[test]
fn permission_problems_are_told_as_they_are() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    if !permissions_bind(dir.path()) {
        eprintln!("skipped: file permissions do not bind this user (root)");
        return;
    }
    // A read-only folder: the database itself may be writable, SQLite's -wal is not.
    let folder = dir.path().join("read-only");
    std::fs::create_dir(&folder).expect("a folder");
    let db = folder.join("gametable.db");
    drop(SqliteBackend::open(&db).expect("the database opens"));
    chmod(&folder, 0o555);
    let message = open_error(&db);
    assert!(
        message.contains(&format!("its folder {} is read-only", folder.display())),
        "{message}"
    );
    assert!(!message.contains("readonly database"), "{message}");
    let message = open_error(&folder.join("new.db"));
    assert!(
        message.contains(&format!(
            "cannot create the database {}: Permission denied",
            folder.join("new.db").display()
        )),
        "{message}"
    );
    chmod(&folder, 0o755);

    // A file its user may read but not write.
    chmod(&db, 0o444);
    let message = open_error(&db);
    assert!(
        message.contains(&format!(
            "cannot write the database {}: Permission denied",
            db.display()
        )),
        "{message}"
    );
    // A file its user may not read.
    chmod(&db, 0o000);
    let message = open_error(&db);
    assert!(message.contains(&db.display().to_string()), "{message}");
    assert!(message.contains("Permission denied"), "{message}");
}
