//! HTTP-interactions mode through the real binary: `gametable serve` answers the
//! interactions that the test builds like Discord, signs with a test Ed25519 key pair and
//! POSTs to it. A PING gets its PONG; whatever is not signed by Discord's key for its
//! body and timestamp is refused with 401 and changes nothing; a game is played through
//! HTTP only, with the answers in the HTTP bodies and the bot's own posts and hands going
//! through the fake Discord's REST; an answer with files is deferred in the body and
//! completed by REST; and a second process over the same database carries on the game of
//! the first (nothing of an interaction stays in a process). A captured request sent
//! again is refused by every process on the store; requests without the signature headers
//! are refused before their body; a head sent byte by byte is cut off; and hundreds of
//! stalled connections under a low file-descriptor limit do not keep a PING unanswered.

#[path = "support/backends.rs"]
mod backends;
mod support;

use gametable::store::{Backend, SqliteBackend};
use gametable::table::ChannelId;
use serde_json::{json, Value};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;
use support::bot::{
    accepted, buttons_of, drained, game_command, hands, next_move, players, private, Bot, BIN,
    CHANNEL,
};
use support::endpoint::{
    free_port, spawn_serve, spawn_serve_limited, spawn_serve_with, timestamp, Endpoint, Signer,
};
use support::fakecord::{Call, Fakecord, Place, TestUser, GUILD_ID};
use support::stall::stalled;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// A fake Discord and `gametable serve` answering on a free port over a new database (in
/// the folder the guard keeps), listening.
async fn serve_under_test() -> (Fakecord, tempfile::TempDir, PathBuf, Bot, Endpoint) {
    let fake = Fakecord::start().await;
    let dir = tempfile::tempdir().expect("a temporary folder");
    let db = dir.path().join("bot.db");
    let port = free_port();
    let bot = spawn_serve(&fake, &db, port);
    let endpoint = Endpoint::new(&fake, port);
    endpoint.wait_listening().await;
    (fake, dir, db, bot, endpoint)
}

fn boast() -> Value {
    game_command(
        "new",
        json!([{ "type": 3, "name": "game", "value": "boast" }]),
    )
}

/// Request headers: names and values.
type Headers<'a> = Vec<(&'a str, String)>;

/// Whether `channel` has a lobby or a game in the bot's database.
fn has_table(db: &Path, channel: u64) -> bool {
    let stored = SqliteBackend::open(db)
        .and_then(|mut store| store.load_channel(ChannelId(channel)))
        .expect("the bot's database reads");
    stored.lobby.is_some() || stored.game.is_some()
}

/// The id and the number of recorded events of the game being played in `channel`.
fn game_progress(db: &Path, channel: u64) -> Option<(i64, usize)> {
    let mut store = SqliteBackend::open(db).ok()?;
    let game = store.load_channel(ChannelId(channel)).ok()?.game?;
    Some((game.id.0, game.events.len()))
}

/// Plays the next human move of the game in [`CHANNEL`] by `/play` over HTTP; the
/// answer, none when no person must act.
async fn play_next(endpoint: &Endpoint, db: &Path, people: &[TestUser]) -> Option<Value> {
    let (mover, notation) = next_move(db, people)?;
    let options = json!([{ "type": 3, "name": "move", "value": notation }]);
    let answer = endpoint.command(&mover, CHANNEL, "play", options).await;
    assert!(
        accepted(&answer),
        "the move {notation} was refused: {answer}"
    );
    Some(answer)
}

/// The interaction callbacks made by REST: none in HTTP mode, where the first response
/// is the answer to Discord's POST.
fn callbacks(calls: &[Call]) -> Vec<&Call> {
    calls
        .iter()
        .filter(|c| c.path.ends_with("/callback"))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_ping_gets_a_pong_and_requests_discord_did_not_sign_change_nothing() {
    let (fake, _dir, db, _bot, endpoint) = serve_under_test().await;
    let (status, pong) = endpoint.post_signed(&fake.ping_payload()).await;
    assert_eq!((status, pong), (200, json!({ "type": 1 })));
    assert!(
        !fake.registered_commands().is_empty(),
        "the commands are registered at the start"
    );

    let ann = TestUser::new(601, "ann");
    let payload = fake.command_payload(Place::Guild(GUILD_ID), &ann, CHANNEL, "game", boast());
    let body = payload.to_string().into_bytes();
    let now = timestamp(0);
    let signed = endpoint.headers(&Signer::test(), &now, &body);
    let without =
        |name: &str| -> Headers { signed.iter().filter(|(n, _)| *n != name).cloned().collect() };
    let with = |name: &'static str, value: String| -> Headers {
        let mut headers = without(name);
        headers.push((name, value));
        headers
    };
    let tampered = String::from_utf8(body.clone())
        .expect("JSON is text")
        .replace("boast", "nyet")
        .into_bytes();
    let stale = timestamp(-3600);
    let early = timestamp(3600);
    let cases: Vec<(&str, Headers, Vec<u8>)> = vec![
        (
            "signed with another key",
            endpoint.headers(&Signer::other(), &now, &body),
            body.clone(),
        ),
        ("a changed body", signed.clone(), tampered),
        ("no signature", without("x-signature-ed25519"), body.clone()),
        (
            "no timestamp",
            without("x-signature-timestamp"),
            body.clone(),
        ),
        (
            "no headers",
            vec![("content-type", "application/json".to_owned())],
            body.clone(),
        ),
        (
            "a garbled signature",
            with("x-signature-ed25519", "zz".repeat(64)),
            body.clone(),
        ),
        (
            "another timestamp than the signed one",
            with("x-signature-timestamp", timestamp(1)),
            body.clone(),
        ),
        (
            "an hour old",
            endpoint.headers(&Signer::test(), &stale, &body),
            body.clone(),
        ),
        (
            "an hour ahead",
            endpoint.headers(&Signer::test(), &early, &body),
            body.clone(),
        ),
        (
            "a timestamp that is no number",
            endpoint.headers(&Signer::test(), "soon", &body),
            body.clone(),
        ),
    ];
    let mark = fake.calls().len();
    for (case, headers, body) in cases {
        let (status, text) = endpoint.post_raw(&headers, body).await;
        assert_eq!(status, 401, "{case}: {text}");
    }
    assert!(
        fake.calls_since(mark).is_empty(),
        "refused requests made no REST call:\n{}",
        fake.call_log()
    );
    assert!(!has_table(&db, CHANNEL), "refused requests opened no table");

    // Neither a GET, nor a body too large, nor a signed body that is no interaction.
    let client = reqwest::Client::builder().no_proxy().build().unwrap();
    let get = client.get(&endpoint.url).send().await.unwrap();
    assert_eq!(get.status().as_u16(), 405);
    // A body too large is read to its end and refused with the connection closed, so the
    // client reads the refusal and sends its next request on a new connection.
    let huge = vec![b' '; 2 << 20];
    let mut request = client.post(&endpoint.url).body(huge.clone());
    for (name, value) in endpoint.headers(&Signer::test(), &now, &huge) {
        request = request.header(name, value);
    }
    let refused = request.send().await.unwrap();
    assert_eq!(refused.status().as_u16(), 413);
    assert_eq!(refused.headers()["connection"], "close");
    for garbage in [&b"not json"[..], &br#"{"type": 99}"#[..]] {
        let headers = endpoint.headers(&Signer::test(), &now, garbage);
        assert_eq!(endpoint.post_raw(&headers, garbage.to_vec()).await.0, 400);
    }
    assert!(fake.calls_since(mark).is_empty() && !has_table(&db, CHANNEL));

    // The same request as Discord signs it opens the table.
    let (status, answer) = endpoint.post_signed(&payload).await;
    assert_eq!(status, 200, "{answer}");
    assert_eq!(answer["type"], 4, "{answer}");
    assert!(has_table(&db, CHANNEL));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_is_played_through_http_only() {
    let (fake, _dir, db, _bot, endpoint) = serve_under_test().await;
    let people = players();
    let (ann, ben) = (&people[0], &people[1]);

    let opened = endpoint.command(ann, CHANNEL, "game", boast()).await;
    assert_eq!(opened["type"], 4, "{opened}");
    let joined = endpoint
        .command(ben, CHANNEL, "game", game_command("join", json!([])))
        .await;
    assert!(!joined.is_null());
    endpoint
        .command(ann, CHANNEL, "game", game_command("bot", json!([])))
        .await;
    let started = endpoint
        .command(ann, CHANNEL, "game", game_command("start", json!([])))
        .await;
    assert_eq!(started["type"], 4, "{started}");
    assert!(
        !private(&started),
        "the start is told to everyone: {started}"
    );
    drained(&db).await;
    // The bot's own messages go by REST: the table message, and each hand by DM.
    let (table, ids) = buttons_of(&fake, CHANNEL, ":hand");
    assert!(
        table > 0 && ids.iter().any(|id| id.ends_with(":play")),
        "{ids:?}"
    );
    for person in [ann, ben] {
        assert!(
            !hands(&fake, person.id).is_empty(),
            "{} got a hand by DM",
            person.name
        );
    }

    // Autocomplete lists the legal moves of whoever must act.
    let (mover, notation) = next_move(&db, &people).expect("a person to act");
    let focused = json!([{ "type": 3, "name": "move", "value": "", "focused": true }]);
    let choices = endpoint
        .autocomplete(&mover, CHANNEL, "play", focused)
        .await;
    assert_eq!(choices["type"], 8);
    assert!(
        choices["data"]["choices"].to_string().contains(&notation),
        "{choices}"
    );

    let (game, events) = game_progress(&db, CHANNEL).expect("a game");
    let mut played = 0;
    while played < 6 {
        let Some(answer) = play_next(&endpoint, &db, &people).await else {
            break;
        };
        assert_eq!(
            answer["type"], 4,
            "a move is answered in the body: {answer}"
        );
        played += 1;
    }
    assert!(played >= 2, "only {played} moves");
    let (same, now) = game_progress(&db, CHANNEL).unwrap_or((game, usize::MAX));
    assert_eq!(same, game);
    assert!(now >= events + played, "{events} events, then {now}");
    drained(&db).await;

    // A button of the table message, clicked: answered in the body too.
    let (table, ids) = buttons_of(&fake, CHANNEL, ":play");
    let play = ids.iter().find(|id| id.ends_with(":play")).expect("Play");
    let menu = endpoint.component(ann, CHANNEL, table, play, &[]).await;
    assert_eq!(menu["type"], 4, "{menu}");
    assert!(private(&menu), "the menu of moves is private: {menu}");

    let calls = fake.calls();
    assert!(
        callbacks(&calls).is_empty(),
        "first responses are the HTTP answers, not REST calls:\n{}",
        fake.call_log()
    );
    assert!(
        calls
            .iter()
            .any(|c| c.method == "PATCH" && c.path.starts_with(&format!("/channels/{CHANNEL}/"))),
        "the table message is kept up to date by REST:\n{}",
        fake.call_log()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn answers_with_files_are_deferred_and_completed_by_rest() {
    let (fake, _dir, db, _bot, endpoint) = serve_under_test().await;
    let ann = TestUser::new(601, "ann");
    endpoint.command(&ann, CHANNEL, "game", boast()).await;
    for _ in 0..2 {
        endpoint
            .command(&ann, CHANNEL, "game", game_command("bot", json!([])))
            .await;
    }
    endpoint
        .command(&ann, CHANNEL, "game", game_command("start", json!([])))
        .await;
    drained(&db).await;

    // The hand, with its picture: "thinking…" only for ann, then the edit with the file.
    let payload = fake.command_payload(Place::Guild(GUILD_ID), &ann, CHANNEL, "hand", json!([]));
    let token = payload["token"].as_str().unwrap_or_default().to_owned();
    let (status, answer) = endpoint.post_signed(&payload).await;
    assert_eq!(status, 200);
    assert_eq!(answer, json!({ "type": 5, "data": { "flags": 64 } }));
    let edit = completion(&fake, &token).await;
    assert_eq!(edit.status, 200, "{}", fake.call_log());
    assert_eq!(edit.files.len(), 1, "{:?}", edit.files);
    assert_eq!(edit.files[0].filename, "picture.png");
    assert!(edit.files[0].data.starts_with(b"\x89PNG\r\n\x1a\n"));
    assert!(
        edit.body["embeds"][0]["image"]["url"] == "attachment://picture.png",
        "{}",
        edit.body
    );

    // The record of the game being played: its two files the same way.
    let options = game_command("record", json!([]));
    let payload = fake.command_payload(Place::Guild(GUILD_ID), &ann, CHANNEL, "game", options);
    let token = payload["token"].as_str().unwrap_or_default().to_owned();
    let (status, answer) = endpoint.post_signed(&payload).await;
    assert_eq!(
        (status, answer),
        (200, json!({ "type": 5, "data": { "flags": 64 } }))
    );
    let edit = completion(&fake, &token).await;
    let mut names: Vec<&str> = edit.files.iter().map(|f| f.filename.as_str()).collect();
    names.sort_unstable();
    assert!(
        names.len() == 2 && names[0].ends_with(".json") && names[1].ends_with(".txt"),
        "{names:?}"
    );
    assert!(callbacks(&fake.calls()).is_empty());
}

/// The edit of the original response of the interaction with `token` that brought files.
async fn completion(fake: &Fakecord, token: &str) -> Call {
    fake.wait_for_call(|c| {
        c.method == "PATCH"
            && c.path.contains(token)
            && c.path.ends_with("/messages/@original")
            && c.status == 200
    })
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_second_process_carries_on_the_game_of_the_first() {
    let (fake, _dir, db, mut first, endpoint) = serve_under_test().await;
    let people = players();
    let (ann, ben) = (&people[0], &people[1]);
    endpoint.command(ann, CHANNEL, "game", boast()).await;
    endpoint
        .command(ben, CHANNEL, "game", game_command("join", json!([])))
        .await;
    endpoint
        .command(ann, CHANNEL, "game", game_command("bot", json!([])))
        .await;
    endpoint
        .command(ann, CHANNEL, "game", game_command("start", json!([])))
        .await;
    assert!(play_next(&endpoint, &db, &people).await.is_some());
    let (game, events) = game_progress(&db, CHANNEL).expect("a game");

    // SIGTERM: the first process finishes what it was doing and exits cleanly; what it
    // had no time to send (a table-message edit waiting out its interval) stays in the
    // outbox for the next process.
    let status = first.terminate(Duration::from_secs(20)).await;
    assert!(status.success(), "{status:?}");

    let port = free_port();
    let _second = spawn_serve(&fake, &db, port);
    let endpoint = Endpoint::new(&fake, port);
    endpoint.wait_listening().await;
    let answer = play_next(&endpoint, &db, &people).await;
    assert!(answer.is_some(), "the second process takes the next move");
    let (same, now) = game_progress(&db, CHANNEL).expect("the same game");
    assert_eq!(same, game);
    assert!(now > events, "{events} events, then {now}");
    let status = endpoint
        .command(ben, CHANNEL, "game", game_command("status", json!([])))
        .await;
    assert!(private(&status), "{status}");
    drained(&db).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_endpoint_is_ready_once_it_listens_and_its_interactions_are_counted() {
    let fake = Fakecord::start().await;
    let dir = tempfile::tempdir().expect("a temporary folder");
    let db = dir.path().join("bot.db");
    let (port, metrics) = (free_port(), free_port());
    let env = [("GAMETABLE_METRICS", format!("127.0.0.1:{metrics}"))];
    let _bot = spawn_serve_with(&fake, &db, port, &env);
    let endpoint = Endpoint::new(&fake, port);
    endpoint.wait_listening().await;
    let client = reqwest::Client::builder().no_proxy().build().unwrap();
    let get = |path: &str| {
        let request = client
            .get(format!("http://127.0.0.1:{metrics}{path}"))
            .send();
        async move {
            let response = request.await.expect("the metrics endpoint answers");
            let status = response.status().as_u16();
            (status, response.text().await.unwrap_or_default())
        }
    };
    assert_eq!(get("/readyz").await.0, 200);

    let ann = TestUser::new(601, "ann");
    let payload = fake.command_payload(Place::Guild(GUILD_ID), &ann, CHANNEL, "game", boast());
    let body = payload.to_string().into_bytes();
    let forged = endpoint.headers(&Signer::other(), &timestamp(0), &body);
    assert_eq!(endpoint.post_raw(&forged, body).await.0, 401);
    endpoint.command(&ann, CHANNEL, "game", boast()).await;
    // An interaction is counted when its handler is done, which goes on after the answer.
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    let text = loop {
        let (status, text) = get("/metrics").await;
        assert_eq!(status, 200);
        if text.contains(r#"command="game new""#) || tokio::time::Instant::now() > deadline {
            break text;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    for counted in [
        r#"gametable_interactions_total{command="game new",outcome="answered"} 1"#,
        r#"gametable_interactions_total{command="unsigned",outcome="refused"} 1"#,
        r#"gametable_interactions_total{command="ping",outcome="answered"}"#,
    ] {
        assert!(text.contains(counted), "{counted} in:\n{text}");
    }
}

#[test]
fn a_public_key_that_is_none_stops_serve_with_a_clear_error() {
    for key in ["not-hex", "00", &"ab".repeat(31)] {
        let output = Command::new(BIN)
            .args(["serve", "--listen", "127.0.0.1:0", "--public-key", key])
            .env("DISCORD_TOKEN", "fake-token")
            .env_remove("DISCORD_PUBLIC_KEY")
            .stdin(Stdio::null())
            .output()
            .expect("gametable runs");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{key}: {stderr}");
        assert!(
            stderr.contains("--public-key") && stderr.contains("64 hex digits"),
            "{key}: {stderr}"
        );
        assert!(!stderr.contains("panicked"), "{stderr}");
    }
}

/// How long a test waits for the endpoint to answer or close a connection (Discord waits
/// three seconds; the bot's own deadlines are five).
const PATIENCE: Duration = Duration::from_secs(20);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_captured_request_sent_again_is_refused_by_every_process_and_changes_nothing() {
    let fake = Fakecord::start().await;
    for fresh in backends::databases() {
        eprintln!("{}", fresh.name);
        // The SQLite file, or PostgreSQL's schema (its URL wins over the file).
        let db = match fresh.location() {
            Some(gametable::store::Location::Sqlite(path)) => path,
            _ => PathBuf::from("unused.db"),
        };
        let env: Vec<(&str, String)> = fresh
            .schema()
            .map(|schema| ("DATABASE_URL", schema.url()))
            .into_iter()
            .collect();
        let (a, b) = (free_port(), free_port());
        let (_first, _second) = (
            spawn_serve_with(&fake, &db, a, &env),
            spawn_serve_with(&fake, &db, b, &env),
        );
        let (first, second) = (Endpoint::new(&fake, a), Endpoint::new(&fake, b));
        first.wait_listening().await;
        second.wait_listening().await;
        let channel = CHANNEL + u64::from(a);
        let (ann, ben) = (TestUser::new(601, "ann"), TestUser::new(602, "ben"));
        let moderator = TestUser {
            permissions: 0x2000, // Manage Messages
            ..TestUser::new(609, "mo")
        };
        let command = |user: &TestUser, options: Value| {
            fake.command_payload(Place::Guild(GUILD_ID), user, channel, "game", options)
        };

        // A moderator's /game stop closes ann's lobby, and someone keeps the request.
        first.command(&ann, channel, "game", boast()).await;
        let stop = first.capture(&command(&moderator, game_command("stop", json!([]))));
        assert_eq!(first.send(&stop).await.0, 200);
        let mut store = fresh.backend();
        assert!(store
            .load_channel(ChannelId(channel))
            .unwrap()
            .lobby
            .is_none());
        // Ben opens the next lobby; the kept request, sent again to either process, is
        // refused and leaves it as it is.
        let open = second.capture(&command(&ben, boast()));
        assert_eq!(second.send(&open).await.0, 200);
        let version = store.table_version(ChannelId(channel)).unwrap();
        sent_everything(&mut *store).await;
        let mark = fake.calls().len();
        for endpoint in [&second, &first, &second] {
            assert_eq!(endpoint.send(&stop).await, (401, Value::Null));
            assert_eq!(endpoint.send(&open).await, (401, Value::Null));
        }
        let stored = store.load_channel(ChannelId(channel)).unwrap();
        assert!(
            stored.lobby.is_some(),
            "{}: ben's lobby is open",
            fresh.name
        );
        assert_eq!(stored.version, version, "{}: nothing changed", fresh.name);
        assert!(
            fake.calls_since(mark).is_empty(),
            "{}: refused requests made no REST call:\n{}",
            fresh.name,
            fake.call_log()
        );
        // A request of the same person, signed anew, is a new interaction.
        let status = command(&ben, game_command("status", json!([])));
        assert_eq!(first.post_signed(&status).await.0, 200);
    }
}

/// Waits until the bots sent everything they promised (nothing pending in the outbox of
/// `store`).
async fn sent_everything(store: &mut dyn Backend) {
    let deadline = tokio::time::Instant::now() + PATIENCE;
    while store.outbox().unwrap().iter().any(|parcel| !parcel.failed) {
        assert!(tokio::time::Instant::now() < deadline, "still pending");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// The status line and headers the endpoint answers to `head` (a request's head, sent
/// with no body), read until it closes the connection; panics after [`PATIENCE`].
async fn answer_to_head(port: u16, head: &str) -> String {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).await.unwrap();
    stream.write_all(head.as_bytes()).await.unwrap();
    let mut answer = Vec::new();
    let read = tokio::time::timeout(PATIENCE, stream.read_to_end(&mut answer)).await;
    assert!(read.is_ok(), "no answer to a head without a body:\n{head}");
    String::from_utf8_lossy(&answer).to_lowercase()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn requests_without_the_signature_headers_are_refused_before_their_body() {
    let (fake, _dir, db, _bot, endpoint) = serve_under_test().await;
    let signature = Signer::test().sign(&timestamp(0), b"{}");
    let cases = [
        ("no signature headers", String::new()),
        ("a short signature", signed(&signature[2..], &timestamp(0))),
        (
            "a signature that is no hex",
            signed(&"zz".repeat(64), &timestamp(0)),
        ),
        ("a timestamp that is no number", signed(&signature, "soon")),
        (
            "a timestamp an hour old",
            signed(&signature, &timestamp(-3600)),
        ),
    ];
    let mark = fake.calls().len();
    for (case, signed) in cases {
        // A body is announced (under the size limit) and never sent: the answer comes
        // without waiting for it.
        let answer = answer_to_head(endpoint.port, &head(&signed, 100_000)).await;
        assert!(answer.starts_with("http/1.1 401"), "{case}: {answer}");
        assert!(answer.contains("connection: close"), "{case}: {answer}");
    }
    assert!(fake.calls_since(mark).is_empty() && !has_table(&db, CHANNEL));
}

/// The signature headers of a request's head, as given.
fn signed(signature: &str, timestamp: &str) -> String {
    format!("X-Signature-Ed25519: {signature}\r\nX-Signature-Timestamp: {timestamp}\r\n")
}

/// The head of a POST with these `signed` headers that announces a body of `length`.
fn head(signed: &str, length: usize) -> String {
    format!(
        "POST /interactions HTTP/1.1\r\nHost: bot\r\nContent-Type: application/json\r\n\
         {signed}Content-Length: {length}\r\n\r\n"
    )
}

/// Opens a connection, sends `first` at once and then `slowly` one byte every 100 ms,
/// until the endpoint answers (what it answered, read to the connection's end) or closes
/// the connection (then nothing); panics after [`PATIENCE`], or once all was sent.
async fn dribble(port: u16, first: &[u8], slowly: &[u8]) -> String {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).await.unwrap();
    stream.write_all(first).await.unwrap();
    let deadline = tokio::time::Instant::now() + PATIENCE;
    let mut answer = vec![0u8; 4096];
    for byte in slowly {
        assert!(
            tokio::time::Instant::now() < deadline,
            "the connection is still open after {PATIENCE:?}"
        );
        if stream.write_all(&[*byte]).await.is_err() {
            return String::new();
        }
        let read = tokio::time::timeout(Duration::from_millis(100), stream.read(&mut answer));
        match read.await {
            Err(_) => {}
            Ok(Ok(0) | Err(_)) => return String::new(),
            Ok(Ok(read)) => {
                answer.truncate(read);
                let rest = tokio::time::timeout(PATIENCE, stream.read_to_end(&mut answer));
                assert!(
                    rest.await.is_ok(),
                    "the connection stays open after an answer"
                );
                return String::from_utf8_lossy(&answer).to_lowercase();
            }
        }
    }
    panic!("all was taken, one byte at a time");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_head_sent_a_byte_at_a_time_is_cut_off() {
    let (_fake, _dir, _db, _bot, endpoint) = serve_under_test().await;
    let slow = format!("X-Slow: {}\r\n", "a".repeat(10_000));
    let answer = dribble(
        endpoint.port,
        b"POST /interactions HTTP/1.1\r\n",
        slow.as_bytes(),
    )
    .await;
    assert!(
        answer.is_empty() || answer.starts_with("http/1.1 408"),
        "{answer}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_body_sent_a_byte_at_a_time_is_answered_408() {
    let (fake, _dir, db, _bot, endpoint) = serve_under_test().await;
    let payload = fake.command_payload(
        Place::Guild(GUILD_ID),
        &TestUser::new(601, "ann"),
        CHANNEL,
        "game",
        boast(),
    );
    let body = payload.to_string().into_bytes();
    let now = timestamp(0);
    let signed = signed(&Signer::test().sign(&now, &body), &now);
    let answer = dribble(endpoint.port, head(&signed, body.len()).as_bytes(), &body).await;
    assert!(answer.starts_with("http/1.1 408"), "{answer}");
    assert!(!has_table(&db, CHANNEL));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_ping_is_answered_beside_300_stalled_connections_with_256_file_descriptors() {
    let fake = Fakecord::start().await;
    let dir = tempfile::tempdir().expect("a temporary folder");
    let port = free_port();
    let _bot = spawn_serve_limited(&fake, &dir.path().join("bot.db"), port, &[], 256);
    let endpoint = Endpoint::new(&fake, port);
    endpoint.wait_listening().await;
    let _stalled = stalled(port, 300).await;
    let (status, pong) = endpoint.post_signed(&fake.ping_payload()).await;
    assert_eq!((status, pong), (200, json!({ "type": 1 })));
    // And an interaction after it.
    let ann = TestUser::new(601, "ann");
    let opened = endpoint.command(&ann, CHANNEL, "game", boast()).await;
    assert_eq!(opened["type"], 4, "{opened}");
}
