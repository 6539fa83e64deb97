//! The Pie Fight (CS-4): the holder of the pie stack draws, reshuffles or pays; a Dodge
//! passes the stack on, a Hit puts the holder out, until one player is left (CS-4.7).

use super::cards::{Card, PieCard};
use super::events::{Chance, Event, Illegal, TakenCards};
use super::notation::Move;
use super::rules::{most_clown_cards, next_in_game, take_count, Split};
use super::view::Awaiting;
use super::{Clown, Phase, Step};
use crate::engine::{ChanceError, Seat};
use rand::seq::SliceRandom;
use rand::Rng;

impl Clown {
    /// CS-3.5, CS-4.1: everybody is in, the stack is full, the most clown cards start.
    pub(super) fn start_pie_fight(&mut self, events: &mut Vec<Event>) {
        self.in_game = Seat::all(self.players()).collect();
        self.dodges = 0;
        self.holder = most_clown_cards(&self.clown_cards, self.in_game).unwrap_or(Seat(0));
        self.phase = Phase::PieFight(Step::Choose);
        events.push(Event::PieFightBegan { first: self.holder });
    }

    /// CS-4.2, CS-4.6, CS-7.4: the holder draws, reshuffles, pays, draws again, passes,
    /// takes or declines.
    pub(super) fn pie_move(
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
    pub(super) fn expected(&self, step: Step, seat: Seat) -> Awaiting {
        match step {
            Step::Choose if self.clown_cards[seat.index()].is_empty() => Awaiting::Draw,
            Step::Choose => Awaiting::Choose,
            Step::MayDrawAgain => Awaiting::DrawAgain,
            Step::MayTake => Awaiting::Take,
            Step::Drawing { .. } => Awaiting::Drawing,
            Step::Taking(_) => Awaiting::Taking,
        }
    }

    /// CS-4.6, CS-7.4: whether a take names only opponents still in, each for no more
    /// cards than they hold, and adds up to what may be taken.
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

    /// Passes the stack to the next player still in (CS-4.2, CS-4.4).
    fn pass_stack(&mut self, events: &mut Vec<Event>) {
        self.holder = next_in_game(self.holder, self.in_game, self.players());
        self.phase = Phase::PieFight(Step::Choose);
        events.push(Event::StackPassed { seat: self.holder });
    }

    /// CS-4.3: the top pie card. The Hit is always in the stack, so it is on top with 1
    /// chance in the number of cards left.
    pub(super) fn sample_pie_card<R: Rng + ?Sized>(&self, rng: &mut R) -> Chance {
        let left = u32::from(self.stack_size().max(1));
        Chance::Pie(if rng.gen_range(0..left) == 0 {
            PieCard::Hit
        } else {
            PieCard::Dodge
        })
    }

    /// CS-4.4–CS-4.6: a drawn pie card: a Hit puts the holder out, a Dodge passes the
    /// stack on or, without clown cards, offers another draw or a take.
    pub(super) fn apply_draw(
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

    /// CS-7.4: which face-down clown cards are taken, at random from each player named.
    pub(super) fn sample_taken<R: Rng + ?Sized>(&self, split: Split, rng: &mut R) -> Chance {
        Chance::Taken(
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
        )
    }

    /// CS-4.6: the clown cards drawn at random from the players the taker named.
    pub(super) fn apply_taken(
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
