//! Collects what a command has to say, as [`Text`], before it is rendered per recipient.

use super::{MessageKind, Player, Recipient, UserId};
use crate::engine::{AnyGame, Arg, Audience, Notice, Seat, Text, Viewer};
use crate::i18n::Lang;

/// The most legal moves a private view lists; players find the others by typing.
const LISTED_MOVES: usize = 20;

/// What a command says, to whom, still language-free.
#[derive(Default)]
pub struct Outbox {
    items: Vec<(Recipient, MessageKind, Text)>,
    /// Whether the lobby changed and must be saved.
    pub touched_lobby: bool,
    /// The players of a game that just ended, to name seats in the last messages.
    pub finished_players: Option<Vec<Player>>,
}

impl Outbox {
    /// Something for the whole channel.
    pub fn news(&mut self, text: Text) {
        self.items
            .push((Recipient::Channel, MessageKind::News, text));
    }

    /// Whose turn it is, for the channel.
    pub fn turn(&mut self, text: Text) {
        self.items
            .push((Recipient::Channel, MessageKind::Turn, text));
    }

    /// The public state of a table without a game (lobby or empty).
    pub fn lobby_board(&mut self, text: Text) {
        self.items
            .retain(|(r, kind, _)| !(*r == Recipient::Channel && *kind == MessageKind::Board));
        self.items
            .push((Recipient::Channel, MessageKind::Board, text));
    }

    /// Whether a board for the channel is among the collected texts.
    pub fn has_board(&self) -> bool {
        self.items
            .iter()
            .any(|(r, kind, _)| *r == Recipient::Channel && *kind == MessageKind::Board)
    }

    /// A reminder for one person that the game waits for them.
    pub fn remind(&mut self, user: UserId, text: Text) {
        self.items
            .push((Recipient::User(user), MessageKind::Reminder, text));
    }

    /// The answer to the caller.
    pub fn reply(&mut self, text: Text) {
        self.items
            .push((Recipient::Caller, MessageKind::Reply, text));
    }

    /// Marks the lobby as changed.
    pub fn lobby_changed(&mut self) {
        self.touched_lobby = true;
    }

    /// A game's notices: public ones to the channel, private ones to their (human) seat.
    pub fn notices(&mut self, notices: Vec<Notice>, players: &[Player]) {
        for notice in notices {
            match notice.to {
                Audience::Everyone => self.news(notice.text),
                Audience::Seat(seat) => {
                    if let Some(player) = players.get(seat.index()).filter(|p| !p.is_ai()) {
                        self.items.push((
                            Recipient::User(player.user),
                            MessageKind::News,
                            notice.text,
                        ));
                    }
                }
            }
        }
    }

    /// The public state of `game`, with the seats the AI plays for people who are `away`.
    pub fn board(&mut self, to: Recipient, game: &dyn AnyGame, away: impl Iterator<Item = Seat>) {
        self.items
            .retain(|(r, kind, _)| !(*r == to && *kind == MessageKind::Board));
        for line in game.view_text(Viewer::Public).table {
            self.items.push((to, MessageKind::Board, line));
        }
        let away: Vec<Arg> = away.map(Arg::Seat).collect();
        if !away.is_empty() {
            let text = Text::new("table-away-seats")
                .arg("count", away.len())
                .arg("players", Arg::List(away));
            self.items.push((to, MessageKind::Board, text));
        }
    }

    /// A seat's hand and legal moves.
    pub fn private_view(&mut self, to: Recipient, game: &dyn AnyGame, seat: Seat) {
        let view = game.view_text(Viewer::Seat(seat));
        for line in view.private {
            self.items.push((to, MessageKind::Hand, line));
        }
        let moves = game.legal_moves(seat);
        let total = moves.len();
        let shown: Vec<Arg> = moves
            .into_iter()
            .take(LISTED_MOVES)
            .map(|m| Arg::Verbatim(m.notation))
            .collect();
        let text = match total {
            0 => return,
            _ if total <= LISTED_MOVES => Text::new("table-legal-moves"),
            _ => Text::new("table-legal-moves-some")
                .arg("shown", shown.len())
                .arg("total", total),
        };
        self.items
            .push((to, MessageKind::Hand, text.arg("moves", Arg::List(shown))));
    }

    /// The collected texts, one group per recipient and kind in order of first
    /// appearance, each with the language to render it in.
    pub fn into_messages(
        self,
        lang_of: impl Fn(Recipient) -> Lang,
    ) -> impl Iterator<Item = (Recipient, MessageKind, Lang, Vec<Text>)> {
        let mut groups: Vec<(Recipient, MessageKind, Vec<Text>)> = Vec::new();
        for (to, kind, text) in self.items {
            match groups.iter_mut().find(|(r, k, _)| *r == to && *k == kind) {
                Some((_, _, texts)) => texts.push(text),
                None => groups.push((to, kind, vec![text])),
            }
        }
        groups
            .into_iter()
            .map(move |(to, kind, texts)| (to, kind, lang_of(to), texts))
    }
}

/// How a player is named in a message: a person by their name; an AI seat by a text in
/// the reader's language ("Bot 2"), whatever language the table had when it sat down.
pub fn player_name(player: &Player) -> Arg {
    if player.is_ai() {
        Arg::Text(Box::new(
            Text::new("table-ai-name").arg("number", player.user.0 as i64),
        ))
    } else {
        Arg::Verbatim(player.name.clone())
    }
}

/// `text` with every seat replaced by the name of the player sitting there, so the message
/// can be rendered later without the table.
pub fn name_seats(text: Text, names: &dyn Fn(Seat) -> Arg) -> Text {
    Text {
        id: text.id,
        args: text
            .args
            .into_iter()
            .map(|(name, arg)| (name, name_seat_arg(arg, names)))
            .collect(),
    }
}

fn name_seat_arg(arg: Arg, names: &dyn Fn(Seat) -> Arg) -> Arg {
    match arg {
        Arg::Seat(seat) => names(seat),
        Arg::Text(text) => Arg::Text(Box::new(name_seats(*text, names))),
        Arg::List(items) => Arg::List(
            items
                .into_iter()
                .map(|item| name_seat_arg(item, names))
                .collect(),
        ),
        other => other,
    }
}
