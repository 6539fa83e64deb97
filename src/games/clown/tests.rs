//! Unit tests, one or more per rule of `shared/rules/clown-standoff.md`; each test name
//! starts with the rule id it checks.

use super::*;
use crate::engine::{
    Actors, Arg, Audience, GameKind, Kind, MoveError, Notice, PlayError, Seat, SeatSet, Text,
    Viewer,
};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn card(v: u8) -> Card {
    Card::new(v).unwrap()
}

fn pile(s: &str) -> Pile {
    s.split_whitespace()
        .map(|v| card(v.parse().unwrap()))
        .collect()
}

fn mv(s: &str) -> Move {
    s.parse().unwrap()
}

fn deal(hands: &[&str], virtual_hand: Option<&str>) -> Chance {
    Chance::Deal(Deal {
        hands: hands.iter().map(|h| pile(h)).collect(),
        virtual_hand: virtual_hand.map(pile),
    })
}

fn game(players: usize) -> Clown {
    Clown::new(players, &ClownOptions::default()).unwrap()
}

fn dealt(hands: &[&str], virtual_hand: Option<&str>) -> Clown {
    let mut g = game(hands.len());
    g.apply_chance(&deal(hands, virtual_hand), &mut Vec::new())
        .unwrap();
    g
}

/// A 3-player deal: seat 0 holds 1 2 3 4, seat 1 holds 1 5 6 6, seat 2 holds 2 3 5 6.
fn dealt3() -> Clown {
    dealt(&["1 2 3 4", "1 5 6 6", "2 3 5 6"], None)
}

fn play(g: &mut Clown, seat: u8, s: &str) -> Vec<Event> {
    let mut events = Vec::new();
    g.apply_move(Seat(seat), &mv(s), &mut events)
        .unwrap_or_else(|e| panic!("seat {seat} {s}: {e:?}"));
    events
}

/// Every seat chooses, seat 0 first.
fn round(g: &mut Clown, cards: &[&str]) -> Vec<Event> {
    let mut events = Vec::new();
    for (seat, c) in cards.iter().enumerate() {
        events.extend(play(g, seat as u8, c));
    }
    events
}

fn chance(g: &mut Clown, c: Chance) -> Vec<Event> {
    let mut events = Vec::new();
    g.apply_chance(&c, &mut events).unwrap();
    events
}

fn draw(g: &mut Clown, card: PieCard) -> Vec<Event> {
    chance(g, Chance::Pie(card))
}

fn revealed(events: &[Event]) -> RoundResult {
    events
        .iter()
        .find_map(|e| match e {
            Event::Revealed(r) => Some(r.clone()),
            _ => None,
        })
        .expect("a round was revealed")
}

fn moves(g: &Clown, seat: u8) -> Vec<String> {
    let mut out = Vec::new();
    g.legal_moves(Seat(seat), &mut out);
    out.iter().map(ToString::to_string).collect()
}

fn seats(s: &[u8]) -> SeatSet {
    s.iter().map(|&i| Seat(i)).collect()
}

/// A game at the start of the Pie Fight with these clown cards (the rest in the box).
fn pie_game(piles: &[&str]) -> Clown {
    let mut g = game(piles.len());
    let mut all = Pile::EMPTY;
    for (i, s) in piles.iter().enumerate() {
        g.clown_cards[i] = pile(s);
        all.add(pile(s));
    }
    g.boxed = Pile::DECK.minus(all).unwrap();
    g.round = ROUNDS;
    g.start_pie_fight(&mut Vec::new());
    g
}

fn plays(cards: &[u8]) -> Vec<Play> {
    cards
        .iter()
        .enumerate()
        .map(|(i, &v)| Play {
            by: Hand::Seat(Seat(i as u8)),
            card: card(v),
        })
        .collect()
}

fn winner(cards: &[u8]) -> Option<Hand> {
    resolve(1, &plays(cards)).winner
}

/// Every clown card is in exactly one place.
fn assert_conserved(g: &Clown) {
    let mut all = g.box_cards();
    all.add(g.discarded());
    all.add(g.virtual_hand());
    for seat in Seat::all(g.seats()) {
        all.add(g.hand(seat));
        all.add(g.clown_cards(seat));
        all.extend(g.choice(seat));
    }
    assert_eq!(all, Pile::DECK);
}

/// Plays `g` to the end: chance outcomes sampled from `rng`, the first acting seat's move
/// from `choose`. `watch` sees the game at the start and after every step, with the
/// events of that step.
fn play_to_end(
    g: &mut Clown,
    rng: &mut ChaCha8Rng,
    mut choose: impl FnMut(&Clown, Seat, &mut ChaCha8Rng) -> Move,
    mut watch: impl FnMut(&Clown, &[Event]),
) {
    let mut events = Vec::new();
    watch(g, &events);
    for _ in 0..5_000 {
        events.clear();
        match g.actors() {
            Actors::Chance => {
                let c = g.sample_chance(rng);
                g.apply_chance(&c, &mut events).unwrap();
            }
            Actors::Seats(set) => {
                let seat = set.iter().next().unwrap();
                let m = choose(g, seat, rng);
                g.apply_move(seat, &m, &mut events)
                    .unwrap_or_else(|e| panic!("{m} by {seat}: {e:?}"));
            }
            Actors::Over => return,
        }
        watch(g, &events);
    }
    panic!("the game did not end");
}

fn ai_choice(g: &Clown, seat: Seat, rng: &mut ChaCha8Rng) -> Move {
    g.ai_move(seat, rng).unwrap()
}

// --- CS-1 Components and players ------------------------------------------------------

/// CS-1.1: 24 clown cards, values 1–6, four of each.
#[test]
fn cs_1_1_four_clown_cards_of_each_value_1_to_6() {
    assert_eq!(Pile::DECK.len(), CLOWN_CARDS);
    for c in Card::all() {
        assert_eq!(Pile::DECK.count(c), 4);
    }
    assert_eq!(
        Card::all().map(Card::value).collect::<Vec<_>>(),
        [1, 2, 3, 4, 5, 6]
    );
    assert_eq!(Card::new(0), None);
    assert_eq!(Card::new(7), None);
}

/// CS-1.2: the pie stack holds 6 cards, one of them the Hit: from a full stack the Hit
/// comes about once in six draws, and from the last card always.
#[test]
fn cs_1_2_one_hit_among_six_pie_cards() {
    let mut g = pie_game(&["", "", ""]);
    assert_eq!(g.stack_size(), PIE_CARDS);
    play(&mut g, 0, "draw");
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let hits = (0..6000)
        .filter(|_| g.sample_chance(&mut rng) == Chance::Pie(PieCard::Hit))
        .count();
    assert!((800..1200).contains(&hits), "{hits} hits in 6000 draws");
    g.dodges = 5;
    for _ in 0..50 {
        assert_eq!(g.sample_chance(&mut rng), Chance::Pie(PieCard::Hit));
    }
}

/// CS-1.3: 2 to 6 players.
#[test]
fn cs_1_3_two_to_six_players() {
    for players in [0, 1, 7, 8] {
        assert_eq!(
            Clown::new(players, &ClownOptions::default()),
            Err(SetupError::PlayerCount(players))
        );
    }
    for players in 2..=6 {
        assert_eq!(game(players).seats(), players);
    }
    assert_eq!((Clown::INFO.min_players, Clown::INFO.max_players), (2, 6));
}

// --- CS-2 Setup ------------------------------------------------------------------------

/// CS-2.1: four cards to each player (and the virtual player with 2); the rest go to the
/// box unseen.
#[test]
fn cs_2_1_deal_four_each_rest_to_the_box() {
    let mut rng = ChaCha8Rng::seed_from_u64(2);
    for players in 2..=6 {
        let mut g = game(players);
        assert_eq!(g.actors(), Actors::Chance);
        assert_eq!(
            g.box_cards(),
            Pile::DECK,
            "before the deal all is in the box"
        );
        let d = g.sample_chance(&mut rng);
        chance(&mut g, d);
        for seat in Seat::all(players) {
            assert_eq!(g.hand(seat).len(), HAND_SIZE);
        }
        let virtual_cards = if players == 2 { 4 } else { 0 };
        assert_eq!(g.virtual_hand().len(), virtual_cards);
        assert_eq!(
            g.box_cards().len(),
            CLOWN_CARDS - HAND_SIZE * players - virtual_cards
        );
        assert_conserved(&g);
        assert_eq!(g.round(), 1);
        let public = g.view(Viewer::Public);
        assert_eq!(public.stage, Stage::Squabble);
        assert_eq!(public.hand_sizes, vec![4; players]);
    }
}

/// CS-2.1: each hand reaches only its own seat, in a private notice.
#[test]
fn cs_2_1_each_hand_is_told_only_to_its_seat() {
    let g = dealt3();
    let mut notices = Vec::new();
    let events = vec![Event::Dealt {
        hands: g.hands,
        virtual_hand: false,
    }];
    for e in &events {
        g.describe_event(e, &mut notices);
    }
    let private: Vec<&Notice> = notices
        .iter()
        .filter(|n| n.to != Audience::Everyone)
        .collect();
    assert_eq!(private.len(), 3);
    for (seat, n) in Seat::all(3).zip(&private) {
        assert_eq!(n.to, Audience::Seat(seat));
        assert_eq!(n.text.id, "clown-view-hand");
        assert_eq!(numbers(&n.text), g.hand(seat).iter().collect::<Vec<_>>());
    }
    for n in notices.iter().filter(|n| n.to == Audience::Everyone) {
        assert!(numbers(&n.text).is_empty(), "{n:?}");
    }
}

/// CS-2.2: the Pie Fight starts with a full stack of six.
#[test]
fn cs_2_2_pie_fight_starts_with_a_full_stack() {
    let g = pie_game(&["1", "2"]);
    let v = g.view(Viewer::Public);
    assert_eq!(v.stage, Stage::PieFight);
    assert_eq!(v.stack_size, 6);
    assert!(v.pie_drawn.is_empty());
}

// --- CS-3 The Squabble -----------------------------------------------------------------

/// CS-3.1: everyone who has not chosen acts at once; a choice leaves the set.
#[test]
fn cs_3_1_everyone_chooses_at_once() {
    let mut g = dealt3();
    assert_eq!(g.actors(), Actors::Seats(seats(&[0, 1, 2])));
    for seat in 0..3 {
        assert!(!moves(&g, seat).is_empty());
    }
    play(&mut g, 1, "5");
    assert_eq!(g.actors(), Actors::Seats(seats(&[0, 2])));
    play(&mut g, 2, "c3");
    assert_eq!(g.actors(), Actors::Seats(seats(&[0])));
    assert_eq!(g.choice(Seat(1)), Some(card(5)));
    assert_eq!(g.hand(Seat(1)), pile("1 6 6"));
    assert_conserved(&g);
}

/// CS-3.1: a player may change the choice until the last choice is in; the old card goes
/// back to the hand.
#[test]
fn cs_3_1_choice_can_change_until_the_last_choice() {
    let mut g = dealt3();
    play(&mut g, 1, "5");
    // The chosen value is not offered again; every other held value is.
    assert_eq!(moves(&g, 1), ["1", "6"]);
    let events = play(&mut g, 1, "6");
    assert_eq!(
        events,
        [Event::Chose {
            seat: Seat(1),
            card: card(6),
            previous: Some(card(5)),
            waiting: seats(&[0, 2]),
        }]
    );
    assert_eq!(g.choice(Seat(1)), Some(card(6)));
    assert_eq!(g.hand(Seat(1)), pile("1 5 6"));
    assert_eq!(g.actors(), Actors::Seats(seats(&[0, 2])));
    assert_conserved(&g);
    play(&mut g, 0, "4");
    let events = play(&mut g, 2, "2");
    let r = revealed(&events);
    assert_eq!(r.plays, plays(&[4, 6, 2]));
    // After the reveal a new round begins with nobody chosen.
    assert_eq!(g.round(), 2);
    assert_eq!(g.actors(), Actors::Seats(seats(&[0, 1, 2])));
}

/// CS-3.1: re-choosing the same number or a card not in hand is refused.
#[test]
fn cs_3_1_same_choice_and_cards_not_held_are_illegal() {
    let mut g = dealt3();
    play(&mut g, 1, "6");
    let before = g.clone();
    let mut events = Vec::new();
    assert_eq!(
        g.apply_move(Seat(1), &mv("6"), &mut events),
        Err(MoveError::Illegal(Illegal::SameChoice { card: card(6) }))
    );
    assert_eq!(
        g.apply_move(Seat(0), &mv("6"), &mut events),
        Err(MoveError::Illegal(Illegal::NotInHand { card: card(6) }))
    );
    assert_eq!(
        g.apply_move(Seat(0), &mv("draw"), &mut events),
        Err(MoveError::Illegal(Illegal::NotNow {
            expected: Awaiting::Card
        }))
    );
    assert!(events.is_empty());
    assert_eq!(g, before);
}

/// CS-3.1, CS-6: a pending choice is shown only to its owner; others learn who chose.
#[test]
fn cs_3_1_pending_choices_are_secret() {
    let mut g = dealt3();
    let events = play(&mut g, 1, "5");
    let mut notices = Vec::new();
    for e in &events {
        g.describe_event(e, &mut notices);
    }
    let public: Vec<&Notice> = notices
        .iter()
        .filter(|n| n.to == Audience::Everyone)
        .collect();
    assert_eq!(public.len(), 1);
    assert_eq!(public[0].text.id, "clown-chosen");
    assert!(numbers(&public[0].text).is_empty());
    let private: Vec<&Notice> = notices
        .iter()
        .filter(|n| n.to == Audience::Seat(Seat(1)))
        .collect();
    assert_eq!(private.len(), 1);
    assert_eq!(private[0].text.id, "clown-you-chose");
    assert_eq!(numbers(&private[0].text), [card(5)]);
    assert_eq!(g.view(Viewer::Seat(Seat(1))).choice, Some(card(5)));
    for viewer in [Viewer::Public, Viewer::Seat(Seat(0)), Viewer::Seat(Seat(2))] {
        let v = g.view(viewer);
        assert_eq!(v.choice, None);
        assert_eq!(v.chosen, [Seat(1)]);
        let private = Clown::describe_view(&v).private;
        assert!(!private.iter().any(|t| t.id == "clown-view-choice"));
    }
    // A change is told to the player alone.
    let events = play(&mut g, 1, "1");
    let mut notices = Vec::new();
    for e in &events {
        g.describe_event(e, &mut notices);
    }
    assert_eq!(notices.len(), 1);
    assert_eq!(notices[0].to, Audience::Seat(Seat(1)));
    assert_eq!(notices[0].text.id, "clown-you-changed");
}

/// CS-3.2: numbers played twice or more cancel, all copies, into the box.
#[test]
fn cs_3_2_equal_numbers_cancel_into_the_box() {
    let r = resolve(1, &plays(&[5, 5, 3, 2]));
    assert_eq!(r.cancelled, pile("5 5"));
    assert_eq!(r.won, pile("2 3"));
    assert_eq!(r.winner, Some(Hand::Seat(Seat(2))));
    let r = resolve(1, &plays(&[4, 4, 4, 6, 6, 1]));
    assert_eq!(r.cancelled, pile("4 4 4 6 6"));
    assert_eq!(r.won, pile("1"));

    let mut g = dealt3();
    let box_before = g.box_cards();
    let events = round(&mut g, &["1", "1", "2"]);
    let r = revealed(&events);
    assert_eq!(r.cancelled, pile("1 1"));
    let mut expected_box = box_before;
    expected_box.add(pile("1 1"));
    assert_eq!(g.box_cards(), expected_box);
    assert_eq!(g.clown_cards(Seat(2)), pile("2"));
    assert_conserved(&g);
}

/// CS-3.2: when everybody plays the same number the whole round is cancelled.
#[test]
fn cs_3_2_all_equal_cancels_the_round() {
    let r = resolve(2, &plays(&[3, 3, 3]));
    assert_eq!(r.cancelled, pile("3 3 3"));
    assert_eq!((r.winner, r.won), (None, Pile::EMPTY));
    let mut g = dealt3();
    let events = round(&mut g, &["2", "5", "5"]);
    assert_eq!(revealed(&events).winner, Some(Hand::Seat(Seat(0))));
    let events = round(&mut g, &["3", "6", "3"]);
    assert_eq!(revealed(&events).winner, Some(Hand::Seat(Seat(1))));
    let mut g = dealt(&["6 1 2 3", "6 4 4 5", "6 1 2 5"], None);
    let events = round(&mut g, &["6", "6", "6"]);
    let r = revealed(&events);
    assert_eq!(
        (r.winner, r.won, r.one_as_seven),
        (None, Pile::EMPTY, false)
    );
    for seat in Seat::all(3) {
        assert!(g.clown_cards(seat).is_empty());
    }
}

/// CS-3.3: of the cards not cancelled the highest wins.
#[test]
fn cs_3_3_highest_uncancelled_card_wins() {
    assert_eq!(winner(&[2, 5, 3]), Some(Hand::Seat(Seat(1))));
    assert_eq!(
        winner(&[6, 6, 5, 1]),
        Some(Hand::Seat(Seat(3))),
        "1 beats all: a 6 was played"
    );
    assert_eq!(winner(&[5, 5, 4, 2]), Some(Hand::Seat(Seat(2))));
    assert_eq!(winner(&[4, 2]), Some(Hand::Seat(Seat(0))));
}

/// CS-3.3: a 1 that is not cancelled counts as 7 when a 6 was played, and takes the 6.
#[test]
fn cs_3_3_one_counts_as_seven_against_a_six() {
    let r = resolve(1, &plays(&[6, 1, 4]));
    assert!(r.one_as_seven);
    assert_eq!(r.winner, Some(Hand::Seat(Seat(1))));
    assert_eq!(r.won, pile("1 4 6"));
}

/// CS-3.3: the 6 may itself be cancelled — a played 6 is enough.
#[test]
fn cs_3_3_one_counts_as_seven_when_the_six_is_cancelled() {
    let r = resolve(1, &plays(&[6, 6, 1, 5]));
    assert!(r.one_as_seven);
    assert_eq!(r.winner, Some(Hand::Seat(Seat(2))));
    assert_eq!(r.cancelled, pile("6 6"));
    assert_eq!(r.won, pile("1 5"));
}

/// CS-3.3: a cancelled 1 never counts as 7.
#[test]
fn cs_3_3_cancelled_one_never_counts_as_seven() {
    let r = resolve(1, &plays(&[1, 1, 6, 3]));
    assert!(!r.one_as_seven);
    assert_eq!(r.winner, Some(Hand::Seat(Seat(2))));
    assert_eq!(r.won, pile("3 6"));
    let r = resolve(1, &plays(&[1, 1, 6, 6]));
    assert!(!r.one_as_seven);
    assert_eq!(r.winner, None);
}

/// CS-3.3: without a 6 a 1 is just the lowest card.
#[test]
fn cs_3_3_one_without_a_six_is_low() {
    let r = resolve(1, &plays(&[1, 2, 5]));
    assert!(!r.one_as_seven);
    assert_eq!(r.winner, Some(Hand::Seat(Seat(2))));
    // A lone 1 that survives wins only because nothing else does.
    let r = resolve(1, &plays(&[1, 5, 5]));
    assert_eq!(r.winner, Some(Hand::Seat(Seat(0))));
    assert!(!r.one_as_seven);
}

/// CS-3.3, CS-3.4 through the game, with the notice that explains the 1.
#[test]
fn cs_3_3_one_as_seven_is_announced() {
    let mut g = dealt3();
    let events = round(&mut g, &["3", "1", "6"]);
    let r = revealed(&events);
    assert!(r.one_as_seven);
    assert_eq!(g.clown_cards(Seat(1)), pile("1 3 6"));
    let mut notices = Vec::new();
    for e in &events {
        g.describe_event(e, &mut notices);
    }
    let ids: Vec<&str> = notices.iter().map(|n| n.text.id).collect();
    assert!(ids.contains(&"clown-one-as-seven"), "{ids:?}");
    assert!(ids.contains(&"clown-round-won"), "{ids:?}");
}

/// CS-3.4: the winner takes every card that was not cancelled, their own included.
#[test]
fn cs_3_4_winner_takes_all_uncancelled_cards() {
    let mut g = dealt3();
    round(&mut g, &["4", "6", "2"]);
    assert_eq!(g.clown_cards(Seat(1)), pile("2 4 6"));
    round(&mut g, &["3", "5", "5"]);
    assert_eq!(g.clown_cards(Seat(0)), pile("3"));
    assert_eq!(g.view(Viewer::Public).clown_counts, [1, 3, 0]);
    assert_conserved(&g);
}

/// CS-3.4: if every card is cancelled nobody takes anything.
#[test]
fn cs_3_4_all_cancelled_nobody_takes() {
    let mut g = dealt(&["2 2 3 4", "2 3 5 6", "5 6 1 1", "4 4 3 3"], None);
    let events = round(&mut g, &["2", "2", "5", "4"]);
    assert_eq!(revealed(&events).won, pile("5 4"));
    // The 3s cancel; without a 6 the surviving 1 is low and the 4 wins.
    let events = round(&mut g, &["3", "3", "1", "4"]);
    let r = revealed(&events);
    assert_eq!(r.winner, Some(Hand::Seat(Seat(3))));
    let mut g = dealt(&["2 2 3 4", "2 3 5 6", "5 6 1 1", "4 4 3 3"], None);
    let events = round(&mut g, &["4", "6", "6", "4"]);
    let r = revealed(&events);
    assert_eq!((r.winner, r.won), (None, Pile::EMPTY));
    let mut notices = Vec::new();
    for e in &events {
        g.describe_event(e, &mut notices);
    }
    assert!(notices.iter().any(|n| n.text.id == "clown-all-cancelled"));
    assert!(!notices.iter().any(|n| n.text.id == "clown-round-won"));
}

/// CS-3.5: after four rounds the hands are empty and the Pie Fight begins.
#[test]
fn cs_3_5_pie_fight_after_four_rounds() {
    let mut g = dealt3();
    round(&mut g, &["1", "5", "2"]);
    round(&mut g, &["2", "1", "3"]);
    round(&mut g, &["3", "6", "5"]);
    assert_eq!(g.view(Viewer::Public).stage, Stage::Squabble);
    let events = round(&mut g, &["4", "6", "6"]);
    for seat in Seat::all(3) {
        assert!(g.hand(seat).is_empty());
    }
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::PieFightBegan { .. })));
    assert_eq!(g.view(Viewer::Public).stage, Stage::PieFight);
    assert_eq!(g.rounds().len(), 4);
    assert_conserved(&g);
}

// --- CS-4 The Pie Fight ----------------------------------------------------------------

/// CS-4.1: the player with the most clown cards starts.
#[test]
fn cs_4_1_most_clown_cards_starts() {
    assert_eq!(pie_game(&["1 2", "3 4 5", "6"]).holder(), Some(Seat(1)));
    assert_eq!(pie_game(&["", "", "1"]).holder(), Some(Seat(2)));
}

/// CS-4.1: a tie goes to the higher cards, highest first, then the next highest.
#[test]
fn cs_4_1_ties_compare_highest_cards_first() {
    assert_eq!(pie_game(&["1 5", "4 4", "2 6"]).holder(), Some(Seat(2)));
    assert_eq!(
        pie_game(&["1 6 2", "3 6 2", "6 1 3"]).holder(),
        Some(Seat(1))
    );
    assert_eq!(
        pie_game(&["1 1 6", "1 2 6", "6 2 1"]).holder(),
        Some(Seat(1))
    );
    use std::cmp::Ordering;
    assert_eq!(
        compare_clown_cards(pile("1 1 1"), pile("6 6")),
        Ordering::Greater
    );
    assert_eq!(
        compare_clown_cards(pile("2 5"), pile("5 2")),
        Ordering::Equal
    );
}

/// CS-4.1 Decision: identical cards (or none) go to the first seat from seat 0.
#[test]
fn cs_4_1_full_tie_goes_to_the_first_seat() {
    assert_eq!(pie_game(&["3", "5", "5"]).holder(), Some(Seat(1)));
    assert_eq!(pie_game(&["", "", "", ""]).holder(), Some(Seat(0)));
    assert_eq!(
        most_clown_cards(&[pile("4"), pile("2 2"), pile("2 2")], seats(&[0, 2, 1])),
        Some(Seat(1))
    );
    assert_eq!(most_clown_cards(&[pile("6")], SeatSet::EMPTY), None);
}

/// CS-4.2: the holder may draw, reshuffle with any of their values, or pay any
/// combination of one card per player still in.
#[test]
fn cs_4_2_draw_reshuffle_or_pay() {
    let g = pie_game(&["2 4 4 6", "1", "3"]);
    assert_eq!(g.holder(), Some(Seat(0)));
    assert_eq!(
        moves(&g, 0),
        [
            "draw",
            "reshuffle 2",
            "reshuffle 4",
            "reshuffle 6",
            "pay 4 4 6",
            "pay 2 4 6",
            "pay 2 4 4",
        ]
    );
    assert!(moves(&g, 1).is_empty());
    assert_eq!(g.actors(), Actors::Seats(SeatSet::one(Seat(0))));
}

/// CS-4.2 option 2: one clown card leaves the game, all six pies form a full stack and
/// the stack passes on.
#[test]
fn cs_4_2_reshuffle_discards_one_and_passes_a_full_stack() {
    let mut g = pie_game(&["2 4", "1", "3"]);
    play(&mut g, 0, "draw");
    draw(&mut g, PieCard::Dodge);
    assert_eq!((g.holder(), g.stack_size()), (Some(Seat(1)), 5));
    let events = play(&mut g, 1, "reshuffle 1");
    assert_eq!(
        events,
        [
            Event::Reshuffled {
                seat: Seat(1),
                card: card(1)
            },
            Event::StackPassed { seat: Seat(2) }
        ]
    );
    assert_eq!(g.stack_size(), 6);
    assert_eq!(g.discarded(), pile("1"));
    assert!(g.clown_cards(Seat(1)).is_empty());
    assert_conserved(&g);
}

/// CS-4.2 option 3: as many cards as players still in leave the game; the stack passes
/// unchanged.
#[test]
fn cs_4_2_pay_one_per_player_and_pass_unchanged() {
    let mut g = pie_game(&["2 4 5 6", "1", "3"]);
    play(&mut g, 0, "draw");
    draw(&mut g, PieCard::Dodge);
    play(&mut g, 1, "draw");
    draw(&mut g, PieCard::Dodge);
    assert_eq!((g.holder(), g.stack_size()), (Some(Seat(2)), 4));
    play(&mut g, 2, "draw");
    draw(&mut g, PieCard::Dodge);
    let events = play(&mut g, 0, "pay 6 2 5");
    assert_eq!(
        events[0],
        Event::Paid {
            seat: Seat(0),
            cards: pile("2 5 6")
        }
    );
    assert_eq!(g.stack_size(), 3, "the stack passes unchanged");
    assert_eq!(g.holder(), Some(Seat(1)));
    assert_eq!(g.clown_cards(Seat(0)), pile("4"));
    assert_eq!(g.discarded(), pile("2 5 6"));
    assert_conserved(&g);
}

/// CS-4.2: reshuffling and paying need enough clown cards, and the right ones.
#[test]
fn cs_4_2_payments_need_enough_of_the_right_cards() {
    let mut g = pie_game(&["2 4", "1", "3"]);
    let before = g.clone();
    let mut events = Vec::new();
    let mut refused = |g: &mut Clown, s: &str, why: Illegal| {
        assert_eq!(
            g.apply_move(Seat(0), &mv(s), &mut events),
            Err(MoveError::Illegal(why)),
            "{s}"
        );
    };
    refused(&mut g, "pay 2 4", Illegal::CannotPay { needed: 3 });
    refused(
        &mut g,
        "reshuffle 5",
        Illegal::NoClownCard { card: card(5) },
    );
    refused(
        &mut g,
        "again",
        Illegal::NotNow {
            expected: Awaiting::Choose,
        },
    );
    refused(
        &mut g,
        "3",
        Illegal::NotNow {
            expected: Awaiting::Choose,
        },
    );
    let mut rich = pie_game(&["2 4 4 5", "1", "3"]);
    let rich_before = rich.clone();
    refused(&mut rich, "pay 2 4", Illegal::PayCount { needed: 3 });
    refused(&mut rich, "pay 2 4 4 5", Illegal::PayCount { needed: 3 });
    refused(
        &mut rich,
        "pay 2 2 4",
        Illegal::NotYourClownCards {
            cards: pile("2 2 4"),
        },
    );
    assert!(events.is_empty());
    assert_eq!(g, before);
    assert_eq!(rich, rich_before);
}

/// CS-4.2: turns go clockwise among the players still in.
#[test]
fn cs_4_2_turns_go_clockwise_among_players_in() {
    let mut g = pie_game(&["6 6 6", "", "1", "2"]);
    play(&mut g, 0, "draw");
    draw(&mut g, PieCard::Dodge);
    assert_eq!(g.holder(), Some(Seat(1)));
    play(&mut g, 1, "draw");
    draw(&mut g, PieCard::Hit);
    assert_eq!(g.in_game(), seats(&[0, 2, 3]));
    assert_eq!(
        g.holder(),
        Some(Seat(0)),
        "the new stack goes to the most cards"
    );
    play(&mut g, 0, "draw");
    draw(&mut g, PieCard::Dodge);
    assert_eq!(g.holder(), Some(Seat(2)));
    play(&mut g, 2, "draw");
    draw(&mut g, PieCard::Dodge);
    assert_eq!(g.holder(), Some(Seat(3)));
    play(&mut g, 3, "draw");
    draw(&mut g, PieCard::Dodge);
    assert_eq!(g.holder(), Some(Seat(0)), "seat 1 is out and skipped");
    assert_eq!(next_in_game(Seat(3), seats(&[1, 3]), 4), Seat(1));
}

/// CS-4.3: drawn pie cards are set aside face up and the stack shrinks.
#[test]
fn cs_4_3_drawn_cards_shrink_the_stack() {
    let mut g = pie_game(&["1", "2", "3"]);
    for (holder, left) in [(2, 5), (0, 4), (1, 3)] {
        play(&mut g, holder, "draw");
        let events = draw(&mut g, PieCard::Dodge);
        assert!(matches!(events[0], Event::Drew { left: l, .. } if l == left));
    }
    let v = g.view(Viewer::Public);
    assert_eq!(v.stack_size, 3);
    assert_eq!(v.pie_drawn, [PieCard::Dodge; 3]);
}

/// CS-4.4: a Dodge keeps the player in and passes the stack.
#[test]
fn cs_4_4_dodge_passes_the_stack() {
    let mut g = pie_game(&["1 2", "3", ""]);
    play(&mut g, 0, "draw");
    assert_eq!(g.actors(), Actors::Chance);
    let events = draw(&mut g, PieCard::Dodge);
    assert_eq!(events.last(), Some(&Event::StackPassed { seat: Seat(1) }));
    assert_eq!(g.in_game(), seats(&[0, 1, 2]));
}

/// CS-4.5: a Hit puts the player out, their clown cards leave the game, and a full
/// stack goes to the player still in with the most clown cards, who plays next.
#[test]
fn cs_4_5_hit_puts_out_and_gives_a_new_stack() {
    let mut g = pie_game(&["1 2 3", "4", "5 6"]);
    play(&mut g, 0, "draw");
    draw(&mut g, PieCard::Dodge);
    play(&mut g, 1, "draw");
    draw(&mut g, PieCard::Dodge);
    play(&mut g, 2, "draw");
    draw(&mut g, PieCard::Dodge);
    play(&mut g, 0, "draw");
    let events = draw(&mut g, PieCard::Hit);
    assert_eq!(
        events,
        [
            Event::Drew {
                seat: Seat(0),
                card: PieCard::Hit,
                left: 2,
                again: false
            },
            Event::Out {
                seat: Seat(0),
                lost: pile("1 2 3")
            },
            Event::NewStack { seat: Seat(2) },
        ]
    );
    assert_eq!(g.discarded(), pile("1 2 3"));
    assert_eq!(g.stack_size(), 6);
    assert_eq!(g.holder(), Some(Seat(2)));
    assert_eq!(g.actors(), Actors::Seats(SeatSet::one(Seat(2))));
    assert_eq!(g.scores(), [0, 1, 1]);
    assert_conserved(&g);
}

/// CS-4.6: without clown cards a player must draw.
#[test]
fn cs_4_6_no_clown_cards_must_draw() {
    let mut g = pie_game(&["", "1"]);
    g.holder = Seat(0);
    assert_eq!(moves(&g, 0), ["draw"]);
    let mut events = Vec::new();
    for s in ["reshuffle 1", "pay 1 1"] {
        assert_eq!(
            g.apply_move(Seat(0), &mv(s), &mut events),
            Err(MoveError::Illegal(Illegal::MustDraw))
        );
    }
    assert_eq!(
        g.apply_move(Seat(0), &mv("pass"), &mut events),
        Err(MoveError::Illegal(Illegal::NotNow {
            expected: Awaiting::Draw
        }))
    );
}

/// CS-4.6: after a Dodge a player without clown cards may draw again or pass.
#[test]
fn cs_4_6_draw_again_or_pass_after_a_dodge() {
    let mut g = pie_game(&["", "1 2", "3"]);
    g.holder = Seat(0);
    play(&mut g, 0, "draw");
    let events = draw(&mut g, PieCard::Dodge);
    assert_eq!(events.last(), Some(&Event::MayDrawAgain { seat: Seat(0) }));
    assert_eq!(moves(&g, 0), ["again", "pass"]);
    assert_eq!(g.view(Viewer::Public).awaiting, Some(Awaiting::DrawAgain));
    let mut passing = g.clone();
    let events = play(&mut passing, 0, "pass");
    assert_eq!(
        events,
        [
            Event::Passed { seat: Seat(0) },
            Event::StackPassed { seat: Seat(1) }
        ]
    );
    assert_eq!(passing.stack_size(), 5);
    play(&mut g, 0, "again");
    assert_eq!(g.actors(), Actors::Chance);
    let events = draw(&mut g, PieCard::Dodge);
    assert_eq!(
        events.last(),
        Some(&Event::MayTake {
            seat: Seat(0),
            count: 3
        })
    );
    assert_eq!(g.stack_size(), 4);
}

/// CS-4.6: a player with clown cards never draws twice.
#[test]
fn cs_4_6_only_players_without_clown_cards_draw_again() {
    let mut g = pie_game(&["1", "2"]);
    play(&mut g, 1, "draw");
    let events = draw(&mut g, PieCard::Dodge);
    assert_eq!(events.last(), Some(&Event::StackPassed { seat: Seat(0) }));
}

/// CS-4.6: a Hit on the second draw puts the player out too.
#[test]
fn cs_4_6_hit_on_the_second_draw() {
    let mut g = pie_game(&["", "1 2", "3"]);
    g.holder = Seat(0);
    play(&mut g, 0, "draw");
    draw(&mut g, PieCard::Dodge);
    play(&mut g, 0, "again");
    let events = draw(&mut g, PieCard::Hit);
    assert!(events.contains(&Event::Out {
        seat: Seat(0),
        lost: Pile::EMPTY
    }));
    assert_eq!(g.in_game(), seats(&[1, 2]));
    assert_eq!(g.holder(), Some(Seat(1)));
}

/// CS-4.6, CS-7.4: after the second Dodge the player may take one card per player still
/// in, split among the others as they like; the cards are drawn at random (a chance
/// outcome) and the stack passes on.
#[test]
fn cs_4_6_take_cards_after_the_second_dodge() {
    let mut g = pie_game(&["", "1 2", "3", "4 5 6"]);
    g.holder = Seat(0);
    play(&mut g, 0, "draw");
    draw(&mut g, PieCard::Dodge);
    play(&mut g, 0, "again");
    draw(&mut g, PieCard::Dodge);
    let legal = moves(&g, 0);
    // Four cards from 2 + 1 + 3 held: every split, then declining.
    let mut expected = Vec::new();
    for a in 0..=2u8 {
        for b in 0..=1u8 {
            if let Some(c) = 4u8.checked_sub(a + b).filter(|&c| c <= 3) {
                let parts: Vec<String> = [(2, a), (3, b), (4, c)]
                    .iter()
                    .filter(|(_, n)| *n > 0)
                    .map(|(s, n)| format!("{s}:{n}"))
                    .collect();
                expected.push(format!("take {}", parts.join(" ")));
            }
        }
    }
    expected.push("decline".to_owned());
    let mut sorted_legal = legal.clone();
    sorted_legal.sort();
    expected.sort();
    assert_eq!(sorted_legal, expected);
    let events = play(&mut g, 0, "take 4:3 2:1");
    assert_eq!(
        events,
        [Event::Taking {
            seat: Seat(0),
            split: Split::new([(Seat(1), 1), (Seat(3), 3)]).unwrap()
        }]
    );
    assert_eq!(g.actors(), Actors::Chance);
    let taken = Chance::Taken(vec![
        TakenCards {
            seat: Seat(1),
            cards: pile("2"),
        },
        TakenCards {
            seat: Seat(3),
            cards: pile("4 5 6"),
        },
    ]);
    let events = chance(&mut g, taken);
    assert_eq!(
        events,
        [
            Event::Took {
                seat: Seat(0),
                from: vec![(Seat(1), pile("2")), (Seat(3), pile("4 5 6"))]
            },
            Event::StackPassed { seat: Seat(1) }
        ]
    );
    assert_eq!(g.clown_cards(Seat(0)), pile("2 4 5 6"));
    assert_eq!(g.clown_cards(Seat(1)), pile("1"));
    assert!(g.clown_cards(Seat(3)).is_empty());
    assert_eq!(g.stack_size(), 4);
    assert_conserved(&g);
}

/// CS-4.6: the taker and each player robbed are told which cards moved.
#[test]
fn cs_4_6_cards_taken_are_told_to_both_players() {
    let g = pie_game(&["1", "2", "3"]);
    let mut notices = Vec::new();
    g.describe_event(
        &Event::Took {
            seat: Seat(0),
            from: vec![(Seat(1), pile("2")), (Seat(2), pile("3"))],
        },
        &mut notices,
    );
    let to: Vec<(Audience, &str)> = notices.iter().map(|n| (n.to, n.text.id)).collect();
    assert_eq!(
        to,
        [
            (Audience::Seat(Seat(0)), "clown-you-took"),
            (Audience::Seat(Seat(1)), "clown-taken-from-you"),
            (Audience::Seat(Seat(0)), "clown-you-took"),
            (Audience::Seat(Seat(2)), "clown-taken-from-you"),
        ]
    );
}

/// CS-4.7: the last player in wins; scores are placements.
#[test]
fn cs_4_7_last_player_in_wins() {
    let mut g = pie_game(&["1", "2 3", "4"]);
    assert_eq!(g.holder(), Some(Seat(1)));
    play(&mut g, 1, "draw");
    draw(&mut g, PieCard::Hit);
    assert_eq!(g.holder(), Some(Seat(2)));
    assert_eq!(g.outcome(), None);
    play(&mut g, 2, "draw");
    let events = draw(&mut g, PieCard::Hit);
    assert_eq!(events.last(), Some(&Event::Won { seat: Seat(0) }));
    assert_eq!(g.actors(), Actors::Over);
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.winners, [Seat(0)]);
    assert_eq!(outcome.scores, [2, 0, 1]);
    assert_eq!(g.view(Viewer::Public).winner, Some(Seat(0)));
    assert_conserved(&g);
}

// --- CS-5 Two players ------------------------------------------------------------------

/// CS-5.1: with 2 players a virtual hand of four is dealt; a deal must have it then and
/// only then.
#[test]
fn cs_5_1_virtual_hand_with_two_players() {
    let g = dealt(&["1 2 3 4", "3 4 5 6"], Some("1 1 6 6"));
    assert_eq!(g.virtual_hand(), pile("1 1 6 6"));
    assert_eq!(g.view(Viewer::Public).virtual_hand_size, Some(4));
    assert_conserved(&g);
    let mut two = game(2);
    assert!(two
        .apply_chance(&deal(&["1 2 3 4", "3 4 5 6"], None), &mut Vec::new())
        .is_err());
    let mut three = game(3);
    assert!(three
        .apply_chance(
            &deal(&["1 2 3 4", "3 4 5 6", "1 2 2 2"], Some("5 5 6 6")),
            &mut Vec::new()
        )
        .is_err());
    assert_eq!(three.view(Viewer::Public).virtual_hand_size, None);
}

/// CS-5.2: after both players chose, a random card of the virtual hand is revealed (a
/// chance outcome) and the three cards are compared.
#[test]
fn cs_5_2_virtual_card_revealed_after_both_choices() {
    let mut g = dealt(&["1 2 3 4", "3 4 5 6"], Some("1 2 5 6"));
    play(&mut g, 0, "3");
    assert_eq!(g.actors(), Actors::Seats(SeatSet::one(Seat(1))));
    let events = play(&mut g, 1, "4");
    assert!(!events.iter().any(|e| matches!(e, Event::Revealed(_))));
    assert_eq!(g.actors(), Actors::Chance);
    let mut refused = Vec::new();
    assert_eq!(
        g.apply_move(Seat(0), &mv("1"), &mut refused),
        Err(MoveError::NotYourTurn),
        "no change once both chose"
    );
    let before = g.clone();
    assert!(g
        .apply_chance(&Chance::VirtualCard(card(3)), &mut refused)
        .is_err());
    assert!(g
        .apply_chance(&Chance::Pie(PieCard::Hit), &mut refused)
        .is_err());
    assert_eq!(g, before);
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    for _ in 0..20 {
        let Chance::VirtualCard(c) = g.sample_chance(&mut rng) else {
            panic!("not a virtual card")
        };
        assert!(g.virtual_hand().contains(c));
    }
    let events = chance(&mut g, Chance::VirtualCard(card(5)));
    let r = revealed(&events);
    assert_eq!(r.plays.len(), 3);
    assert_eq!(
        r.plays[2],
        Play {
            by: Hand::Virtual,
            card: card(5)
        }
    );
    assert_eq!(g.virtual_hand(), pile("1 2 6"));
    assert_eq!(g.actors(), Actors::Seats(seats(&[0, 1])));
    assert_conserved(&g);
}

/// CS-5.3: cards the virtual player wins go back to the box.
#[test]
fn cs_5_3_virtual_winnings_go_to_the_box() {
    let mut g = dealt(&["1 2 3 4", "3 4 5 6"], Some("1 2 5 6"));
    let box_before = g.box_cards();
    round(&mut g, &["2", "3"]);
    let events = chance(&mut g, Chance::VirtualCard(card(5)));
    let r = revealed(&events);
    assert_eq!(r.winner, Some(Hand::Virtual));
    let mut expected = box_before;
    expected.add(pile("2 3 5"));
    assert_eq!(g.box_cards(), expected);
    assert!(g.clown_cards(Seat(0)).is_empty() && g.clown_cards(Seat(1)).is_empty());
    let mut notices = Vec::new();
    for e in &events {
        g.describe_event(e, &mut notices);
    }
    assert!(notices
        .iter()
        .any(|n| n.text.id == "clown-round-won-virtual"));
    assert_conserved(&g);
}

/// CS-5.4: the virtual player takes no part in the Pie Fight.
#[test]
fn cs_5_4_virtual_player_not_in_the_pie_fight() {
    let mut g = dealt(&["1 2 3 4", "3 4 5 6"], Some("1 2 5 6"));
    for (a, b, v) in [("1", "3", 6), ("2", "4", 5), ("3", "5", 2), ("4", "6", 1)] {
        round(&mut g, &[a, b]);
        chance(&mut g, Chance::VirtualCard(card(v)));
    }
    assert!(g.virtual_hand().is_empty());
    assert_eq!(g.in_game(), seats(&[0, 1]));
    assert_eq!(g.view(Viewer::Public).stage, Stage::PieFight);
    assert!(matches!(g.actors(), Actors::Seats(s) if s.len() == 1));
    // Pay costs one card per player: two, the virtual player not counted.
    g.clown_cards[0] = pile("1 2");
    g.clown_cards[1] = Pile::EMPTY;
    g.holder = Seat(0);
    assert!(moves(&g, 0).contains(&"pay 1 2".to_owned()));
}

// --- CS-6 Information ------------------------------------------------------------------

/// CS-6: the public view and other seats' views show hand sizes, who chose, clown cards
/// and the rounds, never a hand or a pending choice; a seat's view adds only its own.
#[test]
fn cs_6_views_hide_hands_and_choices() {
    let mut g = dealt3();
    round(&mut g, &["4", "6", "2"]);
    play(&mut g, 0, "3");
    let public = g.view(Viewer::Public);
    assert_eq!((public.hand, public.choice), (None, None));
    assert_eq!(public.hand_sizes, [2, 3, 3]);
    assert_eq!(public.chosen, [Seat(0)]);
    assert_eq!(public.clown_cards[1], pile("2 4 6"));
    assert_eq!(public.rounds.len(), 1);
    for seat in Seat::all(3) {
        let mut own = g.view(Viewer::Seat(seat));
        assert_eq!(own.hand, Some(g.hand(seat)));
        assert_eq!(own.choice, g.choice(seat));
        assert_eq!(own.viewer, Some(seat));
        own.hand = None;
        own.choice = None;
        own.viewer = None;
        assert_eq!(
            own, public,
            "a seat sees the public view plus its own secrets"
        );
    }
    assert!(Clown::describe_view(&public).private.is_empty());
    assert_eq!(
        g.view(Viewer::Seat(Seat(5))).hand,
        None,
        "a seat not at the table"
    );
}

// --- CS-7 Clarifications ---------------------------------------------------------------

/// CS-7.1: seats are numbered clockwise from the first seat: the stack moves to the next
/// index and wraps round.
#[test]
fn cs_7_1_seats_clockwise_from_seat_0() {
    assert_eq!(next_in_game(Seat(2), seats(&[0, 1, 2]), 3), Seat(0));
    assert_eq!(next_in_game(Seat(0), seats(&[0, 1, 2]), 3), Seat(1));
    assert_eq!(next_in_game(Seat(4), seats(&[2, 4]), 6), Seat(2));
}

/// CS-7.2: the virtual card cancels and is cancelled like any other card.
#[test]
fn cs_7_2_virtual_card_cancels_like_any_other() {
    let mut g = dealt(&["1 2 3 4", "3 4 5 6"], Some("1 2 5 6"));
    round(&mut g, &["2", "5"]);
    let r = revealed(&chance(&mut g, Chance::VirtualCard(card(5))));
    assert_eq!(r.cancelled, pile("5 5"));
    assert_eq!(r.winner, Some(Hand::Seat(Seat(0))));
    assert_eq!(g.clown_cards(Seat(0)), pile("2"));
    round(&mut g, &["1", "6"]);
    let r = revealed(&chance(&mut g, Chance::VirtualCard(card(1))));
    assert_eq!(r.cancelled, pile("1 1"));
    assert!(!r.one_as_seven);
    assert_eq!(r.winner, Some(Hand::Seat(Seat(1))));
}

/// CS-7.3: reshuffling is allowed whatever the size of the stack, even a full one.
#[test]
fn cs_7_3_reshuffle_any_stack() {
    let mut g = pie_game(&["1 2", "3"]);
    assert_eq!(g.stack_size(), 6);
    play(&mut g, 0, "reshuffle 2");
    assert_eq!((g.stack_size(), g.holder()), (6, Some(Seat(1))));
    play(&mut g, 1, "draw");
    for _ in 0..4 {
        draw(&mut g, PieCard::Dodge);
        let holder = g.holder().unwrap().0;
        if !g.clown_cards(Seat(holder)).is_empty() {
            break;
        }
    }
    let holder = g.holder().unwrap();
    let c = g.clown_cards(holder).distinct().next().unwrap();
    play(&mut g, holder.0, &format!("reshuffle {c}"));
    assert_eq!(g.stack_size(), 6);
}

/// CS-7.4: taking is optional; declining passes the stack with nothing taken.
#[test]
fn cs_7_4_take_is_optional() {
    let mut g = pie_game(&["", "1 2", "3"]);
    g.holder = Seat(0);
    play(&mut g, 0, "draw");
    draw(&mut g, PieCard::Dodge);
    play(&mut g, 0, "again");
    draw(&mut g, PieCard::Dodge);
    let events = play(&mut g, 0, "decline");
    assert_eq!(
        events,
        [
            Event::Declined { seat: Seat(0) },
            Event::StackPassed { seat: Seat(1) }
        ]
    );
    assert!(g.clown_cards(Seat(0)).is_empty());
}

/// CS-7.4: the take is exactly min(players still in, cards the others hold); splits
/// outside that, from oneself, from players out or beyond what they hold are refused.
#[test]
fn cs_7_4_take_exactly_the_allowed_number() {
    let two_dodges = |piles: &[&str]| {
        let mut g = pie_game(piles);
        g.holder = Seat(0);
        play(&mut g, 0, "draw");
        draw(&mut g, PieCard::Dodge);
        play(&mut g, 0, "again");
        draw(&mut g, PieCard::Dodge);
        g
    };
    // Three players in, the others hold only two cards: take two.
    let mut g = two_dodges(&["", "1", "", "2"]);
    g.in_game = seats(&[0, 1, 3]);
    g.phase = Phase::PieFight(Step::MayTake);
    assert_eq!(take_count(&g.clown_cards, g.in_game, Seat(0)), 2);
    assert_eq!(moves(&g, 0), ["take 2:1 4:1", "decline"]);
    assert_eq!(g.view(Viewer::Public).take_count, Some(2));
    let before = g.clone();
    let mut events = Vec::new();
    for (s, why) in [
        ("take 2:1", Illegal::TakeCount { needed: 2 }),
        (
            "take 2:2",
            Illegal::TooFewClownCards {
                seat: Seat(1),
                has: 1,
            },
        ),
        ("take 1:1 2:1", Illegal::NotAnOpponent { seat: Seat(0) }),
        ("take 3:1 2:1", Illegal::NotAnOpponent { seat: Seat(2) }),
        ("take 6:1 2:1", Illegal::NotAnOpponent { seat: Seat(5) }),
        (
            "draw",
            Illegal::NotNow {
                expected: Awaiting::Take,
            },
        ),
    ] {
        assert_eq!(
            g.apply_move(Seat(0), &mv(s), &mut events),
            Err(MoveError::Illegal(why)),
            "{s}"
        );
    }
    assert_eq!(g, before);
    assert!(events.is_empty());
}

/// CS-7.4: when the others hold no clown cards there is nothing to take, and the stack
/// simply passes on.
#[test]
fn cs_7_4_nothing_to_take() {
    let mut g = pie_game(&["", "", ""]);
    play(&mut g, 0, "draw");
    draw(&mut g, PieCard::Dodge);
    play(&mut g, 0, "again");
    let events = draw(&mut g, PieCard::Dodge);
    assert_eq!(
        &events[1..],
        [
            Event::NothingToTake { seat: Seat(0) },
            Event::StackPassed { seat: Seat(1) }
        ]
    );
}

/// CS-7.4 Decision: which cards are taken is a chance outcome, checked against the
/// split chosen and the cards each player holds.
#[test]
fn cs_7_4_taken_cards_are_checked() {
    let mut g = pie_game(&["", "1 2", "3"]);
    g.holder = Seat(0);
    play(&mut g, 0, "draw");
    draw(&mut g, PieCard::Dodge);
    play(&mut g, 0, "again");
    draw(&mut g, PieCard::Dodge);
    play(&mut g, 0, "take 2:2 3:1");
    let before = g.clone();
    let taken = |parts: &[(u8, &str)]| {
        Chance::Taken(
            parts
                .iter()
                .map(|&(s, c)| TakenCards {
                    seat: Seat(s),
                    cards: pile(c),
                })
                .collect(),
        )
    };
    let mut events = Vec::new();
    for bad in [
        taken(&[(1, "1 2")]),
        taken(&[(1, "1"), (2, "3")]),
        taken(&[(1, "1 1"), (2, "3")]),
        taken(&[(2, "3"), (1, "1 2")]),
        taken(&[(1, "1 2"), (2, "4")]),
        taken(&[(1, "1 2"), (2, "3"), (0, "")]),
        Chance::Pie(PieCard::Dodge),
    ] {
        assert!(g.apply_chance(&bad, &mut events).is_err(), "{bad:?}");
    }
    assert_eq!(g, before);
    assert!(events.is_empty());
    let mut rng = ChaCha8Rng::seed_from_u64(4);
    let sampled = g.sample_chance(&mut rng);
    assert_eq!(sampled, taken(&[(1, "1 2"), (2, "3")]));
    chance(&mut g, sampled);
    assert_eq!(g.clown_cards(Seat(0)), pile("1 2 3"));
}

/// CS-7.5: the Hit that ends the game forms no new stack.
#[test]
fn cs_7_5_no_new_stack_after_the_last_hit() {
    let mut g = pie_game(&["1", "2"]);
    play(&mut g, 1, "draw");
    let events = draw(&mut g, PieCard::Hit);
    assert!(!events.iter().any(|e| matches!(e, Event::NewStack { .. })));
    assert_eq!(events.last(), Some(&Event::Won { seat: Seat(0) }));
    assert_eq!(g.holder(), None);
}

// --- Contract --------------------------------------------------------------------------

/// An illegal move, in any phase, changes nothing and produces no event.
#[test]
fn illegal_moves_change_nothing() {
    let mut rng = ChaCha8Rng::seed_from_u64(6);
    let all_moves: Vec<Move> = [
        "1",
        "2",
        "3",
        "4",
        "5",
        "6",
        "draw",
        "reshuffle 1",
        "reshuffle 6",
        "pay 1 2",
        "pay 1 2 3",
        "pay 6 6 6 6",
        "again",
        "pass",
        "take 1:1",
        "take 2:1",
        "take 3:2 4:1",
        "decline",
    ]
    .iter()
    .map(|s| mv(s))
    .collect();
    for players in 2..=6 {
        for _ in 0..5 {
            let mut g = game(players);
            play_to_end(&mut g, &mut rng, ai_choice, |g, _| {
                for seat in Seat::all(players) {
                    let mut legal = Vec::new();
                    g.legal_moves(seat, &mut legal);
                    for m in &all_moves {
                        let mut copy = g.clone();
                        let mut events = Vec::new();
                        let result = copy.apply_move(seat, m, &mut events);
                        assert_eq!(result.is_ok(), legal.contains(m), "{m} by {seat}");
                        if result.is_err() {
                            assert!(events.is_empty());
                            assert_eq!(&copy, g);
                        }
                    }
                }
            });
        }
    }
}

/// Moves by the wrong seat, while a chance outcome is due, or from beyond the table are
/// not this seat's turn; after the end every move is refused as game over.
#[test]
fn not_your_turn_and_game_over() {
    let mut events = Vec::new();
    let mut g = game(3);
    assert_eq!(
        g.apply_move(Seat(0), &mv("1"), &mut events),
        Err(MoveError::NotYourTurn),
        "before the deal"
    );
    let mut g3 = dealt3();
    assert_eq!(
        g3.apply_move(Seat(4), &mv("1"), &mut events),
        Err(MoveError::NotYourTurn)
    );
    let mut p = pie_game(&["1 2", "3", ""]);
    assert_eq!(
        p.apply_move(Seat(1), &mv("draw"), &mut events),
        Err(MoveError::NotYourTurn)
    );
    play(&mut p, 0, "draw");
    assert_eq!(
        p.apply_move(Seat(0), &mv("draw"), &mut events),
        Err(MoveError::NotYourTurn),
        "while the pie card is drawn"
    );
    let mut over = pie_game(&["1", "2"]);
    play(&mut over, 1, "draw");
    draw(&mut over, PieCard::Hit);
    for seat in [0, 1] {
        assert_eq!(
            over.apply_move(Seat(seat), &mv("draw"), &mut events),
            Err(MoveError::GameOver)
        );
    }
    assert!(over
        .apply_chance(&Chance::Pie(PieCard::Hit), &mut events)
        .is_err());
    assert!(events.is_empty());
    g.apply_chance(&deal(&["1 2 3 4", "1 2 3 4", "1 2 3 4"], None), &mut events)
        .unwrap();
}

/// Corrupt or forged chance outcomes are refused and change nothing.
#[test]
fn corrupt_chance_outcomes_rejected() {
    let mut g = game(3);
    let before = g.clone();
    let mut events = Vec::new();
    for bad in [
        deal(&["1 2 3 4", "1 2 3 4"], None),
        deal(&["1 2 3 4", "1 2 3 4", "1 2 3"], None),
        deal(&["1 2 3 4", "1 2 3 4", "1 2 3 4 5"], None),
        deal(&["1 1 1 2", "1 1 2 2", "3 3 3 3"], None),
        deal(&["1 2 3 4", "1 2 3 4", "1 2 3 4"], Some("5 5 6 6")),
        Chance::VirtualCard(card(1)),
        Chance::Pie(PieCard::Hit),
        Chance::Taken(Vec::new()),
    ] {
        assert!(g.apply_chance(&bad, &mut events).is_err(), "{bad:?}");
    }
    assert_eq!(g, before);
    let mut d = dealt3();
    let before = d.clone();
    for bad in [
        deal(&["1 2 3 4", "1 2 3 4", "1 2 3 4"], None),
        Chance::Pie(PieCard::Dodge),
        Chance::VirtualCard(card(2)),
    ] {
        assert!(d.apply_chance(&bad, &mut events).is_err(), "{bad:?}");
    }
    assert_eq!(d, before);
    // CS-4.3: the last card of a stack is the Hit.
    let mut p = pie_game(&["1", "2"]);
    p.dodges = 5;
    play(&mut p, 1, "draw");
    let before = p.clone();
    assert!(p
        .apply_chance(&Chance::Pie(PieCard::Dodge), &mut events)
        .is_err());
    assert_eq!(p, before);
    assert!(events.is_empty());
}

/// Chance outcomes as JSON, as records store them: shapes, and malformed JSON refused.
#[test]
fn chance_json_shapes_and_corrupt_json_rejected() {
    let d = deal(&["4 3 2 1", "6 6 5 1"], Some("2 2 3 4"));
    assert_eq!(
        serde_json::to_value(&d).unwrap(),
        serde_json::json!({"deal": {"hands": [[1, 2, 3, 4], [1, 5, 6, 6]], "virtual_hand": [2, 2, 3, 4]}})
    );
    assert_eq!(
        serde_json::to_value(deal(&["1 2 3 4"], None)).unwrap(),
        serde_json::json!({"deal": {"hands": [[1, 2, 3, 4]]}})
    );
    assert_eq!(
        serde_json::to_value(Chance::Pie(PieCard::Dodge)).unwrap(),
        serde_json::json!({"pie": "dodge"})
    );
    assert_eq!(
        serde_json::to_value(Chance::VirtualCard(card(3))).unwrap(),
        serde_json::json!({"virtual_card": 3})
    );
    assert_eq!(
        serde_json::to_value(Chance::Taken(vec![TakenCards {
            seat: Seat(1),
            cards: pile("5 2")
        }]))
        .unwrap(),
        serde_json::json!({"taken": [{"seat": 1, "cards": [2, 5]}]})
    );
    let kind: &dyn GameKind = &Kind::<Clown>::new();
    let mut g = kind.new_game(3, &serde_json::json!({})).unwrap();
    let mut notices = Vec::new();
    for bad in [
        serde_json::json!({"deal": {"hands": [[1, 2, 3, 4], [1, 2, 3, 4], [1, 2, 3, 7]]}}),
        serde_json::json!({"deal": {"hands": [[1, 2, 3, 4], [1, 2, 3, 4], [1, 2, 3, 4]], "box": []}}),
        serde_json::json!({"deal": {"hands": [[1, 2, 3, 4], [1, 2, 3, 4], [0, 2, 3, 4]]}}),
        serde_json::json!({"shuffle": 1}),
        serde_json::json!({"pie": "splat"}),
        serde_json::json!("deal"),
    ] {
        assert!(g.apply_chance(&bad, &mut notices).is_err(), "{bad}");
    }
    assert!(notices.is_empty());
    let taken = serde_json::json!({"taken": [{"seat": 1, "cards": [2], "face": "up"}]});
    assert!(serde_json::from_value::<Chance>(taken).is_err());
}

// --- Notation --------------------------------------------------------------------------

#[test]
fn notation_round_trips() {
    let mut all = Vec::new();
    for c in Card::all() {
        all.push(Move::Play(c));
        all.push(Move::Reshuffle(c));
    }
    all.extend([Move::Draw, Move::Again, Move::Pass, Move::Decline]);
    for n in 2..=6 {
        all.extend(pay_options(Pile::DECK, n).into_iter().map(Move::Pay));
    }
    let piles = [
        pile("1 2"),
        pile("3"),
        pile(""),
        pile("4 5 6 6"),
        pile("1"),
        pile("2 2"),
    ];
    for n in 1..=6 {
        all.extend(
            take_options(&piles, SeatSet::from_iter(Seat::all(6)), Seat(2), n)
                .into_iter()
                .map(Move::Take),
        );
    }
    assert!(all.len() > 300);
    for m in &all {
        let text = m.to_string();
        assert_eq!(text.parse::<Move>().unwrap(), *m, "{text}");
        assert_eq!(text.to_uppercase().parse::<Move>().unwrap(), *m, "{text}");
    }
}

#[test]
fn notation_canonical_and_forgiving() {
    for (typed, canonical) in [
        ("5", "5"),
        (" C5 ", "5"),
        ("c 5", "5"),
        ("DRAW", "draw"),
        ("Reshuffle C3", "reshuffle 3"),
        ("pay 6, 2 4", "pay 2 4 6"),
        ("pay 4 4 c1", "pay 1 4 4"),
        ("Again", "again"),
        ("pass", "pass"),
        ("take 3:2 2:1", "take 2:1 3:2"),
        ("TAKE 2:1, 3:0", "take 2:1"),
        ("decline", "decline"),
    ] {
        assert_eq!(mv(typed).to_string(), canonical, "{typed}");
    }
}

#[test]
fn notation_rejects_non_moves() {
    for bad in [
        "",
        "0",
        "7",
        "c7",
        "+5",
        "55",
        "x",
        "draw 1",
        "reshuffle",
        "reshuffle 9",
        "pay",
        "pay 1 2 3 4 5 6 1",
        "take",
        "take 2",
        "take 0:1",
        "take 7:1",
        "take 2:1 2:1",
        "take 2:0",
        "take 2:-1",
        "again please",
        "r7",
        "esc",
    ] {
        let err = bad.parse::<Move>().unwrap_err();
        assert_eq!(err.hint, "clown-notation-hint", "{bad}");
    }
}

// --- Presentation ----------------------------------------------------------------------

/// The card numbers inside a text's arguments, in order.
fn numbers(text: &Text) -> Vec<Card> {
    fn walk(name: &str, arg: &Arg, out: &mut Vec<Card>) {
        match arg {
            Arg::Int(n) if ["card", "cards", "numbers", "previous", "won"].contains(&name) => {
                out.extend(u8::try_from(*n).ok().and_then(Card::new))
            }
            Arg::Text(t) => t.args.iter().for_each(|(n, a)| walk(n, a, out)),
            Arg::List(items) => items.iter().for_each(|a| walk(name, a, out)),
            _ => {}
        }
    }
    let mut out = Vec::new();
    for (name, arg) in &text.args {
        walk(name, arg, &mut out);
    }
    out
}

#[test]
fn labels_of_moves() {
    assert_eq!(move_label(&mv("5")).id, "clown-move-play");
    assert_eq!(
        numbers(&move_label(&mv("pay 2 4 6"))),
        [card(2), card(4), card(6)]
    );
    let take = move_label(&mv("take 2:1 3:2"));
    assert_eq!(take.id, "clown-move-take");
    let Some((_, Arg::List(parts))) = take.args.first() else {
        panic!("{take:?}")
    };
    assert_eq!(parts.len(), 2);
    let Arg::Text(first) = &parts[0] else {
        panic!("{parts:?}")
    };
    assert_eq!(
        **first,
        Text::new("clown-take-part")
            .arg("count", 1u8)
            .arg("player", Seat(1))
    );
}

// --- Table integration -----------------------------------------------------------------

#[test]
fn options_parse_and_info() {
    let kind: &dyn GameKind = &Kind::<Clown>::new();
    assert_eq!(kind.info().id, "clown");
    assert_eq!(kind.info().name, "clown-name");
    assert_eq!(
        kind.info().rule_sections,
        [
            "overview",
            "setup",
            "squabble",
            "pie-fight",
            "two-players",
            "examples"
        ]
    );
    assert_eq!(kind.parse_options(&[]).unwrap(), serde_json::json!({}));
    assert!(kind
        .parse_options(&[("jokers".to_owned(), "true".to_owned())])
        .is_err());
    assert!(kind
        .new_game(3, &serde_json::json!({"jokers": true}))
        .is_err());
    for players in 2..=6 {
        assert!(kind.new_game(players, &serde_json::json!({})).is_ok());
    }
    assert!(kind.new_game(7, &serde_json::json!({})).is_err());
    assert!(crate::games::registry()
        .iter()
        .any(|k| k.info().id == "clown"));
}

#[test]
fn any_game_plays_typed_notation() {
    let kind: &dyn GameKind = &Kind::<Clown>::new();
    let mut g = kind.new_game(3, &serde_json::json!({})).unwrap();
    let mut notices = Vec::new();
    let d = serde_json::to_value(deal(&["1 2 3 4", "1 5 6 6", "2 3 5 6"], None)).unwrap();
    g.apply_chance(&d, &mut notices).unwrap();
    assert_eq!(g.play(Seat(1), " C6 ", &mut notices), Ok("6".to_owned()));
    assert_eq!(g.play(Seat(1), "5", &mut notices), Ok("5".to_owned()));
    assert!(matches!(
        g.play(Seat(0), "6", &mut notices),
        Err(PlayError::Illegal(_))
    ));
    assert!(matches!(
        g.play(Seat(0), "seven", &mut notices),
        Err(PlayError::Unreadable(_))
    ));
    let choices = g.legal_moves(Seat(1));
    let notation: Vec<&str> = choices.iter().map(|c| c.notation.as_str()).collect();
    assert_eq!(notation, ["1", "6"]);
    assert_eq!(choices[0].label.id, "clown-move-play");
}

// --- AI --------------------------------------------------------------------------------

fn ai(g: &Clown, seat: u8, seed: u64) -> Move {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    g.ai_move(Seat(seat), &mut rng).unwrap()
}

#[test]
fn ai_always_plays_a_legal_move() {
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    for players in 2..=6 {
        for _ in 0..30 {
            let mut g = game(players);
            // Every seat that must act, not only the one that moves, gets a legal move.
            let checked = |g: &Clown, _: Seat, rng: &mut ChaCha8Rng| {
                let Actors::Seats(set) = g.actors() else {
                    panic!("no seat to act")
                };
                let moves: Vec<Move> = set.iter().map(|s| ai_choice(g, s, rng)).collect();
                for (seat, m) in set.iter().zip(&moves) {
                    let mut legal = Vec::new();
                    g.legal_moves(seat, &mut legal);
                    assert!(legal.contains(m), "{m} not legal for {seat}");
                }
                moves[0]
            };
            play_to_end(&mut g, &mut rng, checked, |_, _| {});
            assert!(g.outcome().is_some());
        }
    }
}

/// The AI is fair: what others hold or chose does not change its move, only its view.
#[test]
fn ai_decides_from_its_view_alone() {
    let mut a = dealt(&["1 2 5 6", "2 3 4 4", "1 3 3 6"], None);
    let mut b = dealt(&["1 2 5 6", "6 6 5 5", "1 1 2 2"], None);
    play(&mut a, 2, "3");
    play(&mut b, 2, "1");
    assert_eq!(a.view(Viewer::Seat(Seat(0))), b.view(Viewer::Seat(Seat(0))));
    for seed in 0..20 {
        assert_eq!(ai(&a, 0, seed), ai(&b, 0, seed));
    }
}

/// Squabble: with 2 players, against a virtual hand known to hold a 6 and a 1 each way,
/// the AI avoids numbers it knows will cancel.
#[test]
fn ai_avoids_certain_cancels() {
    // 2 players; everything but the unseen cards is known to seat 0 after three rounds.
    // Seat 0 holds 3 and 5; the unseen cards are all 5s, so a 5 would surely cancel.
    let mut g = game(2);
    g.phase = Phase::Squabble;
    g.round = 4;
    g.hands[0] = pile("3 5");
    g.hands[1] = pile("5");
    g.virtual_hand = pile("5");
    let seen_elsewhere = Pile::DECK.minus(pile("3 5 5 5 5")).unwrap();
    g.boxed = seen_elsewhere;
    g.rounds = vec![RoundResult {
        round: 1,
        plays: seen_elsewhere
            .iter()
            .map(|c| Play {
                by: Hand::Seat(Seat(1)),
                card: c,
            })
            .collect(),
        cancelled: Pile::EMPTY,
        one_as_seven: false,
        winner: None,
        won: Pile::EMPTY,
    }];
    for seed in 0..10 {
        assert_eq!(ai(&g, 0, seed), Move::Play(card(3)));
    }
}

/// Squabble: when 6s are likely the AI keeps its 1 surviving; when no 6 can come, it
/// plays high instead.
#[test]
fn ai_plays_a_one_when_sixes_are_likely() {
    // Every 2, 3 and 5 has been seen, so the others hold only 1s, 4s and 6s: a 6 is
    // likely, and a 4 would lose to it or cancel with another 4.
    let seen = pile("2 2 2 2 3 3 3 3 5 5 5 5");
    let mut g = game(3);
    g.phase = Phase::Squabble;
    g.round = 2;
    g.hands = [
        pile("1 4"),
        pile("6 6"),
        pile("6 4"),
        Pile::EMPTY,
        Pile::EMPTY,
        Pile::EMPTY,
    ];
    g.rounds = vec![RoundResult {
        round: 1,
        plays: seen
            .iter()
            .map(|c| Play {
                by: Hand::Seat(Seat(1)),
                card: c,
            })
            .collect(),
        cancelled: seen,
        one_as_seven: false,
        winner: None,
        won: Pile::EMPTY,
    }];
    let picks: Vec<Move> = (0..10).map(|seed| ai(&g, 0, seed)).collect();
    assert!(picks.iter().all(|m| *m == Move::Play(card(1))), "{picks:?}");
    // With every 6 seen instead, the 1 is just low: play the 5, which only another 5
    // can stop.
    let seen = pile("6 6 6 6 2 2 2 2 3 3 3 3");
    g.hands[0] = pile("1 5");
    g.rounds[0].plays = seen
        .iter()
        .map(|c| Play {
            by: Hand::Seat(Seat(1)),
            card: c,
        })
        .collect();
    let picks: Vec<Move> = (0..10).map(|seed| ai(&g, 0, seed)).collect();
    assert!(picks.iter().all(|m| *m == Move::Play(card(5))), "{picks:?}");
}

/// Pie Fight: with clown cards, reshuffle rather than risk a draw; pay when the Hit is
/// certain, or likely and the next player cannot escape it; without clown cards draw,
/// draw again only from a big stack, and take when offered.
#[test]
fn ai_weighs_the_pie_odds() {
    let g = pie_game(&["1 2 3 4", "5", "6"]);
    assert_eq!(
        ai(&g, 0, 0),
        mv("reshuffle 1"),
        "a card is worth more than 1 in 6"
    );
    let mut risky = g.clone();
    risky.dodges = 5;
    assert_eq!(ai(&risky, 0, 0), mv("pay 1 2 3"), "the Hit is certain: pay");
    risky.dodges = 3;
    assert_eq!(
        ai(&risky, 0, 0),
        mv("reshuffle 1"),
        "the next player could escape"
    );
    risky.clown_cards[1] = Pile::EMPTY;
    assert_eq!(
        ai(&risky, 0, 0),
        mv("pay 1 2 3"),
        "1 in 3 for a player who must draw"
    );
    risky.dodges = 2;
    assert_eq!(
        ai(&risky, 0, 0),
        mv("reshuffle 1"),
        "1 in 4 is not worth three cards"
    );
    risky.clown_cards[0] = pile("2 3");
    risky.dodges = 5;
    assert_eq!(ai(&risky, 0, 0), mv("reshuffle 2"), "too poor to pay");
    let mut broke = pie_game(&["", "1 2", "3"]);
    broke.holder = Seat(0);
    assert_eq!(ai(&broke, 0, 0), Move::Draw);
    play(&mut broke, 0, "draw");
    draw(&mut broke, PieCard::Dodge);
    assert_eq!(
        ai(&broke, 0, 0),
        Move::Again,
        "5 left: draw again for the take"
    );
    let mut late = broke.clone();
    late.dodges = 4;
    assert_eq!(ai(&late, 0, 0), Move::Pass, "2 left: too risky");
    play(&mut broke, 0, "again");
    draw(&mut broke, PieCard::Dodge);
    assert_eq!(ai(&broke, 0, 0), mv("take 2:2 3:1"));
}

/// The heuristic is worth having: in seat 0 against random players it wins more often
/// than its share.
#[test]
fn ai_beats_random_players() {
    use rand::seq::SliceRandom;
    for players in [2, 3, 5] {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let games = 300;
        let mut wins = 0;
        for _ in 0..games {
            let mut g = game(players);
            let ai_or_random = |g: &Clown, seat: Seat, rng: &mut ChaCha8Rng| {
                if seat == Seat(0) {
                    return ai_choice(g, seat, rng);
                }
                let mut legal = Vec::new();
                g.legal_moves(seat, &mut legal);
                *legal.choose(rng).unwrap()
            };
            play_to_end(&mut g, &mut rng, ai_or_random, |_, _| {});
            if g.winner() == Some(Seat(0)) {
                wins += 1;
            }
        }
        let share = games / players;
        assert!(
            wins > share + share / 5,
            "{players} players: the AI won {wins} of {games}"
        );
    }
}

// --- Locale ----------------------------------------------------------------------------

fn english(text: &Text) -> String {
    crate::i18n::Localizer::global()
        .try_render(crate::i18n::Lang::En, text, &|s| format!("Player {s}"))
        .unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn english_messages_cover_everything_shown() {
    assert_eq!(english(&Text::new("clown-name")), "Clown Standoff");
    assert!(english(&Text::new("clown-notation-hint")).contains("take 2:1 3:2"));
    let mut texts: Vec<Text> = Vec::new();
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    for players in 2..=6 {
        for _ in 0..10 {
            let mut g = game(players);
            let mut notices: Vec<Notice> = Vec::new();
            play_to_end(&mut g, &mut rng, ai_choice, |g, events| {
                for e in events {
                    g.describe_event(e, &mut notices);
                }
                if let Actors::Seats(set) = g.actors() {
                    for seat in set.iter() {
                        let mut legal = Vec::new();
                        g.legal_moves(seat, &mut legal);
                        texts.extend(legal.iter().map(|m| g.move_label(m)));
                    }
                }
                for v in std::iter::once(Viewer::Public).chain(Seat::all(players).map(Viewer::Seat))
                {
                    let view = Clown::describe_view(&g.view(v));
                    texts.extend(view.table);
                    texts.extend(view.private);
                }
            });
            texts.extend(notices.into_iter().map(|n| n.text));
        }
    }
    // Events and states random games may not reach.
    let g = pie_game(&["1", "2", "3"]);
    let mut notices = Vec::new();
    for e in [
        Event::Took {
            seat: Seat(0),
            from: vec![(Seat(1), pile("2"))],
        },
        Event::NothingToTake { seat: Seat(1) },
        Event::Chose {
            seat: Seat(0),
            card: card(2),
            previous: Some(card(3)),
            waiting: SeatSet::one(Seat(1)),
        },
        Event::MayDrawAgain { seat: Seat(0) },
        Event::Passed { seat: Seat(0) },
        Event::MayTake {
            seat: Seat(0),
            count: 2,
        },
        Event::Taking {
            seat: Seat(0),
            split: Split::new([(Seat(1), 1), (Seat(2), 1)]).unwrap(),
        },
        Event::Declined { seat: Seat(0) },
        Event::Reshuffled {
            seat: Seat(0),
            card: card(1),
        },
        Event::Paid {
            seat: Seat(0),
            cards: pile("1 2 3"),
        },
        Event::Out {
            seat: Seat(1),
            lost: Pile::EMPTY,
        },
        Event::Out {
            seat: Seat(0),
            lost: pile("1 1"),
        },
        Event::Revealed(resolve(
            2,
            &[
                Play {
                    by: Hand::Seat(Seat(0)),
                    card: card(6),
                },
                Play {
                    by: Hand::Virtual,
                    card: card(1),
                },
            ],
        )),
        Event::Revealed(resolve(
            3,
            &[
                Play {
                    by: Hand::Seat(Seat(0)),
                    card: card(6),
                },
                Play {
                    by: Hand::Virtual,
                    card: card(5),
                },
            ],
        )),
    ] {
        g.describe_event(&e, &mut notices);
    }
    texts.extend(notices.into_iter().map(|n| n.text));
    for m in [
        "1",
        "draw",
        "reshuffle 2",
        "pay 1 2",
        "again",
        "pass",
        "take 2:1",
        "decline",
    ] {
        texts.push(move_label(&mv(m)));
    }
    for step in [
        Awaiting::Card,
        Awaiting::Choose,
        Awaiting::Draw,
        Awaiting::DrawAgain,
        Awaiting::Take,
        Awaiting::Drawing,
        Awaiting::Taking,
    ] {
        let mut v = g.view(Viewer::Seat(Seat(0)));
        v.awaiting = Some(step);
        v.take_count = Some(2);
        texts.extend(Clown::describe_view(&v).table);
        texts.push(present::illegal_text(
            &Illegal::NotNow { expected: step },
            3,
        ));
    }
    for illegal in [
        Illegal::NotInHand { card: card(2) },
        Illegal::SameChoice { card: card(2) },
        Illegal::MustDraw,
        Illegal::NoClownCard { card: card(2) },
        Illegal::CannotPay { needed: 3 },
        Illegal::PayCount { needed: 3 },
        Illegal::NotYourClownCards { cards: pile("1 1") },
        Illegal::TakeCount { needed: 1 },
        Illegal::NotAnOpponent { seat: Seat(0) },
        Illegal::NotAnOpponent { seat: Seat(5) },
        Illegal::TooFewClownCards {
            seat: Seat(1),
            has: 1,
        },
    ] {
        texts.push(present::illegal_text(&illegal, 3));
    }
    texts.push(present::placing(Seat(0), &[2, 1, 0]));
    texts.push(pie_game(&["1", "2", "3"]).chart_title());
    fn collect(text: &Text, ids: &mut std::collections::BTreeSet<&'static str>) {
        fn arg(a: &Arg, ids: &mut std::collections::BTreeSet<&'static str>) {
            match a {
                Arg::Text(t) => collect(t, ids),
                Arg::List(items) => items.iter().for_each(|i| arg(i, ids)),
                _ => {}
            }
        }
        ids.insert(text.id);
        text.args.iter().for_each(|(_, a)| arg(a, ids));
    }
    let mut ids = std::collections::BTreeSet::new();
    for text in &texts {
        let line = english(text);
        assert!(!line.contains('{'), "{line}");
        collect(text, &mut ids);
    }
    // Every message of clown.ftl is shown somewhere.
    let source = include_str!("../../../locales/en/clown.ftl");
    for line in source.lines() {
        let Some((id, _)) = line.split_once(" = ") else {
            continue;
        };
        if id.starts_with("clown-") && !id.contains(' ') {
            let shown = ids.contains(id) || ["clown-name", "clown-notation-hint"].contains(&id);
            assert!(shown, "{id} is never shown");
        }
    }
}

#[test]
fn english_sentences_read_well() {
    let g = pie_game(&["1", "2", "3"]);
    let mut notices = Vec::new();
    g.describe_event(
        &Event::Revealed(resolve(1, &plays(&[6, 6, 1, 4]))),
        &mut notices,
    );
    let lines: Vec<String> = notices.iter().map(|n| english(&n.text)).collect();
    assert_eq!(
        lines,
        [
            "Round 1 is revealed: Player 1: 6, Player 2: 6, Player 3: 1, Player 4: 4.",
            "The number 6 was played more than once: those cards cancel each other and go back to the box.",
            "A 6 was played and the 1 of Player 3 was not cancelled, so that 1 counts as 7.",
            "Player 3 wins round 1 and takes 2 clown cards: 1, 4.",
            "Squabble, round 2 of 4: everyone secretly chooses a card.",
        ]
    );
    assert_eq!(
        english(&move_label(&mv("take 2:1 3:2"))),
        "Take 1 from Player 2, 2 from Player 3"
    );
    assert_eq!(
        english(&move_label(&mv("pay 6 4 2"))),
        "Pay 2, 4, 6 to pass the stack on"
    );
    assert_eq!(english(&move_label(&mv("5"))), "Play your 5");
}

/// CS-4.5, CS-4.7: scores are placings; the standings say each seat's place, the winner
/// 1st and the first one out last, and seats still in when a game stops share a place.
#[test]
fn cs_4_7_final_standings_read_as_places() {
    let place = |seat: u8, scores: &[i64]| {
        let text = present::placing(Seat(seat), scores);
        assert_eq!(text.id, "clown-final-place");
        english(&text)
    };
    let scores = [3, 2, 0, 1];
    assert!(place(0, &scores).ends_with(": 1st place"));
    assert!(place(1, &scores).ends_with(": 2nd place"));
    assert!(place(2, &scores).ends_with(": 4th place"));
    assert!(place(3, &scores).ends_with(": 3rd place"));
    let stopped = [1, 0, 1];
    assert!(place(0, &stopped).ends_with(": 1st place"));
    assert!(place(2, &stopped).ends_with(": 1st place"));
    assert!(place(1, &stopped).ends_with(": 3rd place"));
}
