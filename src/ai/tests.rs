//! The search on a small game of perfect information where the rule of thumb loses.

use super::{decide, margins, play_out, search, widening, Budget, Level, Settings};
use crate::engine::{
    Actors, ChanceError, Game, GameInfo, NotationError, Notice, PlayedOn, Playout, Seat, SeatSet,
    SetupError, Text, ViewText, Viewer,
};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::cell::Cell;
use std::fmt;
use std::str::FromStr;

/// Nim with one heap: two seats take one, two or three counters in turn; whoever takes
/// the last one wins. The winning move leaves a multiple of four. The rule of thumb
/// ([`Game::ai_choice`]) always takes one, which loses from most positions. With `TALLY`
/// above 0 a seat's score is the counters it took so far (it changes at every move) and
/// the game asks its playouts to play `TALLY` moves before a score change ends them.
#[derive(Clone, Debug, PartialEq)]
struct Nim<const TALLY: usize = 0> {
    left: u8,
    turn: Seat,
    winner: Option<Seat>,
    taken: [i64; 2],
}

#[derive(Clone, Copy, Debug, PartialEq)]
struct Take(u8);

impl fmt::Display for Take {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "take{}", self.0)
    }
}

impl FromStr for Take {
    type Err = NotationError;

    fn from_str(s: &str) -> Result<Take, NotationError> {
        s.strip_prefix("take")
            .and_then(|n| n.parse().ok())
            .map(Take)
            .ok_or_else(|| NotationError::new(s, "nim-hint"))
    }
}

impl<const TALLY: usize> Game for Nim<TALLY> {
    type Options = ();
    type Move = Take;
    type Chance = ();
    type Event = Take;
    type Illegal = ();
    type View = u8;

    const INFO: GameInfo = GameInfo {
        id: "nim",
        name: "nim-name",
        min_players: 2,
        max_players: 2,
        options: &[],
        rule_sections: &[],
    };

    const PLAYOUT_HORIZON: usize = TALLY;

    fn new(players: usize, _options: &()) -> Result<Self, SetupError> {
        Self::INFO.check_players(players)?;
        Ok(nim(10))
    }

    fn seats(&self) -> usize {
        2
    }

    fn actors(&self) -> Actors {
        match self.winner {
            Some(_) => Actors::Over,
            None => Actors::Seats(SeatSet::one(self.turn)),
        }
    }

    fn legal_moves(&self, seat: Seat, out: &mut Vec<Take>) {
        if self.actors().waits_for(seat) {
            out.extend((1..=self.left.min(3)).map(Take));
        }
    }

    fn try_move(&mut self, seat: Seat, mv: &Take, events: &mut Vec<Take>) -> Result<(), ()> {
        if !(1..=self.left.min(3)).contains(&mv.0) {
            return Err(());
        }
        events.push(*mv);
        self.left -= mv.0;
        self.taken[seat.index()] += i64::from(mv.0);
        if self.left == 0 {
            self.winner = Some(seat);
        } else {
            self.turn = seat.next(2);
        }
        Ok(())
    }

    fn sample_chance<R: Rng + ?Sized>(&self, _rng: &mut R) {}

    fn determinize<R: Rng + ?Sized>(&self, _seat: Seat, _rng: &mut R) -> Self {
        // Nothing is hidden.
        self.clone()
    }

    fn apply_chance(&mut self, _chance: &(), _events: &mut Vec<Take>) -> Result<(), ChanceError> {
        Err(ChanceError::NotDue)
    }

    fn view(&self, _viewer: Viewer) -> u8 {
        self.left
    }

    fn scores(&self) -> Vec<i64> {
        if TALLY > 0 {
            return self.taken.to_vec();
        }
        Seat::all(2)
            .map(|s| i64::from(self.winner == Some(s)))
            .collect()
    }

    fn winners(&self) -> Vec<Seat> {
        self.winner.into_iter().collect()
    }

    fn ai_choice<R: Rng + ?Sized>(
        &self,
        _seat: Seat,
        legal: &[Take],
        _rng: &mut R,
    ) -> Option<Take> {
        legal.first().copied()
    }

    fn move_label(&self, _mv: &Take) -> Text {
        Text::new("nim-move")
    }

    fn illegal_text(&self, _illegal: &()) -> Text {
        Text::new("nim-illegal")
    }

    fn describe_event(&self, _event: &Take, _out: &mut Vec<Notice>) {}

    fn describe_view(_view: &u8) -> ViewText {
        ViewText::default()
    }
}

fn nim<const TALLY: usize>(left: u8) -> Nim<TALLY> {
    Nim {
        left,
        turn: Seat(0),
        winner: None,
        taken: [0; 2],
    }
}

fn strong(game: &Nim, iterations: u32, seed: u64) -> Option<String> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    decide(
        game,
        Seat(0),
        Level::Strong,
        &Budget::iterations(iterations),
        &mut rng,
    )
}

#[test]
fn the_search_finds_the_winning_move_the_rule_of_thumb_misses() {
    for (left, winning) in [(5, "take1"), (6, "take2"), (7, "take3"), (11, "take3")] {
        let game = nim(left);
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let basic = decide(
            &game,
            Seat(0),
            Level::Basic,
            &Budget::iterations(0),
            &mut rng,
        );
        assert_eq!(
            basic.as_deref(),
            Some("take1"),
            "the rule of thumb at {left}"
        );
        for seed in 0..5 {
            assert_eq!(
                strong(&game, 2_000, seed).as_deref(),
                Some(winning),
                "{left} left, seed {seed}"
            );
        }
    }
}

#[test]
fn every_level_plays_a_legal_move_and_none_without_one() {
    let game: Nim = nim(2);
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    for level in Level::ALL {
        for _ in 0..20 {
            let mv = decide(&game, Seat(0), level, &Budget::iterations(5), &mut rng);
            assert!(
                matches!(mv.as_deref(), Some("take1" | "take2")),
                "{level}: {mv:?}"
            );
        }
        let waiting = decide(&game, Seat(1), level, &Budget::iterations(5), &mut rng);
        assert_eq!(waiting, None, "{level} for the seat not waited for");
    }
}

#[test]
fn the_same_seed_and_iterations_give_the_same_move() {
    let game: Nim = nim(30);
    for seed in 0..10 {
        assert_eq!(
            strong(&game, 50, seed),
            strong(&game, 50, seed),
            "seed {seed}"
        );
    }
}

#[test]
fn the_search_stops_when_the_time_is_up() {
    let game: Nim = nim(30);
    let asked = Cell::new(0);
    let time_up = || {
        asked.set(asked.get() + 1);
        asked.get() > 3
    };
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let settings = Settings::strong(1_000_000);
    let decision = search(&game, Seat(0), &settings, &time_up, &mut rng).expect("a move");
    assert_eq!(decision.iterations, 3);
    assert!(decision.notation.starts_with("take"));
    let never = search(&game, Seat(0), &settings, &|| true, &mut rng).expect("a move");
    assert_eq!((never.iterations, never.notation.as_str()), (0, "take1"));
}

#[test]
fn levels_read_and_print_by_name() {
    for level in Level::ALL {
        assert_eq!(level.to_string().parse::<Level>(), Ok(level));
        let json = serde_json::to_string(&level).expect("a level serializes");
        assert_eq!(json, format!("\"{level}\""));
    }
    assert_eq!(" Strong ".parse::<Level>(), Ok(Level::Strong));
    assert!("expert".parse::<Level>().is_err());
}

#[test]
fn a_node_widens_with_its_visits_up_to_the_cap() {
    // The heuristic's move and the first listed at the first visit, one more move each
    // time the visits pass a square, never more than the cap.
    let seen: Vec<usize> = [0, 1, 3, 4, 9, 100, 400, 10_000]
        .into_iter()
        .map(|visits| widening(visits, 24))
        .collect();
    assert_eq!(seen, [2, 3, 3, 4, 5, 12, 22, 24]);
}

#[test]
fn a_cut_playout_rewards_the_margin_and_a_bigger_stake_counts_more() {
    let mut spread = 1.0;
    // Ten points more than the other: the widest margin yet, the whole reward.
    assert_eq!(margins(&[10, 0], &mut spread), [1.0, 0.0]);
    assert_eq!(spread, 10.0);
    // Half that margin later in the same decision: half as good.
    assert_eq!(margins(&[5, 0], &mut spread), [0.75, 0.25]);
    // Three seats: the margin is over the others' mean; nobody scoring is even.
    assert_eq!(margins(&[4, 0, 2], &mut spread), [0.65, 0.35, 0.5]);
    assert_eq!(margins(&[0, 0, 0], &mut spread), [0.5, 0.5, 0.5]);
}

#[test]
fn a_playout_plays_the_games_horizon_before_a_score_change_ends_it() {
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let mut quick: Nim<1> = nim(250);
    let end = play_out(&mut quick, Playout::Heuristic, &[0, 0], &mut rng);
    assert_eq!(
        (end, quick.left),
        (PlayedOn::Cut, 240),
        "one step of ten moves"
    );
    let mut patient: Nim<60> = nim(250);
    let end = play_out(&mut patient, Playout::Heuristic, &[0, 0], &mut rng);
    assert_eq!(
        (end, patient.left),
        (PlayedOn::Cut, 190),
        "sixty moves first"
    );
    let mut short: Nim<60> = nim(25);
    let end = play_out(&mut short, Playout::Heuristic, &[0, 0], &mut rng);
    assert_eq!((end, short.left), (PlayedOn::Over, 0), "or to the end");
}
