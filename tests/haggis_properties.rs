//! Property tests for Haggis: random legal play (a share of it by the AI, bets made out
//! of turn by whoever may still bet) always ends, for 2 and 3 players and every option;
//! every card of the deck is in exactly one place after every step; no view and no public
//! notice shows a hand or the Haggis; scores never decrease; and the record replays to
//! the same game.

mod engine_support;

use engine_support::{fail, Step};
use gametable::engine::{Actors, Arg, Audience, Game, GameKind, Kind, Seat, Text, Viewer};
use gametable::games::colour::Colour;
use gametable::games::haggis::cards::{Card, Cards, Wild};
use gametable::games::haggis::{BombCapture, FirstOutBonus, Haggis, HaggisOptions, Target};
use proptest::prelude::*;
use rand::seq::{IteratorRandom, SliceRandom};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::Value;

/// Far above any real game: a hand takes well under 200 moves, and a game to 350 points a
/// few dozen hands.
const MAX_STEPS: usize = 200_000;

fn options(target: bool, bomb: bool, bonus: bool) -> HaggisOptions {
    HaggisOptions {
        target: if target { Target::Long } else { Target::Short },
        bomb_capture: if bomb {
            BombCapture::WinnerChooses
        } else {
            BombCapture::Auto
        },
        first_out_bonus: if bonus {
            FirstOutBonus::Five
        } else {
            FirstOutBonus::None
        },
    }
}

/// HG-1: hands, the trick, the capture piles and the Haggis hold the deck's naturals
/// once each and every player's J, Q and K.
fn check_cards(g: &Haggis) -> Result<(), TestCaseError> {
    if g.hand_number() == 0 {
        return Ok(());
    }
    let players = g.seats();
    let trick = g.trick().cards();
    let mut naturals = vec![g.haggis(), trick.naturals()];
    let mut wilds = [0usize; 3];
    for (w, wild) in Wild::ALL.into_iter().enumerate() {
        wilds[w] += usize::from(trick.wild_count(wild));
    }
    for seat in Seat::all(players) {
        let hand = g.hand(seat);
        let pile = g.captured(seat);
        naturals.push(hand.naturals());
        naturals.push(pile.naturals());
        for (w, wild) in Wild::ALL.into_iter().enumerate() {
            wilds[w] += usize::from(hand.contains(Card::Wild(wild)));
            wilds[w] += usize::from(pile.wild_count(wild));
        }
    }
    let total: usize = naturals.iter().map(|c| c.len()).sum();
    let union = naturals.iter().fold(Cards::EMPTY, |all, c| all.union(*c));
    prop_assert_eq!(union, Cards::deck_naturals(players));
    prop_assert_eq!(total, union.len(), "a natural is in two places");
    prop_assert_eq!(wilds, [players; 3]);
    Ok(())
}

/// Every natural named anywhere in `json` (card notation strings such as `"r5"`).
fn naturals_in(json: &Value, found: &mut Cards) {
    match json {
        Value::String(s) => {
            if let Ok(card @ Card::Natural { .. }) = s.parse::<Card>() {
                found.insert(card);
            }
        }
        Value::Array(items) => items.iter().for_each(|v| naturals_in(v, found)),
        Value::Object(map) => map.values().for_each(|v| naturals_in(v, found)),
        _ => {}
    }
}

/// The naturals nobody but their holder may know about: every hand and the Haggis.
fn secrets(g: &Haggis, except: Option<Seat>) -> Cards {
    Seat::all(g.seats())
        .filter(|&s| Some(s) != except)
        .fold(g.haggis(), |all, s| all.union(g.hand(s).naturals()))
}

/// HG-10.20: no view shows another seat's hand or the Haggis; a seat's view is the public
/// view plus its own hand.
fn check_views(g: &Haggis) -> Result<(), TestCaseError> {
    let public = serde_json::to_value(g.view(Viewer::Public)).map_err(fail)?;
    prop_assert_eq!(&public["hand"], &Value::Null);
    let mut shown = Cards::EMPTY;
    naturals_in(&public, &mut shown);
    prop_assert!(shown.difference(secrets(g, None)) == shown);
    for seat in Seat::all(g.seats()) {
        let mut own = serde_json::to_value(g.view(Viewer::Seat(seat))).map_err(fail)?;
        let hand: Cards = serde_json::from_value(own["hand"].take()).map_err(fail)?;
        prop_assert_eq!(hand, g.hand(seat));
        let mut shown = Cards::EMPTY;
        naturals_in(&own, &mut shown);
        prop_assert!(shown.difference(secrets(g, Some(seat))) == shown);
        own["viewer"] = Value::Null;
        prop_assert_eq!(&own, &public, "seat {} sees more than its hand", seat);
    }
    Ok(())
}

/// Plays a whole game with random legal moves (some chosen by the AI), checking cards
/// and scores after every step and views often.
fn random_game(
    seed: u64,
    players: usize,
    options: HaggisOptions,
) -> Result<(Haggis, Vec<Step>), TestCaseError> {
    let mut scores = vec![0; players];
    engine_support::random_game(
        seed,
        players,
        &options,
        MAX_STEPS,
        0.4,
        |_, _| false,
        |g: &Haggis, step| {
            check_cards(g)?;
            let now = g.scores();
            prop_assert!(now.iter().zip(&scores).all(|(n, s)| n >= s), "a score fell");
            scores = now;
            if step % 5 == 0 {
                check_views(g)?;
            }
            Ok(())
        },
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(16))]

    /// HG-7: random play ends with one winner, who holds the top total, at or above the
    /// target.
    #[test]
    fn random_play_ends_with_one_winner_above_the_target(
        seed in any::<u64>(),
        players in 2usize..=3,
        target in any::<bool>(),
        bomb in any::<bool>(),
        bonus in any::<bool>(),
    ) {
        let options = options(target, bomb, bonus);
        let (g, _) = random_game(seed, players, options)?;
        let outcome = g.outcome().ok_or_else(|| fail("over without an outcome"))?;
        prop_assert_eq!(outcome.winners.len(), 1);
        let best = outcome.scores.iter().copied().max().unwrap_or(0);
        prop_assert_eq!(outcome.scores[outcome.winners[0].index()], best);
        prop_assert_eq!(outcome.scores.iter().filter(|&&s| s == best).count(), 1);
        prop_assert!(best >= options.target.points());
        check_views(&g)?;
    }

    /// The record replays through the type-erased API to the same game.
    #[test]
    fn replaying_the_record_gives_the_same_game(
        seed in any::<u64>(),
        players in 2usize..=3,
        bomb in any::<bool>(),
    ) {
        let options = options(false, bomb, false);
        let (g, record) = random_game(seed, players, options)?;
        let pairs = [(
            "bomb_capture".to_owned(),
            if bomb { "winner_chooses" } else { "auto" }.to_owned(),
        )];
        engine_support::replays_to_the_same_game(&g, &record, players, &pairs)?;
    }

    /// No public notice names a card that is in a hand or in the Haggis; a seat's private
    /// notices name no card of another hand.
    #[test]
    fn notices_keep_hands_and_the_haggis_secret(seed in any::<u64>(), players in 2usize..=3) {
        let kind = Kind::<Haggis>::new();
        let opts = kind.parse_options(&[]).map_err(fail)?;
        let mut game = kind.new_game(players, &opts).map_err(fail)?;
        let mut shadow = Haggis::new(players, &HaggisOptions::default()).map_err(fail)?;
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut private_cards = 0;
        for _ in 0..3_000 {
            let mut notices = Vec::new();
            match game.actors() {
                Actors::Over => break,
                Actors::Chance => {
                    let chance = game.sample_chance(&mut rng);
                    game.apply_chance(&chance, &mut notices).map_err(fail)?;
                    let deal = serde_json::from_value(chance).map_err(fail)?;
                    shadow.apply_chance(&deal, &mut Vec::new()).map_err(fail)?;
                }
                Actors::Seats(set) => {
                    let seat = set.iter().choose(&mut rng).ok_or_else(|| fail("no seat"))?;
                    let moves = game.legal_moves(seat);
                    let notation = moves
                        .choose(&mut rng)
                        .map(|m| m.notation.clone())
                        .ok_or_else(|| fail("no move"))?;
                    game.play(seat, &notation, &mut notices).map_err(fail_play)?;
                    let mv = notation.parse().map_err(fail)?;
                    shadow.apply_move(seat, &mv, &mut Vec::new()).map_err(|e| fail(format!("{e:?}")))?;
                }
            }
            for notice in notices {
                let mut named = Cards::EMPTY;
                naturals_named(&notice.text, &mut named);
                if matches!(notice.to, Audience::Seat(_)) {
                    private_cards += named.len();
                }
                let hidden = match notice.to {
                    Audience::Everyone => secrets(&shadow, None),
                    Audience::Seat(seat) => secrets(&shadow, Some(seat)),
                };
                prop_assert!(named.difference(hidden) == named, "{:?} tells a secret", notice);
            }
        }
        // The check above sees cards: the deal tells each seat its hand.
        prop_assert!(private_cards >= 14 * players);
    }
}

/// Every natural a text names: its `haggis-card` parts ("red 5").
fn naturals_named(text: &Text, found: &mut Cards) {
    if text.id == "haggis-card" {
        let colour = text.args.iter().find_map(|(name, arg)| match arg {
            Arg::Text(t) if *name == "colour" => {
                Colour::ALL.into_iter().find(|c| c.label().id == t.id)
            }
            _ => None,
        });
        let rank = text.args.iter().find_map(|(name, arg)| match arg {
            Arg::Text(t) if *name == "rank" => t.args.iter().find_map(|(_, a)| match a {
                Arg::Int(n) => u8::try_from(*n).ok(),
                _ => None,
            }),
            _ => None,
        });
        if let (Some(colour), Some(rank)) = (colour, rank) {
            found.insert(Card::Natural { colour, rank });
        }
    }
    for (_, arg) in &text.args {
        naturals_in_arg(arg, found);
    }
}

fn naturals_in_arg(arg: &Arg, found: &mut Cards) {
    match arg {
        Arg::Text(t) => naturals_named(t, found),
        Arg::List(items) => items.iter().for_each(|a| naturals_in_arg(a, found)),
        _ => {}
    }
}

fn fail_play(e: gametable::engine::PlayError) -> TestCaseError {
    fail(format!("{e:?}"))
}
