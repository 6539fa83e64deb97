//! Turn reminders and nudges on a manual clock: a direct-message reminder only when a
//! turn-based turn began ten minutes ago and its player did nothing at the table since
//! (so a live game sends none), a second one when a fifth of the time is left (or after a
//! day without a clock), none at real-time speeds, reminders that survive a restart on
//! every store, and `/game nudge`, which pings everyone it names but sends a direct
//! message only to people away from the table, once an hour.

/// The AI thinks little: these tests are about the table, and stay quick in a debug build.
const QUICK_AI: AiLimits = AiLimits::iterations(2);

#[path = "support/backends.rs"]
mod backends;

use gametable::cli::context;
use gametable::engine::Actors;
use gametable::i18n::{Lang, Localizer};
use gametable::store::{MemoryBackend, SqliteBackend, Store};
use gametable::table::AiLimits;
use gametable::table::{
    Answer, Caller, ChannelId, Clock, Command, LobbyWait, ManualClock, Message, MessageKind,
    OnTimeout, Pace, Recipient, ReminderWait, Tables, TurnClock, UserId,
};
use std::sync::Arc;

const CHANNEL: ChannelId = ChannelId(77);
const MINUTE: i64 = 60_000;
const HOUR: i64 = 60 * MINUTE;
const START: i64 = 1_800_000_000_000;
/// How long a turn waits before its player, who did nothing at the table, is reminded.
const IDLE: i64 = 10 * MINUTE;

fn person(id: u64) -> Caller {
    Caller {
        user: UserId(id),
        name: format!("P{id}"),
        lang: Lang::En,
        moderator: false,
        may_open_threads: false,
        community_lang: None,
        community: Some(900),
    }
}

fn people() -> Vec<Caller> {
    (3001..=3003).map(person).collect()
}

fn tables(store: Store, clock: &Arc<ManualClock>) -> Tables {
    Tables::new(
        context(Lang::En).with_ai(QUICK_AI),
        store,
        clock.clone(),
        Some(5),
    )
}

fn pace(clock: TurnClock) -> Pace {
    Pace {
        clock,
        on_timeout: OnTimeout::Ai,
        ..Pace::default()
    }
}

/// Opens `game` at `pace` with three people and starts it; the answer to the start.
async fn start(tables: &Tables, game: &str, pace: Pace) -> Answer {
    let people = people();
    let open = Command::open(game, pace);
    assert!(!refused(&tables.handle(CHANNEL, &people[0], open).await));
    for person in &people[1..] {
        assert!(!refused(
            &tables.handle(CHANNEL, person, Command::Join).await
        ));
    }
    tables.handle(CHANNEL, &people[0], Command::Start).await
}

fn refused(answer: &Answer) -> bool {
    answer
        .messages
        .iter()
        .any(|m| m.kind == MessageKind::Refusal)
}

fn refusal(answer: &Answer) -> String {
    answer
        .messages
        .iter()
        .filter(|m| m.kind == MessageKind::Refusal)
        .map(|m| m.render(Localizer::global()))
        .collect()
}

/// The reminders of an answer: (who, what it says).
fn reminders(answer: &Answer) -> Vec<(UserId, String)> {
    answer
        .messages
        .iter()
        .filter(|m| m.kind == MessageKind::Reminder)
        .map(|m: &Message| match m.to {
            Recipient::User(user) => (user, m.render(Localizer::global())),
            other => panic!("a reminder for {other:?}"),
        })
        .collect()
}

fn reminded(answers: &[Answer]) -> Vec<(UserId, String)> {
    answers.iter().flat_map(reminders).collect()
}

/// The people the game waits for.
async fn waiting(tables: &Tables) -> Vec<UserId> {
    tables
        .inspect(CHANNEL, |t| match t.game().map(|g| g.actors()) {
            Some(Actors::Seats(seats)) => {
                seats.iter().map(|s| t.players()[s.index()].user).collect()
            }
            _ => Vec::new(),
        })
        .await
        .unwrap_or_default()
}

async fn tick(tables: &Tables) -> Vec<Answer> {
    tables.tick_with(|_, answer| (answer, Vec::new())).await
}

fn caller_of(user: UserId) -> Caller {
    person(user.0)
}

/// Plays the first legal move of `user`.
async fn play(tables: &Tables, user: UserId) -> Answer {
    let notation = tables
        .inspect(CHANNEL, |t| {
            let seat = t.seat_of(user).unwrap();
            t.game().unwrap().legal_moves(seat)[0].notation.clone()
        })
        .await
        .unwrap();
    tables
        .handle(CHANNEL, &caller_of(user), Command::Play { notation })
        .await
}

/// Looks at `user`'s hand: something at the table that is not a move.
async fn look(tables: &Tables, user: UserId) -> Answer {
    let answer = tables
        .handle(CHANNEL, &caller_of(user), Command::Hand)
        .await;
    assert!(!refused(&answer), "{}", refusal(&answer));
    answer
}

fn who(told: &[(UserId, String)]) -> Vec<UserId> {
    told.iter().map(|(user, _)| *user).collect()
}

#[tokio::test]
async fn a_turn_reminds_its_player_only_after_ten_minutes_without_a_word() {
    let clock = Arc::new(ManualClock::at(START));
    let tables = tables(Store::spawn(MemoryBackend::default()), &clock);
    let started = start(&tables, "boast", pace(TurnClock::Hour1)).await;
    assert!(reminders(&started).is_empty(), "not when the turn begins");
    let first = waiting(&tables).await;
    assert_eq!(first.len(), 1);
    clock.advance(IDLE - 1);
    assert!(reminded(&tick(&tables).await).is_empty(), "not yet");
    clock.advance(1);
    let told = reminded(&tick(&tables).await);
    assert_eq!(who(&told), first, "{told:?}");
    assert!(
        told[0].1.contains("your turn") && told[0].1.contains("Boast or Nothing"),
        "{}",
        told[0].1
    );
    clock.advance(MINUTE);
    assert!(reminded(&tick(&tables).await).is_empty(), "once");

    // Their move begins the next person's turn: reminded ten minutes later, the mover not.
    let moved = play(&tables, first[0]).await;
    assert!(reminders(&moved).is_empty());
    let next = waiting(&tables).await;
    clock.advance(IDLE);
    let told = reminded(&tick(&tables).await);
    assert_eq!(who(&told), next);
}

#[tokio::test]
async fn a_live_game_of_sixty_moves_sends_no_reminder() {
    let clock = Arc::new(ManualClock::at(START));
    let tables = tables(Store::spawn(MemoryBackend::default()), &clock);
    let mut answers = vec![start(&tables, "boast", Pace::default()).await];
    // Moves a few seconds to a few minutes apart, as people playing in the channel make
    // them; the clock looks at the table in between.
    let gaps = [4_000, 9_000, 2_000, 45_000, 3 * MINUTE, 6_000, 8 * MINUTE];
    let mut moves = 0;
    while moves < 60 {
        clock.advance(gaps[moves % gaps.len()]);
        answers.extend(tick(&tables).await);
        let Some(&mover) = waiting(&tables).await.first() else {
            // The game ended: the next one starts at once.
            answers.push(start(&tables, "boast", Pace::default()).await);
            continue;
        };
        let moved = play(&tables, mover).await;
        assert!(!refused(&moved), "{}", refusal(&moved));
        answers.push(moved);
        moves += 1;
    }
    let kinds: Vec<MessageKind> = answers
        .iter()
        .flat_map(|a| a.messages.iter().map(|m| m.kind))
        .collect();
    assert!(kinds.contains(&MessageKind::Turn) || kinds.contains(&MessageKind::Ping));
    assert_eq!(reminded(&answers), Vec::new(), "no reminder in 60 moves");
}

#[tokio::test]
async fn looking_at_the_table_at_minute_nine_cancels_the_turns_reminder() {
    let clock = Arc::new(ManualClock::at(START));
    let tables = tables(Store::spawn(MemoryBackend::default()), &clock);
    let mut answers = vec![start(&tables, "boast", Pace::default()).await];
    let late = waiting(&tables).await[0];
    clock.advance(9 * MINUTE);
    answers.push(look(&tables, late).await);
    clock.advance(MINUTE);
    answers.extend(tick(&tables).await);
    assert_eq!(reminded(&answers), Vec::new(), "none by minute ten");
    clock.advance(HOUR);
    assert!(reminded(&tick(&tables).await).is_empty(), "nor later");
    // The day's reminder still comes to someone who is away by then.
    clock.set(START + 24 * HOUR);
    let told = reminded(&tick(&tables).await);
    assert_eq!(who(&told), vec![late]);
    assert!(told[0].1.contains("waiting a day"), "{}", told[0].1);
}

/// A reminder that fell due goes with the next command at the table, whoever sends it,
/// even a look at a hand (the Play menu's): the clock has nothing left to send. Whoever
/// looks after their own reminder fell due is at the table, and gets none.
#[tokio::test]
async fn a_reminder_that_fell_due_goes_with_the_next_look_but_not_to_the_one_looking() {
    let clock = Arc::new(ManualClock::at(START));
    let first = tables(Store::spawn(MemoryBackend::default()), &clock);
    start(&first, "boast", Pace::default()).await;
    let late = waiting(&first).await[0];
    let friend = people().into_iter().find(|p| p.user != late).unwrap();
    clock.advance(IDLE + MINUTE / 2);
    let looked = look(&first, friend.user).await;
    assert_eq!(who(&reminders(&looked)), vec![late], "in the look's answer");
    assert!(reminded(&tick(&first).await).is_empty(), "sent once");

    let clock = Arc::new(ManualClock::at(START));
    let second = tables(Store::spawn(MemoryBackend::default()), &clock);
    start(&second, "boast", Pace::default()).await;
    let late = waiting(&second).await[0];
    clock.advance(IDLE + MINUTE / 2);
    assert!(reminders(&look(&second, late).await).is_empty());
    assert!(reminded(&tick(&second).await).is_empty(), "they are here");
}

/// A restart (new tables over the same store) keeps the pending reminder: it fires once,
/// ten minutes after the turn began with a move made before the restart.
async fn keeps_a_pending_reminder_across_a_restart(store: Store) {
    let clock = Arc::new(ManualClock::at(START));
    let before = tables(store.clone(), &clock);
    start(&before, "boast", Pace::default()).await;
    let first = waiting(&before).await[0];
    clock.advance(2 * MINUTE);
    play(&before, first).await;
    let next = waiting(&before).await;
    drop(before);
    clock.advance(5 * MINUTE);
    let after = tables(store.clone(), &clock);
    assert!(reminded(&tick(&after).await).is_empty(), "minute seven");
    clock.advance(5 * MINUTE - 1);
    assert!(reminded(&tick(&after).await).is_empty(), "not yet");
    drop(after);
    clock.advance(1);
    let again = tables(store.clone(), &clock);
    let told = reminded(&tick(&again).await);
    assert_eq!(who(&told), next, "ten minutes after their turn began");
    clock.advance(MINUTE);
    let last = tables(store, &clock);
    assert!(reminded(&tick(&last).await).is_empty(), "sent once only");
}

/// Something done at the table before a restart still spares its person the reminder.
async fn keeps_a_look_across_a_restart(store: Store) {
    let clock = Arc::new(ManualClock::at(START));
    let before = tables(store.clone(), &clock);
    start(&before, "boast", Pace::default()).await;
    let late = waiting(&before).await[0];
    clock.advance(9 * MINUTE);
    look(&before, late).await;
    drop(before);
    clock.advance(MINUTE);
    let after = tables(store, &clock);
    assert!(reminded(&tick(&after).await).is_empty());
    // Nudged two minutes later: they were at the table three minutes ago, so no DM.
    clock.advance(2 * MINUTE);
    let friend = people().into_iter().find(|p| p.user != late).unwrap();
    let nudge = after.handle(CHANNEL, &friend, Command::Nudge).await;
    assert!(!refused(&nudge), "{}", refusal(&nudge));
    assert!(reminders(&nudge).is_empty());
}

backends::on_every_store! {
    every_store_keeps_a_pending_reminder_across_a_restart => keeps_a_pending_reminder_across_a_restart,
    every_store_keeps_a_look_across_a_restart => keeps_a_look_across_a_restart,
}

#[tokio::test]
async fn real_time_speeds_remind_only_in_the_channel() {
    let clock = Arc::new(ManualClock::at(START));
    let tables = tables(Store::spawn(MemoryBackend::default()), &clock);
    let started = start(&tables, "boast", pace(TurnClock::Minutes10)).await;
    assert!(reminders(&started).is_empty());
    assert!(started
        .messages
        .iter()
        .any(|m| m.kind == MessageKind::Turn && m.to == Recipient::Channel));
    clock.advance(9 * MINUTE);
    assert!(reminded(&tick(&tables).await).is_empty());
}

#[tokio::test]
async fn a_fifth_of_the_time_left_brings_a_second_reminder() {
    let clock = Arc::new(ManualClock::at(START));
    let tables = tables(Store::spawn(MemoryBackend::default()), &clock);
    start(&tables, "boast", pace(TurnClock::Hour1)).await;
    let late = waiting(&tables).await;
    clock.advance(IDLE);
    assert_eq!(who(&reminded(&tick(&tables).await)), late, "the turn's");
    // An hour a move: the second reminder 12 minutes before the deadline.
    clock.set(START + 48 * MINUTE - 1);
    assert!(reminded(&tick(&tables).await).is_empty(), "not yet");
    clock.advance(1);
    let told = reminded(&tick(&tables).await);
    assert_eq!(who(&told), late);
    assert!(told[0].1.contains("a fifth of your time"), "{}", told[0].1);
    clock.advance(MINUTE);
    assert!(tick(&tables).await.is_empty(), "once only");
    clock.advance(11 * MINUTE);
    let fired = tick(&tables).await;
    assert_eq!(fired.len(), 1, "then the deadline");
    assert!(waiting(&tables).await != late, "the AI took the late seat");
}

#[tokio::test]
async fn a_fifth_of_the_time_left_spares_someone_at_the_table() {
    let clock = Arc::new(ManualClock::at(START));
    let tables = tables(Store::spawn(MemoryBackend::default()), &clock);
    start(&tables, "boast", pace(TurnClock::Hour1)).await;
    let late = waiting(&tables).await[0];
    clock.advance(44 * MINUTE);
    look(&tables, late).await;
    clock.set(START + 48 * MINUTE);
    assert!(
        reminded(&tick(&tables).await).is_empty(),
        "looked 4 minutes ago"
    );
}

#[tokio::test]
async fn without_a_clock_one_reminder_comes_after_a_day_of_waiting() {
    let clock = Arc::new(ManualClock::at(START));
    let tables = tables(Store::spawn(MemoryBackend::default()), &clock);
    start(&tables, "boast", Pace::default()).await;
    let late = waiting(&tables).await;
    clock.advance(IDLE);
    assert_eq!(who(&reminded(&tick(&tables).await)), late, "the turn's");
    clock.set(START + 24 * HOUR - 1);
    assert!(reminded(&tick(&tables).await).is_empty());
    clock.advance(1);
    let told = reminded(&tick(&tables).await);
    assert_eq!(who(&told), late);
    assert!(told[0].1.contains("waiting a day"), "{}", told[0].1);
    clock.advance(24 * HOUR);
    assert!(
        reminded(&tick(&tables).await).is_empty(),
        "one reminder only"
    );
}

#[tokio::test]
async fn a_restart_after_both_reminders_fell_due_sends_one() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("r.db");
    let clock = Arc::new(ManualClock::at(START));
    let late = {
        let tables = tables(Store::spawn(SqliteBackend::open(&path).unwrap()), &clock);
        start(&tables, "boast", pace(TurnClock::Day1)).await;
        waiting(&tables).await
    };
    // Down past both reminders (at ten minutes, and at 80 % of the day), back before the
    // deadline: the later one, once.
    clock.advance(20 * HOUR);
    let tables_after = tables(Store::spawn(SqliteBackend::open(&path).unwrap()), &clock);
    let told = reminded(&tick(&tables_after).await);
    assert_eq!(who(&told), late, "{told:?}");
    assert!(told[0].1.contains("a fifth of your time"), "{}", told[0].1);
    drop(tables_after);
    let again = tables(Store::spawn(SqliteBackend::open(&path).unwrap()), &clock);
    clock.advance(MINUTE);
    assert!(reminded(&tick(&again).await).is_empty(), "sent once only");
}

#[tokio::test]
async fn everyone_choosing_at_once_is_reminded_once_and_again_if_still_choosing() {
    let clock = Arc::new(ManualClock::at(START));
    let tables = tables(Store::spawn(MemoryBackend::default()), &clock);
    let mut answers = vec![start(&tables, "nyet", pace(TurnClock::Hours12)).await];
    let mut choosing = waiting(&tables).await;
    // Play the board phase until everyone chooses at once (the discards).
    for _ in 0..200 {
        if choosing.len() >= 2 {
            break;
        }
        clock.advance(1_000);
        answers.push(play(&tables, choosing[0]).await);
        choosing = waiting(&tables).await;
    }
    assert!(choosing.len() >= 2, "NYET! players discard together");
    assert!(reminded(&answers).is_empty(), "everyone was playing");
    let began = clock.now_ms();
    clock.advance(IDLE);
    let mut told = who(&reminded(&tick(&tables).await));
    told.sort();
    let mut expected = choosing.clone();
    expected.sort();
    assert_eq!(told, expected, "each one who must choose, once");
    let chose = play(&tables, choosing[0]).await;
    assert!(reminders(&chose).is_empty(), "the others were told already");
    // A fifth of the 12 hours before the deadline: those still choosing.
    clock.set(began + 12 * HOUR - 12 * HOUR / 5);
    let mut again = who(&reminded(&tick(&tables).await));
    again.sort();
    let mut still: Vec<UserId> = choosing[1..].to_vec();
    still.sort();
    assert_eq!(again, still);
}

#[tokio::test]
async fn a_nudge_pings_someone_at_the_table_without_a_direct_message() {
    let clock = Arc::new(ManualClock::at(START));
    let tables = tables(Store::spawn(MemoryBackend::default()), &clock);
    start(&tables, "boast", Pace::default()).await;
    let late = waiting(&tables).await[0];
    let friend = people().into_iter().find(|p| p.user != late).unwrap();
    clock.advance(MINUTE);
    look(&tables, late).await;
    clock.advance(2 * MINUTE);
    let nudge = tables.handle(CHANNEL, &friend, Command::Nudge).await;
    assert!(!refused(&nudge), "{}", refusal(&nudge));
    assert!(reminders(&nudge).is_empty(), "they were here 2 minutes ago");
    let post = nudge
        .messages
        .iter()
        .find(|m| m.to == Recipient::Channel && m.render(Localizer::global()).contains("nudges"))
        .expect("said in the channel");
    assert_eq!(post.pings, vec![late], "and pinged there");
    // It counts as their nudge of the hour.
    clock.advance(MINUTE);
    let again = tables.handle(CHANNEL, &friend, Command::Nudge).await;
    assert!(refused(&again));
}

#[tokio::test]
async fn a_nudge_reminds_someone_away_at_most_once_an_hour() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("n.db");
    let clock = Arc::new(ManualClock::at(START));
    let tables = tables(Store::spawn(SqliteBackend::open(&path).unwrap()), &clock);
    start(&tables, "boast", Pace::default()).await;
    let late = waiting(&tables).await[0];
    let friend = people().into_iter().find(|p| p.user != late).unwrap();
    // At the table a minute after their turn began, then away for eleven minutes.
    clock.advance(MINUTE);
    look(&tables, late).await;
    clock.advance(11 * MINUTE);
    assert!(reminded(&tick(&tables).await).is_empty(), "they had looked");

    let nudge = tables.handle(CHANNEL, &friend, Command::Nudge).await;
    assert!(!refused(&nudge), "{}", refusal(&nudge));
    let told = reminders(&nudge);
    assert_eq!(who(&told), vec![late]);
    assert!(told[0].1.contains(&friend.name), "{}", told[0].1);
    let public: Vec<String> = nudge
        .messages
        .iter()
        .filter(|m| m.to == Recipient::Channel)
        .map(|m| m.render(Localizer::global()))
        .collect();
    assert!(
        public.iter().any(|t| t.contains("nudges")),
        "said publicly: {public:?}"
    );

    // Again within the hour, even after a restart: refused, with the wait, nothing sent.
    clock.advance(59 * MINUTE);
    let tables = {
        drop(tables);
        self::tables(Store::spawn(SqliteBackend::open(&path).unwrap()), &clock)
    };
    let other = people()
        .into_iter()
        .find(|p| p.user != late && p.user != friend.user)
        .unwrap();
    let too_soon = tables.handle(CHANNEL, &other, Command::Nudge).await;
    assert!(refused(&too_soon));
    assert!(
        refusal(&too_soon).contains("in a minute"),
        "{}",
        refusal(&too_soon)
    );
    assert!(reminders(&too_soon).is_empty());
    clock.advance(MINUTE);
    let later = tables.handle(CHANNEL, &other, Command::Nudge).await;
    assert_eq!(who(&reminders(&later)), vec![late], "an hour later");

    // The one whose turn it is has nobody to nudge; a stranger may not nudge.
    let own = tables
        .handle(CHANNEL, &caller_of(late), Command::Nudge)
        .await;
    assert!(
        refusal(&own).contains("not waiting for anyone else"),
        "{}",
        refusal(&own)
    );
    let stranger = tables.handle(CHANNEL, &person(4242), Command::Nudge).await;
    assert!(refused(&stranger));
}

#[tokio::test]
async fn a_nudge_at_a_real_time_table_only_pings_in_the_channel() {
    let clock = Arc::new(ManualClock::at(START));
    let tables = tables(Store::spawn(MemoryBackend::default()), &clock);
    start(&tables, "boast", pace(TurnClock::Minutes3)).await;
    let late = waiting(&tables).await[0];
    let friend = people().into_iter().find(|p| p.user != late).unwrap();
    let nudge = tables.handle(CHANNEL, &friend, Command::Nudge).await;
    assert!(!refused(&nudge));
    assert!(reminders(&nudge).is_empty());
    assert!(nudge
        .messages
        .iter()
        .any(|m| m.kind == MessageKind::Turn && m.to == Recipient::Channel));
}

#[tokio::test]
async fn a_channels_moderators_choose_how_long_reminders_wait() {
    let clock = Arc::new(ManualClock::at(START));
    let store = Store::spawn(MemoryBackend::default());
    let tables = tables(store.clone(), &clock);
    let wait = |wait| Command::ReminderWait { wait };
    let anyone = tables
        .handle(CHANNEL, &people()[0], wait(ReminderWait::Minutes30))
        .await;
    assert!(refused(&anyone), "moderators only");
    let moderator = Caller {
        moderator: true,
        ..person(3999)
    };
    let set = tables
        .handle(CHANNEL, &moderator, wait(ReminderWait::Minutes30))
        .await;
    assert!(!refused(&set), "{}", refusal(&set));
    let said: Vec<String> = set
        .messages
        .iter()
        .map(|m| m.render(Localizer::global()))
        .collect();
    assert!(said.iter().any(|t| t.contains("30 minutes")), "{said:?}");

    start(&tables, "boast", Pace::default()).await;
    let late = waiting(&tables).await;
    clock.advance(IDLE);
    assert!(
        reminded(&tick(&tables).await).is_empty(),
        "not after ten minutes"
    );
    clock.advance(20 * MINUTE);
    assert_eq!(who(&reminded(&tick(&tables).await)), late, "after thirty");
    // A look, then a nudge 25 minutes later: still at the table, so pinged without a DM.
    clock.advance(MINUTE);
    look(&tables, late[0]).await;
    clock.advance(25 * MINUTE);
    let friend = people().into_iter().find(|p| p.user != late[0]).unwrap();
    let nudge = tables.handle(CHANNEL, &friend, Command::Nudge).await;
    assert!(!refused(&nudge), "{}", refusal(&nudge));
    assert!(reminders(&nudge).is_empty());
}

#[tokio::test]
async fn turning_reminders_off_is_stored_per_person() {
    let clock = Arc::new(ManualClock::at(START));
    let store = Store::spawn(MemoryBackend::default());
    let tables = tables(store.clone(), &clock);
    let ann = person(3001);
    assert!(
        store.wants_reminders(ann.user).await.unwrap(),
        "on by default"
    );
    let off = tables.set_reminders(&ann, false).await;
    assert_eq!(off.kind, MessageKind::Reply);
    assert!(off.render(Localizer::global()).contains("off"));
    assert!(!store.wants_reminders(ann.user).await.unwrap());
    assert!(store.wants_reminders(UserId(3002)).await.unwrap());
    tables.set_reminders(&ann, true).await;
    assert!(store.wants_reminders(ann.user).await.unwrap());
}

#[tokio::test]
async fn a_lobby_waits_as_long_as_its_table_option_says() {
    let clock = Arc::new(ManualClock::at(START));
    let tables = tables(Store::spawn(MemoryBackend::default()), &clock);
    let open = Command::open(
        "boast",
        Pace {
            lobby: LobbyWait::Hour1,
            ..Pace::default()
        },
    );
    tables.handle(CHANNEL, &people()[0], open).await;
    clock.advance(HOUR - 1);
    assert!(tick(&tables).await.is_empty());
    clock.advance(1);
    let closed = tick(&tables).await;
    assert_eq!(closed.len(), 1);
    assert!(tables
        .inspect(CHANNEL, |t| t.phase() == gametable::table::Phase::Empty)
        .await
        .unwrap());
}

#[tokio::test]
async fn the_channel_remembers_its_community_for_links() {
    let clock = Arc::new(ManualClock::at(START));
    let store = Store::spawn(MemoryBackend::default());
    let tables = tables(store.clone(), &clock);
    start(&tables, "boast", Pace::default()).await;
    assert_eq!(
        store.load_channel(CHANNEL).await.unwrap().community,
        Some(900)
    );
}
