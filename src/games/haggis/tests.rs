//! Rule tests, one or more per rule of `shared/rules/haggis.md`; each test name starts
//! with the rule id it checks (`hg_10_7_…` for item 7 of the HG-10 checklist).
//!
//! Situations are set up with hand-built deals applied through `apply_chance`; tests of
//! the end of a hand then cut the hands down to the few cards that matter.

use super::cards::{Card, Wild};
use super::combination::{classify, Bomb, Reading};
use super::rules::{choose_reading, haggis_size, later_leader, value};
use super::scoring::{bet_points, standing, Standing};
use super::*;
use crate::engine::{Audience, GameKind, Kind, MoveError};
use crate::games::colour::Colour;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn cards(s: &str) -> Cards {
    s.split_whitespace()
        .map(|w| w.parse::<Card>().unwrap_or_else(|_| panic!("card {w}")))
        .collect()
}

fn mv(s: &str) -> Move {
    s.parse().unwrap_or_else(|_| panic!("move {s}"))
}

fn options(capture: BombCapture, bonus: FirstOutBonus) -> HaggisOptions {
    HaggisOptions {
        target: Target::Short,
        bomb_capture: capture,
        first_out_bonus: bonus,
    }
}

/// A deal where seat `i` holds `fixed[i]` plus naturals from the rest of the deck in
/// canonical order up to 14; the Haggis gets what is left.
fn deal(players: usize, fixed: &[&str], leader: Option<u8>) -> Deal {
    let mut rest = fixed.iter().fold(Cards::deck_naturals(players), |deck, f| {
        deck.difference(cards(f))
    });
    let hands = (0..players)
        .map(|s| {
            let mut hand = fixed.get(s).map_or(Cards::EMPTY, |f| cards(f));
            let more: Vec<Card> = rest.iter().take(14 - hand.len()).collect();
            for card in more {
                hand.insert(card);
                rest.remove(card);
            }
            hand
        })
        .collect();
    Deal {
        hands,
        haggis: rest,
        leader: leader.map(Seat),
    }
}

fn dealt_with(options: HaggisOptions, players: usize, fixed: &[&str], leader: u8) -> Haggis {
    let mut g = Haggis::new(players, &options).unwrap();
    g.apply_chance(&deal(players, fixed, Some(leader)), &mut Vec::new())
        .unwrap();
    g
}

fn dealt(players: usize, fixed: &[&str], leader: u8) -> Haggis {
    dealt_with(HaggisOptions::default(), players, fixed, leader)
}

/// Cuts the hands down to exactly these cards (wilds only when listed).
fn set_hands(g: &mut Haggis, hands: &[&str]) {
    for (s, h) in hands.iter().enumerate() {
        g.hands[s] = cards(h);
    }
}

fn play(g: &mut Haggis, seat: u8, s: &str) -> Vec<Event> {
    let mut events = Vec::new();
    g.apply_move(Seat(seat), &mv(s), &mut events)
        .unwrap_or_else(|e| panic!("seat {} {s}: {e:?}", seat + 1));
    events
}

/// The reason `s` is refused for `seat`; checks that nothing changed.
fn refused(g: &mut Haggis, seat: u8, s: &str) -> Illegal {
    let before = g.clone();
    let mut events = Vec::new();
    match g.apply_move(Seat(seat), &mv(s), &mut events) {
        Err(MoveError::Illegal(why)) => {
            assert_eq!(*g, before, "{s} changed the game");
            assert!(events.is_empty());
            why
        }
        other => panic!(
            "seat {} {s}: expected an illegal move, got {other:?}",
            seat + 1
        ),
    }
}

fn legal(g: &Haggis, seat: u8) -> Vec<Move> {
    let mut out = Vec::new();
    g.legal_moves(Seat(seat), &mut out);
    out
}

fn actors(g: &Haggis) -> Vec<Seat> {
    match g.actors() {
        Actors::Seats(set) => set.iter().collect(),
        other => panic!("expected seats, got {other:?}"),
    }
}

/// The (winner, receiver, card count) of the trick taken in `events`.
fn taken(events: &[Event]) -> Option<(Seat, Seat, u8)> {
    events.iter().find_map(|e| match *e {
        Event::TrickTaken {
            winner,
            receiver,
            count,
            ..
        } => Some((winner, receiver, count)),
        _ => None,
    })
}

fn scored(events: &[Event]) -> Vec<HandScore> {
    events
        .iter()
        .find_map(|e| match e {
            Event::HandScored { rows, .. } => Some(rows.clone()),
            _ => None,
        })
        .expect("the hand was scored")
}

fn played_reading(events: &[Event]) -> Reading {
    events
        .iter()
        .find_map(|e| match e {
            Event::Played { reading, .. } => Some(*reading),
            _ => None,
        })
        .expect("a play")
}

const BETS: [Move; 3] = [
    Move::Bet(Bet::None),
    Move::Bet(Bet::Little),
    Move::Bet(Bet::Big),
];

fn blue(c: Cards) -> usize {
    c.iter()
        .filter(|k| {
            matches!(
                k,
                Card::Natural {
                    colour: Colour::Blue,
                    ..
                }
            )
        })
        .count()
}

// HG-1, HG-2.1: components and the deal.

#[test]
fn hg_1_deck_and_haggis_sizes_and_two_players_play_without_blue() {
    assert_eq!(Cards::deck_naturals(2).len(), 36);
    assert_eq!(Cards::deck_naturals(3).len(), 45);
    assert_eq!(haggis_size(2), 8);
    assert_eq!(haggis_size(3), 3);
    assert_eq!(blue(Cards::deck_naturals(2)), 0);
    assert_eq!(blue(Cards::deck_naturals(3)), 9);
    for players in [2, 3] {
        let mut g = Haggis::new(players, &HaggisOptions::default()).unwrap();
        let d = g.sample_chance(&mut ChaCha8Rng::seed_from_u64(players as u64));
        g.apply_chance(&d, &mut Vec::new()).unwrap();
        let mut all = g.haggis();
        for s in Seat::all(players) {
            assert_eq!(g.hand(s).len(), 17, "14 naturals plus J, Q, K");
            assert_eq!(g.hand(s).wilds(), Cards::all_wilds());
            all = all.union(g.hand(s).naturals());
        }
        assert_eq!(g.haggis().len(), haggis_size(players));
        assert_eq!(all, Cards::deck_naturals(players));
    }
}

#[test]
fn hg_2_1_deals_that_do_not_fit_are_refused() {
    let g = Haggis::new(3, &HaggisOptions::default()).unwrap();
    let good = deal(3, &[], Some(0));
    let first = |c: Cards| c.iter().next().unwrap();
    let mut bad = Vec::new();
    let mut missing_hand = good.clone();
    missing_hand.hands.pop();
    bad.push(missing_hand);
    let mut fifteen = good.clone();
    let card = first(fifteen.haggis);
    fifteen.haggis.remove(card);
    fifteen.hands[0].insert(card);
    bad.push(fifteen);
    let mut twice = good.clone();
    let card = first(twice.hands[1]);
    let card0 = first(twice.hands[0]);
    twice.hands[0].remove(card0);
    twice.hands[0].insert(card);
    bad.push(twice);
    let mut wild = good.clone();
    let card0 = first(wild.hands[0]);
    wild.hands[0].remove(card0);
    wild.hands[0].insert(Card::Wild(Wild::Jack));
    bad.push(wild);
    bad.push(Deal {
        leader: None,
        ..good.clone()
    });
    bad.push(Deal {
        leader: Some(Seat(3)),
        ..good.clone()
    });
    for d in &bad {
        let mut h = g.clone();
        assert!(h.apply_chance(d, &mut Vec::new()).is_err(), "{d:?}");
        assert_eq!(h, g);
    }
    // Blue is not played with 2 players.
    let mut two = deal(2, &[], Some(0));
    let card0 = first(two.hands[0]);
    two.hands[0].remove(card0);
    two.hands[0].insert(first(cards("b5")));
    let mut h = Haggis::new(2, &HaggisOptions::default()).unwrap();
    assert!(h.apply_chance(&two, &mut Vec::new()).is_err());
    // A later deal does not draw the leader.
    let mut h = dealt(2, &["r2"], 0);
    set_hands(&mut h, &["r2", "o3"]);
    play(&mut h, 0, "r2");
    assert_eq!(h.actors(), Actors::Chance);
    assert!(h
        .apply_chance(&deal(2, &[], Some(0)), &mut Vec::new())
        .is_err());
    assert!(h.apply_chance(&deal(2, &[], None), &mut Vec::new()).is_ok());
}

#[test]
fn hg_2_1_the_deal_record_is_readable_json() {
    let d = deal(2, &["r2 r3"], Some(1));
    let json = serde_json::to_value(&d).unwrap();
    assert_eq!(json["leader"], 1);
    assert_eq!(json["hands"][0][0], "r2");
    assert_eq!(json["haggis"].as_array().unwrap().len(), 8);
    assert_eq!(serde_json::from_value::<Deal>(json).unwrap(), d);
    let later = Deal { leader: None, ..d };
    assert!(serde_json::to_value(&later)
        .unwrap()
        .get("leader")
        .is_none());
}

#[test]
fn hg_2_1_each_player_learns_their_hand_privately() {
    let mut g = Haggis::new(3, &HaggisOptions::default()).unwrap();
    let mut events = Vec::new();
    g.apply_chance(&deal(3, &[], Some(1)), &mut events).unwrap();
    let mut notices = Vec::new();
    for e in &events {
        g.describe_event(e, &mut notices);
    }
    let public: Vec<_> = notices
        .iter()
        .filter(|n| n.to == Audience::Everyone)
        .collect();
    assert_eq!(public.len(), 1);
    assert_eq!(public[0].text.id, "haggis-dealt-random");
    for s in 0..3 {
        let private: Vec<_> = notices
            .iter()
            .filter(|n| n.to == Audience::Seat(Seat(s)))
            .collect();
        assert_eq!(private.len(), 1);
        assert_eq!(private[0].text.id, "haggis-your-hand-wilds");
    }
}

// HG-2.2: who leads.

#[test]
fn hg_2_2_the_first_hand_is_led_by_the_drawn_player() {
    let g = dealt(3, &[], 2);
    assert_eq!(g.turn(), Some(Seat(2)));
    let fresh = Haggis::new(3, &HaggisOptions::default()).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let leaders: Vec<Option<Seat>> = (0..30)
        .map(|_| fresh.sample_chance(&mut rng).leader)
        .collect();
    assert!(leaders.iter().all(Option::is_some));
    for s in 0..3 {
        assert!(leaders.contains(&Some(Seat(s))), "seat {s} is never drawn");
    }
}

#[test]
fn hg_2_2_later_hands_the_lowest_total_leads_ties_clockwise_after_the_first_out() {
    assert_eq!(later_leader(&[10, 5, 20], Seat(0)), Seat(1));
    assert_eq!(later_leader(&[10, 5, 5], Seat(0)), Seat(1));
    assert_eq!(later_leader(&[10, 5, 5], Seat(1)), Seat(2));
    assert_eq!(later_leader(&[5, 5, 10], Seat(1)), Seat(0));
    assert_eq!(later_leader(&[5, 5, 5], Seat(0)), Seat(1));
    assert_eq!(later_leader(&[5, 5, 5], Seat(2)), Seat(0));
    // 2 players: on a tie the previous hand's loser leads (the rulebook's rule).
    assert_eq!(later_leader(&[7, 7], Seat(0)), Seat(1));
    assert_eq!(later_leader(&[7, 7], Seat(1)), Seat(0));
}

#[test]
fn hg_2_2_the_next_deal_is_led_by_the_lowest_total() {
    // A 2-player hand where seat 0 goes out first with 5 points: seat 1 leads next.
    let mut g = dealt(2, &["r2"], 0);
    set_hands(&mut g, &["r2", "o4"]);
    g.haggis = cards("y2 y4 y6 y8 y10 g2 g4 g6");
    play(&mut g, 0, "r2");
    assert_eq!(g.scores(), vec![5, 0]);
    let mut events = Vec::new();
    g.apply_chance(&deal(2, &[], None), &mut events).unwrap();
    assert!(matches!(
        events[0],
        Event::Dealt {
            hand: 2,
            leader: Seat(1),
            random_leader: false,
            ..
        }
    ));
    assert_eq!(g.turn(), Some(Seat(1)));
    // Tied totals: the first tied player after the last first-out leads.
    g.scores = vec![5, 5];
    g.phase = Phase::Dealing;
    g.previous_first_out = Some(Seat(1));
    g.apply_chance(&deal(2, &[], None), &mut Vec::new())
        .unwrap();
    assert_eq!(g.turn(), Some(Seat(0)));
}

// HG-3: bets.

#[test]
fn hg_3_every_player_may_bet_before_playing_even_out_of_turn() {
    let mut g = dealt(3, &["r2"], 0);
    // Only the seat on turn is waited for: a bet is optional.
    assert_eq!(actors(&g), vec![Seat(0)]);
    // A seat that is not on turn may only bet.
    assert_eq!(legal(&g, 1), BETS.to_vec());
    // The seat on turn sees the bets first, then its plays.
    let own = legal(&g, 0);
    assert_eq!(own[..3], BETS);
    assert!(own[3..].iter().all(|m| matches!(m, Move::Play { .. })));
    let events = play(&mut g, 2, "bet little");
    assert_eq!(
        events,
        vec![Event::Bet {
            seat: Seat(2),
            bet: Bet::Little
        }]
    );
    assert_eq!(g.bet(Seat(2)), Some(Bet::Little));
    assert_eq!(actors(&g), vec![Seat(0)]);
    assert_eq!(legal(&g, 1), BETS.to_vec());
    assert!(legal(&g, 2).is_empty());
}

#[test]
fn hg_3_hg_10_14_a_bet_is_irrevocable_and_only_before_the_first_card_play() {
    let mut g = dealt(3, &["r2 r3", "o4", "y5"], 0);
    play(&mut g, 1, "bet none");
    assert_eq!(
        refused(&mut g, 1, "bet big"),
        Illegal::AlreadyBet { bet: Bet::None }
    );
    play(&mut g, 0, "r2");
    assert_eq!(refused(&mut g, 0, "bet little"), Illegal::BetAfterPlay);
    // Passing keeps the right to bet: seat 2 passes twice, then bets.
    play(&mut g, 1, "pass");
    play(&mut g, 2, "pass");
    play(&mut g, 0, "r3");
    play(&mut g, 1, "pass");
    play(&mut g, 2, "pass");
    assert_eq!(legal(&g, 2), BETS.to_vec());
    play(&mut g, 2, "bet big");
    assert_eq!(g.bet(Seat(2)), Some(Bet::Big));
    assert!(legal(&g, 2).is_empty());
}

#[test]
fn hg_3_betting_closes_for_everyone_once_a_player_is_out() {
    let mut g = dealt(3, &[], 0);
    set_hands(&mut g, &["r2", "o3 o4", "y4 y5"]);
    play(&mut g, 0, "r2");
    assert_eq!(g.out(), &[Seat(0)]);
    assert_eq!(actors(&g), vec![Seat(1)]);
    assert_eq!(refused(&mut g, 2, "bet little"), Illegal::BettingClosed);
    assert_eq!(legal(&g, 1)[0], Move::Pass);
}

#[test]
fn hg_3_hg_10_15_the_rulebook_example_and_failed_bets() {
    use Bet::{Big, Little};
    // A and B bet 15, C does not; A goes out first.
    let bets = [Some(Little), Some(Little), None];
    assert_eq!(bet_points(&bets, Seat(0)), vec![30, 0, 15]);
    // C goes out first instead.
    assert_eq!(bet_points(&bets, Seat(2)), vec![0, 0, 30]);
    // `bet none` counts as no bet.
    let with_none = [Some(Little), Some(Little), Some(Bet::None)];
    assert_eq!(bet_points(&with_none, Seat(0)), vec![30, 0, 15]);
    // 2 players: a failed bet goes to the opponent; nothing is ever negative.
    assert_eq!(bet_points(&[Some(Big), None], Seat(1)), vec![0, 30]);
    assert_eq!(bet_points(&[Some(Little), Some(Big)], Seat(0)), vec![45, 0]);
    assert_eq!(bet_points(&[Some(Little), Some(Big)], Seat(1)), vec![0, 45]);
}

#[test]
fn hg_3_the_ai_bets_at_its_first_chance_so_the_game_never_waits_for_it() {
    let g = dealt(3, &[], 0);
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    for s in 0..3 {
        let choice = g.ai_move(Seat(s), &mut rng).unwrap();
        assert!(matches!(choice, Move::Bet(_)), "seat {s}: {choice}");
    }
    // Once everyone bet, only the leader acts.
    let mut g = g;
    for s in 0..3 {
        let choice = g.ai_move(Seat(s), &mut rng).unwrap();
        g.apply_move(Seat(s), &choice, &mut Vec::new()).unwrap();
    }
    assert_eq!(actors(&g), vec![Seat(0)]);
}

// HG-5: trick play.

#[test]
fn hg_5_1_hg_10_19_the_leader_must_play_and_followers_may_pass() {
    let mut g = dealt(3, &["r2"], 0);
    assert_eq!(refused(&mut g, 0, "pass"), Illegal::CannotPassOnLead);
    assert!(!legal(&g, 0).contains(&Move::Pass));
    assert!(legal(&g, 0).len() > 3, "any single card is a lead");
    play(&mut g, 0, "r2");
    let follow = legal(&g, 1);
    assert_eq!(follow[..4], [BETS[0], BETS[1], BETS[2], Move::Pass]);
    assert!(g.always_offered(&Move::Pass));
    assert!(!g.always_offered(&follow[4]));
}

#[test]
fn hg_5_2_hg_10_17_hg_10_18_a_follow_beats_with_the_same_shape() {
    let mut g = dealt(3, &["r5 o5", "y4 g4 g6 y6 b6 y3 g3 y8 g8", "y7 g7 o7"], 0);
    play(&mut g, 0, "r5 o5");
    let pair5 = Reading::Set { size: 2, value: 5 };
    assert_eq!(refused(&mut g, 1, "y4 g4"), Illegal::TooLow { top: pair5 });
    assert_eq!(
        refused(&mut g, 1, "g6 y6 b6"),
        Illegal::WrongShape { top: pair5 }
    );
    // A run of pairs has 4 cards, not 2: another shape.
    assert_eq!(
        refused(&mut g, 1, "y3 g3 y4 g4"),
        Illegal::WrongShape { top: pair5 }
    );
    assert_eq!(
        refused(&mut g, 1, "r5"),
        Illegal::NotInHand { cards: cards("r5") }
    );
    play(&mut g, 1, "g6 y6");
    play(&mut g, 2, "pass");
    play(&mut g, 0, "pass");
    assert_eq!(g.trick().plays().len(), 0, "the pair of 6s won");
    assert_eq!(g.turn(), Some(Seat(1)));
    // After a bomb only a higher bomb follows.
    play(&mut g, 1, "j q");
    let bomb = Reading::Bomb(Bomb::JackQueen);
    assert_eq!(
        refused(&mut g, 2, "y7 g7"),
        Illegal::NeedsBomb { top: bomb }
    );
    let answers = legal(&g, 2);
    assert_eq!(answers[3], Move::Pass);
    for m in &answers[4..] {
        let Move::Play { cards, declared } = *m else {
            panic!("{m}")
        };
        let r = choose_reading(cards, declared, Some(bomb)).unwrap();
        assert!(matches!(r, Reading::Bomb(b) if b > Bomb::JackQueen), "{m}");
    }
    play(&mut g, 2, "j q k");
}

#[test]
fn hg_5_2_declared_readings_and_the_engine_s_choice() {
    let mut g = dealt(3, &["r5"], 0);
    let events = play(&mut g, 0, "r5 j q as set");
    assert_eq!(played_reading(&events), Reading::Set { size: 3, value: 5 });
    let mut g = dealt(3, &["r5"], 0);
    let events = play(&mut g, 0, "r5 j q as run");
    assert_eq!(
        played_reading(&events),
        Reading::Run {
            width: 1,
            length: 3,
            top: 7
        }
    );
    // Undeclared, the leader gets the highest reading: the run up to 7.
    let mut g = dealt(3, &["r5"], 0);
    let events = play(&mut g, 0, "r5 j q");
    assert_eq!(
        played_reading(&events),
        Reading::Run {
            width: 1,
            length: 3,
            top: 7
        }
    );
    // A declaration the cards cannot fit; cards that are no combination.
    let mut g = dealt(3, &["r5 o6"], 0);
    assert!(matches!(
        refused(&mut g, 0, "r5 j q as run x2"),
        Illegal::NotAsDeclared { .. }
    ));
    assert_eq!(
        refused(&mut g, 0, "r5 o6"),
        Illegal::NotACombination {
            cards: cards("r5 o6")
        }
    );
}

#[test]
fn hg_5_2_following_the_engine_picks_the_best_reading_that_beats() {
    // On the run 4-6, o5 j q is neither three 5s (another shape) nor the run 3-5 or 4-6
    // (not higher): it is the run 5-7.
    let mut g = dealt(3, &["r4 r5 r6", "o5"], 0);
    play(&mut g, 0, "r4 r5 r6");
    let events = play(&mut g, 1, "o5 j q");
    assert_eq!(
        played_reading(&events),
        Reading::Run {
            width: 1,
            length: 3,
            top: 7
        }
    );
}

#[test]
fn hg_5_3_with_two_players_a_single_pass_ends_the_trick() {
    let mut g = dealt(2, &["r2", "o3"], 0);
    play(&mut g, 0, "r2");
    let events = play(&mut g, 1, "pass");
    assert_eq!(taken(&events), Some((Seat(0), Seat(0), 1)));
    assert!(events.contains(&Event::Leads { seat: Seat(0) }));
    assert_eq!(g.turn(), Some(Seat(0)));
    assert_eq!(g.captured(Seat(0)).len(), 1);
}

#[test]
fn hg_5_3_hg_10_9_three_players_may_play_again_after_passing() {
    // The rulebook's trick: A pair of 5s, B 8s, C passes, A 9s with a J, B passes, C
    // 10s, A and B pass: C takes eight cards and leads.
    let mut g = dealt(3, &["r5 o5 r9", "g8 y8", "o10 b10"], 0);
    play(&mut g, 0, "r5 o5");
    play(&mut g, 1, "g8 y8");
    play(&mut g, 2, "pass");
    play(&mut g, 0, "r9 j");
    play(&mut g, 1, "pass");
    assert_eq!(g.turn(), Some(Seat(2)));
    play(&mut g, 2, "o10 b10");
    play(&mut g, 0, "pass");
    assert_eq!(g.trick().passes(), 1);
    let events = play(&mut g, 1, "pass");
    assert_eq!(taken(&events), Some((Seat(2), Seat(2), 8)));
    assert_eq!(g.turn(), Some(Seat(2)));
    // The J went into C's pile; C holds its own J still.
    assert_eq!(g.captured(Seat(2)).wild_count(Wild::Jack), 1);
}

#[test]
fn hg_5_4_a_bomb_won_trick_goes_to_the_player_before_the_bomb() {
    // The rule help's example: C leads y3-y6, A g5-g8, B bombs J+Q+K; A gets the cards.
    let mut g = dealt(3, &["g5 g6 g7 g8", "", "y3 y4 y5 y6"], 2);
    play(&mut g, 2, "y3 y4 y5 y6");
    play(&mut g, 0, "g5 g6 g7 g8");
    play(&mut g, 1, "j q k");
    play(&mut g, 2, "pass");
    let events = play(&mut g, 0, "pass");
    assert_eq!(taken(&events), Some((Seat(1), Seat(0), 11)));
    assert_eq!(g.captured(Seat(1)).len(), 0);
    // The bomber leads the next trick.
    assert_eq!(g.turn(), Some(Seat(1)));
}

#[test]
fn hg_10_8_bomb_over_bomb_the_previous_bomber_receives() {
    let mut g = dealt(3, &["r2"], 0);
    play(&mut g, 0, "r2");
    play(&mut g, 1, "j q");
    play(&mut g, 2, "j q k");
    play(&mut g, 0, "pass");
    let events = play(&mut g, 1, "pass");
    assert_eq!(taken(&events), Some((Seat(2), Seat(1), 6)));
    assert_eq!(g.turn(), Some(Seat(2)));
}

#[test]
fn hg_10_7_an_unanswered_led_bomb_goes_to_the_right_hand_neighbour() {
    let mut g = dealt(3, &[], 1);
    play(&mut g, 1, "j q");
    play(&mut g, 2, "pass");
    let events = play(&mut g, 0, "pass");
    assert_eq!(taken(&events), Some((Seat(1), Seat(0), 2)));
    // 2 players: the opponent.
    let mut g = dealt(2, &[], 1);
    play(&mut g, 1, "j k");
    let events = play(&mut g, 0, "pass");
    assert_eq!(taken(&events), Some((Seat(1), Seat(0), 2)));
    // Seat 0 is the right-hand neighbour of seat 1 even when it is already out.
    let mut g = dealt(3, &[], 0);
    set_hands(&mut g, &["r2", "j q r3", "y4 y5"]);
    play(&mut g, 0, "r2");
    play(&mut g, 1, "pass");
    play(&mut g, 2, "pass");
    assert_eq!(g.turn(), Some(Seat(1)), "seat 0 is out, so seat 1 leads");
    play(&mut g, 1, "j q");
    let events = play(&mut g, 2, "pass");
    assert_eq!(taken(&events), Some((Seat(1), Seat(0), 2)));
    assert_eq!(g.captured(Seat(0)).wild_count(Wild::Queen), 1);
}

#[test]
fn hg_5_4_with_winner_chooses_the_bomber_gives_the_trick_away() {
    let mut g = dealt_with(
        options(BombCapture::WinnerChooses, FirstOutBonus::None),
        3,
        &["r2"],
        0,
    );
    play(&mut g, 0, "r2");
    play(&mut g, 1, "j q");
    play(&mut g, 2, "pass");
    let events = play(&mut g, 0, "pass");
    assert!(events.contains(&Event::MustGive { bomber: Seat(1) }));
    assert_eq!(taken(&events), None);
    // Seat 2 only passed, so it may still bet meanwhile; only the bomber is waited for.
    assert_eq!(actors(&g), vec![Seat(1)]);
    assert_eq!(legal(&g, 1), vec![Move::Give(Seat(0)), Move::Give(Seat(2))]);
    assert_eq!(legal(&g, 2), BETS.to_vec());
    assert_eq!(
        refused(&mut g, 2, "give 1"),
        Illegal::NotYourDecision { bomber: Seat(1) }
    );
    assert_eq!(
        refused(&mut g, 1, "give 2"),
        Illegal::NotAnOpponent { seat: Seat(1) }
    );
    assert_eq!(refused(&mut g, 1, "r3"), Illegal::GiveFirst);
    let events = play(&mut g, 1, "give 3");
    assert_eq!(taken(&events), Some((Seat(1), Seat(2), 3)));
    assert_eq!(g.turn(), Some(Seat(1)));
    assert_eq!(refused(&mut g, 1, "give 1"), Illegal::NothingToGive);
    // With 2 players the option changes nothing.
    let mut g = dealt_with(
        options(BombCapture::WinnerChooses, FirstOutBonus::None),
        2,
        &[],
        1,
    );
    play(&mut g, 1, "j q");
    let events = play(&mut g, 0, "pass");
    assert_eq!(taken(&events), Some((Seat(1), Seat(0), 2)));
}

#[test]
fn hg_5_5_hg_10_10_a_winner_who_is_out_is_replaced_by_the_next_player_left() {
    let mut g = dealt(3, &[], 2);
    set_hands(&mut g, &["o3 o4", "y4 y5", "r9"]);
    play(&mut g, 2, "r9");
    assert_eq!(g.out(), &[Seat(2)]);
    // Both remaining players must pass for the player who went out to win the trick.
    play(&mut g, 0, "pass");
    assert_eq!(g.turn(), Some(Seat(1)));
    let events = play(&mut g, 1, "pass");
    assert_eq!(taken(&events), Some((Seat(2), Seat(2), 1)));
    assert!(events.contains(&Event::Leads { seat: Seat(0) }));
    // Later tricks are between the two players left: one pass ends them.
    play(&mut g, 0, "o3");
    let events = play(&mut g, 1, "pass");
    assert_eq!(taken(&events), Some((Seat(0), Seat(0), 1)));
}

// HG-6: the end of a hand.

#[test]
fn hg_6_1_two_players_the_hand_ends_when_one_goes_out() {
    let mut g = dealt(2, &[], 0);
    set_hands(&mut g, &["r2", "o3 o4"]);
    let events = play(&mut g, 0, "r2");
    assert!(events.iter().any(|e| matches!(e, Event::HandEnded { .. })));
    assert_eq!(g.actors(), Actors::Chance);
}

#[test]
fn hg_6_1_hg_6_2_hg_10_12_three_players_the_second_out_ends_the_hand_and_takes_the_trick() {
    let mut g = dealt(3, &[], 0);
    set_hands(&mut g, &["r2", "o9", "y3 y4"]);
    g.haggis = cards("b2 b4 b6");
    play(&mut g, 0, "r2");
    assert_eq!(g.actors(), Actors::Seats(SeatSet::one(Seat(1))));
    play(&mut g, 1, "pass");
    play(&mut g, 2, "y3");
    // B goes out on C's card: the trick is B's at once, C gets no answer.
    let events = play(&mut g, 1, "o9");
    assert_eq!(taken(&events), Some((Seat(1), Seat(1), 3)));
    let rows = scored(&events);
    // A: 5 × 2 for going out, then y4 and the Haggis (no points).
    assert_eq!(rows[0].going_out, 10);
    assert_eq!(rows[0].cards, 0);
    // B: 5 × 1 (C's last card), and y3 + o9 captured.
    assert_eq!(rows[1].going_out, 5);
    assert_eq!(rows[1].cards, 2);
    assert_eq!(rows[2], HandScore::default());
    assert_eq!(g.scores(), vec![10, 7, 0]);
}

#[test]
fn hg_10_11_going_out_with_a_bomb_gives_the_last_trick_away() {
    let mut g = dealt(3, &[], 0);
    set_hands(&mut g, &["r2", "j q", "y3 y4"]);
    play(&mut g, 0, "r2");
    play(&mut g, 1, "pass");
    play(&mut g, 2, "y3");
    let events = play(&mut g, 1, "j q");
    assert_eq!(taken(&events), Some((Seat(1), Seat(2), 4)));
    let rows = scored(&events);
    // C keeps the trick (y3 1, J 2, Q 3); its last card goes to A.
    assert_eq!(rows[2].cards, 6);
    assert_eq!(rows[1].cards, 0);
}

#[test]
fn hg_6_3_hg_6_4_hg_10_13_going_out_counts_the_biggest_hand_wilds_included() {
    let mut g = dealt(3, &[], 0);
    set_hands(&mut g, &["r2", "o3 j q k", "y6 y4"]);
    g.haggis = cards("b2 b3 b4");
    let events = play(&mut g, 0, "r2");
    assert!(events.contains(&Event::WentOut {
        seat: Seat(0),
        place: 1,
        counted: 4,
        points: 20,
        bonus: 0,
    }));
    play(&mut g, 1, "pass");
    play(&mut g, 2, "pass");
    play(&mut g, 1, "o3");
    play(&mut g, 2, "y4");
    play(&mut g, 1, "j");
    play(&mut g, 2, "pass");
    // B leads the Q, C cannot answer, and B goes out with the K while C holds y6.
    play(&mut g, 1, "q");
    play(&mut g, 2, "pass");
    let events = play(&mut g, 1, "k");
    let remaining = events.iter().find_map(|e| match e {
        Event::HandEnded {
            first_out,
            last,
            remaining,
            haggis,
            ..
        } => Some((*first_out, *last, *remaining, *haggis)),
        _ => None,
    });
    assert_eq!(
        remaining,
        Some((Seat(0), Some(Seat(2)), cards("y6"), cards("b2 b3 b4")))
    );
    // A's pile: r2 (the first trick), y6 and the Haggis.
    assert_eq!(g.captured(Seat(0)).len(), 5);
    assert_eq!(scored(&events)[0].cards, 1);
    assert!(g.haggis().is_empty());
}

#[test]
fn hg_6_4_the_first_out_bonus_option() {
    for (bonus, points) in [(FirstOutBonus::None, 10), (FirstOutBonus::Five, 15)] {
        let mut g = dealt_with(options(BombCapture::Auto, bonus), 2, &[], 0);
        set_hands(&mut g, &["r2", "o4 o6"]);
        let events = play(&mut g, 0, "r2");
        assert_eq!(scored(&events)[0].going_out, points);
    }
}

#[test]
fn hg_6_7_the_two_player_worked_example() {
    let mut g = dealt(2, &[], 0);
    play(&mut g, 0, "bet little");
    play(&mut g, 1, "bet big");
    set_hands(&mut g, &["r10", "k r7 o4 y9 g2"]);
    g.haggis = cards("y3 y5 y7 y2 y4 y6 y8 y10");
    let events = play(&mut g, 0, "r10");
    let rows = scored(&events);
    // Going out 5 × 5; B's hand K 5 + 7 + 9 = 7 and the Haggis 3; bets 15 + 30.
    assert_eq!(
        rows[0],
        HandScore {
            going_out: 25,
            cards: 10,
            bets: 45,
            total: 80
        }
    );
    assert_eq!(rows[1], HandScore::default());
    assert_eq!(g.scores(), vec![80, 0]);
}

#[test]
fn hg_6_7_the_three_player_worked_example_with_and_without_the_bonus() {
    for (bonus, a) in [(FirstOutBonus::None, 40), (FirstOutBonus::Five, 45)] {
        let mut g = dealt_with(options(BombCapture::Auto, bonus), 3, &[], 0);
        set_hands(
            &mut g,
            &["r2 y2", "o10 g10 o3 o4 o5 o6 o7 o8", "b9 g9 y3 g3 r4"],
        );
        g.haggis = cards("b2 b3 b4");
        // A goes out while B holds 8 cards and C 5.
        let events = play(&mut g, 0, "r2 y2");
        assert!(events.iter().any(|e| matches!(
            e,
            Event::WentOut { seat: Seat(0), counted: 8, points, .. } if *points == a
        )));
        play(&mut g, 1, "pass");
        play(&mut g, 2, "b9 g9");
        play(&mut g, 1, "o10 g10");
        play(&mut g, 2, "pass");
        // B goes out while C holds 3 cards: 15.
        let events = play(&mut g, 1, "o3 o4 o5 o6 o7 o8");
        let rows = scored(&events);
        assert_eq!(rows[0].going_out, a);
        assert_eq!(rows[1].going_out, 15);
        // C's y3 g3 r4 and the Haggis b2 b3 b4 go to A: 3 points.
        assert_eq!(rows[0].cards, 3);
        // B: b9 g9 from the first trick, o3 o5 o7 from the last.
        assert_eq!(rows[1].cards, 5);
        assert_eq!(rows[2], HandScore::default());
        assert_eq!(g.scores(), vec![a + 3, 20, 0]);
    }
}

// HG-7: the end of the game.

#[test]
fn hg_7_the_game_ends_after_a_hand_reaching_the_target() {
    assert_eq!(standing(&[250, 100], 250), Standing::Won(Seat(0)));
    assert_eq!(standing(&[249, 100, 0], 250), Standing::Below);
    assert_eq!(standing(&[240, 260, 255], 250), Standing::Won(Seat(1)));
    assert_eq!(
        standing(&[300, 10, 300], 250),
        Standing::Tied(vec![Seat(0), Seat(2)])
    );
    assert_eq!(standing(&[300, 10], Target::Long.points()), Standing::Below);
    let mut g = dealt(2, &[], 0);
    g.scores = vec![240, 100];
    set_hands(&mut g, &["r2", "o4 o6"]);
    g.haggis = cards("y2 y4 y6 y8 y10 g2 g4 g6");
    let events = play(&mut g, 0, "r2");
    assert_eq!(g.scores(), vec![250, 100]);
    assert!(events.contains(&Event::GameOver {
        winners: vec![Seat(0)],
        totals: vec![250, 100]
    }));
    assert_eq!(g.actors(), Actors::Over);
    assert_eq!(g.outcome().unwrap().winners, vec![Seat(0)]);
    assert!(matches!(
        g.apply_move(Seat(1), &Move::Pass, &mut Vec::new()),
        Err(MoveError::GameOver)
    ));
    // Playing to 350 the same hand does not end the game.
    let mut g = dealt_with(
        HaggisOptions {
            target: Target::Long,
            ..HaggisOptions::default()
        },
        2,
        &[],
        0,
    );
    g.scores = vec![240, 100];
    set_hands(&mut g, &["r2", "o4 o6"]);
    g.haggis = cards("y2 y4 y6 y8 y10 g2 g4 g6");
    play(&mut g, 0, "r2");
    assert_eq!(g.actors(), Actors::Chance);
}

#[test]
fn hg_7_hg_10_16_a_shared_top_plays_another_hand() {
    let mut g = dealt(2, &[], 0);
    g.scores = vec![245, 250];
    set_hands(&mut g, &["r2", "o4"]);
    g.haggis = cards("y2 y4 y6 y8 y10 g2 g4 g6");
    let events = play(&mut g, 0, "r2");
    assert!(events.contains(&Event::PlayOn {
        leaders: vec![Seat(0), Seat(1)],
        total: 250
    }));
    assert_eq!(g.actors(), Actors::Chance);
    assert_eq!(g.outcome(), None);
}

// The engine contract: refusals, move lists, views, texts and options.

#[test]
fn out_of_turn_and_illegal_moves_change_nothing() {
    let mut g = dealt(3, &["r2"], 0);
    let before = g.clone();
    let mut events = Vec::new();
    assert_eq!(
        g.apply_move(Seat(1), &mv("r3"), &mut events),
        Err(MoveError::NotYourTurn)
    );
    assert_eq!(
        g.apply_move(Seat(1), &Move::Pass, &mut events),
        Err(MoveError::NotYourTurn)
    );
    assert_eq!(
        g.apply_move(Seat(5), &mv("bet big"), &mut events),
        Err(MoveError::NotYourTurn)
    );
    assert!(events.is_empty());
    assert_eq!(g, before);
    let fresh = Haggis::new(2, &HaggisOptions::default()).unwrap();
    let mut h = fresh.clone();
    assert_eq!(
        h.apply_move(Seat(0), &Move::Pass, &mut events),
        Err(MoveError::NotYourTurn)
    );
    assert_eq!(h, fresh);
}

#[test]
fn legal_moves_come_most_useful_first_and_each_has_one_reading() {
    let mut g = dealt(3, &["r2 o2 y2 r3 r4 r5 g9", "o3 y3 g6 y6 o8 g8 o9"], 0);
    play(&mut g, 0, "bet none");
    let lead = legal(&g, 0);
    let key = |m: &Move, top: Option<Reading>| {
        let Move::Play { cards, declared } = *m else {
            panic!("{m}")
        };
        let r = choose_reading(cards, declared, top).unwrap();
        (
            matches!(r, Reading::Bomb(_)),
            !cards.wilds().is_empty(),
            cards.len(),
            value(r),
        )
    };
    let keys: Vec<_> = lead.iter().map(|m| key(m, None)).collect();
    for pair in keys.windows(2) {
        let (a, b) = (pair[0], pair[1]);
        assert!((a.0, a.1) <= (b.0, b.1), "bombs last, wilds after naturals");
        if (a.0, a.1) == (b.0, b.1) {
            assert!(
                a.2 > b.2 || (a.2 == b.2 && a.3 <= b.3),
                "{a:?} before {b:?}"
            );
        }
    }
    assert!(matches!(lead[0], Move::Play { cards, .. } if cards.wilds().is_empty()));
    // Every move names one reading, and no two moves are the same.
    let notations: std::collections::HashSet<String> =
        lead.iter().map(ToString::to_string).collect();
    assert_eq!(notations.len(), lead.len());
    for m in &lead {
        let Move::Play { cards, declared } = *m else {
            panic!("{m}")
        };
        let fitting = classify(cards)
            .into_iter()
            .filter(|r| declared.is_none_or(|d| r.fits(d)))
            .count();
        assert_eq!(fitting, 1, "{m} is ambiguous");
        assert_eq!(m.to_string().parse::<Move>().unwrap(), *m);
    }
    // Following: pass, then the cheapest, bombs last.
    play(&mut g, 0, "r2 o2 y2");
    play(&mut g, 1, "bet none");
    let follow = legal(&g, 1);
    assert_eq!(follow[0], Move::Pass);
    let top = Some(Reading::Set { size: 3, value: 2 });
    let keys: Vec<_> = follow[1..].iter().map(|m| key(m, top)).collect();
    for pair in keys.windows(2) {
        assert!(pair[0].0 <= pair[1].0, "bombs last");
        if pair[0].0 == pair[1].0 {
            assert!(pair[0].3 <= pair[1].3, "cheapest first");
        }
    }
    // The cheapest triple: two 3s and a wild card.
    let Move::Play {
        cards: cheapest, ..
    } = follow[1]
    else {
        panic!("{}", follow[1])
    };
    assert_eq!(cheapest.naturals(), cards("o3 y3"));
    assert_eq!(cheapest.wilds().len(), 1);
}

#[test]
fn views_show_the_own_hand_and_public_wilds_only() {
    let mut g = dealt(3, &["r2"], 0);
    play(&mut g, 0, "r2 j");
    let public = g.view(Viewer::Public);
    assert_eq!(public.hand, None);
    assert_eq!(public.seats[0].wilds, cards("q k"));
    assert_eq!(public.seats[1].wilds, Cards::all_wilds());
    assert_eq!(public.seats[0].cards, 15);
    assert!(public.seats[1].may_bet);
    assert!(!public.seats[0].may_bet);
    assert_eq!(public.trick.len(), 1);
    assert_eq!(public.turn, Some(Seat(1)));
    let text = Haggis::describe_view(&public);
    assert!(text.private.is_empty());
    assert!(text.table.iter().any(|t| t.id == "haggis-view-turn"));
    let own = g.view(Viewer::Seat(Seat(1)));
    assert_eq!(own.hand, Some(g.hand(Seat(1))));
    let text = Haggis::describe_view(&own);
    assert_eq!(text.private[0].id, "haggis-your-hand-wilds");
}

#[test]
fn move_labels_name_the_reading_and_the_cards() {
    let mut g = dealt(3, &["r5 o5"], 0);
    let label = g.move_label(&mv("r5 o5"));
    assert_eq!(label.id, "haggis-move-play");
    assert!(matches!(&label.args[0].1, crate::engine::Arg::Text(t) if t.id == "haggis-set"));
    assert_eq!(g.move_label(&Move::Pass).id, "haggis-move-pass");
    assert_eq!(g.move_label(&mv("bet little")).id, "haggis-move-bet-little");
    // RU5-34: the label says how many cards it plays, so a single is named by its card.
    let bomb = g.move_label(&mv("j q"));
    assert_eq!(bomb.id, "haggis-move-play");
    assert!(bomb.args.contains(&("count", crate::engine::Arg::Int(2))));
    play(&mut g, 0, "r5 o5");
    // Cards that do not beat the table still get a label.
    assert_eq!(g.move_label(&mv("r2")).id, "haggis-move-cards");
}

#[test]
fn options_are_read_from_key_value_pairs() {
    let kind = Kind::<Haggis>::new();
    let pairs = |p: &[(&str, &str)]| -> Vec<(String, String)> {
        p.iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    };
    let default = kind.parse_options(&[]).unwrap();
    assert_eq!(
        default,
        serde_json::json!({"target": 250, "bomb_capture": "auto", "first_out_bonus": 0})
    );
    let set = kind
        .parse_options(&pairs(&[
            ("target", "350"),
            ("bomb_capture", "winner_chooses"),
            ("first_out_bonus", "5"),
        ]))
        .unwrap();
    let read: HaggisOptions = serde_json::from_value(set).unwrap();
    assert_eq!(
        read,
        HaggisOptions {
            target: Target::Long,
            bomb_capture: BombCapture::WinnerChooses,
            first_out_bonus: FirstOutBonus::Five,
        }
    );
    assert!(kind.parse_options(&pairs(&[("target", "300")])).is_err());
    assert!(serde_json::from_value::<HaggisOptions>(serde_json::json!({"target": 300})).is_err());
    assert!(
        serde_json::from_value::<HaggisOptions>(serde_json::json!({"first_out_bonus": 4})).is_err()
    );
    assert_eq!(
        Haggis::new(4, &HaggisOptions::default()),
        Err(SetupError::PlayerCount(4))
    );
}

/// HG-3: in the view, a seat that said "no bet" and one that can no longer bet read alike,
/// "no bet", without the "(0)" of the move's name; a real bet keeps its name.
#[test]
fn hg_3_the_view_shows_no_bet_alike_for_every_seat_without_one() {
    let mut g = dealt(3, &["r2 r3", "o4", "y5"], 0);
    play(&mut g, 1, "bet none");
    play(&mut g, 0, "r2");
    play(&mut g, 2, "bet big");
    // Seat 0 played a card without betting, seat 1 said no bet, seat 2 bet big.
    let localizer = crate::i18n::Localizer::global();
    let names = |s: Seat| format!("Player {s}");
    let text = Haggis::describe_view(&g.view(Viewer::Public));
    for lang in crate::i18n::Lang::ALL {
        let render = |t: &Text| {
            localizer
                .try_render(lang, t, &names)
                .unwrap_or_else(|e| panic!("{lang:?}: {e}"))
        };
        let no_bet = render(&Text::new("haggis-view-no-bet"));
        let lines: Vec<String> = text.table[1..=3].iter().map(render).collect();
        assert!(lines[0].contains(&no_bet), "{lang:?}: {}", lines[0]);
        assert!(lines[1].contains(&no_bet), "{lang:?}: {}", lines[1]);
        assert!(!lines[2].contains(&no_bet), "{lang:?}: {}", lines[2]);
        assert!(
            lines[2].contains(&render(&present::bet_text(Bet::Big))),
            "{lang:?}: {}",
            lines[2]
        );
        for line in &lines {
            assert!(!line.contains("(0)"), "{lang:?}: {line}");
        }
    }
}
