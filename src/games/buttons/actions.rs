//! Dice actions at the locations (M-8, WB-7) and in the village (M-11, WB-10), the bonus
//! actions (M-5…M-7, WB-11), and the items every dice action places (WB-0.9, WB-6.5).

use super::data::{
    is_face, Area, Effect, Per, CHANGE_COST_PER_PIP, DIE_FACES, VILLAGE_PER_ITEM, WHITE_DIE_COST,
};
use super::dice::{CardId, DieId, Zone};
use super::location::Location;
use super::notation::{Items, Move};
use super::state::Buttons;
use super::{Event, Illegal};
use crate::engine::Seat;

/// Items resolved to dice: the dice placed and a BB token's declared value.
pub(super) struct Placed {
    /// The real dice.
    pub dice: Vec<DieId>,
    /// The BB token's value, if one is used.
    pub bb: Option<u8>,
}

impl Placed {
    /// The number of items (WB-0.9).
    pub fn count(&self) -> usize {
        self.dice.len() + usize::from(self.bb.is_some())
    }
}

impl Buttons {
    /// WB-6.5 (a), (b): the dice and BB token named by `items`, from the seat's hand.
    pub(super) fn resolve(&self, seat: Seat, items: &Items) -> Result<Placed, Illegal> {
        if items.count() == 0 {
            return Err(Illegal::NoItems);
        }
        let mut dice = self.pick_own(seat, &items.own)?;
        for &w in &items.white {
            let id = DieId::White(w);
            if self.die(id).is_none_or(|d| d.zone != Zone::Hand(seat)) || dice.contains(&id) {
                return Err(Illegal::NotInHand);
            }
            dice.push(id);
        }
        if items.bb.is_some() && self.player(seat).bb == 0 {
            return Err(Illegal::NoBigBrother);
        }
        Ok(Placed { dice, bb: items.bb })
    }

    /// WB-7.3, WB-9.2: the common value of the items.
    pub(super) fn common_value(&self, placed: &Placed) -> Result<u8, Illegal> {
        let mut values = placed
            .dice
            .iter()
            .filter_map(|&id| self.die(id).map(|d| d.value))
            .chain(placed.bb);
        let first = values.next().ok_or(Illegal::NoItems)?;
        if values.all(|v| v == first) {
            Ok(first)
        } else {
            Err(Illegal::MixedValues)
        }
    }

    /// Moves the dice to `zone` and uses the BB token; returns the BB tokens used.
    pub(super) fn place(&mut self, seat: Seat, placed: &Placed, zone: Zone) -> u8 {
        for &id in &placed.dice {
            self.set_zone(id, zone);
        }
        if placed.bb.is_some() {
            // WB-13.4: back to the supply at the end of the turn.
            self.seats[seat.index()].bb -= 1;
            1
        } else {
            0
        }
    }

    /// WB-9.6: what the seat's `on_place` cards pay for an action in `area`.
    pub(super) fn on_place(&self, seat: Seat, area: Area, items: usize) -> u32 {
        self.player(seat)
            .cards
            .iter()
            .filter_map(|o| o.card.data())
            .map(|d| match d.effect {
                Effect::OnPlace {
                    area: a,
                    buttons,
                    per,
                } if a == area => match per {
                    Per::Action => buttons,
                    Per::Item => buttons * items as u32,
                },
                _ => 0,
            })
            .sum()
    }

    /// WB-7.4: whether a bid of `count` items of `value` beats the standing bid.
    pub(super) fn beats(&self, seat: Seat, location: Location, count: usize, value: u8) -> bool {
        match self.standing(location) {
            None => true,
            Some((c0, v0)) => {
                count > c0
                    || (count == c0 && value > v0)
                    || (count == c0
                        && value == v0
                        && self.owns_effect(seat, |e| e == Effect::TiesDisplace))
            }
        }
    }

    /// M-8 (WB-7): a bid; returns the BB tokens used.
    pub(super) fn bid(
        &mut self,
        seat: Seat,
        location: Location,
        items: &Items,
        events: &mut Vec<Event>,
    ) -> Result<u8, Illegal> {
        if self.player(seat).traitor_ban {
            return Err(Illegal::TraitorBan);
        }
        let lane = self.lane(location).ok_or(Illegal::Inactive)?.clone();
        let placed = self.resolve(seat, items)?;
        let value = self.common_value(&placed)?;
        let count = placed.count();
        if !self.beats(seat, location, count, value) {
            return Err(Illegal::DoesNotBeat);
        }
        // WB-7.6: displace, stand, advance, pay.
        let standing: Vec<DieId> = self.in_zone(Zone::Lane(location)).map(|d| d.id).collect();
        for &id in &standing {
            self.set_zone(id, Zone::Mill);
        }
        let bb = self.place(seat, &placed, Zone::Lane(location));
        let column = lane.target();
        if let Some(l) = self.lanes.iter_mut().find(|l| l.location == location) {
            l.col = column;
        }
        let gain = lane.reward(column) + self.on_place(seat, Area::Location(location), count);
        self.seats[seat.index()].buttons += gain;
        events.push(Event::Bid {
            seat,
            location,
            count,
            value,
            displaced: standing.len(),
            column,
            gain,
        });
        Ok(bb)
    }

    /// M-11 (WB-10): items in the village; returns the BB tokens used.
    pub(super) fn village(
        &mut self,
        seat: Seat,
        items: &Items,
        events: &mut Vec<Event>,
    ) -> Result<u8, Illegal> {
        let placed = self.resolve(seat, items)?;
        let count = placed.count();
        let bb = self.place(seat, &placed, Zone::Village);
        let gain = VILLAGE_PER_ITEM * count as u32 + self.on_place(seat, Area::Village, count);
        self.seats[seat.index()].buttons += gain;
        events.push(Event::Village(seat, count, gain));
        Ok(bb)
    }

    /// Pays `cost` if the seat can (WB-0.8).
    pub(super) fn pay(&mut self, seat: Seat, cost: u32) -> Result<(), Illegal> {
        let p = &mut self.seats[seat.index()];
        if p.buttons < cost {
            return Err(Illegal::CannotAfford(cost));
        }
        p.buttons -= cost;
        Ok(())
    }

    /// M-5 (WB-11.2).
    pub(super) fn take_white(
        &mut self,
        seat: Seat,
        n: u8,
        events: &mut Vec<Event>,
    ) -> Result<(), Illegal> {
        let id = DieId::White(n);
        let value = self
            .die(id)
            .filter(|d| d.zone == Zone::Pond)
            .map(|d| d.value)
            .ok_or(Illegal::NotInHand)?;
        self.pay(seat, WHITE_DIE_COST)?;
        self.set_zone(id, Zone::Hand(seat));
        events.push(Event::WhiteTaken(seat, n, value));
        Ok(())
    }

    /// M-6 (WB-11.3).
    pub(super) fn change(
        &mut self,
        seat: Seat,
        n: u8,
        to: u8,
        events: &mut Vec<Event>,
    ) -> Result<(), Illegal> {
        let old = self
            .own_die(seat, n)
            .filter(|d| d.zone == Zone::Hand(seat))
            .map(|d| d.value)
            .ok_or(Illegal::NotInHand)?;
        if to == old || !is_face(to) {
            return Err(Illegal::BadChoice);
        }
        let cost = u32::from(to.abs_diff(old)) * CHANGE_COST_PER_PIP;
        self.pay(seat, cost)?;
        if let Some(d) = self.die_mut(DieId::Coloured(seat, n)) {
            d.value = to;
        }
        events.push(Event::Changed(seat, n, old, to, cost));
        Ok(())
    }

    /// M-7 (WB-11.4).
    pub(super) fn rescue(
        &mut self,
        seat: Seat,
        card: CardId,
        n: u8,
        events: &mut Vec<Event>,
    ) -> Result<(), Illegal> {
        let at = self.seats[seat.index()]
            .cards
            .iter()
            .position(|o| o.card == card)
            .ok_or(Illegal::BadCard)?;
        if !self
            .own_die(seat, n)
            .is_some_and(|d| matches!(d.zone, Zone::Detained(_)))
        {
            return Err(Illegal::BadDetention);
        }
        self.seats[seat.index()].cards.remove(at);
        self.boxed.push(card);
        self.boxed.sort();
        self.set_zone(DieId::Coloured(seat, n), Zone::Hand(seat));
        events.push(Event::Rescued(seat, card, n));
        Ok(())
    }

    /// The bonus actions a seat may take now (WB-11), one per distinct choice.
    pub(super) fn bonus_moves(&self, seat: Seat) -> Vec<Move> {
        let mut out = Vec::new();
        let p = self.player(seat);
        if p.buttons >= WHITE_DIE_COST {
            let mut values = Vec::new();
            for d in self.in_zone(Zone::Pond) {
                if !values.contains(&d.value) {
                    values.push(d.value);
                    out.push(Move::White(d.id.number()));
                }
            }
        }
        let mut values = Vec::new();
        for d in self.own_hand(seat) {
            if values.contains(&d.value) {
                continue;
            }
            values.push(d.value);
            for to in (1..=DIE_FACES).rev().filter(|&to| to != d.value) {
                if u32::from(to.abs_diff(d.value)) * CHANGE_COST_PER_PIP <= p.buttons {
                    out.push(Move::Change {
                        die: d.id.number(),
                        value: to,
                    });
                }
            }
        }
        let mut cards: Vec<CardId> = p.cards.iter().map(|o| o.card).collect();
        cards.dedup();
        for card in cards {
            for d in self.detainees(seat) {
                out.push(Move::Rescue {
                    card,
                    die: d.id.number(),
                });
            }
        }
        out
    }

    /// Own dice and white dice in hand by value: (own count, white ids).
    pub(super) fn hand_by_value(&self, seat: Seat, value: u8) -> (usize, Vec<u8>) {
        let own = self.own_hand(seat).filter(|d| d.value == value).count();
        let white = self
            .hand(seat)
            .filter(|d| d.id.owner().is_none() && d.value == value)
            .map(|d| d.id.number())
            .collect();
        (own, white)
    }

    /// Every way to place `count` items (or any count ≥ 1 when `None`) of one value from
    /// the hand, with at most one BB token: own dice first, then white, then the BB.
    pub(super) fn same_value_items(&self, seat: Seat, count: Option<usize>) -> Vec<(u8, Items)> {
        let has_bb = self.player(seat).bb > 0;
        let mut out = Vec::new();
        for v in (1..=DIE_FACES).rev() {
            let (own, white) = self.hand_by_value(seat, v);
            for k in 0..=own {
                for j in 0..=white.len() {
                    for b in 0..=usize::from(has_bb) {
                        let c = k + j + b;
                        let fits = count.map_or(c >= 1, |n| c == n);
                        // A lone BB token is listed once, declared as 6.
                        if !fits || (k + j == 0 && v != 6) {
                            continue;
                        }
                        out.push((
                            v,
                            Items {
                                own: vec![v; k],
                                white: white[..j].to_vec(),
                                bb: (b == 1).then_some(v),
                            },
                        ));
                    }
                }
            }
        }
        out
    }

    /// The dice actions of a seat (WB-6.5), one group per kind, each the useful ones
    /// first: card purchases, school spaces, bids (best reward for the fewest dice first),
    /// the village.
    pub(super) fn dice_action_groups(&self, seat: Seat) -> Vec<Vec<Move>> {
        let mut bids: Vec<(u32, Move)> = Vec::new();
        if !self.player(seat).traitor_ban {
            for lane in &self.lanes {
                for (value, items) in self.same_value_items(seat, None) {
                    if self.beats(seat, lane.location, items.count(), value) {
                        // Fewer items for the same reward come first.
                        let score =
                            lane.reward(lane.target()) * 10 + 10 - items.count().min(10) as u32;
                        bids.push((
                            score,
                            Move::Bid {
                                location: lane.location,
                                items,
                            },
                        ));
                    }
                }
            }
            bids.sort_by_key(|b| std::cmp::Reverse(b.0));
        }
        vec![
            self.buy_moves(seat),
            self.school_moves(seat),
            bids.into_iter().map(|(_, m)| m).collect(),
            self.village_moves(seat),
        ]
    }

    /// Village placements (WB-10): each single die, everything in hand, and the BB.
    fn village_moves(&self, seat: Seat) -> Vec<Move> {
        let mut out = Vec::new();
        let mut own_values: Vec<u8> = self.own_hand(seat).map(|d| d.value).collect();
        own_values.sort_unstable();
        let all = Items {
            own: own_values.clone(),
            white: self
                .hand(seat)
                .filter(|d| d.id.owner().is_none())
                .map(|d| d.id.number())
                .collect(),
            bb: None,
        };
        own_values.dedup();
        for v in own_values {
            out.push(Move::Village(Items {
                own: vec![v],
                ..Items::default()
            }));
        }
        for &w in &all.white {
            out.push(Move::Village(Items {
                white: vec![w],
                ..Items::default()
            }));
        }
        if all.count() > 1 {
            out.push(Move::Village(all.clone()));
        }
        if self.player(seat).bb > 0 {
            out.push(Move::Village(Items { bb: Some(1), ..all }));
            out.push(Move::Village(Items {
                bb: Some(1),
                ..Items::default()
            }));
        }
        out.dedup();
        out
    }
}
