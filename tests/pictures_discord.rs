//! Pictures end to end, through the real binary and the loopback Discord: the end of a
//! game shows its score chart as a PNG attachment; in every game the table message, the
//! hands sent by DM and the answer to `/hand` carry one (a valid PNG within 100 KB), and
//! an unchanged picture on the table message is kept rather than uploaded again;
//! `/settings pictures state:off` (for the channel, or for oneself) leaves the text as it
//! was and the pictures out.

mod support;

use serde_json::{json, Value};
use support::bot::{
    bot_under_test, buttons_of, drained, game_command, play_next, private, spawn_bot, CHANNEL,
};
use support::fakecord::{Call, Fakecord, Place, TestUser, Upload, DM_CHANNEL_BASE};

/// The largest picture the bot may upload.
const MAX_PNG: usize = 100 * 1024;
const PNG_SIGNATURE: &[u8] = b"\x89PNG\r\n\x1a\n";
const GAMES: [(&str, usize); 5] = [
    ("boast", 3),
    ("nyet", 3),
    ("clown", 2),
    ("haggis", 2),
    ("buttons", 2),
];

fn people() -> Vec<TestUser> {
    vec![
        TestUser::new(631, "ann"),
        TestUser::new(632, "ben"),
        TestUser::new(633, "cy"),
    ]
}

/// Opens `game` with `players` (the first hosts) and starts it.
async fn start(fake: &Fakecord, game: &str, players: &[TestUser]) {
    let new = game_command("new", json!([{ "type": 3, "name": "game", "value": game }]));
    fake.command(&players[0], CHANNEL, "game", new).await;
    for player in &players[1..] {
        fake.command(player, CHANNEL, "game", game_command("join", json!([])))
            .await;
    }
    fake.command(
        &players[0],
        CHANNEL,
        "game",
        game_command("start", json!([])),
    )
    .await;
}

/// `/settings pictures state:<state> [for:<scope>]`.
fn pictures(state: &str, scope: Option<&str>) -> Value {
    let mut options = vec![json!({ "type": 3, "name": "state", "value": state })];
    if let Some(scope) = scope {
        options.push(json!({ "type": 3, "name": "for", "value": scope }));
    }
    json!([{ "type": 1, "name": "pictures", "options": options }])
}

/// A picture as the bot must upload it: a PNG that decodes, within the size limit.
fn assert_png(upload: &Upload) {
    let data = &upload.data;
    assert_eq!(upload.filename, "picture.png");
    assert_eq!(upload.content_type.as_deref(), Some("image/png"));
    assert!(data.len() <= MAX_PNG, "{} bytes", data.len());
    assert!(data.starts_with(PNG_SIGNATURE), "not a PNG");
    let mut reader = png::Decoder::new(std::io::Cursor::new(data.as_slice()))
        .read_info()
        .expect("a PNG header");
    let mut pixels = vec![0; reader.output_buffer_size().expect("a size")];
    let frame = reader.next_frame(&mut pixels).expect("decodable");
    assert!(frame.width > 0 && frame.height > 0);
}

fn id_of(message: &Value) -> u64 {
    message["id"]
        .as_str()
        .and_then(|i| i.parse().ok())
        .unwrap_or(0)
}

/// The files uploaded with the creation or an edit of `message`.
fn uploads_of(calls: &[Call], message: u64) -> Vec<Upload> {
    calls
        .iter()
        .filter(|c| c.created == Some(message) || c.path.ends_with(&format!("/{message}")))
        .flat_map(|c| c.files.clone())
        .collect()
}

/// Whether a stored message shows its picture: one attachment, shown by its embed.
fn shows_picture(message: &Value) -> bool {
    let attached = message["attachments"].as_array().map_or(0, Vec::len) == 1
        && message["attachments"][0]["filename"] == "picture.png";
    attached && message["embeds"][0]["image"]["url"] == "attachment://picture.png"
}

fn has_attachment(message: &Value) -> bool {
    message["attachments"]
        .as_array()
        .is_some_and(|a| !a.is_empty())
}

/// Plays the game of `CHANNEL` to its end, everyone their first legal move.
async fn play_to_end(fake: &Fakecord, db: &std::path::Path, players: &[TestUser]) {
    let mut moves = 0;
    while play_next(fake, db, players).await {
        moves += 1;
        assert!(moves < 2000, "the game ends");
    }
    drained(db).await;
}

/// The channel's post that tells how the game ended.
fn game_over(fake: &Fakecord) -> Value {
    fake.public_messages(CHANNEL)
        .into_iter()
        .rev()
        .find(|m| m.to_string().contains("Game over"))
        .expect("the post of the game's end")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_end_of_a_game_shows_its_score_chart_as_a_png() {
    let (fake, _dir, db, _bot) = bot_under_test().await;
    let players = people()[..2].to_vec();
    start(&fake, "clown", &players).await;
    play_to_end(&fake, &db, &players).await;

    let over = game_over(&fake);
    assert!(shows_picture(&over), "{over}");
    let uploads = uploads_of(&fake.calls(), id_of(&over));
    assert_eq!(uploads.len(), 1, "one picture, uploaded once");
    assert_png(&uploads[0]);
    assert!(
        over["embeds"][0]["description"]
            .as_str()
            .is_some_and(|text| text.contains("Game over")),
        "the text stays whole: {over}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_channel_with_pictures_off_gets_its_text_without_any_picture() {
    let (fake, _dir, db, _bot) = bot_under_test().await;
    let mut players = people()[..2].to_vec();

    let refused = fake
        .command(
            &players[1],
            CHANNEL,
            "settings",
            pictures("off", Some("channel")),
        )
        .await;
    assert!(private(&refused), "only moderators: {refused}");
    players[0].permissions = 0x10; // MANAGE_CHANNELS
    let off = fake
        .command(
            &players[0],
            CHANNEL,
            "settings",
            pictures("off", Some("channel")),
        )
        .await;
    assert!(
        off.to_string().contains("no pictures"),
        "told in the channel: {off}"
    );
    // A person's own choice is theirs alone and answered privately.
    let mine = fake
        .command(&players[1], CHANNEL, "settings", pictures("on", None))
        .await;
    assert!(private(&mine) && mine.to_string().contains("Pictures are on for you"));

    start(&fake, "clown", &players).await;
    play_to_end(&fake, &db, &players).await;
    let over = game_over(&fake);
    assert!(!has_attachment(&over), "{over}");
    assert!(over.to_string().contains("Game over"));
    let uploads = fake.calls().iter().filter(|c| !c.files.is_empty()).count();
    assert_eq!(uploads, 0, "nothing uploaded at a table without pictures");
}

/// The answer to `/hand` for `player` and the files it was sent with.
async fn look_at_hand(fake: &Fakecord, player: &TestUser) -> (Value, Vec<Upload>) {
    let mark = fake.calls().len();
    let answer = fake.command(player, CHANNEL, "hand", json!([])).await;
    let files = fake
        .calls_since(mark)
        .into_iter()
        .filter(|c| c.path.ends_with("/callback"))
        .flat_map(|c| c.files)
        .collect();
    (answer, files)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_game_shows_the_table_and_the_hands_as_pngs() {
    for (game, seats) in GAMES {
        let fake = Fakecord::start().await;
        let dir = tempfile::tempdir().expect("a temporary folder");
        let db = dir.path().join("bot.db");
        let _bot = spawn_bot(&fake, &db);
        fake.wait_sessions(1).await;
        let players = people()[..seats].to_vec();
        start(&fake, game, &players).await;
        drained(&db).await;
        let calls = fake.calls();

        let (table, _) = buttons_of(&fake, CHANNEL, ":hand");
        let shown = fake
            .public_messages(CHANNEL)
            .into_iter()
            .find(|m| id_of(m) == table)
            .expect("the table message");
        assert!(shows_picture(&shown), "{game}: the table message {shown}");
        let uploads = uploads_of(&calls, table);
        assert!(!uploads.is_empty(), "{game}");
        uploads.iter().for_each(assert_png);

        if game == "buttons" {
            // War of the Buttons deals nothing secret: no hand by DM or `/hand` there.
            continue;
        }
        for player in &players {
            let dms = fake.dm_messages(player.id);
            let hand = dms
                .iter()
                .find(|m| shows_picture(m))
                .unwrap_or_else(|| panic!("{game}: {}'s hand by DM: {dms:?}", player.name));
            let files = uploads_of(&calls, id_of(hand));
            assert_eq!(files.len(), 1, "{game}");
            assert_png(&files[0]);
        }
        let (answer, files) = look_at_hand(&fake, &players[0]).await;
        assert!(private(&answer), "{game}: {answer}");
        assert_eq!(files.len(), 1, "{game}: /hand {answer}");
        assert_png(&files[0]);
        assert_eq!(
            answer["data"]["embeds"][0]["image"]["url"], "attachment://picture.png",
            "{game}"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unchanged_picture_on_the_table_message_is_not_uploaded_again() {
    let (fake, _dir, db, _bot) = bot_under_test().await;
    let players = people();
    start(&fake, "boast", &players).await;
    drained(&db).await;
    let (table, _) = buttons_of(&fake, CHANNEL, ":hand");
    for _ in 0..6 {
        play_next(&fake, &db, &players).await;
        drained(&db).await;
    }
    // Away and back change the text of the table message, not what it shows.
    for sub in ["away", "back", "away", "back"] {
        fake.command(&players[2], CHANNEL, "game", game_command(sub, json!([])))
            .await;
        drained(&db).await;
    }
    let edits: Vec<Call> = fake
        .calls()
        .into_iter()
        .filter(|c| c.method == "PATCH" && c.path.ends_with(&format!("/{table}")))
        .collect();
    assert!(edits.len() >= 2, "{edits:?}");
    let mut last: Option<Vec<u8>> = None;
    let mut kept = 0;
    for edit in &edits {
        match edit.files.first() {
            Some(file) => {
                assert_png(file);
                assert_ne!(
                    last.as_ref(),
                    Some(&file.data),
                    "the same picture uploaded twice in a row"
                );
                last = Some(file.data.clone());
            }
            None => {
                let listed = edit.body["attachments"]
                    .as_array()
                    .cloned()
                    .unwrap_or_default();
                assert_eq!(listed.len(), 1, "an edit keeps the picture: {}", edit.body);
                kept += 1;
            }
        }
    }
    assert!(kept > 0, "some edit kept the picture it showed");
    let shown = fake
        .public_messages(CHANNEL)
        .into_iter()
        .find(|m| id_of(m) == table)
        .expect("the table message");
    assert!(shows_picture(&shown), "{shown}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_person_with_pictures_off_gets_the_same_text_without_pictures() {
    let (fake, _dir, db, _bot) = bot_under_test().await;
    let players = people()[..2].to_vec();
    start(&fake, "haggis", &players).await;
    drained(&db).await;

    let (before, files) = look_at_hand(&fake, &players[0]).await;
    assert_eq!(files.len(), 1);
    // From the DM with the bot too: a person's own setting needs no server.
    let off = fake
        .command_in(
            Place::Dm,
            &players[0],
            DM_CHANNEL_BASE + players[0].id,
            "settings",
            pictures("off", Some("me")),
        )
        .await;
    assert!(
        off.to_string().contains("Pictures are off for you"),
        "{off}"
    );
    let (after, files) = look_at_hand(&fake, &players[0]).await;
    assert!(files.is_empty(), "no picture for them now");
    assert_eq!(
        before["data"]["embeds"][0]["description"], after["data"]["embeds"][0]["description"],
        "the same text"
    );
    assert!(after["data"]["embeds"][0]["image"].is_null());
    let (_, others) = look_at_hand(&fake, &players[1]).await;
    assert_eq!(others.len(), 1, "the others still get theirs");
}
