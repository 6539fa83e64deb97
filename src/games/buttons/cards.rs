//! Card purchases (M-10, WB-9) and the one-shot effects.

use super::data::{CardType, Effect};
use super::dice::Zone;
use super::notation::{Items, Move};
use super::state::{Buttons, Owned};
use super::{Event, Gain, Illegal};
use crate::engine::Seat;

impl Buttons {
    /// M-10 (WB-9.2…WB-9.4): buy the card in `slot` (1-based); returns the BB tokens used.
    pub(super) fn buy(
        &mut self,
        seat: Seat,
        slot: u8,
        items: &Items,
        section: Option<u8>,
        events: &mut Vec<Event>,
    ) -> Result<u8, Illegal> {
        let index = usize::from(slot).checked_sub(1).ok_or(Illegal::EmptySlot)?;
        let card = self
            .slots
            .get(index)
            .copied()
            .flatten()
            .ok_or(Illegal::EmptySlot)?;
        let data = card.data().ok_or(Illegal::EmptySlot)?;
        let placed = self.resolve(seat, items)?;
        if placed.count() != usize::from(data.dice) {
            return Err(Illegal::ItemCount(data.dice));
        }
        let value = self.common_value(&placed)?;
        let buildable = self.buildable(seat);
        match (data.effect, section) {
            (Effect::BuildSection, Some(s)) if buildable.contains(&s) => {}
            (Effect::BuildSection, None) if buildable.is_empty() => {}
            (Effect::BuildSection, _) => return Err(Illegal::Section),
            (_, Some(_)) => return Err(Illegal::BadChoice),
            (_, None) => {}
        }
        self.pay(seat, u32::from(value))?;
        let bb = self.place(seat, &placed, Zone::Slot(index as u8));
        self.slots[index] = None;
        let gain = match data.effect {
            Effect::BuildSection => match section {
                Some(s) => {
                    self.build(seat, s);
                    Gain::Built(s)
                }
                None => Gain::Lost,
            },
            Effect::GainBb(n) => Gain::Bb(self.take_bb(seat, n)),
            Effect::GainStars(n) => Gain::Stars(self.take_stars(seat, n)),
            _ => Gain::None,
        };
        self.seats[seat.index()].cards.push(Owned {
            card,
            face_up: data.kind != CardType::OneShot,
        });
        events.push(Event::Bought {
            seat,
            card,
            value,
            gain,
        });
        Ok(bb)
    }

    /// The purchases a seat may make now (WB-9.2).
    pub(super) fn buy_moves(&self, seat: Seat) -> Vec<Move> {
        let mut out = Vec::new();
        let buttons = self.player(seat).buttons;
        let buildable = self.buildable(seat);
        for (i, card) in self.slots.iter().enumerate() {
            let Some(data) = card.and_then(|c| c.data()) else {
                continue;
            };
            let sections: Vec<Option<u8>> = match data.effect {
                Effect::BuildSection if !buildable.is_empty() => {
                    buildable.iter().map(|&s| Some(s)).collect()
                }
                _ => vec![None],
            };
            for (value, items) in self.same_value_items(seat, Some(usize::from(data.dice))) {
                if u32::from(value) > buttons {
                    continue;
                }
                for &section in &sections {
                    out.push(Move::Buy {
                        slot: i as u8 + 1,
                        items: items.clone(),
                        section,
                    });
                }
            }
        }
        out
    }
}
