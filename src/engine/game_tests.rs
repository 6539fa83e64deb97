//! The frame every game gets from [`Game`]'s provided methods — the turn checks, the
//! all-or-nothing move, the outcome and the AI's legal choice — tried on a small game.

use super::*;
use crate::engine::{GameKind, Kind, PlayedOn, Playout};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};
use std::fmt;
use std::str::FromStr;

/// Two seats take turns taking one or two counters from a pile of five; whoever takes
/// the last one wins. Either seat may cheer at any moment. Its `try_move` takes the
/// counters before it checks them, so a test sees whether the frame worked on a copy;
/// `IN_PLACE` is what it tells the frame ([`Game::CHECKS_BEFORE_CHANGE`]). Its quick
/// playout rule has a bug a playout must catch: from three counters it takes four.
#[derive(Clone, Debug, PartialEq)]
struct Pile<const IN_PLACE: bool> {
    left: i8,
    turn: Seat,
    winner: Option<Seat>,
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Move {
    Take(i8),
    Cheer,
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Take(n) => write!(f, "take {n}"),
            Move::Cheer => write!(f, "cheer"),
        }
    }
}

impl FromStr for Move {
    type Err = NotationError;

    fn from_str(s: &str) -> Result<Move, NotationError> {
        match s.split_whitespace().collect::<Vec<_>>()[..] {
            ["cheer"] => Ok(Move::Cheer),
            ["take", n] => n
                .parse()
                .map(Move::Take)
                .map_err(|_| NotationError::new(s, "pile-hint")),
            _ => Err(NotationError::new(s, "pile-hint")),
        }
    }
}

impl<const IN_PLACE: bool> Game for Pile<IN_PLACE> {
    type Options = ();
    type Move = Move;
    type Chance = ();
    type Event = Move;
    /// How many counters were left when more were asked for.
    type Illegal = i8;
    type View = i8;

    const INFO: GameInfo = GameInfo {
        id: "pile",
        name: "pile-name",
        min_players: 2,
        max_players: 2,
        options: &[],
        rule_sections: &[],
    };

    const CHECKS_BEFORE_CHANGE: bool = IN_PLACE;

    fn new(players: usize, _options: &()) -> Result<Self, SetupError> {
        Self::INFO.check_players(players)?;
        Ok(Pile {
            left: 5,
            turn: Seat(0),
            winner: None,
        })
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

    fn may_move(&self, seat: Seat, mv: &Move) -> bool {
        *mv == Move::Cheer || self.actors().waits_for(seat)
    }

    fn legal_moves(&self, seat: Seat, out: &mut Vec<Move>) {
        if self.actors().waits_for(seat) {
            out.extend((1..=self.left.min(2)).map(Move::Take));
        }
    }

    fn try_move(&mut self, seat: Seat, mv: &Move, events: &mut Vec<Move>) -> Result<(), i8> {
        events.push(*mv);
        let Move::Take(n) = *mv else {
            return Ok(());
        };
        self.left -= n;
        if self.left < 0 {
            return Err(self.left + n);
        }
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

    fn apply_chance(&mut self, _chance: &(), _events: &mut Vec<Move>) -> Result<(), ChanceError> {
        Err(ChanceError::NotDue)
    }

    fn view(&self, _viewer: Viewer) -> i8 {
        self.left
    }

    fn scores(&self) -> Vec<i64> {
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
        legal: &[Move],
        _rng: &mut R,
    ) -> Option<Move> {
        legal.last().copied()
    }

    fn playout_move<R: Rng + ?Sized>(
        &self,
        seat: Seat,
        legal: &mut Vec<Move>,
        rng: &mut R,
    ) -> Option<Move> {
        if self.left == 3 {
            return Some(Move::Take(4));
        }
        legal.clear();
        self.legal_moves(seat, legal);
        self.ai_choice(seat, legal, rng)
    }

    fn move_label(&self, _mv: &Move) -> Text {
        Text::new("pile-move")
    }

    fn illegal_text(&self, _illegal: &i8) -> Text {
        Text::new("pile-illegal")
    }

    fn describe_event(&self, _event: &Move, _out: &mut Vec<Notice>) {}

    fn describe_view(_view: &i8) -> ViewText {
        ViewText::default()
    }
}

fn pile<const IN_PLACE: bool>(left: i8) -> Pile<IN_PLACE> {
    Pile {
        left,
        ..Pile::new(2, &()).expect("two players")
    }
}

#[test]
fn a_refused_move_leaves_the_state_and_the_events_as_they_were() {
    let mut game: Pile<false> = pile(1);
    let mut events = vec![Move::Cheer];
    let refused = game.apply_move(Seat(0), &Move::Take(2), &mut events);
    assert_eq!(refused, Err(MoveError::Illegal(1)));
    assert_eq!((game, events), (pile(1), vec![Move::Cheer]));
}

#[test]
fn a_game_that_checks_before_it_changes_is_played_in_place() {
    let mut game: Pile<true> = pile(1);
    let mut events = Vec::new();
    let refused = game.apply_move(Seat(0), &Move::Take(2), &mut events);
    assert_eq!(refused, Err(MoveError::Illegal(1)));
    // No copy was made: this game broke its promise, and the frame trusted it.
    assert_eq!(game.left, -1);
}

#[test]
fn only_the_seats_waited_for_move_unless_the_game_allows_more() {
    let mut game: Pile<false> = pile(5);
    let mut events = Vec::new();
    let not_yours = Err(MoveError::NotYourTurn);
    assert_eq!(
        game.apply_move(Seat(1), &Move::Take(1), &mut events),
        not_yours
    );
    // Not at the table, even for a move any seat may make; and no overflow on the way.
    assert_eq!(
        game.apply_move(Seat(2), &Move::Cheer, &mut events),
        not_yours
    );
    assert_eq!(
        game.apply_move(Seat(200), &Move::Take(1), &mut events),
        not_yours
    );
    assert!(events.is_empty());
    assert_eq!(game.apply_move(Seat(1), &Move::Cheer, &mut events), Ok(()));
    assert_eq!(
        game.apply_move(Seat(0), &Move::Take(2), &mut events),
        Ok(())
    );
    assert_eq!(events, [Move::Cheer, Move::Take(2)]);
    assert_eq!((game.left, game.turn), (3, Seat(1)));
}

#[test]
fn a_finished_game_refuses_every_move_and_tells_its_outcome() {
    let mut game: Pile<false> = pile(2);
    assert_eq!(game.outcome(), None);
    game.apply_move(Seat(0), &Move::Take(2), &mut Vec::new())
        .expect("the last two counters");
    assert_eq!(
        game.outcome(),
        Some(Outcome {
            scores: vec![1, 0],
            winners: vec![Seat(0)],
        })
    );
    for seat in Seat::all(2) {
        let refused = game.apply_move(seat, &Move::Cheer, &mut Vec::new());
        assert_eq!(refused, Err(MoveError::GameOver));
    }
}

#[test]
fn the_ai_chooses_among_the_seats_legal_moves() {
    let game: Pile<false> = pile(5);
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    assert_eq!(game.ai_move(Seat(0), &mut rng), Some(Move::Take(2)));
    assert_eq!(game.ai_move(Seat(1), &mut rng), None);
    assert_eq!(
        pile::<false>(1).ai_move(Seat(0), &mut rng),
        Some(Move::Take(1))
    );
}

#[test]
fn setup_and_chance_errors_say_their_kind() {
    let kind = Kind::<Pile<false>>::new();
    let typed = [("speed".to_owned(), "fast".to_owned())];
    assert_eq!(
        kind.parse_options(&typed).err(),
        Some(SetupError::UnknownOption("speed".into()))
    );
    assert_eq!(
        kind.new_game(3, &Value::Null).err(),
        Some(SetupError::PlayerCount(3))
    );
    let mut game = kind.new_game(2, &Value::Null).expect("two players");
    let unreadable = game.apply_chance(&json!("six"), &mut Vec::new());
    assert!(
        matches!(unreadable, Err(ChanceError::Unreadable(_))),
        "{unreadable:?}"
    );
    assert_eq!(
        game.apply_chance(&Value::Null, &mut Vec::new()),
        Err(ChanceError::NotDue)
    );
}

#[test]
fn the_search_gets_only_the_moves_it_keeps_the_preferred_first() {
    let game: Pile<false> = pile(5);
    let mut asked = 0;
    let mut kept = Vec::new();
    let mut prefer_two = || {
        asked += 1;
        Some("take 2".to_owned())
    };
    let listed =
        crate::engine::AnyGame::considered_moves(&game, Seat(0), 1, &mut prefer_two, &mut kept);
    assert_eq!((listed, &kept[..]), (2, &["take 2".to_owned()][..]));
    kept.clear();
    let listed =
        crate::engine::AnyGame::considered_moves(&game, Seat(0), 5, &mut prefer_two, &mut kept);
    assert_eq!(listed, 2);
    assert_eq!(
        kept,
        ["take 1", "take 2"],
        "every move kept, in listed order"
    );
    assert_eq!(
        asked, 1,
        "the preference is asked only when a move is left out"
    );
    kept.clear();
    let listed =
        crate::engine::AnyGame::considered_moves(&game, Seat(0), 1, &mut || None, &mut kept);
    assert_eq!((listed, &kept[..]), (2, &["take 1".to_owned()][..]));
    kept.clear();
    let listed =
        crate::engine::AnyGame::considered_moves(&game, Seat(1), 1, &mut || None, &mut kept);
    assert_eq!(
        (listed, kept.len()),
        (0, 0),
        "a seat not waited for has none"
    );
}

#[test]
fn the_search_plays_a_listed_move_and_nothing_else() {
    let mut game: Pile<false> = pile(1);
    assert!(!crate::engine::AnyGame::play_listed(
        &mut game,
        Seat(0),
        "take 2"
    ));
    assert!(!crate::engine::AnyGame::play_listed(
        &mut game,
        Seat(0),
        "juggle"
    ));
    assert!(!crate::engine::AnyGame::play_listed(
        &mut game,
        Seat(1),
        "take 1"
    ));
    assert_eq!(game, pile(1), "refused moves change nothing");
    assert!(crate::engine::AnyGame::play_listed(
        &mut game,
        Seat(0),
        "take 1"
    ));
    assert_eq!(game.winner, Some(Seat(0)));
}

#[test]
fn a_playout_stops_where_it_must_and_a_refused_move_spoils_it() {
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let mut game: Pile<false> = pile(6);
    assert_eq!(
        crate::engine::AnyGame::playout(&mut game, Playout::Heuristic, 1, &mut rng),
        PlayedOn::Cut
    );
    assert_eq!(game.left, 4, "one move played");
    assert_eq!(
        crate::engine::AnyGame::playout(&mut game, Playout::Heuristic, 10, &mut rng),
        PlayedOn::Over
    );
    assert_eq!((game.left, game.winner), (0, Some(Seat(0))));
    let mut buggy: Pile<false> = pile(3);
    assert_eq!(
        crate::engine::AnyGame::playout(&mut buggy, Playout::Heuristic, 10, &mut rng),
        PlayedOn::Spoiled,
        "four counters taken from three"
    );
}
