//! Everything the game shows, as [`Text`] for the localizer (`locales/*/haggis.ftl`).
//!
//! A hand only ever goes into a notice addressed to its own seat and into the private
//! part of that seat's view. The J, Q and K a player still holds are public (HG-2.1). At
//! the end of a hand the last player's cards and the Haggis are shown to everyone: they
//! go to the first player out's capture pile and are scored at once, the way the
//! rulebook's scoring example shows them.

use super::cards::{Card, Cards};
use super::combination::{Bomb, Declared, Reading};
use super::events::{Event, Illegal};
use super::notation::{Bet, Move};
use super::rules::choose_reading;
use super::view::{Stage, View};
use crate::engine::{Arg, Notice, Seat, Text, ViewText};

/// A rank's name: `5`, `10`, `J`, `Q`, `K` (in Hungarian a noun: `5-ös`, `bubi`).
fn rank(rank: u8) -> Text {
    Text::new("haggis-rank").arg("rank", rank)
}

/// A rank as it stands at either end of a range, "5–7", "10–K": the bare number or face,
/// where a noun would read clumsily (HU5-7).
fn plain_rank(rank: u8) -> Text {
    Text::new("haggis-rank-plain").arg("rank", rank)
}

/// A card's label: "red 5", "J".
pub fn card_label(card: Card) -> Text {
    match card {
        Card::Natural { colour, rank: r } => Text::new("haggis-card")
            .arg("colour", colour.label())
            .arg("rank", rank(r)),
        Card::Wild(wild) => rank(wild.rank()),
    }
}

fn cards_arg(cards: Cards) -> Arg {
    Arg::List(cards.iter().map(|c| Arg::from(card_label(c))).collect())
}

fn seats_arg(seats: &[Seat]) -> Arg {
    Arg::List(seats.iter().map(|&s| Arg::Seat(s)).collect())
}

/// A reading's name: "pair of 5s", "run 8–10", "bomb J+Q". A set gets its rank as a
/// number, so that each language can name it in the form its count asks for («три
/// пятёрки», «пара пятёрок»: RU5-25); the locales name it with `haggis-rank`.
pub fn reading_text(reading: Reading) -> Text {
    match reading {
        Reading::Set { size, value } => {
            Text::new("haggis-set").arg("size", size).arg("rank", value)
        }
        Reading::Run { width, length, top } => Text::new("haggis-run")
            .arg("width", width)
            .arg("low", plain_rank(top + 1 - length))
            .arg("top", plain_rank(top)),
        Reading::Bomb(bomb) => Text::new(match bomb {
            Bomb::Rainbow => "haggis-bomb-rainbow",
            Bomb::JackQueen => "haggis-bomb-jack-queen",
            Bomb::JackKing => "haggis-bomb-jack-king",
            Bomb::QueenKing => "haggis-bomb-queen-king",
            Bomb::JackQueenKing => "haggis-bomb-jack-queen-king",
            Bomb::Suited => "haggis-bomb-suited",
        }),
    }
}

fn declared_text(declared: Declared) -> Text {
    match declared {
        Declared::Set => Text::new("haggis-declared-set"),
        Declared::Run { width, top: None } => Text::new("haggis-declared-run").arg("width", width),
        Declared::Run {
            width,
            top: Some(top),
        } => Text::new("haggis-declared-run-to")
            .arg("width", width)
            .arg("top", rank(top)),
    }
}

/// A bet's name inside a sentence: "little bet (15)".
pub fn bet_text(bet: Bet) -> Text {
    Text::new(match bet {
        Bet::None => "haggis-bet-none",
        Bet::Little => "haggis-bet-little",
        Bet::Big => "haggis-bet-big",
    })
}

/// A play as message `id` tells it (a lead, a reply, a line of the trick, a menu's label):
/// its reading and its cards, and how many cards it has, so that a single card is named
/// once, by itself ("red 5", not "single 5: red 5": RU5-34).
fn play_text(id: &'static str, reading: Reading, cards: Cards) -> Text {
    Text::new(id)
        .arg("reading", reading_text(reading))
        .arg("cards", cards_arg(cards))
        .arg("count", cards.len())
}

/// The label of a move, for menus and autocomplete: "pair of 5s: red 5, J", "Pass",
/// "Little bet (15)" (a label of its own, capitalised like the others: RU5-27). A play is
/// labelled with the reading it would be played as on `top`.
pub fn move_label(mv: &Move, top: Option<Reading>) -> Text {
    match *mv {
        Move::Play { cards, declared } => match choose_reading(cards, declared, top) {
            Ok(reading) => play_text("haggis-move-play", reading, cards),
            Err(_) => Text::new("haggis-move-cards").arg("cards", cards_arg(cards)),
        },
        Move::Pass => Text::new("haggis-move-pass"),
        Move::Bet(bet) => Text::new(match bet {
            Bet::None => "haggis-move-bet-none",
            Bet::Little => "haggis-move-bet-little",
            Bet::Big => "haggis-move-bet-big",
        }),
        Move::Give(seat) => Text::new("haggis-move-give").arg("player", seat),
    }
}

/// The kind of combination a move plays, for long menus (HG-4): singles, pairs, larger
/// sets, runs, bombs; passing, bets and gifts go together.
pub fn move_group(mv: &Move, top: Option<Reading>) -> Option<Text> {
    let id = match *mv {
        Move::Play { cards, declared } => match choose_reading(cards, declared, top) {
            Ok(Reading::Set { size: 1, .. }) => "haggis-group-singles",
            Ok(Reading::Set { size: 2, .. }) => "haggis-group-pairs",
            Ok(Reading::Set { .. }) => "haggis-group-sets",
            Ok(Reading::Run { .. }) => "haggis-group-runs",
            Ok(Reading::Bomb(_)) => "haggis-group-bombs",
            Err(_) => return None,
        },
        Move::Pass | Move::Bet(_) | Move::Give(_) => "haggis-group-other",
    };
    Some(Text::new(id))
}

/// The explanation of an illegal move.
pub fn illegal_text(illegal: &Illegal) -> Text {
    match *illegal {
        Illegal::NotInHand { cards } => {
            Text::new("haggis-illegal-not-in-hand").arg("cards", cards_arg(cards))
        }
        Illegal::NotACombination { cards } => {
            Text::new("haggis-illegal-not-a-combination").arg("cards", cards_arg(cards))
        }
        Illegal::NotAsDeclared { cards, declared } => Text::new("haggis-illegal-not-as-declared")
            .arg("cards", cards_arg(cards))
            .arg("declared", declared_text(declared)),
        Illegal::WrongShape { top } => {
            Text::new("haggis-illegal-wrong-shape").arg("top", reading_text(top))
        }
        Illegal::TooLow { top } => {
            Text::new("haggis-illegal-too-low").arg("top", reading_text(top))
        }
        Illegal::NeedsBomb { top } => {
            Text::new("haggis-illegal-needs-bomb").arg("top", reading_text(top))
        }
        Illegal::CannotPassOnLead => Text::new("haggis-illegal-cannot-pass"),
        Illegal::AlreadyBet { bet } => {
            Text::new("haggis-illegal-already-bet").arg("bet", bet_text(bet))
        }
        Illegal::BetAfterPlay => Text::new("haggis-illegal-bet-after-play"),
        Illegal::BettingClosed => Text::new("haggis-illegal-betting-closed"),
        Illegal::NothingToGive => Text::new("haggis-illegal-nothing-to-give"),
        Illegal::NotYourDecision { bomber } => {
            Text::new("haggis-illegal-not-your-decision").arg("player", bomber)
        }
        Illegal::GiveFirst => Text::new("haggis-illegal-give-first"),
        Illegal::NotAnOpponent { seat } => {
            Text::new("haggis-illegal-not-an-opponent").arg("number", i64::from(seat.0) + 1)
        }
    }
}

/// A hand as its owner sees it: the naturals, then the public J, Q, K.
fn hand_text(hand: Cards) -> Text {
    let wilds = hand.wilds();
    let text = Text::new(if wilds.is_empty() {
        "haggis-your-hand"
    } else {
        "haggis-your-hand-wilds"
    })
    .arg("count", hand.len())
    .arg("cards", cards_arg(hand.naturals()));
    if wilds.is_empty() {
        text
    } else {
        text.arg("wilds", cards_arg(wilds))
    }
}

fn game_over_text(winners: &[Seat]) -> Text {
    Text::new("haggis-game-over")
        .arg("count", winners.len())
        .arg("players", seats_arg(winners))
}

/// The notices of an event: public news, and each seat's new hand privately.
pub fn describe_event(event: &Event, out: &mut Vec<Notice>) {
    match event {
        Event::Dealt {
            hand,
            leader,
            random_leader,
            hands,
        } => {
            let id = if *random_leader {
                "haggis-dealt-random"
            } else {
                "haggis-dealt"
            };
            out.push(Notice::public(
                Text::new(id)
                    .arg("hand", i64::from(*hand))
                    .arg("player", *leader),
            ));
            for (s, &cards) in hands.iter().enumerate() {
                out.push(Notice::private(Seat(s as u8), hand_text(cards)));
            }
        }
        Event::Bet {
            seat,
            bet: Bet::None,
        } => out.push(Notice::play(
            Text::new("haggis-no-bet-made").arg("player", *seat),
        )),
        Event::Bet { seat, bet } => out.push(Notice::play(
            Text::new("haggis-bet-made")
                .arg("player", *seat)
                .arg("bet", bet_text(*bet)),
        )),
        Event::Played {
            seat,
            cards,
            reading,
            lead,
        } => out.push(Notice::play(
            play_text(
                if *lead { "haggis-led" } else { "haggis-played" },
                *reading,
                *cards,
            )
            .arg("player", *seat),
        )),
        Event::Passed { seat } => out.push(Notice::play(
            Text::new("haggis-passed").arg("player", *seat),
        )),
        Event::WentOut {
            seat,
            place,
            counted,
            points,
            bonus,
        } => {
            let text = Text::new(if *bonus > 0 {
                "haggis-went-out-bonus"
            } else {
                "haggis-went-out"
            })
            .arg("player", *seat)
            .arg("place", *place)
            .arg("points", *points)
            .arg("count", *counted);
            out.push(Notice::public(if *bonus > 0 {
                text.arg("bonus", *bonus)
            } else {
                text
            }));
        }
        Event::MustGive { bomber } => out.push(Notice::public(
            Text::new("haggis-must-give").arg("player", *bomber),
        )),
        Event::TrickTaken {
            winner,
            receiver,
            bomb,
            count,
            points,
        } => out.push(Notice::public(if *bomb {
            Text::new("haggis-trick-bombed")
                .arg("player", *winner)
                .arg("receiver", *receiver)
                .arg("count", *count)
                .arg("points", i64::from(*points))
        } else {
            Text::new("haggis-trick-taken")
                .arg("player", *winner)
                .arg("count", *count)
                .arg("points", i64::from(*points))
        })),
        Event::Leads { seat } => out.push(Notice::public(
            Text::new("haggis-leads").arg("player", *seat),
        )),
        Event::HandEnded {
            hand,
            first_out,
            last,
            remaining,
            haggis,
        } => {
            out.push(Notice::public(
                Text::new("haggis-hand-ended")
                    .arg("hand", i64::from(*hand))
                    .arg("player", *first_out)
                    .arg("haggis", cards_arg(*haggis)),
            ));
            if let (Some(last), false) = (last, remaining.is_empty()) {
                out.push(Notice::public(
                    Text::new("haggis-hand-remaining")
                        .arg("player", *last)
                        .arg("count", remaining.len())
                        .arg("cards", cards_arg(*remaining))
                        .arg("receiver", *first_out),
                ));
            }
        }
        Event::HandScored { hand, rows, totals } => {
            out.push(Notice::public(
                Text::new("haggis-hand-scored").arg("hand", i64::from(*hand)),
            ));
            for (s, (row, total)) in rows.iter().zip(totals).enumerate() {
                out.push(Notice::public(
                    Text::new("haggis-hand-score")
                        .arg("player", Seat(s as u8))
                        .arg("out", row.going_out)
                        .arg("pile", row.cards)
                        .arg("bets", row.bets)
                        .arg("points", row.total)
                        .arg("total", *total),
                ));
            }
        }
        Event::PlayOn { leaders, total } => out.push(Notice::public(
            Text::new("haggis-play-on")
                .arg("players", seats_arg(leaders))
                .arg("total", *total),
        )),
        Event::GameOver { winners, .. } => out.push(Notice::public(game_over_text(winners))),
    }
}

/// The public details of a seat: its face-up wilds, its bet, whether it is out.
fn seat_details(view: &View, seat: usize) -> Vec<Text> {
    let Some(s) = view.seats.get(seat) else {
        return Vec::new();
    };
    let mut details = Vec::new();
    if !s.wilds.is_empty() {
        details.push(Text::new("haggis-view-wilds").arg("wilds", cards_arg(s.wilds)));
    }
    // HG-3: a seat that said "no bet", and one that can no longer bet (it played a card, or
    // a player went out), both have no bet, and read alike; "No bet (0)" is a move's name.
    match s.bet {
        Some(Bet::None) => details.push(Text::new("haggis-view-no-bet")),
        Some(bet) => details.push(bet_text(bet)),
        None if s.may_bet => details.push(Text::new("haggis-view-may-bet")),
        None if matches!(view.stage, Stage::Playing | Stage::Giving) => {
            details.push(Text::new("haggis-view-no-bet"));
        }
        None => {}
    }
    if let Some(place) = s.out {
        details.push(
            Text::new("haggis-view-out")
                .arg("place", place)
                .arg("gain", s.going_out),
        );
    }
    details
}

/// A view as lines of text.
pub fn describe_view(view: &View) -> ViewText {
    let mut table = vec![Text::new("haggis-view-hand")
        .arg("hand", i64::from(view.hand_number))
        .arg("target", view.options.target.points())];
    for (s, seat) in view.seats.iter().enumerate() {
        let line = Text::new("haggis-view-seat")
            .arg("player", Seat(s as u8))
            .arg("held", seat.cards)
            .arg("captured", seat.captured)
            .arg("score", seat.score);
        table.push(
            seat_details(view, s)
                .into_iter()
                .fold(line, |line, detail| {
                    Text::new("haggis-view-detail")
                        .arg("line", line)
                        .arg("detail", detail)
                }),
        );
    }
    if view.stage == Stage::Playing || view.stage == Stage::Giving {
        table.push(Text::new("haggis-view-haggis").arg("count", view.haggis));
    }
    if !view.trick.is_empty() {
        let plays = view
            .trick
            .iter()
            .map(|p| {
                Arg::from(play_text("haggis-view-play", p.reading, p.cards).arg("player", p.seat))
            })
            .collect();
        table.push(
            Text::new("haggis-view-trick")
                .arg("plays", Arg::List(plays))
                .arg("count", view.passes),
        );
    }
    match (view.stage, view.giving, view.turn, view.trick.last()) {
        (Stage::Over, ..) => table.push(game_over_text(&view.winners)),
        (_, Some(bomber), ..) => {
            table.push(Text::new("haggis-view-giving").arg("player", bomber));
        }
        (_, None, Some(turn), None) => {
            table.push(Text::new("haggis-view-turn-lead").arg("player", turn));
        }
        (_, None, Some(turn), Some(top)) => table.push(
            Text::new("haggis-view-turn")
                .arg("player", turn)
                .arg("top", reading_text(top.reading)),
        ),
        _ => {}
    }
    let mut private = Vec::new();
    if let Some(hand) = view.hand.filter(|h| !h.is_empty()) {
        private.push(hand_text(hand));
    }
    ViewText { table, private }
}
