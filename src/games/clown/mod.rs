//! Clown Standoff: 2–6 clowns first squabble over cards with secret, simultaneous
//! choices, then fight with pies until one is left standing. The rules are
//! `shared/rules/clown-standoff.md`; rule ids (`CS-x.y`) are cited where they are
//! implemented.
//!
//! The game starts with a chance outcome, the [`Deal`] (CS-2). In each of the four
//! Squabble rounds (CS-3) every player chooses a card at the same time — [`Game::actors`]
//! names all who have not chosen yet — and the round is revealed when the last choice is
//! in (with 2 players, after a further chance outcome reveals the virtual card, CS-5).
//! Then the Pie Fight (CS-4) goes round the table, one player at a time; every pie card
//! drawn and every clown card taken at random is a chance outcome. The pie stack is kept
//! as its composition only (how many Dodges are left; the Hit is always in it, since
//! drawing the Hit always brings a fresh stack), so a reshuffle needs no chance outcome:
//! each draw is sampled from what the stack still holds.
//!
//! The state machine is split by phase: `squabble` holds the deal and the Squabble,
//! `pie_fight` the Pie Fight; `events` holds the chance outcomes, events and refusals, and
//! `rules` the rules proper, as plain functions.

mod ai;
mod cards;
mod determinize;
mod events;
mod notation;
mod picture;
mod pie_fight;
mod present;
mod rules;
mod squabble;
mod view;

#[cfg(test)]
mod tests;

pub use cards::{Card, PieCard, Pile, CLOWN_CARDS, HAND_SIZE, MAX_VALUE, PIE_CARDS, ROUNDS};
pub use events::{Chance, Deal, Event, Illegal, TakenCards};
pub use notation::Move;
pub use present::move_label;
pub use rules::{
    compare_clown_cards, most_clown_cards, next_in_game, pay_options, resolve, take_count,
    take_options, Hand, Play, RoundResult, Split, MAX_PLAYERS,
};
pub use view::{Awaiting, Stage, View};

use crate::engine::{
    Actors, ChanceError, Game, GameInfo, Notice, Picture, Seat, SeatSet, SetupError, Text,
    ViewText, Viewer,
};
use rand::Rng;
use serde::{Deserialize, Serialize};

/// Table options: Clown Standoff has none.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClownOptions {}

/// What the pie-stack holder must do next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Step {
    /// Draw, reshuffle or pay (CS-4.2).
    Choose,
    /// A pie card is to be drawn (a chance outcome); `again` for a second draw (CS-4.6).
    Drawing { again: bool },
    /// After a Dodge, without clown cards: draw again or pass (CS-4.6).
    MayDrawAgain,
    /// After the second Dodge: take or decline (CS-4.6, CS-7.4).
    MayTake,
    /// The cards to take are to be drawn at random (a chance outcome).
    Taking(Split),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// Waiting for the [`Deal`].
    Dealing,
    /// Players choose their cards (CS-3.1).
    Squabble,
    /// Both players chose; the virtual card is to be revealed (CS-5.2).
    VirtualReveal,
    /// The Pie Fight (CS-4).
    PieFight(Step),
    /// One player is left (CS-4.7).
    Over,
}

/// A game of Clown Standoff. Built by [`Game::new`]; advanced only by chance outcomes
/// and moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clown {
    players: u8,
    phase: Phase,
    /// The Squabble round, 1–4; 0 before the deal.
    round: u8,
    hands: [Pile; MAX_PLAYERS],
    virtual_hand: Pile,
    /// Each seat's secret choice of this round (CS-3.1), out of the hand until revealed.
    choices: [Option<Card>; MAX_PLAYERS],
    /// The clown cards each player won (CS-3.4).
    clown_cards: [Pile; MAX_PLAYERS],
    /// Cards never seen (CS-2.1), cancelled cards (CS-3.2) and the virtual player's
    /// winnings (CS-5.3).
    boxed: Pile,
    /// Clown cards that left the game in the Pie Fight (CS-4.2, CS-4.5).
    discarded: Pile,
    /// Every revealed Squabble round, in order: public (CS-6).
    rounds: Vec<RoundResult>,
    /// Dodges drawn since the stack was last formed; the Hit is always still in it.
    dodges: u8,
    in_game: SeatSet,
    /// The player holding the pie stack.
    holder: Seat,
    /// The players hit, in order (CS-4.5).
    out: Vec<Seat>,
    winner: Option<Seat>,
}

impl Clown {
    /// The number of seats.
    fn players(&self) -> usize {
        usize::from(self.players)
    }

    /// The Squabble round, 1–4 (still 4 in the Pie Fight); 0 before the deal.
    pub fn round(&self) -> u8 {
        self.round
    }

    /// A seat's hand, without its pending choice. Secret: for the engine's own callers
    /// (tests, the proof of card conservation), never for views of other seats.
    pub fn hand(&self, seat: Seat) -> Pile {
        self.hands.get(seat.index()).copied().unwrap_or_default()
    }

    /// A seat's secret choice of the current Squabble round, if it has chosen. Secret, like
    /// [`Clown::hand`].
    pub fn choice(&self, seat: Seat) -> Option<Card> {
        self.choices.get(seat.index()).copied().flatten()
    }

    /// The virtual player's hand (CS-5.1); empty except with 2 players. Secret.
    pub fn virtual_hand(&self) -> Pile {
        self.virtual_hand
    }

    /// The clown cards a seat has won (CS-3.4); public (CS-6).
    pub fn clown_cards(&self, seat: Seat) -> Pile {
        self.clown_cards
            .get(seat.index())
            .copied()
            .unwrap_or_default()
    }

    /// The cards in the box: never dealt, cancelled, or won by the virtual player.
    pub fn box_cards(&self) -> Pile {
        self.boxed
    }

    /// The clown cards that left the game in the Pie Fight.
    pub fn discarded(&self) -> Pile {
        self.discarded
    }

    /// The revealed Squabble rounds, in order.
    pub fn rounds(&self) -> &[RoundResult] {
        &self.rounds
    }

    /// The players still in the game (everyone until the Pie Fight's first Hit).
    pub fn in_game(&self) -> SeatSet {
        self.in_game
    }

    /// The player holding the pie stack, during the Pie Fight.
    pub fn holder(&self) -> Option<Seat> {
        matches!(self.phase, Phase::PieFight(_)).then_some(self.holder)
    }

    /// Pie cards left in the stack (CS-4.3): 6 less the Dodges drawn since it was formed.
    pub fn stack_size(&self) -> u8 {
        PIE_CARDS - self.dodges
    }

    /// The winner, once the game is over (CS-4.7).
    pub fn winner(&self) -> Option<Seat> {
        self.winner
    }
}

impl Game for Clown {
    type Options = ClownOptions;
    type Move = Move;
    type Chance = Chance;
    type Event = Event;
    type Illegal = Illegal;
    type View = View;

    // Each move is checked in full before it changes anything.
    const CHECKS_BEFORE_CHANGE: bool = true;

    const INFO: GameInfo = GameInfo {
        id: "clown",
        name: "clown-name",
        min_players: 2,
        max_players: MAX_PLAYERS,
        options: &[],
        rule_sections: &[
            "overview",
            "setup",
            "squabble",
            "pie-fight",
            "two-players",
            "examples",
        ],
    };

    fn new(players: usize, _options: &ClownOptions) -> Result<Clown, SetupError> {
        Self::INFO.check_players(players)?;
        Ok(Clown {
            players: players as u8,
            phase: Phase::Dealing,
            round: 0,
            hands: [Pile::EMPTY; MAX_PLAYERS],
            virtual_hand: Pile::EMPTY,
            choices: [None; MAX_PLAYERS],
            clown_cards: [Pile::EMPTY; MAX_PLAYERS],
            // Before the deal every card is in the box, so each card always has a place.
            boxed: Pile::DECK,
            discarded: Pile::EMPTY,
            rounds: Vec::with_capacity(usize::from(ROUNDS)),
            dodges: 0,
            in_game: Seat::all(players).collect(),
            holder: Seat(0),
            out: Vec::new(),
            winner: None,
        })
    }

    fn seats(&self) -> usize {
        self.players()
    }

    fn actors(&self) -> Actors {
        match self.phase {
            Phase::Dealing | Phase::VirtualReveal => Actors::Chance,
            Phase::Squabble => Actors::Seats(self.waiting()),
            Phase::PieFight(Step::Drawing { .. } | Step::Taking(_)) => Actors::Chance,
            Phase::PieFight(_) => Actors::Seats(SeatSet::one(self.holder)),
            Phase::Over => Actors::Over,
        }
    }

    fn legal_moves(&self, seat: Seat, out: &mut Vec<Move>) {
        if seat.index() >= self.players() {
            return;
        }
        let i = seat.index();
        match self.phase {
            Phase::Squabble => {
                let chosen = self.choices[i];
                out.extend(
                    self.hands[i]
                        .distinct()
                        .filter(|&c| Some(c) != chosen)
                        .map(Move::Play),
                );
            }
            Phase::PieFight(step) if seat == self.holder => match step {
                Step::Choose => {
                    let own = self.clown_cards[i];
                    out.push(Move::Draw);
                    out.extend(own.distinct().map(Move::Reshuffle));
                    out.extend(
                        pay_options(own, self.in_game.len())
                            .into_iter()
                            .map(Move::Pay),
                    );
                }
                Step::MayDrawAgain => out.extend([Move::Again, Move::Pass]),
                Step::MayTake => {
                    let count = take_count(&self.clown_cards, self.in_game, seat);
                    out.extend(
                        take_options(&self.clown_cards, self.in_game, seat, count)
                            .into_iter()
                            .map(Move::Take),
                    );
                    out.push(Move::Decline);
                }
                Step::Drawing { .. } | Step::Taking(_) => {}
            },
            _ => {}
        }
    }

    /// CS-3.1: everyone chooses at once, and may change until the last choice is in.
    fn may_move(&self, seat: Seat, _mv: &Move) -> bool {
        self.phase == Phase::Squabble || self.actors().waits_for(seat)
    }

    fn try_move(&mut self, seat: Seat, mv: &Move, events: &mut Vec<Event>) -> Result<(), Illegal> {
        // `may_move` lets moves through only in the Squabble and the Pie Fight.
        match self.phase {
            Phase::PieFight(step) => self.pie_move(seat, step, mv, events),
            _ => self.squabble_move(seat, mv, events),
        }
    }

    fn determinize<R: Rng + ?Sized>(&self, seat: Seat, rng: &mut R) -> Clown {
        determinize::determinize(self, seat, rng)
    }

    fn sample_chance<R: Rng + ?Sized>(&self, rng: &mut R) -> Chance {
        match self.phase {
            Phase::VirtualReveal => self.sample_virtual_card(rng),
            Phase::PieFight(Step::Drawing { .. }) => self.sample_pie_card(rng),
            Phase::PieFight(Step::Taking(split)) => self.sample_taken(split, rng),
            _ => self.sample_deal(rng),
        }
    }

    fn apply_chance(
        &mut self,
        chance: &Chance,
        events: &mut Vec<Event>,
    ) -> Result<(), ChanceError> {
        match (self.phase, chance) {
            (Phase::Dealing, Chance::Deal(deal)) => self.apply_deal(deal, events),
            (Phase::VirtualReveal, &Chance::VirtualCard(card)) => {
                self.reveal_virtual_card(card, events)
            }
            (Phase::PieFight(Step::Drawing { again }), &Chance::Pie(card)) => {
                self.apply_draw(card, again, events)
            }
            (Phase::PieFight(Step::Taking(split)), Chance::Taken(taken)) => {
                self.apply_taken(split, taken, events)
            }
            (Phase::Over, _) => Err(ChanceError::GameOver),
            _ => Err(ChanceError::NotDue),
        }
    }

    fn view(&self, viewer: Viewer) -> View {
        view::view(self, viewer)
    }

    /// Placement: each seat scores the number of players that were hit before it left
    /// the game, so the first player out scores 0 and the winner, who outlasted everyone,
    /// `players − 1`. Until the Pie Fight's first Hit everybody has 0.
    fn scores(&self) -> Vec<i64> {
        let gone = self.out.len() as i64;
        Seat::all(self.players())
            .map(|seat| match self.out.iter().position(|&s| s == seat) {
                Some(at) => at as i64,
                None => gone,
            })
            .collect()
    }

    fn winners(&self) -> Vec<Seat> {
        self.winner.into_iter().collect()
    }

    fn final_score_text(&self, seat: Seat, scores: &[i64]) -> Text {
        present::placing(seat, scores)
    }

    /// The standings are places, and the chart at the end says so.
    fn chart_title(&self) -> Text {
        Text::new("clown-chart-title")
    }

    /// Fewer iterations from five players on: 400 took 37–48 ms at the 99th percentile
    /// there, close to the 50 ms a decision may take (BENCHMARKS.md, "AI strength").
    fn search_iterations(&self) -> u32 {
        if usize::from(self.players) < 5 {
            400
        } else {
            300
        }
    }

    fn ai_choice<R: Rng + ?Sized>(&self, seat: Seat, legal: &[Move], rng: &mut R) -> Option<Move> {
        // The AI sees what a person in the seat sees: its view, and its legal moves, which
        // depend only on its own hand and public facts.
        ai::choose(&self.view(Viewer::Seat(seat)), legal, rng)
    }

    /// Playouts guess the others' cards more roughly than the `basic` AI
    /// ([`ai::quick`]): they play thousands of Squabble rounds a decision.
    fn playout_move<R: Rng + ?Sized>(
        &self,
        seat: Seat,
        legal: &mut Vec<Move>,
        rng: &mut R,
    ) -> Option<Move> {
        legal.clear();
        self.legal_moves(seat, legal);
        ai::quick(&self.view(Viewer::Seat(seat)), legal, rng)
    }

    fn move_label(&self, mv: &Move) -> Text {
        present::move_label(mv)
    }

    fn picture(&self, viewer: Viewer) -> Option<Picture> {
        picture::picture(&self.view(viewer))
    }

    fn illegal_text(&self, illegal: &Illegal) -> Text {
        present::illegal_text(illegal, self.players())
    }

    fn describe_event(&self, event: &Event, out: &mut Vec<Notice>) {
        present::describe_event(self, event, out);
    }

    fn describe_view(view: &View) -> ViewText {
        present::describe_view(view)
    }
}
