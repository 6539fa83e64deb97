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

mod ai;
mod board;
mod cards;
mod notation;
mod options;
mod present;
mod rules;
mod view;

#[cfg(test)]
mod tests;

pub use board::{Board, Cover, DiscardRule, Field, Row, POINTS, SIZE};
pub use cards::{deck, hand_size, remove_all, round_count, Card, COLOURS, MAX_VALUE};
pub use notation::Move;
pub use options::{NyetOptions, TargetScore};
pub use present::move_label;
pub use rules::{booty, round_scores, RoundSetup, MAX_PLAYERS};
pub use view::{Awaiting, FieldView, Played, RowView, Stage, View};

use crate::engine::{
    all_or_nothing, Actors, ChanceError, Game, GameInfo, Notice, OptionSpec, Seat, SeatSet,
    SetupError, Text, ViewText, Viewer,
};
use rand::seq::SliceRandom;
use rand::Rng;
use serde::{Deserialize, Serialize};

/// A round's deal: each seat's hand. With 2 players the 30 cards not dealt are set aside
/// unseen (NY-2) and not listed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    /// Each seat's hand, indexed by seat.
    pub hands: Vec<Vec<Card>>,
}

/// A chance outcome. In a record: `{"first_dealer": 2}` or `{"deal": {"hands": [...]}}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Chance {
    /// NY-2.2: the dealer of round 1.
    FirstDealer(Seat),
    /// The deal of a round (NY-2).
    Deal(Deal),
}

/// What happened as a result of a move or chance outcome.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// NY-2.2: the first dealer was drawn.
    FirstDealer {
        /// The dealer of round 1.
        dealer: Seat,
    },
    /// A round was dealt; each hand goes privately to its seat.
    Dealt {
        /// The round, from 1.
        round: u8,
        /// The dealer, who covers first (NY-4.2).
        dealer: Seat,
        /// Each seat's hand.
        hands: Vec<Vec<Card>>,
    },
    /// NY-4.2: `seat` covered `field`.
    Covered {
        /// Who covered.
        seat: Seat,
        /// The field.
        field: Field,
        /// Who covers next, unless the phase is over.
        next: Option<Seat>,
    },
    /// NY-4.4: the NYET! phase is over and the free fields define the round.
    RoundSet(RoundSetup),
    /// NY-5.1: the teams, each a list of seats; the first is the smaller (or, with 4, the
    /// first player's).
    TeamsFormed {
        /// Who formed them.
        by: Seat,
        /// The teams.
        teams: Vec<Vec<Seat>>,
    },
    /// NY-5.2, NY-9.3: `seat` holds the bonus card.
    BonusGiven {
        /// The holder.
        seat: Seat,
    },
    /// NY-5.3: `seat` chose cards to discard or pass (or changed its choice); secret.
    Chose {
        /// Who chose.
        seat: Seat,
        /// The cards chosen.
        cards: Vec<Card>,
        /// Whether they are passed left rather than discarded.
        pass: bool,
        /// Whether this changed an earlier choice.
        changed: bool,
        /// Who has still to choose.
        waiting: SeatSet,
    },
    /// NY-9.2: every choice applied at once; the new hands go privately to their seats.
    ChoicesApplied {
        /// The row-2 rule.
        rule: DiscardRule,
        /// Per seat: the cards discarded or passed.
        given: Vec<Vec<Card>>,
        /// Per seat: the card received from the right neighbour ("pass left").
        received: Vec<Option<Card>>,
        /// Per seat: the hand now.
        hands: Vec<Vec<Card>>,
    },
    /// NY-6.1: `seat` leads the trick.
    Leads {
        /// The leader.
        seat: Seat,
    },
    /// `seat` played `card` (NY-6).
    Played {
        /// Who played.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// NY-6.6, NY-7.1: `seat` won the trick with its booty.
    TrickWon {
        /// The winner.
        seat: Seat,
        /// The winning card.
        card: Card,
        /// Booty cards captured.
        booty: u8,
    },
    /// NY-7: the round was scored.
    RoundScored {
        /// The round.
        round: u8,
        /// Tricks per seat.
        tricks: Vec<u8>,
        /// Booty per seat.
        booty: Vec<u8>,
        /// Points per seat this round.
        points: Vec<i64>,
        /// Totals per seat.
        totals: Vec<i64>,
    },
    /// NY-7.4: the game is over.
    GameOver {
        /// The winners (several on a tie).
        winners: Vec<Seat>,
        /// Final totals.
        totals: Vec<i64>,
    },
}

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

/// Why a move is illegal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "reason")]
pub enum Illegal {
    /// The move does not fit this moment; `expected` says what does.
    NotNow {
        /// What the game waits for from this player.
        expected: Awaiting,
    },
    /// NY-4: the field is already covered.
    Covered {
        /// The field.
        field: Field,
    },
    /// NY-4.3: the last free field of a row cannot be covered.
    LastFree {
        /// The field.
        field: Field,
    },
    /// A seat named is not at this table (or may not be named here).
    NoSuchSeat {
        /// The seat named.
        seat: Seat,
    },
    /// NY-5.1: the first player cannot be their own partner.
    OwnPartner,
    /// NY-5.2: the bonus card goes to a member of the team of 2.
    NotInSmallTeam {
        /// The seat named.
        seat: Seat,
    },
    /// NY-5.3: this many cards must be chosen.
    CardCount {
        /// Cards needed.
        needed: u8,
    },
    /// The card is not in the player's hand.
    NotInHand {
        /// The card.
        card: Card,
    },
    /// NY-5.3 "except 1": a 1 may not be discarded.
    NoOnes,
    /// NY-6.4: the player must follow with another card.
    MustFollow {
        /// The card tried.
        card: Card,
    },
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
    discarded: Vec<Card>,
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

    /// The cards discarded this round (NY-5.3). Secret.
    pub fn discarded(&self) -> &[Card] {
        &self.discarded
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

    /// The teams as lists of seats, team 0 first.
    fn team_lists(&self) -> Vec<Vec<Seat>> {
        let max = self.teams.iter().copied().max().unwrap_or(0);
        (0..=max)
            .map(|t| {
                Seat::all(self.players())
                    .filter(|s| self.teams[s.index()] == t)
                    .collect()
            })
            .collect()
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

    fn sample_deal<R: Rng + ?Sized>(&self, rng: &mut R) -> Chance {
        let mut cards = deck(self.players());
        cards.shuffle(rng);
        let size = hand_size(self.players());
        let hands = cards
            .chunks(size)
            .take(self.players())
            .map(|h| {
                let mut h = h.to_vec();
                h.sort();
                h
            })
            .collect();
        Chance::Deal(Deal { hands })
    }

    fn apply_deal(&mut self, deal: &Deal, events: &mut Vec<Event>) -> Result<(), ChanceError> {
        if deal.hands.len() != self.players() {
            return Err(ChanceError::WrongCount);
        }
        let size = hand_size(self.players());
        if deal.hands.iter().any(|h| h.len() != size) {
            return Err(ChanceError::WrongCount);
        }
        let mut rest = deck(self.players());
        for hand in &deal.hands {
            if remove_all(&mut rest, hand).is_none() {
                return Err(ChanceError::NotDrawable);
            }
        }
        self.round += 1;
        self.hands = deal
            .hands
            .iter()
            .map(|h| {
                let mut h = h.clone();
                h.sort();
                h
            })
            .collect();
        self.set_aside = rest;
        self.board = Board::new(self.players());
        self.phase = Phase::Nyet;
        self.turn = self.dealer;
        events.push(Event::Dealt {
            round: self.round,
            dealer: self.dealer,
            hands: self.hands.clone(),
        });
        Ok(())
    }

    /// Resets everything a round keeps (before its deal).
    fn reset_round(&mut self) {
        let n = self.players();
        self.setup = None;
        self.hands = vec![Vec::new(); n];
        self.set_aside = Vec::new();
        self.pending = vec![None; n];
        self.must_choose = SeatSet::EMPTY;
        self.discarded = Vec::new();
        self.teams = (0..n as u8).collect();
        self.teams_formed = false;
        self.bonus = None;
        self.trick = Vec::new();
        self.taken = vec![Vec::new(); n];
        self.tricks = vec![0; n];
        self.booty = vec![0; n];
        self.board = Board::new(n);
    }

    fn cover(&mut self, seat: Seat, field: Field, events: &mut Vec<Event>) -> Result<(), Illegal> {
        if field.index().is_none() {
            return Err(Illegal::NoSuchSeat {
                seat: match field {
                    Field::First(s) => s,
                    _ => seat,
                },
            });
        }
        if self.board.cover(field).is_some() {
            return Err(Illegal::Covered { field });
        }
        if !self.board.may_cover(field) {
            return Err(Illegal::LastFree { field });
        }
        self.board.set(field, Cover::Chip(seat));
        let done = self.board.complete();
        self.turn = seat.next(self.players());
        events.push(Event::Covered {
            seat,
            field,
            next: (!done).then_some(self.turn),
        });
        if done {
            self.end_nyet_phase(events);
        }
        Ok(())
    }

    /// NY-4.4: the free fields define the round; then teams (NY-5.1).
    fn end_nyet_phase(&mut self, events: &mut Vec<Event>) {
        let b = &self.board;
        let first = match b.free_field(Row::First) {
            Field::First(s) => s,
            _ => Seat(0),
        };
        let discard = match b.free_field(Row::Discard) {
            Field::Discard(r) => r,
            _ => DiscardRule::None,
        };
        let trump = match b.free_field(Row::Trump) {
            Field::Trump(c) => c,
            _ => None,
        };
        let super_trump = match b.free_field(Row::Super) {
            Field::Super(c) => c,
            _ => None,
        };
        let points = match b.free_field(Row::Points) {
            Field::Points(p) => p,
            _ => 1,
        };
        let setup = RoundSetup {
            first,
            discard,
            trump,
            super_trump,
            points,
        };
        self.setup = Some(setup);
        events.push(Event::RoundSet(setup));
        if self.players == 2 {
            // NY-5.1: no teams with 2 players.
            self.teams = vec![0, 1];
            self.teams_formed = true;
            self.start_choosing(events);
        } else {
            self.phase = Phase::Teams;
        }
    }

    fn form_teams(
        &mut self,
        seat: Seat,
        mv: &Move,
        events: &mut Vec<Event>,
    ) -> Result<(), Illegal> {
        let n = self.players();
        let check = |s: Seat| {
            if s.index() < n {
                Ok(s)
            } else {
                Err(Illegal::NoSuchSeat { seat: s })
            }
        };
        let small: Vec<Seat> = match (self.players, mv) {
            (3, &Move::Alone(s)) => vec![check(s)?],
            (4, &Move::Partner(s)) => {
                check(s)?;
                if s == seat {
                    return Err(Illegal::OwnPartner);
                }
                vec![seat.min(s), seat.max(s)]
            }
            (5, &Move::Team(a, b)) => {
                check(a)?;
                check(b)?;
                if a == b {
                    return Err(Illegal::NoSuchSeat { seat: b });
                }
                vec![a.min(b), a.max(b)]
            }
            _ => {
                return Err(Illegal::NotNow {
                    expected: self.awaiting(seat).unwrap_or(Awaiting::Play),
                })
            }
        };
        self.teams = Seat::all(n)
            .map(|s| if small.contains(&s) { 0 } else { 1 })
            .collect();
        self.teams_formed = true;
        events.push(Event::TeamsFormed {
            by: seat,
            teams: self.team_lists(),
        });
        match self.players {
            3 => {
                // NY-9.3: the bonus card goes to the lone player.
                self.bonus = small.first().copied();
                events.push(Event::BonusGiven {
                    seat: small.first().copied().unwrap_or(seat),
                });
                self.start_choosing(events);
            }
            5 => self.phase = Phase::Bonus,
            _ => self.start_choosing(events),
        }
        Ok(())
    }

    /// NY-5.3: the row-2 choices, or straight to the tricks.
    fn start_choosing(&mut self, events: &mut Vec<Event>) {
        let rule = self.setup.map_or(DiscardRule::None, |s| s.discard);
        self.pending = vec![None; self.players()];
        self.must_choose = match rule {
            DiscardRule::None => SeatSet::EMPTY,
            // NY-9.2: a hand of only 1s has nothing to choose.
            DiscardRule::ExceptOne => Seat::all(self.players())
                .filter(|s| self.hands[s.index()].iter().any(|c| !c.is_one()))
                .collect(),
            _ => Seat::all(self.players()).collect(),
        };
        if self.must_choose.is_empty() {
            self.start_tricks(events);
        } else {
            self.phase = Phase::Choosing;
        }
    }

    /// The cards `seat` may choose from: its hand plus its pending choice.
    fn full_hand(&self, seat: Seat) -> Vec<Card> {
        let mut full = self.hands[seat.index()].clone();
        full.extend(self.pending[seat.index()].iter().flatten());
        full.sort();
        full
    }

    fn choose(&mut self, seat: Seat, mv: &Move, events: &mut Vec<Event>) -> Result<(), Illegal> {
        let rule = self.setup.map_or(DiscardRule::None, |s| s.discard);
        let expected = || Illegal::NotNow {
            expected: self.awaiting(seat).unwrap_or(Awaiting::Play),
        };
        if !self.must_choose.contains(seat) {
            return Err(expected());
        }
        let (cards, pass) = match (rule, mv) {
            (DiscardRule::PassLeft, Move::Pass(c)) => (vec![*c], true),
            (DiscardRule::PassLeft, _) => return Err(expected()),
            (_, Move::Discard(cards)) => (cards.clone(), false),
            _ => return Err(expected()),
        };
        let needed = if rule == DiscardRule::Two { 2 } else { 1 };
        if cards.len() != needed {
            return Err(Illegal::CardCount {
                needed: needed as u8,
            });
        }
        if rule == DiscardRule::ExceptOne && cards.iter().any(|c| c.is_one()) {
            return Err(Illegal::NoOnes);
        }
        let mut rest = self.full_hand(seat);
        if remove_all(&mut rest, &cards).is_none() {
            let missing = cards
                .iter()
                .copied()
                .find(|c| !rest.contains(c))
                .or(cards.first().copied());
            return Err(match missing {
                Some(card) => Illegal::NotInHand { card },
                None => Illegal::CardCount {
                    needed: needed as u8,
                },
            });
        }
        let mut sorted = cards;
        sorted.sort();
        let changed = self.pending[seat.index()].is_some();
        self.hands[seat.index()] = rest;
        self.pending[seat.index()] = Some(sorted.clone());
        let waiting = self.actor_set();
        events.push(Event::Chose {
            seat,
            cards: sorted,
            pass,
            changed,
            waiting,
        });
        if waiting.is_empty() {
            self.apply_choices(rule, events);
        }
        Ok(())
    }

    /// NY-9.2: all choices apply at once.
    fn apply_choices(&mut self, rule: DiscardRule, events: &mut Vec<Event>) {
        let n = self.players();
        let given: Vec<Vec<Card>> = self
            .pending
            .iter_mut()
            .map(|p| p.take().unwrap_or_default())
            .collect();
        let mut received = vec![None; n];
        for (s, cards) in given.iter().enumerate() {
            if rule == DiscardRule::PassLeft {
                let to = Seat(s as u8).next(n).index();
                for &c in cards {
                    self.hands[to].push(c);
                    received[to] = Some(c);
                }
            } else {
                self.discarded.extend(cards);
            }
        }
        for h in &mut self.hands {
            h.sort();
        }
        events.push(Event::ChoicesApplied {
            rule,
            given,
            received,
            hands: self.hands.clone(),
        });
        self.must_choose = SeatSet::EMPTY;
        self.start_tricks(events);
    }

    /// The next seat clockwise from `from` (inclusive when `inclusive`) that holds cards
    /// and has not played to the current trick.
    fn next_player(&self, from: Seat, inclusive: bool) -> Option<Seat> {
        let n = self.players();
        let start = if inclusive { 0 } else { 1 };
        (start..=n)
            .map(|k| Seat(((from.index() + k) % n) as u8))
            .find(|s| !self.hands[s.index()].is_empty() && !self.trick.iter().any(|(p, _)| p == s))
    }

    /// NY-6.1: the first player leads the first trick.
    fn start_tricks(&mut self, events: &mut Vec<Event>) {
        self.phase = Phase::Tricks;
        self.start_trick(self.first(), events);
    }

    fn start_trick(&mut self, leader: Seat, events: &mut Vec<Event>) {
        self.trick.clear();
        self.trick_size = self.hands.iter().filter(|h| !h.is_empty()).count() as u8;
        match self.next_player(leader, true) {
            Some(seat) => {
                self.turn = seat;
                events.push(Event::Leads { seat });
            }
            None => self.end_round(events),
        }
    }

    fn play(&mut self, seat: Seat, card: Card, events: &mut Vec<Event>) -> Result<(), Illegal> {
        let Some(setup) = self.setup else {
            return Err(Illegal::NotInHand { card });
        };
        let hand = &self.hands[seat.index()];
        let Some(at) = hand.iter().position(|&c| c == card) else {
            return Err(Illegal::NotInHand { card });
        };
        let led = self.trick.first().map(|&(_, c)| c);
        if !setup.playable(hand, led).contains(&card) {
            return Err(Illegal::MustFollow { card });
        }
        self.hands[seat.index()].remove(at);
        self.trick.push((seat, card));
        events.push(Event::Played { seat, card });
        if self.trick.len() < usize::from(self.trick_size) {
            if let Some(next) = self.next_player(seat, false) {
                self.turn = next;
                return Ok(());
            }
        }
        // NY-6.6: the trick is complete.
        let cards = self.trick();
        let w = setup.winner(&cards);
        let (winner, winning) = self.trick[w];
        let got = booty(&self.trick, winner, &self.teams);
        self.tricks[winner.index()] += 1;
        self.booty[winner.index()] += got;
        self.taken[winner.index()].extend(cards);
        events.push(Event::TrickWon {
            seat: winner,
            card: winning,
            booty: got,
        });
        self.start_trick(winner, events);
        Ok(())
    }

    /// NY-7: scores the round, then the next round or the end (NY-2, NY-7.4, NY-9.5).
    fn end_round(&mut self, events: &mut Vec<Event>) {
        let points = self.setup.map_or(1, |s| s.points);
        let gained = round_scores(&self.tricks, &self.booty, &self.teams, points, self.bonus);
        for (total, g) in self.scores.iter_mut().zip(&gained) {
            *total += g;
        }
        events.push(Event::RoundScored {
            round: self.round,
            tricks: self.tricks.clone(),
            booty: self.booty.clone(),
            points: gained.clone(),
            totals: self.scores.clone(),
        });
        self.last_round = Some(gained);
        let over = match self.options.target_score {
            TargetScore::Off => self.round >= round_count(self.players()),
            TargetScore::Points(t) => self.scores.iter().any(|&s| s >= i64::from(t)),
        };
        if over {
            let best = self.scores.iter().copied().max().unwrap_or(0);
            self.winners = Seat::all(self.players())
                .filter(|s| self.scores[s.index()] == best)
                .collect();
            self.phase = Phase::Over;
            events.push(Event::GameOver {
                winners: self.winners.clone(),
                totals: self.scores.clone(),
            });
        } else {
            // NY-2.2: the deal moves one seat clockwise.
            self.dealer = self.dealer.next(self.players());
            self.phase = Phase::Dealing;
        }
    }

    /// Legal choices of the row-2 step for `seat`.
    fn choice_moves(&self, seat: Seat, out: &mut Vec<Move>) {
        let Some(setup) = self.setup else { return };
        let full = self.full_hand(seat);
        let mut singles = full.clone();
        singles.dedup();
        match setup.discard {
            DiscardRule::None => {}
            DiscardRule::One => out.extend(singles.into_iter().map(|c| Move::Discard(vec![c]))),
            DiscardRule::ExceptOne => out.extend(
                singles
                    .into_iter()
                    .filter(|c| !c.is_one())
                    .map(|c| Move::Discard(vec![c])),
            ),
            DiscardRule::PassLeft => out.extend(singles.into_iter().map(Move::Pass)),
            DiscardRule::Two => {
                let mut pairs: Vec<Vec<Card>> = Vec::new();
                for i in 0..full.len() {
                    for j in i + 1..full.len() {
                        pairs.push(vec![full[i], full[j]]);
                    }
                }
                pairs.dedup();
                out.extend(pairs.into_iter().map(Move::Discard));
            }
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
            (Phase::Bonus, &Move::Bonus(to)) => {
                if to.index() >= self.players() {
                    Err(Illegal::NoSuchSeat { seat: to })
                } else if self.teams[to.index()] != 0 {
                    Err(Illegal::NotInSmallTeam { seat: to })
                } else {
                    self.bonus = Some(to);
                    events.push(Event::BonusGiven { seat: to });
                    self.start_choosing(events);
                    Ok(())
                }
            }
            (Phase::Choosing, _) => self.choose(seat, mv, events),
            (Phase::Tricks, &Move::Play(card)) => self.play(seat, card, events),
            _ => Err(Illegal::NotNow {
                expected: self.awaiting(seat).unwrap_or(Awaiting::Play),
            }),
        }
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

    fn ai_choice<R: Rng + ?Sized>(&self, seat: Seat, legal: &[Move], rng: &mut R) -> Option<Move> {
        // The AI sees what a person in the seat sees: its own view and legal moves.
        ai::choose(&self.view(Viewer::Seat(seat)), legal, rng)
    }

    fn move_label(&self, mv: &Move) -> Text {
        present::move_label(mv)
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
