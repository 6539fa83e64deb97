//! Play by clicking, through the real binary and the loopback Discord, in all five games:
//! the table message's Play button opens the caller's hand and legal moves as a select
//! menu only they see (paged beyond 25 moves); choosing a move plays it like `/play`; a
//! stale menu answers clearly and changes nothing.

mod support;

use gametable::store::{Action, Backend, SqliteBackend};
use gametable::table::ChannelId;
use std::path::Path;
use support::bot::{bot_under_test, buttons_of, drained, private, start_with_ai, EVERY_GAME};
use support::fakecord::{Place, TestUser};

fn moves_recorded(db: &Path, channel: u64) -> usize {
    let mut store = SqliteBackend::open(db).unwrap();
    let Some(game) = store.latest_game(ChannelId(channel)).unwrap() else {
        return 0;
    };
    store
        .export(game)
        .unwrap()
        .map(|r| {
            r.events
                .iter()
                .filter(|e| matches!(e.action, Action::Move { .. }))
                .count()
        })
        .unwrap_or(0)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_game_can_be_played_by_clicking() {
    let (fake, _dir, db, _bot) = bot_under_test().await;
    let mut paged = 0;
    let mut grouped = 0;
    for (index, (game, seats)) in EVERY_GAME.into_iter().enumerate() {
        let channel = 8_000 + index as u64;
        let me = TestUser::new(800 + index as u64, "clicker");
        start_with_ai(&fake, &me, channel, game, seats).await;
        drained(&db).await;

        let (message, ids) = buttons_of(&fake, channel, ":play\"");
        let play = ids.iter().find(|i| i.ends_with(":play")).unwrap().clone();
        let opened = fake.component(&me, channel, message, &play, &[]).await;
        assert_eq!(opened["type"], 4, "{game}: {opened}");
        assert!(private(&opened), "{game}: only the caller sees the menu");
        // The menu's own controls sit on the menu, the caller's own ephemeral message.
        let own_menu = fake.response_message().expect("the menu is a message");
        // A long list opens on the kinds of moves (Haggis): choosing one lists them.
        let first = &opened["data"]["components"][0]["components"][0];
        let menu = if first["custom_id"]
            .as_str()
            .unwrap_or_default()
            .ends_with(":kinds")
        {
            let kind = first["options"][0]["value"].as_str().unwrap();
            let kinds = first["custom_id"].as_str().unwrap();
            let listed = fake.component(&me, channel, own_menu, kinds, &[kind]).await;
            assert_eq!(
                listed["type"], 7,
                "{game}: the kind opens in place: {listed}"
            );
            grouped += 1;
            listed
        } else {
            opened
        };
        let select = &menu["data"]["components"][0]["components"][0];
        assert_eq!(select["type"], 3, "{game}: a select menu of moves: {menu}");
        let options = select["options"].as_array().unwrap();
        assert!(!options.is_empty() && options.len() <= 25, "{game}");
        let page_buttons = menu["data"]["components"][1]["components"]
            .as_array()
            .cloned()
            .unwrap_or_default();
        // The last page control is "next".
        let next = page_buttons
            .iter()
            .rev()
            .filter_map(|b| b["custom_id"].as_str())
            .find(|id| id.contains(":page") || (id.contains(":kind") && id.contains('p')))
            .filter(|_| options.len() == 25)
            .map(str::to_owned);
        if let Some(next) = next.as_deref() {
            assert_eq!(options.len(), 25, "{game}: a full first page");
            let turned = fake.component(&me, channel, own_menu, next, &[]).await;
            assert_eq!(turned["type"], 7, "{game}: the page turns in place");
            let second = &turned["data"]["components"][0]["components"][0]["options"];
            assert_ne!(
                second[0]["value"], options[0]["value"],
                "{game}: the next moves"
            );
            paged += 1;
        }

        let chosen = options[0]["value"].as_str().unwrap().to_owned();
        let choose = select["custom_id"].as_str().unwrap().to_owned();
        let before = moves_recorded(&db, channel);
        let played = fake
            .component(&me, channel, own_menu, &choose, &[chosen.as_str()])
            .await;
        // Like /play: posted when it ends a trick or a step, else confirmed privately.
        assert!(
            !private(&played) || played.to_string().contains("You played"),
            "{game}: answered like /play: {played}"
        );
        drained(&db).await;
        assert!(
            moves_recorded(&db, channel) > before,
            "{game}: the move was played"
        );

        // The same menu again: the move is gone or the turn moved on; nothing changes.
        let after = moves_recorded(&db, channel);
        let stale = fake
            .component(&me, channel, own_menu, &choose, &[chosen.as_str()])
            .await;
        if private(&stale) {
            assert!(
                !stale.to_string().contains("I do not know"),
                "{game}: {stale}"
            );
            assert_eq!(
                moves_recorded(&db, channel),
                after,
                "{game}: refused, unchanged"
            );
        }
    }
    // Deals are random here: how many menus were long enough to page varies.
    println!("{paged} first menus had more than one page, {grouped} opened on kinds");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_hand_in_a_direct_message_can_be_played_from_there() {
    let (fake, _dir, db, _bot) = bot_under_test().await;
    let channel = 8_100;
    let me = TestUser::new(850, "dm-clicker");
    start_with_ai(&fake, &me, channel, "boast", 3).await;
    drained(&db).await;

    let dm_channel = 900_000 + me.id;
    let (message, ids) = buttons_of(&fake, dm_channel, ":play\"");
    let play = ids.iter().find(|i| i.ends_with(":play")).unwrap();
    let menu = fake
        .component_in(Place::Dm, &me, dm_channel, message, play, &[])
        .await;
    assert!(private(&menu), "{menu}");
    let select = &menu["data"]["components"][0]["components"][0];
    let chosen = select["options"][0]["value"].as_str().unwrap().to_owned();
    let before = moves_recorded(&db, channel);
    let posts_before = fake.public_messages(channel).len();
    let choose = select["custom_id"].as_str().unwrap();
    let played = fake
        .component_in(
            Place::Dm,
            &me,
            dm_channel,
            message,
            choose,
            &[chosen.as_str()],
        )
        .await;
    assert!(private(&played), "answered privately in the DM: {played}");
    drained(&db).await;
    assert!(moves_recorded(&db, channel) > before, "the move was played");
    assert!(
        fake.public_messages(channel).len() > posts_before,
        "the channel is told"
    );
    // A table button that acts on the lobby (join) is refused from a DM.
    let join = format!("table:{channel}:g1:join");
    let refused = fake
        .component_in(Place::Dm, &me, dm_channel, message, &join, &[])
        .await;
    assert!(
        refused.to_string().contains("cannot act from here"),
        "{refused}"
    );
}
