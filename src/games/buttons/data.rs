//! The one data definition of War of the Buttons (WB-2). Every number the rules use is
//! read from here: changing a lane reward, a card cost or a price is a one-line change.
//! Comments name each number's source as WB-2 does (seed, research, derived, PROPOSED).

use super::location::Location;

/// WB-0.3: a die shows a value from 1 to this.
pub const DIE_FACES: u8 = 6;

/// WB-1.1: the fewest players.
pub const MIN_PLAYERS: usize = 2;
/// WB-1.1: the most players.
pub const MAX_PLAYERS: usize = 4;

/// WB-3.3 (seed §2): coloured dice per player.
pub const DICE_PER_PLAYER: u8 = 8;
/// WB-3.4 (research): detainees each player places at setup; they are the highest ids.
pub const DETAINEES_AT_START: u8 = 3;
/// WB-3.2 (seed §3): starting buttons, by place in turn order from the start player.
pub const START_BUTTONS: [u32; MAX_PLAYERS] = [2, 3, 4, 5];
/// WB-12.1 (seed §2): white dice.
pub const WHITE_DICE: u8 = 6;
/// WB-3.5 (seed §4-I): display slots by player count, as (players, slots).
pub const DISPLAY_SLOTS: [(usize, usize); 3] = [(2, 2), (3, 2), (4, 3)];

/// WB-1.3: the board's card slots, the most any player count uses.
pub const MAX_SLOTS: usize = 3;

/// WB-1.2 (seed §2): hut sections per player.
pub const HUT_SECTIONS: u8 = 6;
/// WB-2.5 (PROPOSED): detention spaces D1…D4, each the section it lies beside.
pub const DETENTION_BESIDE: [u8; 4] = [1, 2, 3, 4];

/// One dice lane of WB-2 (Data, derived: WB-2.1).
#[derive(Debug)]
pub struct LaneData {
    /// The location.
    pub location: Location,
    /// The player counts the location is used with (WB-1.4, WB-7.1).
    pub players: &'static [usize],
    /// Column rewards, column 1 first (WB-7.6); the last repeats (WB-2.2).
    pub rewards: &'static [u32],
}

/// WB-2 `lanes`.
pub const LANES: [LaneData; 3] = [
    LaneData {
        location: Location::Quarry,
        players: &[2, 3, 4],
        rewards: &[3, 3, 2, 1],
    },
    LaneData {
        location: Location::Forest,
        players: &[2, 3, 4],
        rewards: &[4, 4, 3, 2, 1],
    },
    LaneData {
        location: Location::Field,
        players: &[4],
        rewards: &[5, 4, 3, 2, 1],
    },
];

/// WB-2.4 (PROPOSED): the lane tiles LT1…LT6 of the `lane_tiles` variant (WB-19.1).
pub const LANE_TILES: [&[u32]; 6] = [
    &[4, 3, 2, 1],
    &[2, 3, 3, 1],
    &[3, 3, 3, 2, 1],
    &[5, 3, 2, 1, 1],
    &[2, 4, 3, 2, 1],
    &[4, 4, 2, 2, 2],
];

/// WB-8.6 (seed §6): the price of FREE.
pub const FREE_COST: u32 = 8;
/// WB-8.9 (seed §6): the price of BIG_BROTHER.
pub const BIG_BROTHER_COST: u32 = 2;
/// WB-8.9 (seed §6): BB tokens BIG_BROTHER gives.
pub const BIG_BROTHER_GAIN: u8 = 2;
/// WB-8.10 (seed §6): BUILD costs this plus [`BUILD_PER_SECTION`] per built section.
pub const BUILD_BASE: u32 = 5;
/// WB-8.10 (seed §6).
pub const BUILD_PER_SECTION: u32 = 1;
/// WB-8.11 (seed §6): STAR costs this plus [`STAR_PER_STAR`] per star held.
pub const STAR_BASE: u32 = 5;
/// WB-8.11 (seed §6).
pub const STAR_PER_STAR: u32 = 1;

/// WB-11.2 (seed §9): the price of a white die.
pub const WHITE_DIE_COST: u32 = 3;
/// WB-11.3 (seed §9): the price of one pip of change.
pub const CHANGE_COST_PER_PIP: u32 = 1;

/// WB-5.1 (seed §4-I, §7): income per owned card per round.
pub const INCOME_PER_CARD: u32 = 2;
/// WB-10.2 (seed §8): village buttons per item.
pub const VILLAGE_PER_ITEM: u32 = 1;

/// Where an `on_place` card triggers (WB-9.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Area {
    /// A die placed in the school.
    School,
    /// A bid at this location.
    Location(Location),
    /// A village action.
    Village,
}

/// How an `on_place` card pays (WB-9.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Per {
    /// Once per dice action.
    Action,
    /// Once per item placed.
    Item,
}

/// A card's effect (WB-9.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect {
    /// Build one buildable section at once.
    BuildSection,
    /// Buttons whenever the owner places in an area.
    OnPlace {
        /// The area.
        area: Area,
        /// Buttons paid.
        buttons: u32,
        /// Per action or per item.
        per: Per,
    },
    /// Take this many BB tokens.
    GainBb(u8),
    /// Ties displace at locations (WB-7.4).
    TiesDisplace,
    /// Rename the owner's dice showing this face (post-roll).
    Rename(u8),
    /// Reroll any of the owner's dice (post-roll).
    Reroll,
    /// Take this many stars.
    GainStars(u8),
}

/// A card's type (WB-9.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CardType {
    /// Applied at once, then turned face down.
    OneShot,
    /// Applies whenever triggered.
    Permanent,
    /// Used in the post-roll step.
    PostRoll,
}

/// One card of WB-2 `cards`; the card `Cnn` is `CARDS[nn - 1]`.
#[derive(Debug)]
pub struct CardData {
    /// The effect (seed §7).
    pub effect: Effect,
    /// The type (seed §7).
    pub kind: CardType,
    /// Equal items needed to buy it (PROPOSED, WB-2.3).
    pub dice: u8,
    /// The player counts it is used with (WB-1.4).
    pub players: &'static [usize],
}

const ALL: &[usize] = &[2, 3, 4];

const fn card(effect: Effect, kind: CardType, dice: u8) -> CardData {
    CardData {
        effect,
        kind,
        dice,
        players: ALL,
    }
}

const fn on_place(area: Area, buttons: u32, per: Per) -> Effect {
    Effect::OnPlace { area, buttons, per }
}

/// WB-2 `cards` (WB-9.6), C01 first.
pub const CARDS: [CardData; 18] = [
    card(Effect::BuildSection, CardType::OneShot, 3),
    card(Effect::BuildSection, CardType::OneShot, 3),
    card(Effect::BuildSection, CardType::OneShot, 3),
    card(Effect::BuildSection, CardType::OneShot, 3),
    card(
        on_place(Area::School, 2, Per::Action),
        CardType::Permanent,
        2,
    ),
    card(
        on_place(Area::Location(Location::Forest), 2, Per::Action),
        CardType::Permanent,
        2,
    ),
    card(
        on_place(Area::Location(Location::Quarry), 2, Per::Action),
        CardType::Permanent,
        2,
    ),
    CardData {
        effect: on_place(Area::Location(Location::Field), 2, Per::Action),
        kind: CardType::Permanent,
        dice: 2,
        players: &[4],
    },
    card(
        on_place(Area::Village, 1, Per::Item),
        CardType::Permanent,
        2,
    ),
    card(Effect::GainBb(2), CardType::OneShot, 2),
    card(Effect::GainBb(3), CardType::OneShot, 3),
    card(Effect::TiesDisplace, CardType::Permanent, 3),
    card(Effect::Rename(1), CardType::PostRoll, 3),
    card(Effect::Rename(2), CardType::PostRoll, 3),
    card(Effect::Rename(3), CardType::PostRoll, 3),
    card(Effect::Reroll, CardType::PostRoll, 3),
    card(Effect::GainStars(1), CardType::OneShot, 3),
    card(Effect::GainStars(2), CardType::OneShot, 4),
];

/// One bonus token of WB-2 `bonusTokens` (seed §13); `Bnn` is `TOKENS[nn - 1]`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TokenData {
    /// Sections built.
    pub build: u8,
    /// Stars taken.
    pub stars: u8,
    /// Buttons taken.
    pub buttons: u32,
    /// Detainees rescued.
    pub rescue: u8,
    /// BB tokens taken.
    pub bb: u8,
}

const fn token(build: u8, stars: u8, buttons: u32, rescue: u8, bb: u8) -> TokenData {
    TokenData {
        build,
        stars,
        buttons,
        rescue,
        bb,
    }
}

/// WB-2 `bonusTokens`, B01 first (build, stars, buttons, rescue, bb).
pub const TOKENS: [TokenData; 12] = [
    token(1, 1, 0, 0, 0),
    token(1, 1, 0, 0, 0),
    token(1, 0, 0, 0, 0),
    token(1, 0, 3, 0, 0),
    token(1, 0, 4, 0, 0),
    token(1, 0, 5, 0, 0),
    token(1, 0, 0, 1, 0),
    token(0, 0, 0, 1, 0),
    token(0, 0, 3, 1, 0),
    token(0, 0, 5, 0, 0),
    token(0, 0, 3, 0, 1),
    token(0, 0, 0, 0, 2),
];

/// WB-15.2 (seed §2): stars in the supply.
pub const STAR_SUPPLY: u8 = 24;
/// WB-15.2 (seed §2): BB tokens in the supply.
pub const BB_SUPPLY: u8 = 12;

/// WB-18.1 (seed §15): built sections that end the game.
pub const SECTIONS_TO_END: u8 = 6;
/// WB-18.1 (seed §15): stars that end the game.
pub const STARS_TO_END: u8 = 6;
/// WB-18.3: VP per owned card.
pub const VP_PER_CARD: i64 = 1;
/// WB-18.3: VP per star.
pub const VP_PER_STAR: i64 = 1;
/// WB-18.3: VP per built section.
pub const VP_PER_SECTION: i64 = 1;
/// WB-18.3: buttons per VP.
pub const BUTTONS_PER_VP: u32 = 5;

/// WB-0.3: whether `v` is a die's value.
pub fn is_face(v: u8) -> bool {
    (1..=DIE_FACES).contains(&v)
}

/// The detention spaces of a hut (WB-14.1).
pub fn detention_spaces() -> u8 {
    DETENTION_BESIDE.len() as u8
}

/// The display slots with `players` players (WB-3.5, WB-9.1).
pub fn display_slots(players: usize) -> usize {
    DISPLAY_SLOTS
        .iter()
        .find(|&&(p, _)| p == players)
        .map_or(0, |&(_, s)| s)
}

/// The active locations with `players` players (WB-7.1), in order quarry, forest, field.
pub fn active_locations(players: usize) -> Vec<Location> {
    LANES
        .iter()
        .filter(|l| l.players.contains(&players))
        .map(|l| l.location)
        .collect()
}

/// A location's printed rewards (WB-2.1).
pub fn lane_rewards(location: Location) -> &'static [u32] {
    LANES
        .iter()
        .find(|l| l.location == location)
        .map_or(&[], |l| l.rewards)
}
