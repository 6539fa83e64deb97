//! Unit tests of the move notation; tests of a rule start with its id.

use super::*;
use crate::games::haggis::combination::classify;

fn mv(s: &str) -> Move {
    s.parse().unwrap()
}

fn cards(s: &str) -> Cards {
    s.split_whitespace()
        .map(|w| w.parse::<Card>().unwrap())
        .collect()
}

fn play(s: &str, declared: Option<Declared>) -> Move {
    Move::Play {
        cards: cards(s),
        declared,
    }
}

fn run(width: u8, top: Option<u8>) -> Declared {
    Declared::Run { width, top }
}

#[test]
fn canonical_moves_round_trip() {
    for s in [
        "pass",
        "bet little",
        "bet big",
        "bet none",
        "give 1",
        "give 3",
        "r5",
        "j",
        "r5 o5 j",
        "r5 j q as set",
        "r5 j q as run",
        "r5 j q as run 5-7",
        "r5 j q as run 3-5",
        "r2 o2 o3 j q k as run x2",
        "r2 o2 o3 j q k as run x2 2-4",
        "r2 o2 o3 j q k as run x3 2-3",
        "y9 g9 y10 g10 j q as run x2 9-j",
        "r10 j q k as run 10-k",
        "r10 j q k as run x2 10-j",
        "r2 r3 r4 r5 r6 r7 r8 r9 r10 j q k as run 2-k",
    ] {
        assert_eq!(mv(s).to_string(), s);
    }
}

#[test]
fn plays_are_read_in_any_order_case_and_separator() {
    assert_eq!(mv("J, O5 r5"), play("r5 o5 j", None));
    assert_eq!(mv("  r5,o5 ,j  ").to_string(), "r5 o5 j");
    assert_eq!(mv("5R J Q"), play("r5 j q", None));
    assert_eq!(
        mv("r5 J Q As Run 5-7"),
        play("r5 j q", Some(run(1, Some(7))))
    );
    assert_eq!(
        mv("10r J Q K AS RUN X2 10-J").to_string(),
        "r10 j q k as run x2 10-j"
    );
}

#[test]
fn hg_4_5_a_player_may_declare_a_reading() {
    // The Decisions' example, `/play 5r j q as run`.
    assert_eq!(mv("5r j q as run"), play("r5 j q", Some(run(1, None))));
    assert_eq!(mv("r5 j q as set"), play("r5 j q", Some(Declared::Set)));
    assert_eq!(mv("r5 j q as run x1"), play("r5 j q", Some(run(1, None))));
    assert_eq!(
        mv("r2 o2 o3 j q k as run x3"),
        play("r2 o2 o3 j q k", Some(run(3, None)))
    );
    assert_eq!(
        mv("r2 o2 o3 j q k as run x2 2-4"),
        play("r2 o2 o3 j q k", Some(run(2, Some(4))))
    );
    assert_eq!(
        mv("y9 g9 y10 g10 j q as run x2 9-j"),
        play("y9 g9 y10 g10 j q", Some(run(2, Some(11))))
    );
}

#[test]
fn hg_4_5_a_range_must_span_the_cards() {
    // Five cards cannot be pairs over 9-J (six slots).
    assert!("g9 g10 y9 y10 j as run x2 9-j".parse::<Move>().is_err());
    assert!("r5 j q as run 5-8".parse::<Move>().is_err());
    assert!("r5 j q as run 7-5".parse::<Move>().is_err());
    assert!("r5 j q as run x2 5-7".parse::<Move>().is_err());
}

#[test]
fn hg_3_bets_in_words_or_amounts() {
    assert_eq!(mv("bet little"), Move::Bet(Bet::Little));
    assert_eq!(mv("bet 15"), Move::Bet(Bet::Little));
    assert_eq!(mv("BET Big"), Move::Bet(Bet::Big));
    assert_eq!(mv("bet 30"), Move::Bet(Bet::Big));
    assert_eq!(mv("bet none"), Move::Bet(Bet::None));
    assert_eq!(mv("bet 0"), Move::Bet(Bet::None));
    assert_eq!(mv("bet no"), Move::Bet(Bet::None));
    for bet in [Bet::None, Bet::Little, Bet::Big] {
        assert_eq!(bet.to_string().parse::<Bet>().unwrap(), bet);
    }
    assert_eq!(" 15 ".parse::<Bet>().unwrap(), Bet::Little);
    assert_eq!("20".parse::<Bet>().unwrap_err().hint, HINT);
}

#[test]
fn hg_5_4_give_names_a_seat_counted_from_1() {
    assert_eq!(mv("give 1"), Move::Give(Seat(0)));
    assert_eq!(mv("Give 3"), Move::Give(Seat(2)));
    assert_eq!(Move::Give(Seat(1)).to_string(), "give 2");
}

#[test]
fn garbage_is_refused_with_the_hint() {
    for bad in [
        "",
        "   ",
        ",",
        "pass now",
        "pass r5",
        "bet",
        "bet 20",
        "bet little big",
        "give",
        "give 0",
        "give 4",
        "give 12",
        "give x",
        "r11",
        "z5",
        "r5 r5",
        "y2, y2",
        "r5 5r",
        "as set",
        "as run",
        "r5 as",
        "r5 as sets",
        "r5 as set set",
        "r5 as set 5-5",
        "r5 as run x0",
        "r5 as run x6",
        "r5 as run x",
        "r5 as run x10",
        "r5 j q as run 5-7 x1",
        "r5 j q as run x1 x1",
        "r5 j q as run 5-7 5-7",
        "r5 j q as run 5",
        "r5 j q as run 5-",
        "r5 j q as run -7",
        "r5 j q as run 1-3",
        "r5 j q as run 11-13",
        "r5 j q as run a-c",
        "r5 j as q",
        "r5 as set as set",
        "pass as set",
    ] {
        let err = bad.parse::<Move>().unwrap_err();
        assert_eq!(err.hint, HINT, "{bad:?}");
        assert_eq!(err.input, bad);
    }
}

#[test]
fn hg_4_5_declared_for_names_exactly_one_reading() {
    for hand in [
        "r5 j q",
        "r10 j q k",
        "r2 o2 o3 j q k",
        "r4 r5 j q",
        "r9 r10 j",
        "r10 o10 j k",
        "b3 g3 b4 g4 b5 g5",
    ] {
        let cards = cards(hand);
        let readings = classify(cards);
        assert!(!readings.is_empty(), "{hand}");
        for reading in &readings {
            let declared = declared_for(*reading).unwrap();
            let fitting: Vec<_> = readings.iter().filter(|r| r.fits(declared)).collect();
            assert_eq!(fitting, [reading], "{hand} as {declared:?}");
            // And the declaration survives notation.
            let play = Move::Play {
                cards,
                declared: Some(declared),
            };
            assert_eq!(play.to_string().parse::<Move>().unwrap(), play);
        }
    }
}

#[test]
fn hg_4_4_bombs_need_no_declaration() {
    for hand in ["j q", "j q k", "r3 r5 r7 r9", "r3 b5 y7 g9"] {
        let readings = classify(cards(hand));
        assert_eq!(readings.len(), 1, "{hand}");
        assert_eq!(declared_for(readings[0]), None, "{hand}");
    }
}
