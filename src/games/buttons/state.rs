//! The state of a game (WB-S): dice and zones, lanes, school, cards, tokens, supplies
//! and the players, with the queries the rules share.

use super::data::{
    self, DETENTION_BESIDE, DICE_PER_PLAYER, HUT_SECTIONS, SECTIONS_TO_END, STARS_TO_END,
};
use super::dice::{CardId, Die, DieId, Space, TokenId, TokenSpace, Zone};
use super::location::Location;
use super::{ButtonsOptions, Illegal};
use crate::engine::Seat;
use serde::{Deserialize, Serialize};

/// A card a player owns (WB-9.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Owned {
    /// The card.
    pub card: CardId,
    /// Face up (a one-shot card is face down once used).
    pub face_up: bool,
}

/// One player's pieces (WB-S per player).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// Buttons, never negative (WB-0.8).
    pub buttons: u32,
    /// Stars (WB-15.3).
    pub stars: u8,
    /// BB tokens held (WB-13.1).
    pub bb: u8,
    /// Built hut sections, section 1 first (WB-14.2).
    pub built: Vec<bool>,
    /// Owned cards, in the order bought.
    pub cards: Vec<Owned>,
    /// WB-7.8: under the traitor ban this round.
    pub traitor_ban: bool,
    /// WB-5.5: post-roll cards used this round.
    pub post_roll_used: Vec<CardId>,
}

impl Player {
    /// Built sections.
    pub fn built_count(&self) -> u8 {
        self.built.iter().filter(|&&b| b).count() as u8
    }

    /// WB-18.1: whether the player meets an end condition.
    pub fn meets_end(&self) -> bool {
        self.built_count() >= SECTIONS_TO_END || self.stars >= STARS_TO_END
    }

    /// WB-18.3: victory points.
    pub fn vp(&self) -> i64 {
        self.cards.len() as i64 * data::VP_PER_CARD
            + i64::from(self.stars) * data::VP_PER_STAR
            + i64::from(self.built_count()) * data::VP_PER_SECTION
            + i64::from(self.buttons / data::BUTTONS_PER_VP)
    }
}

/// A dice lane (WB-7.2); its standing bid is the dice in [`Zone::Lane`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lane {
    /// The location.
    pub location: Location,
    /// The last column used this round, 0 if none.
    pub col: u8,
    /// The rewards, column 1 first.
    pub rewards: Vec<u32>,
}

impl Lane {
    /// WB-7.5: the column the next bid goes to.
    pub fn target(&self) -> u8 {
        let len = self.rewards.len() as u8;
        (self.col + 1).min(len)
    }

    /// The reward of column `col` (1-based).
    pub fn reward(&self, col: u8) -> u32 {
        self.rewards
            .get(usize::from(col).saturating_sub(1))
            .copied()
            .unwrap_or(0)
    }
}

/// The state of a turn (WB-6.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    /// Whose turn.
    pub seat: Seat,
    /// A bonus action was taken.
    pub bonus_used: bool,
    /// The dice action was taken.
    pub dice_done: bool,
    /// BB tokens used this turn, returned at its end (WB-6.6).
    pub bb_used: u8,
}

/// Where the game stands (WB-S phase).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// CH-1: waiting for the first start player.
    StartPlayer,
    /// CH-7: waiting for the lane tiles (variant).
    LaneTiles,
    /// CH-2: waiting for the detainee rolls.
    DetaineeRolls,
    /// M-1: this seat places its detainees.
    Detain(Seat),
    /// CH-3 at setup.
    SetupDisplay,
    /// CH-4: waiting for the round's tokens.
    Tokens,
    /// CH-3 from round 2 on.
    Display,
    /// CH-5: waiting for the rolls.
    Roll,
    /// WB-5.5: this seat's post-roll step.
    PostRoll(Seat),
    /// CH-6: waiting for the reroll of these dice of this seat.
    Reroll(Seat, Vec<DieId>),
    /// WB-6: a turn.
    Turn(Turn),
    /// M-14: this seat takes the traitor penalty for value `t`.
    Traitor(Seat, u8),
    /// M-15: this seat resolves the token on this space.
    Token(Seat, TokenSpace),
    /// WB-18: the game is over.
    Over,
}

/// A round-end step still to run (WB-17).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Step {
    /// Step 1: the traitor check for value `t`.
    Traitor(u8),
    /// Step 2: the exam on value `e` and its claimant, from the snapshot.
    Exam(u8, Option<Seat>),
    /// Steps 2 and 4: the claimant resolves a token.
    Token(Seat, TokenSpace),
    /// Step 3: the new start player.
    Start(Seat),
}

/// A game of War of the Buttons. Everything is public (WB-I), so it is also the view.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Buttons {
    pub(super) players: u8,
    pub(super) options: ButtonsOptions,
    pub(super) round: u32,
    pub(super) start: Seat,
    pub(super) phase: Phase,
    pub(super) dice: Vec<Die>,
    pub(super) lanes: Vec<Lane>,
    pub(super) slots: Vec<Option<CardId>>,
    pub(super) draw: Vec<CardId>,
    pub(super) discard: Vec<CardId>,
    pub(super) boxed: Vec<CardId>,
    pub(super) pool: Vec<TokenId>,
    pub(super) tokens: Vec<(TokenSpace, TokenId)>,
    pub(super) star_supply: u8,
    pub(super) bb_supply: u8,
    pub(super) seats: Vec<Player>,
    pub(super) steps: Vec<Step>,
    pub(super) final_vp: Option<Vec<i64>>,
    pub(super) winners: Vec<Seat>,
}

impl Buttons {
    /// The number of players.
    pub fn players(&self) -> usize {
        usize::from(self.players)
    }

    /// The round, from 1 (0 during setup).
    pub fn round(&self) -> u32 {
        self.round
    }

    /// The start player.
    pub fn start_player(&self) -> Seat {
        self.start
    }

    /// Where the game stands.
    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    /// Every die (WB-0.3).
    pub fn dice(&self) -> &[Die] {
        &self.dice
    }

    /// The active lanes.
    pub fn lanes(&self) -> &[Lane] {
        &self.lanes
    }

    /// The display slots.
    pub fn slots(&self) -> &[Option<CardId>] {
        &self.slots
    }

    /// The card draw pile (unordered), discard pile and box.
    pub fn piles(&self) -> (&[CardId], &[CardId], &[CardId]) {
        (&self.draw, &self.discard, &self.boxed)
    }

    /// The face-down token pool.
    pub fn pool(&self) -> &[TokenId] {
        &self.pool
    }

    /// The tokens lying on spaces.
    pub fn tokens(&self) -> &[(TokenSpace, TokenId)] {
        &self.tokens
    }

    /// Stars and BB tokens left in the supply.
    pub fn supply(&self) -> (u8, u8) {
        (self.star_supply, self.bb_supply)
    }

    /// A player's pieces.
    pub fn player(&self, seat: Seat) -> &Player {
        &self.seats[seat.index()]
    }

    /// Every player's pieces.
    pub fn all_players(&self) -> &[Player] {
        &self.seats
    }

    /// The VP scored at the game end, if they were (WB-18.3).
    pub fn final_vp(&self) -> Option<&[i64]> {
        self.final_vp.as_deref()
    }

    /// The seat that must act, if any (WB-0.11).
    pub fn to_act(&self) -> Option<Seat> {
        match &self.phase {
            Phase::Detain(s) | Phase::PostRoll(s) | Phase::Traitor(s, _) | Phase::Token(s, _) => {
                Some(*s)
            }
            Phase::Turn(t) => Some(t.seat),
            _ => None,
        }
    }

    pub(super) fn index(&self, id: DieId) -> Option<usize> {
        match id {
            DieId::Coloured(s, n)
                if s.index() < self.players() && (1..=DICE_PER_PLAYER).contains(&n) =>
            {
                Some(s.index() * usize::from(DICE_PER_PLAYER) + usize::from(n) - 1)
            }
            DieId::White(n) if (1..=data::WHITE_DICE).contains(&n) => {
                Some(self.players() * usize::from(DICE_PER_PLAYER) + usize::from(n) - 1)
            }
            _ => None,
        }
    }

    /// The die with this id.
    pub fn die(&self, id: DieId) -> Option<&Die> {
        self.index(id).and_then(|i| self.dice.get(i))
    }

    pub(super) fn die_mut(&mut self, id: DieId) -> Option<&mut Die> {
        self.index(id).and_then(|i| self.dice.get_mut(i))
    }

    pub(super) fn set_zone(&mut self, id: DieId, zone: Zone) {
        if let Some(d) = self.die_mut(id) {
            d.zone = zone;
        }
    }

    /// The dice in a zone, by id.
    pub fn in_zone(&self, zone: Zone) -> impl Iterator<Item = &Die> {
        self.dice.iter().filter(move |d| d.zone == zone)
    }

    /// A seat's hand (WB-0.4).
    pub fn hand(&self, seat: Seat) -> impl Iterator<Item = &Die> {
        self.in_zone(Zone::Hand(seat))
    }

    /// A seat's own coloured dice in hand.
    pub fn own_hand(&self, seat: Seat) -> impl Iterator<Item = &Die> {
        self.hand(seat).filter(move |d| d.id.owner() == Some(seat))
    }

    /// A seat's detainees (WB-0.5).
    pub fn detainees(&self, seat: Seat) -> impl Iterator<Item = &Die> {
        self.dice
            .iter()
            .filter(move |d| d.id.owner() == Some(seat) && matches!(d.zone, Zone::Detained(_)))
    }

    /// A seat's empty detention spaces, 1–4.
    pub fn empty_spaces(&self, seat: Seat) -> Vec<u8> {
        (1..=data::detention_spaces())
            .filter(|&k| !self.detainees(seat).any(|d| d.zone == Zone::Detained(k)))
            .collect()
    }

    /// WB-14.2: a seat's buildable sections, 1-based.
    pub fn buildable(&self, seat: Seat) -> Vec<u8> {
        let p = self.player(seat);
        (1..=HUT_SECTIONS)
            .filter(|&s| !p.built.get(usize::from(s) - 1).copied().unwrap_or(true))
            .filter(|&s| {
                !self.detainees(seat).any(|d| match d.zone {
                    Zone::Detained(k) => DETENTION_BESIDE.get(usize::from(k) - 1) == Some(&s),
                    _ => false,
                })
            })
            .collect()
    }

    /// A lane by location, if active.
    pub fn lane(&self, location: Location) -> Option<&Lane> {
        self.lanes.iter().find(|l| l.location == location)
    }

    /// The standing bid of a location: (count, value).
    pub fn standing(&self, location: Location) -> Option<(usize, u8)> {
        let dice: Vec<&Die> = self.in_zone(Zone::Lane(location)).collect();
        dice.first().map(|d| (dice.len(), d.value))
    }

    /// WB-7.10: the owner of a location (its standing coloured dice).
    pub fn location_owner(&self, location: Location) -> Option<Seat> {
        self.in_zone(Zone::Lane(location))
            .find_map(|d| d.id.owner())
    }

    /// The die on a school space.
    pub fn school(&self, space: Space) -> Option<&Die> {
        self.in_zone(Zone::School(space)).next()
    }

    /// The token lying on a space.
    pub fn token_on(&self, space: TokenSpace) -> Option<TokenId> {
        self.tokens
            .iter()
            .find(|(s, _)| *s == space)
            .map(|&(_, t)| t)
    }

    /// Whether a seat owns a card with this effect.
    pub(super) fn owns_effect(&self, seat: Seat, pred: impl Fn(data::Effect) -> bool) -> bool {
        self.player(seat)
            .cards
            .iter()
            .any(|o| o.card.data().is_some_and(|d| pred(d.effect)))
    }

    /// The own dice in hand, by value, lowest ids first (the canonical choice of
    /// dice named by value).
    pub(super) fn pick_own(&self, seat: Seat, values: &[u8]) -> Result<Vec<DieId>, Illegal> {
        let mut picked: Vec<DieId> = Vec::new();
        for &v in values {
            let die = self
                .own_hand(seat)
                .find(|d| d.value == v && !picked.contains(&d.id))
                .ok_or(Illegal::NotInHand)?;
            picked.push(die.id);
        }
        Ok(picked)
    }

    /// A seat's own die `d<n>`.
    pub(super) fn own_die(&self, seat: Seat, n: u8) -> Option<&Die> {
        self.die(DieId::Coloured(seat, n))
    }

    /// Builds section `s` for a seat (WB-14.2).
    pub(super) fn build(&mut self, seat: Seat, section: u8) {
        if let Some(b) = self.seats[seat.index()]
            .built
            .get_mut(usize::from(section).saturating_sub(1))
        {
            *b = true;
        }
    }

    /// Takes up to `n` stars from the supply (WB-15.2); returns how many.
    pub(super) fn take_stars(&mut self, seat: Seat, n: u8) -> u8 {
        let got = n.min(self.star_supply);
        self.star_supply -= got;
        self.seats[seat.index()].stars += got;
        got
    }

    /// Takes up to `n` BB tokens from the supply (WB-15.2); returns how many.
    pub(super) fn take_bb(&mut self, seat: Seat, n: u8) -> u8 {
        let got = n.min(self.bb_supply);
        self.bb_supply -= got;
        self.seats[seat.index()].bb += got;
        got
    }
}
