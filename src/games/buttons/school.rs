//! The school (M-9, WB-8): one own die on one empty space, with the space's effect.

use super::data::{
    Area, BIG_BROTHER_COST, BIG_BROTHER_GAIN, BUILD_BASE, BUILD_PER_SECTION, FREE_COST, STAR_BASE,
    STAR_PER_STAR,
};
use super::dice::{DieId, Space, Zone};
use super::notation::Move;
use super::state::Buttons;
use super::{Event, Illegal};
use crate::engine::Seat;

impl Buttons {
    /// WB-8.10: what BUILD costs the seat now.
    pub fn build_cost(&self, seat: Seat) -> u32 {
        BUILD_BASE + BUILD_PER_SECTION * u32::from(self.player(seat).built_count())
    }

    /// WB-8.11: what STAR costs the seat now.
    pub fn star_cost(&self, seat: Seat) -> u32 {
        STAR_BASE + STAR_PER_STAR * u32::from(self.player(seat).stars)
    }

    fn detainee(&self, seat: Seat, n: Option<u8>) -> Result<DieId, Illegal> {
        n.map(|n| DieId::Coloured(seat, n))
            .filter(|&id| {
                self.die(id)
                    .is_some_and(|d| matches!(d.zone, Zone::Detained(_)))
            })
            .ok_or(Illegal::BadDetention)
    }

    /// WB-8.3: the cost of a space, checking its requirements (before the placement).
    fn school_cost(
        &self,
        seat: Seat,
        space: Space,
        detainee: Option<u8>,
        section: Option<u8>,
    ) -> Result<u32, Illegal> {
        let p = self.player(seat);
        let wrong_detainee = detainee.is_some() && !matches!(space, Space::Free | Space::Traitor);
        if wrong_detainee || (section.is_some() && space != Space::Build) {
            return Err(Illegal::BadChoice);
        }
        let cost = match space {
            Space::Exam | Space::Start => 0,
            Space::Free => {
                if self.detainees(seat).next().is_none() {
                    return Err(Illegal::Requirement);
                }
                self.detainee(seat, detainee)?;
                FREE_COST
            }
            Space::Traitor => {
                if detainee.is_some() {
                    self.detainee(seat, detainee)?;
                }
                0
            }
            Space::BigBrother => {
                if self.bb_supply < BIG_BROTHER_GAIN {
                    return Err(Illegal::Requirement);
                }
                BIG_BROTHER_COST
            }
            Space::Build => {
                let buildable = self.buildable(seat);
                if buildable.is_empty() {
                    return Err(Illegal::Requirement);
                }
                if !section.is_some_and(|s| buildable.contains(&s)) {
                    return Err(Illegal::Section);
                }
                self.build_cost(seat)
            }
            Space::Star => {
                if self.star_supply == 0 {
                    return Err(Illegal::Requirement);
                }
                self.star_cost(seat)
            }
        };
        if p.buttons < cost {
            return Err(Illegal::CannotAfford(cost));
        }
        Ok(cost)
    }

    /// M-9 (WB-8).
    pub(super) fn place_school(
        &mut self,
        seat: Seat,
        space: Space,
        value: u8,
        detainee: Option<u8>,
        section: Option<u8>,
        events: &mut Vec<Event>,
    ) -> Result<(), Illegal> {
        if self.school(space).is_some() {
            return Err(Illegal::SpaceTaken);
        }
        let die = *self
            .pick_own(seat, &[value])?
            .first()
            .ok_or(Illegal::NotInHand)?;
        let cost = self.school_cost(seat, space, detainee, section)?;
        self.pay(seat, cost)?;
        self.set_zone(die, Zone::School(space));
        let mut freed = None;
        let mut built = None;
        match space {
            Space::Free | Space::Traitor => {
                if let Some(n) = detainee {
                    self.set_zone(DieId::Coloured(seat, n), Zone::Hand(seat));
                    freed = Some(n);
                }
                if space == Space::Traitor {
                    self.seats[seat.index()].traitor_ban = true;
                }
            }
            Space::BigBrother => {
                self.take_bb(seat, BIG_BROTHER_GAIN);
            }
            Space::Build => {
                if let Some(s) = section {
                    self.build(seat, s);
                    built = Some(s);
                }
            }
            Space::Star => {
                self.take_stars(seat, 1);
            }
            Space::Exam | Space::Start => {}
        }
        // WB-8.4: C05 pays after the effect.
        let gain = self.on_place(seat, Area::School, 1);
        self.seats[seat.index()].buttons += gain;
        events.push(Event::School {
            seat,
            space,
            value,
            cost,
            freed,
            built,
            gain,
        });
        Ok(())
    }

    /// The school placements a seat may make (WB-8), one per distinct value.
    pub(super) fn school_moves(&self, seat: Seat) -> Vec<Move> {
        let mut values: Vec<u8> = self.own_hand(seat).map(|d| d.value).collect();
        values.sort_unstable_by(|a, b| b.cmp(a));
        values.dedup();
        let detainees: Vec<u8> = self.detainees(seat).map(|d| d.id.number()).collect();
        let mut out = Vec::new();
        let order = [
            Space::Build,
            Space::Star,
            Space::Free,
            Space::BigBrother,
            Space::Exam,
            Space::Start,
            Space::Traitor,
        ];
        for space in order {
            if self.school(space).is_some() {
                continue;
            }
            let choices: Vec<(Option<u8>, Option<u8>)> = match space {
                Space::Free => detainees.iter().map(|&d| (Some(d), None)).collect(),
                Space::Traitor => detainees
                    .iter()
                    .map(|&d| (Some(d), None))
                    .chain(std::iter::once((None, None)))
                    .collect(),
                Space::Build => self
                    .buildable(seat)
                    .into_iter()
                    .map(|s| (None, Some(s)))
                    .collect(),
                _ => vec![(None, None)],
            };
            for &(detainee, section) in &choices {
                if self.school_cost(seat, space, detainee, section).is_err() {
                    continue;
                }
                for &value in &values {
                    out.push(Move::School {
                        space,
                        value,
                        detainee,
                        section,
                    });
                }
            }
        }
        out
    }
}
