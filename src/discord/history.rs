//! `/game history` and `/game record`: the games that ended at a channel's table, listed
//! for the asker only with a button per game, and a game's record (the JSON `gametable
//! replay` reads) and plain-text log in the asker's language, attached as two files.

use super::respond::{clip, embed, private_answer, COLOUR};
use super::responder::Responder;
use crate::engine::{Arg, Text};
use crate::i18n::{Lang, Localizer};
use crate::table::{ChannelId, GameId, PlayedGame, RecordFiles, Tables};
use serde_json::{json, Value};
use serenity::all::{CommandInteraction, ComponentInteraction, CreateAttachment, CreateEmbed};
use std::future::Future;
use std::time::Duration;

/// How many ended games `/game history` lists.
pub const LISTED: usize = 10;
/// Answer (or defer) well within Discord's three seconds.
const DEFER_AFTER: Duration = Duration::from_millis(1500);
/// Discord's limit for an embed description.
const EMBED_LIMIT: usize = 4096;
/// Buttons in one row of a message.
const BUTTONS_PER_ROW: usize = 5;
/// The first part of the custom id of a record button.
const BUTTON: &str = "record";

/// The custom id of the button that fetches the record of `game` of `channel`.
pub fn custom_id(channel: ChannelId, game: GameId) -> String {
    format!("{BUTTON}:{}:{}", channel.0, game.0)
}

/// Reads a record button's id back; `None` when it is not one (or is garbled).
pub fn parse_custom_id(id: &str) -> Option<(ChannelId, GameId)> {
    let mut parts = id.split(':');
    let (Some(BUTTON), Some(channel), Some(game), None) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return None;
    };
    Some((ChannelId(channel.parse().ok()?), GameId(game.parse().ok()?)))
}

/// The answer to `/game history`: a heading, one line per game (number, game, when it
/// ended as a timestamp in each reader's time zone, the scores, the winners or that it was
/// stopped), and a button per game; or that no game ended here.
pub fn listing(
    localizer: &Localizer,
    lang: Lang,
    channel: ChannelId,
    games: &[PlayedGame],
) -> Value {
    let render = |text: &Text, names: &dyn Fn(crate::engine::Seat) -> String| {
        localizer.render(lang, text, names)
    };
    let plain = |s: crate::engine::Seat| s.to_string();
    if games.is_empty() {
        return private_answer(&render(&Text::new("discord-history-none"), &plain));
    }
    let mut text = render(
        &Text::new("discord-history-heading").arg("count", games.len()),
        &plain,
    );
    for (index, game) in games.iter().enumerate() {
        let names = |seat: crate::engine::Seat| {
            game.players
                .get(seat.index())
                .map_or_else(|| seat.to_string(), |p| p.name.clone())
        };
        let result = if game.finished {
            Text::new("discord-history-won")
                .arg("count", game.winners.len())
                .arg(
                    "winners",
                    Arg::List(game.winners.iter().copied().map(Arg::Seat).collect()),
                )
        } else {
            Text::new("discord-history-stopped")
        };
        let line = Text::new("discord-history-line")
            .arg("number", index + 1)
            .arg("game", game.name.clone())
            .arg(
                "when",
                Arg::Verbatim(format!("<t:{}:f>", game.ended_at.div_euclid(1000))),
            )
            .arg(
                "scores",
                Arg::List(game.scores.iter().cloned().map(Arg::from).collect()),
            )
            .arg("result", result);
        text.push('\n');
        text.push_str(&render(&line, &names));
    }
    text.push_str("\n\n");
    text.push_str(&render(&Text::new("discord-history-hint"), &plain));
    let buttons: Vec<Value> = games
        .iter()
        .enumerate()
        .map(|(index, game)| {
            let label = render(
                &Text::new("discord-history-button").arg("number", index + 1),
                &plain,
            );
            json!({
                "type": 2,
                "style": 2,
                "label": clip(&label, 80),
                "custom_id": custom_id(channel, game.id),
            })
        })
        .collect();
    let rows: Vec<Value> = buttons
        .chunks(BUTTONS_PER_ROW)
        .map(|row| json!({ "type": 1, "components": row }))
        .collect();
    json!({
        "type": 4,
        "data": {
            "embeds": [embed(&clip(&text, EMBED_LIMIT))],
            "components": rows,
            "flags": 64,
            "allowed_mentions": { "parse": [] },
        }
    })
}

/// What the asker gets for a record: the files and a line that says what they are, or
/// the refusal.
fn record_message(
    localizer: &Localizer,
    lang: Lang,
    found: Result<RecordFiles, Text>,
) -> (String, Vec<CreateAttachment>) {
    let render = |text: &Text| localizer.render(lang, text, &|s| s.to_string());
    match found {
        Ok(files) => {
            let id = if files.public {
                "discord-record-public"
            } else {
                "discord-record-sent"
            };
            let said = Text::new(id)
                .arg("game", files.name.clone())
                .arg("id", Arg::Verbatim(files.id.0.to_string()));
            let attached = vec![
                CreateAttachment::bytes(files.json, format!("game-{}.json", files.id.0)),
                CreateAttachment::bytes(files.log, format!("game-{}.txt", files.id.0)),
            ];
            (render(&said), attached)
        }
        Err(why) => (render(&why), Vec::new()),
    }
}

/// Answers `/game history` for the channel of `command`, privately.
pub async fn history(responder: &Responder, command: &CommandInteraction, tables: &Tables) {
    let lang = Lang::negotiate(&command.locale);
    let channel = ChannelId(command.channel_id.get());
    let localizer = tables.context().localizer;
    let work = async {
        match tables.history(channel, LISTED).await {
            Ok(games) => listing(localizer, lang, channel, &games),
            Err(why) => private_answer(&localizer.render(lang, &why, &|s| s.to_string())),
        }
    };
    let answered = within(Box::pin(work)).await;
    match answered {
        Ok(response) => {
            responder.respond(&response).await;
        }
        Err(work) => {
            if defer(responder).await {
                let response = work.await;
                responder.edit_original(&response["data"], Vec::new()).await;
            }
        }
    }
}

/// Answers `/game record [game:]` privately with the record and log of a game of the
/// command's channel.
pub async fn record_command(
    responder: &Responder,
    command: &CommandInteraction,
    tables: &Tables,
    game: Option<String>,
) {
    let lang = Lang::negotiate(&command.locale);
    let channel = ChannelId(command.channel_id.get());
    let work = tables.record(channel, game.as_deref(), lang);
    send_record(responder, tables, lang, work).await;
}

/// Answers a click on a record button of the history: the record of that game, privately.
/// A button naming another channel than the one it is clicked in is refused like a game
/// this channel does not have.
pub async fn record_button(
    responder: &Responder,
    component: &ComponentInteraction,
    tables: &Tables,
    (channel, game): (ChannelId, GameId),
) {
    let lang = Lang::negotiate(&component.locale);
    let here = ChannelId(component.channel_id.get());
    let typed = game.0.to_string();
    let wanted = if channel == here {
        Some(typed.as_str())
    } else {
        tracing::warn!(
            user = component.user.id.get(),
            "a record button from another channel"
        );
        None
    };
    let work = async {
        match wanted {
            Some(typed) => tables.record(here, Some(typed), lang).await,
            None => {
                Err(Text::new("history-no-such-game").arg("game", Arg::Verbatim(typed.clone())))
            }
        }
    };
    send_record(responder, tables, lang, work).await;
}

/// Sends a record (or the refusal) as a private answer with its files; past
/// [`DEFER_AFTER`] the answer is deferred privately and completed by an edit.
async fn send_record(
    responder: &Responder,
    tables: &Tables,
    lang: Lang,
    work: impl Future<Output = Result<RecordFiles, Text>>,
) {
    let localizer = tables.context().localizer;
    let work = async { record_message(localizer, lang, work.await) };
    let answered = within(Box::pin(work)).await;
    match answered {
        Ok((said, files)) => {
            responder
                .respond_privately(record_embed(&said), files)
                .await;
        }
        Err(work) => {
            if defer(responder).await {
                let (said, files) = work.await;
                responder
                    .complete_with_files(record_embed(&said), files)
                    .await;
            }
        }
    }
}

fn record_embed(said: &str) -> CreateEmbed {
    CreateEmbed::new()
        .description(clip(said, EMBED_LIMIT))
        .colour(COLOUR as u32)
}

/// `work`'s result if it comes within [`DEFER_AFTER`], else the work still to wait for.
async fn within<F: Future + Unpin>(mut work: F) -> Result<F::Output, F> {
    match tokio::time::timeout(DEFER_AFTER, &mut work).await {
        Ok(done) => Ok(done),
        Err(_) => Err(work),
    }
}

/// Tells Discord a private answer is coming; whether it was told.
async fn defer(responder: &Responder) -> bool {
    let thinking = json!({ "type": 5, "data": { "flags": 64 } });
    responder.respond(&thinking).await
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Seat;
    use crate::table::{Player, UserId};

    fn played(id: i64, finished: bool) -> PlayedGame {
        let player = |user: u64, name: &str| Player {
            user: UserId(user),
            name: name.to_owned(),
            lang: Lang::En,
            level: None,
        };
        PlayedGame {
            id: GameId(id),
            name: Text::new("haggis-name"),
            finished,
            ended_at: 1_767_225_600_000,
            players: vec![player(601, "<@601>"), player(1, "Bot 1")],
            scores: vec![
                Text::new("table-final-score")
                    .arg("player", Seat(0))
                    .arg("score", 250i64),
                Text::new("table-final-score")
                    .arg("player", Seat(1))
                    .arg("score", 1i64),
            ],
            winners: if finished { vec![Seat(0)] } else { Vec::new() },
        }
    }

    #[test]
    fn button_ids_round_trip_and_garbled_ones_are_refused() {
        let id = custom_id(ChannelId(7000), GameId(-4_821_931_402_760_518_139));
        assert_eq!(
            parse_custom_id(&id),
            Some((ChannelId(7000), GameId(-4_821_931_402_760_518_139)))
        );
        for garbled in [
            "record:7000",
            "record:7000:x",
            "record:-1:5",
            "record:7000:5:6",
            "table:7000:5",
            "",
        ] {
            assert_eq!(parse_custom_id(garbled), None, "{garbled}");
        }
    }

    #[test]
    fn each_game_is_a_line_with_its_button() {
        let games = [played(11, true), played(12, false)];
        let answer = listing(Localizer::global(), Lang::En, ChannelId(7000), &games);
        let text = answer["data"]["embeds"][0]["description"]
            .as_str()
            .unwrap_or_default();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "The last 2 games that ended here:");
        assert_eq!(
            lines[1],
            "**1.** Haggis, <t:1767225600:f>: <@601>: 250 points, Bot 1: 1 point. Winner: <@601>."
        );
        assert!(lines[2].ends_with("Stopped before its end."), "{text}");
        assert_eq!(answer["data"]["flags"], 64);
        let buttons = &answer["data"]["components"][0]["components"];
        assert_eq!(buttons[0]["custom_id"], "record:7000:11");
        assert_eq!(buttons[1]["label"], "Record 2");
    }

    #[test]
    fn every_language_renders_and_ten_games_fit_two_rows() {
        let games: Vec<PlayedGame> = (0..LISTED as i64).map(|i| played(i, i % 2 == 0)).collect();
        for lang in Lang::ALL {
            for id in [
                "discord-history-none",
                "discord-history-hint",
                "discord-history-stopped",
            ] {
                Localizer::global()
                    .try_render(lang, &Text::new(id), &|s| s.to_string())
                    .unwrap_or_else(|e| panic!("{lang}: {e}"));
            }
            let answer = listing(Localizer::global(), lang, ChannelId(1), &games);
            let rows = answer["data"]["components"]
                .as_array()
                .cloned()
                .unwrap_or_default();
            assert_eq!(rows.len(), 2, "{lang}");
            let text = answer["data"]["embeds"][0]["description"].to_string();
            assert!(!text.contains("discord-"), "{lang}: {text}");
        }
        let none = listing(Localizer::global(), Lang::Hu, ChannelId(1), &[]);
        assert!(none["data"]["components"].is_null());
    }
}
