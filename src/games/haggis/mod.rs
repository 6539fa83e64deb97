//! Haggis: a climbing card game for 2–3 players with wild cards, bombs and bets. The
//! rules are `shared/rules/haggis.md`; rule ids (`HG-x.y`) are cited where they are
//! implemented.
//!
//! The only chance outcome is each hand's [`Deal`] (the first one also draws the first
//! leader). Everything else is a move: card plays and passes in turn (HG-5), bets — which
//! every player who has not played a card yet may make at any moment of the hand, so
//! [`Game::actors`] names the seat to play plus every seat that may still bet (HG-3) — and,
//! with `bomb_capture=winner_chooses`, the bomber's choice of who receives a bomb-won
//! trick (HG-5.4).
//!
//! The state machine is split by topic: `rules` holds dealing, leaders, bets, reading a
//! play and the move lists, `trick` the plays, passes and captures, `scoring` the end of
//! a hand and of the game, `pile` the piles of cards from several hands, `determinize`
//! the states the AI searches: the cards a seat has not seen dealt afresh, `playout` the
//! quick rule of thumb its playouts follow.

pub mod cards;
pub mod combination;
pub mod notation;

mod ai;
mod determinize;
mod events;
mod options;
mod picture;
mod pile;
mod playout;
mod present;
mod rules;
mod scoring;
mod trick;
mod view;

#[cfg(test)]
mod tests;

pub use events::{Deal, Event, HandScore, Illegal};
pub use options::{BombCapture, FirstOutBonus, HaggisOptions, Target};
pub use pile::Pile;
pub use trick::{Trick, TrickPlay};
pub use view::{SeatView, Stage, View};

use crate::engine::{
    Actors, ChanceError, Game, GameInfo, Notice, OptionSpec, Picture, RoundTotals, Seat, SeatSet,
    SetupError, Text, ViewText, Viewer,
};
use cards::Cards;
use notation::{Bet, Move};
use rand::Rng;

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// Waiting for a hand's deal.
    Dealing,
    /// Trick play (HG-5).
    Playing,
    /// `bomb_capture=winner_chooses`: the bomber gives the trick away (HG-5.4).
    Giving {
        /// The bomber.
        bomber: Seat,
    },
    /// The game is over (HG-7).
    Over,
}

/// A game of Haggis. Built by [`Game::new`]; advanced only by deals and moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Haggis {
    players: u8,
    options: HaggisOptions,
    phase: Phase,
    /// The hand, from 1; 0 before the first deal.
    hand_no: u32,
    /// Each seat's cards, naturals and wilds.
    hands: Vec<Cards>,
    /// HG-2.1: the undealt naturals.
    haggis: Cards,
    /// Each seat's capture pile this hand.
    captured: Vec<Pile>,
    /// HG-3: each seat's bet, once made.
    bets: Vec<Option<Bet>>,
    /// Whether each seat has played a card this hand (HG-3: no bet after that).
    played: Vec<bool>,
    /// The seats that went out this hand, in order.
    out: Vec<Seat>,
    /// HG-6.4: going-out points scored this hand, per seat.
    going_out: Vec<i64>,
    /// The trick on the table.
    trick: Trick,
    /// The seat to play (meaningful while playing).
    turn: Seat,
    /// Cumulative scores.
    scores: Vec<i64>,
    /// The points of the last scored hand.
    last_hand: Option<Vec<HandScore>>,
    /// Each seat's total after each scored hand, for the chart at the end.
    round_totals: RoundTotals,
    /// The first player out of the last scored hand (HG-2.2 tie-break).
    previous_first_out: Option<Seat>,
    winners: Vec<Seat>,
}

impl Haggis {
    fn players(&self) -> usize {
        usize::from(self.players)
    }

    /// The table options.
    pub fn options(&self) -> HaggisOptions {
        self.options
    }

    /// The hand being played, from 1; 0 before the first deal.
    pub fn hand_number(&self) -> u32 {
        self.hand_no
    }

    /// A seat's cards. Secret: for tests and proofs only.
    pub fn hand(&self, seat: Seat) -> Cards {
        self.hands.get(seat.index()).copied().unwrap_or_default()
    }

    /// The Haggis of the current hand. Secret until the hand is scored.
    pub fn haggis(&self) -> Cards {
        self.haggis
    }

    /// A seat's capture pile this hand. Secret (only its size is public, HG-10.20).
    pub fn captured(&self, seat: Seat) -> Pile {
        self.captured.get(seat.index()).copied().unwrap_or_default()
    }

    /// The trick on the table.
    pub fn trick(&self) -> &Trick {
        &self.trick
    }

    /// A seat's bet this hand, once made.
    pub fn bet(&self, seat: Seat) -> Option<Bet> {
        self.bets.get(seat.index()).copied().flatten()
    }

    /// The seats that went out this hand, in order.
    pub fn out(&self) -> &[Seat] {
        &self.out
    }

    /// The seat to play, while a trick is played.
    pub fn turn(&self) -> Option<Seat> {
        (self.phase == Phase::Playing).then_some(self.turn)
    }

    /// The points of the last scored hand.
    pub fn last_hand(&self) -> Option<&[HandScore]> {
        self.last_hand.as_deref()
    }

    /// The seats that may still bet (HG-3): no card played yet, no bet yet, and nobody
    /// out yet.
    fn bettors(&self) -> SeatSet {
        if !matches!(self.phase, Phase::Playing | Phase::Giving { .. }) || !self.out.is_empty() {
            return SeatSet::EMPTY;
        }
        Seat::all(self.players())
            .filter(|s| self.bets[s.index()].is_none() && !self.played[s.index()])
            .collect()
    }

    /// The seat that must play or give now, if any.
    fn to_act(&self) -> Option<Seat> {
        match self.phase {
            Phase::Playing => Some(self.turn),
            Phase::Giving { bomber } => Some(bomber),
            Phase::Dealing | Phase::Over => None,
        }
    }

    /// The seats still holding cards.
    fn holders(&self) -> usize {
        self.hands.iter().filter(|h| !h.is_empty()).count()
    }

    /// The next seat clockwise after `from` (or `from` itself when `inclusive`) that
    /// still holds cards (HG-5.5).
    fn next_holder(&self, from: Seat, inclusive: bool) -> Option<Seat> {
        let n = self.players();
        let start = usize::from(!inclusive);
        (start..start + n)
            .map(|k| Seat(((from.index() + k) % n) as u8))
            .find(|s| !self.hands[s.index()].is_empty())
    }
}

impl Game for Haggis {
    type Options = HaggisOptions;
    type Move = Move;
    type Chance = Deal;
    type Event = Event;
    type Illegal = Illegal;
    type View = View;

    const INFO: GameInfo = GameInfo {
        id: "haggis",
        name: "haggis-name",
        min_players: 2,
        max_players: 3,
        options: &[
            OptionSpec {
                key: "target",
                values: &["250", "350"],
            },
            OptionSpec {
                key: "bomb_capture",
                values: &["auto", "winner_chooses"],
            },
            OptionSpec {
                key: "first_out_bonus",
                values: &["0", "5"],
            },
        ],
        rule_sections: &[
            "overview",
            "cards",
            "combinations",
            "bombs",
            "tricks",
            "bets",
            "scoring",
            "examples",
        ],
    };

    fn new(players: usize, options: &HaggisOptions) -> Result<Haggis, SetupError> {
        Self::INFO.check_players(players)?;
        Ok(Haggis {
            players: players as u8,
            options: *options,
            phase: Phase::Dealing,
            hand_no: 0,
            hands: vec![Cards::EMPTY; players],
            haggis: Cards::EMPTY,
            captured: vec![Pile::default(); players],
            bets: vec![None; players],
            played: vec![false; players],
            out: Vec::new(),
            going_out: vec![0; players],
            trick: Trick::default(),
            turn: Seat(0),
            scores: vec![0; players],
            last_hand: None,
            round_totals: RoundTotals::default(),
            previous_first_out: None,
            winners: Vec::new(),
        })
    }

    fn seats(&self) -> usize {
        self.players()
    }

    fn actors(&self) -> Actors {
        match self.phase {
            Phase::Dealing => Actors::Chance,
            Phase::Over => Actors::Over,
            // Only the seat to play (or the bomber giving) is waited for. Seats that may
            // still bet may do so out of turn (HG-3: their legal moves say so), but a bet
            // is optional, so nobody waits for it.
            Phase::Playing | Phase::Giving { .. } => Actors::Seats(
                self.to_act()
                    .map_or(SeatSet::EMPTY, |seat| SeatSet::EMPTY.with(seat)),
            ),
        }
    }

    fn legal_moves(&self, seat: Seat, out: &mut Vec<Move>) {
        if seat.index() >= self.players() {
            return;
        }
        if self.bettors().contains(seat) {
            out.extend([Bet::None, Bet::Little, Bet::Big].map(Move::Bet));
        }
        match self.phase {
            Phase::Giving { bomber } if bomber == seat => out.extend(
                Seat::all(self.players())
                    .filter(|&s| s != seat)
                    .map(Move::Give),
            ),
            Phase::Playing if self.turn == seat => {
                let top = self.trick.top();
                if top.is_some() {
                    out.push(Move::Pass);
                }
                rules::play_moves(self.hands[seat.index()], top, out);
            }
            _ => {}
        }
    }

    /// HG-3: a bet may come out of turn, and a gift explains itself (its refusal names
    /// the bomber); plays and passes wait for the seat's turn.
    fn may_move(&self, seat: Seat, mv: &Move) -> bool {
        match (self.phase, mv) {
            (Phase::Dealing | Phase::Over, _) => false,
            (_, Move::Play { .. } | Move::Pass) => self.to_act() == Some(seat),
            (_, Move::Bet(_) | Move::Give(_)) => true,
        }
    }

    fn try_move(&mut self, seat: Seat, mv: &Move, events: &mut Vec<Event>) -> Result<(), Illegal> {
        match (self.phase, *mv) {
            (_, Move::Bet(bet)) => self.place_bet(seat, bet, events),
            (Phase::Giving { bomber }, Move::Give(to)) if seat == bomber => {
                self.give(bomber, to, events)
            }
            (Phase::Giving { bomber }, Move::Give(_)) => Err(Illegal::NotYourDecision { bomber }),
            (_, Move::Give(_)) => Err(Illegal::NothingToGive),
            (Phase::Giving { .. }, _) => Err(Illegal::GiveFirst),
            (_, Move::Pass) => self.pass(seat, events),
            (_, Move::Play { cards, declared }) => self.play(seat, cards, declared, events),
        }
    }

    fn sample_chance<R: Rng + ?Sized>(&self, rng: &mut R) -> Deal {
        rules::sample_deal(self.players(), self.hand_no == 0, rng)
    }

    fn determinize<R: Rng + ?Sized>(&self, seat: Seat, rng: &mut R) -> Haggis {
        determinize::determinize(self, seat, rng)
    }

    fn apply_chance(&mut self, deal: &Deal, events: &mut Vec<Event>) -> Result<(), ChanceError> {
        match self.phase {
            Phase::Dealing => self.deal(deal, events),
            Phase::Over => Err(ChanceError::GameOver),
            Phase::Playing | Phase::Giving { .. } => Err(ChanceError::NotDue),
        }
    }

    fn view(&self, viewer: Viewer) -> View {
        view::view(self, viewer)
    }

    fn scores(&self) -> Vec<i64> {
        self.scores.clone()
    }

    fn winners(&self) -> Vec<Seat> {
        self.winners.clone()
    }

    /// A fifth of the usual iterations, an eighth with three players: a lead lists up to
    /// a thousand plays, and 100 iterations took 53 ms (2 players) and 61 ms (3) at the
    /// 99th percentile, 80 with three players 87 ms (BENCHMARKS.md, "AI strength").
    fn search_iterations(&self) -> u32 {
        if self.players() <= 2 {
            80
        } else {
            50
        }
    }

    fn ai_choice<R: Rng + ?Sized>(&self, seat: Seat, legal: &[Move], rng: &mut R) -> Option<Move> {
        // The AI sees what a person in the seat sees: its own view and legal moves.
        ai::choose(&self.view(Viewer::Seat(seat)), legal, rng)
    }

    /// Playouts use a quicker rule of thumb than listing every combination
    /// ([`playout`]), and the heuristic where it matters (end of a hand, no cheap play).
    fn playout_move<R: Rng + ?Sized>(
        &self,
        seat: Seat,
        legal: &mut Vec<Move>,
        rng: &mut R,
    ) -> Option<Move> {
        if let Some(quick) = self.quick_move(seat) {
            return Some(quick);
        }
        legal.clear();
        self.legal_moves(seat, legal);
        self.ai_choice(seat, legal, rng)
    }

    fn move_label(&self, mv: &Move) -> Text {
        present::move_label(mv, self.trick.top())
    }

    fn round_scores(&self) -> Vec<Vec<i64>> {
        self.round_totals.rows_or(self.scores.clone())
    }

    fn picture(&self, viewer: Viewer) -> Option<Picture> {
        picture::picture(&self.view(viewer))
    }

    fn always_offered(&self, mv: &Move) -> bool {
        *mv == Move::Pass
    }

    fn move_group(&self, mv: &Move) -> Option<Text> {
        present::move_group(mv, self.trick.top())
    }

    fn illegal_text(&self, illegal: &Illegal) -> Text {
        present::illegal_text(illegal)
    }

    fn describe_event(&self, event: &Event, out: &mut Vec<Notice>) {
        present::describe_event(event, out);
    }

    fn describe_view(view: &View) -> ViewText {
        present::describe_view(view)
    }
}
