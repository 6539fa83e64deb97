//! End to end through a loopback fake of Discord: the real serenity client of the real
//! bot connects to it, and whole games are played by dispatching interactions. The
//! bot's own SQLite file, replayed independently, is the oracle for turns, legal moves
//! and hands.

mod support;

use gametable::discord::{run, BotConfig};
use gametable::engine::{Actors, AnyGame, Seat, Viewer};
use gametable::games::boast::{card_label, Card};
use gametable::i18n::{Lang, Localizer};
use gametable::store::{Backend, SqliteBackend};
use gametable::table::{ChannelId, SystemClock};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;
use support::fakecord::{Call, Fakecord, TestUser, GUILD_ID};
use tokio::sync::oneshot;
use tokio::task::JoinHandle;

const CHANNEL: u64 = 5_000;

fn user(id: u64, name: &str, locale: &str) -> TestUser {
    TestUser {
        id,
        name: name.into(),
        locale: locale.into(),
        permissions: 0,
    }
}

struct Bot {
    stop: oneshot::Sender<()>,
    task: JoinHandle<anyhow::Result<()>>,
}

async fn start_bot(fake: &Fakecord, db: &Path) -> Bot {
    let config = BotConfig {
        token: "fake-token".into(),
        guild: Some(GUILD_ID),
        api_url: Some(fake.api_url()),
        db: db.into(),
        default_lang: Lang::En,
        board_interval: Duration::from_millis(100),
        requests_per_second: 50,
        fair_use: gametable::table::FairUse::default(),
        table_idle: Duration::from_secs(1800),
        keep_ended: None,
        shards: None,
    };
    let (stop, stopped) = oneshot::channel::<()>();
    let ctx = gametable::cli::context(Lang::En);
    let task = tokio::spawn(run(config, ctx, Arc::new(SystemClock), async {
        let _ = stopped.await;
    }));
    Bot { stop, task }
}

/// A fake Discord with a freshly started bot connected to it, over a new database (the
/// folder lives as long as the returned guard).
async fn connected_bot() -> (Fakecord, tempfile::TempDir, PathBuf, Bot) {
    let fake = Fakecord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let bot = start_bot(&fake, &db).await;
    fake.wait_ready().await;
    (fake, dir, db, bot)
}

async fn stop_bot(bot: Bot) {
    let _ = bot.stop.send(());
    bot.task
        .await
        .expect("the bot task ends")
        .expect("the bot shuts down cleanly");
}

/// The game of the channel as the store has it, replayed independently of the bot.
fn stored_game(db: &Path) -> Option<Box<dyn AnyGame>> {
    let mut store = SqliteBackend::open(db).expect("the bot's database");
    let record = store
        .load_channel(ChannelId(CHANNEL))
        .expect("readable")
        .game?;
    Some(
        record
            .replay(&gametable::games::registry())
            .expect("the record replays")
            .game,
    )
}

fn legal(game: &dyn AnyGame, seat: Seat) -> Vec<String> {
    let mut moves: Vec<String> = game
        .legal_moves(seat)
        .into_iter()
        .map(|m| m.notation)
        .collect();
    moves.sort();
    moves
}

/// English labels of the coloured cards in each seat's hand (the channel speaks English).
fn hands(game: &dyn AnyGame) -> Vec<Vec<String>> {
    let localizer = Localizer::global();
    Seat::all(game.seats())
        .map(|seat| {
            let view = game.view_json(Viewer::Seat(seat));
            view["hand"]
                .as_array()
                .cloned()
                .unwrap_or_default()
                .iter()
                .filter_map(|card| card.as_str().and_then(|c| c.parse::<Card>().ok()))
                .filter(|card| card.colour().is_some())
                .map(|card| localizer.render(Lang::En, &card_label(card), &|s| s.to_string()))
                .collect()
        })
        .collect()
}

/// The cards that stayed secret through a move: held by the same seat before and after
/// it, except the card just played. (A card played in public may be dealt again in the
/// next round, so the hands after the move alone would not do.)
fn kept_secret(before: &[Vec<String>], after: &[Vec<String>], played: &str) -> Vec<String> {
    let played = played
        .parse::<Card>()
        .ok()
        .map(|card| Localizer::global().render(Lang::En, &card_label(card), &|s| s.to_string()));
    before
        .iter()
        .zip(after)
        .flat_map(|(was, is)| was.iter().filter(|card| is.contains(card)).cloned())
        .filter(|card| Some(card) != played.as_ref())
        .collect()
}

fn assert_no_secret_in_public(calls: &[Call], dms: &[u64], secrets: &[String]) {
    for text in public_texts(calls, dms) {
        for label in secrets {
            assert!(
                !mentions(&text, label),
                "a card of a hand ({label}) appeared in public: {text}"
            );
        }
    }
}

/// Whether `text` names `label` as a whole ("red 1" is not in "red 11").
fn mentions(text: &str, label: &str) -> bool {
    text.match_indices(label).any(|(at, _)| {
        !text[at + label.len()..]
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_digit())
    })
}

/// Everything in public view among these calls: non-ephemeral responses, channel posts
/// and edits (not direct messages).
fn public_texts(calls: &[Call], dm_channels: &[u64]) -> Vec<String> {
    calls
        .iter()
        .filter_map(|call| {
            let body = &call.body;
            let is_response = call.path.starts_with("/interactions/");
            let in_dm = dm_channels
                .iter()
                .any(|dm| call.path.starts_with(&format!("/channels/{dm}/")));
            let channel_message =
                call.path.starts_with("/channels/") && !in_dm && call.method != "DELETE";
            if is_response && body["data"]["flags"].as_u64().unwrap_or(0) & 64 == 0 {
                Some(body["data"].to_string())
            } else if channel_message {
                Some(body.to_string())
            } else {
                None
            }
        })
        .collect()
}

fn is_ephemeral(response: &Value) -> bool {
    response["data"]["flags"].as_u64().unwrap_or(0) & 64 != 0
}

fn text_of(response: &Value) -> String {
    response["data"].to_string()
}

/// One move played by [`play_to_end`].
struct Played<'a> {
    /// The game before the move.
    before: &'a dyn AnyGame,
    /// The game after it, unless it ended.
    after: Option<&'a dyn AnyGame>,
    /// The seat that moved.
    seat: Seat,
    /// The move.
    notation: &'a str,
    /// The REST calls it caused (background sends may come later).
    calls: &'a [Call],
    /// Where those calls begin in the fake's log.
    mark: usize,
}

/// What a whole game cost.
struct Totals {
    moves: usize,
    /// Posts left standing in the channel (pings removed).
    posts: usize,
    callbacks: usize,
    calls: usize,
    dms: usize,
    last: Value,
}

impl Totals {
    /// Checks and prints the REST calls and the posts left per move: a quiet channel
    /// keeps fewer posts than moves.
    fn report(&self) {
        assert_eq!(
            self.callbacks, self.moves,
            "one interaction response per move"
        );
        let per_move = self.calls as f64 / self.moves as f64;
        println!(
            "{} moves, {} posts left, {per_move:.2} public REST calls per move (the response, coalesced table edits, the ping replaced), {} direct-message calls",
            self.moves, self.posts, self.dms
        );
        assert!(per_move < 4.0, "{per_move:.2} REST calls per move");
        assert!(
            self.posts < self.moves,
            "{} posts left for {} moves",
            self.posts,
            self.moves
        );
    }
}

/// Whether a call goes to a direct-message channel.
fn is_dm(call: &Call) -> bool {
    call.path
        .strip_prefix("/channels/")
        .and_then(|rest| rest.split('/').next()?.parse::<u64>().ok())
        .is_some_and(|channel| channel >= support::fakecord::DM_CHANNEL_BASE)
        || call.path == "/users/@me/channels"
}

/// The users pinged in `channel` by these calls: the allowed mentions of public
/// interaction responses and follow-ups (the test's interactions are all in `channel`)
/// and of posts.
fn pinged_by(calls: &[Call], channel: u64) -> Vec<u64> {
    calls
        .iter()
        .filter_map(|call| {
            let message = if call.path.starts_with("/interactions/") {
                (!is_ephemeral(&call.body)).then_some(&call.body["data"])
            } else if call.path.starts_with("/webhooks/") {
                // A quiet channel's ping: a follow-up of the move (a public one).
                let public = call.body["flags"].as_u64().unwrap_or(0) & 64 == 0;
                (call.method == "POST" && public).then_some(&call.body)
            } else {
                (call.method == "POST" && call.path == format!("/channels/{channel}/messages"))
                    .then_some(&call.body)
            }?;
            message["allowed_mentions"]["users"].as_array().cloned()
        })
        .flatten()
        .filter_map(|user| user.as_str()?.parse().ok())
        .collect()
}

/// Waits until the posts, pings and table-message edits the bot promised have been sent,
/// so that what one move shows is not counted with the next.
async fn posts_sent(db: &Path) {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    while support::bot::outbox(db).iter().any(|e| {
        !e.failed
            && ["post:", "ping:", "board:"]
                .iter()
                .any(|l| e.lane.starts_with(l))
    }) {
        assert!(
            tokio::time::Instant::now() < deadline,
            "posts still pending"
        );
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

/// How many events the stored games hold.
fn stored_events(db: &Path) -> i64 {
    rusqlite::Connection::open(db)
        .and_then(|c| c.query_row("SELECT COUNT(*) FROM events", [], |row| row.get(0)))
        .expect("the bot's database reads")
}

/// How the test players play: when the bot restarts, and how they choose their moves.
#[derive(Clone, Copy, Debug)]
struct Drive {
    /// The bot is restarted after this many moves.
    restart_after: usize,
    /// How each move is chosen.
    pick: Pick,
}

impl Drive {
    /// Plays the first offered move, restarting after `restart_after` moves.
    fn first_offered(restart_after: usize) -> Drive {
        Drive {
            restart_after,
            pick: Pick::FirstOffered,
        }
    }
}

/// How the test players choose their moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Pick {
    /// The first move autocomplete offers.
    FirstOffered,
    /// The move the game's AI would play in the seat: for games that only end when played
    /// with a purpose.
    LikeTheAi,
}

/// [`play_until`] the game ends.
async fn play_to_end(
    fake: &Fakecord,
    db: &Path,
    players: &[&TestUser],
    bot: Bot,
    drive: Drive,
    check: impl FnMut(&Played<'_>),
) -> (Bot, Totals) {
    play_until(fake, db, players, bot, drive, |_| false, check).await
}

/// Plays the channel's game through Discord until it ends or `until` holds: whoever the
/// stored record says must act asks autocomplete for their moves (checked against the
/// record's legal moves) and plays one, as `pick` says; now and then a waiting player and
/// nonsense are refused. The bot is restarted once, as `drive` says. `check` sees
/// every move.
async fn play_until(
    fake: &Fakecord,
    db: &Path,
    players: &[&TestUser],
    mut bot: Bot,
    drive: Drive,
    until: impl Fn(&dyn AnyGame) -> bool,
    mut check: impl FnMut(&Played<'_>),
) -> (Bot, Totals) {
    let mut totals = Totals {
        moves: 0,
        posts: 0,
        callbacks: 0,
        calls: 0,
        dms: 0,
        last: Value::Null,
    };
    let mut restarted = false;
    // Who was pinged and has not acted since (from the start of the test), or had to act
    // again right after their own move (the mover is never pinged: they were answered).
    let mut pinged: Vec<u64> = Vec::new();
    let mut ping_mark = 0;
    let public_before = fake.public_messages(CHANNEL).len();
    while let Some(game) = stored_game(db).filter(|game| !until(game.as_ref())) {
        let Actors::Seats(seats) = game.actors() else {
            panic!("the game waits for nobody")
        };
        let seat = seats.iter().next().expect("a seat to act");
        let mover = players[seat.index()];
        posts_sent(db).await;
        pinged.extend(pinged_by(&fake.calls_since(ping_mark), CHANNEL));
        ping_mark = fake.calls().len();
        if totals.moves > 0 {
            assert!(
                pinged.contains(&mover.id),
                "the player to act was pinged: {} after {}",
                mover.name,
                totals.last
            );
        }
        let expected = legal(game.as_ref(), seat);
        let focused = json!([{"type": 3, "name": "move", "value": "", "focused": true}]);
        let offered = fake.autocomplete(mover, CHANNEL, "play", focused).await;
        let mut offered: Vec<String> = offered["data"]["choices"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["value"].as_str().unwrap().to_owned())
            .collect();
        if expected.len() <= 25 {
            let mut sorted = offered.clone();
            sorted.sort();
            assert_eq!(
                sorted, expected,
                "autocomplete offers exactly the legal moves"
            );
        } else {
            assert_eq!(offered.len(), 25, "autocomplete offers Discord's maximum");
            assert!(
                offered.iter().all(|m| expected.contains(m)),
                "only legal moves are offered"
            );
        }

        if totals.moves % 25 == 3 {
            if let Some(waiting) = players
                .iter()
                .enumerate()
                // Not among the actors is not enough: in a simultaneous phase a player who
                // chose may still change the choice. Someone with no legal move at all:
                .find(|(i, _)| legal(game.as_ref(), Seat(*i as u8)).is_empty())
                .map(|(_, p)| *p)
            {
                let out_of_turn = fake
                    .command(waiting, CHANNEL, "play", play(&expected[0]))
                    .await;
                assert!(
                    is_ephemeral(&out_of_turn),
                    "out of turn is refused privately"
                );
            }
            let nonsense = fake.command(mover, CHANNEL, "play", play("zz")).await;
            assert!(is_ephemeral(&nonsense));
            assert!(
                text_of(&nonsense).contains("zz"),
                "the refusal quotes the input"
            );
            let unchanged = stored_game(db).unwrap();
            assert_eq!(
                legal(unchanged.as_ref(), seat),
                expected,
                "refused input changed nothing"
            );
        }

        let notation = match drive.pick {
            Pick::FirstOffered => offered.swap_remove(0),
            Pick::LikeTheAi => {
                let mut rng = ChaCha8Rng::seed_from_u64(totals.moves as u64);
                let chosen = game.ai_move(seat, &mut rng).expect("the AI has a move");
                assert!(expected.contains(&chosen), "{chosen} is legal");
                chosen
            }
        };
        let mark = fake.calls().len();
        let events_before = stored_events(db);
        let response = fake.command(mover, CHANNEL, "play", play(&notation)).await;
        assert!(
            stored_events(db) > events_before,
            "the move {notation} was played: {response}"
        );
        assert!(
            !is_ephemeral(&response) || text_of(&response).contains(&notation),
            "a move that ends nothing is confirmed privately, naming it: {response}"
        );
        pinged.retain(|user| *user != mover.id);
        totals.moves += 1;
        // Let coalesced table edits land before counting this move's calls.
        tokio::time::sleep(Duration::from_millis(20)).await;
        let calls = fake.calls_since(mark);
        totals.callbacks += calls
            .iter()
            .filter(|c| c.path.starts_with("/interactions/"))
            .count();
        // Direct messages are counted apart: they carry private information and are as
        // many as the game has secrets to tell.
        let (dms, public): (Vec<&Call>, Vec<&Call>) = calls.iter().partition(|c| is_dm(c));
        totals.calls += public.len();
        totals.dms += dms.len();
        let after = stored_game(db);
        if after
            .as_ref()
            .is_some_and(|game| matches!(game.actors(), Actors::Seats(s) if s.contains(seat)))
        {
            pinged.push(mover.id);
        }
        check(&Played {
            before: game.as_ref(),
            after: after.as_deref(),
            seat,
            notation: &notation,
            calls: &calls,
            mark,
        });
        totals.last = response;

        if totals.moves == drive.restart_after && !restarted {
            let sessions = fake.sessions();
            stop_bot(bot).await;
            bot = start_bot(fake, db).await;
            fake.wait_sessions(sessions + 1).await;
            restarted = true;
        }
        assert!(totals.moves < 5_000, "the game ends");
    }
    assert!(
        restarted,
        "the game outlived a restart ({} moves)",
        totals.moves
    );
    posts_sent(db).await;
    let pings = support::bot::pings(fake, CHANNEL);
    assert!(pings.len() <= 1, "old pings are removed: {pings:?}");
    totals.posts = fake.public_messages(CHANNEL).len() - public_before - pings.len();
    (bot, totals)
}

fn game_command(sub: &str, options: Value) -> Value {
    json!([{ "type": 1, "name": sub, "options": options }])
}

fn play(notation: &str) -> Value {
    json!([{ "type": 3, "name": "move", "value": notation }])
}

fn dm_channels(fake: &Fakecord) -> Vec<u64> {
    fake.calls()
        .iter()
        .filter(|c| c.path == "/users/@me/channels" && c.status == 200)
        .filter_map(|c| {
            c.body["recipient_id"]
                .as_str()?
                .parse::<u64>()
                .ok()
                .map(|u| 900_000 + u)
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_boast_game_through_discord() {
    let (fake, _dir, db, bot) = connected_bot().await;

    // The commands of commands/ are registered to the test server, with localizations.
    let registered = fake
        .wait_for_call(|c| {
            c.method == "PUT" && c.path.ends_with(&format!("/guilds/{GUILD_ID}/commands"))
        })
        .await;
    let names: Vec<&str> = registered
        .body
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|c| c["name"].as_str())
        .collect();
    let defined = gametable::discord::definitions().expect("the definitions read");
    assert_eq!(names.len(), defined.len(), "{names:?}");
    assert!(registered
        .body
        .as_array()
        .unwrap()
        .iter()
        .all(|c| c["name_localizations"]["hu"].is_string()));

    let alice = user(101, "alice", "hu");
    let bob = user(102, "bob", "el");
    let carol = user(103, "carol", "en-US");
    let players = [&alice, &bob, &carol];

    // Lobby: a slash command, a button of the table message, another slash command.
    let opened = fake
        .command(
            &alice,
            CHANNEL,
            "game",
            game_command(
                "new",
                json!([{"type": 3, "name": "game", "value": "boast"}]),
            ),
        )
        .await;
    assert!(
        !is_ephemeral(&opened),
        "the lobby is announced publicly: {opened}"
    );
    let table_post = fake
        .wait_for_call(|c| {
            c.method == "POST"
                && c.path == format!("/channels/{CHANNEL}/messages")
                && c.status == 200
        })
        .await;
    let buttons = &table_post.body["components"][0]["components"];
    let join = buttons[0]["custom_id"]
        .as_str()
        .unwrap_or_default()
        .to_owned();
    assert!(
        join.starts_with(&format!("table:{CHANNEL}:l")) && join.ends_with(":join"),
        "the button names its channel and lobby: {join}"
    );
    let table_message: u64 = fake.channel_messages(CHANNEL).last().unwrap()["id"]
        .as_str()
        .unwrap()
        .parse()
        .unwrap();
    let joined = fake
        .component(&bob, CHANNEL, table_message, &join, &[])
        .await;
    assert_eq!(
        joined["type"], 6,
        "the button is acknowledged, and the message it sits on left alone: {joined}"
    );
    let edit = fake
        .wait_for_call(|c| {
            c.method == "PATCH"
                && c.path == format!("/channels/{CHANNEL}/messages/{table_message}")
                && c.status == 200
        })
        .await;
    assert!(
        edit.body.to_string().contains("<@102>"),
        "the outbox edits the table message: {}",
        edit.body
    );
    let again = fake
        .component(&bob, CHANNEL, table_message, &join, &[])
        .await;
    assert!(is_ephemeral(&again), "joining twice is refused privately");
    let greek = text_of(&again)
        .chars()
        .filter(|c| ('α'..='ω').contains(c))
        .count();
    assert!(
        greek > 10,
        "bob's client speaks Greek, so does the refusal: {again}"
    );
    let carol_joined = fake
        .command(&carol, CHANNEL, "game", game_command("join", json!([])))
        .await;
    assert!(!is_ephemeral(&carol_joined));
    fake.close_dms(carol.id);

    let not_host = fake
        .command(&bob, CHANNEL, "game", game_command("start", json!([])))
        .await;
    assert!(is_ephemeral(&not_host), "only the host starts");
    let started = fake
        .command(&alice, CHANNEL, "game", game_command("start", json!([])))
        .await;
    assert!(!is_ephemeral(&started));

    // Hands by DM; carol's DMs are closed: she is told once, publicly, to use /hand.
    for who in [&alice, &bob] {
        let dm = format!("/channels/{}/messages", 900_000 + who.id);
        fake.wait_for_call(|c| c.method == "POST" && c.path == dm && c.status == 200)
            .await;
    }
    fake.wait_for_call(|c| {
        c.status == 403 && c.path == format!("/channels/{}/messages", 900_000 + carol.id)
    })
    .await;
    let notice = fake
        .wait_for_call(|c| {
            c.path == format!("/channels/{CHANNEL}/messages")
                && c.body["content"]
                    .as_str()
                    .is_some_and(|t| t.contains("<@103>") && t.contains("/hand"))
        })
        .await;
    assert_eq!(notice.body["allowed_mentions"]["users"], json!(["103"]));
    let dealt = hands(stored_game(&db).expect("a game").as_ref());
    assert_no_secret_in_public(&fake.calls(), &dm_channels(&fake), &dealt.concat());
    let hand = fake.command(&carol, CHANNEL, "hand", json!([])).await;
    assert!(is_ephemeral(&hand), "/hand answers privately");
    let game = stored_game(&db).expect("a game in the store");
    let carols_cards = game.view_json(Viewer::Seat(Seat(2)))["hand"]
        .as_array()
        .unwrap()
        .len();
    assert_eq!(carols_cards, 7);

    // Play the whole game; restart the bot in the middle. Hands stay secret throughout.
    let dms = dm_channels(&fake);
    let (bot, totals) = play_to_end(
        &fake,
        &db,
        &players,
        bot,
        Drive::first_offered(30),
        |played| {
            let before = hands(played.before);
            let after = played.after.map(hands).unwrap_or_default();
            let secrets = kept_secret(&before, &after, played.notation);
            assert_no_secret_in_public(played.calls, &dms, &secrets);
        },
    )
    .await;
    assert!(
        text_of(&totals.last).contains("Game over"),
        "the final result is posted: {}",
        totals.last
    );
    totals.report();
    assert!(
        totals.posts * 2 <= totals.moves,
        "a 3-player Boast game leaves at most one post per two moves: {} for {}",
        totals.posts,
        totals.moves
    );
    stop_bot(bot).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rules_in_each_language_and_a_rate_limited_post_is_retried() {
    let (fake, _dir, _db, bot) = connected_bot().await;
    let reader = user(201, "dora", "ru");

    let rules = fake
        .command(
            &reader,
            CHANNEL,
            "rules",
            json!([{"type": 3, "name": "game", "value": "boast"}]),
        )
        .await;
    assert!(is_ephemeral(&rules));
    let title = rules["data"]["embeds"][0]["title"]
        .as_str()
        .unwrap()
        .to_owned();
    assert!(
        title
            .chars()
            .any(|c| ('а'..='я').contains(&c.to_lowercase().next().unwrap())),
        "Russian for a Russian client: {title}"
    );
    let english = fake
        .command(&reader, CHANNEL, "rules", json!([{"type": 3, "name": "game", "value": "boast"}, {"type": 3, "name": "language", "value": "en"}]))
        .await;
    assert!(english["data"]["embeds"][0]["title"]
        .as_str()
        .unwrap()
        .starts_with("Boast or Nothing"));
    let own_rules = fake
        .response_message()
        .expect("the rules answer is a message");
    let sections = fake.autocomplete(&reader, CHANNEL, "rules", json!([{"type": 3, "name": "game", "value": "boast"}, {"type": 3, "name": "section", "value": "", "focused": true}])).await;
    assert_eq!(sections["data"]["choices"].as_array().unwrap().len(), 8);
    let picked = fake
        .component(&reader, CHANNEL, own_rules, "rules:boast:ru", &["scoring"])
        .await;
    assert_eq!(picked["type"], 7, "the reader's own rules turn in place");
    // On any other message (here one the bot posted), a new message only for the reader.
    let elsewhere = fake
        .component(&reader, CHANNEL, 1, "rules:boast:ru", &["scoring"])
        .await;
    assert_eq!(elsewhere["type"], 4, "{elsewhere}");
    assert!(is_ephemeral(&elsewhere), "{elsewhere}");
    assert_ne!(
        picked["data"]["embeds"][0]["title"],
        rules["data"]["embeds"][0]["title"]
    );

    // The table message post meets a 429: the bot waits out retry-after and posts again.
    fake.inject_rate_limit("POST", &format!("/channels/{CHANNEL}/messages"), 0.2, 1);
    let host = user(202, "emil", "en-GB");
    fake.command(
        &host,
        CHANNEL,
        "game",
        game_command(
            "new",
            json!([{"type": 3, "name": "game", "value": "boast"}]),
        ),
    )
    .await;
    fake.wait_for_call(|c| {
        c.method == "POST" && c.path == format!("/channels/{CHANNEL}/messages") && c.status == 200
    })
    .await;
    let posts: Vec<u16> = fake
        .calls()
        .iter()
        .filter(|c| c.method == "POST" && c.path == format!("/channels/{CHANNEL}/messages"))
        .map(|c| c.status)
        .collect();
    assert_eq!(posts, vec![429, 200], "retried once after the rate limit");
    stop_bot(bot).await;
}

/// Opens a table for `game` with these players (the first hosts), starts it, and returns
/// the start's response.
async fn seat_and_start(fake: &Fakecord, game: &str, players: &[&TestUser]) -> Value {
    let new = game_command("new", json!([{"type": 3, "name": "game", "value": game}]));
    let opened = fake.command(players[0], CHANNEL, "game", new).await;
    assert!(!is_ephemeral(&opened), "{opened}");
    for player in &players[1..] {
        let joined = fake
            .command(player, CHANNEL, "game", game_command("join", json!([])))
            .await;
        assert!(!is_ephemeral(&joined), "{joined}");
    }
    let started = fake
        .command(
            players[0],
            CHANNEL,
            "game",
            game_command("start", json!([])),
        )
        .await;
    assert!(!is_ephemeral(&started), "{started}");
    started
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn clown_standoff_through_discord_with_three_and_two_players() {
    for count in [3, 2] {
        let (fake, _dir, db, bot) = connected_bot().await;
        let people = [
            user(301, "ann", "hu"),
            user(302, "ben", "el"),
            user(303, "cat", "en-US"),
        ];
        let players: Vec<&TestUser> = people.iter().take(count).collect();
        seat_and_start(&fake, "clown", &players).await;
        for player in &players {
            let dm = format!("/channels/{}/messages", 900_000 + player.id);
            fake.wait_for_call(|c| c.method == "POST" && c.path == dm && c.status == 200)
                .await;
        }
        let dms = dm_channels(&fake);
        let mut hidden_choices = Vec::new();
        let (bot, totals) = play_to_end(
            &fake,
            &db,
            &players,
            bot,
            Drive::first_offered(6),
            |played| {
                // A simultaneous choice that leaves others choosing is announced as made, never
                // as what: only the chooser is told, privately.
                let choosing = |game: &dyn AnyGame| match game.actors() {
                    Actors::Seats(seats) => seats,
                    _ => gametable::engine::SeatSet::EMPTY,
                };
                let before = choosing(played.before);
                let still_choosing = before.len() > 1
                    && played
                        .after
                        .is_some_and(|after| choosing(after) == before.without(played.seat));
                let public = public_texts(played.calls, &dms).concat();
                assert!(
                    !public.contains("You chose") && !public.contains("You changed"),
                    "{public}"
                );
                // Announced on the table message in a quiet channel (an edit that may
                // come later), in a post with every move.
                if still_choosing {
                    hidden_choices.push((
                        players[played.seat.index()].id,
                        played.notation.to_owned(),
                        played.mark,
                    ));
                }
            },
        )
        .await;
        assert!(!hidden_choices.is_empty(), "hidden choices were made");
        // The chooser alone is told the choice: a direct message to them after it (not a
        // turn reminder; DMs of one person arrive in order, possibly after later moves)
        // says it.
        let calls = fake.calls();
        for (user, notation, mark) in hidden_choices {
            let dm = format!("/channels/{}/messages", 900_000 + user);
            let told: Vec<&Call> = calls[mark..]
                .iter()
                .filter(|c| {
                    c.path == dm && c.method == "POST" && !support::bot::is_reminder(&c.body)
                })
                .collect();
            assert!(
                told.iter().any(|c| c.body.to_string().contains(&notation)),
                "no direct message to {user} tells the choice {notation}: {told:?}"
            );
        }
        assert!(
            text_of(&totals.last).contains("Game over"),
            "{}",
            totals.last
        );
        totals.report();
        stop_bot(bot).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_round_of_nyet_through_discord_with_four_and_three_players() {
    for count in [4, 3] {
        let (fake, _dir, db, bot) = connected_bot().await;
        let people = [
            user(401, "ann", "hu"),
            user(402, "ben", "el"),
            user(403, "cat", "ru"),
            user(404, "dan", "en-GB"),
        ];
        let players: Vec<&TestUser> = people.iter().take(count).collect();
        seat_and_start(&fake, "nyet", &players).await;
        let second_round =
            |game: &dyn AnyGame| game.view_json(Viewer::Public)["round"].as_u64() >= Some(2);
        let (bot, totals) = play_until(
            &fake,
            &db,
            &players,
            bot,
            Drive::first_offered(25),
            second_round,
            |_| {},
        )
        .await;
        let game = stored_game(&db).expect("the game goes on after its first round");
        assert_eq!(game.view_json(Viewer::Public)["round"], 2);
        let scored = fake
            .calls()
            .iter()
            .any(|c| c.body.to_string().contains("Round 1 is over"));
        assert!(scored, "the round's scores were posted");
        assert!(
            game.scores().iter().any(|score| *score != 0),
            "somebody scored: {:?}",
            game.scores()
        );
        totals.report();
        stop_bot(bot).await;
    }
}

/// The choices autocomplete offers `player` for a typed move.
async fn offered_moves(fake: &Fakecord, player: &TestUser, typed: &str) -> Vec<String> {
    let focused = json!([{"type": 3, "name": "move", "value": typed, "focused": true}]);
    let offered = fake.autocomplete(player, CHANNEL, "play", focused).await;
    offered["data"]["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["value"].as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hand_of_haggis_through_discord_with_three_and_two_players() {
    for count in [3, 2] {
        let (fake, _dir, db, bot) = connected_bot().await;
        let people = [
            user(501, "ben", "en-US"),
            user(502, "ann", "ru"),
            user(503, "cat", "el"),
        ];
        let players: Vec<&TestUser> = people.iter().take(count).collect();
        seat_and_start(&fake, "haggis", &players).await;
        // HG-2.1: each hand reaches its player by direct message, with the J, Q and K
        // that everybody sees.
        for player in &players {
            let dm = format!("/channels/{}/messages", 900_000 + player.id);
            fake.wait_for_call(|c| c.method == "POST" && c.path == dm && c.status == 200)
                .await;
        }
        let told = fake.dm_messages(players[0].id);
        let told = serde_json::to_string(&told).unwrap();
        assert!(
            told.contains("Your hand (17 cards)") && told.contains("face up for everyone"),
            "{told}"
        );

        let second_hand =
            |game: &dyn AnyGame| game.view_json(Viewer::Public)["hand_number"].as_u64() >= Some(2);
        let (bot, totals) = play_until(
            &fake,
            &db,
            &players,
            bot,
            Drive::first_offered(8),
            second_hand,
            |_| {},
        )
        .await;
        let game = stored_game(&db).expect("the game goes on after its first hand");
        assert_eq!(game.view_json(Viewer::Public)["hand_number"], 2);
        let scored = fake
            .calls()
            .iter()
            .any(|c| c.body.to_string().contains("Scores of hand 1"));
        assert!(scored, "the hand's scores were posted");
        assert!(
            game.scores().iter().any(|score| *score > 0),
            "{:?}",
            game.scores()
        );
        totals.report();
        // The second deal reaches every player privately too.
        for player in &players {
            let mut waited = 0;
            while support::bot::hands(&fake, player.id).len() < 2 {
                assert!(waited < 100, "no second hand for {}", player.id);
                tokio::time::sleep(Duration::from_millis(20)).await;
                waited += 1;
            }
        }

        // The menu filters the moves by what was typed, but passing stays in it while a
        // trick is followed (HG-5.2), whatever was typed.
        let following = |game: &dyn AnyGame| {
            Seat::all(game.seats()).find(|seat| legal(game, *seat).contains(&"pass".to_owned()))
        };
        let (bot, _) = play_until(
            &fake,
            &db,
            &players,
            bot,
            Drive::first_offered(1),
            |g| following(g).is_some(),
            |_| {},
        )
        .await;
        let game = stored_game(&db).unwrap();
        let follower = players[following(game.as_ref()).unwrap().index()];
        assert_eq!(offered_moves(&fake, follower, "zzz").await, ["pass"]);
        // `/hand` shows the hand privately and lists only the first legal moves.
        let shown = fake.command(follower, CHANNEL, "hand", json!([])).await;
        assert!(is_ephemeral(&shown), "{shown}");
        let seat = following(game.as_ref()).unwrap();
        let total = legal(game.as_ref(), seat).len();
        let text = text_of(&shown);
        let moves_line = text.lines().last().unwrap_or_default();
        let listed = moves_line
            .rsplit_once(": ")
            .map_or(0, |(_, moves)| moves.split(", ").count());
        assert_eq!(listed, total.min(20), "{text}");
        if total > 20 {
            assert!(moves_line.contains(&total.to_string()), "{text}");
        }
        stop_bot(bot).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_of_war_of_the_buttons_through_discord_with_two_players() {
    let (fake, _dir, db, bot) = connected_bot().await;
    let people = [user(601, "ann", "hu"), user(602, "ben", "en-GB")];
    let players: Vec<&TestUser> = people.iter().collect();
    seat_and_start(&fake, "buttons", &players).await;
    // Everything in War of the Buttons is public (WB-I): the board is posted in the
    // channel, and nobody needs a direct message.
    let drive = Drive {
        restart_after: 40,
        pick: Pick::LikeTheAi,
    };
    let (bot, totals) = play_to_end(&fake, &db, &players, bot, drive, |_| {}).await;
    assert!(
        text_of(&totals.last).contains("Game over"),
        "{}",
        totals.last
    );
    // Round ends are told in public: tokens claimed (WB-17.4, WB-17.6) and the next round.
    let posted = |text: &str| {
        fake.calls()
            .iter()
            .any(|c| !is_dm(c) && c.body.to_string().contains(text))
    };
    assert!(posted("Round 2 begins"), "the next round was announced");
    assert!(posted(" claims the "), "claimed tokens were announced");
    assert!(posted("Quarry: column"), "the board was posted");
    totals.report();
    stop_bot(bot).await;
}
