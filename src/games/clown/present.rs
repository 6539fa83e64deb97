//! Everything the game shows, as [`Text`] for the localizer (`locales/*/clown.ftl`).
//!
//! A hand or a pending choice only ever goes into a notice addressed to its own seat and
//! into the private part of a view. Clown-card values are public (CS-6 Decision).

use super::{
    Awaiting, Card, Clown, Event, Hand, Illegal, Move, Pile, RoundResult, Split, Stage, View,
    ROUNDS,
};
use crate::engine::{Arg, Notice, Seat, SeatSet, Text, ViewText};

/// Clown cards as a list of their numbers, lowest first: "1, 3, 3, 6".
fn cards(pile: Pile) -> Arg {
    Arg::List(pile.iter().map(|c| Arg::from(c.value())).collect())
}

fn card(card: Card) -> Arg {
    Arg::from(card.value())
}

/// A seat's hand, as the deal tells it and as the seat's view shows it: one line, so a
/// transport that shows both at once can tell they say the same.
fn hand_text(hand: Pile) -> Text {
    if hand.is_empty() {
        Text::new("clown-view-hand-empty")
    } else {
        Text::new("clown-view-hand")
            .arg("count", hand.len())
            .arg("cards", cards(hand))
    }
}

fn seat_list(seats: impl IntoIterator<Item = Seat>) -> Arg {
    Arg::List(seats.into_iter().map(Arg::Seat).collect())
}

/// "1 from Anna, 2 from Bob": the parts of a take.
fn take_parts(split: Split) -> Arg {
    Arg::List(
        split
            .iter()
            .map(|(seat, count)| {
                Arg::from(
                    Text::new("clown-take-part")
                        .arg("count", count)
                        .arg("player", seat),
                )
            })
            .collect(),
    )
}

/// The label of a move, for menus and autocomplete: "Play your 5", "Pay 2, 4, 6 to pass",
/// "Take 1 from Anna, 2 from Bob".
pub fn move_label(mv: &Move) -> Text {
    match *mv {
        Move::Play(c) => Text::new("clown-move-play").arg("card", card(c)),
        Move::Draw => Text::new("clown-move-draw"),
        Move::Reshuffle(c) => Text::new("clown-move-reshuffle").arg("card", card(c)),
        Move::Pay(pile) => Text::new("clown-move-pay").arg("cards", cards(pile)),
        Move::Again => Text::new("clown-move-again"),
        Move::Pass => Text::new("clown-move-pass"),
        Move::Take(split) => Text::new("clown-move-take").arg("parts", take_parts(split)),
        Move::Decline => Text::new("clown-move-decline"),
    }
}

/// What the game waits for, said to the player who must do it.
fn awaiting_text(awaiting: Awaiting) -> Text {
    Text::new(match awaiting {
        Awaiting::Card => "clown-awaiting-card",
        Awaiting::Choose => "clown-awaiting-choose",
        Awaiting::Draw => "clown-awaiting-draw",
        Awaiting::DrawAgain => "clown-awaiting-draw-again",
        Awaiting::Take => "clown-awaiting-take",
        Awaiting::Drawing => "clown-awaiting-drawing",
        Awaiting::Taking => "clown-awaiting-taking",
    })
}

/// A seat named in a move: the player's name if the table has that seat, else its number.
fn seat_text(id: &'static str, seat: Seat, players: usize) -> Text {
    if seat.index() < players {
        Text::new(id).arg("player", seat)
    } else {
        Text::new("clown-illegal-no-such-seat").arg("seat", i64::from(seat.0) + 1)
    }
}

/// The explanation of an illegal move at a table of `players`.
/// A seat's place in the final standings. Scores are placings (CS-4.5, CS-4.7: the players
/// hit out of the game before a seat), so a seat's place is one more than the number of
/// seats that scored more: the winner is 1st, the first one out last, and the seats still
/// in when a game stops share the best place left.
pub fn placing(seat: Seat, scores: &[i64]) -> Text {
    let own = scores.get(seat.index()).copied().unwrap_or(0);
    let place = 1 + scores.iter().filter(|&&score| score > own).count();
    Text::new("clown-final-place")
        .arg("player", seat)
        .arg("place", place)
}

pub fn illegal_text(illegal: &Illegal, players: usize) -> Text {
    match *illegal {
        Illegal::NotNow { expected } => {
            Text::new("clown-illegal-not-now").arg("expected", awaiting_text(expected))
        }
        Illegal::NotInHand { card: c } => {
            Text::new("clown-illegal-not-in-hand").arg("card", card(c))
        }
        Illegal::SameChoice { card: c } => {
            Text::new("clown-illegal-same-choice").arg("card", card(c))
        }
        Illegal::MustDraw => Text::new("clown-illegal-must-draw"),
        Illegal::NoClownCard { card: c } => {
            Text::new("clown-illegal-no-clown-card").arg("card", card(c))
        }
        Illegal::CannotPay { needed } => Text::new("clown-illegal-cannot-pay").arg("count", needed),
        Illegal::PayCount { needed } => Text::new("clown-illegal-pay-count").arg("count", needed),
        Illegal::NotYourClownCards { cards: pile } => {
            Text::new("clown-illegal-not-your-clown-cards").arg("cards", cards(pile))
        }
        Illegal::TakeCount { needed } => Text::new("clown-illegal-take-count").arg("count", needed),
        Illegal::NotAnOpponent { seat } => {
            seat_text("clown-illegal-not-an-opponent", seat, players)
        }
        Illegal::TooFewClownCards { seat, has } => {
            seat_text("clown-illegal-too-few", seat, players).arg("count", has)
        }
    }
}

/// "Anna: 5" or "the virtual player: 3", for the list of a round's cards.
fn played_list(result: &RoundResult) -> Arg {
    Arg::List(
        result
            .plays
            .iter()
            .map(|p| {
                Arg::from(match p.by {
                    Hand::Seat(seat) => Text::new("clown-played")
                        .arg("player", seat)
                        .arg("card", card(p.card)),
                    Hand::Virtual => Text::new("clown-played-virtual").arg("card", card(p.card)),
                })
            })
            .collect(),
    )
}

/// The distinct numbers that cancelled.
fn cancelled_numbers(pile: Pile) -> Vec<Card> {
    pile.distinct().collect()
}

fn describe_round(result: &RoundResult, out: &mut Vec<Notice>) {
    out.push(Notice::public(
        Text::new("clown-revealed")
            .arg("round", result.round)
            .arg("cards", played_list(result)),
    ));
    let numbers = cancelled_numbers(result.cancelled);
    if result.won.is_empty() {
        out.push(Notice::public(Text::new("clown-all-cancelled")));
        return;
    }
    if !numbers.is_empty() {
        out.push(Notice::public(
            Text::new("clown-cancelled")
                .arg("count", numbers.len())
                .arg(
                    "numbers",
                    Arg::List(numbers.into_iter().map(card).collect()),
                ),
        ));
    }
    if result.one_as_seven {
        out.push(Notice::public(match result.winner {
            Some(Hand::Seat(seat)) => Text::new("clown-one-as-seven").arg("player", seat),
            _ => Text::new("clown-one-as-seven-virtual"),
        }));
    }
    match result.winner {
        Some(Hand::Seat(seat)) => out.push(Notice::public(
            Text::new("clown-round-won")
                .arg("player", seat)
                .arg("round", result.round)
                .arg("count", result.won.len())
                .arg("cards", cards(result.won)),
        )),
        Some(Hand::Virtual) => out.push(Notice::public(
            Text::new("clown-round-won-virtual")
                .arg("round", result.round)
                .arg("count", result.won.len())
                .arg("cards", cards(result.won)),
        )),
        None => {}
    }
}

fn round_begins(round: u8) -> Notice {
    Notice::public(
        Text::new("clown-round-begins")
            .arg("round", round)
            .arg("rounds", ROUNDS),
    )
}

/// The notices of an event: public news, and each seat's own secrets privately.
pub fn describe_event(game: &Clown, event: &Event, out: &mut Vec<Notice>) {
    let players = game.players();
    match event {
        Event::Dealt {
            hands,
            virtual_hand,
        } => {
            out.push(Notice::public(Text::new(if *virtual_hand {
                "clown-dealt-virtual"
            } else {
                "clown-dealt"
            })));
            for (seat, hand) in Seat::all(players).zip(hands.iter()) {
                out.push(Notice::private(seat, hand_text(*hand)));
            }
            out.push(round_begins(1));
        }
        Event::Chose {
            seat,
            card: c,
            previous,
            waiting,
        } => {
            // Changing a choice is nobody else's business (CS-6: who has chosen, not what).
            if previous.is_none() {
                out.push(Notice::play(if waiting.is_empty() {
                    Text::new("clown-chosen-last").arg("player", *seat)
                } else {
                    Text::new("clown-chosen")
                        .arg("player", *seat)
                        .arg("count", waiting.len())
                        .arg("players", seat_list(waiting.iter()))
                }));
            }
            // Once everyone has chosen the reveal follows at once: nothing to change.
            if !waiting.is_empty() {
                let text = match previous {
                    None => Text::new("clown-you-chose").arg("card", card(*c)),
                    Some(old) => Text::new("clown-you-changed")
                        .arg("previous", card(*old))
                        .arg("card", card(*c)),
                };
                out.push(Notice::private(*seat, text));
            }
        }
        Event::Revealed(result) => {
            describe_round(result, out);
            if result.round < ROUNDS {
                out.push(round_begins(result.round + 1));
            }
        }
        Event::PieFightBegan { first } => {
            out.push(Notice::public(
                Text::new("clown-pie-fight").arg("player", *first),
            ));
        }
        Event::Drew {
            seat, card, left, ..
        } => {
            out.push(Notice::play(match card {
                super::PieCard::Hit => Text::new("clown-drew-hit").arg("player", *seat),
                super::PieCard::Dodge => Text::new("clown-drew-dodge")
                    .arg("player", *seat)
                    .arg("count", *left),
            }));
        }
        Event::MayDrawAgain { seat } => {
            out.push(Notice::play(
                Text::new("clown-may-draw-again").arg("player", *seat),
            ));
        }
        Event::Reshuffled { seat, card: c } => {
            out.push(Notice::play(
                Text::new("clown-reshuffled")
                    .arg("player", *seat)
                    .arg("card", card(*c)),
            ));
        }
        Event::Paid { seat, cards: paid } => {
            out.push(Notice::play(
                Text::new("clown-paid")
                    .arg("player", *seat)
                    .arg("count", paid.len())
                    .arg("cards", cards(*paid)),
            ));
        }
        Event::Passed { seat } => {
            out.push(Notice::play(Text::new("clown-passed").arg("player", *seat)));
        }
        Event::MayTake { seat, count } => {
            out.push(Notice::public(
                Text::new("clown-may-take")
                    .arg("player", *seat)
                    .arg("count", *count),
            ));
        }
        Event::NothingToTake { seat } => {
            out.push(Notice::public(
                Text::new("clown-nothing-to-take").arg("player", *seat),
            ));
        }
        Event::Taking { seat, split } => {
            out.push(Notice::public(
                Text::new("clown-taking")
                    .arg("player", *seat)
                    .arg("parts", take_parts(*split)),
            ));
        }
        Event::Took { seat, from } => {
            for (victim, taken) in from {
                out.push(Notice::private(
                    *seat,
                    Text::new("clown-you-took")
                        .arg("player", *victim)
                        .arg("count", taken.len())
                        .arg("cards", cards(*taken)),
                ));
                out.push(Notice::private(
                    *victim,
                    Text::new("clown-taken-from-you")
                        .arg("player", *seat)
                        .arg("count", taken.len())
                        .arg("cards", cards(*taken)),
                ));
            }
        }
        Event::Declined { seat } => {
            out.push(Notice::public(
                Text::new("clown-declined").arg("player", *seat),
            ));
        }
        Event::StackPassed { seat } => {
            out.push(Notice::public(
                Text::new("clown-stack-passed").arg("player", *seat),
            ));
        }
        Event::Out { seat, lost } => {
            out.push(Notice::public(if lost.is_empty() {
                Text::new("clown-out").arg("player", *seat)
            } else {
                Text::new("clown-out-with-cards")
                    .arg("player", *seat)
                    .arg("count", lost.len())
                    .arg("cards", cards(*lost))
            }));
        }
        Event::NewStack { seat } => {
            out.push(Notice::public(
                Text::new("clown-new-stack").arg("player", *seat),
            ));
        }
        Event::Won { seat } => {
            out.push(Notice::public(Text::new("clown-won").arg("player", *seat)));
        }
    }
}

/// One line per revealed round, for the table.
fn round_line(result: &RoundResult) -> Text {
    let text = match result.winner {
        Some(Hand::Seat(seat)) => Text::new("clown-view-round-won")
            .arg("player", seat)
            .arg("won", cards(result.won)),
        Some(Hand::Virtual) => Text::new("clown-view-round-won-virtual"),
        None => Text::new("clown-view-round-cancelled"),
    };
    text.arg("round", result.round)
        .arg("cards", played_list(result))
}

fn clown_cards_text(id: &'static str, pile: Pile) -> Text {
    Text::new(id)
        .arg("count", pile.len())
        .arg("cards", cards(pile))
}

fn turn_line(view: &View, holder: Seat) -> Option<Text> {
    let id = match view.awaiting? {
        Awaiting::Card => return None,
        Awaiting::Choose => "clown-view-turn-choose",
        Awaiting::Draw => "clown-view-turn-draw",
        Awaiting::DrawAgain => "clown-view-turn-draw-again",
        Awaiting::Take => "clown-view-turn-take",
        Awaiting::Drawing => "clown-view-turn-drawing",
        Awaiting::Taking => "clown-view-turn-taking",
    };
    let text = Text::new(id).arg("player", holder);
    Some(match view.awaiting {
        Some(Awaiting::Take) => text.arg("count", view.take_count.unwrap_or(0)),
        _ => text,
    })
}

/// A view as lines: the public table, and the viewer's hand and choice.
pub fn describe_view(view: &View) -> ViewText {
    let mut table = Vec::new();
    let players = usize::from(view.players);
    let get = |v: &[u8], seat: Seat| v.get(seat.index()).copied().unwrap_or(0);
    let pile = |seat: Seat| {
        view.clown_cards
            .get(seat.index())
            .copied()
            .unwrap_or_default()
    };
    match view.stage {
        Stage::Dealing => table.push(Text::new("clown-view-waiting-deal")),
        Stage::Squabble => {
            table.push(
                Text::new("clown-view-squabble")
                    .arg("round", view.round)
                    .arg("rounds", ROUNDS),
            );
            for result in &view.rounds {
                table.push(round_line(result));
            }
            for seat in Seat::all(players) {
                table.push(
                    clown_cards_text("clown-view-player-squabble", pile(seat))
                        .arg("player", seat)
                        .arg("hand", get(&view.hand_sizes, seat)),
                );
            }
            if let Some(size) = view.virtual_hand_size {
                table.push(Text::new("clown-view-virtual").arg("hand", size));
            }
            let chosen: SeatSet = view.chosen.iter().copied().collect();
            if !chosen.is_empty() {
                table.push(
                    Text::new("clown-view-chosen")
                        .arg("count", chosen.len())
                        .arg("players", seat_list(chosen.iter())),
                );
            }
            let waiting: Vec<Seat> = Seat::all(players)
                .filter(|&s| !chosen.contains(s))
                .collect();
            if !waiting.is_empty() {
                table.push(
                    Text::new("clown-view-waiting")
                        .arg("count", waiting.len())
                        .arg("players", seat_list(waiting)),
                );
            }
        }
        Stage::PieFight | Stage::Over => {
            if view.stage == Stage::PieFight {
                table.push(
                    Text::new("clown-view-pie-fight")
                        .arg("count", view.stack_size)
                        .arg("dodges", view.pie_drawn.len()),
                );
            }
            for seat in Seat::all(players) {
                table.push(if view.in_game.contains(&seat) {
                    clown_cards_text("clown-view-player-in", pile(seat)).arg("player", seat)
                } else {
                    Text::new("clown-view-player-out").arg("player", seat)
                });
            }
            if let Some(holder) = view.turn {
                table.extend(turn_line(view, holder));
            }
            if let Some(winner) = view.winner {
                table.push(Text::new("clown-view-winner").arg("player", winner));
            }
        }
    }
    let mut private = Vec::new();
    if let Some(hand) = view.hand {
        match view.stage {
            Stage::Dealing => {}
            Stage::Squabble => {
                private.push(hand_text(hand));
                private.push(match view.choice {
                    Some(c) => Text::new("clown-view-choice").arg("card", card(c)),
                    None => Text::new("clown-view-no-choice"),
                });
            }
            Stage::PieFight | Stage::Over => {
                if let Some(seat) = view.viewer {
                    private.push(clown_cards_text("clown-view-your-clown-cards", pile(seat)));
                }
            }
        }
    }
    ViewText { table, private }
}
