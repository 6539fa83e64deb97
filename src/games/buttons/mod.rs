//! War of the Buttons: 2–4 players place dice at locations, in the school, on cards and
//! in the village to earn buttons, build their huts and gather stars. The rules are
//! `shared/rules/war-of-the-buttons.md`; rule ids (`WB-x.y`) are cited where they are
//! implemented, and every number comes from [`data`] (WB-2).
//!
//! Chance outcomes are CH-1…CH-7 ([`Chance`]); everything else is a move of one seat
//! (M-1…M-15, [`Move`]). Forced passes and choices with a single option are applied by the
//! engine (WB-0.10), so it never waits on a seat that has nothing to decide.

mod actions;
mod ai;
mod cards;
pub mod data;
mod determinize;
pub mod dice;
mod location;
mod notation;
mod options;
mod picture;
mod present;
mod round;
mod round_end;
mod school;
mod setup;
pub mod state;
mod view;

#[cfg(test)]
mod tests;

pub use dice::{CardId, Die, DieId, Space, TokenId, TokenSpace, Zone};
pub use location::Location;
pub use notation::{Items, Move};
pub use options::{ButtonsOptions, FirstPlayer, LaneTiles};
pub use state::{Buttons, Lane, Owned, Phase, Player, Step, Turn};

use crate::engine::{
    all_or_nothing, Actors, ChanceError, Game, GameInfo, Notice, OptionSpec, Picture, Seat,
    SeatSet, SetupError, Text, ViewText, Viewer,
};
use rand::Rng;
use serde::{Deserialize, Serialize};

/// A chance outcome (WB-C). In a record, e.g. `{"start_player": 1}` or
/// `{"roll": {"hands": [[3, 5, 1, 1, 6]], "white": [1, 2, 3, 4, 5, 6]}}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Chance {
    /// CH-1: the first start player.
    StartPlayer(Seat),
    /// CH-7: the tile (0-based index of LT1…LT6) of each active location, in order.
    LaneTiles(Vec<u8>),
    /// CH-2: each seat's detainee values (dice d6, d7, d8).
    Detainees(Vec<Vec<u8>>),
    /// CH-3: the cards drawn into the empty slots, in slot order.
    Display(Vec<CardId>),
    /// CH-4: the token for each token space (locations in order, then EXAM).
    Tokens(Vec<TokenId>),
    /// CH-5: each seat's hand values (dice in id order), then the white dice.
    Roll {
        /// Per seat, the values of the dice in hand, in id order.
        hands: Vec<Vec<u8>>,
        /// The white dice w1…w6.
        white: Vec<u8>,
    },
    /// CH-6: the new values of the rerolled dice, in id order.
    Reroll(Vec<u8>),
}

/// What a card gave its buyer at once (WB-9.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Gain {
    /// Nothing at once.
    None,
    /// This section was built.
    Built(u8),
    /// The effect was lost (no buildable section).
    Lost,
    /// BB tokens taken.
    Bb(u8),
    /// Stars taken.
    Stars(u8),
}

/// What happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// CH-1.
    StartPlayer(Seat),
    /// CH-7: the rewards of each lane.
    LaneTiles(Vec<(Location, u8)>),
    /// CH-2: the detainee values per seat.
    DetaineesRolled(Vec<Vec<u8>>),
    /// CH-3: cards dealt into the display.
    Dealt(Vec<CardId>),
    /// M-1.
    Detained(Seat, Vec<(u8, u8)>),
    /// WB-5.1: a round started; income per seat.
    RoundStarted {
        /// The round.
        round: u32,
        /// The start player.
        start: Seat,
        /// Buttons gained per seat.
        income: Vec<u32>,
    },
    /// CH-4.
    TokensLaid(Vec<(TokenSpace, TokenId)>),
    /// CH-5.
    Rolled,
    /// M-2.
    Renamed(Seat, CardId, Vec<(u8, u8)>),
    /// M-3 + CH-6: the new values.
    Rerolled(Seat, Vec<(u8, u8)>),
    /// M-5.
    WhiteTaken(Seat, u8, u8),
    /// M-6: die, old, new, cost.
    Changed(Seat, u8, u8, u8, u32),
    /// M-7: card given up, detainee freed.
    Rescued(Seat, CardId, u8),
    /// M-8: location, count, value, displaced, column, buttons gained.
    Bid {
        /// Who.
        seat: Seat,
        /// Where.
        location: Location,
        /// Items.
        count: usize,
        /// Value.
        value: u8,
        /// Dice sent to the mill.
        displaced: usize,
        /// Column taken.
        column: u8,
        /// Buttons gained.
        gain: u32,
    },
    /// M-9: space, value, cost, freed detainee, built section, buttons gained.
    School {
        /// Who.
        seat: Seat,
        /// The space.
        space: Space,
        /// The die's value.
        value: u8,
        /// Buttons paid.
        cost: u32,
        /// A detainee freed.
        freed: Option<u8>,
        /// A section built.
        built: Option<u8>,
        /// Buttons gained (C05).
        gain: u32,
    },
    /// M-10.
    Bought {
        /// Who.
        seat: Seat,
        /// The card.
        card: CardId,
        /// The value paid.
        value: u8,
        /// The one-shot gain.
        gain: Gain,
    },
    /// M-11: items, buttons gained.
    Village(Seat, usize, u32),
    /// WB-6.6: the turn ended.
    TurnEnded(Seat),
    /// WB-17.3: the traitor check; the penalised seat, if any.
    Traitor(u8, Option<Seat>),
    /// M-14: die and detention space.
    Penalty(Seat, u8, u8),
    /// WB-17.4: the exam value and the claimant.
    Exam(u8, Option<Seat>),
    /// M-15 / automatic: a token claimed and what it gave.
    TokenClaimed {
        /// The claimant.
        seat: Seat,
        /// The token's space.
        space: TokenSpace,
        /// The token.
        token: TokenId,
        /// Section built.
        built: Option<u8>,
        /// Detainee freed.
        rescued: Option<u8>,
    },
    /// WB-17.5.
    NewStartPlayer(Seat),
    /// WB-18: the winners, and the VP when scored.
    GameOver(Vec<Seat>, Option<Vec<i64>>),
}

/// Why a move is illegal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Illegal {
    /// This kind of move does not fit this moment.
    NotNow,
    /// A die named is not in the hand (or not where the move needs it).
    NotInHand,
    /// A detainee or detention space named does not fit.
    BadDetention,
    /// The card is not owned, already used, or of another kind.
    BadCard,
    /// The player cannot pay this many buttons (WB-0.8).
    CannotAfford(u32),
    /// The items do not all show one value (WB-7.3, WB-9.2).
    MixedValues,
    /// A dice action places at least one item (WB-6.5 d).
    NoItems,
    /// The player has no BB token, or one is not allowed here (WB-6.5 b, c).
    NoBigBrother,
    /// The bid does not beat the standing bid (WB-7.4).
    DoesNotBeat,
    /// WB-7.8: the traitor ban.
    TraitorBan,
    /// The location is not in play (WB-7.1).
    Inactive,
    /// The school space is taken (WB-8.1).
    SpaceTaken,
    /// WB-8.3: the space's requirement is not met.
    Requirement,
    /// The section named is not buildable, or one must be named (WB-14.2).
    Section,
    /// The slot holds no card (WB-9.3).
    EmptySlot,
    /// A card needs exactly this many items (WB-9.2).
    ItemCount(u8),
    /// WB-6.3: one bonus action per turn.
    BonusUsed,
    /// WB-6.3: the dice action must come first / was already taken.
    DiceAction,
    /// The choice is not among the options (new value, token, penalty die).
    BadChoice,
}

impl Buttons {
    fn actor_set(&self) -> SeatSet {
        self.to_act().map_or(SeatSet::EMPTY, SeatSet::one)
    }

    fn moves(&self, seat: Seat) -> Vec<Move> {
        let mut out = Vec::new();
        if self.to_act() != Some(seat) {
            return out;
        }
        match &self.phase {
            Phase::Detain(_) => out.extend(self.detain_moves(seat)),
            Phase::PostRoll(_) => out.extend(self.post_roll_moves(seat)),
            Phase::Turn(t) => out.extend(self.turn_moves(*t)),
            Phase::Traitor(_, t) => out.extend(self.penalty_moves(seat, *t)),
            Phase::Token(_, space) => out.extend(self.token_moves(seat, *space)),
            _ => {}
        }
        out
    }
}

impl Game for Buttons {
    type Options = ButtonsOptions;
    type Move = Move;
    type Chance = Chance;
    type Event = Event;
    type Illegal = Illegal;
    type View = Buttons;

    const INFO: GameInfo = GameInfo {
        id: "buttons",
        name: "buttons-name",
        min_players: data::MIN_PLAYERS,
        max_players: data::MAX_PLAYERS,
        options: &[
            OptionSpec {
                key: "lane_tiles",
                values: &["off", "on"],
            },
            OptionSpec {
                key: "start_player",
                values: &["random", "1", "2", "3", "4"],
            },
        ],
        rule_sections: &[
            "overview",
            "setup",
            "round",
            "locations",
            "school",
            "cards",
            "village",
            "bonus",
            "white",
            "big-brothers",
            "huts",
            "round-end",
            "game-end",
        ],
    };

    /// Every card, star, section and button counts as it comes, so a playout that
    /// stopped at the first change of a score judged a move by the next few moves:
    /// `strong` won 19 of 100 games at 4 players against `basic` so, 95 with 60 moves
    /// first (BENCHMARKS.md, "AI strength").
    const PLAYOUT_HORIZON: usize = 60;

    fn new(players: usize, options: &ButtonsOptions) -> Result<Buttons, SetupError> {
        Self::INFO.check_players(players)?;
        let mut game = Buttons::setup(players, *options);
        if let FirstPlayer::Fixed(seat) = options.start_player {
            // WB-3.1: the host fixed the start player; CH-1 is skipped.
            game.first_start(seat, &mut Vec::new())
                .map_err(|_| SetupError::BadValue {
                    key: "start_player".into(),
                    value: seat.to_string(),
                })?;
        }
        Ok(game)
    }

    fn seats(&self) -> usize {
        self.players()
    }

    fn actors(&self) -> Actors {
        match self.phase {
            Phase::Over => Actors::Over,
            _ if self.to_act().is_some() => Actors::Seats(self.actor_set()),
            _ => Actors::Chance,
        }
    }

    fn legal_moves(&self, seat: Seat, out: &mut Vec<Move>) {
        out.extend(self.moves(seat));
    }

    fn try_move(&mut self, seat: Seat, mv: &Move, events: &mut Vec<Event>) -> Result<(), Illegal> {
        match (self.phase.clone(), mv) {
            (Phase::Detain(_), Move::Detain(pairs)) => self.detain(seat, pairs, events),
            (Phase::PostRoll(_), Move::Rename { card, changes }) => {
                self.rename(seat, *card, changes, events)
            }
            (Phase::PostRoll(_), Move::Reroll(dice)) => self.reroll(seat, dice),
            (Phase::PostRoll(_), Move::Done) => {
                self.next_post_roll(seat, events);
                Ok(())
            }
            (Phase::Turn(turn), _) => self.turn_move(turn, mv, events),
            (Phase::Traitor(_, t), Move::Penalty { die, space }) => {
                self.penalty(seat, t, *die, *space, events)
            }
            (
                Phase::Token(_, space),
                Move::Token {
                    space: named,
                    section,
                    detainee,
                },
            ) if *named == space => self.resolve_token(seat, space, *section, *detainee, events),
            _ => Err(Illegal::NotNow),
        }
    }

    fn sample_chance<R: Rng + ?Sized>(&self, rng: &mut R) -> Chance {
        self.sample(rng)
    }

    fn determinize<R: Rng + ?Sized>(&self, _seat: Seat, _rng: &mut R) -> Buttons {
        determinize::determinize(self)
    }

    fn apply_chance(
        &mut self,
        chance: &Chance,
        events: &mut Vec<Event>,
    ) -> Result<(), ChanceError> {
        all_or_nothing(self, events, |next, new_events| {
            next.chance(chance, new_events)
        })
    }

    fn view(&self, _viewer: Viewer) -> Buttons {
        // WB-I.3: every player's view is the full state.
        self.clone()
    }

    fn scores(&self) -> Vec<i64> {
        self.final_vp
            .clone()
            .unwrap_or_else(|| self.seats.iter().map(Player::vp).collect())
    }

    fn winners(&self) -> Vec<Seat> {
        self.winners.clone()
    }

    /// A seventh of the usual iterations: a turn lists many moves (every die and
    /// button), some hundreds, every playout step lists them again, and the playouts are
    /// long ([`Game::PLAYOUT_HORIZON`]); 150 took 139 ms at the 99th percentile at 4
    /// players (BENCHMARKS.md, "AI strength").
    fn search_iterations(&self) -> u32 {
        60
    }

    fn ai_choice<R: Rng + ?Sized>(&self, seat: Seat, legal: &[Move], rng: &mut R) -> Option<Move> {
        ai::choose(self, seat, legal, rng)
    }

    fn move_label(&self, mv: &Move) -> Text {
        present::move_label(self, mv)
    }

    fn picture(&self, viewer: Viewer) -> Option<Picture> {
        picture::picture(self, viewer)
    }

    fn always_offered(&self, mv: &Move) -> bool {
        matches!(mv, Move::End | Move::Done)
    }

    fn move_group(&self, mv: &Move) -> Option<Text> {
        Some(present::move_group(mv))
    }

    fn illegal_text(&self, illegal: &Illegal) -> Text {
        present::illegal_text(*illegal)
    }

    fn describe_event(&self, event: &Event, out: &mut Vec<Notice>) {
        present::describe_event(event, out);
    }

    fn describe_view(view: &Buttons) -> ViewText {
        view::describe_view(view)
    }
}
