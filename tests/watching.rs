//! Spectators through the real binary and the loopback Discord: `/game watch` shows
//! anyone, seated or not, the table's public view privately and nothing of any hand, in
//! all five games; `follow:true` sends one direct message per trick with its public
//! result until `follow:false`.

mod support;

use serde_json::{json, Value};
use support::bot::{
    bot_under_test, drained, game_command, next_move, private, start_with_ai, EVERY_GAME,
};
use support::fakecord::TestUser;

fn description(message: &Value) -> String {
    message["embeds"][0]["description"]
        .as_str()
        .unwrap_or_default()
        .to_owned()
}

fn watch(follow: Option<bool>) -> Value {
    let options = match follow {
        Some(follow) => json!([{ "type": 5, "name": "follow", "value": follow }]),
        None => json!([]),
    };
    game_command("watch", options)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stranger_sees_the_public_table_and_no_hand_in_every_game() {
    let (fake, _dir, db, _bot) = bot_under_test().await;
    let stranger = TestUser::new(950, "sam");
    for (index, (game, seats)) in EVERY_GAME.into_iter().enumerate() {
        let channel = 9_500 + index as u64;
        let me = TestUser::new(960 + index as u64, "pia");
        start_with_ai(&fake, &me, channel, game, seats).await;
        drained(&db).await;
        let shown = fake.command(&stranger, channel, "game", watch(None)).await;
        assert!(private(&shown), "{game}: only the watcher sees it: {shown}");
        let shown = description(&shown["data"]);
        let table = fake
            .public_messages(channel)
            .into_iter()
            .rev()
            .find(|m| m["components"].as_array().is_some_and(|c| !c.is_empty()))
            .map(|m| description(&m))
            .expect("a table message");
        let first_line = table.lines().next().unwrap_or_default();
        assert!(
            shown.contains(first_line),
            "{game}: the table as everyone sees it ({first_line}): {shown}"
        );
        let Some(hand_dm) = fake.dm_messages(me.id).last().map(description) else {
            // Everything of War of the Buttons is on the table: no hand comes by DM.
            assert_eq!(game, "buttons", "{game}: the player's hand");
            continue;
        };
        for line in hand_dm.lines().filter(|l| l.len() > 12) {
            assert!(
                !shown.contains(line),
                "{game}: a line of a hand ({line}) was shown to a stranger: {shown}"
            );
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_follower_gets_each_tricks_result_by_dm_until_they_stop() {
    let (fake, _dir, db, _bot) = bot_under_test().await;
    let me = TestUser::new(601, "ann");
    let follower = TestUser::new(970, "fay");
    let channel = support::bot::CHANNEL;
    start_with_ai(&fake, &me, channel, "boast", 3).await;
    drained(&db).await;

    let followed = fake
        .command(&follower, channel, "game", watch(Some(true)))
        .await;
    assert!(private(&followed));
    assert!(description(&followed["data"]).contains("You follow"));
    // BN-5: with two AI seats, each card of ours completes a trick.
    for _ in 0..3 {
        let (mover, notation) = next_move(&db, std::slice::from_ref(&me)).expect("our turn");
        let options = json!([{ "type": 3, "name": "move", "value": notation }]);
        fake.command(&mover, channel, "play", options).await;
        drained(&db).await;
    }
    let told = fake.dm_messages(follower.id);
    assert_eq!(told.len(), 3, "one message per trick: {told:?}");
    assert!(told
        .iter()
        .all(|m| description(m).contains("takes the trick")));
    assert!(
        told.iter()
            .all(|m| m["components"].as_array().is_none_or(Vec::is_empty)),
        "a follower gets no controls"
    );

    fake.command(&follower, channel, "game", watch(Some(false)))
        .await;
    let (mover, notation) = next_move(&db, std::slice::from_ref(&me)).expect("our turn");
    let options = json!([{ "type": 3, "name": "move", "value": notation }]);
    fake.command(&mover, channel, "play", options).await;
    drained(&db).await;
    assert_eq!(
        fake.dm_messages(follower.id).len(),
        3,
        "stopped means stopped"
    );
}
