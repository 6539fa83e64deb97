//! The deal and the Squabble (CS-2, CS-3, CS-5): everyone chooses a card at the same time
//! and in secret, and may change it until the last choice is in; then the round is
//! revealed (with 2 players, with the virtual hand's card) and resolved.

use super::cards::{Card, Pile, HAND_SIZE, ROUNDS};
use super::events::{Chance, Deal, Event, Illegal};
use super::notation::Move;
use super::rules::{resolve, Hand, Play, MAX_PLAYERS};
use super::view::Awaiting;
use super::{Clown, Phase};
use crate::engine::{ChanceError, Seat, SeatSet};
use rand::seq::SliceRandom;
use rand::Rng;

impl Clown {
    /// CS-2.1, CS-5.1: shuffles the 24 clown cards and deals four to each hand; the
    /// rest stay in the box.
    pub(super) fn sample_deal<R: Rng + ?Sized>(&self, rng: &mut R) -> Chance {
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

    /// Whether a deal fits the seats and the deck (CS-2.1, CS-5.1).
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

    /// CS-2.1, CS-5.1: the hands (and the virtual hand) are dealt; the rest is boxed.
    pub(super) fn apply_deal(
        &mut self,
        deal: &Deal,
        events: &mut Vec<Event>,
    ) -> Result<(), ChanceError> {
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

    /// The seats that have not chosen a card this round.
    pub(super) fn waiting(&self) -> SeatSet {
        Seat::all(self.players())
            .filter(|s| self.choices[s.index()].is_none())
            .collect()
    }

    /// CS-3.1: `seat` chooses a card, or changes its choice; the last choice reveals the
    /// round (with 2 players, once the virtual card is drawn).
    pub(super) fn squabble_move(
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

    /// CS-5.2: a card of the virtual hand, at random.
    pub(super) fn sample_virtual_card<R: Rng + ?Sized>(&self, rng: &mut R) -> Chance {
        let cards: Vec<Card> = self.virtual_hand.iter().collect();
        match cards.choose(rng) {
            Some(&card) => Chance::VirtualCard(card),
            // Not reached: the virtual hand keeps a card for every round. Any outcome
            // would do, since apply_chance refuses what does not fit.
            None => self.sample_deal(rng),
        }
    }

    /// CS-5.2: the virtual hand's card joins the round, which is revealed.
    pub(super) fn reveal_virtual_card(
        &mut self,
        card: Card,
        events: &mut Vec<Event>,
    ) -> Result<(), ChanceError> {
        if !self.virtual_hand.remove(card) {
            return Err(ChanceError::NotDrawable);
        }
        self.reveal(Some(card), events);
        Ok(())
    }

    /// CS-3.2–CS-3.5: the round is revealed and resolved; after the fourth, the Pie Fight.
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
}
