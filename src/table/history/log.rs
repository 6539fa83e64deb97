//! A game's record as people read it: the plain-text log of the whole game in one
//! language, and the public part of the record of a game still being played.
//!
//! **The public part.** While a game runs, its record holds secrets: the chance outcomes
//! are the deals (every hand), and some moves are hidden choices (a Clown Standoff card
//! chosen face down, a NYET! discard or passed card). So the public record of a running
//! game keeps the header (game, options, seats, start, pace, status `playing`) and only
//! the events that reveal nothing — seat changes and away seats — and drops every chance
//! outcome and every move. Its public log holds only the notices addressed to everyone
//! ([`Audience::Everyone`]), which is what the table showed in the channel. Once the game
//! has ended nothing is secret any more: the record is whole and the log adds each
//! private notice, marked with the one player who saw it.

use crate::engine::{Actors, AnyGame, Arg, Audience, GameKind, Notice, Seat, Text};
use crate::i18n::{Lang, Localizer};
use crate::seating::Player;
use crate::store::{Action, GameStatus, Record, ReplayError};
use crate::table::outbox::{level_text, player_name};

/// How much of a game a log or record shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    /// Everything: the game is over.
    Whole,
    /// What everyone at the table has seen: the game is still being played.
    Public,
}

impl Scope {
    /// The scope a game of this status may be shown in.
    pub fn of(status: GameStatus) -> Scope {
        match status {
            GameStatus::Playing | GameStatus::Damaged => Scope::Public,
            GameStatus::Finished | GameStatus::Abandoned => Scope::Whole,
        }
    }
}

/// The record as it may be shown in `scope`: whole, or its public part (see the module
/// documentation): the header, seat changes and away seats, without chance outcomes and
/// moves.
pub fn shown_record(record: &Record, scope: Scope) -> Record {
    let mut shown = record.clone();
    if scope == Scope::Public {
        shown
            .events
            .retain(|e| matches!(e.action, Action::Seat { .. } | Action::Away { .. }));
    }
    shown
}

/// The game of `record` told line by line in `lang`: a heading (game, id, start, players),
/// one line per notice with the time since the start, and how it ended (the winners and
/// scores, the scores when it was stopped, or that it goes on). Seats are named by the
/// players sitting there at the time. In [`Scope::Public`] private notices are left out;
/// in [`Scope::Whole`] each is marked with the player who saw it.
pub fn log(
    record: &Record,
    registry: &[&dyn GameKind],
    localizer: &Localizer,
    lang: Lang,
    scope: Scope,
) -> Result<String, ReplayError> {
    let kind = registry
        .iter()
        .find(|kind| kind.info().id == record.game)
        .ok_or_else(|| ReplayError::Setup(format!("unknown game {:?}", record.game)))?;
    let mut game = kind
        .new_game(record.seats.len(), &record.options)
        .map_err(|e| ReplayError::Setup(e.to_string()))?;
    let mut players = record.seats.clone();
    let mut lines = heading(record, kind.info().name, localizer, lang);
    for (index, event) in record.events.iter().enumerate() {
        let refuse = |reason: String| ReplayError::Event { index, reason };
        let mut notices = Vec::new();
        match &event.action {
            Action::Chance { outcome } => game
                .apply_chance(outcome, &mut notices)
                .map_err(|e| refuse(e.to_string()))?,
            Action::Move { seat, notation } => {
                game.play(*seat, notation, &mut notices)
                    .map_err(|_| refuse(format!("move {notation:?} of seat {seat} is refused")))?;
            }
            Action::Seat { seat, player } => {
                let slot = players
                    .get_mut(seat.index())
                    .ok_or_else(|| refuse(format!("no seat {seat}")))?;
                let text = Text::new("table-replaced-by-ai")
                    .arg("player", Arg::Verbatim(slot.name.clone()))
                    .arg("ai", player_name(player));
                *slot = player.clone();
                notices.push(Notice::public(text));
            }
            Action::Away { seat, away } => {
                let id = if *away { "table-away" } else { "table-back" };
                let level = Text::new(level_text(record.pace.stand_in));
                notices.push(Notice::public(
                    Text::new(id).arg("player", *seat).arg("level", level),
                ));
            }
        }
        let names = names_of(&players);
        let when = elapsed(event.at.saturating_sub(record.started_at));
        for notice in notices {
            let text = match (notice.to, scope) {
                (Audience::Everyone, _) => notice.text,
                (Audience::Seat(_), Scope::Public) => continue,
                (Audience::Seat(seat), Scope::Whole) => Text::new("history-log-private")
                    .arg("player", seat)
                    .arg("text", notice.text),
            };
            lines.push(format!(
                "[{when}] {}",
                localizer.render(lang, &text, &names)
            ));
        }
    }
    lines.push(String::new());
    let names = names_of(&players);
    for text in ending(game.as_ref(), record.status) {
        lines.push(localizer.render(lang, &text, &names));
    }
    let mut text = lines.join("\n");
    text.push('\n');
    Ok(text)
}

/// The first lines: the game and its id, when it started, who sat where.
fn heading(record: &Record, name: &'static str, localizer: &Localizer, lang: Lang) -> Vec<String> {
    let names = names_of(&record.seats);
    let players = Arg::List(Seat::all(record.seats.len()).map(Arg::Seat).collect());
    [
        Text::new("history-log-title")
            .arg("game", Text::new(name))
            .arg("id", Arg::Verbatim(record.id.to_string())),
        Text::new("history-log-started").arg("when", Arg::Verbatim(utc(record.started_at))),
        Text::new("history-log-players").arg("players", players),
    ]
    .iter()
    .map(|text| localizer.render(lang, text, &names))
    .chain([String::new()])
    .collect()
}

/// How the game stands after its last event: over (winners, then each seat's score),
/// stopped (the scores then), or still being played.
fn ending(game: &dyn AnyGame, status: GameStatus) -> Vec<Text> {
    let (mut texts, scores) = match (game.outcome(), status) {
        (Some(outcome), _) => (
            vec![Text::new("table-game-over").arg(
                "winners",
                Arg::List(outcome.winners.iter().copied().map(Arg::Seat).collect()),
            )],
            outcome.scores,
        ),
        (None, GameStatus::Playing) if game.actors() != Actors::Over => {
            return vec![Text::new("history-log-running")];
        }
        (None, _) => (vec![Text::new("history-log-stopped")], game.scores()),
    };
    texts.extend(Seat::all(scores.len()).map(|seat| game.final_score_text(seat, &scores)));
    texts
}

/// Names seats by the players sitting there.
fn names_of(players: &[Player]) -> impl Fn(Seat) -> String + '_ {
    move |seat: Seat| {
        players
            .get(seat.index())
            .map_or_else(|| seat.to_string(), |p| p.name.clone())
    }
}

/// Time since the start, as `h:mm:ss` (hours grow past 24 in games over days).
fn elapsed(ms: i64) -> String {
    let seconds = ms.max(0) / 1000;
    format!(
        "{}:{:02}:{:02}",
        seconds / 3600,
        seconds / 60 % 60,
        seconds % 60
    )
}

/// A moment as `YYYY-MM-DD HH:MM` in UTC.
pub(super) fn utc(ms: i64) -> String {
    let seconds = ms.div_euclid(1000);
    let (days, of_day) = (seconds.div_euclid(86_400), seconds.rem_euclid(86_400));
    // Days since 1970-01-01 to a civil date (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02}",
        of_day / 3600,
        of_day / 60 % 60
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_utc_and_times_count_from_the_start() {
        assert_eq!(utc(0), "1970-01-01 00:00");
        assert_eq!(utc(1_767_225_600_000), "2026-01-01 00:00");
        assert_eq!(utc(951_827_696_000), "2000-02-29 12:34");
        assert_eq!(elapsed(0), "0:00:00");
        assert_eq!(elapsed(3_723_999), "1:02:03");
        assert_eq!(elapsed(90_000_000), "25:00:00");
    }
}
