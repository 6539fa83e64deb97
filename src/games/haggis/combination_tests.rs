//! Unit tests of classification, beats and the combination lister; tests of a rule start
//! with its id.

use super::*;
use crate::games::colour::Colour;
use crate::games::haggis::cards::{Card, Wild, NATURALS_DEALT};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::HashSet;

fn cards(s: &str) -> Cards {
    s.split_whitespace()
        .map(|w| w.parse::<Card>().unwrap())
        .collect()
}

fn set(size: u8, value: u8) -> Reading {
    Reading::Set { size, value }
}

fn run(width: u8, length: u8, top: u8) -> Reading {
    Reading::Run { width, length, top }
}

fn bomb(bomb: Bomb) -> Reading {
    Reading::Bomb(bomb)
}

fn readings(s: &str) -> Vec<Reading> {
    classify(cards(s))
}

// ---------------------------------------------------------------------------------------
// HG-4.5: the test cases of the classification algorithm, and its ambiguity examples.

#[test]
fn hg_4_5_a_lone_wild_is_a_single_of_its_rank() {
    assert_eq!(readings("j"), [set(1, 11)]);
    assert_eq!(readings("q"), [set(1, 12)]);
    assert_eq!(readings("k"), [set(1, 13)]);
}

#[test]
fn hg_4_5_two_or_three_wilds_are_a_bomb() {
    assert_eq!(readings("j q"), [bomb(Bomb::JackQueen)]);
    assert_eq!(readings("j k"), [bomb(Bomb::JackKing)]);
    assert_eq!(readings("q k"), [bomb(Bomb::QueenKing)]);
    assert_eq!(readings("j q k"), [bomb(Bomb::JackQueenKing)]);
}

#[test]
fn hg_4_5_a_natural_and_a_jack_are_a_pair() {
    assert_eq!(readings("r5 j"), [set(2, 5)]);
}

#[test]
fn hg_4_5_r2_j_k_is_three_2s_or_the_run_2_to_4() {
    assert_eq!(readings("r2 j k"), [run(1, 3, 4), set(3, 2)]);
}

#[test]
fn hg_4_5_r9_r10_j_is_9_to_j_or_8_to_10_and_no_set() {
    assert_eq!(readings("r9 r10 j"), [run(1, 3, 11), run(1, 3, 10)]);
}

#[test]
fn hg_4_5_odd_ranks_with_a_wild_are_illegal() {
    assert_eq!(readings("r3 r5 r7 r9 j"), []);
}

#[test]
fn hg_4_5_r5_j_q_is_three_5s_or_three_runs() {
    assert_eq!(
        readings("r5 j q"),
        [run(1, 3, 7), run(1, 3, 6), run(1, 3, 5), set(3, 5)]
    );
}

#[test]
fn hg_4_5_r10_j_q_k_reads_as_set_single_runs_and_pair_runs() {
    // Four 10s, 10-J-Q-K, 10-10-J-J, and (Decisions: wilds may go below the naturals)
    // 9-10-J-Q, 8-9-10-J, 7-8-9-10 and 9-9-10-10.
    assert_eq!(
        readings("r10 j q k"),
        [
            run(1, 4, 13),
            run(1, 4, 12),
            run(2, 2, 11),
            run(1, 4, 11),
            run(2, 2, 10),
            run(1, 4, 10),
            set(4, 10),
        ]
    );
}

#[test]
fn hg_4_5_r2_o2_o3_j_q_k_is_a_pair_run_or_a_triple_run() {
    assert_eq!(readings("r2 o2 o3 j q k"), [run(2, 3, 4), run(3, 2, 3)]);
}

// ---------------------------------------------------------------------------------------
// HG-4.2 sets, HG-4.3 sequences: the examples of the spec.

#[test]
fn hg_4_2_four_10s_with_two_wilds() {
    assert_eq!(
        readings("r10 o10 j k"),
        [run(2, 2, 11), run(2, 2, 10), set(4, 10)]
    );
}

#[test]
fn hg_4_2_naturals_of_different_ranks_are_no_set() {
    assert_eq!(readings("r5 y6"), []);
}

#[test]
fn hg_4_2_sets_take_up_to_five_naturals_and_three_wilds() {
    assert!(readings("r7 b7 y7 g7 o7 j q k").contains(&set(8, 7)));
    assert_eq!(readings("b4 g4"), [set(2, 4)]);
}

#[test]
fn hg_4_3_a_run_of_singles_is_one_colour() {
    assert_eq!(readings("r2 r3 r4"), [run(1, 3, 4)]);
    assert_eq!(readings("r2 o3 r4"), []);
}

#[test]
fn hg_4_3_a_run_of_singles_needs_three_ranks() {
    assert_eq!(readings("r2 r3"), []);
}

#[test]
fn hg_4_3_a_king_fills_a_gap() {
    assert_eq!(readings("r2 r4 k"), [run(1, 3, 4)]);
}

#[test]
fn hg_4_3_a_gap_of_two_needs_two_wilds() {
    assert_eq!(readings("g2 g5 k"), []);
    assert_eq!(readings("g2 g5 j k"), [run(1, 4, 5)]);
}

#[test]
fn hg_4_3_a_run_of_sets_has_the_same_colours_at_every_rank() {
    assert_eq!(readings("r2 o2 r3 g3"), []);
    assert_eq!(readings("b3 g3 b4 g4 b5 g5"), [run(2, 3, 5)]);
}

#[test]
fn hg_4_3_one_column_may_be_wilds_only() {
    // R4 R5 J Q = 4-4-5-5, or a run of four singles.
    assert_eq!(
        readings("r4 r5 j q"),
        [run(1, 4, 7), run(1, 4, 6), run(2, 2, 5), run(1, 4, 5)]
    );
}

#[test]
fn hg_4_3_runs_reach_the_face_ranks_through_wilds() {
    assert!(readings("r10 j q k").contains(&run(1, 4, 13)));
    assert!(readings("r10 o10 j q").contains(&run(2, 2, 11)));
    assert!(readings("r10 j q k").contains(&run(2, 2, 11)));
}

#[test]
fn hg_4_3_runs_are_at_most_five_wide() {
    // Five colours of two ranks plus a wild column would be six wide: only the five-wide
    // readings remain.
    let all = "r4 b4 y4 g4 o4 r5 b5 y5 g5 o5";
    assert_eq!(readings(all), [run(5, 2, 5)]);
    assert!(readings(&format!("{all} j q"))
        .iter()
        .all(|r| matches!(r, Reading::Run { width: 5, .. })));
}

#[test]
fn hg_4_1_wilds_stand_for_their_rank_or_lower() {
    // As itself: 9-10-J. A K as the J, a Q as a second J (10-10-J-J).
    assert!(readings("r9 r10 j").contains(&run(1, 3, 11)));
    assert!(readings("r9 r10 k").contains(&run(1, 3, 11)));
    assert!(readings("r10 o10 j q").contains(&run(2, 2, 11)));
    // The slots above 10 take wilds of their rank or higher (Hall's condition).
    assert!(wilds_fit(0b011, 1, 12), "J as the J, Q as the Q");
    assert!(wilds_fit(0b100, 1, 11), "a K as the J");
    assert!(!wilds_fit(0b011, 1, 13), "no wild for the K");
    assert!(!wilds_fit(0b111, 2, 12), "four slots above 10");
}

// ---------------------------------------------------------------------------------------
// HG-4.4 bombs.

#[test]
fn hg_4_4_bombs_are_ordered_rainbow_to_suited() {
    let order = [
        Bomb::Rainbow,
        Bomb::JackQueen,
        Bomb::JackKing,
        Bomb::QueenKing,
        Bomb::JackQueenKing,
        Bomb::Suited,
    ];
    assert!(order.windows(2).all(|pair| pair[0] < pair[1]));
}

#[test]
fn hg_4_4_odd_ranks_in_one_or_four_colours_are_bombs() {
    assert_eq!(readings("g3 g5 g7 g9"), [bomb(Bomb::Suited)]);
    assert_eq!(readings("r3 b5 y7 g9"), [bomb(Bomb::Rainbow)]);
}

// ---------------------------------------------------------------------------------------
// HG-10 edge cases.

#[test]
fn hg_10_1_wilds_alone_are_never_a_pair_or_run() {
    for wilds in ["j q", "j k", "q k", "j q k"] {
        let all = readings(wilds);
        assert_eq!(all.len(), 1, "{wilds}");
        assert!(matches!(all[0], Reading::Bomb(_)), "{wilds}");
    }
}

#[test]
fn hg_10_2_sets_of_two_or_more_have_a_natural_rank() {
    let hand = cards("r2 o2 y9 g10 b10 r10 j q k");
    let mut all = Vec::new();
    combinations(hand, None, &mut all);
    for c in &all {
        if let Reading::Set { size, value } = c.reading {
            assert!(size == 1 || value <= HIGHEST_NATURAL, "{}", c.cards);
        }
    }
}

#[test]
fn hg_10_3_runs_reach_the_king_and_never_beyond() {
    assert!(readings("r9 r10 j").contains(&run(1, 3, 11)));
    assert_eq!(
        readings("r2 r3 r4 r5 r6 r7 r8 r9 r10 j q k"),
        [run(1, 12, 13)]
    );
    // No wrap-around: wilds above a 10 can only go below once the King is reached.
    assert_eq!(
        readings("r9 r10 j q k"),
        [run(1, 5, 13), run(1, 5, 12), run(1, 5, 11), run(1, 5, 10)]
    );
}

#[test]
fn hg_10_4_wilds_fill_gaps_extend_upward_or_below() {
    assert_eq!(readings("r5 r7 j"), [run(1, 3, 7)]);
    // Upward is the highest reading, so the engine's default.
    assert_eq!(readings("r5 r6 j"), [run(1, 3, 7), run(1, 3, 6)]);
}

#[test]
fn hg_10_5_at_most_one_wild_column() {
    assert!(readings("r4 r5 j q").contains(&run(2, 2, 5)));
    // One colour with three wilds: two wide at most (a third column needs more wilds).
    let all = readings("r4 r5 r6 j q k");
    assert!(all.contains(&run(2, 3, 6)));
    assert!(all
        .iter()
        .all(|r| matches!(r, Reading::Run { width: 1 | 2, .. })));
}

#[test]
fn hg_10_6_a_rainbow_needs_exactly_four_colours() {
    // Any four of the five colours of the 3-player deck.
    assert_eq!(readings("o3 b5 y7 g9"), [bomb(Bomb::Rainbow)]);
    assert_eq!(readings("r3 r5 o7 o9"), []);
    assert_eq!(readings("r3 b5 y7 y9"), []);
    assert_eq!(readings("r3 r5 r7 r9 j"), []);
    assert_eq!(readings("r3 b5 y7 g9 k"), []);
}

// ---------------------------------------------------------------------------------------
// HG-5.2: beats.

const ALL_BOMBS: [Bomb; 6] = [
    Bomb::Rainbow,
    Bomb::JackQueen,
    Bomb::JackKing,
    Bomb::QueenKing,
    Bomb::JackQueenKing,
    Bomb::Suited,
];

#[test]
fn hg_5_2_a_bomb_beats_any_non_bomb() {
    for b in ALL_BOMBS {
        for other in [set(1, 13), set(8, 10), run(1, 12, 13), run(5, 2, 11)] {
            assert!(bomb(b).beats(other));
            assert!(!other.beats(bomb(b)));
        }
    }
}

#[test]
fn hg_5_2_only_a_higher_bomb_beats_a_bomb() {
    for (i, low) in ALL_BOMBS.into_iter().enumerate() {
        for (j, high) in ALL_BOMBS.into_iter().enumerate() {
            assert_eq!(bomb(high).beats(bomb(low)), j > i, "{high:?} on {low:?}");
        }
    }
}

#[test]
fn hg_5_2_sets_need_the_same_size_and_a_higher_value() {
    assert!(set(1, 11).beats(set(1, 10)));
    assert!(set(1, 13).beats(set(1, 12)));
    assert!(set(2, 6).beats(set(2, 5)));
    assert!(!set(2, 5).beats(set(2, 6)));
    assert!(!set(3, 9).beats(set(2, 5)));
    assert!(!set(2, 9).beats(set(3, 5)));
}

#[test]
fn hg_5_2_runs_need_the_same_width_and_length_and_a_higher_top() {
    assert!(run(1, 3, 11).beats(run(1, 3, 10)));
    assert!(!run(1, 4, 11).beats(run(1, 3, 10)));
    assert!(!run(2, 3, 11).beats(run(1, 3, 10)));
    assert!(!run(1, 3, 9).beats(run(1, 3, 10)));
}

#[test]
fn hg_5_2_sets_and_runs_never_answer_each_other() {
    assert!(!run(1, 3, 7).beats(set(3, 5)));
    assert!(!set(3, 9).beats(run(1, 3, 5)));
    assert!(!set(4, 9).beats(run(2, 2, 5)));
}

#[test]
fn hg_10_17_equal_combinations_never_beat_each_other() {
    for r in [
        set(1, 5),
        set(3, 10),
        run(1, 3, 7),
        run(2, 2, 11),
        bomb(Bomb::Rainbow),
        bomb(Bomb::Suited),
    ] {
        assert!(!r.beats(r), "{r:?}");
    }
}

#[test]
fn hg_10_18_same_card_count_different_shapes_do_not_answer() {
    // Six cards: six singles, three pairs, two triples.
    let shapes = [run(1, 6, 13), run(2, 3, 13), run(3, 2, 13)];
    for (i, a) in shapes.into_iter().enumerate() {
        for (j, b) in shapes.into_iter().enumerate() {
            if i != j {
                assert!(!a.beats(run_below(b)), "{a:?} on {b:?}");
            }
        }
    }
    assert!(!set(4, 10).beats(run(1, 4, 5)));
    assert!(!run(2, 2, 10).beats(run(1, 4, 5)));
}

/// The same shape one lower.
fn run_below(reading: Reading) -> Reading {
    match reading {
        Reading::Run { width, length, top } => run(width, length, top - 1),
        other => other,
    }
}

// ---------------------------------------------------------------------------------------
// Declarations and preference (HG-4.5, Decisions).

#[test]
fn hg_4_5_readings_fit_their_declarations() {
    assert!(set(3, 5).fits(Declared::Set));
    assert!(!set(3, 5).fits(Declared::Run {
        width: 1,
        top: None
    }));
    let r = run(2, 3, 11);
    assert!(r.fits(Declared::Run {
        width: 2,
        top: None
    }));
    assert!(r.fits(Declared::Run {
        width: 2,
        top: Some(11)
    }));
    assert!(!r.fits(Declared::Run {
        width: 2,
        top: Some(10)
    }));
    assert!(!r.fits(Declared::Run {
        width: 1,
        top: None
    }));
    assert!(!r.fits(Declared::Set));
    assert!(!bomb(Bomb::JackQueen).fits(Declared::Set));
}

#[test]
fn hg_4_5_preference_is_value_then_run_then_width_then_length() {
    let key = Reading::preference_key;
    assert!(key(run(1, 3, 7)) > key(set(3, 5)));
    assert!(key(set(2, 8)) > key(run(1, 3, 7)));
    assert!(key(run(1, 3, 5)) > key(set(3, 5)), "a run before a set");
    assert!(key(run(2, 2, 11)) > key(run(1, 4, 11)), "wider first");
    assert!(key(run(1, 4, 11)) > key(run(1, 3, 11)), "longer first");
    assert!(key(bomb(Bomb::Rainbow)) > key(run(1, 12, 13)));
    assert!(key(bomb(Bomb::Suited)) > key(bomb(Bomb::JackQueenKing)));
}

// ---------------------------------------------------------------------------------------
// An independent reference: HG-4.5's algorithm written out slot by slot.

fn parts(cards: Cards) -> (Vec<(Colour, u8)>, Vec<u8>) {
    let mut naturals = Vec::new();
    let mut wilds = Vec::new();
    for card in cards.iter() {
        match card {
            Card::Natural { colour, rank } => naturals.push((colour, rank)),
            Card::Wild(wild) => wilds.push(wild.rank()),
        }
    }
    (naturals, wilds)
}

/// HG-4.5 as written: every window, its empty slots, and the wilds matched to them by
/// trying every assignment (a wild fills a slot of its rank or lower, HG-4.1).
fn reference_classify(cards: Cards) -> HashSet<Reading> {
    let (naturals, wilds) = parts(cards);
    let mut out = HashSet::new();
    if naturals.is_empty() {
        match wilds.as_slice() {
            [rank] => out.insert(set(1, *rank)),
            [11, 12] => out.insert(bomb(Bomb::JackQueen)),
            [11, 13] => out.insert(bomb(Bomb::JackKing)),
            [12, 13] => out.insert(bomb(Bomb::QueenKing)),
            [11, 12, 13] => out.insert(bomb(Bomb::JackQueenKing)),
            _ => false,
        };
        return out;
    }
    let mut ranks: Vec<u8> = naturals.iter().map(|&(_, r)| r).collect();
    ranks.sort();
    let colours: HashSet<Colour> = naturals.iter().map(|&(c, _)| c).collect();
    if wilds.is_empty() && ranks == [3, 5, 7, 9] {
        match colours.len() {
            1 => out.insert(bomb(Bomb::Suited)),
            4 => out.insert(bomb(Bomb::Rainbow)),
            _ => false,
        };
        return out;
    }
    let total = naturals.len() + wilds.len();
    if ranks.iter().all(|&r| r == ranks[0]) {
        out.insert(set(total as u8, ranks[0]));
    }
    for width in 1..=5usize {
        if total % width != 0 || !(colours.len() == width || colours.len() + 1 == width) {
            continue;
        }
        let length = total / width;
        if length < if width == 1 { 3 } else { 2 } {
            continue;
        }
        for bottom in 2..=13usize {
            let top = bottom + length - 1;
            if top > 13
                || ranks
                    .iter()
                    .any(|&r| usize::from(r) < bottom || usize::from(r) > top)
            {
                continue;
            }
            let mut empty = Vec::new();
            for rank in bottom..=top {
                for &colour in &colours {
                    if !naturals.contains(&(colour, rank as u8)) {
                        empty.push(rank as u8);
                    }
                }
                if colours.len() < width {
                    empty.push(rank as u8);
                }
            }
            if empty.len() == wilds.len() && some_assignment(&wilds, &empty) {
                out.insert(run(width as u8, length as u8, top as u8));
            }
        }
    }
    out
}

/// Whether the wilds can fill the slots one to one, each a slot of its rank or lower.
fn some_assignment(wilds: &[u8], slots: &[u8]) -> bool {
    let Some((&slot, rest)) = slots.split_first() else {
        return true;
    };
    (0..wilds.len()).any(|i| {
        let mut others = wilds.to_vec();
        let wild = others.remove(i);
        wild >= slot && some_assignment(&others, rest)
    })
}

/// Every non-empty subset of `hand`.
fn all_subsets(hand: Cards) -> impl Iterator<Item = Cards> {
    let list: Vec<Card> = hand.iter().collect();
    (1u32..1 << list.len()).map(move |mask| {
        list.iter()
            .enumerate()
            .filter(|(i, _)| mask & 1 << i != 0)
            .map(|(_, &c)| c)
            .collect()
    })
}

/// A random hand of `naturals` naturals from `deck` and a random part of J, Q, K.
fn random_hand(rng: &mut ChaCha8Rng, deck: Cards, naturals: usize) -> Cards {
    let mut deck: Vec<Card> = deck.iter().collect();
    deck.shuffle(rng);
    let wilds = Wild::ALL
        .into_iter()
        .filter(|_| rng.gen_bool(0.75))
        .map(Card::Wild);
    deck.into_iter().take(naturals).chain(wilds).collect()
}

/// The naturals of `colours` colours and ranks `low..=high`: a dense deck, so that
/// random hands hold runs of sets.
fn dense_deck(colours: &[Colour], low: u8, high: u8) -> Cards {
    colours
        .iter()
        .flat_map(|&colour| (low..=high).map(move |rank| Card::Natural { colour, rank }))
        .collect()
}

/// Small random hands, some from the whole deck, some from dense corners of it (high
/// ranks included, where wilds must take the face ranks).
fn small_hands() -> Vec<Cards> {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let full = Cards::deck_naturals(3);
    let decks = [
        full,
        Cards::deck_naturals(2),
        dense_deck(&[Colour::Red, Colour::Orange, Colour::Blue], 3, 6),
        dense_deck(&[Colour::Yellow, Colour::Green], 7, 10),
        dense_deck(&Colour::ALL, 8, 10),
        dense_deck(&[Colour::Red, Colour::Blue, Colour::Green], 2, 5),
    ];
    (0..48)
        .map(|i| {
            let deck = decks[i % decks.len()];
            let naturals = rng.gen_range(6..=10).min(deck.len());
            random_hand(&mut rng, deck, naturals)
        })
        .filter(|hand| hand.len() <= 12)
        .collect()
}

#[test]
fn hg_4_5_classify_agrees_with_the_reference_algorithm() {
    let mut checked = 0;
    for hand in small_hands().into_iter().take(16) {
        for selection in all_subsets(hand) {
            let fast = classify(selection);
            let fast_set: HashSet<Reading> = fast.iter().copied().collect();
            assert_eq!(fast.len(), fast_set.len(), "{selection}: repeated readings");
            assert_eq!(fast_set, reference_classify(selection), "{selection}");
            checked += 1;
        }
    }
    assert!(checked > 10_000, "only {checked} selections");
}

#[test]
fn hg_4_5_readings_come_most_preferred_first() {
    for hand in small_hands().into_iter().take(8) {
        for selection in all_subsets(hand) {
            let keys: Vec<_> = classify(selection)
                .iter()
                .map(|r| r.preference_key())
                .collect();
            assert!(keys.windows(2).all(|k| k[0] > k[1]), "{selection}");
        }
    }
}

// ---------------------------------------------------------------------------------------
// combinations: the shape-by-shape lister against brute force.

/// Every (selection, reading) of `hand` beating `top`, by classifying every subset.
fn brute_force(hand: Cards, top: Option<Reading>) -> HashSet<Combination> {
    all_subsets(hand)
        .flat_map(|cards| {
            classify(cards)
                .into_iter()
                .map(move |reading| Combination { cards, reading })
        })
        .filter(|c| top.is_none_or(|top| c.reading.beats(top)))
        .collect()
}

/// `combinations` as a set, checking it lists nothing twice.
fn listed(hand: Cards, top: Option<Reading>) -> HashSet<Combination> {
    let mut out = Vec::new();
    combinations(hand, top, &mut out);
    let distinct: HashSet<Combination> = out.iter().copied().collect();
    assert_eq!(
        distinct.len(),
        out.len(),
        "{hand}: a combination listed twice"
    );
    distinct
}

#[test]
fn hg_4_combinations_equal_brute_force_when_leading() {
    let mut total = 0;
    for hand in small_hands() {
        let expected = brute_force(hand, None);
        let got = listed(hand, None);
        let missing: Vec<_> = expected.difference(&got).take(3).collect();
        let extra: Vec<_> = got.difference(&expected).take(3).collect();
        assert!(
            missing.is_empty() && extra.is_empty(),
            "{hand}: missing {missing:?}, extra {extra:?}"
        );
        total += got.len();
    }
    assert!(total > 5_000, "only {total} combinations");
}

#[test]
fn hg_5_2_combinations_equal_brute_force_when_following() {
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    let hands = small_hands();
    let mut tops: Vec<Reading> = ALL_BOMBS.map(Reading::Bomb).to_vec();
    tops.extend([
        set(1, 13),
        set(1, 10),
        set(3, 2),
        run(1, 3, 4),
        run(2, 2, 10),
    ]);
    for hand in &hands {
        let everything = brute_force(*hand, None);
        let mut some: Vec<Reading> = everything.iter().map(|c| c.reading).collect();
        some.sort_by_key(|r| r.preference_key());
        some.dedup();
        tops.extend(some.choose_multiple(&mut rng, 4));
    }
    for (i, hand) in hands.iter().enumerate() {
        let everything = brute_force(*hand, None);
        for &top in tops.iter().skip(i % 5).step_by(5) {
            let expected: HashSet<Combination> = everything
                .iter()
                .filter(|c| c.reading.beats(top))
                .copied()
                .collect();
            assert_eq!(listed(*hand, Some(top)), expected, "{hand} on {top:?}");
        }
    }
}

/// 14 random naturals of the 3-player deck with J, Q, K: a hand at the start of a deal.
fn full_hand(rng: &mut ChaCha8Rng) -> Cards {
    let mut deck: Vec<Card> = Cards::deck_naturals(3).iter().collect();
    deck.shuffle(rng);
    deck.into_iter()
        .take(NATURALS_DEALT)
        .collect::<Cards>()
        .union(Cards::all_wilds())
}

#[test]
fn hg_4_combinations_of_full_hands_are_legal_and_filter_by_beats() {
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    for _ in 0..12 {
        let hand = full_hand(&mut rng);
        let all = listed(hand, None);
        for c in &all {
            assert!(c.cards.is_subset(hand), "{}", c.cards);
            assert!(classify(c.cards).contains(&c.reading), "{}", c.cards);
        }
        let readings: HashSet<Reading> = all.iter().map(|c| c.reading).collect();
        for top in readings.into_iter().step_by(7) {
            let expected: HashSet<Combination> = all
                .iter()
                .filter(|c| c.reading.beats(top))
                .copied()
                .collect();
            assert_eq!(listed(hand, Some(top)), expected, "{hand} on {top:?}");
        }
    }
}

#[test]
fn hg_4_1_each_wild_makes_its_own_selection() {
    // r5 j and r5 q are both pairs of 5s, but different cards.
    let all = listed(cards("r5 j q"), Some(set(2, 4)));
    assert!(all.contains(&Combination {
        cards: cards("r5 j"),
        reading: set(2, 5)
    }));
    assert!(all.contains(&Combination {
        cards: cards("r5 q"),
        reading: set(2, 5)
    }));
    assert!(all.contains(&Combination {
        cards: cards("j q"),
        reading: bomb(Bomb::JackQueen)
    }));
    assert_eq!(all.len(), 3);
}

#[test]
fn hg_4_3_a_wild_may_replace_a_held_natural() {
    let all = listed(cards("r5 r6 r7 j"), Some(run(1, 3, 4)));
    for selection in ["r5 r6 r7", "r5 r6 j", "r5 j r7", "j r6 r7"] {
        assert!(
            all.contains(&Combination {
                cards: cards(selection),
                reading: run(1, 3, 7)
            }),
            "{selection}"
        );
    }
}

#[test]
fn hg_4_4_bombs_of_a_hand_are_listed() {
    let hand = cards("r3 r5 r7 r9 b3 y5 g7 j q k");
    let all = listed(hand, Some(bomb(Bomb::Rainbow)));
    let bombs: Vec<Reading> = all.iter().map(|c| c.reading).collect();
    assert_eq!(bombs.len(), 5, "four wild bombs and the suited one");
    assert!(all.contains(&Combination {
        cards: cards("r3 r5 r7 r9"),
        reading: bomb(Bomb::Suited)
    }));
    let rainbows = listed(hand, None)
        .into_iter()
        .filter(|c| c.reading == bomb(Bomb::Rainbow))
        .count();
    // Four colours among the 3s (r, b), 5s (r, y), 7s (r, g) and 9 (r): with r9 fixed,
    // the others must avoid red: b3 y5 g7.
    assert_eq!(rainbows, 1);
    assert!(listed(hand, Some(bomb(Bomb::Suited))).is_empty());
}
