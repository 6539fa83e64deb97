//! The store keeps records exactly, commits concurrent writes together, isolates a
//! failing write from the others in its batch, fails a stale table's writes as a whole and
//! forgets old games — on every backend (memory, SQLite, and PostgreSQL when
//! TEST_DATABASE_URL is set). Then SQLite's own: its migrations, and a database from
//! before refinery upgraded in place.

#[path = "support/backends.rs"]
mod backends;

use gametable::engine::{Outcome, Seat};
use gametable::i18n::Lang;
use gametable::store::{
    Action, Backend, Claimant, DirectChannel, Envelope, Followup, GameStatus, Location, Record,
    RecordedEvent, SqliteBackend, Store, StoreErrorKind, TableTimes, Write, FORGOTTEN_PER_SIGHTING,
    RECORD_FORMAT,
};
use gametable::table::{
    ChannelId, ChannelSettings, Channels, GameId, OnTimeout, Pace, Player, Posts, ReminderWait,
    TurnClock, UserId,
};
use serde_json::json;

fn record(id: i64, channel: u64) -> Record {
    Record {
        format: RECORD_FORMAT,
        id: GameId(id),
        channel: ChannelId(channel),
        game: "boast".into(),
        options: json!({"hidden_leftovers": false}),
        host: UserId(1000),
        seats: vec![
            Player {
                user: UserId(1000),
                name: "Ann".into(),
                lang: Lang::Hu,
                level: None,
            },
            Player {
                user: UserId(1),
                name: "Bot 1".into(),
                lang: Lang::En,
                level: None,
            },
        ],
        started_at: 1_700_000_000_000,
        status: GameStatus::Playing,
        pace: Pace {
            clock: TurnClock::Hour1,
            on_timeout: OnTimeout::End,
            ..Pace::default()
        },
        events: Vec::new(),
    }
}

fn event(at: i64, seat: u8, notation: &str) -> RecordedEvent {
    RecordedEvent {
        at,
        action: Action::Move {
            seat: Seat(seat),
            notation: notation.into(),
        },
    }
}

async fn keeps_records_exactly(store: Store) {
    let mut expected = record(7, 42);
    store
        .write(vec![Write::StartGame(Box::new(expected.clone()))])
        .await
        .unwrap();
    let chance = RecordedEvent {
        at: 5,
        action: Action::Chance {
            outcome: json!({"deal": [1, 2, 3]}),
        },
    };
    let writes = vec![
        Write::Event {
            game: GameId(7),
            seq: 0,
            event: chance.clone(),
        },
        Write::Event {
            game: GameId(7),
            seq: 1,
            event: event(6, 0, "r7"),
        },
        Write::Language {
            channel: ChannelId(42),
            lang: Lang::El,
        },
        Write::Settings {
            channel: ChannelId(42),
            settings: ChannelSettings {
                posts: Some(Posts::EveryMove),
                threads: Some(true),
                pictures: Some(false),
                reminder_wait: Some(ReminderWait::Hour1),
            },
        },
        Write::PingMessage {
            channel: ChannelId(42),
            message: Some(77),
            followup: None,
        },
        Write::Parent {
            channel: ChannelId(42),
            parent: ChannelId(41),
        },
    ];
    store.write(writes).await.unwrap();
    expected.events = vec![chance, event(6, 0, "r7")];

    assert_eq!(
        store.export(GameId(7)).await.unwrap(),
        Some(expected.clone())
    );
    let channel = store.load_channel(ChannelId(42)).await.unwrap();
    assert_eq!(channel.lang, Some(Lang::El));
    assert_eq!(channel.settings.posts, Some(Posts::EveryMove));
    assert_eq!(channel.settings.threads, Some(true));
    assert_eq!(channel.ping_message, Some(77));
    assert_eq!(channel.parent, Some(ChannelId(41)));
    assert_eq!(channel.game, Some(expected));
    assert_eq!(store.active_channels().await.unwrap(), vec![ChannelId(42)]);
    assert_eq!(
        store.latest_game(ChannelId(42)).await.unwrap(),
        Some(GameId(7))
    );

    store
        .write(vec![Write::EndGame {
            game: GameId(7),
            status: GameStatus::Finished,
            at: 9,
        }])
        .await
        .unwrap();
    assert_eq!(store.load_channel(ChannelId(42)).await.unwrap().game, None);
    assert!(store.active_channels().await.unwrap().is_empty());
    assert_eq!(
        store.export(GameId(7)).await.unwrap().unwrap().status,
        GameStatus::Finished
    );

    assert_eq!(
        store.direct_channel(UserId(55)).await.unwrap(),
        DirectChannel::default()
    );
    let writes = vec![
        Write::DirectChannel {
            user: UserId(55),
            direct: DirectChannel {
                channel: Some(900),
                closed_at: Some(1_700_000_000_000),
            },
        },
        Write::TableMessage {
            channel: ChannelId(42),
            message: Some(12345),
        },
    ];
    store.write(writes).await.unwrap();
    let dm = store.direct_channel(UserId(55)).await.unwrap();
    assert_eq!(
        dm,
        DirectChannel {
            channel: Some(900),
            closed_at: Some(1_700_000_000_000),
        }
    );
    assert_eq!(
        store
            .load_channel(ChannelId(42))
            .await
            .unwrap()
            .table_message,
        Some(12345)
    );

    let lobby = json!({"game": "boast", "host": 3});
    store
        .write(vec![Write::Lobby {
            channel: ChannelId(8),
            lobby: Some(lobby.clone()),
        }])
        .await
        .unwrap();
    assert_eq!(
        store.load_channel(ChannelId(8)).await.unwrap().lobby,
        Some(lobby)
    );
    assert_eq!(store.active_channels().await.unwrap(), vec![ChannelId(8)]);
    store
        .write(vec![Write::Lobby {
            channel: ChannelId(8),
            lobby: None,
        }])
        .await
        .unwrap();
    assert_eq!(store.load_channel(ChannelId(8)).await.unwrap().lobby, None);
}

async fn isolates_a_failing_write(store: Store) {
    store
        .write(vec![Write::StartGame(Box::new(record(1, 1)))])
        .await
        .unwrap();
    store
        .write(vec![Write::Event {
            game: GameId(1),
            seq: 0,
            event: event(1, 0, "r1"),
        }])
        .await
        .unwrap();
    // Many writers at once: one repeats event 0 (refused), the others are fine.
    let mut tasks = Vec::new();
    for n in 0..50u32 {
        let store = store.clone();
        let channel = 100 + u64::from(n);
        tasks.push(tokio::spawn(async move {
            if n == 25 {
                store
                    .write(vec![Write::Event {
                        game: GameId(1),
                        seq: 0,
                        event: event(2, 1, "b2"),
                    }])
                    .await
            } else {
                store
                    .write(vec![Write::Language {
                        channel: ChannelId(channel),
                        lang: Lang::Ru,
                    }])
                    .await
            }
        }));
    }
    let mut failures = 0;
    for task in tasks {
        failures += usize::from(task.await.unwrap().is_err());
    }
    assert_eq!(failures, 1, "exactly the conflicting write fails");
    for n in 0..50u64 {
        if n != 25 {
            assert_eq!(
                store.load_channel(ChannelId(100 + n)).await.unwrap().lang,
                Some(Lang::Ru)
            );
        }
    }
    let kept = store.export(GameId(1)).await.unwrap().unwrap();
    assert_eq!(
        kept.events,
        vec![event(1, 0, "r1")],
        "the refused event changed nothing"
    );
}

async fn fails_a_stale_table_as_a_whole(store: Store) {
    let here = ChannelId(31);
    let moved = |from| Write::TableVersion {
        channel: here,
        from,
        times: None,
    };
    store.write(vec![moved(0)]).await.unwrap();
    assert_eq!(store.table_version(here).await.unwrap(), 1);
    // Another writer moved first: this command's writes are refused, all of them.
    let late = store
        .write(vec![
            Write::Language {
                channel: here,
                lang: Lang::Ru,
            },
            moved(0),
        ])
        .await
        .unwrap_err();
    assert_eq!(late.kind, StoreErrorKind::Stale, "{late}");
    let stored = store.load_channel(here).await.unwrap();
    assert_eq!((stored.version, stored.lang), (1, None));
    store.write(vec![moved(1)]).await.unwrap();
    store
        .write(vec![Write::Touch { channel: here }])
        .await
        .unwrap();
    assert_eq!(store.table_version(here).await.unwrap(), 3);
    assert_eq!(store.table_version(ChannelId(32)).await.unwrap(), 0);
}

/// The version of the table of `channel` and its times, as stored.
async fn stored_times(store: &Store, channel: ChannelId) -> (u64, TableTimes) {
    let stored = store.load_channel(channel).await.unwrap();
    let times = TableTimes {
        turn: stored.deadline,
        reminder: stored.reminder,
        wake: stored.wake,
    };
    (stored.version, times)
}

/// A command's table times ride on its version guard: they are stored when it commits
/// (on a new channel too), the wake index sees them, and a stale guard stores none.
async fn keeps_the_times_a_guard_carries(store: Store) {
    let here = ChannelId(51);
    let times = TableTimes {
        turn: Some(5_000),
        reminder: Some(4_000),
        wake: Some(4_000),
    };
    let moved = |from, times| Write::TableVersion {
        channel: here,
        from,
        times,
    };
    store.write(vec![moved(0, Some(times))]).await.unwrap();
    assert_eq!(stored_times(&store, here).await, (1, times));
    assert_eq!(
        store.due_wakes(4_000, 10, Channels::Every).await.unwrap(),
        vec![here]
    );
    assert_eq!(store.next_wake(Channels::Every).await.unwrap(), Some(4_000));

    let later = TableTimes::wake_at(9_000);
    let refused = store.write(vec![moved(0, Some(later))]).await.unwrap_err();
    assert_eq!(refused.kind, StoreErrorKind::Stale, "{refused}");
    assert_eq!(store.load_channel(here).await.unwrap().wake, Some(4_000));

    // A guard without times leaves them; one with none set clears them.
    store.write(vec![moved(1, None)]).await.unwrap();
    assert_eq!(
        store.load_channel(here).await.unwrap().deadline,
        Some(5_000)
    );
    store
        .write(vec![moved(2, Some(TableTimes::default()))])
        .await
        .unwrap();
    assert_eq!(stored_times(&store, here).await, (3, TableTimes::default()));
    assert_eq!(
        store
            .due_wakes(i64::MAX, 10, Channels::Every)
            .await
            .unwrap(),
        Vec::new()
    );
}

/// A terminal's tables (local mode) and a chat's (the bot) may share a store: each
/// process asks the wake index for its own only, so neither runs, nor waits for, the
/// other's clocks.
async fn keeps_the_clocks_of_terminal_and_chat_apart(store: Store) {
    let terminal = ChannelId(1);
    let chat = ChannelId(7_000);
    assert!(terminal.is_terminal() && !chat.is_terminal());
    for (channel, wake) in [(terminal, 2_000), (chat, 3_000)] {
        let guard = Write::TableVersion {
            channel,
            from: 0,
            times: Some(TableTimes::wake_at(wake)),
        };
        store.write(vec![guard]).await.unwrap();
    }
    assert_eq!(
        store.due_wakes(5_000, 10, Channels::Every).await.unwrap(),
        vec![terminal, chat]
    );
    assert_eq!(
        store.due_wakes(5_000, 10, Channels::Chat).await.unwrap(),
        vec![chat]
    );
    assert_eq!(
        store
            .due_wakes(5_000, 10, Channels::Terminal)
            .await
            .unwrap(),
        vec![terminal]
    );
    assert_eq!(store.next_wake(Channels::Every).await.unwrap(), Some(2_000));
    assert_eq!(store.next_wake(Channels::Chat).await.unwrap(), Some(3_000));
    assert_eq!(
        store.next_wake(Channels::Terminal).await.unwrap(),
        Some(2_000)
    );
}

/// The writes of one transaction take effect in their order, however many there are
/// (PostgreSQL sends them together): a later keyed parcel replaces an earlier one, a
/// later language wins; and a stale table at the end of a long transaction refuses all.
async fn runs_a_long_transaction_in_order(store: Store) {
    let here = ChannelId(41);
    let parcel = |n: u64| Write::Enqueue {
        envelope: Envelope {
            channel: here,
            lane: "posts:41".into(),
            key: Some("table:41".into()),
            payload: json!({ "n": n }),
            delay_ms: 0,
        },
        at: 0,
    };
    let language = |n: u64| Write::Language {
        channel: here,
        lang: if n.is_multiple_of(2) {
            Lang::Hu
        } else {
            Lang::Ru
        },
    };
    let writes: Vec<Write> = (0..60).flat_map(|n| [parcel(n), language(n)]).collect();
    store.write(writes).await.unwrap();
    let claimant = Claimant {
        owner: "test".into(),
        lease_ms: 1_000,
    };
    let pending = store.claim_parcels(&claimant, 0, 10).await.unwrap();
    let payloads: Vec<_> = pending.iter().map(|p| p.envelope.payload.clone()).collect();
    assert_eq!(payloads, vec![json!({ "n": 59 })], "the last state only");
    assert_eq!(store.load_channel(here).await.unwrap().lang, Some(Lang::Ru));

    let mut late: Vec<Write> = (60..120).map(parcel).collect();
    late.push(Write::TableVersion {
        channel: here,
        from: 7,
        times: None,
    });
    let refused = store.write(late).await.unwrap_err();
    assert_eq!(refused.kind, StoreErrorKind::Stale, "{refused}");
    let pending = store.claim_parcels(&claimant, 0, 10).await.unwrap();
    assert_eq!(pending.len(), 1);
    assert_eq!(
        pending[0].envelope.payload,
        json!({ "n": 59 }),
        "nothing of it stays"
    );
}

/// A finished, rated game is forgotten like any other; the ratings it changed stay.
async fn forgets_a_rated_game(store: Store) {
    let here = ChannelId(51);
    let mut game = record(9, 51);
    game.seats[1].user = UserId(2000);
    let outcome = Outcome {
        scores: vec![3, 1],
        winners: vec![Seat(0)],
    };
    store
        .write(vec![
            Write::Community {
                channel: here,
                community: 77,
            },
            Write::StartGame(Box::new(game)),
            Write::Event {
                game: GameId(9),
                seq: 0,
                event: event(10, 0, "x"),
            },
            Write::EndGame {
                game: GameId(9),
                status: GameStatus::Finished,
                at: 1_000,
            },
            Write::Rate {
                game: GameId(9),
                outcome,
            },
        ])
        .await
        .unwrap();
    let rated = store.standings(77, UserId(1000)).await.unwrap();
    assert_eq!(rated.len(), 1);
    assert_eq!(rated[0].standing.wins, 1);
    store
        .write(vec![Write::ForgetEnded { before: 2_000 }])
        .await
        .unwrap();
    assert_eq!(store.export(GameId(9)).await.unwrap(), None);
    assert!(store.ended_games(here, 10).await.unwrap().is_empty());
    assert_eq!(store.standings(77, UserId(1000)).await.unwrap(), rated);
}

fn failed_transaction_leaves_nothing_behind(db: &mut dyn Backend) {
    let result = db.write(&[
        Write::Language {
            channel: ChannelId(4),
            lang: Lang::Hu,
        },
        Write::StartGame(Box::new(record(4, 4))),
        Write::StartGame(Box::new(record(4, 4))),
    ]);
    assert_eq!(result.map_err(|e| e.kind), Err(StoreErrorKind::Conflict));
    assert_eq!(db.export(GameId(4)).unwrap(), None);
    assert_eq!(db.load_channel(ChannelId(4)).unwrap().lang, None);
    // An event of a game that was never started clashes with what is stored too.
    let orphan = db.write(&[Write::Event {
        game: GameId(99),
        seq: 0,
        event: event(1, 0, "r1"),
    }]);
    assert_eq!(orphan.map_err(|e| e.kind), Err(StoreErrorKind::Conflict));
}

/// A request's id is taken once: seen again while it is remembered, it is refused, and
/// nothing else written beside it suffers; after its time it is a first sight again.
async fn takes_a_request_once(store: Store) {
    assert_eq!(store.first_sight(7, 1_000, 0).await, Ok(true));
    assert_eq!(store.first_sight(7, 1_000, 500).await, Ok(false));
    assert_eq!(
        store.first_sight(7, 9_000, 1_000).await,
        Ok(false),
        "remembered up to its time, whatever the replay asks"
    );
    assert_eq!(store.first_sight(8, 1_000, 500).await, Ok(true));
    // Sent twice at once, or beside a command's writes in one group commit: one sight
    // is the first, and the command is kept.
    let language = Write::Language {
        channel: ChannelId(5),
        lang: Lang::El,
    };
    let (a, b, c, written) = tokio::join!(
        store.first_sight(9, 1_000, 0),
        store.first_sight(9, 1_000, 0),
        store.first_sight(7, 1_000, 600),
        store.write(vec![language]),
    );
    let mut firsts = [a.unwrap(), b.unwrap()];
    firsts.sort_unstable();
    assert_eq!(firsts, [false, true]);
    assert_eq!((c, written), (Ok(false), Ok(())));
    assert_eq!(
        store.load_channel(ChannelId(5)).await.unwrap().lang,
        Some(Lang::El)
    );
    assert_eq!(
        store.first_sight(7, 9_000, 1_001).await,
        Ok(true),
        "forgotten after its time"
    );
    assert_eq!(store.first_sight(7, 9_000, 1_002).await, Ok(false));
}

/// A channel keeps when the bot last pinged each person there and which game's Rematch
/// button was used, and a later write replaces them.
async fn keeps_pings_and_used_rematches(store: Store) {
    let here = ChannelId(61);
    assert_eq!(store.load_channel(here).await.unwrap().pinged, Vec::new());
    let pinged = vec![(UserId(5_000), 1_000), (UserId(6_000), 2_000)];
    store
        .write(vec![
            Write::Pinged {
                channel: here,
                pinged: pinged.clone(),
            },
            Write::Rematched {
                channel: here,
                game: GameId(9),
            },
        ])
        .await
        .unwrap();
    let stored = store.load_channel(here).await.unwrap();
    assert_eq!((stored.pinged, stored.rematched), (pinged, Some(GameId(9))));
    store
        .write(vec![Write::Pinged {
            channel: here,
            pinged: Vec::new(),
        }])
        .await
        .unwrap();
    let stored = store.load_channel(here).await.unwrap();
    assert_eq!(
        (stored.pinged, stored.rematched),
        (Vec::new(), Some(GameId(9)))
    );
}

/// The game being played keeps when its people were last seen at the table (by seat), a
/// later write replaces it, and a game that ended takes it along.
async fn keeps_when_people_were_seen(store: Store) {
    let here = ChannelId(62);
    store
        .write(vec![Write::StartGame(Box::new(record(31, here.0)))])
        .await
        .unwrap();
    assert_eq!(store.load_channel(here).await.unwrap().seen, Vec::new());
    let seen = vec![None, Some(1_700_000_060_000)];
    let game = GameId(31);
    let write = |at: Vec<Option<i64>>| vec![Write::Seen { game, at }];
    store.write(write(seen.clone())).await.unwrap();
    assert_eq!(store.load_channel(here).await.unwrap().seen, seen);
    let later = vec![Some(1_700_000_120_000), Some(1_700_000_060_000)];
    store.write(write(later.clone())).await.unwrap();
    assert_eq!(store.load_channel(here).await.unwrap().seen, later);
    store
        .write(vec![Write::EndGame {
            game,
            status: GameStatus::Abandoned,
            at: 1_700_000_180_000,
        }])
        .await
        .unwrap();
    assert_eq!(store.load_channel(here).await.unwrap().seen, Vec::new());
}

/// A channel's ping post keeps the interaction webhook it was made through (token and
/// expiry included); a follow-up asked for whose answer never came is kept as the webhook
/// without a message; a removed ping keeps neither.
async fn keeps_the_webhook_of_a_ping(store: Store) {
    let here = ChannelId(63);
    let followup = Followup {
        application: 321,
        interaction: 1_000_000_000_005,
        token: "fake-token-1000000000005".into(),
        expires_at: 840_000,
    };
    let ping = |message: Option<u64>, followup: Option<Followup>| Write::PingMessage {
        channel: here,
        message,
        followup,
    };
    let stored = |store: &Store| {
        let store = store.clone();
        async move {
            let channel = store.load_channel(here).await.unwrap();
            (channel.ping_message, channel.ping_followup)
        }
    };
    assert_eq!(stored(&store).await, (None, None));
    store
        .write(vec![ping(None, Some(followup.clone()))])
        .await
        .unwrap();
    assert_eq!(stored(&store).await, (None, Some(followup.clone())));
    store
        .write(vec![ping(Some(88), Some(followup.clone()))])
        .await
        .unwrap();
    assert_eq!(stored(&store).await, (Some(88), Some(followup)));
    store.write(vec![ping(Some(89), None)]).await.unwrap();
    assert_eq!(stored(&store).await, (Some(89), None));
    store.write(vec![ping(None, None)]).await.unwrap();
    assert_eq!(stored(&store).await, (None, None));
}

/// A person's tables on a server, for fair use: the lobbies they host, their games in a
/// thread while they sit there, and their games alone against AI seats; not a game they
/// share with another person in the channel, another server's, or a game that ended.
async fn counts_the_tables_a_person_holds(store: Store) {
    let (ann, bea) = (UserId(1000), UserId(2000));
    let bea_seat = Player {
        user: bea,
        name: "Bea".into(),
        lang: Lang::En,
        level: None,
    };
    let game = |id: i64, channel: u64, host: UserId, people: usize| {
        let mut game = record(id, channel);
        game.host = host;
        if people == 2 {
            game.seats[1] = bea_seat.clone();
        }
        Write::StartGame(Box::new(game))
    };
    let on = |channel: u64, community: u64| Write::Community {
        channel: ChannelId(channel),
        community,
    };
    let thread = |channel: u64| Write::Parent {
        channel: ChannelId(channel),
        parent: ChannelId(12),
    };
    let mut writes: Vec<Write> = [10, 11, 12, 13, 15, 16].map(|c| on(c, 77)).into();
    writes.extend([on(14, 78), thread(13), thread(16)]);
    writes.extend([
        Write::Lobby {
            channel: ChannelId(10),
            lobby: Some(json!({ "game": "boast", "host": ann.0, "players": [] })),
        },
        game(1, 11, ann, 1),
        game(2, 12, ann, 2),
        game(3, 13, ann, 2),
        game(4, 14, ann, 1),
        game(5, 15, bea, 2),
        game(6, 16, ann, 2),
        // Ann leaves the game in a thread she hosted: an AI takes her seat.
        Write::Event {
            game: GameId(6),
            seq: 0,
            event: RecordedEvent {
                at: 5,
                action: Action::Seat {
                    seat: Seat(0),
                    player: Player {
                        user: UserId(2),
                        name: "Bot 2".into(),
                        lang: Lang::En,
                        level: None,
                    },
                },
            },
        },
    ]);
    store.write(writes).await.unwrap();
    // Ann: the lobby, the game alone with an AI, the game in a thread she still sits at.
    assert_eq!(store.tables_hosted(ann, 77).await.unwrap(), 3);
    assert_eq!(store.tables_hosted(ann, 78).await.unwrap(), 1);
    // Bea: the thread's game she is left alone in with two AI players.
    assert_eq!(store.tables_hosted(bea, 77).await.unwrap(), 1);
    store
        .write(vec![Write::EndGame {
            game: GameId(1),
            status: GameStatus::Abandoned,
            at: 9,
        }])
        .await
        .unwrap();
    assert_eq!(store.tables_hosted(ann, 77).await.unwrap(), 2);
}

backends::on_every_store! {
    every_backend_takes_a_request_once => takes_a_request_once,
    every_backend_keeps_records_exactly => keeps_records_exactly,
    every_backend_isolates_a_failing_write => isolates_a_failing_write,
    every_backend_fails_a_stale_table_as_a_whole => fails_a_stale_table_as_a_whole,
    every_backend_keeps_the_times_a_guard_carries => keeps_the_times_a_guard_carries,
    every_backend_keeps_the_clocks_of_terminal_and_chat_apart => keeps_the_clocks_of_terminal_and_chat_apart,
    every_backend_runs_a_long_transaction_in_order => runs_a_long_transaction_in_order,
    every_backend_forgets_a_rated_game => forgets_a_rated_game,
    every_backend_keeps_pings_and_used_rematches => keeps_pings_and_used_rematches,
    every_backend_keeps_when_people_were_seen => keeps_when_people_were_seen,
    every_backend_keeps_the_webhook_of_a_ping => keeps_the_webhook_of_a_ping,
    every_backend_counts_the_tables_a_person_holds => counts_the_tables_a_person_holds,
}

/// Each sighting forgets at most [`FORGOTTEN_PER_SIGHTING`] of those past their time, so
/// no request pays for a long quiet before it, and the rows shrink back after a burst.
#[tokio::test]
async fn databases_forget_sightings_a_few_at_a_time() {
    let per = FORGOTTEN_PER_SIGHTING as i64;
    for fresh in backends::databases() {
        let store = fresh.store();
        let burst = 2 * per + 5;
        for id in 0..burst {
            assert_eq!(store.first_sight(id as u64, 1_000, 0).await, Ok(true));
        }
        assert_eq!(sightings_kept(&fresh), burst, "{}", fresh.name);
        assert_eq!(store.first_sight(100_000, 9_000, 2_000).await, Ok(true));
        assert_eq!(sightings_kept(&fresh), burst - per + 1, "{}", fresh.name);
        for id in 100_001..100_003 {
            assert_eq!(store.first_sight(id, 9_000, 2_000).await, Ok(true));
        }
        assert_eq!(
            sightings_kept(&fresh),
            3,
            "{}: only the new ones",
            fresh.name
        );
    }
}

/// How many sightings the database of `fresh` holds.
fn sightings_kept(fresh: &backends::Fresh) -> i64 {
    const COUNT: &str = "SELECT COUNT(*) FROM sightings";
    match (fresh.schema(), fresh.location()) {
        (Some(schema), _) => schema.text(COUNT).and_then(|n| n.parse().ok()).unwrap(),
        (None, Some(Location::Sqlite(path))) => rusqlite::Connection::open(path)
            .and_then(|conn| conn.query_row(COUNT, [], |row| row.get(0)))
            .unwrap(),
        (None, other) => panic!("not a database: {other:?}"),
    }
}

#[test]
fn on_every_backend_a_failed_transaction_leaves_nothing_behind() {
    for fresh in backends::all() {
        eprintln!("{}", fresh.name);
        failed_transaction_leaves_nothing_behind(&mut *fresh.backend());
    }
}

#[test]
fn databases_keep_data_across_reopening() {
    for fresh in backends::databases() {
        let mut db = fresh.backend();
        db.write(&[Write::StartGame(Box::new(record(3, 9)))])
            .unwrap();
        drop(db);
        let mut db = fresh.backend();
        assert_eq!(
            db.export(GameId(3)).unwrap(),
            Some(record(3, 9)),
            "{}",
            fresh.name
        );
    }
}

// --- SQLite's file and migrations ---------------------------------------------------------

/// The versions of the SQLite migrations this binary knows, in order.
fn known_versions() -> Vec<i64> {
    backends::migration_versions("sqlite")
}

/// The newest SQLite migration this binary knows.
fn known() -> usize {
    known_versions().last().copied().unwrap_or(0) as usize
}

#[test]
fn sqlite_migrates_once_and_keeps_data_across_reopen() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("nested/folder/t.db");
    let mut db = SqliteBackend::open(&path).unwrap();
    assert_eq!(db.schema_version().unwrap(), known());
    db.write(&[Write::StartGame(Box::new(record(3, 9)))])
        .unwrap();
    drop(db);
    let mut db = SqliteBackend::open(&path).unwrap();
    assert_eq!(db.schema_version().unwrap(), known());
    assert_eq!(db.export(GameId(3)).unwrap(), Some(record(3, 9)));
    let conn = rusqlite::Connection::open(&path).unwrap();
    let mode: String = conn
        .query_row("PRAGMA journal_mode", [], |row| row.get(0))
        .unwrap();
    assert_eq!(mode, "wal");
    assert_eq!(history(&conn), known_versions());
    assert_eq!(
        user_version(&conn),
        known() as i64,
        "kept in step for older tools"
    );
}

/// The versions in refinery's history of a SQLite database.
fn history(conn: &rusqlite::Connection) -> Vec<i64> {
    let mut statement = conn
        .prepare("SELECT version FROM refinery_schema_history ORDER BY version")
        .unwrap();
    let versions = statement.query_map([], |row| row.get(0)).unwrap();
    versions.map(Result::unwrap).collect()
}

fn user_version(conn: &rusqlite::Connection) -> i64 {
    conn.query_row("PRAGMA user_version", [], |row| row.get(0))
        .unwrap()
}

/// The SQL of SQLite migrations 1 to 12, as the gametable before refinery ran them.
const BEFORE_REFINERY: [&str; 12] = [
    include_str!("../migrations/sqlite/V1__channels_games_events.sql"),
    include_str!("../migrations/sqlite/V2__table_messages_and_users.sql"),
    include_str!("../migrations/sqlite/V3__outbox.sql"),
    include_str!("../migrations/sqlite/V4__clocks.sql"),
    include_str!("../migrations/sqlite/V5__seated.sql"),
    include_str!("../migrations/sqlite/V6__reminders_and_communities.sql"),
    include_str!("../migrations/sqlite/V7__settings_and_pings.sql"),
    include_str!("../migrations/sqlite/V8__watchers.sql"),
    include_str!("../migrations/sqlite/V9__ratings.sql"),
    include_str!("../migrations/sqlite/V10__threads.sql"),
    include_str!("../migrations/sqlite/V11__history.sql"),
    include_str!("../migrations/sqlite/V12__pictures.sql"),
];

/// A database the gametable before refinery left at version 12 (each migration in its
/// own transaction, counted in `user_version` only, no history table) opens, gets
/// migration 13 and a history of all 13, and keeps its data.
#[test]
fn a_database_from_before_refinery_is_upgraded_in_place_with_its_data() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("old.db");
    let mut conn = rusqlite::Connection::open(&path).unwrap();
    for (index, sql) in BEFORE_REFINERY.iter().enumerate() {
        let tx = conn.transaction().unwrap();
        tx.execute_batch(sql).unwrap();
        tx.pragma_update(None, "user_version", index as i64 + 1)
            .unwrap();
        tx.commit().unwrap();
    }
    conn.execute_batch(
        r#"INSERT INTO channels (channel, lang, community) VALUES (9, 'hu', 77);
           INSERT INTO games (id, channel, game, options, host, seats, started_at, status)
           VALUES (3, 9, 'boast', '{"hidden_leftovers":false}', 1000,
                   '[{"user":1000,"name":"Ann","lang":"hu"},{"user":1,"name":"Bot 1","lang":"en"}]',
                   1700000000000, 'playing');
           INSERT INTO seated (user, game, seat) VALUES (1000, 3, 0);
           INSERT INTO outbox (channel, lane, payload, created_at, next_at)
           VALUES (9, 'post:9', '{"text":"hello"}', 5, 5);"#,
    )
    .unwrap();
    assert_eq!(user_version(&conn), 12);
    drop(conn);

    let mut db = SqliteBackend::open(&path).unwrap();
    assert_eq!(db.schema_version().unwrap(), known());
    let game = db.export(GameId(3)).unwrap().unwrap();
    assert_eq!((game.channel, game.seats.len()), (ChannelId(9), 2));
    let channel = db.load_channel(ChannelId(9)).unwrap();
    assert_eq!(
        (channel.lang, channel.community, channel.version),
        (Some(Lang::Hu), Some(77), 0)
    );
    assert_eq!(db.games_of(UserId(1000)).unwrap().len(), 1);
    // What migration 13 added works: versions and claims.
    db.write(&[Write::TableVersion {
        channel: ChannelId(9),
        from: 0,
        times: None,
    }])
    .unwrap();
    let me = gametable::store::Claimant {
        owner: "me".into(),
        lease_ms: 1_000,
    };
    let claimed = db.claim_parcels(&me, 10, 10).unwrap();
    assert_eq!(claimed.len(), 1);
    assert_eq!(db.next_due().unwrap(), Some(1_010));
    drop(db);

    let conn = rusqlite::Connection::open(&path).unwrap();
    assert_eq!(history(&conn), known_versions());
    assert_eq!(user_version(&conn), known() as i64);
    // Opening again runs nothing more.
    drop(conn);
    assert_eq!(
        SqliteBackend::open(&path)
            .unwrap()
            .schema_version()
            .unwrap(),
        known()
    );
}
