//! The table layer over a real game: lobby rules, turn routing, private information only
//! to its owner, persistence before acknowledgement, restore, and one command at a time.

use gametable::ai::Level;
use gametable::cli::context;
use gametable::engine::{Actors, Seat, Viewer};
use gametable::games::boast::{card_label, Card};
use gametable::i18n::{Lang, Localizer};
use gametable::store::{
    Backend, ChannelRecord, Claimant, DirectChannel, MemoryBackend, OutboxEntry, Parcel, Record,
    SeatedGame, SqliteBackend, Store, StoreError, Write,
};
use gametable::table::AiLimits;
use gametable::table::{
    Caller, ChannelId, Channels, Command, GameId, ManualClock, Message, MessageKind, Pace,
    Recipient, Tables, UserId,
};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

/// The AI thinks little: these tests are about the table, and stay quick in a debug build.
const QUICK_AI: AiLimits = AiLimits::iterations(2);

const CHANNEL: ChannelId = ChannelId(77);

fn person(id: u64, name: &str, lang: Lang) -> Caller {
    Caller {
        user: UserId(id),
        name: name.into(),
        lang,
        moderator: false,
        may_open_threads: false,
        community_lang: None,
        community: None,
    }
}

fn ann() -> Caller {
    person(1001, "Ann", Lang::Hu)
}
fn bob() -> Caller {
    person(1002, "Bob", Lang::El)
}
fn cy() -> Caller {
    person(1003, "Cy", Lang::Ru)
}

fn tables(store: Store) -> Tables {
    Tables::new(
        context(Lang::En).with_ai(QUICK_AI),
        store,
        Arc::new(ManualClock::at(0)),
        Some(5),
    )
}

fn open() -> Command {
    Command::Open {
        game: "boast".into(),
        options: Vec::new(),
        seated: true,
        pace: Pace::default(),
        thread: None,
    }
}

/// A message as its recipient reads it.
fn body(message: &Message) -> String {
    message.render(Localizer::global())
}

fn refused(messages: &[Message]) -> bool {
    messages.len() == 1
        && messages[0].kind == MessageKind::Refusal
        && messages[0].to == Recipient::Caller
}

async fn seated_game(tables: &Tables) -> Vec<Message> {
    assert!(!refused(
        &tables.handle(CHANNEL, &ann(), open()).await.messages
    ));
    assert!(!refused(
        &tables.handle(CHANNEL, &bob(), Command::Join).await.messages
    ));
    assert!(!refused(
        &tables.handle(CHANNEL, &cy(), Command::Join).await.messages
    ));
    let start = tables
        .handle(CHANNEL, &ann(), Command::Start)
        .await
        .messages;
    assert!(!refused(&start));
    start
}

async fn to_act(tables: &Tables) -> Option<Caller> {
    let seat = tables
        .inspect(CHANNEL, |t| match t.game()?.actors() {
            Actors::Seats(seats) => seats.iter().next(),
            _ => None,
        })
        .await
        .flatten()?;
    Some([ann(), bob(), cy()][seat.index()].clone())
}

async fn events(store: &Store) -> usize {
    let id = store.latest_game(CHANNEL).await.unwrap().unwrap();
    store.export(id).await.unwrap().unwrap().events.len()
}

#[tokio::test]
async fn lobby_rules_seat_count_and_host_handover() {
    let tables = tables(Store::spawn(MemoryBackend::default()));
    assert!(
        refused(&tables.handle(CHANNEL, &ann(), Command::Join).await.messages),
        "no lobby yet"
    );
    tables.handle(CHANNEL, &ann(), open()).await;
    assert!(
        refused(&tables.handle(CHANNEL, &bob(), open()).await.messages),
        "one table per channel"
    );
    assert!(
        refused(&tables.handle(CHANNEL, &ann(), Command::Join).await.messages),
        "already seated"
    );
    tables.handle(CHANNEL, &bob(), Command::Join).await;
    assert!(
        refused(
            &tables
                .handle(CHANNEL, &bob(), Command::Start)
                .await
                .messages
        ),
        "only the host starts"
    );
    assert!(
        refused(
            &tables
                .handle(CHANNEL, &ann(), Command::Start)
                .await
                .messages
        ),
        "2 players are too few"
    );
    assert!(
        refused(
            &tables
                .handle(
                    CHANNEL,
                    &bob(),
                    Command::AddAi {
                        level: Level::Basic
                    }
                )
                .await
                .messages
        ),
        "only the host adds AI"
    );

    // The host leaves: the next person becomes host and may start.
    let left = tables
        .handle(CHANNEL, &ann(), Command::Leave)
        .await
        .messages;
    assert!(left
        .iter()
        .any(|m| m.to == Recipient::Channel && body(m).contains("Bob")));
    for _ in 0..4 {
        assert!(!refused(
            &tables
                .handle(
                    CHANNEL,
                    &bob(),
                    Command::AddAi {
                        level: Level::Basic
                    }
                )
                .await
                .messages
        ));
    }
    assert!(
        refused(&tables.handle(CHANNEL, &cy(), Command::Join).await.messages),
        "5 seats is the maximum"
    );
    assert!(!refused(
        &tables
            .handle(CHANNEL, &bob(), Command::Start)
            .await
            .messages
    ));
    assert!(tables.inspect(CHANNEL, |t| t.is_playing()).await.unwrap());
}

#[tokio::test]
async fn last_person_leaving_closes_the_lobby_and_options_are_checked() {
    let tables = tables(Store::spawn(MemoryBackend::default()));
    let bad = Command::Open {
        game: "boast".into(),
        options: vec![("tiebreak".into(), "coin".into())],
        seated: true,
        pace: Pace::default(),
        thread: None,
    };
    assert!(refused(&tables.handle(CHANNEL, &ann(), bad).await.messages));
    let unknown = Command::Open {
        game: "poker".into(),
        options: Vec::new(),
        seated: true,
        pace: Pace::default(),
        thread: None,
    };
    let answer = tables.handle(CHANNEL, &ann(), unknown).await.messages;
    assert!(
        refused(&answer) && body(&answer[0]).contains("Boast or Nothing"),
        "lists the games by name: {answer:?}"
    );
    tables.handle(CHANNEL, &ann(), open()).await;
    tables
        .handle(
            CHANNEL,
            &ann(),
            Command::AddAi {
                level: Level::Basic,
            },
        )
        .await;
    tables.handle(CHANNEL, &ann(), Command::Leave).await;
    assert!(
        refused(&tables.handle(CHANNEL, &bob(), Command::Join).await.messages),
        "closed"
    );
}

#[tokio::test]
async fn hands_go_only_to_their_owners_in_their_language() {
    let tables = tables(Store::spawn(MemoryBackend::default()));
    let start = seated_game(&tables).await;
    for who in [ann(), bob(), cy()] {
        let private: Vec<&Message> = start
            .iter()
            .filter(|m| m.to == Recipient::User(who.user) && m.kind != MessageKind::Reminder)
            .collect();
        assert_eq!(private.len(), 1, "{} is sent their hand once", who.name);
        // /hand answers privately with the same cards, in the caller's language.
        let own = tables.handle(CHANNEL, &who, Command::Hand).await.messages;
        assert_eq!(
            (own[0].to, own[0].kind),
            (Recipient::Caller, MessageKind::Hand)
        );
        let own_body = body(&own[0]);
        let hand_line = own_body.lines().next().unwrap();
        assert!(
            body(private[0]).contains(hand_line),
            "the deal and /hand agree:\n{}\n{hand_line}",
            body(private[0])
        );
        let in_english = tables
            .handle(
                CHANNEL,
                &Caller {
                    lang: Lang::En,
                    ..who.clone()
                },
                Command::Hand,
            )
            .await
            .messages;
        assert_ne!(
            body(&in_english[0]),
            body(&own[0]),
            "{} reads it in their own language",
            who.name
        );
    }
    // No card of any hand appears in anything the channel sees.
    let public: Vec<&Message> = start
        .iter()
        .filter(|m| m.to == Recipient::Channel)
        .collect();
    assert!(
        public.iter().any(|m| m.kind == MessageKind::Board),
        "a public board"
    );
    let hands = tables
        .inspect(CHANNEL, |t| {
            let game = t.game().unwrap();
            (0..3u8)
                .map(|s| game.view_json(Viewer::Seat(Seat(s)))["hand"].clone())
                .collect::<Vec<_>>()
        })
        .await
        .unwrap();
    let localizer = gametable::i18n::Localizer::global();
    for hand in hands {
        let cards = hand.as_array().expect("a hand in the seat's own view");
        assert_eq!(cards.len(), 7);
        for card in cards {
            let card: Card = card.as_str().unwrap().parse().unwrap();
            let label = localizer.render(Lang::En, &card_label(card), &|s| s.to_string());
            for message in &public {
                assert!(
                    !mentions(&body(message), &label),
                    "{label} of a hand is in public: {}",
                    body(message)
                );
            }
        }
    }
}

/// Whether `body` names `label` as a whole (so "red 1" is not found in "red 11").
fn mentions(body: &str, label: &str) -> bool {
    body.match_indices(label).any(|(at, _)| {
        !body[at + label.len()..]
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_digit())
    })
}

#[tokio::test]
async fn refused_moves_change_nothing_and_turns_are_enforced() {
    let store = Store::spawn(MemoryBackend::default());
    let tables = tables(store.clone());
    seated_game(&tables).await;
    let before = events(&store).await;
    let mover = to_act(&tables).await.unwrap();
    let waiting = [ann(), bob(), cy()]
        .into_iter()
        .find(|c| c.user != mover.user)
        .unwrap();
    let legal = tables
        .suggest_moves(CHANNEL, mover.user, mover.lang, "", 25)
        .await;

    assert!(refused(
        &tables
            .handle(
                CHANNEL,
                &waiting,
                Command::Play {
                    notation: legal[0].notation.clone()
                }
            )
            .await
            .messages
    ));
    assert!(refused(
        &tables
            .handle(
                CHANNEL,
                &mover,
                Command::Play {
                    notation: "purple 12".into()
                }
            )
            .await
            .messages
    ));
    let stranger = person(2000, "Dee", Lang::En);
    assert!(refused(
        &tables
            .handle(
                CHANNEL,
                &stranger,
                Command::Play {
                    notation: legal[0].notation.clone()
                }
            )
            .await
            .messages
    ));
    assert_eq!(events(&store).await, before);
    assert_eq!(
        tables
            .suggest_moves(CHANNEL, mover.user, mover.lang, "", 25)
            .await,
        legal
    );

    let played = tables
        .handle(
            CHANNEL,
            &mover,
            Command::Play {
                notation: legal[0].notation.to_uppercase(),
            },
        )
        .await
        .messages;
    assert!(played
        .iter()
        .any(|m| m.to == Recipient::Caller && m.kind == MessageKind::Reply));
    assert!(events(&store).await > before);
}

#[tokio::test]
async fn simultaneous_commands_for_one_table_apply_one_after_the_other() {
    let store = Store::spawn(MemoryBackend::default());
    let tables = Arc::new(tables(store.clone()));
    seated_game(&tables).await;
    let mover = to_act(&tables).await.unwrap();
    let notation = tables
        .suggest_moves(CHANNEL, mover.user, mover.lang, "", 25)
        .await[0]
        .notation
        .clone();
    let before = events(&store).await;
    let tasks: Vec<_> = (0..8)
        .map(|_| {
            let (tables, mover, notation) = (Arc::clone(&tables), mover.clone(), notation.clone());
            tokio::spawn(async move {
                tables
                    .handle(CHANNEL, &mover, Command::Play { notation })
                    .await
                    .messages
            })
        })
        .collect();
    let mut accepted = 0;
    for task in tasks {
        accepted += usize::from(!refused(&task.await.unwrap()));
    }
    assert_eq!(accepted, 1, "the same card cannot be played twice");
    assert_eq!(events(&store).await, before + 1);
}

/// A move that sets its table's times (here the reminder of a game without a clock)
/// changes its channel's row once: the times ride on the move's version guard, with no
/// write of their own, and are stored.
#[tokio::test]
async fn a_move_carries_its_table_times_on_its_version_guard() {
    let committed = Arc::new(Mutex::new(Vec::new()));
    let store = Store::spawn(Flaky {
        inner: MemoryBackend::default(),
        failing: Arc::default(),
        raced: Arc::default(),
        committed: Arc::clone(&committed),
    });
    let clock = Arc::new(ManualClock::at(0));
    let tables = Tables::new(
        context(Lang::En).with_ai(QUICK_AI),
        store.clone(),
        clock.clone(),
        Some(5),
    );
    seated_game(&tables).await;
    let mover = to_act(&tables).await.unwrap();
    let legal = tables
        .suggest_moves(CHANNEL, mover.user, mover.lang, "", 25)
        .await;
    let notation = legal[0].notation.clone();
    // The next player's turn begins a minute later than the game did: a new reminder.
    clock.advance(60_000);
    let answer = tables
        .handle(CHANNEL, &mover, Command::Play { notation })
        .await;
    assert!(!refused(&answer.messages));

    let batches = committed.lock().unwrap().clone();
    let the_move = batches.last().unwrap();
    let carried = the_move.iter().find_map(|w| match w {
        Write::TableVersion { channel, times, .. } if *channel == CHANNEL => Some(*times),
        _ => None,
    });
    let Some(Some(times)) = carried else {
        panic!("the move's guard carries no times: {the_move:?}");
    };
    assert!(
        !the_move
            .iter()
            .any(|w| matches!(w, Write::Deadline { channel, .. } if *channel == CHANNEL)),
        "{the_move:?}"
    );
    let stored = store.load_channel(CHANNEL).await.unwrap();
    assert_eq!(
        (stored.deadline, stored.reminder, stored.wake),
        (times.turn, times.reminder, times.wake)
    );
    assert!(times.reminder.is_some(), "{times:?}");
}

/// A store that fails every write while `failing` is set, and every change of a table
/// as stale (another process always first) while `raced` is set; it keeps every batch
/// it commits in `committed`.
struct Flaky {
    inner: MemoryBackend,
    failing: Arc<AtomicBool>,
    raced: Arc<AtomicBool>,
    committed: Arc<Mutex<Vec<Vec<Write>>>>,
}

impl Backend for Flaky {
    fn write(&mut self, writes: &[Write]) -> Result<(), StoreError> {
        if self.failing.load(Ordering::SeqCst) {
            return Err(StoreError::unavailable("disk full"));
        }
        let versioned = writes
            .iter()
            .any(|w| matches!(w, Write::TableVersion { .. }));
        if versioned && self.raced.load(Ordering::SeqCst) {
            return Err(StoreError::stale("another process moved first"));
        }
        self.inner.write(writes)?;
        self.committed.lock().unwrap().push(writes.to_vec());
        Ok(())
    }
    fn load_channel(&mut self, channel: ChannelId) -> Result<ChannelRecord, StoreError> {
        self.inner.load_channel(channel)
    }
    fn active_channels(&mut self) -> Result<Vec<ChannelId>, StoreError> {
        self.inner.active_channels()
    }
    fn export(&mut self, game: GameId) -> Result<Option<Record>, StoreError> {
        self.inner.export(game)
    }
    fn latest_game(&mut self, channel: ChannelId) -> Result<Option<GameId>, StoreError> {
        self.inner.latest_game(channel)
    }
    fn ended_games(
        &mut self,
        channel: ChannelId,
        limit: usize,
    ) -> Result<Vec<gametable::store::EndedGame>, StoreError> {
        self.inner.ended_games(channel, limit)
    }
    fn direct_channel(&mut self, user: UserId) -> Result<DirectChannel, StoreError> {
        self.inner.direct_channel(user)
    }
    fn follows(&mut self, user: UserId) -> Result<usize, StoreError> {
        self.inner.follows(user)
    }
    fn installation(&mut self) -> Result<i64, StoreError> {
        self.inner.installation()
    }
    fn games_of(&mut self, user: UserId) -> Result<Vec<SeatedGame>, StoreError> {
        self.inner.games_of(user)
    }
    fn active_tables(&mut self) -> Result<Vec<gametable::store::ActiveTables>, StoreError> {
        self.inner.active_tables()
    }
    fn table_version(&mut self, channel: ChannelId) -> Result<u64, StoreError> {
        self.inner.table_version(channel)
    }
    fn claim_parcels(
        &mut self,
        claimant: &Claimant,
        now: i64,
        limit: usize,
    ) -> Result<Vec<Parcel>, StoreError> {
        self.inner.claim_parcels(claimant, now, limit)
    }
    fn next_due(&mut self) -> Result<Option<i64>, StoreError> {
        self.inner.next_due()
    }
    fn outbox(&mut self) -> Result<Vec<OutboxEntry>, StoreError> {
        self.inner.outbox()
    }
    fn due_wakes(
        &mut self,
        now: i64,
        limit: usize,
        among: Channels,
    ) -> Result<Vec<ChannelId>, StoreError> {
        self.inner.due_wakes(now, limit, among)
    }
    fn next_wake(&mut self, among: Channels) -> Result<Option<i64>, StoreError> {
        self.inner.next_wake(among)
    }
    fn alive_at(&mut self) -> Result<Option<i64>, StoreError> {
        self.inner.alive_at()
    }
    fn wants_reminders(&mut self, user: UserId) -> Result<bool, StoreError> {
        self.inner.wants_reminders(user)
    }
    fn wants_pictures(&mut self, user: UserId) -> Result<bool, StoreError> {
        self.inner.wants_pictures(user)
    }
    fn standings(
        &mut self,
        community: u64,
        user: UserId,
    ) -> Result<Vec<gametable::store::RatedPlayer>, StoreError> {
        self.inner.standings(community, user)
    }
    fn leaderboard(
        &mut self,
        community: u64,
        game: &str,
        limit: usize,
    ) -> Result<Vec<gametable::store::RatedPlayer>, StoreError> {
        self.inner.leaderboard(community, game, limit)
    }
    fn tables_hosted(&mut self, user: UserId, community: u64) -> Result<usize, StoreError> {
        self.inner.tables_hosted(user, community)
    }
    fn export_raw(&mut self, game: GameId) -> Result<Option<serde_json::Value>, StoreError> {
        self.inner.export_raw(game)
    }
}

#[tokio::test]
async fn a_move_is_acknowledged_only_once_stored() {
    let failing = Arc::new(AtomicBool::new(false));
    let store = Store::spawn(Flaky {
        inner: MemoryBackend::default(),
        failing: Arc::clone(&failing),
        raced: Arc::default(),
        committed: Arc::default(),
    });
    let tables = tables(store.clone());
    seated_game(&tables).await;
    let mover = to_act(&tables).await.unwrap();
    let legal = tables
        .suggest_moves(CHANNEL, mover.user, mover.lang, "", 25)
        .await;
    let before = events(&store).await;

    failing.store(true, Ordering::SeqCst);
    let answer = tables
        .handle(
            CHANNEL,
            &mover,
            Command::Play {
                notation: legal[0].notation.clone(),
            },
        )
        .await
        .messages;
    assert!(
        refused(&answer),
        "no acknowledgement without a commit: {answer:?}"
    );
    assert_eq!(
        to_act(&tables).await.unwrap().user,
        mover.user,
        "the table did not move on"
    );
    assert_eq!(
        tables
            .suggest_moves(CHANNEL, mover.user, mover.lang, "", 25)
            .await,
        legal
    );

    failing.store(false, Ordering::SeqCst);
    let answer = tables
        .handle(
            CHANNEL,
            &mover,
            Command::Play {
                notation: legal[0].notation.clone(),
            },
        )
        .await
        .messages;
    assert!(!refused(&answer));
    assert_eq!(events(&store).await, before + 1);
}

#[tokio::test]
async fn a_restarted_process_restores_the_table_from_its_record() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.db");
    let (mover, legal, hand) = {
        let tables = tables(Store::spawn(SqliteBackend::open(&path).unwrap()));
        seated_game(&tables).await;
        for _ in 0..4 {
            let mover = to_act(&tables).await.unwrap();
            let notation = tables
                .suggest_moves(CHANNEL, mover.user, mover.lang, "", 25)
                .await[0]
                .notation
                .clone();
            tables
                .handle(CHANNEL, &mover, Command::Play { notation })
                .await;
        }
        tables
            .handle(CHANNEL, &ann(), Command::Language { lang: Lang::Ru })
            .await; // not a moderator
        let mover = to_act(&tables).await.unwrap();
        let hand = tables.handle(CHANNEL, &mover, Command::Hand).await.messages;
        (
            mover.clone(),
            tables
                .suggest_moves(CHANNEL, mover.user, mover.lang, "", 25)
                .await,
            hand,
        )
    };
    let tables = tables(Store::spawn(SqliteBackend::open(&path).unwrap()));
    assert_eq!(to_act(&tables).await.unwrap().user, mover.user);
    assert_eq!(
        tables
            .suggest_moves(CHANNEL, mover.user, mover.lang, "", 25)
            .await,
        legal
    );
    assert_eq!(
        tables.handle(CHANNEL, &mover, Command::Hand).await.messages,
        hand
    );
}

#[tokio::test]
async fn channel_language_needs_a_moderator_and_is_kept() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.db");
    {
        let tables = tables(Store::spawn(SqliteBackend::open(&path).unwrap()));
        assert!(refused(
            &tables
                .handle(CHANNEL, &ann(), Command::Language { lang: Lang::El })
                .await
                .messages
        ));
        let moderator = Caller {
            moderator: true,
            community_lang: None,
            community: None,
            ..ann()
        };
        assert!(!refused(
            &tables
                .handle(CHANNEL, &moderator, Command::Language { lang: Lang::El })
                .await
                .messages
        ));
    }
    let tables = tables(Store::spawn(SqliteBackend::open(&path).unwrap()));
    let lang = tables
        .inspect(CHANNEL, |t| t.lang(tables.context()))
        .await
        .unwrap();
    assert_eq!(lang, Lang::El);
}

#[tokio::test]
async fn leaving_players_are_replaced_by_ai_and_the_last_one_ends_the_game() {
    let store = Store::spawn(MemoryBackend::default());
    let tables = tables(store.clone());
    seated_game(&tables).await;
    let kicked = tables
        .handle(CHANNEL, &bob(), Command::Kick { user: cy().user })
        .await
        .messages;
    assert!(refused(&kicked), "only the host kicks");
    let news = tables
        .handle(CHANNEL, &ann(), Command::Kick { user: cy().user })
        .await
        .messages;
    assert!(news
        .iter()
        .any(|m| m.to == Recipient::Channel && body(m).contains("Cy")));
    assert_eq!(
        tables
            .inspect(CHANNEL, |t| t.seat_of(cy().user))
            .await
            .unwrap(),
        None
    );
    assert!(tables
        .inspect(CHANNEL, |t| t.seat_of(UserId(1)).or(t.seat_of(UserId(2))))
        .await
        .unwrap()
        .is_some());
    tables.handle(CHANNEL, &bob(), Command::Leave).await;
    assert!(tables.inspect(CHANNEL, |t| t.is_playing()).await.unwrap());
    tables.handle(CHANNEL, &ann(), Command::Leave).await;
    assert!(
        !tables.inspect(CHANNEL, |t| t.is_playing()).await.unwrap(),
        "nobody left: abandoned"
    );
    let id = store.latest_game(CHANNEL).await.unwrap().unwrap();
    assert_eq!(
        store.export(id).await.unwrap().unwrap().status,
        gametable::store::GameStatus::Abandoned
    );
}

#[tokio::test]
async fn a_finished_game_leaves_its_final_board_and_a_closed_lobby_an_empty_one() {
    let tables = tables(Store::spawn(MemoryBackend::default()));
    // Only AI seats: the game plays to its end within the start command.
    let host = Caller {
        moderator: true,
        ..ann()
    };
    let unseated = Command::Open {
        game: "boast".into(),
        options: Vec::new(),
        seated: false,
        pace: Pace::default(),
        thread: None,
    };
    tables.handle(CHANNEL, &host, unseated).await;
    for _ in 0..3 {
        tables
            .handle(
                CHANNEL,
                &host,
                Command::AddAi {
                    level: Level::Basic,
                },
            )
            .await;
    }
    let finished = tables.handle(CHANNEL, &host, Command::Start).await.messages;
    assert!(
        !tables.inspect(CHANNEL, |t| t.is_playing()).await.unwrap(),
        "the game ended"
    );
    let board: Vec<&Message> = finished
        .iter()
        .filter(|m| m.kind == MessageKind::Board)
        .collect();
    assert_eq!(board.len(), 1);
    assert!(
        body(board[0]).contains("Bot"),
        "the final standings: {}",
        body(board[0])
    );

    tables.handle(CHANNEL, &ann(), open()).await;
    let closed = tables
        .handle(CHANNEL, &ann(), Command::Leave)
        .await
        .messages;
    let board: Vec<&Message> = closed
        .iter()
        .filter(|m| m.kind == MessageKind::Board)
        .collect();
    assert_eq!(board.len(), 1);
    assert!(body(board[0]).contains("No game"), "{}", body(board[0]));
}

#[tokio::test]
async fn a_command_that_loses_every_race_is_refused_and_changes_nothing() {
    let raced = Arc::new(AtomicBool::new(false));
    let store = Store::spawn(Flaky {
        inner: MemoryBackend::default(),
        failing: Arc::default(),
        raced: Arc::clone(&raced),
        committed: Arc::default(),
    });
    let tables = tables(store.clone());
    seated_game(&tables).await;
    let mover = to_act(&tables).await.unwrap();
    let notation = tables
        .suggest_moves(CHANNEL, mover.user, mover.lang, "", 25)
        .await[0]
        .notation
        .clone();
    let before = events(&store).await;
    raced.store(true, Ordering::SeqCst);
    let answer = tables
        .handle(
            CHANNEL,
            &mover,
            Command::Play {
                notation: notation.clone(),
            },
        )
        .await
        .messages;
    assert!(refused(&answer));
    let shown = answer[0].render(Localizer::global());
    let moved_first = Localizer::global().message(mover.lang, "table-moved-first", None);
    assert_eq!(answer[0].to, Recipient::Caller);
    assert!(!moved_first.is_empty() && shown == moved_first, "{shown}");
    assert_eq!(events(&store).await, before);
    assert_eq!(to_act(&tables).await.unwrap().user, mover.user);

    raced.store(false, Ordering::SeqCst);
    let answer = tables
        .handle(CHANNEL, &mover, Command::Play { notation })
        .await
        .messages;
    assert!(!refused(&answer), "{answer:?}");
    assert_eq!(events(&store).await, before + 1);
}
