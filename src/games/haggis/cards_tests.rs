//! Unit tests of the cards and their notation; tests of a rule start with its id.

use super::*;

fn card(s: &str) -> Card {
    s.parse().unwrap()
}

fn cards(s: &str) -> Cards {
    s.split_whitespace().map(card).collect()
}

#[test]
fn hg_1_two_players_use_36_naturals_in_four_colours_without_blue() {
    let deck = Cards::deck_naturals(2);
    assert_eq!(deck.len(), 36);
    assert!(deck.iter().all(|c| !c.is_wild()));
    assert!(!deck.iter().any(|c| matches!(
        c,
        Card::Natural {
            colour: Colour::Blue,
            ..
        }
    )));
    for colour in [Colour::Red, Colour::Orange, Colour::Yellow, Colour::Green] {
        for rank in LOWEST_RANK..=HIGHEST_NATURAL {
            assert!(deck.contains(Card::Natural { colour, rank }));
        }
    }
}

#[test]
fn hg_1_three_players_use_45_naturals_in_five_colours() {
    let deck = Cards::deck_naturals(3);
    assert_eq!(deck.len(), 45);
    assert_eq!(deck.naturals(), deck);
    for colour in Colour::ALL {
        assert_eq!(
            deck.iter()
                .filter(|c| matches!(c, Card::Natural { colour: k, .. } if *k == colour))
                .count(),
            9
        );
    }
}

#[test]
fn hg_2_1_each_player_holds_j_q_k() {
    let wilds = Cards::all_wilds();
    assert_eq!(wilds.to_string(), "j q k");
    assert_eq!(wilds.wilds(), wilds);
    assert!(wilds.naturals().is_empty());
}

#[test]
fn hg_0_ranks_run_from_2_to_king() {
    assert_eq!(Wild::Jack.rank(), 11);
    assert_eq!(Wild::Queen.rank(), 12);
    assert_eq!(Wild::King.rank(), HIGHEST_RANK);
    assert_eq!(card("r2").rank(), LOWEST_RANK);
    assert_eq!(card("o10").rank(), HIGHEST_NATURAL);
    assert_eq!(card("q").rank(), 12);
}

#[test]
fn hg_1_card_points() {
    let points = |s: &str| card(s).points();
    for odd in ["r3", "b5", "y7", "g9"] {
        assert_eq!(points(odd), 1, "{odd}");
    }
    for even in ["r2", "b4", "y6", "g8", "o10"] {
        assert_eq!(points(even), 0, "{even}");
    }
    assert_eq!((points("j"), points("q"), points("k")), (2, 3, 5));
    // The deck totals of HG-1: 16 (2 players) and 20 (3 players) in naturals, 10 per J+Q+K.
    assert_eq!(Cards::deck_naturals(2).points(), 16);
    assert_eq!(Cards::deck_naturals(3).points(), 20);
    assert_eq!(Cards::all_wilds().points(), 10);
    assert_eq!(cards("r3 o3 r4 k").points(), 7);
    let deck = Cards::deck_naturals(3).union(Cards::all_wilds());
    assert_eq!(deck.points(), deck.iter().map(Card::points).sum::<u32>());
}

#[test]
fn set_operations() {
    let mut hand = cards("r5 o5 j");
    assert_eq!(hand.len(), 3);
    assert!(hand.contains(card("o5")));
    assert!(!hand.contains(card("y5")));
    assert!(hand.insert(card("y5")));
    assert!(!hand.insert(card("y5")));
    assert!(hand.remove(card("j")));
    assert!(!hand.remove(card("j")));
    assert_eq!(hand, cards("r5 o5 y5"));
    assert!(cards("r5 y5").is_subset(hand));
    assert!(!cards("r5 q").is_subset(hand));
    assert!(Cards::EMPTY.is_subset(hand));
    assert_eq!(hand.union(cards("q r5")), cards("r5 o5 y5 q"));
    assert_eq!(hand.difference(cards("o5 k")), cards("r5 y5"));
    assert_eq!(cards("r5 q").naturals(), cards("r5"));
    assert_eq!(cards("r5 q").wilds(), cards("q"));
    assert!(Cards::EMPTY.is_empty() && !hand.is_empty());
    assert_eq!(Cards::default(), Cards::EMPTY);
}

#[test]
fn naturals_outside_2_to_10_are_not_cards() {
    let mut hand = Cards::EMPTY;
    for rank in [0, 1, 11, 13, 200] {
        let fake = Card::Natural {
            colour: Colour::Red,
            rank,
        };
        assert!(!hand.insert(fake));
        assert!(!hand.contains(fake));
        assert!(!hand.remove(fake));
        assert_eq!(Card::natural(Colour::Red, rank), None);
    }
    assert!(hand.is_empty());
    assert_eq!(Card::natural(Colour::Red, 10), Some(card("r10")));
}

#[test]
fn iteration_and_display_are_canonical() {
    // By rank, then colour in `Colour::ALL` order (red, blue, yellow, green, orange),
    // then J, Q, K.
    let hand = cards("k o5 j r10 g5 b5 y5 r5 r2");
    assert_eq!(hand.to_string(), "r2 r5 b5 y5 g5 o5 r10 j k");
    assert_eq!(hand.iter().count(), hand.len());
    assert_eq!(Cards::EMPTY.to_string(), "");
    let everything = Cards::deck_naturals(3).union(Cards::all_wilds());
    let listed: Vec<Card> = everything.iter().collect();
    assert_eq!(listed.len(), 48);
    assert!(listed.windows(2).all(|pair| {
        let key = |c: Card| {
            (
                c.rank(),
                Colour::ALL.iter().position(|&k| Some(k) == colour(c)),
            )
        };
        key(pair[0]) < key(pair[1])
    }));
}

fn colour(card: Card) -> Option<Colour> {
    match card {
        Card::Natural { colour, .. } => Some(colour),
        Card::Wild(_) => None,
    }
}

#[test]
fn every_card_round_trips_through_notation() {
    for c in Cards::deck_naturals(3).union(Cards::all_wilds()).iter() {
        assert_eq!(c.to_string().parse::<Card>().unwrap(), c);
        assert_eq!(c.to_string().to_uppercase().parse::<Card>().unwrap(), c);
    }
}

#[test]
fn cards_are_read_case_insensitively_and_colour_last() {
    assert_eq!(card("R5"), card("r5"));
    assert_eq!(card("5r"), card("r5"));
    assert_eq!(card("10O"), card("o10"));
    assert_eq!(card(" j "), Card::Wild(Wild::Jack));
    assert_eq!(card("Q"), Card::Wild(Wild::Queen));
    assert_eq!(card("k"), Card::Wild(Wild::King));
    assert_eq!(card("r10").to_string(), "r10");
    assert_eq!(Wild::Queen.to_string(), "q");
}

#[test]
fn garbage_cards_are_refused() {
    for bad in [
        "", "r", "5", "r1", "r11", "o0", "x5", "5x", "r5r", "rr", "jj", "j5", "r-5", "r100", "é5",
        "5é", "red5", "r 5",
    ] {
        let err = bad.parse::<Card>().unwrap_err();
        assert_eq!(err.hint, HINT, "{bad:?}");
        assert_eq!(err.input, bad);
    }
}

#[test]
fn serde_writes_notation_strings() {
    assert_eq!(serde_json::to_string(&card("o10")).unwrap(), "\"o10\"");
    assert_eq!(serde_json::to_string(&card("k")).unwrap(), "\"k\"");
    assert_eq!(
        serde_json::to_string(&cards("j o5 r5")).unwrap(),
        r#"["r5","o5","j"]"#
    );
    assert_eq!(
        serde_json::from_str::<Cards>(r#"["j","o5","R5"]"#).unwrap(),
        cards("r5 o5 j")
    );
    assert_eq!(serde_json::from_str::<Card>("\"5y\"").unwrap(), card("y5"));
    assert_eq!(serde_json::from_str::<Cards>("[]").unwrap(), Cards::EMPTY);
    let hand = Cards::deck_naturals(2).union(Cards::all_wilds());
    let json = serde_json::to_string(&hand).unwrap();
    assert_eq!(serde_json::from_str::<Cards>(&json).unwrap(), hand);
}

#[test]
fn serde_refuses_bad_cards_and_repeats() {
    assert!(serde_json::from_str::<Card>("\"r11\"").is_err());
    assert!(serde_json::from_str::<Card>("5").is_err());
    assert!(serde_json::from_str::<Cards>(r#"["r5","r5"]"#).is_err());
    assert!(serde_json::from_str::<Cards>(r#"["r5","x"]"#).is_err());
    assert!(serde_json::from_str::<Cards>(r#""r5""#).is_err());
}
