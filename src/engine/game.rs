use super::{
    all_or_nothing, NotationError, Notice, Outcome, Picture, Playout, Seat, SeatSet, Text,
};
use rand::Rng;
use serde::{de::DeserializeOwned, Serialize};
use std::fmt::{Debug, Display};
use std::str::FromStr;
use thiserror::Error;

/// Static facts about a game, used by lobbies, `/rules` and the command definitions.
#[derive(Debug)]
pub struct GameInfo {
    /// The id used everywhere: commands, records, locale files (`boast`, `nyet`, …).
    pub id: &'static str,
    /// The Fluent id of the game's display name.
    pub name: &'static str,
    /// The fewest seats a game can start with.
    pub min_players: usize,
    /// The most seats a game can start with.
    pub max_players: usize,
    /// The table options and their allowed values; the first value is the default.
    pub options: &'static [OptionSpec],
    /// The rule-help sections, in reading order. Section `s` of game `g` is the Fluent
    /// message `g-rules-s` with a `.title` attribute.
    pub rule_sections: &'static [&'static str],
}

impl GameInfo {
    /// Refuses a player count outside `min_players..=max_players`.
    pub fn check_players(&self, players: usize) -> Result<(), SetupError> {
        if (self.min_players..=self.max_players).contains(&players) {
            Ok(())
        } else {
            Err(SetupError::PlayerCount(players))
        }
    }
}

/// One table option of a game.
#[derive(Debug)]
pub struct OptionSpec {
    /// The option's key, as typed in `/game new … key=value`.
    pub key: &'static str,
    /// The accepted values; the first is the default.
    pub values: &'static [&'static str],
}

/// Whom the game waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Actors {
    /// A chance outcome (deal, shuffle, roll) must be applied next.
    Chance,
    /// These seats must act. Several seats at once means simultaneous (often hidden)
    /// choices; a seat that already chose may still be allowed to change its choice.
    Seats(SeatSet),
    /// The game is over.
    Over,
}

impl Actors {
    /// Whether the game waits for `seat`.
    pub fn waits_for(self, seat: Seat) -> bool {
        matches!(self, Actors::Seats(seats) if seats.contains(seat))
    }
}

/// Who looks at the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Viewer {
    /// A spectator: public information only.
    Public,
    /// The player in this seat: public information plus that seat's secrets.
    Seat(Seat),
}

/// A view rendered as lines of localizable text.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ViewText {
    /// The public state of the table: scores, the trick in play, whose turn it is.
    pub table: Vec<Text>,
    /// The viewer's own secrets (their hand); empty for [`Viewer::Public`].
    pub private: Vec<Text>,
}

/// A move was refused; the state is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum MoveError<I> {
    /// The game is waiting for other seats (or for a chance outcome).
    #[error("it is not this seat's turn")]
    NotYourTurn,
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// The move breaks a rule; the game says which.
    #[error("illegal move: {0:?}")]
    Illegal(I),
}

/// A chance outcome does not fit the state (a corrupt or forged record); nothing changed.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ChanceError {
    /// The game is over: no outcome is due.
    #[error("chance outcome rejected: the game is over")]
    GameOver,
    /// The game waits for a move, or for another kind of outcome.
    #[error("chance outcome rejected: it is not the one the game waits for")]
    NotDue,
    /// The outcome is not the game's chance JSON; the parser's reason.
    #[error("chance outcome rejected: unreadable: {0}")]
    Unreadable(String),
    /// It holds the wrong number of something: hands, cards in a hand, dice, tiles,
    /// tokens.
    #[error("chance outcome rejected: the wrong number of hands, cards, dice or tokens")]
    WrongCount,
    /// It names a seat that is not at the table, or not the one the rules call for.
    #[error("chance outcome rejected: a seat that does not fit")]
    WrongSeat,
    /// It draws what is not there: a card, token or tile that the deck, pile or hand
    /// does not hold (or not that often), or a face a die does not have.
    #[error("chance outcome rejected: something that cannot be drawn")]
    NotDrawable,
}

/// A game cannot be set up with these players or options.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SetupError {
    /// The game is not played with this many players.
    #[error("the game is not played with {0} players")]
    PlayerCount(usize),
    /// The game has no option of this name.
    #[error("bad option: {0}")]
    UnknownOption(String),
    /// The option does not take this value (or not with this many players).
    #[error("bad option: {key}={value}")]
    BadValue {
        /// The option.
        key: String,
        /// The value refused.
        value: String,
    },
    /// The options are not the game's options JSON (a damaged record); the parser's
    /// reason.
    #[error("bad option: {0}")]
    Unreadable(String),
}

/// The iterations of one decision of the AI's search in a game that does not say
/// otherwise ([`Game::search_iterations`]).
const SEARCH_ITERATIONS: u32 = 400;

/// The contract of a rules engine.
///
/// Implementations are pure: every method is deterministic in its arguments, does no IO
/// and reads no clock. Randomness is sampled by the caller through
/// [`Game::sample_chance`] with an explicit generator and applied with
/// [`Game::apply_chance`], so a game is fully described by its setup, its chance
/// outcomes and its moves.
///
/// The bookkeeping every game shares is written once here, as provided methods: a game
/// writes its rules ([`Game::try_move`], [`Game::ai_choice`], [`Game::winners`]) and
/// the frame around them ([`Game::apply_move`], [`Game::ai_move`], [`Game::outcome`])
/// comes with the trait.
pub trait Game: Clone + Send + Sync + 'static {
    /// Table options (variants), serialized into the game record.
    type Options: Clone + Debug + Default + PartialEq + Serialize + DeserializeOwned + Send + Sync;
    /// A move; its `Display` is the canonical notation and `FromStr` parses what players
    /// type, case-insensitively. The two round-trip.
    type Move: Clone + Debug + PartialEq + Display + FromStr<Err = NotationError> + Send + Sync;
    /// A chance outcome: the result of a deal, shuffle, draw or roll.
    type Chance: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync;
    /// What happened as a result of a move or chance outcome.
    type Event: Clone + Debug + PartialEq + Send + Sync;
    /// Why a move is illegal.
    type Illegal: Clone + Debug + PartialEq + Send + Sync;
    /// What one viewer may know. Never contains another seat's secrets.
    type View: Clone + Debug + Serialize + Send + Sync;

    /// Static facts about the game.
    const INFO: GameInfo;

    /// Whether [`Game::try_move`] refuses every illegal move before it changes anything.
    /// Then [`Game::apply_move`] plays moves in place; otherwise on a copy that is kept
    /// only when the move is legal.
    const CHECKS_BEFORE_CHANGE: bool = false;

    /// How the AI's search plays a position on to the end (its playouts): with the
    /// game's heuristic by default, or at random where that measured stronger.
    const PLAYOUT: Playout = Playout::Heuristic;

    /// Seat moves a playout of the AI's search plays at least before the first change
    /// of a score since the decision ends it. None by default: most games score at the
    /// end of a round or hand, the place to judge a move. A game that scores all along
    /// says more, or its playouts would judge a move by the next few moves.
    const PLAYOUT_HORIZON: usize = 0;

    /// The iterations the AI's search (the `strong` level) spends on one decision in
    /// this game: as many as keep a decision within 50 ms at the 99th percentile on one
    /// core (BENCHMARKS.md, "AI strength"). A game whose playouts cost more says fewer.
    fn search_iterations(&self) -> u32 {
        SEARCH_ITERATIONS
    }

    /// A new game for `players` seats, waiting for its first chance outcome or move.
    fn new(players: usize, options: &Self::Options) -> Result<Self, SetupError>;

    /// The number of seats.
    fn seats(&self) -> usize;

    /// Whom the game waits for.
    fn actors(&self) -> Actors;

    /// The legal moves of `seat`, appended to `out` (empty when the seat may not act).
    fn legal_moves(&self, seat: Seat, out: &mut Vec<Self::Move>);

    /// Whether `seat` may make a move like `mv` now, before the rules judge the move
    /// itself. By default: when the game waits for the seat. A game whose moves may also
    /// come from seats it does not wait for (a bet out of turn, a hidden choice changed)
    /// says so here. Only asked for a seat at the table while the game is not over.
    fn may_move(&self, seat: Seat, mv: &Self::Move) -> bool {
        let _ = mv;
        self.actors().waits_for(seat)
    }

    /// Plays `mv` for `seat`, appending what happened to `events`, or says which rule
    /// refuses it. Only called by [`Game::apply_move`], once [`Game::may_move`] allowed
    /// the seat. Unless the game sets [`Game::CHECKS_BEFORE_CHANGE`], `apply_move` runs it
    /// on a copy, so a refusal may leave that copy half-changed.
    fn try_move(
        &mut self,
        seat: Seat,
        mv: &Self::Move,
        events: &mut Vec<Self::Event>,
    ) -> Result<(), Self::Illegal>;

    /// Plays `mv` for `seat`, appending what happened to `events`. On error the state
    /// and `events` are unchanged.
    fn apply_move(
        &mut self,
        seat: Seat,
        mv: &Self::Move,
        events: &mut Vec<Self::Event>,
    ) -> Result<(), MoveError<Self::Illegal>> {
        if self.actors() == Actors::Over {
            return Err(MoveError::GameOver);
        }
        if seat.index() >= self.seats() || !self.may_move(seat, mv) {
            return Err(MoveError::NotYourTurn);
        }
        let played = if Self::CHECKS_BEFORE_CHANGE {
            self.try_move(seat, mv, events)
        } else {
            all_or_nothing(self, events, |next, new_events| {
                next.try_move(seat, mv, new_events)
            })
        };
        played.map_err(MoveError::Illegal)
    }

    /// Draws the chance outcome the game waits for, from `rng`. Only valid while
    /// [`Game::actors`] is [`Actors::Chance`].
    fn sample_chance<R: Rng + ?Sized>(&self, rng: &mut R) -> Self::Chance;

    /// A full state drawn from what `seat` may know: what the seat sees stays as it is
    /// (its own hand, everything public, what play has revealed), and every secret of the
    /// others is redrawn at random among the ways it could be (unseen cards dealt among
    /// the places they can be, a draw pile reshuffled, others' hidden choices drawn from
    /// what they may hold). The AI searches such states, so it never plays from what it
    /// may not see. A game with no secrets returns itself.
    fn determinize<R: Rng + ?Sized>(&self, seat: Seat, rng: &mut R) -> Self;

    /// Applies a chance outcome (sampled, or read back from a record). On error the state
    /// and `events` are unchanged.
    fn apply_chance(
        &mut self,
        chance: &Self::Chance,
        events: &mut Vec<Self::Event>,
    ) -> Result<(), ChanceError>;

    /// What `viewer` may see.
    fn view(&self, viewer: Viewer) -> Self::View;

    /// Current score of each seat (final scores once the game is over).
    fn scores(&self) -> Vec<i64>;

    /// The winning seats (several when the win is shared); read once the game is over.
    fn winners(&self) -> Vec<Seat>;

    /// The result, once [`Game::actors`] is [`Actors::Over`].
    fn outcome(&self) -> Option<Outcome> {
        (self.actors() == Actors::Over).then(|| Outcome {
            scores: self.scores(),
            winners: self.winners(),
        })
    }

    /// How `seat`'s score among `scores` (every seat's, final or as the game stopped) reads
    /// in the standings posted at a game's end. By default as points: `table-final-score`
    /// with `player` and `score`. A game whose scores are something else, such as placings,
    /// says so here.
    fn final_score_text(&self, seat: Seat, scores: &[i64]) -> Text {
        Text::new("table-final-score")
            .arg("player", seat)
            .arg("score", scores.get(seat.index()).copied().unwrap_or(0))
    }

    /// The AI's choice for `seat` among `legal`, its legal moves now.
    fn ai_choice<R: Rng + ?Sized>(
        &self,
        seat: Seat,
        legal: &[Self::Move],
        rng: &mut R,
    ) -> Option<Self::Move>;

    /// The move an AI seat plays now: one of its legal moves. Only called when `seat`
    /// has a legal move.
    fn ai_move<R: Rng + ?Sized>(&self, seat: Seat, rng: &mut R) -> Option<Self::Move> {
        let mut legal = Vec::new();
        self.legal_moves(seat, &mut legal);
        self.ai_choice(seat, &legal, rng)
    }

    /// The move a playout of the AI's search makes for `seat` (its default policy, see
    /// [`Playout::Heuristic`]): by default the heuristic's choice among the legal moves,
    /// listed into `legal` (scratch space). A game whose listing is costly answers from a
    /// quicker rule of thumb, and still only with a legal move. None when the seat has no
    /// legal move.
    fn playout_move<R: Rng + ?Sized>(
        &self,
        seat: Seat,
        legal: &mut Vec<Self::Move>,
        rng: &mut R,
    ) -> Option<Self::Move> {
        legal.clear();
        self.legal_moves(seat, legal);
        if legal.is_empty() {
            return None;
        }
        self.ai_choice(seat, legal, rng)
            .or_else(|| legal.get(rng.gen_range(0..legal.len())).cloned())
    }

    /// The localized label of a move, e.g. "red 7", for menus and autocomplete.
    fn move_label(&self, mv: &Self::Move) -> Text;

    /// Whether menus offer `mv` whatever the player has typed so far, such as passing
    /// when a game has too many moves to list them all. No move, by default.
    fn always_offered(&self, mv: &Self::Move) -> bool {
        let _ = mv;
        false
    }

    /// What `viewer` sees, as a picture: for a seat its hand, for the public the board
    /// (the fields, the places, the trick in play). None by default: text only.
    fn picture(&self, viewer: Viewer) -> Option<Picture> {
        let _ = viewer;
        None
    }

    /// Each seat's score after each round so far (one row per round), for the chart at a
    /// game's end. By default one row: the scores now.
    fn round_scores(&self) -> Vec<Vec<i64>> {
        vec![self.scores()]
    }

    /// The title of the chart at a game's end. By default `picture-scores` ("Scores"). A
    /// game whose scores are something else, such as placings, names them here, as it
    /// words each seat's line in [`Game::final_score_text`], which is the chart's legend.
    fn chart_title(&self) -> Text {
        Text::new("picture-scores")
    }

    /// The group a menu shows `mv` under when a player has too many moves for one list
    /// (a kind of combination, a place on the board). None by default: long lists are
    /// paged instead.
    fn move_group(&self, mv: &Self::Move) -> Option<Text> {
        let _ = mv;
        None
    }

    /// Why a move is illegal, as text for the player.
    fn illegal_text(&self, illegal: &Self::Illegal) -> Text;

    /// The notices an event produces, each addressed to who may read it. Whenever a
    /// seat's secrets change other than by its own move (a deal, a card passed to it), the
    /// game tells that seat privately what it now holds: transports forward private
    /// notices as direct messages, and that is how hands reach the players.
    fn describe_event(&self, event: &Self::Event, out: &mut Vec<Notice>);

    /// A view as lines of text: the table for everyone, and the viewer's secrets.
    fn describe_view(view: &Self::View) -> ViewText;
}

#[cfg(test)]
#[path = "game_tests.rs"]
mod tests;
