//! Everything the game shows, as [`Text`] for the localizer (`locales/*/boast.ftl`).
//!
//! Hands only ever go into notices addressed to their own seat and into the private part
//! of a view.

use super::{Boast, Card, Event, Illegal, PlayedCard, Tower, View, MAX_PLAYERS};
use crate::engine::{Arg, Notice, Seat, SeatSet, Text, ViewText};

/// The label of a card: "red 7" or "escape card".
pub fn card_label(card: Card) -> Text {
    match (card.colour(), card.value()) {
        (Some(colour), Some(value)) => Text::new("boast-card")
            .arg("colour", colour.label())
            .arg("value", value),
        _ => Text::new("boast-escape"),
    }
}

/// The explanation of an illegal move.
pub fn illegal_text(illegal: &Illegal) -> Text {
    match *illegal {
        Illegal::NotInHand { card } => {
            Text::new("boast-illegal-not-in-hand").arg("card", card_label(card))
        }
        Illegal::MustFollow { colour } => {
            Text::new("boast-illegal-must-follow").arg("colour", colour.label())
        }
    }
}

fn card_list(cards: impl IntoIterator<Item = Card>) -> Arg {
    Arg::List(
        cards
            .into_iter()
            .map(|card| Arg::from(card_label(card)))
            .collect(),
    )
}

fn seat_list(seats: SeatSet) -> Arg {
    Arg::List(seats.iter().map(Arg::Seat).collect())
}

fn with_tower(text: Text, order: [crate::games::colour::Colour; 3]) -> Text {
    let [top, middle, bottom] = order;
    text.arg("top", top.label())
        .arg("middle", middle.label())
        .arg("bottom", bottom.label())
}

fn tower_text(id: &'static str, tower: Tower) -> Text {
    with_tower(Text::new(id), tower.order())
}

/// The public notices of an event, and each seat's own hand after a deal.
pub fn describe_event(game: &Boast, event: &Event, out: &mut Vec<Notice>) {
    let players = game.players();
    match event {
        Event::Dealt {
            round,
            leader,
            tower,
            leftovers,
            hands,
        } => {
            out.push(Notice::public(
                Text::new("boast-round-started")
                    .arg("round", i64::from(*round))
                    .arg("player", *leader)
                    .arg("target", game.target),
            ));
            out.push(Notice::public(tower_text("boast-tower", *tower)));
            out.push(Notice::public(if game.options.hidden_leftovers {
                Text::new("boast-leftovers-hidden")
            } else {
                let [first, second] = *leftovers;
                Text::new("boast-leftovers")
                    .arg("first", card_label(first))
                    .arg("second", card_label(second))
            }));
            for (seat, hand) in Seat::all(players).zip(hands.iter()) {
                out.push(Notice::private(
                    seat,
                    Text::new("boast-your-hand")
                        .arg("count", hand.len())
                        .arg("cards", card_list(*hand)),
                ));
            }
        }
        Event::CardPlayed { seat, card } => {
            out.push(Notice::play(
                Text::new("boast-card-played")
                    .arg("player", *seat)
                    .arg("card", card_label(*card)),
            ));
        }
        Event::TrickWon {
            seat,
            card,
            deciding,
            tricks,
        } => {
            let text = match deciding {
                None => Text::new("boast-trick-won"),
                Some(colour) => Text::new("boast-trick-won-by-tower").arg("colour", colour.label()),
            };
            out.push(Notice::public(
                text.arg("player", *seat)
                    .arg("card", card_label(*card))
                    .arg("count", *tricks),
            ));
        }
        Event::TowerMoved { colour, tower } => {
            out.push(Notice::public(with_tower(
                Text::new("boast-tower-moved").arg("colour", colour.label()),
                tower.order(),
            )));
        }
        Event::RoundEnded {
            round,
            tricks,
            points,
            totals,
        } => {
            out.push(Notice::public(
                Text::new("boast-round-ended").arg("round", i64::from(*round)),
            ));
            for seat in Seat::all(players.min(MAX_PLAYERS)) {
                let i = seat.index();
                let id = match points[i] {
                    2 => "boast-round-score-zero",
                    1 => "boast-round-score-target",
                    _ => "boast-round-score-none",
                };
                out.push(Notice::public(
                    Text::new(id)
                        .arg("player", seat)
                        .arg("tricks", tricks[i])
                        .arg("points", points[i])
                        .arg("total", totals[i]),
                ));
            }
        }
        Event::ReachedTop { seats } => {
            out.push(Notice::public(
                Text::new("boast-reached-top")
                    .arg("count", seats.len())
                    .arg("players", seat_list(*seats)),
            ));
        }
        Event::PlayOn { tied } => {
            out.push(Notice::public(
                Text::new("boast-play-on")
                    .arg("count", tied.len())
                    .arg("players", seat_list(*tied)),
            ));
        }
        Event::StillTied { leaders, points } => {
            out.push(Notice::public(
                Text::new("boast-still-tied")
                    .arg("count", leaders.len())
                    .arg("players", seat_list(*leaders))
                    .arg("points", *points),
            ));
        }
        Event::GameOver { winners, shared } => {
            let text = match (shared, winners.iter().next()) {
                (false, Some(winner)) => Text::new("boast-game-won").arg("player", winner).arg(
                    "points",
                    game.scores.get(winner.index()).copied().unwrap_or(0),
                ),
                _ => Text::new("boast-game-shared")
                    .arg("count", winners.len())
                    .arg("players", seat_list(*winners)),
            };
            out.push(Notice::public(text));
        }
    }
}

fn played_list(cards: &[PlayedCard]) -> Arg {
    Arg::List(
        cards
            .iter()
            .map(|p| {
                Arg::from(
                    Text::new("boast-view-played")
                        .arg("player", p.seat)
                        .arg("card", card_label(p.card)),
                )
            })
            .collect(),
    )
}

/// A view as lines: the public table, and the viewer's hand.
pub fn describe_view(view: &View) -> ViewText {
    let mut table = Vec::new();
    if view.round == 0 {
        table.push(Text::new("boast-view-waiting-first-deal"));
    } else {
        table.push(
            Text::new("boast-view-round")
                .arg("round", i64::from(view.round))
                .arg("target", view.target),
        );
    }
    if let Some(order) = view.tower {
        table.push(with_tower(Text::new("boast-view-tower"), order));
    }
    if view.round > 0 {
        table.push(match view.leftovers {
            Some([first, second]) => Text::new("boast-view-leftovers")
                .arg("first", card_label(first))
                .arg("second", card_label(second)),
            None => Text::new("boast-view-leftovers-hidden"),
        });
    }
    for seat in Seat::all(usize::from(view.players)) {
        let i = seat.index();
        table.push(
            Text::new("boast-view-player")
                .arg("player", seat)
                .arg("tricks", view.tricks_taken.get(i).copied().unwrap_or(0))
                .arg("cards", view.hand_sizes.get(i).copied().unwrap_or(0))
                .arg("points", view.scores.get(i).copied().unwrap_or(0)),
        );
    }
    if let Some(last) = &view.last_trick {
        table.push(
            Text::new("boast-view-last-trick")
                .arg("player", last.winner)
                .arg("cards", played_list(&last.cards)),
        );
    }
    if let (Some(leader), false) = (view.trick_leader, view.trick.is_empty()) {
        table.push(
            Text::new("boast-view-trick")
                .arg("player", leader)
                .arg("cards", played_list(&view.trick)),
        );
    }
    if let Some(turn) = view.turn {
        table.push(Text::new("boast-view-turn").arg("player", turn));
    }
    if view.playing_on && !view.over {
        table.push(Text::new("boast-view-play-on"));
    }
    if view.over {
        table.push(match view.winners.as_slice() {
            [winner] => Text::new("boast-view-winner").arg("player", *winner),
            winners => Text::new("boast-view-winners")
                .arg("count", winners.len())
                .arg(
                    "players",
                    Arg::List(winners.iter().map(|&s| Arg::Seat(s)).collect()),
                ),
        });
    } else if view.round > 0 && view.turn.is_none() {
        table.push(Text::new("boast-view-waiting-deal"));
    }
    let private = match &view.hand {
        Some(hand) if hand.is_empty() => vec![Text::new("boast-view-hand-empty")],
        Some(hand) => vec![Text::new("boast-view-hand")
            .arg("count", hand.len())
            .arg("cards", card_list(hand.iter().copied()))],
        None => Vec::new(),
    };
    ViewText { table, private }
}
