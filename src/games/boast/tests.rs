//! Unit tests, one or more per rule of `shared/rules/boast-or-nothing.md`; each test name
//! starts with the rule id it checks.

use super::*;
use crate::engine::{
    Actors, Arg, Audience, GameKind, Kind, MoveError, Notice, PlayError, Seat, SeatSet, Text,
    Viewer,
};
use crate::games::colour::Colour::{self, Blue, Red, Yellow};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn card(s: &str) -> Card {
    s.parse().unwrap()
}

fn cards(s: &str) -> Vec<Card> {
    s.split_whitespace().map(card).collect()
}

fn set(s: &str) -> CardSet {
    cards(s).into_iter().collect()
}

fn play(s: &str) -> Move {
    Move(card(s))
}

fn deal(hands: &[&str], leftovers: &str, tower: [Colour; 3], leader: u8) -> Deal {
    let leftovers = cards(leftovers);
    Deal {
        hands: hands.iter().map(|h| cards(h)).collect(),
        leftovers: [leftovers[0], leftovers[1]],
        tower,
        leader: Seat(leader),
    }
}

/// A complete 3-player deal (values 1–7, two escape cards).
fn deal3(tower: [Colour; 3], leader: u8) -> Deal {
    deal(
        &[
            "r7 r6 r5 b7 b6 y7 y6",
            "r1 r2 b1 b2 y1 y2 esc",
            "r3 r4 b3 b4 y3 y4 esc",
        ],
        "b5 y5",
        tower,
        leader,
    )
}

/// A complete 4-player deal (values 1–9, three escape cards); seat 1 holds no red.
fn deal4(tower: [Colour; 3], leader: u8) -> Deal {
    deal(
        &[
            "r8 r9 y9 y8 b9 b8 y7",
            "b1 b2 b3 y1 y2 y3 esc",
            "r1 r3 r5 b4 b5 y4 esc",
            "r2 r4 r6 b6 b7 y5 esc",
        ],
        "r7 y6",
        tower,
        leader,
    )
}

fn game(players: usize, options: BoastOptions) -> Boast {
    Boast::new(players, &options).unwrap()
}

fn dealt(players: usize, d: &Deal) -> Boast {
    let mut g = game(players, BoastOptions::default());
    g.apply_chance(d, &mut Vec::new()).unwrap();
    g
}

fn moves(g: &Boast, seat: u8) -> Vec<String> {
    let mut out = Vec::new();
    g.legal_moves(Seat(seat), &mut out);
    out.iter().map(ToString::to_string).collect()
}

/// Plays `cards` in turn order from whoever is to act, returning all events.
fn play_all(g: &mut Boast, cards: &[&str]) -> Vec<Event> {
    let mut events = Vec::new();
    for c in cards {
        let Actors::Seats(seats) = g.actors() else {
            panic!("no seat to act")
        };
        let seat = seats.iter().next().unwrap();
        g.apply_move(seat, &play(c), &mut events).unwrap();
    }
    events
}

/// Plays random legal moves (dealing as needed) until `stop` holds or the game ends.
fn play_random(g: &mut Boast, rng: &mut ChaCha8Rng, stop: impl Fn(&Boast) -> bool) {
    use rand::seq::SliceRandom;
    let mut legal = Vec::new();
    let mut events = Vec::new();
    while !stop(g) {
        match g.actors() {
            Actors::Chance => {
                let d = g.sample_chance(rng);
                g.apply_chance(&d, &mut events).unwrap();
            }
            Actors::Seats(seats) => {
                let seat = seats.iter().next().unwrap();
                legal.clear();
                g.legal_moves(seat, &mut legal);
                let mv = *legal.choose(rng).unwrap();
                g.apply_move(seat, &mv, &mut events).unwrap();
            }
            Actors::Over => return,
        }
    }
}

// --- BN-1 Components -------------------------------------------------------------------

/// BN-1.1: red, blue and yellow cards valued 1–11, and no other colour.
#[test]
fn bn_1_1_three_colours_values_1_to_11() {
    for colour in [Red, Blue, Yellow] {
        for value in 1..=11 {
            let c = Card::coloured(colour, value).unwrap();
            assert_eq!((c.colour(), c.value()), (Some(colour), Some(value)));
        }
        assert_eq!(Card::coloured(colour, 0), None);
        assert_eq!(Card::coloured(colour, 12), None);
    }
    assert_eq!(Card::coloured(Colour::Green, 3), None);
    assert_eq!(CardSet::deck(5).unwrap().len() - 4, 33);
}

/// BN-1.2: escape cards have no colour and no value.
#[test]
fn bn_1_2_escape_cards_are_colourless() {
    assert!(Card::ESCAPE.is_escape());
    assert_eq!(Card::ESCAPE.colour(), None);
    assert_eq!(Card::ESCAPE.value(), None);
    assert_eq!(CardSet::deck(5).unwrap().escapes(), 4);
}

/// BN-1.3: the tower stacks each colour once, strongest first.
#[test]
fn bn_1_3_tower_stacks_each_colour_once() {
    assert_eq!(
        Tower::new([Blue, Red, Yellow]).unwrap().order(),
        [Blue, Red, Yellow]
    );
    assert_eq!(Tower::new([Blue, Blue, Yellow]), None);
    assert_eq!(Tower::new([Blue, Colour::Green, Yellow]), None);
}

// --- BN-2 Player count and deck --------------------------------------------------------

/// BN-2: 23 / 30 / 37 cards, values to 7 / 9 / 11, 2 / 3 / 4 escapes, target 3 / 2 / 1.
#[test]
fn bn_2_deck_sizes_per_player_count() {
    for (players, size, top, escapes, goal) in
        [(3, 23, 7, 2, 3), (4, 30, 9, 3, 2), (5, 37, 11, 4, 1)]
    {
        let deck = CardSet::deck(players).unwrap();
        assert_eq!(deck.len(), size);
        assert_eq!(deck.len(), players * HAND_SIZE + LEFTOVERS);
        assert_eq!(deck.escapes(), escapes);
        for colour in [Red, Blue, Yellow] {
            let values: Vec<u8> = deck
                .of_colour(colour)
                .iter()
                .filter_map(Card::value)
                .collect();
            assert_eq!(values, (1..=top).collect::<Vec<u8>>());
        }
        assert_eq!(target(players), goal);
        assert_eq!(game(players, BoastOptions::default()).target(), goal);
    }
}

/// BN-2: only 3 to 5 players.
#[test]
fn bn_2_player_count_3_to_5() {
    for players in [0, 1, 2, 6, 8] {
        assert_eq!(
            Boast::new(players, &BoastOptions::default()),
            Err(SetupError::PlayerCount(players))
        );
    }
    assert_eq!((Boast::INFO.min_players, Boast::INFO.max_players), (3, 5));
}

// --- BN-3 Setup of a round -------------------------------------------------------------

/// BN-3.1: a sampled deal gives seven cards each and leaves two, from the whole deck.
#[test]
fn bn_3_1_deal_seven_cards_each() {
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    for players in 3..=5 {
        let mut g = game(players, BoastOptions::default());
        let d = g.sample_chance(&mut rng);
        assert_eq!(d.hands.len(), players);
        assert!(d.hands.iter().all(|h| h.len() == HAND_SIZE));
        let all: CardSet = d
            .hands
            .iter()
            .flatten()
            .chain(&d.leftovers)
            .copied()
            .collect();
        assert_eq!(all, CardSet::deck(players).unwrap());
        g.apply_chance(&d, &mut Vec::new()).unwrap();
        for seat in Seat::all(players) {
            assert_eq!(g.hand(seat).len(), HAND_SIZE);
        }
    }
}

/// BN-3.2: the left-overs are face up: in every view and in a public notice.
#[test]
fn bn_3_2_leftovers_face_up() {
    let d = deal3([Red, Blue, Yellow], 0);
    let mut g = game(3, BoastOptions::default());
    let mut events = Vec::new();
    g.apply_chance(&d, &mut events).unwrap();
    assert_eq!(g.view(Viewer::Public).leftovers, Some(d.leftovers));
    assert_eq!(g.view(Viewer::Seat(Seat(2))).leftovers, Some(d.leftovers));
    let mut notices = Vec::new();
    g.describe_event(&events[0], &mut notices);
    assert!(notices
        .iter()
        .any(|n| n.to == Audience::Everyone && n.text.id == "boast-leftovers"));
}

/// BN-3.2 variant `hidden_leftovers`: the left-overs are in no view and no notice.
#[test]
fn bn_3_2_hidden_leftovers_seen_by_nobody() {
    let options = BoastOptions {
        hidden_leftovers: true,
        ..BoastOptions::default()
    };
    let d = deal3([Red, Blue, Yellow], 0);
    let mut g = game(3, options);
    let mut events = Vec::new();
    g.apply_chance(&d, &mut events).unwrap();
    for viewer in [Viewer::Public, Viewer::Seat(Seat(0)), Viewer::Seat(Seat(1))] {
        let v = g.view(viewer);
        assert_eq!(v.leftovers, None);
        assert!(v.leftovers_hidden);
    }
    let mut notices = Vec::new();
    g.describe_event(&events[0], &mut notices);
    assert!(notices
        .iter()
        .any(|n| n.text.id == "boast-leftovers-hidden"));
    for n in &notices {
        let shown = card_args(&n.text);
        assert!(
            !shown.contains(&card("b5")) && !shown.contains(&card("y5")),
            "{n:?}"
        );
    }
}

/// BN-3.3: the tower order is random: sampling finds all six orders.
#[test]
fn bn_3_3_tower_in_random_order() {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let g = game(4, BoastOptions::default());
    let mut seen = std::collections::HashSet::new();
    for _ in 0..200 {
        let d = g.sample_chance(&mut rng);
        assert!(Tower::new(d.tower).is_some());
        seen.insert(d.tower);
    }
    assert_eq!(seen.len(), 6);
}

/// BN-3.4: round 1's leader is random; each later round's first leader is the seat after
/// the previous round's first leader, and a deal naming another leader is refused.
#[test]
fn bn_3_4_leader_rotation() {
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let fresh = game(4, BoastOptions::default());
    let leaders: std::collections::HashSet<Seat> = (0..100)
        .map(|_| fresh.sample_chance(&mut rng).leader)
        .collect();
    assert_eq!(leaders.len(), 4, "round 1 leader is drawn from every seat");

    let mut g = dealt(4, &deal4([Red, Blue, Yellow], 3));
    assert_eq!(g.actors(), Actors::Seats(SeatSet::one(Seat(3))));
    for expected in [0u8, 1, 2, 3, 0] {
        play_random(&mut g, &mut rng, |g| g.actors() == Actors::Chance);
        if g.actors() == Actors::Over {
            break;
        }
        assert_eq!(g.sample_chance(&mut rng).leader, Seat(expected));
        for wrong in (0..4).filter(|&s| s != expected) {
            let before = g.clone();
            let mut events = Vec::new();
            assert!(g
                .apply_chance(&deal4([Red, Blue, Yellow], wrong), &mut events)
                .is_err());
            assert_eq!(g, before);
            assert!(events.is_empty());
        }
        g.apply_chance(&deal4([Red, Blue, Yellow], expected), &mut Vec::new())
            .unwrap();
        assert_eq!(g.round_leader(), Seat(expected));
        assert_eq!(g.turn(), Some(Seat(expected)));
    }
}

// --- BN-4 Playing a trick --------------------------------------------------------------

/// BN-4.1: the leader may play any card from hand.
#[test]
fn bn_4_1_leader_plays_any_card() {
    let g = dealt(3, &deal3([Red, Blue, Yellow], 1));
    assert_eq!(moves(&g, 1), ["r1", "r2", "b1", "b2", "y1", "y2", "esc"]);
}

/// BN-4.2: the others follow clockwise; only the seat to act may play.
#[test]
fn bn_4_2_play_goes_clockwise() {
    let mut g = dealt(3, &deal3([Red, Blue, Yellow], 2));
    let mut order = Vec::new();
    for c in ["r3", "r5", "r1"] {
        let Actors::Seats(seats) = g.actors() else {
            panic!()
        };
        assert_eq!(seats.len(), 1);
        order.push(seats.iter().next().unwrap());
        play_all(&mut g, &[c]);
    }
    assert_eq!(order, [Seat(2), Seat(0), Seat(1)]);
}

/// BN-4.3: holding the colour to follow, a player must play it (or an escape card).
#[test]
fn bn_4_3_must_follow_colour() {
    let mut g = dealt(3, &deal3([Red, Blue, Yellow], 0));
    play_all(&mut g, &["b7"]);
    assert_eq!(moves(&g, 1), ["b1", "b2", "esc"]);
    let before = g.clone();
    let mut events = Vec::new();
    assert_eq!(
        g.apply_move(Seat(1), &play("r1"), &mut events),
        Err(MoveError::Illegal(Illegal::MustFollow { colour: Blue }))
    );
    assert_eq!(g, before);
    assert!(events.is_empty());
}

/// BN-4.3: when the lead is an escape card, the first coloured card sets the colour.
#[test]
fn bn_4_3_follow_colour_when_lead_is_escape() {
    let mut g = dealt(3, &deal3([Red, Blue, Yellow], 1));
    play_all(&mut g, &["esc"]);
    assert_eq!(g.trick().colour_to_follow(), None);
    assert_eq!(
        moves(&g, 2),
        ["r3", "r4", "b3", "b4", "y3", "y4", "esc"],
        "any card yet"
    );
    play_all(&mut g, &["y3"]);
    assert_eq!(g.trick().colour_to_follow(), Some(Yellow));
    assert_eq!(moves(&g, 0), ["y6", "y7"]);
    let mut events = Vec::new();
    assert_eq!(
        g.apply_move(Seat(0), &play("r7"), &mut events),
        Err(MoveError::Illegal(Illegal::MustFollow { colour: Yellow }))
    );
}

/// BN-4.3: a player without the colour to follow may play any card.
#[test]
fn bn_4_3_void_in_colour_plays_any_card() {
    let mut g = dealt(4, &deal4([Red, Blue, Yellow], 0));
    play_all(&mut g, &["r8"]);
    assert_eq!(moves(&g, 1), ["b1", "b2", "b3", "y1", "y2", "y3", "esc"]);
}

/// BN-4.4: an escape card may be played even when the player could follow.
#[test]
fn bn_4_4_escape_always_allowed() {
    let mut g = dealt(3, &deal3([Red, Blue, Yellow], 0));
    play_all(&mut g, &["r7"]);
    assert!(g.hand(Seat(1)).contains(card("r1")));
    assert!(moves(&g, 1).contains(&"esc".to_owned()));
    play_all(&mut g, &["esc"]);
    assert_eq!(g.hand(Seat(1)).escapes(), 0);
}

/// BN-4.5: an escape card never wins, even when led.
#[test]
fn bn_4_5_escape_never_wins() {
    let mut g = dealt(3, &deal3([Red, Blue, Yellow], 1));
    let events = play_all(&mut g, &["esc", "r3", "r5"]);
    assert!(events.contains(&Event::TrickWon {
        seat: Seat(0),
        card: card("r5"),
        deciding: None,
        tricks: 1
    }));
    let mut g = dealt(4, &deal4([Red, Blue, Yellow], 1));
    let events = play_all(&mut g, &["esc", "esc", "b6", "b8"]);
    assert!(matches!(
        events.last(),
        Some(Event::TrickWon { seat: Seat(0), .. })
    ));
}

/// BN-4.5: escape cards are weaker than every coloured card, whatever the tower.
#[test]
fn bn_4_5_escape_weaker_than_any_card() {
    let mut trick = Trick::new(Seat(0));
    for c in ["esc", "esc", "y1"] {
        trick.push(card(c));
    }
    let result = trick_winner(&trick, Tower::new([Red, Blue, Yellow]).unwrap(), 3);
    assert_eq!((result.winner, result.card), (Seat(2), card("y1")));
}

/// BN-4.3: escape cards collapse into one legal move, `esc`.
#[test]
fn bn_4_3_escape_cards_are_one_move() {
    let hand = set("esc esc r1");
    assert_eq!(hand.escapes(), 2);
    assert_eq!(
        hand.distinct().map(|c| c.to_string()).collect::<Vec<_>>(),
        ["r1", "esc"]
    );
}

// --- BN-5 Who wins the trick -----------------------------------------------------------

/// BN-5.1: one colour in the trick: the highest value wins and the tower stays.
#[test]
fn bn_5_1_single_colour_highest_wins_tower_unchanged() {
    let mut g = dealt(3, &deal3([Yellow, Blue, Red], 0));
    let events = play_all(&mut g, &["r5", "r1", "r3"]);
    assert!(events.contains(&Event::TrickWon {
        seat: Seat(0),
        card: card("r5"),
        deciding: None,
        tricks: 1
    }));
    assert!(!events.iter().any(|e| matches!(e, Event::TowerMoved { .. })));
    assert_eq!(g.tower().order(), [Yellow, Blue, Red]);
}

/// BN-5.2: the rulebook example: red 8 led, blue 1 played, blue on top: blue 1 wins.
#[test]
fn bn_5_2_rulebook_example_blue_1_beats_red_8() {
    let mut g = dealt(4, &deal4([Blue, Red, Yellow], 0));
    let events = play_all(&mut g, &["r8", "b1", "r1", "r2"]);
    assert!(events.contains(&Event::TrickWon {
        seat: Seat(1),
        card: card("b1"),
        deciding: Some(Blue),
        tricks: 1
    }));
    assert_eq!(g.tricks(Seat(1)), 1);
}

/// BN-5.2: the highest card of the deciding colour wins, even a low one over a high one
/// of a weaker colour.
#[test]
fn bn_5_2_highest_card_of_strongest_present_colour_wins() {
    let tower = Tower::new([Yellow, Red, Blue]).unwrap();
    let mut trick = Trick::new(Seat(2));
    for c in ["b9", "r2", "r4", "b11", "esc"] {
        trick.push(card(c));
    }
    // Yellow is absent, so red (middle) decides over blue 11; r4, the third card played
    // from leader seat 2, is seat 4's.
    let result = trick_winner(&trick, tower, 5);
    assert_eq!(result.card, card("r4"));
    assert_eq!(result.winner, Seat(4));
    assert_eq!(result.deciding, Some(Red));
}

/// BN-5.3: the deciding colour moves from the top to the bottom, the others move up.
#[test]
fn bn_5_3_deciding_colour_moves_to_bottom() {
    let mut g = dealt(4, &deal4([Blue, Red, Yellow], 0));
    let events = play_all(&mut g, &["r8", "b1", "r1", "r2"]);
    assert!(events.contains(&Event::TowerMoved {
        colour: Blue,
        tower: Tower::new([Red, Yellow, Blue]).unwrap()
    }));
    assert_eq!(g.tower().order(), [Red, Yellow, Blue]);
}

/// BN-5.3: a middle colour that decides moves to the bottom; the top stays.
#[test]
fn bn_5_3_middle_colour_moves_to_bottom() {
    let mut g = dealt(4, &deal4([Yellow, Red, Blue], 0));
    let events = play_all(&mut g, &["r8", "b1", "r1", "r2"]);
    assert!(events.contains(&Event::TrickWon {
        seat: Seat(0),
        card: card("r8"),
        deciding: Some(Red),
        tricks: 1
    }));
    assert_eq!(g.tower().order(), [Yellow, Blue, Red]);
}

/// BN-5.3: the bottom colour never decides a multi-colour trick, so never moves.
#[test]
fn bn_5_3_bottom_colour_never_decides() {
    let mut tower = Tower::new([Red, Blue, Yellow]).unwrap();
    tower.move_to_bottom(Yellow);
    assert_eq!(tower.order(), [Red, Blue, Yellow]);
    let mut trick = Trick::new(Seat(0));
    for c in ["y7", "b1", "y6"] {
        trick.push(card(c));
    }
    assert_eq!(trick_winner(&trick, tower, 3).deciding, Some(Blue));
}

/// BN-5.4: the winner takes the trick and leads the next one.
#[test]
fn bn_5_4_winner_leads_next_trick() {
    let mut g = dealt(4, &deal4([Blue, Red, Yellow], 0));
    play_all(&mut g, &["r8", "b1", "r1", "r2"]);
    assert_eq!(g.actors(), Actors::Seats(SeatSet::one(Seat(1))));
    assert_eq!(g.trick().leader(), Seat(1));
    assert!(g.trick().is_empty());
    assert_eq!(g.taken(Seat(1)), set("r8 b1 r1 r2"));
}

// --- BN-6 End of round and scoring -----------------------------------------------------

/// BN-6.1: the round ends when all hands are empty, after seven tricks.
#[test]
fn bn_6_1_round_ends_after_seven_tricks() {
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    for players in 3..=5 {
        let mut g = game(players, BoastOptions::default());
        play_random(&mut g, &mut rng, |g| {
            g.round() == 1 && g.actors() != Actors::Chance
        });
        let mut tricks_done = 0;
        let mut events = Vec::new();
        while g.actors() != Actors::Chance && g.actors() != Actors::Over {
            let Actors::Seats(seats) = g.actors() else {
                unreachable!()
            };
            let seat = seats.iter().next().unwrap();
            let mut legal = Vec::new();
            g.legal_moves(seat, &mut legal);
            events.clear();
            g.apply_move(seat, &legal[0], &mut events).unwrap();
            tricks_done += events
                .iter()
                .filter(|e| matches!(e, Event::TrickWon { .. }))
                .count();
        }
        assert_eq!(tricks_done, 7);
        assert!(events.iter().any(|e| matches!(e, Event::RoundEnded { .. })));
        let total: u8 = Seat::all(players).map(|s| g.tricks(s)).sum();
        assert_eq!(total, 7);
        assert!(Seat::all(players).all(|s| g.hand(s).is_empty()));
    }
}

/// BN-6.2, BN-6.3, BN-6.4: exactly the target scores 1, no trick 2, anything else 0.
#[test]
fn bn_6_scoring_exact_target_zero_else() {
    for players in 3..=5 {
        let t = target(players);
        assert_eq!(round_points(t, t), 1, "BN-6.2");
        assert_eq!(round_points(0, t), 2, "BN-6.3");
        for tricks in (1..=7).filter(|&n| n != t) {
            assert_eq!(round_points(tricks, t), 0, "BN-6.4");
        }
    }
}

/// A 3-player game just before its last trick: seat 0 holds r1, seat 1 r2, seat 2 r3,
/// seats have taken 0, 3 and 3 tricks. Seat 2 takes the last trick, so the round scores
/// 2 (no trick), 1 (exactly 3) and 0 (4 tricks).
fn before_last_trick(scores: [i64; 3], tiebreak: Tiebreak, playing_on: bool) -> Boast {
    before_last_trick_with(scores, [0, 3, 3], tiebreak, playing_on)
}

/// Like [`before_last_trick`] with other trick counts before the last trick.
fn before_last_trick_with(
    scores: [i64; 3],
    tricks: [u8; 3],
    tiebreak: Tiebreak,
    playing_on: bool,
) -> Boast {
    let mut g = game(
        3,
        BoastOptions {
            tiebreak,
            ..BoastOptions::default()
        },
    );
    g.apply_chance(&deal3([Red, Blue, Yellow], 0), &mut Vec::new())
        .unwrap();
    g.hands[..3].copy_from_slice(&[set("r1"), set("r2"), set("r3")]);
    g.tricks[..3].copy_from_slice(&tricks);
    g.scores[..3].copy_from_slice(&scores);
    g.playing_on = playing_on;
    g
}

/// BN-6: the round's points are added to the scores.
#[test]
fn bn_6_round_points_added() {
    let mut g = before_last_trick([0, 0, 0], Tiebreak::Shared, false);
    let events = play_all(&mut g, &["r1", "r2", "r3"]);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::RoundEnded {
            round: 1,
            tricks: [0, 3, 4, 0, 0],
            points: [2, 1, 0, 0, 0],
            ..
        }
    )));
    assert_eq!(g.scores(), [2, 1, 0]);
}

// --- BN-7 End of game ------------------------------------------------------------------

/// BN-7.1: nobody at 5 points: the game goes on with a new deal.
#[test]
fn bn_7_1_below_five_game_goes_on() {
    let mut g = before_last_trick([2, 3, 4], Tiebreak::Shared, false);
    let events = play_all(&mut g, &["r1", "r2", "r3"]);
    assert_eq!(g.scores(), [4, 4, 4]);
    assert_eq!(g.actors(), Actors::Chance);
    assert_eq!(g.outcome(), None);
    assert!(!events.iter().any(|e| matches!(e, Event::ReachedTop { .. })));
}

/// BN-7.1, BN-7.2: one player reaches the top: the game ends and that player wins.
#[test]
fn bn_7_1_single_player_at_top_wins() {
    let mut g = before_last_trick([3, 3, 4], Tiebreak::Shared, false);
    let events = play_all(&mut g, &["r1", "r2", "r3"]);
    assert_eq!(g.actors(), Actors::Over);
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.winners, [Seat(0)]);
    assert_eq!(outcome.scores, [5, 4, 4]);
    assert!(events.contains(&Event::ReachedTop {
        seats: SeatSet::one(Seat(0))
    }));
    assert!(events.contains(&Event::GameOver {
        winners: SeatSet::one(Seat(0)),
        shared: false
    }));
}

/// BN-7.2 `shared`: everyone at the top wins, and 6 does not beat 5.
#[test]
fn bn_7_2_shared_tie_all_at_top_win() {
    let mut g = before_last_trick([3, 5, 4], Tiebreak::Shared, false);
    let events = play_all(&mut g, &["r1", "r2", "r3"]);
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.scores, [5, 6, 4]);
    assert_eq!(outcome.winners, [Seat(0), Seat(1)]);
    let both: SeatSet = [Seat(0), Seat(1)].into_iter().collect();
    assert!(events.contains(&Event::GameOver {
        winners: both,
        shared: true
    }));
}

/// BN-7.2 `play_on`: a tie at the top means more rounds.
#[test]
fn bn_7_2_play_on_tie_plays_another_round() {
    let mut g = before_last_trick([3, 5, 4], Tiebreak::PlayOn, false);
    let events = play_all(&mut g, &["r1", "r2", "r3"]);
    let both: SeatSet = [Seat(0), Seat(1)].into_iter().collect();
    assert!(events.contains(&Event::PlayOn { tied: both }));
    assert_eq!(g.actors(), Actors::Chance);
    assert!(g.view(Viewer::Public).playing_on);
    assert_eq!(g.outcome(), None);
}

/// BN-7.2 `play_on`: while playing on, a round that leaves the most points shared goes on.
#[test]
fn bn_7_2_play_on_still_tied_goes_on() {
    let mut g = before_last_trick([4, 6, 7], Tiebreak::PlayOn, true);
    let events = play_all(&mut g, &["r1", "r2", "r3"]);
    assert_eq!(g.scores(), [6, 7, 7]);
    let leaders: SeatSet = [Seat(1), Seat(2)].into_iter().collect();
    assert!(events.contains(&Event::StillTied { leaders, points: 7 }));
    assert!(!events.iter().any(|e| matches!(e, Event::ReachedTop { .. })));
    assert_eq!(g.actors(), Actors::Chance);
}

/// BN-7.2 `play_on`: a single player with the most points wins, even one who was not
/// among the tied.
#[test]
fn bn_7_2_play_on_single_most_points_wins() {
    // Seats 1 and 2 were tied at 5; seat 0 takes no trick and overtakes them.
    let mut g = before_last_trick_with([4, 5, 5], [0, 2, 4], Tiebreak::PlayOn, true);
    let events = play_all(&mut g, &["r1", "r2", "r3"]);
    assert_eq!(g.scores(), [6, 5, 5]);
    assert_eq!(g.outcome().unwrap().winners, [Seat(0)]);
    assert!(events.contains(&Event::GameOver {
        winners: SeatSet::one(Seat(0)),
        shared: false
    }));
}

/// BN-7.2: `settle` over hand-computed scores.
#[test]
fn bn_7_2_settle_table() {
    let seats = |s: &[u8]| s.iter().map(|&i| Seat(i)).collect::<SeatSet>();
    assert_eq!(
        settle(&[4, 4, 4], Tiebreak::Shared, false),
        Settlement::Continue
    );
    assert_eq!(
        settle(&[5, 4, 0], Tiebreak::PlayOn, false),
        Settlement::Won {
            winners: seats(&[0]),
            shared: false
        }
    );
    assert_eq!(
        settle(&[6, 5, 0, 7], Tiebreak::Shared, false),
        Settlement::Won {
            winners: seats(&[0, 1, 3]),
            shared: true
        }
    );
    assert_eq!(
        settle(&[6, 5, 0, 7], Tiebreak::PlayOn, false),
        Settlement::PlayOn {
            tied: seats(&[0, 1, 3])
        }
    );
    assert_eq!(
        settle(&[6, 6, 7], Tiebreak::PlayOn, true),
        Settlement::Won {
            winners: seats(&[2]),
            shared: false
        }
    );
    assert_eq!(
        settle(&[7, 6, 7], Tiebreak::PlayOn, true),
        Settlement::StillTied {
            leaders: seats(&[0, 2]),
            points: 7
        }
    );
}

/// BN-7.3: seats are numbered clockwise and "reaches 5" means 5 or more.
#[test]
fn bn_7_3_seats_clockwise_and_five_or_more() {
    assert_eq!(Seat(4).next(5), Seat(0));
    assert_eq!(
        settle(&[0, 5, 0], Tiebreak::Shared, false),
        Settlement::Won {
            winners: SeatSet::one(Seat(1)),
            shared: false
        }
    );
    assert_eq!(
        settle(&[0, 9, 0], Tiebreak::Shared, false),
        Settlement::Won {
            winners: SeatSet::one(Seat(1)),
            shared: false
        }
    );
}

// --- The contract: refusals change nothing ---------------------------------------------

#[test]
fn illegal_move_changes_nothing() {
    let mut g = dealt(3, &deal3([Red, Blue, Yellow], 0));
    play_all(&mut g, &["r7"]);
    let before = g.clone();
    let mut events = vec![Event::ReachedTop {
        seats: SeatSet::EMPTY,
    }];
    let snapshot = events.clone();
    for (seat, mv, expected) in [
        (
            1,
            "r3",
            MoveError::Illegal(Illegal::NotInHand { card: card("r3") }),
        ),
        (
            1,
            "b1",
            MoveError::Illegal(Illegal::MustFollow { colour: Red }),
        ),
        (0, "r6", MoveError::NotYourTurn),
        (2, "r3", MoveError::NotYourTurn),
        (7, "r1", MoveError::NotYourTurn),
    ] {
        assert_eq!(
            g.apply_move(Seat(seat), &play(mv), &mut events),
            Err(expected)
        );
        assert_eq!(g, before);
        assert_eq!(events, snapshot);
    }
}

#[test]
fn not_in_hand_includes_cards_outside_the_deck() {
    let mut g = dealt(3, &deal3([Red, Blue, Yellow], 0));
    let mut events = Vec::new();
    assert_eq!(
        g.apply_move(Seat(0), &play("r11"), &mut events),
        Err(MoveError::Illegal(Illegal::NotInHand { card: card("r11") }))
    );
    assert_eq!(
        g.apply_move(Seat(0), &play("esc"), &mut events),
        Err(MoveError::Illegal(Illegal::NotInHand {
            card: Card::ESCAPE
        }))
    );
}

#[test]
fn not_your_turn_while_waiting_for_the_deal() {
    let mut g = game(4, BoastOptions::default());
    assert_eq!(g.actors(), Actors::Chance);
    let mut out = Vec::new();
    g.legal_moves(Seat(0), &mut out);
    assert!(out.is_empty());
    assert_eq!(
        g.apply_move(Seat(0), &play("r1"), &mut Vec::new()),
        Err(MoveError::NotYourTurn)
    );
    let g2 = dealt(3, &deal3([Red, Blue, Yellow], 0));
    g2.legal_moves(Seat(1), &mut out);
    assert!(out.is_empty(), "only the seat to act has legal moves");
}

#[test]
fn game_over_refuses_moves_and_deals() {
    let mut g = before_last_trick([4, 4, 4], Tiebreak::Shared, false);
    play_all(&mut g, &["r1", "r2", "r3"]);
    assert_eq!(g.actors(), Actors::Over);
    let before = g.clone();
    assert_eq!(
        g.apply_move(Seat(0), &play("r1"), &mut Vec::new()),
        Err(MoveError::GameOver)
    );
    assert!(g
        .apply_chance(&deal3([Red, Blue, Yellow], 1), &mut Vec::new())
        .is_err());
    assert_eq!(g, before);
}

#[test]
fn corrupt_chance_outcomes_rejected() {
    let good = deal3([Red, Blue, Yellow], 0);
    let mut bad: Vec<(&str, Deal)> = Vec::new();
    let mut d = good.clone();
    d.hands.pop();
    bad.push(("missing hand", d));
    let mut d = good.clone();
    d.hands.push(Vec::new());
    bad.push(("extra hand", d));
    let mut d = good.clone();
    let moved = d.hands[0].pop().unwrap();
    d.hands[1].push(moved);
    bad.push(("hand sizes 6 and 8", d));
    let mut d = good.clone();
    d.hands[0][0] = card("r1");
    bad.push(("duplicate card", d));
    let mut d = good.clone();
    d.hands[0][0] = card("r8");
    bad.push(("card outside the 3-player deck", d));
    let mut d = good.clone();
    d.hands[0][0] = Card::ESCAPE;
    bad.push(("third escape card", d));
    let mut d = good.clone();
    d.leftovers[0] = card("r1");
    bad.push(("left-over duplicates a hand card", d));
    let mut d = good.clone();
    d.tower = [Red, Red, Yellow];
    bad.push(("tower repeats a colour", d));
    let mut d = good.clone();
    d.tower = [Red, Colour::Green, Yellow];
    bad.push(("tower with a foreign colour", d));
    let mut d = good.clone();
    d.leader = Seat(3);
    bad.push(("leader outside the table", d));
    for (why, d) in bad {
        let mut g = game(3, BoastOptions::default());
        let before = g.clone();
        let mut events = Vec::new();
        assert!(g.apply_chance(&d, &mut events).is_err(), "{why}");
        assert_eq!(g, before, "{why}");
        assert!(events.is_empty(), "{why}");
    }
    let mut g = dealt(3, &good);
    assert!(
        g.apply_chance(&good, &mut Vec::new()).is_err(),
        "a deal in the middle of play"
    );
}

#[test]
fn corrupt_chance_json_rejected_through_any_game() {
    let kind: &dyn GameKind = &Kind::<Boast>::new();
    let mut g = kind.new_game(3, &serde_json::json!({})).unwrap();
    let good = serde_json::to_value(deal3([Red, Blue, Yellow], 0)).unwrap();
    for patch in [
        serde_json::json!({"extra": 1}),
        serde_json::json!({"leftovers": ["g3", "y5"]}),
        serde_json::json!({"leftovers": ["b5"]}),
        serde_json::json!({"tower": ["red", "blue"]}),
        serde_json::json!({"leader": -1}),
    ] {
        let mut chance = good.clone();
        for (k, v) in patch.as_object().unwrap() {
            chance.as_object_mut().unwrap().insert(k.clone(), v.clone());
        }
        assert!(g.apply_chance(&chance, &mut Vec::new()).is_err(), "{patch}");
        assert_eq!(g.actors(), Actors::Chance);
    }
    g.apply_chance(&good, &mut Vec::new()).unwrap();
}

// --- Notation --------------------------------------------------------------------------

#[test]
fn notation_round_trips_every_card() {
    for c in CardSet::deck(5).unwrap().distinct() {
        let text = c.to_string();
        assert_eq!(text.parse::<Card>().unwrap(), c);
        assert_eq!(text.parse::<Move>().unwrap(), Move(c));
        assert_eq!(Move(c).to_string(), text);
        assert_eq!(text.to_uppercase().parse::<Card>().unwrap(), c);
        let json = serde_json::to_string(&c).unwrap();
        assert_eq!(json, format!("\"{text}\""));
        assert_eq!(serde_json::from_str::<Card>(&json).unwrap(), c);
    }
}

#[test]
fn notation_accepts_forgiving_input() {
    for (input, canonical) in [
        ("r7", "r7"),
        ("R7", "r7"),
        ("R 7", "r7"),
        (" b11 ", "b11"),
        ("red7", "r7"),
        ("Red 7", "r7"),
        ("YELLOW 1", "y1"),
        ("r07", "r7"),
        ("esc", "esc"),
        ("ESC", "esc"),
        ("Escape", "esc"),
    ] {
        assert_eq!(
            input.parse::<Move>().unwrap().to_string(),
            canonical,
            "{input}"
        );
    }
}

#[test]
fn notation_rejects_non_cards() {
    for input in [
        "", "7", "r", "r0", "r12", "r+7", "r-7", "g3", "o1", "x7", "esc1", "r7b", "rr7",
    ] {
        let err = input.parse::<Move>().unwrap_err();
        assert_eq!(err.hint, "boast-notation-hint", "{input}");
        assert_eq!(err.input, input);
    }
}

// --- Presentation ----------------------------------------------------------------------

/// Every card label nested in a text.
fn card_args(text: &Text) -> Vec<Card> {
    fn walk(arg: &Arg, out: &mut Vec<Card>) {
        match arg {
            Arg::Text(t) => out.extend(card_args(t)),
            Arg::List(items) => items.iter().for_each(|a| walk(a, out)),
            _ => {}
        }
    }
    let mut out = Vec::new();
    if text.id == "boast-card" {
        let colour = text.args.iter().find_map(|(k, v)| match (k, v) {
            (&"colour", Arg::Text(t)) => Some(t.id),
            _ => None,
        });
        let value = text.args.iter().find_map(|(k, v)| match (k, v) {
            (&"value", Arg::Int(n)) => Some(*n as u8),
            _ => None,
        });
        let colour = [Red, Blue, Yellow]
            .into_iter()
            .find(|c| Some(c.label().id) == colour);
        out.extend(colour.and_then(|c| Card::coloured(c, value?)));
    } else if text.id == "boast-escape" {
        out.push(Card::ESCAPE);
    }
    for (_, arg) in &text.args {
        walk(arg, &mut out);
    }
    out
}

#[test]
fn labels_of_cards_and_illegal_moves() {
    let g = game(3, BoastOptions::default());
    let label = g.move_label(&play("r7"));
    assert_eq!(label.id, "boast-card");
    assert_eq!(card_args(&label), [card("r7")]);
    assert_eq!(g.move_label(&play("esc")).id, "boast-escape");
    let text = g.illegal_text(&Illegal::MustFollow { colour: Blue });
    assert_eq!(text.id, "boast-illegal-must-follow");
    assert_eq!(text.args, [("colour", Arg::from(Blue.label()))]);
    assert_eq!(
        g.illegal_text(&Illegal::NotInHand { card: card("y2") }).id,
        "boast-illegal-not-in-hand"
    );
}

#[test]
fn deal_notices_show_each_hand_only_to_its_seat() {
    let d = deal4([Red, Blue, Yellow], 0);
    let mut g = game(4, BoastOptions::default());
    let mut events = Vec::new();
    g.apply_chance(&d, &mut events).unwrap();
    let mut notices = Vec::new();
    for e in &events {
        g.describe_event(e, &mut notices);
    }
    for n in &notices {
        let shown = card_args(&n.text);
        match n.to {
            Audience::Everyone => {
                for c in shown {
                    assert!(d.leftovers.contains(&c), "public notice shows {c}: {n:?}");
                }
            }
            Audience::Seat(seat) => {
                assert_eq!(n.text.id, "boast-your-hand");
                assert_eq!(shown, g.hand(seat).iter().collect::<Vec<_>>());
            }
        }
    }
    let private: Vec<Audience> = notices
        .iter()
        .map(|n| n.to)
        .filter(|a| *a != Audience::Everyone)
        .collect();
    assert_eq!(
        private,
        Seat::all(4).map(Audience::Seat).collect::<Vec<_>>()
    );
}

#[test]
fn views_show_own_hand_only() {
    let g = dealt(4, &deal4([Red, Blue, Yellow], 2));
    let public = g.view(Viewer::Public);
    assert_eq!(public.hand, None);
    assert_eq!(public.hand_sizes, [7, 7, 7, 7]);
    assert_eq!(public.turn, Some(Seat(2)));
    assert_eq!(public.tower, Some([Red, Blue, Yellow]));
    for seat in Seat::all(4) {
        let v = g.view(Viewer::Seat(seat));
        assert_eq!(v.viewer, Some(seat));
        assert_eq!(v.hand, Some(g.hand(seat).iter().collect()));
        let text = Boast::describe_view(&v);
        assert_eq!(text.private.len(), 1);
        assert_eq!(
            card_args(&text.private[0]),
            g.hand(seat).iter().collect::<Vec<_>>()
        );
        for line in &text.table {
            for c in card_args(line) {
                assert!(d_leftovers().contains(&c), "{line:?}");
            }
        }
    }
    assert!(Boast::describe_view(&public).private.is_empty());
    assert_eq!(
        g.view(Viewer::Seat(Seat(6))).hand,
        None,
        "a seat outside the table"
    );
}

fn d_leftovers() -> [Card; 2] {
    deal4([Red, Blue, Yellow], 0).leftovers
}

// --- Table integration -----------------------------------------------------------------

#[test]
fn options_parse_and_info() {
    let kind: &dyn GameKind = &Kind::<Boast>::new();
    assert_eq!(kind.info().id, "boast");
    assert_eq!(kind.info().name, "boast-name");
    let defaults = kind.parse_options(&[]).unwrap();
    assert_eq!(
        defaults,
        serde_json::json!({"hidden_leftovers": false, "tiebreak": "shared"})
    );
    let pairs = [
        ("hidden_leftovers".to_owned(), "true".to_owned()),
        ("tiebreak".to_owned(), "play_on".to_owned()),
    ];
    let options = kind.parse_options(&pairs).unwrap();
    assert_eq!(
        options,
        serde_json::json!({"hidden_leftovers": true, "tiebreak": "play_on"})
    );
    let parsed: BoastOptions = serde_json::from_value(options.clone()).unwrap();
    assert_eq!(
        parsed,
        BoastOptions {
            hidden_leftovers: true,
            tiebreak: Tiebreak::PlayOn
        }
    );
    assert!(kind.new_game(5, &options).is_ok());
    assert!(kind.new_game(2, &options).is_err());
    assert!(kind
        .parse_options(&[("tiebreak".to_owned(), "coin".to_owned())])
        .is_err());
    assert!(kind
        .parse_options(&[("jokers".to_owned(), "true".to_owned())])
        .is_err());
    assert!(kind
        .new_game(3, &serde_json::json!({"jokers": true}))
        .is_err());
    assert!(crate::games::registry()
        .iter()
        .any(|k| k.info().id == "boast"));
}

#[test]
fn any_game_plays_typed_notation() {
    let kind: &dyn GameKind = &Kind::<Boast>::new();
    let mut g = kind.new_game(3, &kind.parse_options(&[]).unwrap()).unwrap();
    let mut notices = Vec::new();
    let chance = serde_json::to_value(deal3([Red, Blue, Yellow], 0)).unwrap();
    g.apply_chance(&chance, &mut notices).unwrap();
    assert_eq!(g.play(Seat(0), " R 7 ", &mut notices), Ok("r7".to_owned()));
    assert!(matches!(
        g.play(Seat(1), "r9x", &mut notices),
        Err(PlayError::Unreadable(_))
    ));
    assert!(matches!(
        g.play(Seat(1), "b1", &mut notices),
        Err(PlayError::Illegal(_))
    ));
    assert_eq!(
        g.play(Seat(2), "r3", &mut notices),
        Err(PlayError::NotYourTurn)
    );
    let choices = g.legal_moves(Seat(1));
    let notation: Vec<&str> = choices.iter().map(|c| c.notation.as_str()).collect();
    assert_eq!(notation, ["r1", "r2", "esc"]);
    assert_eq!(choices[2].label.id, "boast-escape");
}

#[test]
fn ai_always_plays_a_legal_move() {
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    for players in 3..=5 {
        for seed in 0..20 {
            let options = BoastOptions {
                tiebreak: if seed % 2 == 0 {
                    Tiebreak::Shared
                } else {
                    Tiebreak::PlayOn
                },
                ..BoastOptions::default()
            };
            let mut g = game(players, options);
            let mut events = Vec::new();
            loop {
                match g.actors() {
                    Actors::Chance => {
                        let d = g.sample_chance(&mut rng);
                        g.apply_chance(&d, &mut events).unwrap();
                    }
                    Actors::Seats(seats) => {
                        let seat = seats.iter().next().unwrap();
                        let mv = g.ai_move(seat, &mut rng).unwrap();
                        let mut legal = Vec::new();
                        g.legal_moves(seat, &mut legal);
                        assert!(legal.contains(&mv));
                        g.apply_move(seat, &mv, &mut events).unwrap();
                    }
                    Actors::Over => break,
                }
            }
            assert!(g.outcome().is_some());
        }
    }
}

/// With the target reached the AI ducks: under the card that leads the trick if it can
/// (keeping its escape card), with an escape card if every card it may play would win.
#[test]
fn ai_with_target_reached_ducks() {
    let mut rng = ChaCha8Rng::seed_from_u64(0);
    let mut g = dealt(3, &deal3([Red, Blue, Yellow], 0));
    play_all(&mut g, &["r7"]);
    g.tricks[1] = 3;
    assert_eq!(g.ai_move(Seat(1), &mut rng), Some(play("r2")));

    let mut g = dealt(3, &deal3([Red, Blue, Yellow], 1));
    play_all(&mut g, &["r1"]);
    g.tricks[2] = 3;
    assert_eq!(g.ai_move(Seat(2), &mut rng), Some(play("esc")));
}

/// Before taking a trick the AI aims for none (BN-6.3); after one it aims for the target.
#[test]
fn ai_aims_for_zero_then_for_the_target() {
    let mut rng = ChaCha8Rng::seed_from_u64(0);
    let mut g = dealt(3, &deal3([Red, Blue, Yellow], 1));
    assert_eq!(
        g.ai_move(Seat(1), &mut rng),
        Some(play("esc")),
        "leads an escape card"
    );
    g.tricks[1] = 1;
    // Red is the strongest colour and r2 its best card in this hand.
    assert_eq!(
        g.ai_move(Seat(1), &mut rng),
        Some(play("r2")),
        "leads its strongest card"
    );
}

/// The heuristic is worth having: in seat 0 against random players it scores more per
/// round than they do, at every player count.
#[test]
fn ai_outscores_random_players() {
    use rand::seq::SliceRandom;
    for players in 3..=5 {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let (mut ai, mut others, mut rounds) = (0i64, 0i64, 0i64);
        for _ in 0..200 {
            let mut g = game(players, BoastOptions::default());
            let mut events = Vec::new();
            loop {
                match g.actors() {
                    Actors::Chance => {
                        let d = g.sample_chance(&mut rng);
                        g.apply_chance(&d, &mut events).unwrap();
                        rounds += 1;
                    }
                    Actors::Seats(seats) => {
                        let seat = seats.iter().next().unwrap();
                        let mv = if seat == Seat(0) {
                            g.ai_move(seat, &mut rng).unwrap()
                        } else {
                            let mut legal = Vec::new();
                            g.legal_moves(seat, &mut legal);
                            *legal.choose(&mut rng).unwrap()
                        };
                        g.apply_move(seat, &mv, &mut events).unwrap();
                    }
                    Actors::Over => break,
                }
            }
            ai += g.scores()[0];
            others += g.scores()[1..].iter().sum::<i64>();
        }
        let (ai, others) = (
            ai as f64 / rounds as f64,
            others as f64 / (rounds * (players as i64 - 1)) as f64,
        );
        assert!(
            ai > others * 1.2,
            "{players} players: AI {ai:.3} vs random {others:.3} per round"
        );
    }
}

// --- Locale ----------------------------------------------------------------------------

/// A small stand-in for the localizer: formats texts with the English files and fails on
/// any missing message or variable.
/// Renders texts in English, failing on any missing message or variable.
struct English;

impl English {
    fn new() -> English {
        English
    }

    fn format(&self, text: &Text) -> String {
        crate::i18n::Localizer::global()
            .try_render(crate::i18n::Lang::En, text, &|s| format!("Player {s}"))
            .unwrap_or_else(|e| panic!("{e}"))
    }
}

#[test]
fn english_messages_cover_everything_shown() {
    let en = English::new();
    assert_eq!(en.format(&Text::new("boast-name")), "Boast or Nothing");
    assert_eq!(en.format(&present::card_label(card("r7"))), "red 7");
    assert!(en.format(&Text::new("boast-notation-hint")).contains("r7"));
    let mut texts: Vec<Text> = Vec::new();
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    for (players, hidden, tiebreak) in [
        (3, false, Tiebreak::Shared),
        (4, true, Tiebreak::PlayOn),
        (5, false, Tiebreak::PlayOn),
    ] {
        let mut g = game(
            players,
            BoastOptions {
                hidden_leftovers: hidden,
                tiebreak,
            },
        );
        texts.extend(Boast::describe_view(&g.view(Viewer::Public)).table);
        let mut notices: Vec<Notice> = Vec::new();
        let mut events = Vec::new();
        while g.actors() != Actors::Over {
            events.clear();
            match g.actors() {
                Actors::Chance => {
                    let d = g.sample_chance(&mut rng);
                    g.apply_chance(&d, &mut events).unwrap();
                }
                Actors::Seats(seats) => {
                    let seat = seats.iter().next().unwrap();
                    let mv = g.ai_move(seat, &mut rng).unwrap();
                    texts.push(g.move_label(&mv));
                    g.apply_move(seat, &mv, &mut events).unwrap();
                    for v in [Viewer::Public, Viewer::Seat(seat)] {
                        let view = Boast::describe_view(&g.view(v));
                        texts.extend(view.table);
                        texts.extend(view.private);
                    }
                }
                Actors::Over => {}
            }
            for e in &events {
                g.describe_event(e, &mut notices);
            }
        }
        texts.extend(notices.into_iter().map(|n| n.text));
        texts.extend(Boast::describe_view(&g.view(Viewer::Seat(Seat(0)))).table);
        // Events a random game may not reach.
        let mut notices = Vec::new();
        let both: SeatSet = [Seat(0), Seat(1)].into_iter().collect();
        for e in [
            Event::PlayOn { tied: both },
            Event::StillTied {
                leaders: both,
                points: 6,
            },
            Event::GameOver {
                winners: both,
                shared: true,
            },
            Event::GameOver {
                winners: SeatSet::one(Seat(1)),
                shared: false,
            },
            Event::ReachedTop {
                seats: SeatSet::one(Seat(1)),
            },
            Event::ReachedTop { seats: both },
        ] {
            g.describe_event(&e, &mut notices);
        }
        texts.extend(notices.into_iter().map(|n| n.text));
    }
    for illegal in [
        Illegal::NotInHand { card: Card::ESCAPE },
        Illegal::MustFollow { colour: Red },
    ] {
        texts.push(present::illegal_text(&illegal));
    }
    let mut ids = std::collections::BTreeSet::new();
    for text in &texts {
        let line = en.format(text);
        assert!(!line.contains('{'), "{line}");
        ids.insert(text.id);
    }
    for id in [
        "boast-round-started",
        "boast-tower",
        "boast-card-played",
        "boast-trick-won",
        "boast-trick-won-by-tower",
        "boast-tower-moved",
        "boast-round-ended",
        "boast-your-hand",
        "boast-view-hand",
        "boast-view-trick",
        "boast-view-last-trick",
        "boast-view-leftovers-hidden",
        "boast-view-winner",
        "boast-play-on",
        "boast-still-tied",
        "boast-game-shared",
        "boast-game-won",
    ] {
        assert!(ids.contains(id), "{id} never shown");
    }
}

#[test]
fn english_plurals() {
    let en = English::new();
    let trick = |n: i64| {
        en.format(
            &Text::new("boast-trick-won")
                .arg("player", Seat(0))
                .arg("card", present::card_label(Card::ESCAPE))
                .arg("count", n),
        )
    };
    assert!(trick(1).contains("one trick"));
    assert!(trick(3).contains("3 tricks"));
}
