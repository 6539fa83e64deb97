//! Controls clicked in the DM with the bot, through the real binary and the loopback
//! Discord: they act for the clicker's seat only while the clicker still belongs to the
//! table's server (someone who left has their seat handed to an AI, posted like any seat
//! change); when Discord cannot say, nothing acts and the seat stays; and every refused
//! control gets one and the same answer, whether or not a game runs where it points.

mod support;

use gametable::store::{Backend, SqliteBackend};
use gametable::table::ChannelId;
use serde_json::Value;
use std::path::Path;
use std::time::Duration;
use support::bot::{
    bot_under_test, buttons_of, drained, players, private, seat_and_start, start_with_ai, CHANNEL,
};
use support::fakecord::{Fakecord, Place, TestUser, DM_CHANNEL_BASE};

/// The users seated at the game of `channel`, by seat (AI seats included).
fn seated(db: &Path, channel: u64) -> Vec<u64> {
    let mut store = SqliteBackend::open(db).expect("the bot's database");
    let record = store
        .load_channel(ChannelId(channel))
        .expect("readable")
        .game
        .expect("a game");
    let replayed = record
        .replay(&gametable::games::registry())
        .expect("the record replays");
    replayed.players.iter().map(|p| p.user.0).collect()
}

/// `user`'s newest hand in their DM with the bot: its message id and its Play button.
fn hand_in_dm(fake: &Fakecord, user: &TestUser) -> (u64, String) {
    let (message, ids) = buttons_of(fake, DM_CHANNEL_BASE + user.id, ":play\"");
    let play = ids
        .into_iter()
        .find(|id| id.ends_with(":play"))
        .expect("a Play button under the hand");
    (message, play)
}

/// Clicks `custom_id` (with `values`, for a select) on `message` of `user`'s DM.
async fn click_in_dm(
    fake: &Fakecord,
    user: &TestUser,
    message: u64,
    custom_id: &str,
    values: &[&str],
) -> Value {
    let dm = DM_CHANNEL_BASE + user.id;
    fake.component_in(Place::Dm, user, dm, message, custom_id, values)
        .await
}

fn is_the_one_refusal(answer: &Value) -> bool {
    private(answer) && answer.to_string().contains("cannot act from here")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_control_from_someone_who_left_the_server_hands_their_seat_to_an_ai() {
    let (fake, _dir, db, _bot) = bot_under_test().await;
    let players = players();
    seat_and_start(&fake, &players).await;
    drained(&db).await;
    let leaver = &players[1];
    let (hand, play) = hand_in_dm(&fake, leaver);
    assert!(seated(&db, CHANNEL).contains(&leaver.id));

    fake.leave_server(leaver.id);
    let answer = click_in_dm(&fake, leaver, hand, &play, &[]).await;
    assert!(is_the_one_refusal(&answer), "{answer}");
    // The seat is handed over just after the answer.
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    while seated(&db, CHANNEL).contains(&leaver.id) {
        assert!(
            tokio::time::Instant::now() < deadline,
            "the seat never went to an AI"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    drained(&db).await;
    let now = seated(&db, CHANNEL);
    assert_eq!(now.len(), players.len(), "nobody else moved");
    let told = fake.public_messages(CHANNEL).iter().any(|m| {
        m.to_string()
            .contains(&format!("<@{}> left the game", leaver.id))
    });
    assert!(told, "the channel is told like any seat change");
    let asked: Vec<_> = fake
        .calls()
        .into_iter()
        .filter(|c| c.method == "GET" && c.path.starts_with("/guilds/"))
        .collect();
    assert_eq!(asked.len(), 1, "one look at the member: {asked:?}");
    assert_eq!(
        asked[0].path,
        format!(
            "/guilds/{}/members/{}",
            support::fakecord::GUILD_ID,
            leaver.id
        )
    );

    // Someone who stayed plays on from the DM.
    let stayer = &players[0];
    let (hand, play) = hand_in_dm(&fake, stayer);
    let menu = click_in_dm(&fake, stayer, hand, &play, &[]).await;
    assert!(
        !is_the_one_refusal(&menu) && menu.to_string().contains("Your hand"),
        "the menu with the hand: {menu}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn when_discord_cannot_say_whether_a_person_is_a_member_nothing_acts_and_the_seat_stays() {
    let (fake, _dir, db, _bot) = bot_under_test().await;
    let players = players();
    seat_and_start(&fake, &players).await;
    drained(&db).await;
    let me = &players[0];
    let (hand, play) = hand_in_dm(&fake, me);
    let posts = fake.public_messages(CHANNEL).len();

    fake.inject_status("GET", "/guilds/", 503, 1);
    let failed = click_in_dm(&fake, me, hand, &play, &[]).await;
    assert!(is_the_one_refusal(&failed), "{failed}");
    // No answer within the bot's patience (a second) is no answer either.
    fake.inject_hang("GET", "/guilds/", Duration::from_secs(3), 1);
    let slow = click_in_dm(&fake, me, hand, &play, &[]).await;
    assert!(is_the_one_refusal(&slow), "{slow}");
    drained(&db).await;
    assert!(seated(&db, CHANNEL).contains(&me.id), "the seat stays");
    assert_eq!(fake.public_messages(CHANNEL).len(), posts, "nothing posted");

    // Once Discord answers, the control acts; the answer is remembered a while.
    let menu = click_in_dm(&fake, me, hand, &play, &[]).await;
    assert_eq!(menu["type"], 4, "{menu}");
    assert!(!is_the_one_refusal(&menu), "{menu}");
    let asked = |fake: &Fakecord| {
        fake.calls()
            .iter()
            .filter(|c| c.method == "GET" && c.path.starts_with("/guilds/"))
            .count()
    };
    let before = asked(&fake);
    click_in_dm(&fake, me, hand, &play, &[]).await;
    assert_eq!(asked(&fake), before, "remembered, not asked again");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_refused_control_of_the_dm_gets_one_and_the_same_answer() {
    let (fake, _dir, db, _bot) = bot_under_test().await;
    let me = TestUser::new(861, "prober");
    let other = TestUser::new(862, "other");
    let mine = 8_600;
    let theirs = 8_601;
    let nothing = 8_602;
    start_with_ai(&fake, &me, mine, "boast", 3).await;
    start_with_ai(&fake, &other, theirs, "boast", 3).await;
    drained(&db).await;
    let (hand, play) = hand_in_dm(&fake, &me);
    let (_, their_play) = hand_in_dm(&fake, &other);
    let my_game = play
        .split(':')
        .nth(2)
        .expect("the game in the id")
        .to_owned();
    let posts = |fake: &Fakecord| {
        [mine, theirs, nothing].map(|channel| fake.public_messages(channel).len())
    };
    let before = posts(&fake);

    let probes = [
        // A running game's table, where the prober has no seat.
        their_play.clone(),
        format!("table:{theirs}:{my_game}:play"),
        // A channel without any game, with and without a game id.
        format!("table:{nothing}:{my_game}:play"),
        format!("table:{nothing}:g42:page1"),
        format!("table:{nothing}:-:play"),
        // The prober's own table: a game that is not (any more) the one there, a control
        // that does not act for a seat, garbled ids, a record button.
        format!("table:{mine}:g42:play"),
        format!("table:{mine}:{my_game}:join"),
        format!("table:{mine}:{my_game}:explode"),
        "table:zz".to_owned(),
        format!("record:{mine}:42"),
    ];
    let mut answers = Vec::new();
    for probe in &probes {
        answers.push(click_in_dm(&fake, &me, hand, probe, &[]).await);
    }
    let chosen = click_in_dm(
        &fake,
        &me,
        hand,
        &format!("table:{nothing}:{my_game}:choose"),
        &["r7"],
    )
    .await;
    answers.push(chosen);
    for (probe, answer) in probes.iter().zip(&answers) {
        assert!(is_the_one_refusal(answer), "{probe}: {answer}");
        assert_eq!(answer, &answers[0], "{probe}: the same answer");
    }
    drained(&db).await;
    assert_eq!(posts(&fake), before, "nothing changed anywhere");
    let asked = fake
        .calls()
        .iter()
        .filter(|c| c.method == "GET" && c.path.starts_with("/guilds/"))
        .count();
    assert_eq!(
        asked, 0,
        "no table of the prober's: Discord is not even asked"
    );

    // The prober's own control acts.
    let menu = click_in_dm(&fake, &me, hand, &play, &[]).await;
    assert!(!is_the_one_refusal(&menu), "{menu}");
    assert_eq!(
        menu["data"]["components"][0]["components"][0]["type"], 3,
        "{menu}"
    );
}
