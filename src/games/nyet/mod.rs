//! NYET!: 2–5 players first decide, by covering fields of a board, which trump,
//! super-trump, discard rule, point value and first player the round has; then teams are
//! formed and tricks are played. The rules are `shared/rules/nyet.md`; rule ids
//! (`NY-x.y`) are cited where they are implemented.
//!
//! Chance outcomes are the first dealer (NY-2.2) and each round's deal. Everything else
//! is a move: covering fields in the NYET! phase (NY-4), forming teams and giving the
//! bonus card (NY-5.1, NY-5.2), the simultaneous hidden discards or passes (NY-5.3,
//! NY-9.2) — [`Game::actors`] names every player who has still to choose — and the
//! tricks (NY-6).
//!
//! The state machine is split by phase: `covering` holds the NYET! phase, `teams` the
//! teams and the bonus card, `discards` the row-2 choices, `tricks` the trick play and
//! `round` each round's deal and scoring; `events` holds the chance outcomes, events and
//! refusals, and `rules` the trick and scoring rules as pure functions.

mod ai;
mod board;
mod cards;
mod covering;
mod determinize;
mod discards;
mod events;
mod notation;
mod options;
mod picture;
mod present;
mod round;
mod rules;
mod teams;
mod tricks;
mod view;

#[cfg(test)]
mod tests;

pub use board::{Board, Cover, DiscardRule, Field, Row, POINTS, SIZE};
pub use cards::{deck, hand_size, remove_all, round_count, Card, Kinds, COLOURS, MAX_VALUE};
pub use events::{Chance, Deal, Event, Illegal};
pub use notation::Move;
pub use options::{NyetOptions, TargetScore};
pub use present::move_label;
pub use rules::{booty, round_scores, RoundSetup, MAX_PLAYERS};
pub use view::{Awaiting, FieldView, Played, RowView, Stage, View};

use crate::engine::{
    all_or_nothing, Actors, ChanceError, Game, GameInfo, Notice, OptionSpec, Picture, RoundTotals,
    Seat, SeatSet, SetupError, Text, ViewText, Viewer,
};
use rand::Rng;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    FirstDealer,
    Dealing,
    Nyet,
    Teams,
    Bonus,
    Choosing,
    Tricks,
    Over,
}

/// A game of NYET!. Built by [`Game::new`]; advanced only by chance outcomes and moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Nyet {
    players: u8,
    options: NyetOptions,
    phase: Phase,
    /// The round, from 1; 0 before the first deal.
    round: u8,
    dealer: Seat,
    board: Board,
    setup: Option<RoundSetup>,
    hands: Vec<Vec<Card>>,
    set_aside: Vec<Card>,
    pending: Vec<Option<Vec<Card>>>,
    must_choose: SeatSet,
    /// The cards each seat discarded this round (NY-5.3): each known to its seat only.
    discarded: Vec<Vec<Card>>,
    /// The card each seat passed left this round (NY-5.3), while the receiver surely still
    /// holds it (until it plays a card like it). Known to the passer (and the receiver).
    passed: Vec<Option<Card>>,
    /// The kinds of card each seat has shown this round that it holds none of: by not
    /// following (NY-6.4), or by not being asked to discard (NY-9.2). Public.
    voids: Vec<Kinds>,
    /// Team number per seat; team 0 is the smaller team (or the first player's with 4).
    teams: Vec<u8>,
    teams_formed: bool,
    bonus: Option<Seat>,
    trick: Vec<(Seat, Card)>,
    trick_size: u8,
    turn: Seat,
    taken: Vec<Vec<Card>>,
    tricks: Vec<u8>,
    booty: Vec<u8>,
    scores: Vec<i64>,
    last_round: Option<Vec<i64>>,
    /// Each seat's total after each scored round, for the chart at the end.
    round_totals: RoundTotals,
    winners: Vec<Seat>,
}

impl Nyet {
    fn players(&self) -> usize {
        usize::from(self.players)
    }

    /// The table options.
    pub fn options(&self) -> NyetOptions {
        self.options
    }

    /// The round, from 1; 0 before the first deal.
    pub fn round(&self) -> u8 {
        self.round
    }

    /// The dealer of the current round.
    pub fn dealer(&self) -> Seat {
        self.dealer
    }

    /// The board (public, NY-4.4).
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// What the board decided, once the NYET! phase is over.
    pub fn setup(&self) -> Option<RoundSetup> {
        self.setup
    }

    /// A seat's hand, without a pending choice. Secret: for tests and proofs only.
    pub fn hand(&self, seat: Seat) -> &[Card] {
        self.hands.get(seat.index()).map_or(&[], Vec::as_slice)
    }

    /// A seat's pending discard or pass (NY-5.3). Secret.
    pub fn pending(&self, seat: Seat) -> &[Card] {
        self.pending
            .get(seat.index())
            .and_then(Option::as_deref)
            .unwrap_or(&[])
    }

    /// The cards set aside unseen this round (2 players). Secret.
    pub fn set_aside(&self) -> &[Card] {
        &self.set_aside
    }

    /// The cards discarded this round (NY-5.3), seat by seat. Secret.
    pub fn discarded(&self) -> Vec<Card> {
        self.discarded.concat()
    }

    /// The cards `seat` discarded this round (NY-5.3). Secret, known to that seat.
    pub fn discards(&self, seat: Seat) -> &[Card] {
        self.discarded.get(seat.index()).map_or(&[], Vec::as_slice)
    }

    /// The card `seat` passed left this round, while its receiver surely still holds it
    /// (NY-5.3). Secret, known to that seat.
    pub fn passed(&self, seat: Seat) -> Option<Card> {
        self.passed.get(seat.index()).copied().flatten()
    }

    /// The cards of the trick in play.
    pub fn trick(&self) -> Vec<Card> {
        self.trick.iter().map(|&(_, c)| c).collect()
    }

    /// The cards of the tricks a seat won this round.
    pub fn taken(&self, seat: Seat) -> &[Card] {
        self.taken.get(seat.index()).map_or(&[], Vec::as_slice)
    }

    /// Team number per seat (team 0 is the smaller team); meaningful once formed.
    pub fn teams(&self) -> Option<&[u8]> {
        self.teams_formed.then_some(self.teams.as_slice())
    }

    /// The bonus-card holder this round.
    pub fn bonus(&self) -> Option<Seat> {
        self.bonus
    }

    fn total_rounds(&self) -> Option<u8> {
        match self.options.target_score {
            TargetScore::Off => Some(round_count(self.players())),
            TargetScore::Points(_) => None,
        }
    }

    fn first(&self) -> Seat {
        self.setup.map_or(Seat(0), |s| s.first)
    }

    fn awaiting(&self, seat: Seat) -> Option<Awaiting> {
        let rule = self.setup.map(|s| s.discard);
        Some(match self.phase {
            Phase::FirstDealer | Phase::Dealing | Phase::Over => return None,
            Phase::Nyet => Awaiting::Cover,
            Phase::Teams => match self.players {
                3 => Awaiting::Alone,
                4 => Awaiting::Partner,
                _ => Awaiting::Team,
            },
            Phase::Bonus => Awaiting::Bonus,
            Phase::Choosing => match rule {
                Some(DiscardRule::Two) => Awaiting::Discard { count: 2 },
                Some(DiscardRule::ExceptOne) => Awaiting::DiscardExceptOne,
                Some(DiscardRule::PassLeft) => Awaiting::Pass,
                _ => Awaiting::Discard { count: 1 },
            },
            Phase::Tricks if seat == self.turn && self.trick.is_empty() => Awaiting::Lead,
            Phase::Tricks => Awaiting::Play,
        })
    }

    /// The seats the game waits for now.
    fn actor_set(&self) -> SeatSet {
        match self.phase {
            Phase::Nyet | Phase::Tricks => SeatSet::one(self.turn),
            Phase::Teams | Phase::Bonus => SeatSet::one(self.first()),
            Phase::Choosing => self
                .must_choose
                .iter()
                .filter(|s| self.pending[s.index()].is_none())
                .collect(),
            _ => SeatSet::EMPTY,
        }
    }
}

impl Game for Nyet {
    type Options = NyetOptions;
    type Move = Move;
    type Chance = Chance;
    type Event = Event;
    type Illegal = Illegal;
    type View = View;

    const INFO: GameInfo = GameInfo {
        id: "nyet",
        name: "nyet-name",
        min_players: 2,
        max_players: MAX_PLAYERS,
        options: &[OptionSpec {
            key: "target_score",
            values: &["off", "100", "150", "200"],
        }],
        rule_sections: &[
            "overview",
            "board",
            "nyet-phase",
            "teams",
            "discards",
            "tricks",
            "scoring",
            "player-counts",
            "examples",
        ],
    };

    fn new(players: usize, options: &NyetOptions) -> Result<Nyet, SetupError> {
        Self::INFO.check_players(players)?;
        let mut game = Nyet {
            players: players as u8,
            options: *options,
            phase: Phase::FirstDealer,
            round: 0,
            dealer: Seat(0),
            board: Board::new(players),
            setup: None,
            hands: Vec::new(),
            set_aside: Vec::new(),
            pending: Vec::new(),
            must_choose: SeatSet::EMPTY,
            discarded: Vec::new(),
            passed: Vec::new(),
            voids: Vec::new(),
            teams: Vec::new(),
            teams_formed: false,
            bonus: None,
            trick: Vec::new(),
            trick_size: 0,
            turn: Seat(0),
            taken: Vec::new(),
            tricks: Vec::new(),
            booty: Vec::new(),
            scores: vec![0; players],
            last_round: None,
            round_totals: RoundTotals::default(),
            winners: Vec::new(),
        };
        game.reset_round();
        Ok(game)
    }

    fn seats(&self) -> usize {
        self.players()
    }

    fn actors(&self) -> Actors {
        match self.phase {
            Phase::FirstDealer | Phase::Dealing => Actors::Chance,
            Phase::Over => Actors::Over,
            _ => Actors::Seats(self.actor_set()),
        }
    }

    fn legal_moves(&self, seat: Seat, out: &mut Vec<Move>) {
        if seat.index() >= self.players() {
            return;
        }
        let n = self.players();
        match self.phase {
            Phase::Nyet if seat == self.turn => {
                out.extend(self.board.coverable().map(Move::Cover));
            }
            Phase::Teams if seat == self.first() => match self.players {
                3 => out.extend(Seat::all(n).map(Move::Alone)),
                4 => out.extend(Seat::all(n).filter(|&s| s != seat).map(Move::Partner)),
                _ => {
                    for a in Seat::all(n) {
                        for b in Seat::all(n).filter(|&b| b > a) {
                            out.push(Move::Team(a, b));
                        }
                    }
                }
            },
            Phase::Bonus if seat == self.first() => out.extend(
                Seat::all(n)
                    .filter(|s| self.teams[s.index()] == 0)
                    .map(Move::Bonus),
            ),
            Phase::Choosing if self.must_choose.contains(seat) => self.choice_moves(seat, out),
            Phase::Tricks if seat == self.turn => {
                if let Some(setup) = self.setup {
                    let led = self.trick.first().map(|&(_, c)| c);
                    let mut cards = setup.playable(&self.hands[seat.index()], led);
                    cards.dedup();
                    out.extend(cards.into_iter().map(Move::Play));
                }
            }
            _ => {}
        }
    }

    /// NY-9.2: a seat that chose may change its choice until the last one is in.
    fn may_move(&self, seat: Seat, _mv: &Move) -> bool {
        match self.phase {
            Phase::Choosing => self.must_choose.contains(seat),
            _ => self.actors().waits_for(seat),
        }
    }

    fn try_move(&mut self, seat: Seat, mv: &Move, events: &mut Vec<Event>) -> Result<(), Illegal> {
        match (self.phase, mv) {
            (Phase::Nyet, Move::Cover(field)) => self.cover(seat, *field, events),
            (Phase::Teams, _) => self.form_teams(seat, mv, events),
            (Phase::Bonus, &Move::Bonus(to)) => self.give_bonus(to, events),
            (Phase::Choosing, _) => self.choose(seat, mv, events),
            (Phase::Tricks, &Move::Play(card)) => self.play(seat, card, events),
            _ => Err(Illegal::NotNow {
                expected: self.awaiting(seat).unwrap_or(Awaiting::Play),
            }),
        }
    }

    fn determinize<R: Rng + ?Sized>(&self, seat: Seat, rng: &mut R) -> Nyet {
        determinize::determinize(self, seat, rng)
    }

    fn sample_chance<R: Rng + ?Sized>(&self, rng: &mut R) -> Chance {
        match self.phase {
            Phase::FirstDealer => Chance::FirstDealer(Seat(rng.gen_range(0..self.players))),
            _ => self.sample_deal(rng),
        }
    }

    fn apply_chance(
        &mut self,
        chance: &Chance,
        events: &mut Vec<Event>,
    ) -> Result<(), ChanceError> {
        match (self.phase, chance) {
            (Phase::FirstDealer, &Chance::FirstDealer(dealer)) => {
                if dealer.index() >= self.players() {
                    return Err(ChanceError::WrongSeat);
                }
                self.dealer = dealer;
                self.phase = Phase::Dealing;
                events.push(Event::FirstDealer { dealer });
                Ok(())
            }
            (Phase::Dealing, Chance::Deal(deal)) => {
                all_or_nothing(self, events, |next, new_events| {
                    next.reset_round();
                    next.apply_deal(deal, new_events)
                })
            }
            (Phase::Over, _) => Err(ChanceError::GameOver),
            _ => Err(ChanceError::NotDue),
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

    /// Fewer iterations from three players on: 400 took 48–70 ms at the 99th percentile
    /// there, 35 ms with two (BENCHMARKS.md, "AI strength").
    fn search_iterations(&self) -> u32 {
        if self.players() <= 2 {
            400
        } else {
            300
        }
    }

    fn ai_choice<R: Rng + ?Sized>(&self, seat: Seat, legal: &[Move], rng: &mut R) -> Option<Move> {
        // The AI sees what a person in the seat sees: its own view and legal moves.
        ai::choose(&self.view(Viewer::Seat(seat)), legal, rng)
    }

    fn move_label(&self, mv: &Move) -> Text {
        present::move_label(mv)
    }

    fn round_scores(&self) -> Vec<Vec<i64>> {
        self.round_totals.rows_or(self.scores.clone())
    }

    fn picture(&self, viewer: Viewer) -> Option<Picture> {
        picture::picture(&self.view(viewer))
    }

    fn illegal_text(&self, illegal: &Illegal) -> Text {
        present::illegal_text(illegal)
    }

    fn describe_event(&self, event: &Event, out: &mut Vec<Notice>) {
        present::describe_event(self, event, out);
    }

    fn describe_view(view: &View) -> ViewText {
        present::describe_view(view)
    }
}
