//! `/game mine`: the tables where the caller is seated, on every server, as one answer
//! only they see, in their language — from a server channel or from the DM with the bot.

use super::respond::{clip, private_answer};
use super::responder::Responder;
use crate::engine::{Arg, Text};
use crate::i18n::{Lang, Localizer};
use crate::table::{SeatedTable, Tables, UserId};
use serde_json::{json, Value};
use serenity::all::CommandInteraction;
use std::time::Duration;

/// Discord's limit for an embed description.
const EMBED_LIMIT: usize = 4096;
/// Answer (or defer) well within Discord's three seconds.
const DEFER_AFTER: Duration = Duration::from_millis(1500);

/// The list as the caller reads it: a heading and one line per table (game, channel,
/// whose turn, the deadline, the moves since they played), or that they sit nowhere.
/// Lines that do not fit in one embed are counted instead of shown.
pub fn listing(localizer: &Localizer, lang: Lang, tables: &[SeatedTable]) -> String {
    let render = |text: &Text| localizer.render(lang, text, &|s| s.to_string());
    if tables.is_empty() {
        return render(&Text::new("discord-mine-none"));
    }
    let heading = render(&Text::new("discord-mine-heading").arg("count", tables.len()));
    let lines: Vec<String> = tables.iter().map(|t| render(&line(t))).collect();
    let more = |left: usize| render(&Text::new("discord-mine-more").arg("count", left));
    let size = |lines: &[String]| lines.iter().map(|l| l.chars().count() + 1).sum::<usize>();
    let mut shown = lines.len();
    while shown > 0 {
        let tail = if shown < lines.len() {
            more(lines.len() - shown).chars().count() + 1
        } else {
            0
        };
        if heading.chars().count() + size(&lines[..shown]) + tail <= EMBED_LIMIT {
            break;
        }
        shown -= 1;
    }
    let mut text = heading;
    for line in &lines[..shown] {
        text.push('\n');
        text.push_str(line);
    }
    if shown < lines.len() {
        text.push('\n');
        text.push_str(&more(lines.len() - shown));
    }
    clip(&text, EMBED_LIMIT)
}

/// One table's line: the channel as a mention (a link in Discord), the deadline as a
/// timestamp each reader sees in their own time zone, counting down.
fn line(table: &SeatedTable) -> Text {
    let turn = if table.your_turn {
        Text::new("discord-mine-your-turn")
    } else if table.waiting.is_empty() {
        Text::new("discord-mine-nobody")
    } else {
        let names = table.waiting.iter().cloned().map(Arg::Verbatim).collect();
        Text::new("discord-mine-waiting")
            .arg("count", table.waiting.len())
            .arg("players", Arg::List(names))
    };
    let moves = Text::new("discord-mine-moves").arg("count", i64::from(table.moves_since));
    let text = match table.deadline {
        Some(at) => Text::new("discord-mine-line-clock").arg(
            "when",
            Arg::Verbatim(format!("<t:{}:R>", at.div_euclid(1000))),
        ),
        None => Text::new("discord-mine-line"),
    };
    text.arg("game", table.name.clone())
        .arg("channel", Arg::Verbatim(format!("<#{}>", table.channel.0)))
        .arg("turn", turn)
        .arg("moves", moves)
}

/// Answers `/game mine` privately. Restoring many tables can take a while: past
/// [`DEFER_AFTER`] the answer is deferred (privately) and completed by an edit.
pub async fn answer(responder: &Responder, command: &CommandInteraction, tables: &Tables) {
    let lang = Lang::negotiate(&command.locale);
    let localizer = tables.context().localizer;
    let work = async {
        let mine = tables.my_games(UserId(command.user.id.get())).await;
        private_answer(&listing(localizer, lang, &mine))
    };
    tokio::pin!(work);
    match tokio::time::timeout(DEFER_AFTER, &mut work).await {
        Ok(response) => {
            responder.respond(&response).await;
        }
        Err(_) => {
            let thinking = json!({ "type": 5, "data": { "flags": 64 } });
            let deferred = responder.respond(&thinking).await;
            let response = work.await;
            if deferred {
                responder.edit_original(&response["data"], Vec::new()).await;
            }
        }
    }
}

/// Answers a table command sent where there is no table (the DM with the bot): privately,
/// that it needs a server channel.
pub async fn guild_only(
    responder: &Responder,
    command: &CommandInteraction,
    localizer: &Localizer,
) {
    let lang = Lang::negotiate(&command.locale);
    let text = localizer.render(lang, &Text::new("discord-guild-only"), &|s| s.to_string());
    let response: Value = private_answer(&text);
    responder.respond(&response).await;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Seat;
    use crate::table::{ChannelId, GameId};

    fn seated(channel: u64, your_turn: bool, deadline: Option<i64>, moves: u32) -> SeatedTable {
        SeatedTable {
            channel: ChannelId(channel),
            game: GameId(channel as i64),
            name: Text::new("haggis-name"),
            seat: Seat(0),
            waiting: if your_turn {
                vec!["<@7>".into()]
            } else {
                vec!["<@8>".into(), "<@9>".into()]
            },
            your_turn,
            deadline,
            moves_since: moves,
        }
    }

    #[test]
    fn each_table_is_one_line_with_a_channel_link_and_a_timestamp() {
        let tables = [
            seated(123, true, Some(1_767_225_600_000), 3),
            seated(124, false, None, 1),
        ];
        let text = listing(Localizer::global(), Lang::En, &tables);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 3, "{text}");
        assert_eq!(lines[0], "You are seated at 2 tables:");
        assert_eq!(
            lines[1],
            "• **Haggis** in <#123> — **your turn**, ⏳ <t:1767225600:R>, 3 moves since you played"
        );
        assert_eq!(
            lines[2],
            "• **Haggis** in <#124> — <@8>, <@9> to move, one move since you played"
        );
    }

    #[test]
    fn nobody_seated_is_said_and_every_language_renders() {
        assert_eq!(
            listing(Localizer::global(), Lang::En, &[]),
            "You are seated at no table."
        );
        let tables = [
            seated(1, true, Some(5_000), 0),
            seated(2, false, None, 2),
            seated(3, false, None, 5),
            seated(4, false, None, 21),
        ];
        for lang in Lang::ALL {
            for table in &tables {
                Localizer::global()
                    .try_render(lang, &line(table), &|s| s.to_string())
                    .unwrap_or_else(|e| panic!("{lang}: {e}"));
            }
            let text = listing(Localizer::global(), lang, &tables);
            assert_eq!(text.lines().count(), 5, "{text}");
            assert!(text.contains("<#4>") && text.contains("<t:5:R>"), "{text}");
        }
    }

    #[test]
    fn a_long_list_fits_one_embed_and_counts_the_rest() {
        let tables: Vec<SeatedTable> = (0..200)
            .map(|i| seated(1_000_000_000_000_000_000 + i, false, Some(i as i64), 7))
            .collect();
        let text = listing(Localizer::global(), Lang::En, &tables);
        assert!(text.chars().count() <= EMBED_LIMIT);
        let last = text.lines().last().unwrap_or_default();
        assert!(
            last.starts_with("…and ") && last.ends_with(" more tables."),
            "{last}"
        );
        let shown = text.lines().filter(|l| l.starts_with('•')).count();
        assert!(last.contains(&format!("{} more", 200 - shown)), "{last}");
    }
}
