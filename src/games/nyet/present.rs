//! Everything the game shows, as [`Text`] for the localizer (`locales/*/nyet.ftl`).
//!
//! A hand, a discard or a passed card only ever goes into a notice addressed to its own
//! seat and into the private part of that seat's view (NY-8).

use super::board::{Cover, DiscardRule, Field, Row};
use super::cards::Card;
use super::rules::RoundSetup;
use super::view::{Awaiting, Stage, View};
use super::{Event, Illegal, Move, Nyet};
use crate::engine::{Arg, Notice, Seat, Text, ViewText};

/// A card's label: "green 7".
pub fn card_label(card: Card) -> Text {
    Text::new("nyet-card")
        .arg("colour", card.colour().label())
        .arg("value", card.value())
}

fn cards(cards: &[Card]) -> Arg {
    Arg::List(cards.iter().map(|&c| Arg::from(card_label(c))).collect())
}

fn seats(seats: &[Seat]) -> Arg {
    Arg::List(seats.iter().map(|&s| Arg::Seat(s)).collect())
}

pub(super) fn row_label(row: Row) -> Text {
    Text::new(match row {
        Row::First => "nyet-row-first",
        Row::Discard => "nyet-row-discard",
        Row::Trump => "nyet-row-trump",
        Row::Super => "nyet-row-super",
        Row::Points => "nyet-row-points",
    })
}

/// The value of a field, without its row: "green", "discard 2 cards". `players` decides
/// whether a character is shown as a player.
pub(super) fn value_label(field: Field, players: usize) -> Text {
    match field {
        Field::First(seat) if seat.index() < players => {
            Text::new("nyet-value-seat").arg("player", seat)
        }
        Field::First(seat) => {
            Text::new("nyet-value-character").arg("number", i64::from(seat.0) + 1)
        }
        Field::Discard(rule) => Text::new(match rule {
            DiscardRule::None => "nyet-value-no-discard",
            DiscardRule::One => "nyet-value-discard-one",
            DiscardRule::Two => "nyet-value-discard-two",
            DiscardRule::ExceptOne => "nyet-value-except-one",
            DiscardRule::PassLeft => "nyet-value-pass-left",
        }),
        Field::Trump(Some(c)) => Text::new("nyet-value-colour").arg("colour", c.label()),
        Field::Trump(None) => Text::new("nyet-value-no-trump"),
        Field::Super(Some(c)) => Text::new("nyet-value-super").arg("colour", c.label()),
        Field::Super(None) => Text::new("nyet-value-no-super"),
        Field::Points(p) => Text::new("nyet-value-points").arg("points", i64::from(p)),
    }
}

/// A field with its row: "Trump: green".
fn field_label(field: Field, players: usize) -> Text {
    Text::new("nyet-field")
        .arg("row", row_label(field.row()))
        .arg("value", value_label(field, players))
}

/// The label of a move, for menus and autocomplete: "Cover trump: green", "Play green 7".
pub fn move_label(mv: &Move) -> Text {
    match mv {
        Move::Cover(field) => Text::new("nyet-move-cover").arg("field", field_label(*field, 5)),
        Move::Partner(s) => Text::new("nyet-move-partner").arg("player", *s),
        Move::Alone(s) => Text::new("nyet-move-alone").arg("player", *s),
        Move::Team(a, b) => Text::new("nyet-move-team")
            .arg("first", *a)
            .arg("second", *b),
        Move::Bonus(s) => Text::new("nyet-move-bonus").arg("player", *s),
        Move::Discard(c) => Text::new("nyet-move-discard")
            .arg("count", c.len())
            .arg("cards", cards(c)),
        Move::Pass(c) => Text::new("nyet-move-pass").arg("card", card_label(*c)),
        Move::Play(c) => Text::new("nyet-move-play").arg("card", card_label(*c)),
    }
}

fn awaiting_text(awaiting: Awaiting) -> Text {
    match awaiting {
        Awaiting::Cover => Text::new("nyet-awaiting-cover"),
        Awaiting::Partner => Text::new("nyet-awaiting-partner"),
        Awaiting::Alone => Text::new("nyet-awaiting-alone"),
        Awaiting::Team => Text::new("nyet-awaiting-team"),
        Awaiting::Bonus => Text::new("nyet-awaiting-bonus"),
        Awaiting::Discard { count } => Text::new("nyet-awaiting-discard").arg("count", count),
        Awaiting::DiscardExceptOne => Text::new("nyet-awaiting-except-one"),
        Awaiting::Pass => Text::new("nyet-awaiting-pass"),
        Awaiting::Lead => Text::new("nyet-awaiting-lead"),
        Awaiting::Play => Text::new("nyet-awaiting-play"),
    }
}

/// The explanation of an illegal move.
pub fn illegal_text(illegal: &Illegal) -> Text {
    match illegal {
        Illegal::NotNow { expected } => {
            Text::new("nyet-illegal-not-now").arg("expected", awaiting_text(*expected))
        }
        Illegal::Covered { field } => {
            Text::new("nyet-illegal-covered").arg("field", field_label(*field, 5))
        }
        Illegal::LastFree { field } => {
            Text::new("nyet-illegal-last-free").arg("field", field_label(*field, 5))
        }
        Illegal::NoSuchSeat { seat } => {
            Text::new("nyet-illegal-no-such-seat").arg("number", i64::from(seat.0) + 1)
        }
        Illegal::OwnPartner => Text::new("nyet-illegal-own-partner"),
        Illegal::NotInSmallTeam { seat } => {
            Text::new("nyet-illegal-not-in-small-team").arg("player", *seat)
        }
        Illegal::CardCount { needed } => Text::new("nyet-illegal-card-count").arg("count", *needed),
        Illegal::NotInHand { card } => {
            Text::new("nyet-illegal-not-in-hand").arg("card", card_label(*card))
        }
        Illegal::NoOnes => Text::new("nyet-illegal-no-ones"),
        Illegal::MustFollow { card } => {
            Text::new("nyet-illegal-must-follow").arg("card", card_label(*card))
        }
    }
}

fn setup_text(setup: &RoundSetup, players: usize) -> Text {
    Text::new("nyet-round-set")
        .arg("player", setup.first)
        .arg(
            "discard",
            value_label(Field::Discard(setup.discard), players),
        )
        .arg("trump", value_label(Field::Trump(setup.trump), players))
        .arg(
            "super",
            value_label(Field::Super(setup.super_trump), players),
        )
        .arg("points", value_label(Field::Points(setup.points), players))
}

fn teams_text(teams: &[Vec<Seat>]) -> Text {
    match teams {
        [lone, others] if lone.len() == 1 && others.len() == 2 => Text::new("nyet-teams-alone")
            .arg("player", lone[0])
            .arg("others", seats(others)),
        [a, b] => Text::new("nyet-teams")
            .arg("first", seats(a))
            .arg("second", seats(b)),
        _ => Text::new("nyet-teams")
            .arg("first", seats(teams.first().map_or(&[], Vec::as_slice)))
            .arg("second", seats(teams.get(1).map_or(&[], Vec::as_slice))),
    }
}

fn hand_notice(seat: Seat, hand: &[Card]) -> Notice {
    Notice::private(
        seat,
        Text::new("nyet-your-hand")
            .arg("count", hand.len())
            .arg("cards", cards(hand)),
    )
}

fn over_text(winners: &[Seat]) -> Text {
    Text::new("nyet-game-over")
        .arg("count", winners.len())
        .arg("players", seats(winners))
}

/// The notices of an event: public news, and each seat's own secrets privately.
pub fn describe_event(game: &Nyet, event: &Event, out: &mut Vec<Notice>) {
    let players = game.players();
    match event {
        Event::FirstDealer { dealer } => out.push(Notice::public(
            Text::new("nyet-first-dealer").arg("player", *dealer),
        )),
        Event::Dealt {
            round,
            dealer,
            hands,
        } => {
            out.push(Notice::public(
                Text::new("nyet-dealt")
                    .arg("round", *round)
                    .arg("player", *dealer),
            ));
            if players == 2 {
                out.push(Notice::public(
                    Text::new("nyet-set-aside").arg("count", 30usize),
                ));
            }
            for (s, hand) in hands.iter().enumerate() {
                out.push(hand_notice(Seat(s as u8), hand));
            }
        }
        Event::Covered { seat, field, next } => out.push(Notice::play(match next {
            Some(next) => Text::new("nyet-covered")
                .arg("player", *seat)
                .arg("field", field_label(*field, players))
                .arg("next", *next),
            None => Text::new("nyet-covered-last")
                .arg("player", *seat)
                .arg("field", field_label(*field, players)),
        })),
        Event::RoundSet(setup) => out.push(Notice::public(setup_text(setup, players))),
        Event::TeamsFormed { teams, .. } => out.push(Notice::public(teams_text(teams))),
        Event::BonusGiven { seat } => {
            out.push(Notice::public(Text::new("nyet-bonus").arg("player", *seat)))
        }
        Event::Chose {
            seat,
            cards: chosen,
            pass,
            changed,
            waiting,
        } => {
            out.push(Notice::play(
                Text::new(if *changed {
                    "nyet-chose-again"
                } else {
                    "nyet-chose"
                })
                .arg("player", *seat)
                .arg("count", waiting.len()),
            ));
            out.push(Notice::private(
                *seat,
                if *pass {
                    Text::new("nyet-you-pass").arg("cards", cards(chosen))
                } else {
                    Text::new("nyet-you-discard")
                        .arg("count", chosen.len())
                        .arg("cards", cards(chosen))
                },
            ));
        }
        Event::ChoicesApplied {
            rule,
            received,
            hands,
            ..
        } => {
            out.push(Notice::public(Text::new(
                if *rule == DiscardRule::PassLeft {
                    "nyet-passed"
                } else {
                    "nyet-discarded"
                },
            )));
            for (s, hand) in hands.iter().enumerate() {
                let seat = Seat(s as u8);
                if let Some(Some(card)) = received.get(s) {
                    let from = Seat(((s + players - 1) % players) as u8);
                    out.push(Notice::private(
                        seat,
                        Text::new("nyet-you-received")
                            .arg("card", card_label(*card))
                            .arg("player", from),
                    ));
                }
                out.push(hand_notice(seat, hand));
            }
        }
        Event::Leads { seat } => {
            out.push(Notice::public(Text::new("nyet-leads").arg("player", *seat)))
        }
        Event::Played { seat, card } => out.push(Notice::play(
            Text::new("nyet-played")
                .arg("player", *seat)
                .arg("card", card_label(*card)),
        )),
        Event::TrickWon { seat, card, booty } => out.push(Notice::public(
            Text::new("nyet-trick-won")
                .arg("player", *seat)
                .arg("card", card_label(*card))
                .arg("count", *booty),
        )),
        Event::RoundScored {
            round,
            tricks,
            booty,
            points,
            totals,
        } => {
            out.push(Notice::public(
                Text::new("nyet-round-scored").arg("round", *round),
            ));
            for s in 0..players {
                out.push(Notice::public(
                    Text::new("nyet-round-score")
                        .arg("player", Seat(s as u8))
                        .arg("tricks", tricks.get(s).copied().unwrap_or(0))
                        .arg("booty", booty.get(s).copied().unwrap_or(0))
                        .arg("points", points.get(s).copied().unwrap_or(0))
                        .arg("total", totals.get(s).copied().unwrap_or(0)),
                ));
            }
        }
        Event::GameOver { winners, .. } => out.push(Notice::public(over_text(winners))),
    }
}

/// A view as lines of text.
pub fn describe_view(view: &View) -> ViewText {
    let players = usize::from(view.players);
    let mut table = Vec::new();
    table.push(match (view.rounds, view.target_score) {
        (Some(rounds), _) => Text::new("nyet-view-round")
            .arg("round", view.round)
            .arg("rounds", rounds)
            .arg("player", view.dealer),
        (None, target) => Text::new("nyet-view-round-target")
            .arg("round", view.round)
            .arg("target", i64::from(target.unwrap_or(0)))
            .arg("player", view.dealer),
    });
    if view.stage == Stage::Nyet {
        for row in &view.board {
            let fields = row
                .fields
                .iter()
                .map(|f| {
                    let value = value_label(f.field, players);
                    Arg::from(match f.cover {
                        None => Text::new("nyet-view-free").arg("value", value),
                        Some(Cover::Absent) => Text::new("nyet-view-absent").arg("value", value),
                        Some(Cover::Chip(s)) => Text::new("nyet-view-covered")
                            .arg("value", value)
                            .arg("player", s),
                    })
                })
                .collect();
            table.push(
                Text::new("nyet-view-row")
                    .arg("row", row_label(row.row))
                    .arg("fields", Arg::List(fields)),
            );
        }
    }
    if let Some(setup) = &view.setup {
        table.push(setup_text(setup, players));
    }
    if let Some(teams) = &view.teams {
        table.push(teams_text(teams));
    }
    if let Some(bonus) = view.bonus {
        table.push(Text::new("nyet-bonus").arg("player", bonus));
    }
    if !view.trick.is_empty() {
        table.push(
            Text::new("nyet-view-trick").arg(
                "cards",
                Arg::List(
                    view.trick
                        .iter()
                        .map(|p| {
                            Arg::from(
                                Text::new("nyet-view-trick-card")
                                    .arg("player", p.seat)
                                    .arg("card", card_label(p.card)),
                            )
                        })
                        .collect(),
                ),
            ),
        );
    }
    for s in 0..players {
        table.push(
            Text::new("nyet-view-tally")
                .arg("player", Seat(s as u8))
                .arg("cards", view.hand_sizes.get(s).copied().unwrap_or(0))
                .arg("tricks", view.tricks.get(s).copied().unwrap_or(0))
                .arg("booty", view.booty.get(s).copied().unwrap_or(0))
                .arg("total", view.scores.get(s).copied().unwrap_or(0)),
        );
    }
    if view.stage == Stage::Over {
        table.push(over_text(&view.winners));
    } else if let (false, Some(awaiting)) = (view.turn.is_empty(), view.awaiting) {
        table.push(
            Text::new("nyet-view-turn")
                .arg("players", seats(&view.turn))
                .arg("awaiting", awaiting_text(awaiting)),
        );
    }
    let mut private = Vec::new();
    if let Some(hand) = &view.hand {
        if !hand.is_empty() {
            private.push(
                Text::new("nyet-your-hand")
                    .arg("count", hand.len())
                    .arg("cards", cards(hand)),
            );
        }
    }
    if let Some(pending) = &view.pending {
        private.push(
            Text::new("nyet-view-pending")
                .arg("count", pending.len())
                .arg("cards", cards(pending)),
        );
    }
    ViewText { table, private }
}
