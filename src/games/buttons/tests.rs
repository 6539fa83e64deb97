//! Unit tests: one per rule (ids `WB-x.y` in the names) and one per worked example
//! WB-E.1…WB-E.13.

use super::data::{self, BUILD_BASE, FREE_COST, START_BUTTONS, WHITE_DIE_COST};
use super::*;
use crate::engine::{Actors, Game, MoveError, Seat, Viewer};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

const A: Seat = Seat(0);
const B: Seat = Seat(1);
const C: Seat = Seat(2);

fn chance(g: &mut Buttons, c: Chance) -> Vec<Event> {
    let mut ev = Vec::new();
    g.apply_chance(&c, &mut ev).expect("chance fits");
    ev
}

fn try_mv(g: &mut Buttons, seat: Seat, text: &str) -> Result<Vec<Event>, MoveError<Illegal>> {
    let mv: Move = text.parse().expect("readable");
    let mut ev = Vec::new();
    g.apply_move(seat, &mv, &mut ev)?;
    Ok(ev)
}

fn mv(g: &mut Buttons, seat: Seat, text: &str) -> Vec<Event> {
    try_mv(g, seat, text).unwrap_or_else(|e| panic!("{text}: {e:?}"))
}

fn illegal(g: &mut Buttons, seat: Seat, text: &str) -> Illegal {
    match try_mv(g, seat, text) {
        Err(MoveError::Illegal(why)) => why,
        other => panic!("{text} should be illegal: {other:?}"),
    }
}

/// A game through setup to the first turn of seat 0: detainees 1, 2, 3 on D1–D3 for
/// everyone, hands rolled 1 2 3 4 5, white dice 1…6, the first cards on display.
fn game_with(players: usize, options: ButtonsOptions) -> Buttons {
    let mut g = Buttons::new(players, &options).expect("players");
    chance(&mut g, Chance::StartPlayer(A));
    if options.lane_tiles == LaneTiles::On {
        let tiles = (0..g.lanes().len() as u8).collect();
        chance(&mut g, Chance::LaneTiles(tiles));
    }
    chance(&mut g, Chance::Detainees(vec![vec![1, 2, 3]; players]));
    for s in Seat::all(players) {
        mv(&mut g, s, "detain d6:1 d7:2 d8:3");
    }
    let slots = data::display_slots(players);
    chance(
        &mut g,
        Chance::Display([4, 5, 9].into_iter().take(slots).map(CardId).collect()),
    );
    let spaces = g.token_spaces().len() as u8;
    chance(&mut g, Chance::Tokens((1..=spaces).map(TokenId).collect()));
    chance(
        &mut g,
        Chance::Roll {
            hands: vec![vec![1, 2, 3, 4, 5]; players],
            white: vec![1, 2, 3, 4, 5, 6],
        },
    );
    g
}

fn game(players: usize) -> Buttons {
    game_with(players, ButtonsOptions::default())
}

/// Gives `seat` exactly these own dice in hand (the rest of its free dice go to the
/// mill) and makes it `seat`'s fresh turn.
fn hand(g: &mut Buttons, seat: Seat, values: &[u8]) {
    let ids: Vec<DieId> = g
        .dice
        .iter()
        .filter(|d| d.id.owner() == Some(seat) && matches!(d.zone, Zone::Hand(_) | Zone::Mill))
        .map(|d| d.id)
        .collect();
    for (i, id) in ids.into_iter().enumerate() {
        let die = g.die_mut(id).expect("die");
        match values.get(i) {
            Some(&v) => {
                die.value = v;
                die.zone = Zone::Hand(seat);
            }
            None => die.zone = Zone::Mill,
        }
    }
    turn(g, seat);
}

fn turn(g: &mut Buttons, seat: Seat) {
    g.phase = Phase::Turn(Turn {
        seat,
        bonus_used: false,
        dice_done: false,
        bb_used: 0,
    });
}

fn stand(g: &mut Buttons, seat: Seat, location: Location, values: &[u8], col: u8) {
    let spare = |zone: Zone| -> Vec<DieId> {
        g.dice
            .iter()
            .rev()
            .filter(|d| d.id.owner() == Some(seat) && d.zone == zone)
            .map(|d| d.id)
            .collect()
    };
    let mut free = spare(Zone::Mill);
    free.extend(spare(Zone::Hand(seat)));
    free.truncate(values.len());
    assert_eq!(free.len(), values.len(), "not enough spare dice");
    for (id, &v) in free.into_iter().zip(values) {
        let die = g.die_mut(id).expect("die");
        die.value = v;
        die.zone = Zone::Lane(location);
    }
    g.lanes
        .iter_mut()
        .find(|l| l.location == location)
        .expect("lane")
        .col = col;
}

fn own(g: &mut Buttons, seat: Seat, card: u8) {
    g.seats[seat.index()].cards.push(Owned {
        card: CardId(card),
        face_up: true,
    });
}

fn buttons(g: &Buttons, seat: Seat) -> u32 {
    g.player(seat).buttons
}

fn in_zone(g: &Buttons, zone: Zone) -> Vec<(Option<Seat>, u8)> {
    g.in_zone(zone).map(|d| (d.id.owner(), d.value)).collect()
}

// ---- WB-2, WB-3: data and setup ----

#[test]
fn wb_2_data_is_read_from_the_one_definition() {
    let g = game(4);
    assert_eq!(
        g.lane(Location::Forest).map(|l| l.rewards.clone()),
        Some(vec![4, 4, 3, 2, 1])
    );
    assert_eq!(g.lane(Location::Field).map(|l| l.rewards.len()), Some(5));
    assert_eq!(CardId(18).data().map(|d| d.dice), Some(4));
    assert_eq!(TokenId(4).data().buttons, 3);
    assert!(data::DISPLAY_SLOTS
        .iter()
        .all(|&(_, slots)| slots <= data::MAX_SLOTS));
}

#[test]
fn wb_3_1_the_host_may_fix_the_start_player() {
    let options = ButtonsOptions {
        start_player: FirstPlayer::Fixed(C),
        ..ButtonsOptions::default()
    };
    let g = Buttons::new(3, &options).expect("3 players");
    assert_eq!(g.start_player(), C);
    assert_eq!(g.phase(), &Phase::DetaineeRolls);
    assert!(Buttons::new(2, &options).is_err());
    let json = serde_json::to_value(options).expect("json");
    assert_eq!(
        json,
        serde_json::json!({"lane_tiles": "off", "start_player": 3})
    );
}

#[test]
fn wb_3_1_start_player_reads_and_writes_random_or_a_seat_from_one() {
    let json = |f: FirstPlayer| serde_json::to_value(f).expect("json");
    assert_eq!(json(FirstPlayer::Random), serde_json::json!("random"));
    assert_eq!(json(FirstPlayer::Fixed(A)), serde_json::json!(1));
    let read = |v: serde_json::Value| serde_json::from_value::<FirstPlayer>(v).ok();
    assert_eq!(read(serde_json::json!("random")), Some(FirstPlayer::Random));
    assert_eq!(
        read(serde_json::json!(4)),
        Some(FirstPlayer::Fixed(Seat(3)))
    );
    assert_eq!(read(serde_json::json!("2")), Some(FirstPlayer::Fixed(B)));
    for refused in [
        serde_json::json!(0),
        serde_json::json!(5),
        serde_json::json!(300),
        serde_json::json!("first"),
    ] {
        assert_eq!(read(refused.clone()), None, "{refused}");
    }
}

#[test]
fn wb_3_2_start_buttons_in_turn_order_from_the_start_player() {
    let mut g = Buttons::new(3, &ButtonsOptions::default()).expect("3 players");
    chance(&mut g, Chance::StartPlayer(B));
    assert_eq!(buttons(&g, B), START_BUTTONS[0]);
    assert_eq!(buttons(&g, C), START_BUTTONS[1]);
    assert_eq!(buttons(&g, A), START_BUTTONS[2]);
}

#[test]
fn wb_3_4_three_detainees_and_a_hand_of_five() {
    let g = game(2);
    for s in [A, B] {
        assert_eq!(g.detainees(s).count(), 3);
        assert_eq!(g.hand(s).count(), 5);
        assert_eq!(g.empty_spaces(s), vec![4]);
        // WB-14.2: sections 1–3 are blocked, 4–6 buildable.
        assert_eq!(g.buildable(s), vec![4, 5, 6]);
    }
}

#[test]
fn wb_3_4_detainees_need_three_different_spaces() {
    let mut g = Buttons::new(2, &ButtonsOptions::default()).expect("2 players");
    chance(&mut g, Chance::StartPlayer(A));
    chance(&mut g, Chance::Detainees(vec![vec![6, 6, 6]; 2]));
    assert_eq!(
        illegal(&mut g, A, "detain d6:1 d7:1 d8:3"),
        Illegal::BadDetention
    );
    assert_eq!(
        illegal(&mut g, A, "detain d5:1 d7:2 d8:3"),
        Illegal::NotInHand
    );
    assert_eq!(
        try_mv(&mut g, B, "detain d6:1 d7:2 d8:3"),
        Err(MoveError::NotYourTurn)
    );
    mv(&mut g, A, "detain d6:4 d7:2 d8:3");
    assert!(g.empty_spaces(A) == vec![1]);
}

#[test]
fn wb_3_5_field_card_in_the_box_with_fewer_than_four() {
    let g = game(3);
    assert_eq!(g.slots().len(), 2);
    assert!(g.piles().2.contains(&CardId(8)));
    let g = game(4);
    assert_eq!(g.slots().len(), 3);
    assert!(g.piles().2.is_empty());
    assert_eq!(g.lanes().len(), 3);
}

#[test]
fn wb_5_2_one_token_per_token_space() {
    let g = game(4);
    assert_eq!(g.tokens().len(), 4);
    assert_eq!(g.pool().len(), 8);
    assert_eq!(g.token_on(TokenSpace::Exam), Some(TokenId(4)));
}

#[test]
fn wb_5_4_detainees_are_not_rolled() {
    let g = game(2);
    let values: Vec<u8> = g.detainees(A).map(|d| d.value).collect();
    assert_eq!(values, vec![1, 2, 3]);
    assert_eq!(in_zone(&g, Zone::Pond).len(), 6);
}

#[test]
fn wb_c_chance_outcomes_are_checked_and_readable_json() {
    let mut g = Buttons::new(2, &ButtonsOptions::default()).expect("2 players");
    let mut ev = Vec::new();
    assert!(g
        .apply_chance(&Chance::StartPlayer(Seat(5)), &mut ev)
        .is_err());
    assert!(g.apply_chance(&Chance::Reroll(vec![1]), &mut ev).is_err());
    let json = serde_json::to_string(&Chance::Roll {
        hands: vec![vec![1, 2]],
        white: vec![3],
    })
    .expect("json");
    assert_eq!(json, r#"{"roll":{"hands":[[1,2]],"white":[3]}}"#);
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let c = g.sample_chance(&mut rng);
    assert!(g.apply_chance(&c, &mut ev).is_ok());
}

// ---- WB-5: round start ----

#[test]
fn wb_5_5_post_roll_rename_and_reroll() {
    let mut g = game(2);
    own(&mut g, A, 13);
    own(&mut g, A, 16);
    g.phase = Phase::PostRoll(A);
    hand(&mut g, A, &[1, 1, 4]);
    g.phase = Phase::PostRoll(A);
    assert_eq!(illegal(&mut g, A, "rename c13 d1:1"), Illegal::BadChoice);
    assert_eq!(illegal(&mut g, A, "rename c14 d1:6"), Illegal::BadCard);
    mv(&mut g, A, "rename c13 d1:6 d2:5");
    assert_eq!(g.own_die(A, 1).map(|d| d.value), Some(6));
    assert_eq!(illegal(&mut g, A, "rename c13 d3:6"), Illegal::BadCard);
    mv(&mut g, A, "reroll d3");
    assert_eq!(g.actors(), Actors::Chance);
    let ev = chance(&mut g, Chance::Reroll(vec![2]));
    assert!(ev.contains(&Event::Rerolled(A, vec![(3, 2)])));
    // Both cards used: the step ends by itself (WB-0.10).
    assert!(!matches!(g.phase(), Phase::PostRoll(A)));
}

#[test]
fn wb_5_5_players_without_post_roll_cards_are_skipped() {
    let g = game(3);
    assert_eq!(
        g.phase(),
        &Phase::Turn(Turn {
            seat: A,
            bonus_used: false,
            dice_done: false,
            bb_used: 0
        })
    );
}

#[test]
fn wb_5_3_display_replaced_from_round_two_and_wb_e_13_income() {
    let mut g = game(2);
    own(&mut g, A, 10);
    own(&mut g, A, 11);
    let before = buttons(&g, A);
    let old: Vec<CardId> = g.slots().iter().flatten().copied().collect();
    // Everybody empties their hand into the village; the round ends.
    for s in [A, B] {
        let items: Vec<String> = g.own_hand(s).map(|d| d.value.to_string()).collect();
        turn(&mut g, s);
        mv(&mut g, s, &format!("village {}", items.join(" ")));
        if matches!(g.phase(), Phase::Turn(t) if t.seat == s) {
            mv(&mut g, s, "end");
        }
    }
    assert_eq!(g.round(), 2);
    // WB-E.13: 2 cards pay 4 at the round start (plus the 5 village buttons).
    assert_eq!(buttons(&g, A), before + 5 + 2 * data::INCOME_PER_CARD);
    assert_eq!(g.phase(), &Phase::Tokens);
    chance(
        &mut g,
        Chance::Tokens(vec![TokenId(5), TokenId(6), TokenId(7)]),
    );
    assert_eq!(g.phase(), &Phase::Display);
    let (_, discard, _) = g.piles();
    assert_eq!(discard, old.as_slice());
    chance(&mut g, Chance::Display(vec![CardId(1), CardId(2)]));
    assert_eq!(g.phase(), &Phase::Roll);
}

// ---- WB-6: turns ----

#[test]
fn wb_6_3_one_bonus_action_and_the_dice_action_is_mandatory() {
    let mut g = game(2);
    hand(&mut g, A, &[3, 5]);
    g.seats[0].buttons = 10;
    assert_eq!(illegal(&mut g, A, "end"), Illegal::DiceAction);
    mv(&mut g, A, "change d1 4");
    assert_eq!(illegal(&mut g, A, "white w1"), Illegal::BonusUsed);
    mv(&mut g, A, "bid quarry 4");
    // WB-M.2: the bonus was used, so the turn ended by itself.
    assert!(matches!(g.phase(), Phase::Turn(t) if t.seat == B));
}

#[test]
fn wb_6_3_bonus_after_the_dice_action_ends_the_turn() {
    let mut g = game(2);
    hand(&mut g, A, &[3, 5]);
    g.seats[0].buttons = 10;
    mv(&mut g, A, "bid quarry 3");
    assert!(matches!(g.phase(), Phase::Turn(t) if t.seat == A && t.dice_done));
    assert_eq!(illegal(&mut g, A, "village 5"), Illegal::DiceAction);
    mv(&mut g, A, "white w6");
    assert!(matches!(g.phase(), Phase::Turn(t) if t.seat == B));
    assert_eq!(g.hand(A).count(), 2);
}

#[test]
fn wb_6_2_empty_hands_pass_and_wb_6_6_round_ends() {
    let mut g = game(3);
    hand(&mut g, B, &[]);
    hand(&mut g, A, &[2]);
    mv(&mut g, A, "bid forest 2");
    if matches!(g.phase(), Phase::Turn(t) if t.seat == A) {
        mv(&mut g, A, "end");
    }
    // B has no die: C plays next (M-13 applied by the engine).
    assert!(matches!(g.phase(), Phase::Turn(t) if t.seat == C));
}

#[test]
fn wb_6_5_items_rules() {
    let mut g = game(2);
    hand(&mut g, A, &[3, 3]);
    assert_eq!(illegal(&mut g, A, "village"), Illegal::NoItems);
    assert_eq!(illegal(&mut g, A, "bid forest +bb3"), Illegal::NoBigBrother);
    assert_eq!(illegal(&mut g, A, "bid forest 3 4"), Illegal::NotInHand);
    hand(&mut g, A, &[3, 4]);
    assert_eq!(illegal(&mut g, A, "bid forest 3 4"), Illegal::MixedValues);
    assert_eq!(illegal(&mut g, A, "bid forest 3 +w3"), Illegal::NotInHand);
    // (c) no BB in the school: the notation has no place for it, and the school takes
    // one own die only.
    assert!("school exam 3 +bb3".parse::<Move>().is_err());
}

#[test]
fn wb_6_5_a_lone_big_brother_may_bid() {
    let mut g = game(2);
    hand(&mut g, A, &[1]);
    g.seats[0].bb = 1;
    mv(&mut g, A, "bid quarry +bb2");
    let lane = g.lane(Location::Quarry).expect("quarry");
    assert_eq!(lane.col, 1);
    assert_eq!(g.standing(Location::Quarry), None);
}

// ---- WB-7: locations ----

#[test]
fn wb_7_4_ties_do_not_beat_but_c12_does() {
    let mut g = game(2);
    hand(&mut g, A, &[4, 4]);
    stand(&mut g, B, Location::Forest, &[4, 4], 1);
    assert_eq!(illegal(&mut g, A, "bid forest 4 4"), Illegal::DoesNotBeat);
    assert_eq!(illegal(&mut g, A, "bid forest 4"), Illegal::DoesNotBeat);
    own(&mut g, A, 12);
    mv(&mut g, A, "bid forest 4 4");
    assert_eq!(g.location_owner(Location::Forest), Some(A));
}

#[test]
fn wb_7_5_the_lane_is_infinite() {
    let mut g = game(2);
    let len = g
        .lane(Location::Quarry)
        .map(|l| l.rewards.len() as u8)
        .expect("quarry");
    stand(&mut g, B, Location::Quarry, &[1], len);
    hand(&mut g, A, &[2]);
    let ev = mv(&mut g, A, "bid quarry 2");
    assert!(matches!(ev[0], Event::Bid { column, gain: 1, displaced: 1, .. } if column == len));
}

#[test]
fn wb_7_6_location_card_pays_two_more() {
    let mut g = game(2);
    own(&mut g, A, 7);
    hand(&mut g, A, &[2]);
    let before = buttons(&g, A);
    mv(&mut g, A, "bid quarry 2");
    assert_eq!(buttons(&g, A), before + 3 + 2);
}

#[test]
fn wb_7_8_traitor_ban() {
    let mut g = game(2);
    hand(&mut g, A, &[3, 4]);
    mv(&mut g, A, "school traitor 3 none");
    assert!(g.player(A).traitor_ban);
    turn(&mut g, A);
    assert_eq!(illegal(&mut g, A, "bid forest 4"), Illegal::TraitorBan);
    mv(&mut g, A, "village 4");
}

#[test]
fn wb_7_10_white_dice_own_nothing() {
    let mut g = game(2);
    hand(&mut g, A, &[]);
    g.set_zone(DieId::White(4), Zone::Hand(A));
    turn(&mut g, A);
    g.seats[0].buttons = 0;
    mv(&mut g, A, "bid forest +w4");
    assert_eq!(g.location_owner(Location::Forest), None);
    assert_eq!(buttons(&g, A), 4);
}

#[test]
fn wb_7_9_the_mill_holds_displaced_dice() {
    let mut g = game(2);
    hand(&mut g, A, &[5]);
    stand(&mut g, B, Location::Forest, &[4], 1);
    mv(&mut g, A, "bid forest 5");
    assert!(in_zone(&g, Zone::Mill).contains(&(Some(B), 4)));
}

// ---- WB-8: school ----

#[test]
fn wb_8_1_a_space_takes_one_die() {
    let mut g = game(2);
    hand(&mut g, A, &[4, 5]);
    mv(&mut g, A, "school exam 4");
    hand(&mut g, B, &[4]);
    assert_eq!(illegal(&mut g, B, "school exam 4"), Illegal::SpaceTaken);
}

#[test]
fn wb_8_6_free_needs_a_detainee_and_eight_buttons() {
    let mut g = game(2);
    hand(&mut g, A, &[1]);
    g.seats[0].buttons = FREE_COST - 1;
    assert_eq!(
        illegal(&mut g, A, "school free 1 d6"),
        Illegal::CannotAfford(FREE_COST)
    );
    g.seats[0].buttons = FREE_COST;
    assert_eq!(
        illegal(&mut g, A, "school free 1 d2"),
        Illegal::BadDetention
    );
    for d in [6, 7, 8] {
        g.set_zone(DieId::Coloured(A, d), Zone::Mill);
    }
    assert_eq!(illegal(&mut g, A, "school free 1 d6"), Illegal::Requirement);
}

#[test]
fn wb_8_8_start_space_and_wb_17_5_new_start_player() {
    let mut g = game(2);
    hand(&mut g, B, &[2]);
    mv(&mut g, B, "school start 2");
    hand(&mut g, A, &[]);
    g.end_round(&mut Vec::new());
    assert_eq!(g.start_player(), B);
    assert_eq!(g.round(), 2);
}

#[test]
fn wb_8_9_big_brother_space() {
    let mut g = game(2);
    hand(&mut g, A, &[6]);
    g.bb_supply = 1;
    assert_eq!(illegal(&mut g, A, "school bb 6"), Illegal::Requirement);
    g.bb_supply = data::BB_SUPPLY;
    let before = buttons(&g, A);
    mv(&mut g, A, "school bb 6");
    assert_eq!(g.player(A).bb, 2);
    assert_eq!(buttons(&g, A), before - data::BIG_BROTHER_COST);
}

#[test]
fn wb_8_10_build_needs_a_section_and_wb_8_4_c05_pays_after() {
    let mut g = game(2);
    hand(&mut g, A, &[2]);
    g.seats[0].buttons = BUILD_BASE;
    own(&mut g, A, 5);
    assert_eq!(illegal(&mut g, A, "school build 2 s1"), Illegal::Section);
    assert_eq!(illegal(&mut g, A, "school build 2"), Illegal::Section);
    mv(&mut g, A, "school build 2 s5");
    assert_eq!(g.player(A).built_count(), 1);
    assert_eq!(buttons(&g, A), 2);
}

#[test]
fn wb_8_11_star_costs_five_plus_stars_held() {
    let mut g = game(2);
    hand(&mut g, A, &[2]);
    g.seats[0].stars = 2;
    g.star_supply -= 2;
    g.seats[0].buttons = 6;
    assert_eq!(
        illegal(&mut g, A, "school star 2"),
        Illegal::CannotAfford(7)
    );
    g.seats[0].buttons = 7;
    mv(&mut g, A, "school star 2");
    assert_eq!(g.player(A).stars, 3);
    assert_eq!(buttons(&g, A), 0);
}

// ---- WB-9: cards ----

#[test]
fn wb_9_2_exact_items_and_the_value_in_buttons() {
    let mut g = game(2);
    // Slot 1 holds C04 (build, 3 dice).
    hand(&mut g, A, &[5, 5, 5, 5]);
    g.seats[0].buttons = 4;
    assert_eq!(illegal(&mut g, A, "buy s1 5 5 s4"), Illegal::ItemCount(3));
    assert_eq!(
        illegal(&mut g, A, "buy s1 5 5 5 s4"),
        Illegal::CannotAfford(5)
    );
    hand(&mut g, A, &[4, 4, 4]);
    assert_eq!(illegal(&mut g, A, "buy s1 4 4 4"), Illegal::Section);
    mv(&mut g, A, "buy s1 4 4 4 s4");
    assert_eq!(buttons(&g, A), 0);
    assert_eq!(g.slots()[0], None);
    hand(&mut g, B, &[2, 2, 2]);
    assert_eq!(illegal(&mut g, B, "buy s1 2 2 2 s4"), Illegal::EmptySlot);
}

#[test]
fn wb_9_4_a_one_shot_card_may_lose_its_effect() {
    let mut g = game(2);
    for s in 1..=6 {
        g.build(A, s);
    }
    hand(&mut g, A, &[1, 1, 1]);
    let ev = mv(&mut g, A, "buy s1 1 1 1");
    assert!(matches!(
        ev[0],
        Event::Bought {
            gain: Gain::Lost,
            ..
        }
    ));
    assert!(!g.player(A).cards[0].face_up);
}

#[test]
fn wb_9_6_c09_pays_per_item_and_wb_10_2_a_bb_counts() {
    let mut g = game(2);
    own(&mut g, A, 9);
    g.seats[0].bb = 1;
    hand(&mut g, A, &[1, 2, 6]);
    let before = buttons(&g, A);
    // WB-10.3: three dice and a BB pay 4, plus 4 for C09.
    mv(&mut g, A, "village 1 2 6 +bb1");
    assert_eq!(buttons(&g, A), before + 8);
    assert_eq!(in_zone(&g, Zone::Village).len(), 3);
}

#[test]
fn wb_9_6_c10_takes_what_the_supply_holds_and_wb_13_4_bb_returns() {
    let mut g = game(2);
    g.slots[0] = Some(CardId(10));
    g.seats[0].bb = 1;
    g.bb_supply = 1;
    hand(&mut g, A, &[2]);
    g.seats[0].buttons = 2;
    let ev = mv(&mut g, A, "buy s1 2 +bb2");
    assert!(matches!(
        ev[0],
        Event::Bought {
            gain: Gain::Bb(1),
            ..
        }
    ));
    assert_eq!(g.player(A).bb, 1);
    assert_eq!(g.supply().1, 0);
    // The used BB goes back at the end of the turn.
    mv(&mut g, A, "end");
    assert_eq!(g.supply().1, 1);
}

#[test]
fn wb_9_6_c17_c18_stars_limited_by_supply_wb_15_2() {
    let mut g = game(2);
    g.slots[0] = Some(CardId(18));
    g.star_supply = 1;
    hand(&mut g, A, &[1, 1, 1, 1]);
    let ev = mv(&mut g, A, "buy s1 1 1 1 1");
    assert!(matches!(
        ev[0],
        Event::Bought {
            gain: Gain::Stars(1),
            ..
        }
    ));
    assert_eq!(g.supply().0, 0);
}

// ---- WB-11: bonus actions ----

#[test]
fn wb_11_2_white_die_costs_three_and_keeps_its_value() {
    let mut g = game(2);
    hand(&mut g, A, &[1]);
    g.seats[0].buttons = WHITE_DIE_COST - 1;
    assert_eq!(
        illegal(&mut g, A, "white w5"),
        Illegal::CannotAfford(WHITE_DIE_COST)
    );
    g.seats[0].buttons = WHITE_DIE_COST;
    mv(&mut g, A, "white w5");
    assert_eq!(
        g.die(DieId::White(5)).map(|d| (d.value, d.zone)),
        Some((5, Zone::Hand(A)))
    );
    assert_eq!(buttons(&g, A), 0);
}

#[test]
fn wb_11_3_change_costs_one_per_pip_without_wrapping() {
    let mut g = game(2);
    hand(&mut g, A, &[6]);
    g.seats[0].buttons = 4;
    assert_eq!(illegal(&mut g, A, "change d1 1"), Illegal::CannotAfford(5));
    assert_eq!(illegal(&mut g, A, "change d1 6"), Illegal::BadChoice);
    assert_eq!(illegal(&mut g, A, "change d6 5"), Illegal::NotInHand);
    mv(&mut g, A, "change d1 2");
    assert_eq!(buttons(&g, A), 0);
}

#[test]
fn wb_11_4_rescue_returns_the_card_to_the_box() {
    let mut g = game(2);
    own(&mut g, A, 5);
    hand(&mut g, A, &[1]);
    mv(&mut g, A, "rescue c05 d7");
    assert!(g.piles().2.contains(&CardId(5)));
    assert!(g.player(A).cards.is_empty());
    assert_eq!(g.own_die(A, 7).map(|d| d.zone), Some(Zone::Hand(A)));
    assert_eq!(g.buildable(A), vec![2, 4, 5, 6]);
}

// ---- WB-14, WB-16, WB-17, WB-18 ----

#[test]
fn wb_14_2_a_detainee_blocks_its_section() {
    let g = game(2);
    assert!(!g.buildable(A).contains(&1));
}

#[test]
fn wb_16_4_b07_builds_before_it_rescues() {
    let mut g = game(2);
    g.tokens = vec![(TokenSpace::Location(Location::Quarry), TokenId(7))];
    let moves = g.token_moves(A, TokenSpace::Location(Location::Quarry));
    // Sections 4–6 (1–3 blocked before the rescue) × detainees d6–d8.
    assert_eq!(moves.len(), 9);
    assert!(!moves.iter().any(|m| matches!(
        m,
        Move::Token {
            section: Some(1),
            ..
        }
    )));
}

#[test]
fn wb_17_3_traitor_tie_means_no_penalty() {
    let mut g = game(2);
    hand(&mut g, A, &[3]);
    mv(&mut g, A, "school traitor 3 none");
    stand(&mut g, B, Location::Forest, &[3], 1);
    stand(&mut g, A, Location::Quarry, &[3], 1);
    hand(&mut g, A, &[]);
    hand(&mut g, B, &[]);
    let mut ev = Vec::new();
    g.end_round(&mut ev);
    assert!(ev.contains(&Event::Traitor(3, None)));
}

/// A 2-player round about to end: A's 3 is on TRAITOR, B's dice `forest` stand at the
/// forest, every hand is empty, and D4 is B's only empty detention space.
fn traitor_on_three_and_b_at_the_forest(forest: &[u8]) -> Buttons {
    let mut g = game(2);
    hand(&mut g, A, &[3]);
    mv(&mut g, A, "school traitor 3 none");
    stand(&mut g, B, Location::Forest, forest, 1);
    hand(&mut g, A, &[]);
    hand(&mut g, B, &[]);
    g
}

/// B is penalised on 3s with two counted 3s at the forest. Returns the game and the
/// numbers of those two dice, lowest first.
fn two_counted_threes() -> (Buttons, [u8; 2]) {
    let g = traitor_on_three_and_b_at_the_forest(&[3, 3]);
    let mut forest: Vec<u8> = g
        .in_zone(Zone::Lane(Location::Forest))
        .map(|d| d.id.number())
        .collect();
    forest.sort_unstable();
    let [low, high] = forest[..] else {
        panic!("two dice at the forest: {forest:?}")
    };
    (g, [low, high])
}

#[test]
fn wb_17_3_every_counted_die_showing_the_value_is_offered() {
    let (mut g, [low, high]) = two_counted_threes();
    let mut ev = Vec::new();
    g.end_round(&mut ev);
    assert!(ev.contains(&Event::Traitor(3, Some(B))), "{ev:?}");
    // WB-0.10: two options, so the engine applies none of them by itself.
    assert!(
        !ev.iter().any(|e| matches!(e, Event::Penalty(..))),
        "{ev:?}"
    );
    assert_eq!(g.phase(), &Phase::Traitor(B, 3));
    assert_eq!(g.actors(), Actors::Seats(crate::engine::SeatSet::one(B)));
    assert_eq!(
        g.moves(B),
        vec![
            Move::Penalty { die: low, space: 4 },
            Move::Penalty {
                die: high,
                space: 4
            },
        ]
    );
    assert!(g.moves(A).is_empty());
}

#[test]
fn wb_17_3_the_penalised_player_may_choose_the_higher_numbered_die() {
    let (mut g, [low, high]) = two_counted_threes();
    g.end_round(&mut Vec::new());
    let ev = mv(&mut g, B, &format!("penalty d{high} h4"));
    assert!(ev.contains(&Event::Penalty(B, high, 4)), "{ev:?}");
    assert_eq!(g.own_die(B, high).map(|d| d.zone), Some(Zone::Detained(4)));
    assert_ne!(g.own_die(B, low).map(|d| d.zone), Some(Zone::Detained(4)));
    // The round end goes on: B owns the forest (WB-17.2) and resolves its token.
    assert_eq!(
        g.phase(),
        &Phase::Token(B, TokenSpace::Location(Location::Forest))
    );
}

#[test]
fn wb_17_3_the_penalty_die_is_a_counted_die_and_the_space_an_empty_one() {
    let (mut g, [low, _]) = two_counted_threes();
    g.end_round(&mut Vec::new());
    // d1 lies in the mill, which does not count.
    assert_eq!(illegal(&mut g, B, "penalty d1 h4"), Illegal::BadChoice);
    assert_eq!(
        illegal(&mut g, B, &format!("penalty d{low} h1")),
        Illegal::BadDetention
    );
    assert_eq!(
        try_mv(&mut g, A, &format!("penalty d{low} h4")),
        Err(MoveError::NotYourTurn)
    );
    assert_eq!(g.phase(), &Phase::Traitor(B, 3));
}

#[test]
fn wb_0_10_a_single_penalty_option_is_applied_by_itself() {
    let mut g = traitor_on_three_and_b_at_the_forest(&[3, 4]);
    let three = g
        .in_zone(Zone::Lane(Location::Forest))
        .find(|d| d.value == 3)
        .map(|d| d.id.number())
        .expect("a 3 at the forest");
    let mut ev = Vec::new();
    g.end_round(&mut ev);
    // WB-17.3 with one counted 3 and one empty space: one option, applied (WB-0.10).
    assert!(ev.contains(&Event::Penalty(B, three, 4)), "{ev:?}");
    assert_ne!(g.phase(), &Phase::Traitor(B, 3));
}

#[test]
fn wb_17_3_the_ai_chooses_one_of_the_offered_penalties() {
    let (mut g, _) = two_counted_threes();
    g.end_round(&mut Vec::new());
    assert_eq!(g.phase(), &Phase::Traitor(B, 3));
    let offered = g.moves(B);
    for seed in 0..8 {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let choice = g.ai_move(B, &mut rng).expect("the AI chooses");
        assert!(offered.contains(&choice), "{choice}");
    }
}

#[test]
fn wb_17_3_the_view_and_the_labels_show_the_pending_choice() {
    let (mut g, [low, high]) = two_counted_threes();
    g.end_round(&mut Vec::new());
    let header = &Buttons::describe_view(&g.view(Viewer::Seat(B))).table[0];
    let awaiting = header
        .args
        .iter()
        .find_map(|(name, arg)| match arg {
            crate::engine::Arg::Text(t) if *name == "awaiting" => Some(t),
            _ => None,
        })
        .expect("an awaiting line");
    assert_eq!(awaiting.id, "buttons-awaiting-penalty");
    let localizer = crate::i18n::Localizer::global();
    let names = |s: Seat| format!("Player {s}");
    for lang in crate::i18n::Lang::ALL {
        let line = localizer
            .try_render(lang, header, &names)
            .unwrap_or_else(|e| panic!("{lang:?}: {e}"));
        assert!(line.contains(&format!("d{low}")), "{lang:?}: {line}");
        assert!(line.contains(&format!("d{high}")), "{lang:?}: {line}");
        for mv in g.moves(B) {
            let label = localizer
                .try_render(lang, &g.move_label(&mv), &names)
                .unwrap_or_else(|e| panic!("{lang:?}: {e}"));
            let forest = localizer
                .try_render(lang, &present::location(Location::Forest), &names)
                .unwrap_or_else(|e| panic!("{lang:?}: {e}"));
            assert!(label.contains(&forest), "{lang:?}: {label}");
        }
    }
}

#[test]
fn wb_17_8_cleanup_returns_dice_and_resets() {
    let mut g = game(2);
    hand(&mut g, A, &[4]);
    mv(&mut g, A, "bid forest 4");
    hand(&mut g, A, &[]);
    hand(&mut g, B, &[]);
    g.tokens.clear();
    g.end_round(&mut Vec::new());
    assert_eq!(g.hand(A).count(), 5);
    assert_eq!(in_zone(&g, Zone::Pond).len(), 6);
    assert_eq!(g.lane(Location::Forest).map(|l| l.col), Some(0));
}

#[test]
fn wb_18_2_one_player_meeting_a_condition_wins() {
    let mut g = game(2);
    g.seats[1].stars = data::STARS_TO_END;
    hand(&mut g, A, &[]);
    hand(&mut g, B, &[]);
    let mut ev = Vec::new();
    g.end_round(&mut ev);
    assert_eq!(g.actors(), Actors::Over);
    assert_eq!(g.outcome().map(|o| o.winners), Some(vec![B]));
}

#[test]
fn wb_18_3_victory_points_then_buttons_then_shared() {
    let mut g = game(3);
    g.seats[0].stars = 6;
    for s in 1..=6 {
        g.build(B, s);
    }
    g.seats[0].buttons = 4;
    g.seats[1].buttons = 4;
    g.seats[2].buttons = 10;
    for s in [A, B, C] {
        hand(&mut g, s, &[]);
    }
    g.end_round(&mut Vec::new());
    let outcome = g.outcome().expect("over");
    // A: 6 stars; B: 6 sections; C: 2 VP from 10 buttons.
    assert_eq!(outcome.scores, vec![6, 6, 2]);
    assert_eq!(g.final_vp(), Some([6, 6, 2].as_slice()));
    assert_eq!(outcome.winners, vec![A, B]);
    let mut g2 = game(2);
    g2.seats[0].stars = 6;
    g2.seats[1].stars = 6;
    g2.seats[1].buttons = 4;
    g2.seats[0].buttons = 3;
    hand(&mut g2, A, &[]);
    hand(&mut g2, B, &[]);
    g2.end_round(&mut Vec::new());
    assert_eq!(g2.outcome().map(|o| o.winners), Some(vec![B]));
}

#[test]
fn wb_19_1_lane_tiles_replace_the_rewards() {
    let g = game_with(
        2,
        ButtonsOptions {
            lane_tiles: LaneTiles::On,
            ..ButtonsOptions::default()
        },
    );
    assert_eq!(
        g.lane(Location::Quarry).map(|l| l.rewards.as_slice()),
        Some(data::LANE_TILES[0])
    );
    assert_eq!(
        g.lane(Location::Forest).map(|l| l.rewards.as_slice()),
        Some(data::LANE_TILES[1])
    );
}

#[test]
fn wb_8_7_traitor_without_detainees_gets_no_reward() {
    let mut g = game(2);
    for d in [6, 7, 8] {
        g.set_zone(DieId::Coloured(A, d), Zone::Mill);
    }
    hand(&mut g, A, &[3, 3]);
    assert_eq!(
        illegal(&mut g, A, "school traitor 3 d6"),
        Illegal::BadDetention
    );
    mv(&mut g, A, "school traitor 3 none");
    assert!(g.player(A).traitor_ban);
}

#[test]
fn wb_10_1_village_takes_any_values_coloured_and_white() {
    let mut g = game(2);
    hand(&mut g, A, &[1, 3]);
    g.set_zone(DieId::White(2), Zone::Hand(A));
    let a0 = buttons(&g, A);
    mv(&mut g, A, "village 1 3 +w2");
    assert_eq!(buttons(&g, A), a0 + 3);
    assert_eq!(g.hand(A).count(), 0);
}

#[test]
fn wb_13_2_a_big_brother_shows_the_bid_value() {
    let mut g = game(2);
    hand(&mut g, A, &[4]);
    g.seats[0].bb = 1;
    assert_eq!(
        illegal(&mut g, A, "bid forest 4 +bb5"),
        Illegal::MixedValues
    );
    mv(&mut g, A, "bid forest 4 +bb4");
    assert_eq!(g.standing(Location::Forest), Some((1, 4)));
}

#[test]
fn wb_5_3_the_discard_pile_is_reshuffled_when_the_draw_pile_runs_out() {
    let mut g = game(2);
    g.discard = std::mem::take(&mut g.draw);
    g.discard.truncate(1);
    hand(&mut g, A, &[]);
    hand(&mut g, B, &[]);
    g.end_round(&mut Vec::new());
    if matches!(g.phase(), Phase::Token(..)) {
        let mv0 = g.moves(g.to_act().expect("claimant")).remove(0);
        let seat = g.to_act().expect("claimant");
        g.apply_move(seat, &mv0, &mut Vec::new()).expect("legal");
    }
    chance(
        &mut g,
        Chance::Tokens(vec![TokenId(5), TokenId(6), TokenId(7)]),
    );
    // The old display (C04, C05) joined the one discarded card: 3 cards for 2 slots.
    let mut ev = Vec::new();
    assert!(g
        .apply_chance(&Chance::Display(vec![CardId(4), CardId(4)]), &mut ev)
        .is_err());
    chance(&mut g, Chance::Display(vec![CardId(5), CardId(4)]));
    assert_eq!(g.slots(), &[Some(CardId(5)), Some(CardId(4))]);
    assert_eq!(g.piles().0.len() + g.piles().1.len(), 1);
}

#[test]
fn wb_16_5_an_unclaimed_token_goes_back_at_the_next_round_start() {
    let mut g = game(2);
    hand(&mut g, A, &[]);
    hand(&mut g, B, &[]);
    let mut ev = Vec::new();
    g.end_round(&mut ev);
    // Nobody owned a location and nobody took the exam: no token was claimed; the next
    // round start (WB-5.2) returned all three to the pool before the new draw.
    assert!(!ev.iter().any(|e| matches!(e, Event::TokenClaimed { .. })));
    assert!(g.tokens().is_empty());
    assert_eq!(g.pool().len(), data::TOKENS.len());
    assert_eq!(g.phase(), &Phase::Tokens);
}

#[test]
fn wb_17_2_the_penalty_does_not_change_ownership() {
    let mut g = game(2);
    hand(&mut g, A, &[3]);
    mv(&mut g, A, "school traitor 3 none");
    stand(&mut g, B, Location::Forest, &[3], 1);
    hand(&mut g, A, &[]);
    hand(&mut g, B, &[]);
    let mut ev = Vec::new();
    g.end_round(&mut ev);
    // B had the only other 3: it went to B's last free space, D4 (applied by itself).
    assert!(ev.contains(&Event::Traitor(3, Some(B))));
    assert!(ev
        .iter()
        .any(|e| matches!(e, Event::Penalty(s, _, 4) if *s == B)));
    // B still owns the forest from the snapshot: B02 waits for B's section.
    assert_eq!(
        g.phase(),
        &Phase::Token(B, TokenSpace::Location(Location::Forest))
    );
}

#[test]
fn wb_14_7_a_boy_freed_at_the_round_end_is_rolled_next_round() {
    let mut g = game(2);
    g.tokens = vec![(TokenSpace::Exam, TokenId(8))];
    hand(&mut g, A, &[6]);
    mv(&mut g, A, "school exam 6");
    hand(&mut g, A, &[]);
    hand(&mut g, B, &[]);
    g.end_round(&mut Vec::new());
    assert_eq!(g.phase(), &Phase::Token(A, TokenSpace::Exam));
    assert_eq!(illegal(&mut g, A, "token exam"), Illegal::BadChoice);
    mv(&mut g, A, "token exam d7");
    assert_eq!(g.hand(A).count(), 6);
    assert_eq!(g.round(), 2);
}

#[test]
fn wb_17_7_no_cleanup_when_the_game_ends() {
    let mut g = game(2);
    hand(&mut g, A, &[5]);
    mv(&mut g, A, "village 5");
    g.seats[0].stars = data::STARS_TO_END;
    hand(&mut g, A, &[]);
    hand(&mut g, B, &[]);
    g.end_round(&mut Vec::new());
    assert_eq!(g.actors(), Actors::Over);
    assert_eq!(in_zone(&g, Zone::Village), vec![(Some(A), 5)]);
    let mut legal = Vec::new();
    g.legal_moves(A, &mut legal);
    assert!(legal.is_empty());
    assert_eq!(try_mv(&mut g, A, "end"), Err(MoveError::GameOver));
}

// ---- Worked examples ----

#[test]
fn wb_e_1_forest() {
    let mut g = game(2);
    hand(&mut g, A, &[4]);
    let a0 = buttons(&g, A);
    mv(&mut g, A, "bid forest 4");
    assert_eq!(buttons(&g, A), a0 + 4);
    hand(&mut g, B, &[5]);
    let b0 = buttons(&g, B);
    let ev = mv(&mut g, B, "bid forest 5");
    assert!(matches!(
        ev[0],
        Event::Bid {
            column: 2,
            gain: 4,
            displaced: 1,
            ..
        }
    ));
    assert_eq!(buttons(&g, B), b0 + 4);
    assert_eq!(
        in_zone(&g, Zone::Lane(Location::Forest)),
        vec![(Some(B), 5)]
    );
    assert_eq!(g.own_die(A, 1).map(|d| d.zone), Some(Zone::Mill));
}

#[test]
fn wb_e_2_quarry() {
    let mut g = game(2);
    stand(&mut g, B, Location::Quarry, &[3, 3], 3);
    hand(&mut g, A, &[1, 1, 1]);
    let ev = mv(&mut g, A, "bid quarry 1 1 1");
    assert!(matches!(
        ev[0],
        Event::Bid {
            column: 4,
            gain: 1,
            ..
        }
    ));
}

#[test]
fn wb_e_3_field_outbidding_oneself() {
    let mut g = game(4);
    stand(&mut g, C, Location::Field, &[5, 5], 5);
    hand(&mut g, C, &[6, 6]);
    let ev = mv(&mut g, C, "bid field 6 6");
    assert!(matches!(
        ev[0],
        Event::Bid {
            column: 5,
            gain: 1,
            displaced: 2,
            ..
        }
    ));
    assert_eq!(
        in_zone(&g, Zone::Lane(Location::Field)),
        vec![(Some(C), 6), (Some(C), 6)]
    );
}

#[test]
fn wb_e_4_big_brother() {
    for (bid, standing) in [
        ("bid quarry +bb6", None),
        ("bid quarry 3 +bb3", Some((1, 3))),
    ] {
        let mut g = game(2);
        stand(&mut g, B, Location::Quarry, &[5], 2);
        hand(&mut g, A, &[3, 5]);
        g.seats[0].bb = 1;
        g.bb_supply -= 1;
        let a0 = buttons(&g, A);
        mv(&mut g, A, bid);
        assert_eq!(buttons(&g, A), a0 + 2);
        assert_eq!(g.standing(Location::Quarry), standing);
        assert_eq!(g.lane(Location::Quarry).map(|l| l.col), Some(3));
        assert_eq!(g.player(A).bb, 0);
        if matches!(g.phase(), Phase::Turn(t) if t.seat == A) {
            mv(&mut g, A, "end");
        }
        assert_eq!(g.supply().1, data::BB_SUPPLY);
    }
}

#[test]
fn wb_e_5_white_dice() {
    let mut g = game(2);
    hand(&mut g, A, &[4]);
    g.set_zone(DieId::White(4), Zone::Hand(A));
    g.die_mut(DieId::White(3)).expect("w3").value = 4;
    g.set_zone(DieId::White(3), Zone::Hand(A));
    let a0 = buttons(&g, A);
    mv(&mut g, A, "bid forest 4 +w3 +w4");
    assert_eq!(buttons(&g, A), a0 + 4);
    hand(&mut g, A, &[]);
    hand(&mut g, B, &[]);
    let mut ev = Vec::new();
    g.end_round(&mut ev);
    // B02 (build and a star) waits for A's choice of section.
    assert_eq!(
        g.phase(),
        &Phase::Token(A, TokenSpace::Location(Location::Forest))
    );
    mv(&mut g, A, "token forest s5");
    assert!(g.player(A).built[4]);
    assert_eq!(g.player(A).stars, 1);
    // Only white dice: gains, but nobody claims.
    let mut g = game(2);
    hand(&mut g, A, &[]);
    g.set_zone(DieId::White(4), Zone::Hand(A));
    turn(&mut g, A);
    mv(&mut g, A, "bid forest +w4");
    hand(&mut g, A, &[]);
    hand(&mut g, B, &[]);
    let mut ev = Vec::new();
    g.end_round(&mut ev);
    assert!(!ev.iter().any(|e| matches!(e, Event::TokenClaimed { .. })));
}

#[test]
fn wb_e_6_change() {
    let mut g = game(2);
    stand(&mut g, B, Location::Forest, &[4, 4], 1);
    hand(&mut g, A, &[3, 5]);
    g.seats[0].buttons = 2;
    mv(&mut g, A, "change d1 5");
    assert_eq!(buttons(&g, A), 0);
    let ev = mv(&mut g, A, "bid forest 5 5");
    assert!(matches!(ev[0], Event::Bid { displaced: 2, .. }));
}

#[test]
fn wb_e_7_village() {
    let mut g = game(2);
    hand(&mut g, A, &[1, 3]);
    let a0 = buttons(&g, A);
    mv(&mut g, A, "village 1 3");
    assert_eq!(buttons(&g, A), a0 + 2);
}

#[test]
fn wb_e_8_build_card() {
    let mut g = game(2);
    hand(&mut g, A, &[2, 2, 2]);
    g.seats[0].buttons = 2;
    mv(&mut g, A, "buy s1 2 2 2 s6");
    assert_eq!(buttons(&g, A), 0);
    assert!(g.player(A).built[5]);
    assert_eq!(
        g.player(A).cards,
        vec![Owned {
            card: CardId(4),
            face_up: false
        }]
    );
}

#[test]
fn wb_e_9_free() {
    let mut g = game(2);
    hand(&mut g, A, &[1, 2]);
    g.seats[0].buttons = 8;
    mv(&mut g, A, "school free 1 d7");
    assert_eq!(buttons(&g, A), 0);
    assert_eq!(
        g.own_die(A, 7).map(|d| (d.zone, d.value)),
        Some((Zone::Hand(A), 2))
    );
    assert!(g.buildable(A).contains(&2));
    turn(&mut g, A);
    mv(&mut g, A, "bid forest 2 2");
    assert_eq!(g.standing(Location::Forest), Some((2, 2)));
}

#[test]
fn wb_e_10_traitor() {
    let mut g = game(3);
    hand(&mut g, C, &[3]);
    mv(&mut g, C, "school traitor 3 d8");
    assert_eq!(g.own_die(C, 8).map(|d| d.zone), Some(Zone::Hand(C)));
    turn(&mut g, C);
    assert_eq!(illegal(&mut g, C, "bid forest 3"), Illegal::TraitorBan);
    // J (seat B) has the most 3s: one in the school, two at a location.
    hand(&mut g, B, &[3]);
    mv(&mut g, B, "school exam 3");
    stand(&mut g, B, Location::Quarry, &[3, 3], 1);
    g.build(B, 4);
    g.set_zone(DieId::Coloured(B, 8), Zone::Hand(B));
    for s in [A, B, C] {
        hand(&mut g, s, &[]);
    }
    let mut ev = Vec::new();
    g.end_round(&mut ev);
    assert!(ev.contains(&Event::Traitor(3, Some(B))), "{ev:?}");
    // B chooses one of its three counted 3s (WB-17.3) and one of two empty spaces (D3,
    // D4), here d1 beside built section 4.
    assert_eq!(g.phase(), &Phase::Traitor(B, 3));
    let moves = g.moves(B);
    assert_eq!(moves.len(), 3 * 2);
    mv(&mut g, B, "penalty d1 h4");
    assert_eq!(g.own_die(B, 1).map(|d| d.zone), Some(Zone::Detained(4)));
    assert!(g.player(B).built[3]);
}

#[test]
fn wb_e_11_build_costs_seven_with_two_sections() {
    let mut g = game(2);
    g.build(A, 4);
    g.build(A, 5);
    assert_eq!(g.build_cost(A), 7);
}

#[test]
fn wb_e_12_exam() {
    let mut g = game(2);
    hand(&mut g, A, &[4]);
    mv(&mut g, A, "school exam 4");
    stand(&mut g, A, Location::Forest, &[4, 4, 4], 1);
    stand(&mut g, B, Location::Quarry, &[4, 4], 1);
    hand(&mut g, A, &[]);
    hand(&mut g, B, &[]);
    let mut ev = Vec::new();
    g.end_round(&mut ev);
    assert!(ev.contains(&Event::Exam(4, Some(A))));
}

#[test]
fn wb_17_4_an_exam_tie_claims_nothing() {
    let mut g = game(2);
    hand(&mut g, A, &[4]);
    mv(&mut g, A, "school exam 4");
    stand(&mut g, A, Location::Forest, &[4], 1);
    stand(&mut g, B, Location::Quarry, &[4, 4], 1);
    hand(&mut g, A, &[]);
    hand(&mut g, B, &[]);
    let mut ev = Vec::new();
    g.end_round(&mut ev);
    assert!(ev.contains(&Event::Exam(4, None)), "{ev:?}");
}

#[test]
fn wb_17_4_no_exam_without_a_die_on_the_space() {
    let mut g = game(2);
    stand(&mut g, A, Location::Forest, &[4, 4], 1);
    hand(&mut g, A, &[]);
    hand(&mut g, B, &[]);
    let mut ev = Vec::new();
    g.end_round(&mut ev);
    assert!(!ev.iter().any(|e| matches!(e, Event::Exam(..))), "{ev:?}");
}

#[test]
fn wb_e_13_two_cards_pay_four_at_the_round_start() {
    let mut g = game(2);
    g.seats[1].cards.clear();
    own(&mut g, B, 10);
    g.seats[1].cards.push(Owned {
        card: CardId(1),
        face_up: false,
    });
    let before = buttons(&g, B);
    let mut ev = Vec::new();
    g.begin_round(&mut ev);
    assert_eq!(buttons(&g, B), before + 4);
    assert!(matches!(&ev[0], Event::RoundStarted { income, .. } if income[1] == 4));
}

// ---- Notation, views, AI ----

#[test]
fn wb_m_notation_round_trips() {
    let texts = [
        "detain d6:1 d7:2 d8:3",
        "rename c13 d2:5",
        "reroll d1 d3",
        "done",
        "white w4",
        "change d2 6",
        "rescue c07 d6",
        "bid forest 5 5 +w3 +bb5",
        "school exam 4",
        "school free 1 d7",
        "school traitor 3 d6",
        "school traitor 3 none",
        "school build 2 s4",
        "buy s2 2 2 2",
        "buy s1 3 3 +bb3 s5",
        "village 1 3",
        "village +bb1",
        "end",
        "pass",
        "penalty d3 h2",
        "token quarry s3 d7",
        "token exam",
    ];
    for t in texts {
        let m: Move = t.parse().expect(t);
        assert_eq!(m.to_string(), t);
    }
    let m: Move = "BID Forest 5, 5 +W3".parse().expect("case-insensitive");
    assert_eq!(m.to_string(), "bid forest 5 5 +w3");
    assert!("bid forest 7".parse::<Move>().is_err());
    assert!("bid ocean 3".parse::<Move>().is_err());
    assert_eq!(
        "zz".parse::<Move>().map_err(|e| e.hint),
        Err(notation::HINT)
    );
}

#[test]
fn wb_0_10_legal_moves_are_legal_and_useful_first() {
    let mut g = game(4);
    hand(&mut g, A, &[2, 2, 5]);
    g.seats[0].buttons = 9;
    let moves = g.moves(A);
    assert!(!moves.is_empty());
    // The best move of every kind comes first, so a short menu shows each kind.
    let kind = |m: &Move| match m {
        Move::Buy { .. } => "buy",
        Move::School { .. } => "school",
        Move::Bid { .. } => "bid",
        Move::Village(_) => "village",
        Move::White(_) | Move::Change { .. } | Move::Rescue { .. } => "bonus",
        _ => "other",
    };
    let mut first: Vec<&str> = moves.iter().take(5).map(kind).collect();
    first.sort_unstable();
    assert_eq!(
        first,
        ["bid", "bonus", "buy", "school", "village"],
        "{moves:?}"
    );
    // Within a kind, the best first: the first bid pays the most for the fewest dice.
    let bids: Vec<&Move> = moves.iter().filter(|m| kind(m) == "bid").collect();
    assert!(
        matches!(bids[0], Move::Bid { items, .. } if items.count() == 1),
        "{bids:?}"
    );
    for m in moves {
        let mut h = g.clone();
        let mut ev = Vec::new();
        assert!(h.apply_move(A, &m, &mut ev).is_ok(), "{m}");
    }
}

#[test]
fn wb_i_views_are_the_public_state_and_render() {
    let g = game(4);
    assert_eq!(g.view(Viewer::Public), g.view(Viewer::Seat(B)));
    let text = Buttons::describe_view(&g.view(Viewer::Public));
    // Header, 3 lanes, school, cards, areas, 4 players.
    assert_eq!(text.table.len(), 1 + 3 + 1 + 1 + 1 + 4);
    assert!(text.private.is_empty());
}

#[test]
fn wb_18_ai_games_end_in_a_reasonable_number_of_rounds() {
    for players in 2..=4 {
        let mut rounds = 0;
        let games = 30;
        for seed in 0..games {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let mut g = Buttons::new(players, &ButtonsOptions::default()).expect("players");
            let mut ev = Vec::new();
            for _ in 0..100_000 {
                match g.actors() {
                    Actors::Over => break,
                    Actors::Chance => {
                        let c = g.sample_chance(&mut rng);
                        g.apply_chance(&c, &mut ev).expect("chance");
                    }
                    Actors::Seats(set) => {
                        let seat = set.iter().next().expect("seat");
                        let m = g.ai_move(seat, &mut rng).expect("ai move");
                        g.apply_move(seat, &m, &mut ev).expect("legal");
                    }
                }
            }
            assert_eq!(g.actors(), Actors::Over);
            rounds += g.round();
        }
        let average = f64::from(rounds) / games as f64;
        println!("{players} players: {average:.1} rounds per AI game");
        assert!(average < 20.0, "{players} players: {average} rounds");
    }
}

#[test]
fn wb_3_10_no_round_and_no_cards_shown_before_round_1_begins() {
    let options = ButtonsOptions::default();
    let mut g = Buttons::new(2, &options).expect("players");
    chance(&mut g, Chance::StartPlayer(A));
    chance(&mut g, Chance::Detainees(vec![vec![1, 2, 3]; 2]));
    assert_eq!(g.round(), 0, "setting up");
    let localizer = crate::i18n::Localizer::global();
    let names = |s: Seat| format!("Player {s}");
    let render = |lang, text: &crate::engine::Text| {
        localizer
            .try_render(lang, text, &names)
            .unwrap_or_else(|e| panic!("{lang:?}: {e}"))
    };
    let setup = Buttons::describe_view(&g.view(Viewer::Public));
    assert_eq!(setup.table[0].id, "buttons-view-header-setup");
    assert!(setup
        .table
        .iter()
        .all(|t| t.id != "buttons-view-cards" && t.id != "buttons-view-header"));
    for lang in crate::i18n::Lang::ALL {
        let bought = render(lang, &crate::engine::Text::new("buttons-view-bought"));
        for line in &setup.table {
            let line = render(lang, line);
            assert!(!line.contains(&bought), "{lang:?}: {line}");
            assert!(!line.contains("[—]"), "{lang:?}: {line}");
        }
    }
    let header = render(crate::i18n::Lang::En, &setup.table[0]);
    assert!(!header.contains("Round"), "{header}");
    assert!(header.contains("Player 1"), "the start player: {header}");

    // WB-3.10: the first deal begins round 1, and the round and the cards are shown.
    let g = game(2);
    let started = Buttons::describe_view(&g.view(Viewer::Public));
    let header = render(crate::i18n::Lang::En, &started.table[0]);
    assert!(header.starts_with("Round 1,"), "{header}");
    assert!(started.table.iter().any(|t| t.id == "buttons-view-cards"));
}
