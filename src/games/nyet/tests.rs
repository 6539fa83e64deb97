//! Unit tests, one or more per rule of `shared/rules/nyet.md`; each test name starts
//! with the rule id it checks.

use super::*;
use crate::engine::{Audience, GameKind, Kind, MoveError, PlayError};
use crate::games::colour::Colour;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn c(s: &str) -> Card {
    s.parse().unwrap()
}

fn cards(s: &str) -> Vec<Card> {
    s.split_whitespace().map(c).collect()
}

fn mv(s: &str) -> Move {
    s.parse().unwrap()
}

fn game(players: usize) -> Nyet {
    Nyet::new(players, &NyetOptions::default()).unwrap()
}

/// A game dealt by `dealer` with a shuffled deck from `seed`.
fn dealt(players: usize, dealer: u8, seed: u64) -> Nyet {
    let mut g = game(players);
    let mut ev = Vec::new();
    g.apply_chance(&Chance::FirstDealer(Seat(dealer)), &mut ev)
        .unwrap();
    let deal = g.sample_chance(&mut ChaCha8Rng::seed_from_u64(seed));
    g.apply_chance(&deal, &mut ev).unwrap();
    g
}

fn play(g: &mut Nyet, seat: u8, s: &str) -> Vec<Event> {
    let mut events = Vec::new();
    g.apply_move(Seat(seat), &mv(s), &mut events)
        .unwrap_or_else(|e| panic!("seat {} {s}: {e:?}", seat + 1));
    events
}

/// Covers every field but the wanted ones, each player in turn (NY-4).
fn settle(g: &mut Nyet, keep: [Field; 5]) -> Vec<Event> {
    let mut events = Vec::new();
    while g.phase == Phase::Nyet {
        let field = g
            .board
            .coverable()
            .find(|f| !keep.contains(f))
            .expect("a field to cover");
        let seat = g.turn;
        g.apply_move(seat, &Move::Cover(field), &mut events)
            .unwrap();
    }
    events
}

fn setup(
    first: u8,
    discard: DiscardRule,
    trump: Option<Colour>,
    sup: Option<Colour>,
    points: i8,
) -> RoundSetup {
    RoundSetup {
        first: Seat(first),
        discard,
        trump,
        super_trump: sup,
        points,
    }
}

fn keep(s: &RoundSetup) -> [Field; 5] {
    [
        Field::First(s.first),
        Field::Discard(s.discard),
        Field::Trump(s.trump),
        Field::Super(s.super_trump),
        Field::Points(s.points),
    ]
}

#[test]
fn ny_1_1_the_deck_has_60_cards_with_three_ones_per_colour() {
    let d = deck(4);
    assert_eq!(d.len(), 60);
    for colour in COLOURS {
        assert_eq!(
            d.iter()
                .filter(|k| k.colour() == colour && k.is_one())
                .count(),
            3
        );
        assert_eq!(d.iter().filter(|k| k.colour() == colour).count(), 15);
    }
}

#[test]
fn ny_2_three_players_use_48_cards_without_11_to_13() {
    let d = deck(3);
    assert_eq!(d.len(), 48);
    assert!(d.iter().all(|k| k.value() <= 10));
    assert_eq!(hand_size(3), 16);
    let g = dealt(3, 0, 7);
    for s in 0..3 {
        assert_eq!(g.hand(Seat(s)).len(), 16);
    }
    assert!(g.set_aside().is_empty());
}

#[test]
fn ny_2_hand_sizes_and_set_aside_cards() {
    let g = dealt(2, 0, 1);
    assert_eq!(g.hand(Seat(0)).len(), 15);
    assert_eq!(g.set_aside().len(), 30);
    let g = dealt(5, 0, 1);
    assert_eq!(g.hand(Seat(4)).len(), 12);
    assert!(g.set_aside().is_empty());
}

#[test]
fn ny_2_1_characters_of_absent_seats_are_covered_for_the_game() {
    let g = dealt(3, 0, 1);
    assert_eq!(g.board().cover(Field::First(Seat(3))), Some(Cover::Absent));
    assert_eq!(g.board().cover(Field::First(Seat(4))), Some(Cover::Absent));
    assert_eq!(g.board().cover(Field::First(Seat(2))), None);
    let mut legal = Vec::new();
    g.legal_moves(Seat(0), &mut legal);
    assert!(!legal.contains(&mv("nyet first 4")));
}

#[test]
fn ny_2_2_dealer_rotates_and_fixed_round_counts() {
    for (players, rounds) in [(2, 8), (3, 9), (4, 8), (5, 10)] {
        let mut g = game(players);
        let mut rng = ChaCha8Rng::seed_from_u64(players as u64);
        let mut dealers = Vec::new();
        let mut events = Vec::new();
        while g.actors() != Actors::Over {
            events.clear();
            match g.actors() {
                Actors::Chance => {
                    let ch = g.sample_chance(&mut rng);
                    g.apply_chance(&ch, &mut events).unwrap();
                }
                Actors::Seats(set) => {
                    let seat = set.iter().next().unwrap();
                    let m = g.ai_move(seat, &mut rng).unwrap();
                    g.apply_move(seat, &m, &mut events).unwrap();
                }
                Actors::Over => {}
            }
            for e in &events {
                if let Event::Dealt { dealer, .. } = e {
                    dealers.push(dealer.index());
                }
            }
        }
        assert_eq!(dealers.len(), rounds, "{players} players");
        for w in dealers.windows(2) {
            assert_eq!(w[1], (w[0] + 1) % players);
        }
        // Everyone deals equally often.
        for s in 0..players {
            assert_eq!(
                dealers.iter().filter(|&&d| d == s).count(),
                rounds / players
            );
        }
        assert!(g.outcome().is_some());
    }
}

#[test]
fn ny_2_3_target_score_ends_after_the_round_someone_reaches_it() {
    let options = NyetOptions {
        target_score: TargetScore::Points(100),
    };
    let mut g = Nyet::new(4, &options).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let mut events = Vec::new();
    let mut steps = 0;
    while g.actors() != Actors::Over && steps < 100_000 {
        steps += 1;
        match g.actors() {
            Actors::Chance => {
                let ch = g.sample_chance(&mut rng);
                g.apply_chance(&ch, &mut events).unwrap();
            }
            Actors::Seats(set) => {
                let seat = set.iter().next().unwrap();
                let m = g.ai_move(seat, &mut rng).unwrap();
                g.apply_move(seat, &m, &mut events).unwrap();
            }
            Actors::Over => {}
        }
    }
    let outcome = g.outcome().unwrap();
    assert!(outcome.scores.iter().any(|&s| s >= 100));
    let best = *outcome.scores.iter().max().unwrap();
    assert!(outcome
        .winners
        .iter()
        .all(|w| outcome.scores[w.index()] == best));
}

#[test]
fn ny_2_3_target_score_option_parses_from_the_table_values() {
    let kind = Kind::<Nyet>::new();
    let v = kind
        .parse_options(&[("target_score".into(), "150".into())])
        .unwrap();
    let o: NyetOptions = serde_json::from_value(v).unwrap();
    assert_eq!(o.target_score, TargetScore::Points(150));
    let v = kind.parse_options(&[]).unwrap();
    let o: NyetOptions = serde_json::from_value(v).unwrap();
    assert_eq!(o.target_score, TargetScore::Off);
    assert_eq!(
        kind.parse_options(&[("target_score".into(), "7".into())]),
        Err(SetupError::BadValue {
            key: "target_score".into(),
            value: "7".into()
        })
    );
}

#[test]
fn ny_2_3_target_score_reads_and_writes_off_or_a_number() {
    let json = |t: TargetScore| serde_json::to_value(t).unwrap();
    assert_eq!(json(TargetScore::Off), serde_json::json!("off"));
    assert_eq!(json(TargetScore::Points(150)), serde_json::json!(150));
    let read = |v: serde_json::Value| serde_json::from_value::<TargetScore>(v).ok();
    assert_eq!(read(serde_json::json!("off")), Some(TargetScore::Off));
    assert_eq!(read(serde_json::json!(200)), Some(TargetScore::Points(200)));
    assert_eq!(
        read(serde_json::json!("100")),
        Some(TargetScore::Points(100))
    );
    for refused in [
        serde_json::json!(0),
        serde_json::json!("on"),
        serde_json::json!(-5),
    ] {
        assert_eq!(read(refused.clone()), None, "{refused}");
    }
}

#[test]
fn ny_4_2_the_dealer_covers_first_then_clockwise() {
    let mut g = dealt(4, 2, 5);
    assert_eq!(g.actors(), Actors::Seats(SeatSet::one(Seat(2))));
    assert_eq!(
        g.clone()
            .apply_move(Seat(0), &mv("nyet trump red"), &mut Vec::new()),
        Err(MoveError::NotYourTurn)
    );
    let ev = play(&mut g, 2, "nyet trump red");
    assert_eq!(
        ev,
        vec![Event::Covered {
            seat: Seat(2),
            field: Field::Trump(Some(Colour::Red)),
            next: Some(Seat(3)),
        }]
    );
    assert_eq!(
        g.board().cover(Field::Trump(Some(Colour::Red))),
        Some(Cover::Chip(Seat(2)))
    );
    play(&mut g, 3, "nyet trump blue");
    play(&mut g, 0, "nyet points -2");
}

#[test]
fn ny_4_3_the_last_free_field_of_a_row_cannot_be_covered() {
    let mut g = dealt(4, 0, 5);
    play(&mut g, 0, "nyet trump red");
    play(&mut g, 1, "nyet trump blue");
    play(&mut g, 2, "nyet trump yellow");
    play(&mut g, 3, "nyet trump green");
    let before = g.clone();
    let err = g.apply_move(Seat(0), &mv("nyet trump none"), &mut Vec::new());
    assert_eq!(
        err,
        Err(MoveError::Illegal(Illegal::LastFree {
            field: Field::Trump(None)
        }))
    );
    let err = g.apply_move(Seat(0), &mv("nyet trump red"), &mut Vec::new());
    assert_eq!(
        err,
        Err(MoveError::Illegal(Illegal::Covered {
            field: Field::Trump(Some(Colour::Red))
        }))
    );
    assert_eq!(g, before);
    let mut legal = Vec::new();
    g.legal_moves(Seat(0), &mut legal);
    assert!(legal.iter().all(|m| m.row() != Some(Row::Trump)));
}

#[test]
fn ny_4_3_the_phase_takes_15_plus_n_placements() {
    for players in 2..=5 {
        let mut g = dealt(players, 0, 9);
        let mut chips = 0;
        while g.phase == Phase::Nyet {
            let seat = g.turn;
            let mut legal = Vec::new();
            g.legal_moves(seat, &mut legal);
            g.apply_move(seat, &legal[0], &mut Vec::new()).unwrap();
            chips += 1;
        }
        assert_eq!(chips, 15 + players, "{players} players");
        let covered: usize = Row::ALL.iter().map(|&r| SIZE - g.board().free_in(r)).sum();
        assert_eq!(covered, 20);
        assert!(g.board().complete());
        assert!(g.setup().is_some());
    }
}

#[test]
fn ny_4_4_the_free_fields_define_the_round() {
    let mut g = dealt(4, 0, 2);
    let s = setup(
        2,
        DiscardRule::Two,
        Some(Colour::Green),
        Some(Colour::Red),
        -2,
    );
    let ev = settle(&mut g, keep(&s));
    assert_eq!(g.setup(), Some(s));
    assert!(ev.contains(&Event::RoundSet(s)));
    assert_eq!(g.actors(), Actors::Seats(SeatSet::one(Seat(2))));
}

#[test]
fn ny_5_1_two_players_have_no_teams() {
    let mut g = dealt(2, 0, 2);
    let s = setup(1, DiscardRule::None, None, None, 1);
    settle(&mut g, keep(&s));
    assert_eq!(g.phase, Phase::Tricks);
    assert_eq!(g.actors(), Actors::Seats(SeatSet::one(Seat(1))));
    assert_eq!(g.view(Viewer::Public).teams, None);
}

#[test]
fn ny_5_1_four_players_choose_a_partner() {
    let mut g = dealt(4, 0, 2);
    settle(&mut g, keep(&setup(1, DiscardRule::None, None, None, 1)));
    let err = g.apply_move(Seat(1), &mv("partner 2"), &mut Vec::new());
    assert_eq!(err, Err(MoveError::Illegal(Illegal::OwnPartner)));
    assert_eq!(
        g.apply_move(Seat(0), &mv("partner 3"), &mut Vec::new()),
        Err(MoveError::NotYourTurn)
    );
    let ev = play(&mut g, 1, "partner 4");
    assert!(ev.contains(&Event::TeamsFormed {
        by: Seat(1),
        teams: vec![vec![Seat(1), Seat(3)], vec![Seat(0), Seat(2)]],
    }));
    assert_eq!(g.bonus(), None);
    assert_eq!(g.phase, Phase::Tricks);
}

#[test]
fn ny_5_1_ny_9_3_three_players_lone_player_gets_the_bonus_card() {
    let mut g = dealt(3, 0, 2);
    settle(&mut g, keep(&setup(0, DiscardRule::None, None, None, 1)));
    let mut legal = Vec::new();
    g.legal_moves(Seat(0), &mut legal);
    assert_eq!(legal, vec![mv("alone 1"), mv("alone 2"), mv("alone 3")]);
    let ev = play(&mut g, 0, "alone 1");
    assert!(ev.contains(&Event::BonusGiven { seat: Seat(0) }));
    assert_eq!(g.teams(), Some(&[0u8, 1, 1][..]));
}

#[test]
fn ny_5_1_ny_5_2_five_players_team_of_two_and_bonus() {
    let mut g = dealt(5, 0, 2);
    settle(&mut g, keep(&setup(4, DiscardRule::None, None, None, 1)));
    // The first player may be in the team of 3.
    play(&mut g, 4, "team 3 1");
    assert_eq!(g.teams(), Some(&[0u8, 1, 0, 1, 1][..]));
    assert_eq!(g.phase, Phase::Bonus);
    let err = g.apply_move(Seat(4), &mv("bonus 5"), &mut Vec::new());
    assert_eq!(
        err,
        Err(MoveError::Illegal(Illegal::NotInSmallTeam {
            seat: Seat(4)
        }))
    );
    let ev = play(&mut g, 4, "bonus 3");
    assert!(ev.contains(&Event::BonusGiven { seat: Seat(2) }));
    assert_eq!(g.phase, Phase::Tricks);
}

/// A 3-player game with the given setup, teams formed (seat 0 alone).
fn three(s: RoundSetup) -> Nyet {
    let mut g = dealt(3, 0, 11);
    settle(&mut g, keep(&s));
    let first = s.first.0;
    play(&mut g, first, "alone 1");
    g
}

#[test]
fn ny_5_3_ny_9_2_discards_are_hidden_changeable_and_applied_at_once() {
    let mut g = three(setup(0, DiscardRule::Two, None, None, 1));
    assert_eq!(g.phase, Phase::Choosing);
    assert_eq!(g.actors(), Actors::Seats(Seat::all(3).collect()));
    let h0 = g.hand(Seat(0)).to_vec();
    let choice = format!("discard {} {}", h0[0], h0[5]);
    let ev = play(&mut g, 0, &choice);
    let mut notices = Vec::new();
    for e in &ev {
        g.describe_event(e, &mut notices);
    }
    // The public notice says who chose, not what.
    assert!(notices
        .iter()
        .filter(|n| n.to == Audience::Everyone)
        .all(|n| !format!("{:?}", n.text).contains("nyet-card")));
    assert_eq!(
        g.actors(),
        Actors::Seats([Seat(1), Seat(2)].into_iter().collect())
    );
    assert_eq!(g.hand(Seat(0)).len(), 14);
    // Seat 0 changes its mind.
    let choice2 = format!("discard {} {}", h0[1], h0[2]);
    play(&mut g, 0, &choice2);
    assert_eq!(g.pending(Seat(0)), &[h0[1], h0[2]]);
    assert_eq!(g.hand(Seat(0)).len(), 14);
    assert!(g.hand(Seat(0)).contains(&h0[5]));
    let h1 = g.hand(Seat(1)).to_vec();
    play(&mut g, 1, &format!("discard {} {}", h1[0], h1[1]));
    let h2 = g.hand(Seat(2)).to_vec();
    let ev = play(&mut g, 2, &format!("discard {} {}", h2[0], h2[1]));
    assert!(ev.iter().any(|e| matches!(e, Event::ChoicesApplied { .. })));
    assert_eq!(g.discarded().len(), 6);
    assert_eq!(g.phase, Phase::Tricks);
    assert!(g
        .hand(Seat(0))
        .iter()
        .all(|k| *k != h0[1] || h0[1] == h0[0]));
}

#[test]
fn ny_5_3_pass_left_is_received_after_everyone_chose() {
    let mut g = three(setup(0, DiscardRule::PassLeft, None, None, 1));
    let give: Vec<Card> = (0..3).map(|s| g.hand(Seat(s))[0]).collect();
    play(&mut g, 0, &format!("pass {}", give[0]));
    // Not yet received.
    assert_eq!(g.hand(Seat(1)).len(), 16);
    play(&mut g, 1, &format!("pass {}", give[1]));
    let ev = play(&mut g, 2, &format!("pass {}", give[2]));
    let received = ev
        .iter()
        .find_map(|e| match e {
            Event::ChoicesApplied { received, .. } => Some(received.clone()),
            _ => None,
        })
        .unwrap();
    assert_eq!(received, vec![Some(give[2]), Some(give[0]), Some(give[1])]);
    for s in 0..3 {
        assert_eq!(g.hand(Seat(s)).len(), 16);
    }
    // The receiver is told privately what they got.
    let mut notices = Vec::new();
    for e in &ev {
        g.describe_event(e, &mut notices);
    }
    assert!(notices
        .iter()
        .any(|n| n.to == Audience::Seat(Seat(1)) && n.text.id == "nyet-you-received"));
}

#[test]
fn ny_5_3_except_one_refuses_ones_and_none_skips_the_step() {
    let mut g = three(setup(0, DiscardRule::ExceptOne, None, None, 1));
    let mut legal = Vec::new();
    g.legal_moves(Seat(0), &mut legal);
    assert!(legal
        .iter()
        .all(|m| matches!(m, Move::Discard(v) if !v[0].is_one())));
    if let Some(one) = g.hand(Seat(0)).iter().find(|k| k.is_one()).copied() {
        let err = g.apply_move(Seat(0), &Move::Discard(vec![one]), &mut Vec::new());
        assert_eq!(err, Err(MoveError::Illegal(Illegal::NoOnes)));
    }
    let err = g.apply_move(Seat(0), &mv("pass r5"), &mut Vec::new());
    assert!(matches!(
        err,
        Err(MoveError::Illegal(Illegal::NotNow { .. }))
    ));
    let g = three(setup(0, DiscardRule::None, None, None, 1));
    assert_eq!(g.phase, Phase::Tricks);
}

#[test]
fn ny_9_2_a_hand_of_only_ones_is_not_asked() {
    let mut g = game(5);
    g.apply_chance(&Chance::FirstDealer(Seat(0)), &mut Vec::new())
        .unwrap();
    let mut rest = deck(5);
    let ones: Vec<Card> = rest.iter().copied().filter(|k| k.is_one()).collect();
    remove_all(&mut rest, &ones).unwrap();
    let mut hands = vec![ones];
    for chunk in rest.chunks(12).take(4) {
        hands.push(chunk.to_vec());
    }
    g.apply_chance(&Chance::Deal(Deal { hands }), &mut Vec::new())
        .unwrap();
    settle(
        &mut g,
        keep(&setup(1, DiscardRule::ExceptOne, None, None, 1)),
    );
    play(&mut g, 1, "team 1 2");
    play(&mut g, 1, "bonus 2");
    let Actors::Seats(set) = g.actors() else {
        panic!("seats expected")
    };
    assert!(!set.contains(Seat(0)));
    assert_eq!(set.len(), 4);
}

#[test]
fn ny_6_4_following_with_a_trump_colour() {
    let s = setup(
        0,
        DiscardRule::None,
        Some(Colour::Green),
        Some(Colour::Red),
        1,
    );
    let hand = cards("r1 r5 g3 b7");
    // (a) trump colour led: trump colour or super-trump.
    assert_eq!(s.playable(&hand, Some(c("g9"))), cards("r1 g3"));
    // (b) super-trump led: the trump suit.
    assert_eq!(s.playable(&hand, Some(c("r1"))), cards("r1 g3"));
    // NY-9.4: without trump-suit cards anything goes.
    assert_eq!(s.playable(&cards("r5 b7"), Some(c("r1"))), cards("r5 b7"));
    // (c) red led: red cards, super-trump red 1 included.
    assert_eq!(s.playable(&hand, Some(c("r9"))), cards("r1 r5"));
    // NY-6.5: cannot follow, play anything.
    assert_eq!(s.playable(&hand, Some(c("y9"))), hand);
    // Leading: anything.
    assert_eq!(s.playable(&hand, None), hand);
}

#[test]
fn ny_6_3_ny_6_4_following_without_trump_colour() {
    let s = setup(0, DiscardRule::None, None, Some(Colour::Red), 1);
    let hand = cards("r1 r5 g3 b7");
    // NY-6.4(b) Decision: a super-trump led calls for a super-trump...
    assert_eq!(s.playable(&hand, Some(c("r1"))), cards("r1"));
    // ...else its printed colour...
    assert_eq!(s.playable(&cards("r5 g3"), Some(c("r1"))), cards("r5"));
    // ...else anything.
    assert_eq!(s.playable(&cards("g3 b7"), Some(c("r1"))), cards("g3 b7"));
    // A green card led: green only (no trump suit).
    assert_eq!(s.playable(&hand, Some(c("g8"))), cards("g3"));
}

#[test]
fn ny_6_4_following_with_trump_and_no_super_trump() {
    let s = setup(0, DiscardRule::None, Some(Colour::Blue), None, 1);
    let hand = cards("r1 b1 g3");
    assert_eq!(s.playable(&hand, Some(c("b9"))), cards("b1"));
    // A red 1 is not a super-trump: red is followed.
    assert_eq!(s.playable(&hand, Some(c("r1"))), cards("r1"));
    let s = setup(0, DiscardRule::None, None, None, 1);
    assert_eq!(s.playable(&hand, Some(c("g1"))), cards("g3"));
}

#[test]
fn ny_6_6_winner_with_every_combination() {
    // Super-trump and trump: the last super-trump wins.
    let s = setup(
        0,
        DiscardRule::None,
        Some(Colour::Green),
        Some(Colour::Red),
        1,
    );
    assert_eq!(s.winner(&cards("g13 r1 g12")), 1);
    assert_eq!(s.winner(&cards("r1 b13 r1")), 2);
    // Trump colour beats the led colour.
    assert_eq!(s.winner(&cards("b13 g2 b12")), 1);
    assert_eq!(s.winner(&cards("b13 g2 g9")), 2);
    // No trump played: highest of the led colour.
    assert_eq!(s.winner(&cards("b7 y13 b9")), 2);
    // No trump colour, a super-trump.
    let s = setup(0, DiscardRule::None, None, Some(Colour::Yellow), 1);
    assert_eq!(s.winner(&cards("b13 y1 b12")), 1);
    assert_eq!(s.winner(&cards("y5 y13 y1")), 2);
    assert_eq!(s.winner(&cards("b5 g13 b6")), 2);
    // Trump, no super-trump: 1s are ordinary.
    let s = setup(0, DiscardRule::None, Some(Colour::Blue), None, 1);
    assert_eq!(s.winner(&cards("b1 r13 b2")), 2);
    assert_eq!(s.winner(&cards("r5 r1 b1")), 2);
    // Neither.
    let s = setup(0, DiscardRule::None, None, None, 1);
    assert_eq!(s.winner(&cards("g4 g10 r13")), 1);
}

#[test]
fn ny_6_6_identical_cards_the_last_played_wins() {
    let s = setup(0, DiscardRule::None, None, None, 1);
    assert_eq!(s.winner(&cards("g1 g1 b3")), 1);
    assert_eq!(s.winner(&cards("g1 g1 g1")), 2);
    let s = setup(0, DiscardRule::None, Some(Colour::Green), None, 1);
    assert_eq!(s.winner(&cards("r4 g1 g1")), 2);
}

#[test]
fn ny_7_1_booty_only_from_opponents() {
    let teams = [0u8, 1, 0, 1];
    let trick = [
        (Seat(0), c("g1")),
        (Seat(1), c("r1")),
        (Seat(2), c("b1")),
        (Seat(3), c("g9")),
    ];
    assert_eq!(booty(&trick, Seat(0), &teams), 1);
    assert_eq!(booty(&trick, Seat(3), &teams), 2);
    // 2 players: every 1 of the opponent.
    let trick = [(Seat(0), c("g1")), (Seat(1), c("r1"))];
    assert_eq!(booty(&trick, Seat(1), &[0, 1]), 1);
}

#[test]
fn ny_7_2_ny_7_3_team_results_negative_points_and_bonus() {
    let tricks = [3u8, 5, 4, 4];
    let booty = [1u8, 0, 2, 0];
    let teams = [0u8, 1, 0, 1];
    assert_eq!(
        round_scores(&tricks, &booty, &teams, 2, None),
        vec![20, 18, 20, 18]
    );
    assert_eq!(
        round_scores(&tricks, &booty, &teams, -2, None),
        vec![-20, -18, -20, -18]
    );
    // 3 players, seat 0 alone with the bonus card.
    let r = round_scores(&[6, 5, 5], &[2, 0, 1], &[0, 1, 1], -2, Some(Seat(0)));
    assert_eq!(r, vec![-32, -22, -22]);
    let r = round_scores(&[6, 5, 5], &[2, 0, 1], &[0, 1, 1], 3, Some(Seat(0)));
    assert_eq!(r, vec![48, 33, 33]);
}

#[test]
fn ny_6_1_ny_6_7_a_whole_round_is_played_and_scored() {
    let mut g = three(setup(
        1,
        DiscardRule::None,
        Some(Colour::Red),
        Some(Colour::Blue),
        2,
    ));
    assert_eq!(g.turn, Seat(1));
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let mut events = Vec::new();
    while g.phase == Phase::Tricks {
        let seat = g.turn;
        let m = g.ai_move(seat, &mut rng).unwrap();
        g.apply_move(seat, &m, &mut events).unwrap();
    }
    let (tricks, booty, points) = events
        .iter()
        .find_map(|e| match e {
            Event::RoundScored {
                tricks,
                booty,
                points,
                ..
            } => Some((tricks.clone(), booty.clone(), points.clone())),
            _ => None,
        })
        .unwrap();
    assert_eq!(tricks.iter().map(|&t| usize::from(t)).sum::<usize>(), 16);
    let total_booty: usize = booty.iter().map(|&b| usize::from(b)).sum();
    assert!(total_booty <= 12);
    // Seat 0 plays alone with the bonus card.
    assert_eq!(
        points[0],
        2 * 2 * (i64::from(tricks[0]) + i64::from(booty[0]))
    );
    assert_eq!(points[1], points[2]);
    assert_eq!(g.phase, Phase::Dealing);
    assert_eq!(g.dealer(), Seat(1));
}

#[test]
fn ny_6_4_a_card_that_does_not_follow_is_refused_and_changes_nothing() {
    let mut g = game(2);
    g.apply_chance(&Chance::FirstDealer(Seat(0)), &mut Vec::new())
        .unwrap();
    let hands = vec![
        cards("r1 r1 r1 r2 r3 r4 r5 r6 r7 r8 r9 r10 r11 b12 b13"),
        cards("b1 b1 b1 b2 b3 b4 b5 b6 b7 b8 b9 b10 b11 y13 r13"),
    ];
    // The same card twice in two hands is refused.
    let mut twice = hands.clone();
    twice[1][14] = c("r11");
    assert!(g
        .clone()
        .apply_chance(&Chance::Deal(Deal { hands: twice }), &mut Vec::new())
        .is_err());
    g.apply_chance(&Chance::Deal(Deal { hands }), &mut Vec::new())
        .unwrap();
    settle(&mut g, keep(&setup(1, DiscardRule::None, None, None, 1)));
    play(&mut g, 1, "b5");
    let before = g.clone();
    let mut events = Vec::new();
    let err = g.apply_move(Seat(0), &mv("r5"), &mut events);
    assert_eq!(
        err,
        Err(MoveError::Illegal(Illegal::MustFollow { card: c("r5") }))
    );
    assert_eq!(g, before);
    assert!(events.is_empty());
    let mut legal = Vec::new();
    g.legal_moves(Seat(0), &mut legal);
    assert_eq!(legal, vec![mv("b12"), mv("b13")]);
    let ev = play(&mut g, 0, "b12");
    assert!(ev.contains(&Event::TrickWon {
        seat: Seat(0),
        card: c("b12"),
        booty: 0
    }));
    play(&mut g, 0, "r2");
    let err = g.apply_move(Seat(1), &mv("b6"), &mut events);
    assert_eq!(
        err,
        Err(MoveError::Illegal(Illegal::MustFollow { card: c("b6") }))
    );
    let err = g.apply_move(Seat(1), &mv("b12"), &mut events);
    assert_eq!(
        err,
        Err(MoveError::Illegal(Illegal::NotInHand { card: c("b12") }))
    );
    legal.clear();
    g.legal_moves(Seat(1), &mut legal);
    assert_eq!(legal, vec![mv("r13")]);
}

#[test]
fn illegal_moves_change_nothing() {
    let mut g = dealt(4, 0, 3);
    let before = g.clone();
    let mut events = Vec::new();
    for (seat, m) in [
        (0, "partner 2"),
        (0, "r13"),
        (1, "nyet trump red"),
        (0, "bonus 2"),
    ] {
        assert!(g.apply_move(Seat(seat), &mv(m), &mut events).is_err());
    }
    assert!(events.is_empty());
    assert_eq!(g, before);
    let mut any = Kind::<Nyet>::new()
        .new_game(4, &serde_json::json!({"target_score": "off"}))
        .unwrap();
    assert!(matches!(
        any.play(Seat(0), "zz", &mut Vec::new()),
        Err(PlayError::Unreadable(_))
    ));
}

#[test]
fn corrupt_chance_outcomes_are_rejected() {
    let mut g = game(3);
    let mut ev = Vec::new();
    assert!(g
        .apply_chance(&Chance::FirstDealer(Seat(3)), &mut ev)
        .is_err());
    assert!(g
        .apply_chance(&Chance::Deal(Deal { hands: vec![] }), &mut ev)
        .is_err());
    g.apply_chance(&Chance::FirstDealer(Seat(1)), &mut ev)
        .unwrap();
    let before = g.clone();
    let Chance::Deal(good) = g.sample_chance(&mut ChaCha8Rng::seed_from_u64(1)) else {
        panic!("a deal expected")
    };
    // A card of the 4-player deck in a 3-player game.
    let mut bad = good.clone();
    bad.hands[0][0] = c("r13");
    ev.clear();
    assert!(g.apply_chance(&Chance::Deal(bad), &mut ev).is_err());
    // A hand too short.
    let mut bad = good.clone();
    bad.hands[1].pop();
    assert!(g.apply_chance(&Chance::Deal(bad), &mut ev).is_err());
    // A fourth 1.
    let mut bad = good.clone();
    let one = c("g1");
    for h in bad.hands.iter_mut() {
        if let Some(x) = h.iter_mut().find(|k| !k.is_one()) {
            *x = one;
            break;
        }
    }
    assert!(g.apply_chance(&Chance::Deal(bad), &mut ev).is_err());
    assert!(g
        .apply_chance(&Chance::FirstDealer(Seat(0)), &mut ev)
        .is_err());
    assert!(ev.is_empty());
    assert_eq!(g, before);
    // JSON: unknown fields and bad cards are refused.
    assert!(serde_json::from_str::<Chance>(r#"{"deal": {"hands": [], "x": 1}}"#).is_err());
    assert!(serde_json::from_str::<Chance>(r#"{"deal": {"hands": [["o3"]]}}"#).is_err());
    assert!(serde_json::from_str::<Chance>(r#"{"deal": {"hands": [["r14"]]}}"#).is_err());
    let json = serde_json::to_value(Chance::Deal(good.clone())).unwrap();
    assert_eq!(
        serde_json::from_value::<Chance>(json).unwrap(),
        Chance::Deal(good)
    );
    assert_eq!(
        serde_json::to_string(&Chance::FirstDealer(Seat(2))).unwrap(),
        r#"{"first_dealer":2}"#
    );
}

#[test]
fn notation_round_trips_and_is_case_insensitive() {
    for s in [
        "nyet trump green",
        "nyet trump none",
        "nyet super red",
        "nyet super none",
        "nyet points -2",
        "nyet points 4",
        "nyet discard none",
        "nyet discard 1",
        "nyet discard 2",
        "nyet discard except1",
        "nyet discard pass",
        "nyet first 3",
        "partner 3",
        "alone 2",
        "team 2 4",
        "bonus 4",
        "discard g7 r13",
        "discard b1",
        "pass y1",
        "r13",
        "g1",
    ] {
        let m = mv(s);
        assert_eq!(m.to_string(), s.replace("discard g7 r13", "discard r13 g7"));
        assert_eq!(m.to_string().parse::<Move>().unwrap(), m);
        assert_eq!(s.to_uppercase().parse::<Move>().unwrap(), m);
    }
    assert_eq!(mv("NYET TRUMP G"), mv("nyet trump green"));
    assert_eq!(mv("team 4 2"), mv("team 2 4"));
    assert_eq!(mv("play G7"), mv("g7"));
    for bad in [
        "",
        "r14",
        "o3",
        "nyet trump orange",
        "nyet points 5",
        "team 2 2",
        "nyet first 6",
        "discard",
        "discard r1 r2 r3",
    ] {
        assert!(bad.parse::<Move>().is_err(), "{bad}");
    }
}

#[test]
fn move_labels_name_the_field_or_card() {
    let g = game(4);
    let t = g.move_label(&mv("nyet trump green"));
    assert_eq!(t.id, "nyet-move-cover");
    assert_eq!(g.move_label(&mv("g7")).id, "nyet-move-play");
    assert_eq!(g.move_label(&mv("pass y1")).id, "nyet-move-pass");
}

#[test]
fn ny_8_views_show_only_the_own_hand_and_choice() {
    let mut g = three(setup(0, DiscardRule::One, None, None, 1));
    let h0 = g.hand(Seat(0))[0];
    play(&mut g, 0, &format!("discard {h0}"));
    let public = serde_json::to_value(g.view(Viewer::Public)).unwrap();
    assert!(public["hand"].is_null() && public["pending"].is_null());
    let own = g.view(Viewer::Seat(Seat(0)));
    assert_eq!(own.pending, Some(vec![h0]));
    assert_eq!(own.hand.as_deref(), Some(g.hand(Seat(0))));
    let other = g.view(Viewer::Seat(Seat(1)));
    assert_eq!(other.pending, None);
    assert_eq!(other.chosen, vec![Seat(0)]);
    let text = Nyet::describe_view(&other);
    assert!(!text.private.is_empty());
    assert!(!text.table.is_empty());
}

#[test]
fn describe_event_sends_hands_privately() {
    let g = dealt(4, 0, 1);
    let mut out = Vec::new();
    g.describe_event(
        &Event::Dealt {
            round: 1,
            dealer: Seat(0),
            hands: (0..4).map(|s| g.hand(Seat(s)).to_vec()).collect(),
        },
        &mut out,
    );
    for s in 0..4 {
        assert!(out
            .iter()
            .any(|n| n.to == Audience::Seat(Seat(s)) && n.text.id == "nyet-your-hand"));
    }
    assert!(out
        .iter()
        .filter(|n| n.to == Audience::Everyone)
        .all(|n| n.text.id != "nyet-your-hand"));
}
