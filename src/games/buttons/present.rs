//! Everything the game shows, as [`Text`] for the localizer (`locales/*/buttons.ftl`).
//! Everything is public (WB-I), so every notice goes to everyone. The board itself is
//! drawn by [`super::view`].

use super::data::{CardType, Effect, TokenData};
use super::dice::{CardId, Die, Space, TokenId, TokenSpace, Zone};
use super::location::Location;
use super::notation::{Items, Move};
use super::state::{Buttons, Phase};
use super::{Event, Gain, Illegal};
use crate::engine::{Arg, Notice, Seat, Text};

pub(super) fn location(l: Location) -> Text {
    Text::new(match l {
        Location::Quarry => "buttons-quarry",
        Location::Forest => "buttons-forest",
        Location::Field => "buttons-field",
    })
}

/// Where a move happens, for long menus (WB-M): a bid's location, the school, the card
/// display, the village, the pond; everything else together.
pub(super) fn move_group(mv: &Move) -> Text {
    match mv {
        Move::Bid { location: l, .. } => location(*l),
        Move::School { .. } => Text::new("buttons-group-school"),
        Move::Buy { .. } => Text::new("buttons-group-cards"),
        Move::Village(_) => Text::new("buttons-group-village"),
        Move::White(_) => Text::new("buttons-group-pond"),
        _ => Text::new("buttons-group-other"),
    }
}

pub(super) fn space(s: Space) -> Text {
    Text::new(match s {
        Space::Exam => "buttons-space-exam",
        Space::Free => "buttons-space-free",
        Space::Traitor => "buttons-space-traitor",
        Space::Start => "buttons-space-start",
        Space::BigBrother => "buttons-space-bb",
        Space::Build => "buttons-space-build",
        Space::Star => "buttons-space-star",
    })
}

pub(super) fn token_space(s: TokenSpace) -> Text {
    match s {
        TokenSpace::Location(l) => location(l),
        TokenSpace::Exam => space(Space::Exam),
    }
}

/// A card: "C05 School buttons (2 dice)".
pub fn card_label(card: CardId) -> Text {
    let Some(data) = card.data() else {
        return Text::new("buttons-card-unknown").arg("id", Arg::Verbatim(card.to_string()));
    };
    let effect = match data.effect {
        Effect::BuildSection => Text::new("buttons-effect-build"),
        Effect::OnPlace {
            area: super::data::Area::School,
            buttons,
            ..
        } => Text::new("buttons-effect-school").arg("buttons", i64::from(buttons)),
        Effect::OnPlace {
            area: super::data::Area::Location(l),
            buttons,
            ..
        } => Text::new("buttons-effect-location")
            .arg("location", location(l))
            .arg("buttons", i64::from(buttons)),
        Effect::OnPlace {
            area: super::data::Area::Village,
            buttons,
            ..
        } => Text::new("buttons-effect-village").arg("buttons", i64::from(buttons)),
        Effect::GainBb(n) => Text::new("buttons-effect-bb").arg("count", n),
        Effect::TiesDisplace => Text::new("buttons-effect-ties"),
        Effect::Rename(f) => Text::new("buttons-effect-rename").arg("face", f),
        Effect::Reroll => Text::new("buttons-effect-reroll"),
        Effect::GainStars(n) => Text::new("buttons-effect-stars").arg("count", n),
    };
    let kind = Text::new(match data.kind {
        CardType::OneShot => "buttons-kind-one-shot",
        CardType::Permanent => "buttons-kind-permanent",
        CardType::PostRoll => "buttons-kind-post-roll",
    });
    Text::new("buttons-card")
        .arg("id", Arg::Verbatim(card.to_string().to_uppercase()))
        .arg("effect", effect)
        .arg("kind", kind)
        .arg("dice", data.dice)
}

/// A token: "B04 (section, 3 buttons)".
pub fn token_label(token: TokenId) -> Text {
    let TokenData {
        build,
        stars,
        buttons,
        rescue,
        bb,
    } = token.data();
    let mut parts: Vec<Arg> = Vec::new();
    let mut part = |n: i64, id: &'static str| {
        if n > 0 {
            parts.push(Text::new(id).arg("count", n).into());
        }
    };
    part(i64::from(build), "buttons-token-build");
    part(i64::from(stars), "buttons-token-stars");
    part(i64::from(buttons), "buttons-token-buttons");
    part(i64::from(rescue), "buttons-token-rescue");
    part(i64::from(bb), "buttons-token-bb");
    Text::new("buttons-token")
        .arg("id", Arg::Verbatim(token.to_string().to_uppercase()))
        .arg("parts", Arg::List(parts))
}

/// A die the traitor penalty may take, with where it lies: "d3 (Forest)" (WB-17.3 counts
/// dice in the school, at locations and beside card slots).
pub(super) fn counted_die(die: &Die) -> Arg {
    let id = Arg::Verbatim(format!("d{}", die.id.number()));
    let place = match die.zone {
        Zone::Lane(l) => location(l),
        Zone::School(s) => Text::new("buttons-place-school").arg("space", space(s)),
        Zone::Slot(i) => Text::new("buttons-place-slot").arg("slot", i + 1),
        _ => return id,
    };
    Text::new("buttons-die-at")
        .arg("die", id)
        .arg("place", place)
        .into()
}

/// The die a penalty move names, with its place while the penalty is pending.
fn penalty_die(game: &Buttons, die: u8) -> Arg {
    match game.phase() {
        Phase::Traitor(seat, _) => game.own_die(*seat, die).map(counted_die),
        _ => None,
    }
    .unwrap_or_else(|| Arg::Verbatim(format!("d{die}")))
}

fn items_arg(items: &Items) -> Arg {
    Arg::Verbatim(items.to_string().trim().to_owned())
}

/// The label of a move in `game`, for menus: "Bid at the forest: 5 5 +w3".
pub fn move_label(game: &Buttons, mv: &Move) -> Text {
    let verbatim = |s: String| Arg::Verbatim(s);
    match mv {
        Move::Detain(pairs) => Text::new("buttons-move-detain").arg(
            "spaces",
            verbatim(
                pairs
                    .iter()
                    .map(|(d, s)| format!("d{d}→D{s}"))
                    .collect::<Vec<_>>()
                    .join(", "),
            ),
        ),
        Move::Rename { card, changes } => Text::new("buttons-move-rename")
            .arg("card", card_label(*card))
            .arg(
                "changes",
                verbatim(
                    changes
                        .iter()
                        .map(|(d, v)| format!("d{d}→{v}"))
                        .collect::<Vec<_>>()
                        .join(", "),
                ),
            ),
        Move::Reroll(dice) => Text::new("buttons-move-reroll").arg(
            "dice",
            verbatim(
                dice.iter()
                    .map(|d| format!("d{d}"))
                    .collect::<Vec<_>>()
                    .join(" "),
            ),
        ),
        Move::Done => Text::new("buttons-move-done"),
        Move::White(w) => Text::new("buttons-move-white").arg("die", verbatim(format!("w{w}"))),
        Move::Change { die, value } => Text::new("buttons-move-change")
            .arg("die", verbatim(format!("d{die}")))
            .arg("value", *value),
        Move::Rescue { card, die } => Text::new("buttons-move-rescue")
            .arg("card", card_label(*card))
            .arg("die", verbatim(format!("d{die}"))),
        Move::Bid { location: l, items } => Text::new("buttons-move-bid")
            .arg("location", location(*l))
            .arg("items", items_arg(items)),
        Move::School {
            space: s,
            value,
            detainee,
            section,
        } => {
            let extra = match (detainee, section) {
                (Some(d), _) => {
                    Text::new("buttons-extra-detainee").arg("die", verbatim(format!("d{d}")))
                }
                (_, Some(s)) => Text::new("buttons-extra-section").arg("section", *s),
                _ => Text::new("buttons-extra-none"),
            };
            Text::new("buttons-move-school")
                .arg("space", space(*s))
                .arg("value", *value)
                .arg("extra", extra)
        }
        Move::Buy {
            slot,
            items,
            section,
        } => Text::new("buttons-move-buy")
            .arg("slot", *slot)
            .arg("items", items_arg(items))
            .arg(
                "extra",
                match section {
                    Some(s) => Text::new("buttons-extra-section").arg("section", *s),
                    None => Text::new("buttons-extra-none"),
                },
            ),
        Move::Village(items) => Text::new("buttons-move-village").arg("items", items_arg(items)),
        Move::End => Text::new("buttons-move-end"),
        Move::Pass => Text::new("buttons-move-pass"),
        Move::Penalty { die, space } => Text::new("buttons-move-penalty")
            .arg("die", penalty_die(game, *die))
            .arg("space", *space),
        Move::Token {
            space: s,
            section,
            detainee,
        } => Text::new("buttons-move-token")
            .arg("space", token_space(*s))
            .arg(
                "section",
                section.map_or(Text::new("buttons-extra-none"), |s| {
                    Text::new("buttons-extra-section").arg("section", s)
                }),
            )
            .arg(
                "detainee",
                detainee.map_or(Text::new("buttons-extra-none"), |d| {
                    Text::new("buttons-extra-detainee").arg("die", verbatim(format!("d{d}")))
                }),
            ),
    }
}

/// The explanation of an illegal move.
pub fn illegal_text(illegal: Illegal) -> Text {
    match illegal {
        Illegal::NotNow => Text::new("buttons-illegal-not-now"),
        Illegal::NotInHand => Text::new("buttons-illegal-not-in-hand"),
        Illegal::BadDetention => Text::new("buttons-illegal-detention"),
        Illegal::BadCard => Text::new("buttons-illegal-card"),
        Illegal::CannotAfford(cost) => {
            Text::new("buttons-illegal-afford").arg("cost", i64::from(cost))
        }
        Illegal::MixedValues => Text::new("buttons-illegal-mixed"),
        Illegal::NoItems => Text::new("buttons-illegal-no-items"),
        Illegal::NoBigBrother => Text::new("buttons-illegal-bb"),
        Illegal::DoesNotBeat => Text::new("buttons-illegal-beat"),
        Illegal::TraitorBan => Text::new("buttons-illegal-traitor-ban"),
        Illegal::Inactive => Text::new("buttons-illegal-inactive"),
        Illegal::SpaceTaken => Text::new("buttons-illegal-space-taken"),
        Illegal::Requirement => Text::new("buttons-illegal-requirement"),
        Illegal::Section => Text::new("buttons-illegal-section"),
        Illegal::EmptySlot => Text::new("buttons-illegal-empty-slot"),
        Illegal::ItemCount(n) => Text::new("buttons-illegal-item-count").arg("count", n),
        Illegal::BonusUsed => Text::new("buttons-illegal-bonus-used"),
        Illegal::DiceAction => Text::new("buttons-illegal-dice-action"),
        Illegal::BadChoice => Text::new("buttons-illegal-choice"),
    }
}

fn seats(list: &[Seat]) -> Arg {
    Arg::List(list.iter().map(|&s| Arg::Seat(s)).collect())
}

fn gain_text(gain: Gain) -> Text {
    match gain {
        Gain::None => Text::new("buttons-gain-none"),
        Gain::Built(s) => Text::new("buttons-gain-built").arg("section", s),
        Gain::Lost => Text::new("buttons-gain-lost"),
        Gain::Bb(n) => Text::new("buttons-gain-bb").arg("count", n),
        Gain::Stars(n) => Text::new("buttons-gain-stars").arg("count", n),
    }
}

pub(super) fn optional_seat(seat: Option<Seat>) -> Arg {
    seat.map_or(Arg::Text(Box::new(Text::new("buttons-nobody"))), Arg::Seat)
}

/// The notices of an event; all public (WB-I).
pub fn describe_event(event: &Event, out: &mut Vec<Notice>) {
    let text = match event {
        Event::StartPlayer(s) => Text::new("buttons-start-player").arg("player", *s),
        Event::LaneTiles(tiles) => Text::new("buttons-lane-tiles").arg(
            "tiles",
            Arg::List(
                tiles
                    .iter()
                    .map(|&(l, t)| {
                        Text::new("buttons-lane-tile")
                            .arg("location", location(l))
                            .arg("tile", i64::from(t) + 1)
                            .into()
                    })
                    .collect(),
            ),
        ),
        Event::DetaineesRolled(_) => Text::new("buttons-detainees-rolled"),
        Event::Dealt(cards) => Text::new("buttons-dealt").arg(
            "cards",
            Arg::List(cards.iter().map(|&c| card_label(c).into()).collect()),
        ),
        Event::Detained(s, _) => Text::new("buttons-detained").arg("player", *s),
        Event::RoundStarted {
            round,
            start,
            income,
        } => Text::new("buttons-round-started")
            .arg("round", i64::from(*round))
            .arg("player", *start)
            .arg("income", income.iter().map(|&i| i64::from(i)).sum::<i64>()),
        Event::TokensLaid(tokens) => Text::new("buttons-tokens-laid").arg(
            "tokens",
            Arg::List(
                tokens
                    .iter()
                    .map(|&(s, t)| {
                        Text::new("buttons-token-on")
                            .arg("space", token_space(s))
                            .arg("token", token_label(t))
                            .into()
                    })
                    .collect(),
            ),
        ),
        Event::Rolled => Text::new("buttons-rolled"),
        Event::Renamed(s, card, changes) => Text::new("buttons-renamed")
            .arg("player", *s)
            .arg("card", card_label(*card))
            .arg("count", changes.len()),
        Event::Rerolled(s, dice) => Text::new("buttons-rerolled").arg("player", *s).arg(
            "dice",
            Arg::Verbatim(
                dice.iter()
                    .map(|(d, v)| format!("d{d}={v}"))
                    .collect::<Vec<_>>()
                    .join(" "),
            ),
        ),
        Event::WhiteTaken(s, w, v) => Text::new("buttons-white-taken")
            .arg("player", *s)
            .arg("die", Arg::Verbatim(format!("w{w}")))
            .arg("value", *v),
        Event::Changed(s, d, from, to, cost) => Text::new("buttons-changed")
            .arg("player", *s)
            .arg("die", Arg::Verbatim(format!("d{d}")))
            .arg("from", *from)
            .arg("to", *to)
            .arg("cost", i64::from(*cost)),
        Event::Rescued(s, card, d) => Text::new("buttons-rescued")
            .arg("player", *s)
            .arg("card", card_label(*card))
            .arg("die", Arg::Verbatim(format!("d{d}"))),
        Event::Bid {
            seat,
            location: l,
            count,
            value,
            displaced,
            column,
            gain,
        } => Text::new("buttons-bid")
            .arg("player", *seat)
            .arg("location", location(*l))
            .arg("count", *count)
            .arg("value", *value)
            .arg("displaced", *displaced)
            .arg("column", *column)
            .arg("gain", i64::from(*gain)),
        Event::School {
            seat,
            space: s,
            value,
            cost,
            freed,
            built,
            gain,
        } => {
            let extra = match (freed, built) {
                (Some(d), _) => {
                    Text::new("buttons-extra-detainee").arg("die", Arg::Verbatim(format!("d{d}")))
                }
                (_, Some(b)) => Text::new("buttons-extra-section").arg("section", *b),
                _ => Text::new("buttons-extra-none"),
            };
            Text::new("buttons-school")
                .arg("player", *seat)
                .arg("space", space(*s))
                .arg("value", *value)
                .arg("cost", i64::from(*cost))
                .arg("extra", extra)
                .arg("gain", i64::from(*gain))
        }
        Event::Bought {
            seat,
            card,
            value,
            gain,
        } => Text::new("buttons-bought")
            .arg("player", *seat)
            .arg("card", card_label(*card))
            .arg("cost", *value)
            .arg("gain", gain_text(*gain)),
        Event::Village(s, count, gain) => Text::new("buttons-village")
            .arg("player", *s)
            .arg("count", *count)
            .arg("gain", i64::from(*gain)),
        Event::TurnEnded(s) => Text::new("buttons-turn-ended").arg("player", *s),
        Event::Traitor(t, seat) => Text::new("buttons-traitor")
            .arg("value", *t)
            .arg("player", optional_seat(*seat)),
        Event::Penalty(s, d, space) => Text::new("buttons-penalty")
            .arg("player", *s)
            .arg("die", Arg::Verbatim(format!("d{d}")))
            .arg("space", *space),
        Event::Exam(e, seat) => Text::new("buttons-exam")
            .arg("value", *e)
            .arg("player", optional_seat(*seat)),
        Event::TokenClaimed {
            seat,
            space: s,
            token,
            built,
            rescued,
        } => Text::new("buttons-token-claimed")
            .arg("player", *seat)
            .arg("space", token_space(*s))
            .arg("token", token_label(*token))
            .arg(
                "section",
                built.map_or(Text::new("buttons-extra-none"), |b| {
                    Text::new("buttons-extra-section").arg("section", b)
                }),
            )
            .arg(
                "detainee",
                rescued.map_or(Text::new("buttons-extra-none"), |d| {
                    Text::new("buttons-extra-detainee").arg("die", Arg::Verbatim(format!("d{d}")))
                }),
            ),
        Event::NewStartPlayer(s) => Text::new("buttons-new-start").arg("player", *s),
        Event::GameOver(winners, vp) => match vp {
            None => Text::new("buttons-game-over")
                .arg("count", winners.len())
                .arg("players", seats(winners)),
            Some(vp) => Text::new("buttons-game-over-vp")
                .arg("count", winners.len())
                .arg("players", seats(winners))
                .arg(
                    "scores",
                    Arg::List(
                        vp.iter()
                            .enumerate()
                            .map(|(s, &v)| {
                                Text::new("buttons-score")
                                    .arg("player", Seat(s as u8))
                                    .arg("vp", v)
                                    .into()
                            })
                            .collect(),
                    ),
                ),
        },
    };
    out.push(match event {
        // The actions within a turn; its end and everything between turns are steps.
        Event::Renamed(..)
        | Event::Rerolled(..)
        | Event::WhiteTaken(..)
        | Event::Changed(..)
        | Event::Rescued(..)
        | Event::Bid { .. }
        | Event::School { .. }
        | Event::Bought { .. }
        | Event::Village(..) => Notice::play(text),
        _ => Notice::public(text),
    });
}
