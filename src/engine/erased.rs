//! The object-safe face of the contract, so the table layer, the store, simulate and the
//! transports can drive any game without naming it.

use super::playout::{choose, play_on, PlayedOn};
use super::{
    Actors, ChanceError, Game, GameInfo, MoveError, Notice, Outcome, Picture, Playout, Seat,
    SetupError, Text, ViewText, Viewer,
};
use rand::RngCore;
use serde_json::Value;
use std::marker::PhantomData;

/// A legal move offered to a player: what to type, and how to show it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveChoice {
    /// The canonical notation, e.g. `r7`.
    pub notation: String,
    /// The localized label, e.g. "red 7".
    pub label: Text,
    /// Whether menus offer it whatever was typed (see [`Game::always_offered`]).
    pub always_offered: bool,
    /// The group a long menu shows it under (see [`Game::move_group`]).
    pub group: Option<Text>,
}

/// Why a typed move was refused; the game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// The text is not a move of this game.
    Unreadable(Text),
    /// The game waits for other seats.
    NotYourTurn,
    /// The game is over.
    GameOver,
    /// The move breaks a rule.
    Illegal(Text),
}

/// A game in progress, behind a trait object.
pub trait AnyGame: Send + Sync {
    /// Static facts about the game.
    fn info(&self) -> &'static GameInfo;
    /// A boxed copy, so a move can be tried before it is committed.
    fn clone_box(&self) -> Box<dyn AnyGame>;
    /// The number of seats.
    fn seats(&self) -> usize;
    /// Whom the game waits for.
    fn actors(&self) -> Actors;
    /// The legal moves of `seat` with their labels.
    fn legal_moves(&self, seat: Seat) -> Vec<MoveChoice>;
    /// Reads and plays a typed move; returns its canonical notation.
    fn play(
        &mut self,
        seat: Seat,
        notation: &str,
        notices: &mut Vec<Notice>,
    ) -> Result<String, PlayError>;
    /// Draws the chance outcome the game waits for, as JSON for the record.
    fn sample_chance(&self, rng: &mut dyn RngCore) -> Value;
    /// Applies a chance outcome read from JSON.
    fn apply_chance(
        &mut self,
        chance: &Value,
        notices: &mut Vec<Notice>,
    ) -> Result<(), ChanceError>;
    /// The AI's move for `seat`, in notation.
    fn ai_move(&self, seat: Seat, rng: &mut dyn RngCore) -> Option<String>;
    /// What `viewer` may see, as text.
    fn view_text(&self, viewer: Viewer) -> ViewText;
    /// What `viewer` may see, as JSON.
    fn view_json(&self, viewer: Viewer) -> Value;
    /// Current scores per seat.
    fn scores(&self) -> Vec<i64>;
    /// The result, once the game is over.
    fn outcome(&self) -> Option<Outcome>;
    /// How `seat`'s score among `scores` reads in the final standings (see
    /// [`Game::final_score_text`]).
    fn final_score_text(&self, seat: Seat, scores: &[i64]) -> Text;
    /// What `viewer` sees, as a picture (none: text only).
    fn picture(&self, viewer: Viewer) -> Option<Picture>;
    /// Each seat's score after each round so far.
    fn round_scores(&self) -> Vec<Vec<i64>>;
    /// The title of the chart at the game's end (see [`Game::chart_title`]).
    fn chart_title(&self) -> Text;

    // What the AI's search needs, cheap: no labels, no notices, no JSON.

    /// A full state drawn from what `seat` may know (see [`Game::determinize`]).
    fn determinize_box(&self, seat: Seat, rng: &mut dyn RngCore) -> Box<dyn AnyGame>;
    /// The canonical notations of `seat`'s legal moves, in the order of
    /// [`Game::legal_moves`], appended to `out`.
    fn move_notations(&self, seat: Seat, out: &mut Vec<String>);
    /// The moves the search considers for `seat` now, in notation, appended to `out`: at
    /// most `keep` of its legal moves, `preferred`'s choice first when it is one of them
    /// (asked only when some move must be left out), then the others in the order of
    /// [`Game::legal_moves`]. Only the kept moves are written out (a Haggis lead lists a
    /// thousand). Returns how many legal moves the seat has.
    fn considered_moves(
        &self,
        seat: Seat,
        keep: usize,
        preferred: &mut dyn FnMut() -> Option<String>,
        out: &mut Vec<String>,
    ) -> usize;
    /// Plays `seat`'s move written `notation` (one [`AnyGame::considered_moves`] gave);
    /// false, and nothing changed, if it is not legal now.
    fn play_listed(&mut self, seat: Seat, notation: &str) -> bool;
    /// Draws and applies the chance outcome the game waits for; false if it waits for none.
    fn chance_step(&mut self, rng: &mut dyn RngCore) -> bool;
    /// `seat`'s move chosen by `policy`, in notation (none without a legal move).
    fn policy_move(&self, seat: Seat, policy: Playout, rng: &mut dyn RngCore) -> Option<String>;
    /// Plays on for at most `max_moves` seat moves (several seats waited for at once move
    /// in seat order), or to the end, moves played in place ([`super::playout::play_on`]);
    /// where it stopped.
    fn playout(&mut self, policy: Playout, max_moves: usize, rng: &mut dyn RngCore) -> PlayedOn;
    /// The playout policy the game asks for ([`Game::PLAYOUT`]).
    fn playout_policy(&self) -> Playout;
    /// Seat moves a playout plays at least before a score change ends it
    /// ([`Game::PLAYOUT_HORIZON`]).
    fn playout_horizon(&self) -> usize;
    /// The iterations of one search decision ([`Game::search_iterations`]).
    fn search_iterations(&self) -> u32;
}

impl Clone for Box<dyn AnyGame> {
    fn clone(&self) -> Self {
        self.clone_box()
    }
}

impl<G: Game> AnyGame for G {
    fn info(&self) -> &'static GameInfo {
        &G::INFO
    }

    fn clone_box(&self) -> Box<dyn AnyGame> {
        Box::new(self.clone())
    }

    fn seats(&self) -> usize {
        Game::seats(self)
    }

    fn actors(&self) -> Actors {
        Game::actors(self)
    }

    fn legal_moves(&self, seat: Seat) -> Vec<MoveChoice> {
        let mut moves = Vec::new();
        Game::legal_moves(self, seat, &mut moves);
        moves
            .iter()
            .map(|mv| MoveChoice {
                notation: mv.to_string(),
                label: self.move_label(mv),
                always_offered: self.always_offered(mv),
                group: self.move_group(mv),
            })
            .collect()
    }

    fn play(
        &mut self,
        seat: Seat,
        notation: &str,
        notices: &mut Vec<Notice>,
    ) -> Result<String, PlayError> {
        let mv: G::Move = notation
            .trim()
            .parse()
            .map_err(|e: super::NotationError| PlayError::Unreadable(e.text()))?;
        let mut events = Vec::new();
        self.apply_move(seat, &mv, &mut events)
            .map_err(|e| match e {
                MoveError::NotYourTurn => PlayError::NotYourTurn,
                MoveError::GameOver => PlayError::GameOver,
                MoveError::Illegal(why) => PlayError::Illegal(self.illegal_text(&why)),
            })?;
        for event in &events {
            self.describe_event(event, notices);
        }
        Ok(mv.to_string())
    }

    fn sample_chance(&self, rng: &mut dyn RngCore) -> Value {
        let chance = Game::sample_chance(self, rng);
        // A chance type is plain data (numbers, enums, vectors): it always serializes.
        serde_json::to_value(chance).unwrap_or(Value::Null)
    }

    fn apply_chance(
        &mut self,
        chance: &Value,
        notices: &mut Vec<Notice>,
    ) -> Result<(), ChanceError> {
        let chance: G::Chance = serde_json::from_value(chance.clone())
            .map_err(|e| ChanceError::Unreadable(e.to_string()))?;
        let mut events = Vec::new();
        Game::apply_chance(self, &chance, &mut events)?;
        for event in &events {
            self.describe_event(event, notices);
        }
        Ok(())
    }

    fn ai_move(&self, seat: Seat, rng: &mut dyn RngCore) -> Option<String> {
        Game::ai_move(self, seat, rng).map(|mv| mv.to_string())
    }

    fn view_text(&self, viewer: Viewer) -> ViewText {
        G::describe_view(&self.view(viewer))
    }

    fn view_json(&self, viewer: Viewer) -> Value {
        serde_json::to_value(self.view(viewer)).unwrap_or(Value::Null)
    }

    fn scores(&self) -> Vec<i64> {
        Game::scores(self)
    }

    fn outcome(&self) -> Option<Outcome> {
        Game::outcome(self)
    }

    fn final_score_text(&self, seat: Seat, scores: &[i64]) -> Text {
        Game::final_score_text(self, seat, scores)
    }

    fn picture(&self, viewer: Viewer) -> Option<Picture> {
        Game::picture(self, viewer)
    }

    fn round_scores(&self) -> Vec<Vec<i64>> {
        Game::round_scores(self)
    }

    fn chart_title(&self) -> Text {
        Game::chart_title(self)
    }

    fn determinize_box(&self, seat: Seat, rng: &mut dyn RngCore) -> Box<dyn AnyGame> {
        Box::new(self.determinize(seat, rng))
    }

    fn move_notations(&self, seat: Seat, out: &mut Vec<String>) {
        let mut moves = Vec::new();
        Game::legal_moves(self, seat, &mut moves);
        out.extend(moves.iter().map(ToString::to_string));
    }

    fn considered_moves(
        &self,
        seat: Seat,
        keep: usize,
        preferred: &mut dyn FnMut() -> Option<String>,
        out: &mut Vec<String>,
    ) -> usize {
        let mut moves = Vec::new();
        Game::legal_moves(self, seat, &mut moves);
        let listed = moves.len();
        if keep >= listed {
            out.extend(moves.iter().map(ToString::to_string));
            return listed;
        }
        let first = preferred()
            .and_then(|notation| notation.parse::<G::Move>().ok())
            .and_then(|choice| moves.iter().position(|mv| *mv == choice))
            .unwrap_or(0);
        let others = (0..listed).filter(|&i| i != first);
        out.extend(
            std::iter::once(first)
                .chain(others)
                .take(keep)
                .map(|i| moves[i].to_string()),
        );
        listed
    }

    fn play_listed(&mut self, seat: Seat, notation: &str) -> bool {
        notation
            .parse::<G::Move>()
            .is_ok_and(|mv| self.apply_move(seat, &mv, &mut Vec::new()).is_ok())
    }

    fn chance_step(&mut self, rng: &mut dyn RngCore) -> bool {
        if Game::actors(self) != Actors::Chance {
            return false;
        }
        let chance = Game::sample_chance(self, rng);
        Game::apply_chance(self, &chance, &mut Vec::new()).is_ok()
    }

    fn policy_move(&self, seat: Seat, policy: Playout, rng: &mut dyn RngCore) -> Option<String> {
        choose(self, seat, policy, &mut Vec::new(), rng).map(|(_, mv)| mv.to_string())
    }

    fn playout(&mut self, policy: Playout, max_moves: usize, rng: &mut dyn RngCore) -> PlayedOn {
        play_on(self, policy, max_moves, rng)
    }

    fn playout_policy(&self) -> Playout {
        G::PLAYOUT
    }

    fn playout_horizon(&self) -> usize {
        G::PLAYOUT_HORIZON
    }

    fn search_iterations(&self) -> u32 {
        Game::search_iterations(self)
    }
}

/// A game of the registry: its facts and how to start one.
pub trait GameKind: Send + Sync {
    /// Static facts about the game.
    fn info(&self) -> &'static GameInfo;
    /// Reads `key=value` table options into the game's canonical options JSON; keys or
    /// values the game does not know are refused.
    fn parse_options(&self, pairs: &[(String, String)]) -> Result<Value, SetupError>;
    /// A new game for `players` seats with options from [`GameKind::parse_options`] or
    /// a record.
    fn new_game(&self, players: usize, options: &Value) -> Result<Box<dyn AnyGame>, SetupError>;
}

/// The [`GameKind`] of game type `G`; the registry holds one per game.
pub struct Kind<G>(PhantomData<fn() -> G>);

impl<G> Kind<G> {
    /// The kind of `G`.
    pub const fn new() -> Kind<G> {
        Kind(PhantomData)
    }
}

impl<G> Default for Kind<G> {
    fn default() -> Self {
        Kind::new()
    }
}

impl<G: Game> GameKind for Kind<G> {
    fn info(&self) -> &'static GameInfo {
        &G::INFO
    }

    fn parse_options(&self, pairs: &[(String, String)]) -> Result<Value, SetupError> {
        let mut object = serde_json::to_value(G::Options::default())
            .map_err(|e| SetupError::Unreadable(e.to_string()))?;
        for (key, value) in pairs {
            let key = key.trim().to_lowercase();
            let value = value.trim().to_lowercase();
            let spec = G::INFO
                .options
                .iter()
                .find(|spec| spec.key == key)
                .ok_or_else(|| SetupError::UnknownOption(key.clone()))?;
            if !spec.values.contains(&value.as_str()) {
                return Err(SetupError::BadValue { key, value });
            }
            let typed = serde_json::from_str::<Value>(&value).unwrap_or(Value::String(value));
            if let Some(map) = object.as_object_mut() {
                map.insert(key, typed);
            }
        }
        let options: G::Options =
            serde_json::from_value(object).map_err(|e| SetupError::Unreadable(e.to_string()))?;
        serde_json::to_value(options).map_err(|e| SetupError::Unreadable(e.to_string()))
    }

    fn new_game(&self, players: usize, options: &Value) -> Result<Box<dyn AnyGame>, SetupError> {
        let options: G::Options = serde_json::from_value(options.clone())
            .map_err(|e| SetupError::Unreadable(e.to_string()))?;
        Ok(Box::new(G::new(players, &options)?))
    }
}
