//! The round end (WB-17): traitor (M-14), exam and location tokens (M-15), the start
//! player, the game-end check and winner (WB-18), and the cleanup.

use super::dice::{Die, DieId, Space, TokenSpace, Zone};
use super::notation::Move;
use super::state::{Buttons, Phase, Step};
use super::{Event, Illegal};
use crate::engine::Seat;

/// The one seat with the highest positive count, if exactly one has it.
fn unique_max(counts: &[usize]) -> Option<Seat> {
    let max = counts.iter().copied().max().filter(|&m| m > 0)?;
    let mut top = counts.iter().enumerate().filter(|&(_, &c)| c == max);
    let (first, _) = top.next()?;
    top.next().is_none().then_some(Seat(first as u8))
}

impl Buttons {
    /// WB-17.3, WB-17.4: whether a die counts in the traitor or exam check (own coloured
    /// dice in the school, in standing bids, beside card slots).
    fn counts_for(zone: Zone, traitor: bool) -> bool {
        match zone {
            Zone::School(Space::Traitor) => !traitor,
            Zone::School(_) | Zone::Lane(_) | Zone::Slot(_) => true,
            _ => false,
        }
    }

    /// The counted dice of a seat showing `value`; in the traitor check, those the
    /// penalised seat chooses from (WB-17.3).
    pub(super) fn counted(
        &self,
        seat: Seat,
        value: u8,
        traitor: bool,
    ) -> impl Iterator<Item = &Die> + '_ {
        self.dice.iter().filter(move |d| {
            d.id.owner() == Some(seat) && d.value == value && Self::counts_for(d.zone, traitor)
        })
    }

    fn counts(&self, value: u8, traitor: bool) -> Vec<usize> {
        Seat::all(self.players())
            .map(|s| self.counted(s, value, traitor).count())
            .collect()
    }

    /// WB-17.1, WB-17.2: the round ends; the exam and the owners are taken now.
    pub(super) fn end_round(&mut self, events: &mut Vec<Event>) {
        let mut steps = Vec::new();
        if let Some(t) = self.school(Space::Traitor).map(|d| d.value) {
            steps.push(Step::Traitor(t));
        }
        if let Some(e) = self.school(Space::Exam).map(|d| d.value) {
            let claimant = unique_max(&self.counts(e, false));
            steps.push(Step::Exam(e, claimant));
            if let Some(seat) = claimant.filter(|_| self.token_on(TokenSpace::Exam).is_some()) {
                steps.push(Step::Token(seat, TokenSpace::Exam));
            }
        }
        if let Some(seat) = self.school(Space::Start).and_then(|d| d.id.owner()) {
            steps.push(Step::Start(seat));
        }
        for lane in &self.lanes {
            let space = TokenSpace::Location(lane.location);
            if let Some(owner) = self.location_owner(lane.location) {
                if self.token_on(space).is_some() {
                    steps.push(Step::Token(owner, space));
                }
            }
        }
        steps.reverse();
        self.steps = steps;
        self.run_steps(events);
    }

    /// Runs the round-end steps until one needs a choice (WB-0.10), then the game-end
    /// check and the cleanup.
    fn run_steps(&mut self, events: &mut Vec<Event>) {
        while let Some(step) = self.steps.pop() {
            match step {
                Step::Traitor(t) => {
                    let penalised = unique_max(&self.counts(t, true));
                    events.push(Event::Traitor(t, penalised));
                    let Some(seat) = penalised else { continue };
                    let options = self.penalty_moves(seat, t);
                    match options.as_slice() {
                        [] => {}
                        [Move::Penalty { die, space }] => {
                            self.detain_penalty(seat, *die, *space, events)
                        }
                        _ => {
                            self.phase = Phase::Traitor(seat, t);
                            return;
                        }
                    }
                }
                Step::Token(seat, space) => {
                    let options = self.token_moves(seat, space);
                    match options.as_slice() {
                        [Move::Token {
                            section, detainee, ..
                        }] => self.claim(seat, space, *section, *detainee, events),
                        _ => {
                            self.phase = Phase::Token(seat, space);
                            return;
                        }
                    }
                }
                Step::Exam(e, claimant) => events.push(Event::Exam(e, claimant)),
                Step::Start(seat) => {
                    self.start = seat;
                    events.push(Event::NewStartPlayer(seat));
                }
            }
        }
        self.finish_round(events);
    }

    /// M-14 options (WB-17.3): any counted die showing `t` onto any empty detention
    /// space; the penalised player chooses both.
    pub(super) fn penalty_moves(&self, seat: Seat, t: u8) -> Vec<Move> {
        let spaces = self.empty_spaces(seat);
        self.counted(seat, t, true)
            .flat_map(|d| {
                spaces.iter().map(move |&space| Move::Penalty {
                    die: d.id.number(),
                    space,
                })
            })
            .collect()
    }

    fn detain_penalty(&mut self, seat: Seat, die: u8, space: u8, events: &mut Vec<Event>) {
        self.set_zone(DieId::Coloured(seat, die), Zone::Detained(space));
        events.push(Event::Penalty(seat, die, space));
    }

    /// M-14 (WB-17.3).
    pub(super) fn penalty(
        &mut self,
        seat: Seat,
        t: u8,
        die: u8,
        space: u8,
        events: &mut Vec<Event>,
    ) -> Result<(), Illegal> {
        if !self
            .counted(seat, t, true)
            .any(|d| d.id == DieId::Coloured(seat, die))
        {
            return Err(Illegal::BadChoice);
        }
        if !self.empty_spaces(seat).contains(&space) {
            return Err(Illegal::BadDetention);
        }
        self.detain_penalty(seat, die, space, events);
        self.run_steps(events);
        Ok(())
    }

    /// M-15 options (WB-16.4): a section if the token builds and one is buildable, a
    /// detainee if it rescues and the claimant has one; the build comes first.
    pub(super) fn token_moves(&self, seat: Seat, space: TokenSpace) -> Vec<Move> {
        let Some(token) = self.token_on(space) else {
            return Vec::new();
        };
        let data = token.data();
        let sections: Vec<Option<u8>> = match self.buildable(seat) {
            b if data.build > 0 && !b.is_empty() => b.into_iter().map(Some).collect(),
            _ => vec![None],
        };
        let detainees: Vec<Option<u8>> = match self.detainees(seat).map(|d| d.id.number()) {
            d if data.rescue > 0 => {
                let d: Vec<Option<u8>> = d.map(Some).collect();
                if d.is_empty() {
                    vec![None]
                } else {
                    d
                }
            }
            _ => vec![None],
        };
        sections
            .iter()
            .flat_map(|&section| {
                detainees.iter().map(move |&detainee| Move::Token {
                    space,
                    section,
                    detainee,
                })
            })
            .collect()
    }

    /// M-15 (WB-16.4, WB-17.4, WB-17.6).
    pub(super) fn resolve_token(
        &mut self,
        seat: Seat,
        space: TokenSpace,
        section: Option<u8>,
        detainee: Option<u8>,
        events: &mut Vec<Event>,
    ) -> Result<(), Illegal> {
        let wanted = Move::Token {
            space,
            section,
            detainee,
        };
        if !self.token_moves(seat, space).contains(&wanted) {
            return Err(Illegal::BadChoice);
        }
        self.claim(seat, space, section, detainee, events);
        self.run_steps(events);
        Ok(())
    }

    /// WB-16.3, WB-16.4: the claimant applies the token; it goes back to the pool.
    fn claim(
        &mut self,
        seat: Seat,
        space: TokenSpace,
        section: Option<u8>,
        detainee: Option<u8>,
        events: &mut Vec<Event>,
    ) {
        let Some(at) = self.tokens.iter().position(|&(s, _)| s == space) else {
            return;
        };
        let (_, token) = self.tokens.remove(at);
        let data = token.data();
        if let Some(s) = section {
            self.build(seat, s);
        }
        self.take_stars(seat, data.stars);
        self.seats[seat.index()].buttons += data.buttons;
        self.take_bb(seat, data.bb);
        if let Some(n) = detainee {
            self.set_zone(DieId::Coloured(seat, n), Zone::Hand(seat));
        }
        self.pool.push(token);
        self.pool.sort();
        events.push(Event::TokenClaimed {
            seat,
            space,
            token,
            built: section,
            rescued: detainee,
        });
    }

    /// WB-18.1…WB-18.3, else the cleanup (WB-17.8) and the next round.
    fn finish_round(&mut self, events: &mut Vec<Event>) {
        let qualified: Vec<Seat> = Seat::all(self.players())
            .filter(|&s| self.player(s).meets_end())
            .collect();
        match qualified.as_slice() {
            [] => {
                self.cleanup();
                self.begin_round(events);
            }
            [one] => {
                self.winners = vec![*one];
                self.phase = Phase::Over;
                events.push(Event::GameOver(self.winners.clone(), None));
            }
            _ => {
                let vp: Vec<i64> = self.seats.iter().map(|p| p.vp()).collect();
                let best = Seat::all(self.players())
                    .map(|s| (vp[s.index()], self.player(s).buttons))
                    .max()
                    .unwrap_or_default();
                self.winners = Seat::all(self.players())
                    .filter(|s| (vp[s.index()], self.player(*s).buttons) == best)
                    .collect();
                self.final_vp = Some(vp.clone());
                self.phase = Phase::Over;
                events.push(Event::GameOver(self.winners.clone(), Some(vp)));
            }
        }
    }

    /// WB-17.8: dice back to their owners, white dice to the pond, lanes and bans reset.
    pub(super) fn cleanup(&mut self) {
        for d in &mut self.dice {
            match (d.id.owner(), d.zone) {
                (_, Zone::Detained(_)) => {}
                (Some(owner), _) => d.zone = Zone::Hand(owner),
                (None, _) => d.zone = Zone::Pond,
            }
        }
        for lane in &mut self.lanes {
            lane.col = 0;
        }
        for p in &mut self.seats {
            p.traitor_ban = false;
            p.post_roll_used.clear();
        }
    }
}
