//! The flow of a round: setup detainees (M-1, WB-3.4), the round start (WB-5), the
//! post-roll step (M-2…M-4, WB-5.5) and the turns (WB-6).

use super::data::{detention_spaces, is_face, CardType, Effect, DIE_FACES, INCOME_PER_CARD};
use super::dice::{CardId, DieId, Zone};
use super::notation::Move;
use super::state::{Buttons, Phase, Turn};
use super::{Event, Illegal};
use crate::engine::Seat;

impl Buttons {
    /// M-1 options: which detention space stays empty; the dice go to the others in
    /// id order.
    pub(super) fn detain_moves(&self, _seat: Seat) -> Vec<Move> {
        let first = Self::first_detainee();
        let spaces = detention_spaces();
        (1..=spaces)
            .rev()
            .map(|empty| {
                let free: Vec<u8> = (1..=spaces).filter(|&k| k != empty).collect();
                Move::Detain((first..).zip(free).collect())
            })
            .collect()
    }

    /// M-1 (WB-3.4): the setup-rolled dice go onto 3 different detention spaces.
    pub(super) fn detain(
        &mut self,
        seat: Seat,
        pairs: &[(u8, u8)],
        events: &mut Vec<Event>,
    ) -> Result<(), Illegal> {
        let first = Self::first_detainee();
        let mut dice: Vec<u8> = pairs.iter().map(|p| p.0).collect();
        let mut spaces: Vec<u8> = pairs.iter().map(|p| p.1).collect();
        dice.sort_unstable();
        spaces.sort_unstable();
        spaces.dedup();
        let expected: Vec<u8> = (first..=super::data::DICE_PER_PLAYER).collect();
        if dice != expected {
            return Err(Illegal::NotInHand);
        }
        if spaces.len() != pairs.len() || spaces.iter().any(|&k| k == 0 || k > detention_spaces()) {
            return Err(Illegal::BadDetention);
        }
        for &(d, k) in pairs {
            self.set_zone(DieId::Coloured(seat, d), Zone::Detained(k));
        }
        events.push(Event::Detained(seat, pairs.to_vec()));
        let next = seat.next(self.players());
        if next == self.start {
            // WB-3.5: the display is dealt next.
            self.phase = Phase::SetupDisplay;
        } else {
            self.phase = Phase::Detain(next);
        }
        Ok(())
    }

    /// WB-5.1, WB-5.2: a new round: income, the tokens back to the pool, then CH-4.
    pub(super) fn begin_round(&mut self, events: &mut Vec<Event>) {
        self.round += 1;
        let income: Vec<u32> = self
            .seats
            .iter()
            .map(|p| p.cards.len() as u32 * INCOME_PER_CARD)
            .collect();
        for (p, &i) in self.seats.iter_mut().zip(&income) {
            p.buttons += i;
        }
        events.push(Event::RoundStarted {
            round: self.round,
            start: self.start,
            income,
        });
        self.pool.extend(self.tokens.drain(..).map(|(_, t)| t));
        self.pool.sort();
        self.phase = Phase::Tokens;
    }

    /// A seat's unused post-roll cards with an effect.
    fn post_roll_cards(&self, seat: Seat) -> Vec<(CardId, Effect)> {
        let p = self.player(seat);
        p.cards
            .iter()
            .filter(|o| !p.post_roll_used.contains(&o.card))
            .filter_map(|o| o.card.data().map(|d| (o.card, d)))
            .filter(|(_, d)| d.kind == CardType::PostRoll)
            .map(|(c, d)| (c, d.effect))
            .collect()
    }

    /// M-2…M-4 options. Dice in hand are interchangeable apart from their ids, so the
    /// moves offered name the lowest id per value; any other choice is accepted too.
    pub(super) fn post_roll_moves(&self, seat: Seat) -> Vec<Move> {
        let mut out = Vec::new();
        let own: Vec<(u8, u8)> = self
            .own_hand(seat)
            .map(|d| (d.id.number(), d.value))
            .collect();
        for (card, effect) in self.post_roll_cards(seat) {
            match effect {
                Effect::Rename(face) => {
                    let showing: Vec<u8> = own
                        .iter()
                        .filter(|&&(_, v)| v == face)
                        .map(|&(n, _)| n)
                        .collect();
                    let Some(&lowest) = showing.first() else {
                        continue;
                    };
                    for to in (1..=DIE_FACES).rev().filter(|&v| v != face) {
                        out.push(Move::Rename {
                            card,
                            changes: showing.iter().map(|&n| (n, to)).collect(),
                        });
                        if showing.len() > 1 {
                            out.push(Move::Rename {
                                card,
                                changes: vec![(lowest, to)],
                            });
                        }
                    }
                }
                Effect::Reroll => {
                    for max in 1..DIE_FACES {
                        let dice: Vec<u8> = own
                            .iter()
                            .filter(|&&(_, v)| v <= max)
                            .map(|&(n, _)| n)
                            .collect();
                        if !dice.is_empty() && !out.contains(&Move::Reroll(dice.clone())) {
                            out.push(Move::Reroll(dice));
                        }
                    }
                    let all = Move::Reroll(own.iter().map(|&(n, _)| n).collect());
                    let one = own.first().map(|&(n, _)| Move::Reroll(vec![n]));
                    for mv in std::iter::once(all).chain(one) {
                        if !out.contains(&mv) && mv != Move::Reroll(Vec::new()) {
                            out.push(mv);
                        }
                    }
                }
                _ => {}
            }
        }
        out.push(Move::Done);
        out
    }

    /// WB-5.5: the post-roll step starts with the start player.
    pub(super) fn start_post_roll(&mut self, events: &mut Vec<Event>) {
        self.phase = Phase::PostRoll(self.start);
        self.settle_post_roll(self.start, events);
    }

    /// WB-0.10: a seat with nothing to do in the post-roll step is skipped.
    pub(super) fn settle_post_roll(&mut self, seat: Seat, events: &mut Vec<Event>) {
        if self.post_roll_moves(seat) == [Move::Done] {
            self.next_post_roll(seat, events);
        }
    }

    /// M-4: the next seat's post-roll step, or the first turn (WB-5.6).
    pub(super) fn next_post_roll(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let next = seat.next(self.players());
        if next == self.start {
            self.next_turn(self.start, true, events);
        } else {
            self.phase = Phase::PostRoll(next);
            self.settle_post_roll(next, events);
        }
    }

    fn unused_card(&self, seat: Seat, card: CardId) -> Result<Effect, Illegal> {
        self.post_roll_cards(seat)
            .into_iter()
            .find(|&(c, _)| c == card)
            .map(|(_, e)| e)
            .ok_or(Illegal::BadCard)
    }

    /// M-2 (WB-9.6 C13–C15).
    pub(super) fn rename(
        &mut self,
        seat: Seat,
        card: CardId,
        changes: &[(u8, u8)],
        events: &mut Vec<Event>,
    ) -> Result<(), Illegal> {
        let Effect::Rename(face) = self.unused_card(seat, card)? else {
            return Err(Illegal::BadCard);
        };
        if changes.is_empty() {
            return Err(Illegal::NoItems);
        }
        let mut seen = Vec::new();
        for &(n, to) in changes {
            let ok = self
                .own_die(seat, n)
                .is_some_and(|d| d.zone == Zone::Hand(seat) && d.value == face);
            if !ok || seen.contains(&n) {
                return Err(Illegal::NotInHand);
            }
            if to == face || !is_face(to) {
                return Err(Illegal::BadChoice);
            }
            seen.push(n);
        }
        for &(n, to) in changes {
            if let Some(d) = self.die_mut(DieId::Coloured(seat, n)) {
                d.value = to;
            }
        }
        self.seats[seat.index()].post_roll_used.push(card);
        events.push(Event::Renamed(seat, card, changes.to_vec()));
        self.settle_post_roll(seat, events);
        Ok(())
    }

    /// M-3 (WB-9.6 C16): the reroll waits for CH-6.
    pub(super) fn reroll(&mut self, seat: Seat, dice: &[u8]) -> Result<(), Illegal> {
        let card = self
            .post_roll_cards(seat)
            .into_iter()
            .find(|&(_, e)| e == Effect::Reroll)
            .map(|(c, _)| c)
            .ok_or(Illegal::BadCard)?;
        if dice.is_empty() {
            return Err(Illegal::NoItems);
        }
        let mut ids = Vec::new();
        for &n in dice {
            let id = DieId::Coloured(seat, n);
            let ok = self.die(id).is_some_and(|d| d.zone == Zone::Hand(seat));
            if !ok || ids.contains(&id) {
                return Err(Illegal::NotInHand);
            }
            ids.push(id);
        }
        ids.sort();
        self.seats[seat.index()].post_roll_used.push(card);
        self.phase = Phase::Reroll(seat, ids);
        Ok(())
    }

    /// WB-6.1, WB-6.2, WB-6.7: the next seat from `from` with a die in hand takes a turn;
    /// seats with empty hands pass (M-13, applied here). With no die in any hand the
    /// round ends (WB-17.1).
    pub(super) fn next_turn(&mut self, from: Seat, inclusive: bool, events: &mut Vec<Event>) {
        let n = self.players();
        let skip = usize::from(!inclusive);
        let next = (skip..skip + n)
            .map(|k| Seat(((from.index() + k) % n) as u8))
            .find(|&s| self.hand(s).next().is_some());
        match next {
            Some(seat) => {
                self.phase = Phase::Turn(Turn {
                    seat,
                    bonus_used: false,
                    dice_done: false,
                    bb_used: 0,
                })
            }
            None => self.end_round(events),
        }
    }

    /// WB-6.6: BB tokens go back; the next turn.
    pub(super) fn end_turn(&mut self, turn: Turn, events: &mut Vec<Event>) {
        self.bb_supply += turn.bb_used;
        events.push(Event::TurnEnded(turn.seat));
        self.next_turn(turn.seat, false, events);
    }

    /// WB-6.3, M-5…M-13 of a turn.
    pub(super) fn turn_move(
        &mut self,
        mut turn: Turn,
        mv: &Move,
        events: &mut Vec<Event>,
    ) -> Result<(), Illegal> {
        let seat = turn.seat;
        match mv {
            Move::White(_) | Move::Change { .. } | Move::Rescue { .. } => {
                if turn.bonus_used {
                    return Err(Illegal::BonusUsed);
                }
                match *mv {
                    Move::White(w) => self.take_white(seat, w, events)?,
                    Move::Change { die, value } => self.change(seat, die, value, events)?,
                    Move::Rescue { card, die } => self.rescue(seat, card, die, events)?,
                    _ => return Err(Illegal::NotNow),
                }
                turn.bonus_used = true;
            }
            Move::Bid { .. } | Move::School { .. } | Move::Buy { .. } | Move::Village(_) => {
                if turn.dice_done {
                    return Err(Illegal::DiceAction);
                }
                let bb = match mv {
                    Move::Bid { location, items } => self.bid(seat, *location, items, events)?,
                    Move::Buy {
                        slot,
                        items,
                        section,
                    } => self.buy(seat, *slot, items, *section, events)?,
                    Move::Village(items) => self.village(seat, items, events)?,
                    Move::School {
                        space,
                        value,
                        detainee,
                        section,
                    } => {
                        self.place_school(seat, *space, *value, *detainee, *section, events)?;
                        0
                    }
                    _ => return Err(Illegal::NotNow),
                };
                turn.dice_done = true;
                turn.bb_used += bb;
            }
            Move::End => {
                if !turn.dice_done {
                    return Err(Illegal::DiceAction);
                }
                self.end_turn(turn, events);
                return Ok(());
            }
            _ => return Err(Illegal::NotNow),
        }
        // WB-M.2, WB-0.10: the turn ends by itself once nothing is left to choose.
        self.phase = Phase::Turn(turn);
        if turn.dice_done && (turn.bonus_used || self.bonus_moves(seat).is_empty()) {
            self.end_turn(turn, events);
        }
        Ok(())
    }

    /// The moves of a turn, the useful ones first (WB-6.3): `end` once the dice action is
    /// done, then the kinds of move taken in turns — the best purchase, school space, bid,
    /// village placement and bonus action, then the second best of each, and so on — so
    /// that a short menu shows every kind of move the player has.
    pub(super) fn turn_moves(&self, turn: Turn) -> Vec<Move> {
        let mut groups = Vec::new();
        if turn.dice_done {
            groups.push(vec![Move::End]);
        } else {
            groups.extend(self.dice_action_groups(turn.seat));
        }
        if !turn.bonus_used {
            groups.push(self.bonus_moves(turn.seat));
        }
        interleave(groups)
    }
}

/// The moves of several groups taken in turns: the first of each group, then the second of
/// each, and so on, keeping each group's order.
fn interleave(groups: Vec<Vec<Move>>) -> Vec<Move> {
    let total = groups.iter().map(Vec::len).sum();
    let mut groups: Vec<_> = groups.into_iter().map(Vec::into_iter).collect();
    let mut out = Vec::with_capacity(total);
    while out.len() < total {
        out.extend(groups.iter_mut().filter_map(Iterator::next));
    }
    out
}
