//! Boast or Nothing: a trick-taking game for 3–5 players where you want to take exactly
//! the target number of tricks, or none at all, while a tower of colour tokens decides
//! which colour is strongest. The rules are `shared/rules/boast-or-nothing.md`; rule ids
//! (`BN-x.y`) are cited where they are implemented.
//!
//! A game is a sequence of rounds. Each round starts with a chance outcome, a [`Deal`]
//! (BN-3), and then the seats play seven tricks (BN-4, BN-5) until the round is scored
//! (BN-6) and the game either ends or waits for the next deal (BN-7).

mod ai;
mod cards;
mod determinize;
mod notation;
mod picture;
mod present;
mod rules;
mod view;

#[cfg(test)]
mod tests;

pub use cards::{Card, CardIter, CardSet, COLOURS, HAND_SIZE, LEFTOVERS, MAX_VALUE};
pub use notation::Move;
pub use present::card_label;
pub use rules::{
    check_play, playable, round_points, settle, shown_void, target, trick_winner, Illegal,
    Settlement, Tiebreak, Tower, Trick, TrickResult, MAX_PLAYERS, TOP,
};
pub use view::{PlayedCard, TakenTrick, View};

use crate::engine::{
    Actors, ChanceError, Game, GameInfo, Notice, OptionSpec, Picture, RoundTotals, Seat, SeatSet,
    SetupError, Text, ViewText, Viewer,
};
use crate::games::colour::Colour;
use rand::seq::SliceRandom;
use rand::Rng;
use serde::{Deserialize, Serialize};

/// Table options (BN-3.2 variant, BN-7.2 tie-break).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct BoastOptions {
    /// The two left-over cards lie face down, so nobody sees them (BN-3.2 variant).
    pub hidden_leftovers: bool,
    /// How a tie at the top is settled (BN-7.2).
    pub tiebreak: Tiebreak,
}

/// The chance outcome of a round (BN-3): hands, left-overs, tower and first leader.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    /// Seven cards for each seat, indexed by seat.
    pub hands: Vec<Vec<Card>>,
    /// The two cards out of play this round (BN-3.2).
    pub leftovers: [Card; LEFTOVERS],
    /// The tower, strongest first (BN-3.3).
    pub tower: [Colour; 3],
    /// The first leader of the round: random in round 1, then the seat after the
    /// previous round's first leader (BN-3.4).
    pub leader: Seat,
}

/// What happened as a result of a deal or a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A round was dealt (BN-3). Carries every hand: [`Game::describe_event`] sends each
    /// only to its seat.
    Dealt {
        /// The round number, from 1.
        round: u16,
        /// Who leads the first trick.
        leader: Seat,
        /// The tower as stacked.
        tower: Tower,
        /// The two left-over cards (shown only without `hidden_leftovers`).
        leftovers: [Card; LEFTOVERS],
        /// Each seat's hand (only the first `players` entries are seats).
        hands: [CardSet; MAX_PLAYERS],
    },
    /// `seat` played `card` into the trick.
    CardPlayed {
        /// Who played.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// `seat` took the trick with `card` (BN-5).
    TrickWon {
        /// The winner, who leads next (BN-5.4).
        seat: Seat,
        /// The winning card.
        card: Card,
        /// The tower colour that decided the trick (BN-5.2), if it was multi-coloured.
        deciding: Option<Colour>,
        /// Tricks the winner has taken this round, this one included.
        tricks: u8,
    },
    /// The deciding colour moved to the bottom of the tower (BN-5.3).
    TowerMoved {
        /// The colour that moved down.
        colour: Colour,
        /// The new tower.
        tower: Tower,
    },
    /// The round was scored (BN-6). Arrays are indexed by seat.
    RoundEnded {
        /// The round number.
        round: u16,
        /// Tricks each seat took.
        tricks: [u8; MAX_PLAYERS],
        /// Points each seat scored this round.
        points: [u8; MAX_PLAYERS],
        /// Each seat's total after the round.
        totals: [i64; MAX_PLAYERS],
    },
    /// These seats reached the top, 5 points or more (BN-7.1).
    ReachedTop {
        /// The seats at the top.
        seats: SeatSet,
    },
    /// Several seats reached the top and the table plays on (BN-7.2, `play_on`).
    PlayOn {
        /// The seats at the top.
        tied: SeatSet,
    },
    /// While playing on, the most points are still shared: another round (BN-7.2).
    StillTied {
        /// The seats sharing the most points.
        leaders: SeatSet,
        /// Their points.
        points: i64,
    },
    /// The game is over (BN-7).
    GameOver {
        /// The winners.
        winners: SeatSet,
        /// Whether several players share the win.
        shared: bool,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// Waiting for a round's [`Deal`].
    Dealing,
    /// Seats play cards.
    Playing,
    /// The game is over.
    Over,
}

/// A game of Boast or Nothing. Built by [`Game::new`]; advanced only by deals and moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Boast {
    options: BoastOptions,
    players: u8,
    deck: CardSet,
    target: u8,
    phase: Phase,
    /// 0 before the first deal.
    round: u16,
    /// The first leader of the current (or last) round, for BN-3.4.
    round_leader: Seat,
    hands: [CardSet; MAX_PLAYERS],
    leftovers: [Card; LEFTOVERS],
    tower: Tower,
    trick: Trick,
    last_trick: Option<(Trick, Seat)>,
    tricks: [u8; MAX_PLAYERS],
    taken: [CardSet; MAX_PLAYERS],
    /// The colours (a bit per lane) each seat has shown this round that it holds none of,
    /// by not following them (BN-4.3). Public: anyone who watched the tricks knows.
    voids: [u8; MAX_PLAYERS],
    scores: [i64; MAX_PLAYERS],
    /// Each seat's total after each scored round, for the chart at the end.
    round_totals: RoundTotals,
    playing_on: bool,
    winners: SeatSet,
}

impl Boast {
    /// The table options.
    pub fn options(&self) -> BoastOptions {
        self.options
    }

    /// The deck of this player count (BN-2).
    pub fn deck(&self) -> CardSet {
        self.deck
    }

    /// The round number: 0 before the first deal, then 1, 2, …
    pub fn round(&self) -> u16 {
        self.round
    }

    /// The number of tricks to take exactly for 1 point (BN-2).
    pub fn target(&self) -> u8 {
        self.target
    }

    /// The first leader of the current (or last) round; seat 0 before the first deal.
    pub fn round_leader(&self) -> Seat {
        self.round_leader
    }

    /// The seat whose turn it is, while cards are being played.
    pub fn turn(&self) -> Option<Seat> {
        (self.phase == Phase::Playing).then(|| self.current_seat())
    }

    /// A seat's hand. Secret: for the engine's own callers (tests, AI), never for views
    /// of other seats.
    pub fn hand(&self, seat: Seat) -> CardSet {
        self.hands.get(seat.index()).copied().unwrap_or_default()
    }

    /// The trick in play.
    pub fn trick(&self) -> &Trick {
        &self.trick
    }

    /// The cards `seat` has taken in tricks this round.
    pub fn taken(&self, seat: Seat) -> CardSet {
        self.taken.get(seat.index()).copied().unwrap_or_default()
    }

    /// The number of tricks `seat` has taken this round.
    pub fn tricks(&self, seat: Seat) -> u8 {
        self.tricks.get(seat.index()).copied().unwrap_or(0)
    }

    /// The two left-over cards of the round; `None` before the first deal. Secret under
    /// `hidden_leftovers`.
    pub fn leftovers(&self) -> Option<[Card; LEFTOVERS]> {
        (self.round > 0).then_some(self.leftovers)
    }

    /// The tower, strongest first.
    pub fn tower(&self) -> Tower {
        self.tower
    }

    fn players(&self) -> usize {
        usize::from(self.players)
    }

    fn current_seat(&self) -> Seat {
        let at = self.trick.leader().index() + self.trick.len();
        Seat((at % self.players()) as u8)
    }

    /// The first leader the next deal must name (BN-3.4), `None` in round 1 where any
    /// seat may lead.
    fn expected_leader(&self) -> Option<Seat> {
        (self.round > 0).then(|| self.round_leader.next(self.players()))
    }

    fn check_deal(&self, deal: &Deal) -> Result<([CardSet; MAX_PLAYERS], Tower), ChanceError> {
        if self.phase != Phase::Dealing {
            return Err(ChanceError::NotDue);
        }
        if deal.hands.len() != self.players() {
            return Err(ChanceError::WrongCount);
        }
        if deal.leader.index() >= self.players() {
            return Err(ChanceError::WrongSeat);
        }
        if self
            .expected_leader()
            .is_some_and(|expected| expected != deal.leader)
        {
            return Err(ChanceError::WrongSeat);
        }
        let Some(tower) = Tower::new(deal.tower) else {
            return Err(ChanceError::NotDrawable);
        };
        let mut hands = [CardSet::EMPTY; MAX_PLAYERS];
        let mut all = CardSet::EMPTY;
        for (hand, cards) in hands.iter_mut().zip(&deal.hands) {
            if cards.len() != HAND_SIZE {
                return Err(ChanceError::WrongCount);
            }
            for &card in cards {
                if !hand.insert(card) || !all.insert(card) {
                    return Err(ChanceError::NotDrawable);
                }
            }
        }
        for &card in &deal.leftovers {
            if !all.insert(card) {
                return Err(ChanceError::NotDrawable);
            }
        }
        if all != self.deck {
            return Err(ChanceError::NotDrawable);
        }
        Ok((hands, tower))
    }

    fn finish_trick(&mut self, events: &mut Vec<Event>) {
        let players = self.players();
        let result = trick_winner(&self.trick, self.tower, players);
        let winner = result.winner.index();
        self.tricks[winner] += 1;
        self.taken[winner] = self.taken[winner].union(self.trick.cards());
        events.push(Event::TrickWon {
            seat: result.winner,
            card: result.card,
            deciding: result.deciding,
            tricks: self.tricks[winner],
        });
        if let Some(colour) = result.deciding {
            self.tower.move_to_bottom(colour);
            events.push(Event::TowerMoved {
                colour,
                tower: self.tower,
            });
        }
        self.last_trick = Some((self.trick, result.winner));
        self.trick = Trick::new(result.winner);
        // Hands shrink together, so the winner's empty hand means all are (BN-6.1).
        if self.hands[winner].is_empty() {
            self.finish_round(events);
        }
    }

    fn finish_round(&mut self, events: &mut Vec<Event>) {
        let players = self.players();
        let mut points = [0u8; MAX_PLAYERS];
        let seats = points
            .iter_mut()
            .zip(&self.tricks)
            .zip(&mut self.scores)
            .take(players);
        for ((point, &tricks), score) in seats {
            *point = round_points(tricks, self.target);
            *score += i64::from(*point);
        }
        self.round_totals.record(&self.scores[..players]);
        events.push(Event::RoundEnded {
            round: self.round,
            tricks: self.tricks,
            points,
            totals: self.scores,
        });
        let settlement = settle(
            &self.scores[..players],
            self.options.tiebreak,
            self.playing_on,
        );
        if !self.playing_on {
            let top: SeatSet = Seat::all(players)
                .filter(|s| self.scores[s.index()] >= TOP)
                .collect();
            if !top.is_empty() {
                events.push(Event::ReachedTop { seats: top });
            }
        }
        self.phase = Phase::Dealing;
        match settlement {
            Settlement::Continue => {}
            Settlement::PlayOn { tied } => {
                self.playing_on = true;
                events.push(Event::PlayOn { tied });
            }
            Settlement::StillTied { leaders, points } => {
                events.push(Event::StillTied { leaders, points });
            }
            Settlement::Won { winners, shared } => {
                self.phase = Phase::Over;
                self.winners = winners;
                events.push(Event::GameOver { winners, shared });
            }
        }
    }
}

impl Game for Boast {
    type Options = BoastOptions;
    type Move = Move;
    type Chance = Deal;
    type Event = Event;
    type Illegal = Illegal;
    type View = View;

    // `check_play` refuses a card before anything changes.
    const CHECKS_BEFORE_CHANGE: bool = true;

    const INFO: GameInfo = GameInfo {
        id: "boast",
        name: "boast-name",
        min_players: 3,
        max_players: 5,
        options: &[
            OptionSpec {
                key: "hidden_leftovers",
                values: &["false", "true"],
            },
            OptionSpec {
                key: "tiebreak",
                values: &["shared", "play_on"],
            },
        ],
        rule_sections: &[
            "overview", "cards", "trick", "winning", "scoring", "end", "variants", "example",
        ],
    };

    fn new(players: usize, options: &BoastOptions) -> Result<Boast, SetupError> {
        let deck = CardSet::deck(players).ok_or(SetupError::PlayerCount(players))?;
        Ok(Boast {
            options: *options,
            players: players as u8,
            deck,
            target: target(players),
            phase: Phase::Dealing,
            round: 0,
            round_leader: Seat(0),
            hands: [CardSet::EMPTY; MAX_PLAYERS],
            leftovers: [Card::ESCAPE; LEFTOVERS],
            tower: Tower::default(),
            trick: Trick::new(Seat(0)),
            last_trick: None,
            tricks: [0; MAX_PLAYERS],
            taken: [CardSet::EMPTY; MAX_PLAYERS],
            voids: [0; MAX_PLAYERS],
            scores: [0; MAX_PLAYERS],
            round_totals: RoundTotals::default(),
            playing_on: false,
            winners: SeatSet::EMPTY,
        })
    }

    fn seats(&self) -> usize {
        self.players()
    }

    fn actors(&self) -> Actors {
        match self.phase {
            Phase::Dealing => Actors::Chance,
            Phase::Playing => Actors::Seats(SeatSet::one(self.current_seat())),
            Phase::Over => Actors::Over,
        }
    }

    fn legal_moves(&self, seat: Seat, out: &mut Vec<Move>) {
        if self.phase != Phase::Playing || seat != self.current_seat() {
            return;
        }
        // Escape cards are alike, so they make one move.
        out.extend(
            playable(self.hands[seat.index()], &self.trick)
                .distinct()
                .map(Move),
        );
    }

    fn try_move(&mut self, seat: Seat, mv: &Move, events: &mut Vec<Event>) -> Result<(), Illegal> {
        let card = mv.0;
        let hand = &mut self.hands[seat.index()];
        check_play(*hand, &self.trick, card)?;
        hand.remove(card);
        if let Some(lane) = shown_void(&self.trick, card).and_then(cards::lane) {
            self.voids[seat.index()] |= 1 << lane;
        }
        self.trick.push(card);
        events.push(Event::CardPlayed { seat, card });
        if self.trick.len() == self.players() {
            self.finish_trick(events);
        }
        Ok(())
    }

    fn determinize<R: Rng + ?Sized>(&self, seat: Seat, rng: &mut R) -> Boast {
        determinize::determinize(self, seat, rng)
    }

    fn sample_chance<R: Rng + ?Sized>(&self, rng: &mut R) -> Deal {
        let mut cards: Vec<Card> = self.deck.iter().collect();
        cards.shuffle(rng);
        let mut tower = COLOURS;
        tower.shuffle(rng);
        let leader = self
            .expected_leader()
            .unwrap_or_else(|| Seat(rng.gen_range(0..self.players)));
        let leftovers = [cards[cards.len() - 2], cards[cards.len() - 1]];
        Deal {
            hands: cards
                .chunks_exact(HAND_SIZE)
                .map(<[Card]>::to_vec)
                .collect(),
            leftovers,
            tower,
            leader,
        }
    }

    fn apply_chance(&mut self, deal: &Deal, events: &mut Vec<Event>) -> Result<(), ChanceError> {
        let (hands, tower) = self.check_deal(deal)?;
        self.round += 1;
        self.round_leader = deal.leader;
        self.hands = hands;
        self.leftovers = deal.leftovers;
        self.tower = tower;
        self.trick = Trick::new(deal.leader);
        self.last_trick = None;
        self.tricks = [0; MAX_PLAYERS];
        self.taken = [CardSet::EMPTY; MAX_PLAYERS];
        self.voids = [0; MAX_PLAYERS];
        self.phase = Phase::Playing;
        events.push(Event::Dealt {
            round: self.round,
            leader: deal.leader,
            tower,
            leftovers: deal.leftovers,
            hands,
        });
        Ok(())
    }

    fn view(&self, viewer: Viewer) -> View {
        view::view(self, viewer)
    }

    fn scores(&self) -> Vec<i64> {
        self.scores[..self.players()].to_vec()
    }

    fn winners(&self) -> Vec<Seat> {
        self.winners.iter().collect()
    }

    /// Four times the usual iterations: a decision lists at most seven cards and a
    /// playout is one round, so 400 took 8 ms at the 99th percentile; with ten times as
    /// many `strong` won 1.71× its fair share at 4 players instead of 1.49×
    /// (BENCHMARKS.md, "AI strength").
    fn search_iterations(&self) -> u32 {
        1600
    }

    fn ai_choice<R: Rng + ?Sized>(&self, seat: Seat, legal: &[Move], rng: &mut R) -> Option<Move> {
        ai::choose(self, seat, legal, rng)
    }

    fn move_label(&self, mv: &Move) -> Text {
        present::card_label(mv.0)
    }

    fn round_scores(&self) -> Vec<Vec<i64>> {
        self.round_totals.rows_or(self.scores())
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
