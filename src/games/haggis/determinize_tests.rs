//! Tests of the determinization over positions of random games (2 and 3 players, both
//! bomb-capture rules, bets out of turn): the sample looks the same to the seat, depends
//! only on what the seat may know, keeps what play revealed, plays on to the end with
//! every card once, and does redraw the cards the seat has not seen.

use super::super::cards::{Card, Cards, Wild};
use super::super::notation::{Bet, Move};
use super::super::{BombCapture, Haggis, HaggisOptions, Phase};
use crate::engine::{Actors, Game, Seat, Viewer};
use crate::games::determinize_support::{self as support, legal, Lookers};
use rand::seq::{IteratorRandom, SliceRandom};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::sync::OnceLock;

/// Random games per player count (2-player games are shorter); about one step in
/// twenty-five is kept as a position, which gives a few hundred positions per count.
const GAMES: [u64; 2] = [40, 24];
const KEEP: f64 = 0.04;
/// Far above any real game (a hand takes well under 200 steps).
const MAX_STEPS: usize = 20_000;

/// One step of random play: now and then a seat that may still bet bets out of turn
/// (HG-3); otherwise the seat to act plays its AI's move or a uniformly random legal one.
fn random_step(g: &mut Haggis, rng: &mut ChaCha8Rng, ai_share: f64) {
    let mut events = Vec::new();
    if let Actors::Chance = g.actors() {
        let deal = g.sample_chance(rng);
        g.apply_chance(&deal, &mut events)
            .expect("a sampled deal fits");
        return;
    }
    let Actors::Seats(set) = g.actors() else {
        return;
    };
    let bettor = g.bettors().iter().choose(rng).filter(|_| rng.gen_bool(0.1));
    if let Some(seat) = bettor {
        let bet = [Bet::None, Bet::Little, Bet::Big][rng.gen_range(0..3)];
        g.apply_move(seat, &Move::Bet(bet), &mut events)
            .expect("a bettor may bet");
        return;
    }
    let seat = set.iter().next().expect("a seat to act");
    let mv = if rng.gen_bool(ai_share) {
        g.ai_move(seat, rng).expect("the AI finds a move")
    } else {
        legal(g, seat).choose(rng).copied().expect("a legal move")
    };
    g.apply_move(seat, &mv, &mut events)
        .unwrap_or_else(|e| panic!("{mv} by {seat}: {e:?}"));
}

/// Positions where a seat must act (the first to act is the one drawn for), from random
/// games; made once and shared by the tests.
fn positions(players: usize) -> &'static [Haggis] {
    static POSITIONS: OnceLock<[Vec<Haggis>; 2]> = OnceLock::new();
    &POSITIONS.get_or_init(|| [2, 3].map(random_positions))[players - 2]
}

/// Positions of random games of `players`, under both bomb-capture rules.
fn random_positions(players: usize) -> Vec<Haggis> {
    let mut found = Vec::new();
    for seed in 0..GAMES[players - 2] {
        let mut rng = ChaCha8Rng::seed_from_u64(seed * 10 + players as u64);
        let options = HaggisOptions {
            bomb_capture: if seed % 2 == 0 {
                BombCapture::Auto
            } else {
                BombCapture::WinnerChooses
            },
            ..HaggisOptions::default()
        };
        let game = Haggis::new(players, &options).expect("2 or 3 players");
        support::keep_positions(
            game,
            &mut rng,
            MAX_STEPS,
            |rng| rng.gen_bool(KEEP),
            |g, rng| random_step(g, rng, 0.5),
            &mut found,
        );
    }
    assert!(found.len() >= 250, "only {} positions", found.len());
    found
}

/// Every natural played this hand: in the trick or in a capture pile.
fn played(g: &Haggis) -> Cards {
    g.captured
        .iter()
        .fold(g.trick.cards().naturals(), |all, pile| {
            all.union(pile.naturals())
        })
}

/// HG-1: hands, the trick, the capture piles and the Haggis hold the deck's naturals
/// once each, and every player's J, Q and K once.
fn assert_every_card_once(g: &Haggis) {
    if g.hand_no == 0 {
        return;
    }
    let players = g.players();
    let trick = g.trick.cards();
    let mut naturals = vec![g.haggis, trick.naturals()];
    let mut wilds = Wild::ALL.map(|w| usize::from(trick.wild_count(w)));
    for seat in Seat::all(players) {
        let (hand, pile) = (g.hands[seat.index()], g.captured[seat.index()]);
        naturals.extend([hand.naturals(), pile.naturals()]);
        for (count, wild) in wilds.iter_mut().zip(Wild::ALL) {
            *count += usize::from(hand.contains(Card::Wild(wild)));
            *count += usize::from(pile.wild_count(wild));
        }
    }
    let all = naturals.iter().fold(Cards::EMPTY, |all, c| all.union(*c));
    let total: usize = naturals.iter().map(|c| c.len()).sum();
    assert_eq!(all, Cards::deck_naturals(players));
    assert_eq!(total, all.len(), "a natural is in two places");
    assert_eq!(wilds, [players; 3]);
}

/// The sample looks the same to the seat and to spectators, and keeps the scores.
#[test]
fn the_sample_looks_the_same_to_the_seat_and_to_spectators() {
    for players in [2, 3] {
        support::assert_the_seat_sees_the_same_game(
            positions(players),
            Lookers::FirstToAct,
            1,
            |draw| assert_eq!(draw.drawn.scores(), draw.game().scores()),
        );
    }
}

/// The sample depends only on what the seat may know: a state the seat cannot tell from
/// the true one, with other secrets, gives the same sample, which looks the same to every
/// seat.
#[test]
fn the_sample_depends_only_on_what_the_seat_may_know() {
    for players in [2, 3] {
        support::assert_the_draw_reads_no_other_seats_secret(
            positions(players),
            Lookers::FirstToAct,
            2,
            1000,
            |from_true, from_other| {
                for viewer in Seat::all(players).map(Viewer::Seat) {
                    assert_eq!(
                        support::view_json(from_true, viewer),
                        support::view_json(from_other, viewer)
                    );
                }
            },
        );
    }
}

/// HG-2.1, HG-10.20: each other seat keeps its card count and its face-up J, Q and K; a
/// card played this hand (in the trick or a capture pile) is never dealt again; the seat's
/// own hand, the capture piles and the Haggis' size stay.
fn assert_respects_what_play_revealed(g: &Haggis, seat: Seat, d: &Haggis) {
    assert_eq!(d.hands[seat.index()], g.hands[seat.index()]);
    assert_eq!(d.captured, g.captured);
    assert_eq!(d.trick, g.trick);
    assert_eq!(d.haggis.len(), g.haggis.len());
    let played = played(g);
    assert!(d.haggis.wilds().is_empty());
    assert_eq!(d.haggis.difference(played), d.haggis);
    for other in Seat::all(g.players()) {
        let (true_hand, drawn) = (g.hands[other.index()], d.hands[other.index()]);
        assert_eq!(drawn.len(), true_hand.len());
        assert_eq!(drawn.wilds(), true_hand.wilds());
        assert_eq!(drawn.naturals().difference(played), drawn.naturals());
    }
}

#[test]
fn hg_10_20_samples_keep_counts_face_up_wilds_and_played_cards() {
    for players in [2, 3] {
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        for g in positions(players) {
            let seat = support::first_to_act(g);
            for _ in 0..4 {
                assert_respects_what_play_revealed(g, seat, &g.determinize(seat, &mut rng));
            }
        }
    }
}

/// A 3-player hand after its first trick: the leader led a pair made with its J, the next
/// seat answered with its cheapest play (or passed), then everyone passed and the trick
/// was taken.
fn after_a_trick() -> Haggis {
    let mut g = Haggis::new(3, &HaggisOptions::default()).expect("3 players");
    let mut rng = ChaCha8Rng::seed_from_u64(4);
    let deal = g.sample_chance(&mut rng);
    g.apply_chance(&deal, &mut Vec::new()).expect("a deal");
    let leader = g.turn;
    let lead = legal(&g, leader)
        .into_iter()
        .find(|m| matches!(m, Move::Play { cards, .. } if cards.len() == 2 && cards.contains(Card::Wild(Wild::Jack))))
        .expect("a pair with the J");
    g.apply_move(leader, &lead, &mut Vec::new())
        .expect("the lead");
    // Following, the list starts with the pass, then the cheapest play.
    let answer = legal(&g, g.turn).get(1).copied().unwrap_or(Move::Pass);
    g.apply_move(g.turn, &answer, &mut Vec::new())
        .expect("the answer");
    while g.trick.top().is_some() {
        g.apply_move(g.turn, &Move::Pass, &mut Vec::new())
            .expect("a pass");
    }
    assert!(!g.hands[leader.index()].contains(Card::Wild(Wild::Jack)));
    g
}

#[test]
fn hg_10_20_a_played_j_and_captured_naturals_are_never_dealt_back() {
    let g = after_a_trick();
    let looker = Seat::all(3).find(|&s| s != g.turn).expect("another seat");
    let gone = played(&g);
    assert!(!gone.is_empty());
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    for _ in 0..200 {
        let d = g.determinize(looker, &mut rng);
        assert_respects_what_play_revealed(&g, looker, &d);
        for seat in Seat::all(3) {
            let naturals = d.hands[seat.index()].naturals();
            assert_eq!(naturals.difference(gone), naturals);
            assert_eq!(
                d.hands[seat.index()].contains(Card::Wild(Wild::Jack)),
                g.hands[seat.index()].contains(Card::Wild(Wild::Jack))
            );
        }
    }
}

/// Samples play on to the end of the game with every card once at every step (HG-1).
#[test]
fn samples_play_on_to_the_end_of_the_game_with_every_card_once() {
    for players in [2, 3] {
        support::assert_drawn_games_play_to_the_end(
            positions(players),
            6,
            MAX_STEPS,
            |_| true,
            |g, rng| random_step(g, rng, 0.0),
            assert_every_card_once,
        );
    }
}

/// Every position where an unseen natural has two places it may go is redrawn within
/// twenty samples.
#[test]
fn samples_redraw_the_unseen_cards() {
    for players in [2, 3] {
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let (mut positions_with_secrets, mut redrawn) = (0, 0);
        for g in positions(players) {
            let seat = support::first_to_act(g);
            // The places an unseen natural may go: other hands with naturals, the Haggis.
            let places = Seat::all(players)
                .filter(|&s| s != seat)
                .map(|s| g.hands[s.index()].naturals().len())
                .chain([g.haggis.len()])
                .filter(|&n| n > 0)
                .count();
            if places < 2 {
                continue;
            }
            positions_with_secrets += 1;
            let differs = (0..20).any(|_| {
                let d = g.determinize(seat, &mut rng);
                d.hands != g.hands || d.haggis != g.haggis
            });
            redrawn += usize::from(differs);
        }
        assert!(positions_with_secrets > 100);
        assert_eq!(redrawn, positions_with_secrets);
    }
}

/// HG-2.1: at the start of a 3-player hand, each of the 31 naturals the seat does not
/// hold lies in the Haggis with chance 3/31 and in each other hand with 14/31.
#[test]
fn hg_2_1_an_unseen_card_is_in_each_place_as_often_as_the_counts_say() {
    let mut g = Haggis::new(3, &HaggisOptions::default()).expect("3 players");
    let deal = g.sample_chance(&mut ChaCha8Rng::seed_from_u64(8));
    g.apply_chance(&deal, &mut Vec::new()).expect("a deal");
    let card = Cards::deck_naturals(3)
        .difference(g.hands[0])
        .iter()
        .next()
        .expect("an unseen card");
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    let samples = 6200;
    let mut in_haggis = 0;
    let mut in_seat_2 = 0;
    for _ in 0..samples {
        let d = g.determinize(Seat(0), &mut rng);
        in_haggis += usize::from(d.haggis.contains(card));
        in_seat_2 += usize::from(d.hands[1].contains(card));
    }
    // Expected 600 and 2,800; the bounds are over five standard deviations away.
    assert!((480..=720).contains(&in_haggis), "{in_haggis}");
    assert!((2600..=3000).contains(&in_seat_2), "{in_seat_2}");
}

#[test]
fn between_hands_and_at_the_end_nothing_is_redrawn() {
    let mut rng = ChaCha8Rng::seed_from_u64(10);
    let fresh = Haggis::new(3, &HaggisOptions::default()).expect("3 players");
    assert_eq!(fresh.determinize(Seat(0), &mut rng), fresh);
    let mut g = fresh;
    while g.actors() != Actors::Over {
        random_step(&mut g, &mut rng, 0.5);
        if g.phase == Phase::Dealing {
            assert_eq!(g.determinize(Seat(1), &mut rng), g);
        }
    }
    assert_eq!(g.determinize(Seat(2), &mut rng), g);
}
