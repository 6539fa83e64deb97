//! Buttons act only where they are, through the real binary and the loopback Discord: a
//! forged id naming another channel's table is refused and changes nothing there; a
//! button of an old lobby or a finished game says so instead of acting on the current
//! table; a garbled id gets a clear private answer; a control sent on a message that is not
//! the clicker's own ephemeral one never rewrites it.

mod support;

use serde_json::json;
use support::bot::{
    bot_under_test, buttons_of, drained, game_command, private, start_with_ai, CHANNEL,
};
use support::fakecord::{Fakecord, TestUser};

/// Another channel of the same server, where the forger stands.
const ELSEWHERE: u64 = 7_100;

fn join_id(ids: &[String]) -> String {
    ids.iter()
        .find(|id| id.ends_with(":join"))
        .cloned()
        .expect("a join button")
}

async fn open(fake: &Fakecord, host: &TestUser, channel: u64) {
    let new = game_command(
        "new",
        json!([{"type": 3, "name": "game", "value": "boast"}]),
    );
    fake.command(host, channel, "game", new).await;
}

fn lobby_names(fake: &Fakecord, channel: u64) -> String {
    fake.public_messages(channel)
        .iter()
        .rev()
        .find(|m| m["components"].to_string().contains("custom_id"))
        .map(|m| m["embeds"].to_string())
        .unwrap_or_default()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_forged_button_for_another_channel_changes_nothing_there() {
    let (fake, _dir, db, _bot) = bot_under_test().await;
    let host = TestUser::new(701, "host");
    let forger = TestUser::new(702, "forger");
    open(&fake, &host, CHANNEL).await;
    open(&fake, &forger, ELSEWHERE).await;
    drained(&db).await;
    let (_, private_ids) = buttons_of(&fake, CHANNEL, "custom_id");
    let (own_message, _) = buttons_of(&fake, ELSEWHERE, "custom_id");
    let before = lobby_names(&fake, ELSEWHERE);

    // The forger clicks, on a message of their own channel, the join button of the
    // other channel's table.
    let forged = fake
        .component(&forger, ELSEWHERE, own_message, &join_id(&private_ids), &[])
        .await;
    assert!(private(&forged), "refused privately: {forged}");
    assert!(forged.to_string().contains("another channel"), "{forged}");
    drained(&db).await;
    assert!(
        !lobby_names(&fake, CHANNEL).contains(&format!("<@{}>", forger.id)),
        "not seated in the other table"
    );
    assert_eq!(
        lobby_names(&fake, ELSEWHERE),
        before,
        "their own table is unchanged"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn buttons_of_an_old_lobby_or_game_do_not_act_on_the_current_table() {
    let (fake, _dir, db, _bot) = bot_under_test().await;
    let host = TestUser::new(711, "host");
    let late = TestUser::new(712, "late");
    open(&fake, &host, CHANNEL).await;
    drained(&db).await;
    let (old_message, old_ids) = buttons_of(&fake, CHANNEL, "custom_id");
    let old_join = join_id(&old_ids);

    // That lobby closes and a new one opens in the same channel.
    fake.command(&host, CHANNEL, "game", game_command("stop", json!([])))
        .await;
    open(&fake, &host, CHANNEL).await;
    drained(&db).await;
    let (_, new_ids) = buttons_of(&fake, CHANNEL, "custom_id");
    assert_ne!(
        join_id(&new_ids),
        old_join,
        "each lobby has its own buttons"
    );

    let stale = fake
        .component(&late, CHANNEL, old_message, &old_join, &[])
        .await;
    assert!(private(&stale), "{stale}");
    assert!(stale.to_string().contains("lobby is closed"), "{stale}");
    drained(&db).await;
    assert!(
        !lobby_names(&fake, CHANNEL).contains(&format!("<@{}>", late.id)),
        "not seated in the new lobby"
    );

    // The new lobby's own button works.
    let (message, ids) = buttons_of(&fake, CHANNEL, "custom_id");
    let joined = fake
        .component(&late, CHANNEL, message, &join_id(&ids), &[])
        .await;
    assert_eq!(joined["type"], 6, "acknowledged: {joined}");
    drained(&db).await;
    assert!(
        lobby_names(&fake, CHANNEL).contains(&format!("<@{}>", late.id)),
        "seated, and the table message says so"
    );

    // A game's button after that game is over.
    let hand_id = |game: &str| format!("table:{CHANNEL}:g{game}:hand");
    let over = fake
        .component(&late, CHANNEL, message, &hand_id("12345"), &[])
        .await;
    assert!(private(&over), "{over}");
    assert!(over.to_string().contains("game is over"), "{over}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_garbled_button_gets_a_clear_private_answer() {
    let (fake, _dir, db, _bot) = bot_under_test().await;
    let user = TestUser::new(721, "user");
    open(&fake, &user, CHANNEL).await;
    drained(&db).await;
    let (message, _) = buttons_of(&fake, CHANNEL, "custom_id");
    for garbled in [
        "table:zz",
        &format!("table:{CHANNEL}:q1:join"),
        &format!("table:{CHANNEL}:l1:explode"),
        "rules:nogame:xx",
        "",
    ] {
        let answer = fake.component(&user, CHANNEL, message, garbled, &[]).await;
        assert!(private(&answer), "{garbled}: {answer}");
        assert!(
            answer.to_string().contains("do not know this button"),
            "{garbled}: {answer}"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_start_takes_the_lobby_buttons_away_in_the_same_edit() {
    let (fake, _dir, db, _bot) = bot_under_test().await;
    let host = TestUser::new(741, "host");
    open(&fake, &host, CHANNEL).await;
    fake.command(&host, CHANNEL, "game", game_command("bot", json!([])))
        .await;
    fake.command(&host, CHANNEL, "game", game_command("bot", json!([])))
        .await;
    drained(&db).await;
    let mark = fake.calls().len();
    fake.command(&host, CHANNEL, "game", game_command("start", json!([])))
        .await;
    drained(&db).await;
    let edits: Vec<String> = fake.calls()[mark..]
        .iter()
        .filter(|c| {
            c.method == "PATCH"
                && c.path
                    .starts_with(&format!("/channels/{CHANNEL}/messages/"))
        })
        .map(|c| c.body["components"].to_string())
        .collect();
    assert!(!edits.is_empty(), "the table message was edited");
    for edit in &edits {
        assert!(
            !edit.contains(":join"),
            "no lobby button survives an edit: {edit}"
        );
    }
    assert!(
        edits[0].contains(":play"),
        "the first edit brings the game's buttons"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_forged_control_never_rewrites_the_message_it_sits_on() {
    let (fake, _dir, db, _bot) = bot_under_test().await;
    let me = TestUser::new(731, "player");
    let snoop = TestUser::new(732, "snoop");
    start_with_ai(&fake, &me, CHANNEL, "boast", 3).await;
    drained(&db).await;
    let (table_message, ids) = buttons_of(&fake, CHANNEL, ":play\"");
    let play = ids.iter().find(|id| id.ends_with(":play")).unwrap().clone();
    let game = play.split(':').nth(2).unwrap().to_owned();
    let as_it_was = |fake: &Fakecord| {
        fake.channel_messages(CHANNEL)
            .into_iter()
            .find(|m| m["id"].as_str().and_then(|id| id.parse().ok()) == Some(table_message))
            .expect("the table message")
    };
    let before = as_it_was(&fake);

    // Controls of a private menu and of the rules, sent on the public table message.
    for (forged, values) in [
        (format!("table:{CHANNEL}:{game}:page1"), vec![]),
        (format!("table:{CHANNEL}:{game}:kinds"), vec!["0"]),
        (format!("table:{CHANNEL}:{game}:kind0p0"), vec![]),
        ("rules:boast:en".to_owned(), vec!["scoring"]),
    ] {
        let answer = fake
            .component(&me, CHANNEL, table_message, &forged, &values)
            .await;
        assert_eq!(answer["type"], 4, "{forged}: a new message: {answer}");
        assert!(private(&answer), "{forged}: only for the clicker: {answer}");
    }
    drained(&db).await;
    assert_eq!(as_it_was(&fake), before, "the table message is untouched");

    // The real menu turns in place for its owner, and for nobody else.
    let opened = fake
        .component(&me, CHANNEL, table_message, &play, &[])
        .await;
    assert_eq!(opened["type"], 4, "{opened}");
    let menu = fake.response_message().expect("the menu is a message");
    let back = format!("table:{CHANNEL}:{game}:page0");
    let turned = fake.component(&me, CHANNEL, menu, &back, &[]).await;
    assert_eq!(turned["type"], 7, "{turned}");
    let someone_else = fake.component(&snoop, CHANNEL, menu, &back, &[]).await;
    assert_eq!(someone_else["type"], 4, "{someone_else}");
    assert!(private(&someone_else), "{someone_else}");
    assert!(
        !someone_else.to_string().contains("Your hand"),
        "the snoop sees no hand: {someone_else}"
    );
}
