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

mod ai;
mod cards;
mod notation;
mod present;
mod rules;
mod view;

#[cfg(test)]
mod tests;

pub use cards::{Card, PieCard, Pile, CLOWN_CARDS, HAND_SIZE, MAX_VALUE, PIE_CARDS, ROUNDS};
pub use notation::Move;
pub use present::move_label;
pub use rules::{
    compare_clown_cards, most_clown_cards, next_in_game, pay_options, resolve, take_count,
    take_options, Hand, Play, RoundResult, Split, MAX_PLAYERS,
};
pub use view::{Awaiting, Stage, View};

use crate::engine::{
    Actors, ChanceError, Game, GameInfo, Notice, Seat, SeatSet, SetupError, Text, ViewText, Viewer,
};
use rand::seq::SliceRandom;
use rand::Rng;
use serde::{Deserialize, Serialize};

/// Table options: Clown Standoff has none.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClownOptions {}

/// The deal (CS-2.1, CS-5.1): four clown cards for each seat and, with 2 players, for the
/// virtual player. The cards not dealt go to the box unseen, so the deal does not list
/// them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    /// Each seat's hand, indexed by seat.
    pub hands: Vec<Pile>,
    /// The virtual player's hand: present with 2 players only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub virtual_hand: Option<Pile>,
}

/// The clown cards taken from one player after the second Dodge (CS-4.6, CS-7.4).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TakenCards {
    /// The player they are taken from.
    pub seat: Seat,
    /// The cards taken.
    pub cards: Pile,
}

/// A chance outcome. In a record: `{"deal": {...}}`, `{"virtual_card": 3}`,
/// `{"pie": "dodge"}` or `{"taken": [{"seat": 1, "cards": [2, 5]}]}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Chance {
    /// The deal at the start (CS-2.1, CS-5.1).
    Deal(Deal),
    /// The virtual hand's card revealed in a 2-player Squabble round (CS-5.2), chosen at
    /// random from what the virtual hand still holds.
    VirtualCard(Card),
    /// The top pie card (CS-4.2 option 1, CS-4.6), drawn from the stack's composition.
    Pie(PieCard),
    /// The clown cards taken after the second Dodge (CS-4.6).
    ///
    /// Decision (CS-7.4): the taker chooses only *how many* cards to take from whom; the
    /// cards themselves lie face down in front of their owners (CS-3.4), so which ones
    /// are taken is chance, drawn at random from each named player's clown cards.
    Taken(Vec<TakenCards>),
}

/// What happened as a result of a move or chance outcome.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// The cards were dealt (CS-2). Carries every hand: [`Game::describe_event`] sends
    /// each only to its seat.
    Dealt {
        /// Each seat's hand (only the first `players` entries are seats).
        hands: [Pile; MAX_PLAYERS],
        /// Whether a virtual hand was dealt too (CS-5.1).
        virtual_hand: bool,
    },
    /// `seat` chose a card for this round, or changed its choice (CS-3.1). The card is
    /// secret: only its seat is told.
    Chose {
        /// Who chose.
        seat: Seat,
        /// The card chosen.
        card: Card,
        /// The card chosen before, when this changes a choice.
        previous: Option<Card>,
        /// Who has still to choose.
        waiting: SeatSet,
    },
    /// A Squabble round was revealed and resolved (CS-3.2–CS-3.4).
    Revealed(RoundResult),
    /// The Squabble is over and the Pie Fight begins with `first` (CS-3.5, CS-4.1).
    PieFightBegan {
        /// Who holds the pie stack first.
        first: Seat,
    },
    /// `seat` drew a pie card (CS-4.2, CS-4.4, CS-4.5).
    Drew {
        /// Who drew.
        seat: Seat,
        /// The pie card.
        card: PieCard,
        /// Pie cards left in the stack after the draw.
        left: u8,
        /// Whether this was the second card drawn in the turn (CS-4.6).
        again: bool,
    },
    /// `seat`, without clown cards, may draw again or pass (CS-4.6).
    MayDrawAgain {
        /// Who decides.
        seat: Seat,
    },
    /// `seat` discarded `card` and reshuffled all six pie cards (CS-4.2 option 2).
    Reshuffled {
        /// Who reshuffled.
        seat: Seat,
        /// The clown card that left the game.
        card: Card,
    },
    /// `seat` discarded `cards` to pass the stack unchanged (CS-4.2 option 3).
    Paid {
        /// Who paid.
        seat: Seat,
        /// The clown cards that left the game.
        cards: Pile,
    },
    /// `seat`, without clown cards, passed after a Dodge instead of drawing again.
    Passed {
        /// Who passed.
        seat: Seat,
    },
    /// After the second Dodge `seat` may take `count` clown cards (CS-4.6, CS-7.4).
    MayTake {
        /// Who may take.
        seat: Seat,
        /// How many cards in all.
        count: u8,
    },
    /// After the second Dodge nobody else had clown cards, so there was nothing to take.
    NothingToTake {
        /// Who drew the two Dodges.
        seat: Seat,
    },
    /// `seat` takes as many clown cards from each player as `split` says; which cards is
    /// the next chance outcome.
    Taking {
        /// Who takes.
        seat: Seat,
        /// How many from whom.
        split: Split,
    },
    /// `seat` took these clown cards (CS-4.6).
    Took {
        /// Who took.
        seat: Seat,
        /// From whom, which cards.
        from: Vec<(Seat, Pile)>,
    },
    /// `seat` declined to take clown cards (CS-7.4).
    Declined {
        /// Who declined.
        seat: Seat,
    },
    /// The pie stack passed to `seat` (CS-4.2, CS-4.4).
    StackPassed {
        /// The new holder.
        seat: Seat,
    },
    /// `seat` was hit and is out; its clown cards left the game (CS-4.5).
    Out {
        /// Who is out.
        seat: Seat,
        /// The clown cards that left the game with them.
        lost: Pile,
    },
    /// A new, full pie stack went to `seat`, the player with the most clown cards
    /// (CS-4.5).
    NewStack {
        /// The new holder.
        seat: Seat,
    },
    /// `seat` is the last player in and wins (CS-4.7).
    Won {
        /// The winner.
        seat: Seat,
    },
}

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

/// Why a move is illegal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "reason")]
pub enum Illegal {
    /// The move does not fit this moment of the game (e.g. `draw` in the Squabble);
    /// `expected` says what does.
    NotNow {
        /// What kind of move the game waits for from this player.
        expected: Awaiting,
    },
    /// CS-3.1: the card is not in the player's hand.
    NotInHand {
        /// The card asked for.
        card: Card,
    },
    /// CS-3.1: the player already chose a card of this value.
    SameChoice {
        /// The card chosen.
        card: Card,
    },
    /// CS-4.6: without clown cards the player must draw.
    MustDraw,
    /// CS-4.2: the player has no clown card of this value to discard.
    NoClownCard {
        /// The card asked for.
        card: Card,
    },
    /// CS-4.2 option 3: paying takes one clown card per player still in, and the player
    /// has fewer.
    CannotPay {
        /// Cards needed.
        needed: u8,
    },
    /// CS-4.2 option 3: the payment names the wrong number of cards.
    PayCount {
        /// Cards needed.
        needed: u8,
    },
    /// CS-4.2 option 3: the player does not hold the cards named.
    NotYourClownCards {
        /// The cards named.
        cards: Pile,
    },
    /// CS-7.4: the take must add up to exactly this many cards.
    TakeCount {
        /// Cards to take in all.
        needed: u8,
    },
    /// CS-4.6: cards can be taken only from other players still in the game.
    NotAnOpponent {
        /// The seat named.
        seat: Seat,
    },
    /// CS-7.4: a player cannot give more cards than they hold.
    TooFewClownCards {
        /// The seat named.
        seat: Seat,
        /// The clown cards that player holds.
        has: u8,
    },
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

    /// CS-2.1, CS-5.1: shuffles the 24 clown cards and deals four to each hand; the
    /// rest stay in the box.
    fn sample_deal<R: Rng + ?Sized>(&self, rng: &mut R) -> Chance {
        let mut cards: Vec<Card> = Pile::DECK.iter().collect();
        cards.shuffle(rng);
        let mut hands = cards
            .chunks_exact(HAND_SIZE)
            .map(|c| c.iter().copied().collect());
        let dealt: Vec<Pile> = hands.by_ref().take(self.players()).collect();
        let virtual_hand = if self.players == 2 {
            hands.next()
        } else {
            None
        };
        Chance::Deal(Deal {
            hands: dealt,
            virtual_hand,
        })
    }

    /// The seats that have not chosen a card this round.
    fn waiting(&self) -> SeatSet {
        Seat::all(self.players())
            .filter(|s| self.choices[s.index()].is_none())
            .collect()
    }

    fn check_deal(&self, deal: &Deal) -> Result<(), ChanceError> {
        if self.phase != Phase::Dealing {
            return Err(ChanceError::NotDue);
        }
        if deal.hands.len() != self.players() {
            return Err(ChanceError::WrongCount);
        }
        if deal.virtual_hand.is_some() != (self.players == 2) {
            return Err(ChanceError::WrongCount);
        }
        let mut all = Pile::EMPTY;
        for hand in deal.hands.iter().chain(&deal.virtual_hand) {
            if hand.len() != HAND_SIZE {
                return Err(ChanceError::WrongCount);
            }
            all.add(*hand);
        }
        if !Pile::DECK.contains_all(all) {
            return Err(ChanceError::NotDrawable);
        }
        Ok(())
    }

    fn reveal(&mut self, virtual_card: Option<Card>, events: &mut Vec<Event>) {
        let mut plays: Vec<Play> = Vec::with_capacity(self.players() + 1);
        for seat in Seat::all(self.players()) {
            if let Some(card) = self.choices[seat.index()].take() {
                plays.push(Play {
                    by: Hand::Seat(seat),
                    card,
                });
            }
        }
        if let Some(card) = virtual_card {
            plays.push(Play {
                by: Hand::Virtual,
                card,
            });
        }
        let result = resolve(self.round, &plays);
        self.boxed.add(result.cancelled);
        match result.winner {
            Some(Hand::Seat(seat)) => self.clown_cards[seat.index()].add(result.won),
            // CS-5.3: the virtual player's winnings go back to the box.
            Some(Hand::Virtual) | None => self.boxed.add(result.won),
        }
        events.push(Event::Revealed(result.clone()));
        self.rounds.push(result);
        if self.round < ROUNDS {
            self.round += 1;
            self.phase = Phase::Squabble;
        } else {
            self.start_pie_fight(events);
        }
    }

    /// CS-3.5, CS-4.1: everybody is in, the stack is full, the most clown cards start.
    fn start_pie_fight(&mut self, events: &mut Vec<Event>) {
        self.in_game = Seat::all(self.players()).collect();
        self.dodges = 0;
        self.holder = most_clown_cards(&self.clown_cards, self.in_game).unwrap_or(Seat(0));
        self.phase = Phase::PieFight(Step::Choose);
        events.push(Event::PieFightBegan { first: self.holder });
    }

    /// Passes the stack to the next player still in (CS-4.2, CS-4.4).
    fn pass_stack(&mut self, events: &mut Vec<Event>) {
        self.holder = next_in_game(self.holder, self.in_game, self.players());
        self.phase = Phase::PieFight(Step::Choose);
        events.push(Event::StackPassed { seat: self.holder });
    }

    /// CS-4.5, CS-4.7, CS-7.5: the holder is out; a new stack, or the end.
    fn hit(&mut self, events: &mut Vec<Event>) {
        let seat = self.holder;
        let lost = std::mem::take(&mut self.clown_cards[seat.index()]);
        self.discarded.add(lost);
        self.in_game = self.in_game.without(seat);
        self.out.push(seat);
        self.dodges = 0;
        events.push(Event::Out { seat, lost });
        let mut left = self.in_game.iter();
        match (left.next(), left.next()) {
            (Some(winner), None) => {
                self.winner = Some(winner);
                self.phase = Phase::Over;
                events.push(Event::Won { seat: winner });
            }
            _ => {
                self.holder = most_clown_cards(&self.clown_cards, self.in_game).unwrap_or(seat);
                self.phase = Phase::PieFight(Step::Choose);
                events.push(Event::NewStack { seat: self.holder });
            }
        }
    }

    fn squabble_move(
        &mut self,
        seat: Seat,
        mv: &Move,
        events: &mut Vec<Event>,
    ) -> Result<(), Illegal> {
        let &Move::Play(card) = mv else {
            return Err(Illegal::NotNow {
                expected: Awaiting::Card,
            });
        };
        let i = seat.index();
        let previous = self.choices[i];
        if previous == Some(card) {
            return Err(Illegal::SameChoice { card });
        }
        if !self.hands[i].contains(card) {
            return Err(Illegal::NotInHand { card });
        }
        // CS-3.1: a new choice puts the old card back in the hand.
        if let Some(old) = previous {
            self.hands[i].insert(old);
        }
        self.hands[i].remove(card);
        self.choices[i] = Some(card);
        let waiting = self.waiting();
        events.push(Event::Chose {
            seat,
            card,
            previous,
            waiting,
        });
        if waiting.is_empty() {
            if self.players == 2 {
                self.phase = Phase::VirtualReveal;
            } else {
                self.reveal(None, events);
            }
        }
        Ok(())
    }

    fn pie_move(
        &mut self,
        seat: Seat,
        step: Step,
        mv: &Move,
        events: &mut Vec<Event>,
    ) -> Result<(), Illegal> {
        let i = seat.index();
        let own = self.clown_cards[i];
        match (step, *mv) {
            (Step::Choose, Move::Draw) => {
                self.phase = Phase::PieFight(Step::Drawing { again: false });
            }
            (Step::Choose, Move::Reshuffle(_) | Move::Pay(_)) if own.is_empty() => {
                return Err(Illegal::MustDraw);
            }
            (Step::Choose, Move::Reshuffle(card)) => {
                if !own.contains(card) {
                    return Err(Illegal::NoClownCard { card });
                }
                self.clown_cards[i].remove(card);
                self.discarded.insert(card);
                self.dodges = 0;
                events.push(Event::Reshuffled { seat, card });
                self.pass_stack(events);
            }
            (Step::Choose, Move::Pay(cards)) => {
                let needed = self.in_game.len();
                let needed_u8 = needed as u8;
                if own.len() < needed {
                    return Err(Illegal::CannotPay { needed: needed_u8 });
                }
                if cards.len() != needed {
                    return Err(Illegal::PayCount { needed: needed_u8 });
                }
                let Some(rest) = own.minus(cards) else {
                    return Err(Illegal::NotYourClownCards { cards });
                };
                self.clown_cards[i] = rest;
                self.discarded.add(cards);
                events.push(Event::Paid { seat, cards });
                self.pass_stack(events);
            }
            (Step::MayDrawAgain, Move::Again) => {
                self.phase = Phase::PieFight(Step::Drawing { again: true });
            }
            (Step::MayDrawAgain, Move::Pass) => {
                events.push(Event::Passed { seat });
                self.pass_stack(events);
            }
            (Step::MayTake, Move::Take(split)) => {
                self.check_take(seat, split)?;
                self.phase = Phase::PieFight(Step::Taking(split));
                events.push(Event::Taking { seat, split });
            }
            (Step::MayTake, Move::Decline) => {
                events.push(Event::Declined { seat });
                self.pass_stack(events);
            }
            (step, _) => {
                return Err(Illegal::NotNow {
                    expected: self.expected(step, seat),
                })
            }
        }
        Ok(())
    }

    /// What kind of move the holder owes at `step`.
    fn expected(&self, step: Step, seat: Seat) -> Awaiting {
        match step {
            Step::Choose if self.clown_cards[seat.index()].is_empty() => Awaiting::Draw,
            Step::Choose => Awaiting::Choose,
            Step::MayDrawAgain => Awaiting::DrawAgain,
            Step::MayTake => Awaiting::Take,
            Step::Drawing { .. } => Awaiting::Drawing,
            Step::Taking(_) => Awaiting::Taking,
        }
    }

    fn check_take(&self, seat: Seat, split: Split) -> Result<(), Illegal> {
        let needed = take_count(&self.clown_cards, self.in_game, seat);
        for (from, count) in split.iter() {
            if from == seat || !self.in_game.contains(from) {
                return Err(Illegal::NotAnOpponent { seat: from });
            }
            let has = self.clown_cards[from.index()].len();
            if usize::from(count) > has {
                return Err(Illegal::TooFewClownCards {
                    seat: from,
                    has: has as u8,
                });
            }
        }
        if split.total() != needed {
            return Err(Illegal::TakeCount {
                needed: needed as u8,
            });
        }
        Ok(())
    }

    fn apply_draw(
        &mut self,
        card: PieCard,
        again: bool,
        events: &mut Vec<Event>,
    ) -> Result<(), ChanceError> {
        if card == PieCard::Dodge && self.stack_size() <= 1 {
            return Err(ChanceError::NotDrawable);
        }
        let seat = self.holder;
        if card == PieCard::Hit {
            events.push(Event::Drew {
                seat,
                card,
                left: self.stack_size() - 1,
                again,
            });
            self.hit(events);
            return Ok(());
        }
        self.dodges += 1;
        events.push(Event::Drew {
            seat,
            card,
            left: self.stack_size(),
            again,
        });
        if !self.clown_cards[seat.index()].is_empty() {
            self.pass_stack(events);
        } else if !again {
            self.phase = Phase::PieFight(Step::MayDrawAgain);
            events.push(Event::MayDrawAgain { seat });
        } else {
            let count = take_count(&self.clown_cards, self.in_game, seat);
            if count == 0 {
                // Taking nothing is the only choice, so it is not asked for.
                events.push(Event::NothingToTake { seat });
                self.pass_stack(events);
            } else {
                self.phase = Phase::PieFight(Step::MayTake);
                events.push(Event::MayTake {
                    seat,
                    count: count as u8,
                });
            }
        }
        Ok(())
    }

    fn apply_taken(
        &mut self,
        split: Split,
        taken: &[TakenCards],
        events: &mut Vec<Event>,
    ) -> Result<(), ChanceError> {
        let named: Vec<(Seat, u8)> = split.iter().collect();
        if taken.len() != named.len() {
            return Err(ChanceError::WrongCount);
        }
        for (t, &(seat, count)) in taken.iter().zip(&named) {
            if t.seat != seat {
                return Err(ChanceError::WrongSeat);
            }
            if t.cards.len() != usize::from(count) {
                return Err(ChanceError::WrongCount);
            }
            if !self.clown_cards(seat).contains_all(t.cards) {
                return Err(ChanceError::NotDrawable);
            }
        }
        let taker = self.holder.index();
        let mut from = Vec::with_capacity(taken.len());
        for t in taken {
            if let Some(rest) = self.clown_cards[t.seat.index()].minus(t.cards) {
                self.clown_cards[t.seat.index()] = rest;
                self.clown_cards[taker].add(t.cards);
                from.push((t.seat, t.cards));
            }
        }
        events.push(Event::Took {
            seat: self.holder,
            from,
        });
        self.pass_stack(events);
        Ok(())
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

    fn sample_chance<R: Rng + ?Sized>(&self, rng: &mut R) -> Chance {
        match self.phase {
            Phase::VirtualReveal => {
                let cards: Vec<Card> = self.virtual_hand.iter().collect();
                match cards.choose(rng) {
                    Some(&card) => Chance::VirtualCard(card),
                    // Not reached: the virtual hand keeps a card for every round. Any
                    // outcome would do, since apply_chance refuses what does not fit.
                    None => self.sample_deal(rng),
                }
            }
            Phase::PieFight(Step::Drawing { .. }) => {
                // The Hit is always in the stack, so it is on top with 1 chance in the
                // number of cards left (CS-4.3).
                let left = u32::from(self.stack_size().max(1));
                Chance::Pie(if rng.gen_range(0..left) == 0 {
                    PieCard::Hit
                } else {
                    PieCard::Dodge
                })
            }
            Phase::PieFight(Step::Taking(split)) => Chance::Taken(
                split
                    .iter()
                    .map(|(seat, count)| {
                        let mut cards: Vec<Card> = self.clown_cards(seat).iter().collect();
                        cards.shuffle(rng);
                        TakenCards {
                            seat,
                            cards: cards.into_iter().take(usize::from(count)).collect(),
                        }
                    })
                    .collect(),
            ),
            _ => self.sample_deal(rng),
        }
    }

    fn apply_chance(
        &mut self,
        chance: &Chance,
        events: &mut Vec<Event>,
    ) -> Result<(), ChanceError> {
        match (self.phase, chance) {
            (Phase::Dealing, Chance::Deal(deal)) => {
                self.check_deal(deal)?;
                let mut hands = [Pile::EMPTY; MAX_PLAYERS];
                for (slot, hand) in hands.iter_mut().zip(&deal.hands) {
                    *slot = *hand;
                }
                let mut dealt = Pile::EMPTY;
                for hand in deal.hands.iter().chain(&deal.virtual_hand) {
                    dealt.add(*hand);
                }
                self.hands = hands;
                self.virtual_hand = deal.virtual_hand.unwrap_or_default();
                self.boxed = Pile::DECK.minus(dealt).unwrap_or_default();
                self.round = 1;
                self.phase = Phase::Squabble;
                events.push(Event::Dealt {
                    hands,
                    virtual_hand: deal.virtual_hand.is_some(),
                });
                Ok(())
            }
            (Phase::VirtualReveal, &Chance::VirtualCard(card)) => {
                if !self.virtual_hand.remove(card) {
                    return Err(ChanceError::NotDrawable);
                }
                self.reveal(Some(card), events);
                Ok(())
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

    fn ai_choice<R: Rng + ?Sized>(&self, seat: Seat, legal: &[Move], rng: &mut R) -> Option<Move> {
        // The AI sees what a person in the seat sees: its view, and its legal moves, which
        // depend only on its own hand and public facts.
        ai::choose(&self.view(Viewer::Seat(seat)), legal, rng)
    }

    fn move_label(&self, mv: &Move) -> Text {
        present::move_label(mv)
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
