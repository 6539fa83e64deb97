//! Setup (WB-3) and the chance outcomes CH-1…CH-7 (WB-C): sampling them and applying
//! them, with a check that each fits the state.

use super::data::{
    self, active_locations, display_slots, is_face, lane_rewards, DETAINEES_AT_START,
    DICE_PER_PLAYER, DIE_FACES, HUT_SECTIONS, LANE_TILES, START_BUTTONS, WHITE_DICE,
};
use super::dice::{CardId, Die, DieId, TokenId, TokenSpace, Zone};
use super::state::{Buttons, Lane, Phase, Player};
use super::{ButtonsOptions, Chance, Event, LaneTiles};
use crate::engine::{ChanceError, Seat};
use rand::seq::SliceRandom;
use rand::Rng;

type Checked = Result<(), ChanceError>;

fn die_value(v: u8) -> Result<u8, ChanceError> {
    if is_face(v) {
        Ok(v)
    } else {
        Err(ChanceError::NotDrawable)
    }
}

impl Buttons {
    /// WB-3: a new game waiting for CH-1.
    pub(super) fn setup(players: usize, options: ButtonsOptions) -> Buttons {
        let mut dice = Vec::new();
        for s in Seat::all(players) {
            for n in 1..=DICE_PER_PLAYER {
                dice.push(Die {
                    id: DieId::Coloured(s, n),
                    value: 1,
                    zone: Zone::Hand(s),
                });
            }
        }
        // WB-3.7: the white dice wait for the first roll.
        for n in 1..=WHITE_DICE {
            dice.push(Die {
                id: DieId::White(n),
                value: 1,
                zone: Zone::Pond,
            });
        }
        // WB-3.5: cards not used with this player count go back to the box.
        let (draw, boxed) =
            CardId::all().partition(|c| c.data().is_some_and(|d| d.players.contains(&players)));
        Buttons {
            players: players as u8,
            options,
            round: 0,
            start: Seat(0),
            phase: Phase::StartPlayer,
            dice,
            lanes: active_locations(players)
                .into_iter()
                .map(|location| Lane {
                    location,
                    col: 0,
                    rewards: lane_rewards(location).to_vec(),
                })
                .collect(),
            slots: vec![None; display_slots(players)],
            draw,
            discard: Vec::new(),
            boxed,
            pool: TokenId::all().collect(),
            tokens: Vec::new(),
            star_supply: data::STAR_SUPPLY,
            bb_supply: data::BB_SUPPLY,
            seats: vec![
                Player {
                    built: vec![false; usize::from(HUT_SECTIONS)],
                    ..Player::default()
                };
                players
            ],
            steps: Vec::new(),
            final_vp: None,
            winners: Vec::new(),
        }
    }

    /// The token spaces (WB-16.1): the active locations in order, then EXAM.
    pub(super) fn token_spaces(&self) -> Vec<TokenSpace> {
        self.lanes
            .iter()
            .map(|l| TokenSpace::Location(l.location))
            .chain(std::iter::once(TokenSpace::Exam))
            .collect()
    }

    /// How many cards CH-3 deals now.
    fn cards_to_deal(&self) -> usize {
        let empty = self.slots.iter().filter(|s| s.is_none()).count();
        empty.min(self.draw.len() + self.discard.len())
    }

    /// The dice CH-5 rolls per seat, in id order.
    fn roll_counts(&self) -> Vec<usize> {
        Seat::all(self.players())
            .map(|s| self.hand(s).count())
            .collect()
    }

    /// Draws the chance outcome the game waits for.
    pub(super) fn sample<R: Rng + ?Sized>(&self, rng: &mut R) -> Chance {
        let mut roll =
            |n: usize| -> Vec<u8> { (0..n).map(|_| rng.gen_range(1..=DIE_FACES)).collect() };
        match &self.phase {
            Phase::StartPlayer => Chance::StartPlayer(Seat(rng.gen_range(0..self.players))),
            Phase::LaneTiles => {
                let mut tiles: Vec<u8> = (0..LANE_TILES.len() as u8).collect();
                tiles.shuffle(rng);
                tiles.truncate(self.lanes.len());
                Chance::LaneTiles(tiles)
            }
            Phase::DetaineeRolls => Chance::Detainees(
                (0..self.players())
                    .map(|_| roll(usize::from(DETAINEES_AT_START)))
                    .collect(),
            ),
            Phase::SetupDisplay | Phase::Display => {
                let (mut draw, mut discard) = (self.draw.clone(), self.discard.clone());
                let mut cards = Vec::new();
                for _ in 0..self.cards_to_deal() {
                    if draw.is_empty() {
                        draw.append(&mut discard);
                    }
                    let i = rng.gen_range(0..draw.len());
                    cards.push(draw.swap_remove(i));
                }
                Chance::Display(cards)
            }
            Phase::Tokens => {
                let mut pool = self.pool.clone();
                pool.shuffle(rng);
                pool.truncate(self.token_spaces().len());
                Chance::Tokens(pool)
            }
            Phase::Roll => {
                let hands = self.roll_counts().into_iter().map(&mut roll).collect();
                Chance::Roll {
                    hands,
                    white: roll(usize::from(WHITE_DICE)),
                }
            }
            Phase::Reroll(_, dice) => Chance::Reroll(roll(dice.len())),
            // Never asked when a seat must act; any outcome is refused then.
            _ => Chance::Reroll(Vec::new()),
        }
    }

    /// Applies a chance outcome, or says why it does not fit.
    pub(super) fn chance(&mut self, chance: &Chance, events: &mut Vec<Event>) -> Checked {
        match (self.phase.clone(), chance) {
            (Phase::StartPlayer, &Chance::StartPlayer(seat)) => self.first_start(seat, events),
            (Phase::LaneTiles, Chance::LaneTiles(tiles)) => self.lay_tiles(tiles, events),
            (Phase::DetaineeRolls, Chance::Detainees(values)) => {
                self.roll_detainees(values, events)
            }
            (Phase::SetupDisplay | Phase::Display, Chance::Display(cards)) => {
                self.deal(cards, events)
            }
            (Phase::Tokens, Chance::Tokens(tokens)) => self.lay_tokens(tokens, events),
            (Phase::Roll, Chance::Roll { hands, white }) => self.roll(hands, white, events),
            (Phase::Reroll(seat, dice), Chance::Reroll(values)) => {
                if values.len() != dice.len() {
                    return Err(ChanceError::WrongCount);
                }
                let mut changes = Vec::new();
                for (&id, &v) in dice.iter().zip(values) {
                    let v = die_value(v)?;
                    if let Some(d) = self.die_mut(id) {
                        d.value = v;
                    }
                    changes.push((id.number(), v));
                }
                events.push(Event::Rerolled(seat, changes));
                self.phase = Phase::PostRoll(seat);
                self.settle_post_roll(seat, events);
                Ok(())
            }
            (Phase::Over, _) => Err(ChanceError::GameOver),
            _ => Err(ChanceError::NotDue),
        }
    }

    /// CH-1, WB-3.1, WB-3.2.
    pub(super) fn first_start(&mut self, seat: Seat, events: &mut Vec<Event>) -> Checked {
        if seat.index() >= self.players() {
            return Err(ChanceError::WrongSeat);
        }
        self.start = seat;
        let n = self.players();
        for (k, &buttons) in START_BUTTONS.iter().take(n).enumerate() {
            self.seats[(seat.index() + k) % n].buttons = buttons;
        }
        events.push(Event::StartPlayer(seat));
        self.phase = match self.options.lane_tiles {
            LaneTiles::On => Phase::LaneTiles,
            LaneTiles::Off => Phase::DetaineeRolls,
        };
        Ok(())
    }

    /// CH-7, WB-19.1.
    fn lay_tiles(&mut self, tiles: &[u8], events: &mut Vec<Event>) -> Checked {
        if tiles.len() != self.lanes.len() {
            return Err(ChanceError::WrongCount);
        }
        let mut seen = Vec::new();
        for (lane, &t) in self.lanes.iter_mut().zip(tiles) {
            let rewards = LANE_TILES
                .get(usize::from(t))
                .ok_or(ChanceError::NotDrawable)?;
            if seen.contains(&t) {
                return Err(ChanceError::NotDrawable);
            }
            seen.push(t);
            lane.rewards = rewards.to_vec();
        }
        events.push(Event::LaneTiles(
            self.lanes.iter().map(|l| l.location).zip(seen).collect(),
        ));
        self.phase = Phase::DetaineeRolls;
        Ok(())
    }

    /// CH-2, WB-3.4: the setup detainees (d6, d7, d8) get their values.
    fn roll_detainees(&mut self, values: &[Vec<u8>], events: &mut Vec<Event>) -> Checked {
        if values.len() != self.players()
            || values
                .iter()
                .any(|v| v.len() != usize::from(DETAINEES_AT_START))
        {
            return Err(ChanceError::WrongCount);
        }
        for (s, vals) in values.iter().enumerate() {
            for (k, &v) in vals.iter().enumerate() {
                let id = DieId::Coloured(Seat(s as u8), Self::first_detainee() + k as u8);
                let v = die_value(v)?;
                if let Some(d) = self.die_mut(id) {
                    d.value = v;
                }
            }
        }
        events.push(Event::DetaineesRolled(values.to_vec()));
        self.phase = Phase::Detain(self.start);
        Ok(())
    }

    /// The number of the first setup detainee (WB-3.4: d6 with 8 dice and 3 detainees).
    pub(super) fn first_detainee() -> u8 {
        DICE_PER_PLAYER - DETAINEES_AT_START + 1
    }

    /// CH-3, WB-3.5, WB-5.3.
    fn deal(&mut self, cards: &[CardId], events: &mut Vec<Event>) -> Checked {
        if cards.len() != self.cards_to_deal() {
            return Err(ChanceError::WrongCount);
        }
        for &card in cards {
            if self.draw.is_empty() {
                self.draw.append(&mut self.discard);
                self.draw.sort();
            }
            let at = self
                .draw
                .iter()
                .position(|&c| c == card)
                .ok_or(ChanceError::NotDrawable)?;
            self.draw.remove(at);
            if let Some(slot) = self.slots.iter_mut().find(|s| s.is_none()) {
                *slot = Some(card);
            }
        }
        events.push(Event::Dealt(cards.to_vec()));
        if self.phase == Phase::SetupDisplay {
            // WB-3.10: round 1 begins.
            self.begin_round(events);
        } else {
            self.phase = Phase::Roll;
        }
        Ok(())
    }

    /// CH-4, WB-5.2.
    fn lay_tokens(&mut self, tokens: &[TokenId], events: &mut Vec<Event>) -> Checked {
        let spaces = self.token_spaces();
        if tokens.len() != spaces.len() {
            return Err(ChanceError::WrongCount);
        }
        for &t in tokens {
            let at = self
                .pool
                .iter()
                .position(|&p| p == t)
                .ok_or(ChanceError::NotDrawable)?;
            self.pool.remove(at);
        }
        self.tokens = spaces.into_iter().zip(tokens.iter().copied()).collect();
        events.push(Event::TokensLaid(self.tokens.clone()));
        // WB-5.3: from round 2 on, the display is replaced.
        if self.round >= 2 {
            for slot in &mut self.slots {
                if let Some(c) = slot.take() {
                    self.discard.push(c);
                }
            }
            self.discard.sort();
            if self.cards_to_deal() > 0 {
                self.phase = Phase::Display;
                return Ok(());
            }
        }
        self.phase = Phase::Roll;
        Ok(())
    }

    /// CH-5, WB-5.4.
    fn roll(&mut self, hands: &[Vec<u8>], white: &[u8], events: &mut Vec<Event>) -> Checked {
        if hands.iter().map(Vec::len).ne(self.roll_counts())
            || white.len() != usize::from(WHITE_DICE)
        {
            return Err(ChanceError::WrongCount);
        }
        for (s, values) in hands.iter().enumerate() {
            let ids: Vec<DieId> = self.hand(Seat(s as u8)).map(|d| d.id).collect();
            for (id, &v) in ids.into_iter().zip(values) {
                let v = die_value(v)?;
                if let Some(d) = self.die_mut(id) {
                    d.value = v;
                }
            }
        }
        for (n, &v) in (1..=WHITE_DICE).zip(white) {
            let v = die_value(v)?;
            if let Some(d) = self.die_mut(DieId::White(n)) {
                d.value = v;
                d.zone = Zone::Pond;
            }
        }
        events.push(Event::Rolled);
        self.start_post_roll(events);
        Ok(())
    }
}
