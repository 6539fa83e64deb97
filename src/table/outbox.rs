//! Collects what a command has to say, as [`Text`], before it is rendered per recipient.

use super::{Lobby, MessageKind, Player, Recipient, UserId, Watcher};
use crate::ai::Level;
use crate::engine::{AnyGame, Arg, Audience, Notice, Picture, Seat, Text, Viewer, Weight};
use crate::i18n::Lang;

/// The most legal moves a private view lists; players find the others by typing.
const LISTED_MOVES: usize = 20;

/// One text collected for one recipient.
struct Item {
    to: Recipient,
    kind: MessageKind,
    text: Text,
    /// Whether it is public news of a single play (see [`Weight::Play`]).
    play: bool,
    /// The people it names who it may notify, and why (a turn line, a ping post).
    mentions: Vec<(UserId, Mention)>,
    /// Those of them it notifies, once decided (see [`Outbox::settle_mentions`]).
    pings: Vec<UserId>,
}

/// Why a post names a person it may notify.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mention {
    /// The game waits for them.
    Turn,
    /// Someone asked for them: a nudge, a rematch invitation.
    Request,
}

/// The collected texts for one recipient and kind, before they become a [`super::Message`].
pub struct Collected {
    /// Where they go.
    pub to: Recipient,
    /// What they are.
    pub kind: MessageKind,
    /// The language to render them in.
    pub lang: Lang,
    /// The texts, in order.
    pub texts: Vec<Text>,
    /// Their picture, if any.
    pub picture: Option<Picture>,
    /// The people they notify.
    pub pings: Vec<UserId>,
}

/// What a command says, to whom, still language-free.
#[derive(Default)]
pub struct Outbox {
    items: Vec<Item>,
    /// The pictures of messages: one per recipient and kind, shown with its texts.
    pictures: Vec<(Recipient, MessageKind, Picture)>,
    /// Whether the channel's last ping goes (see [`Outbox::quiet`]).
    unping: bool,
    /// The followers told of this command's results (see [`Outbox::tell_watchers`]).
    watchers: Vec<Watcher>,
    /// Whether the lobby changed and must be saved.
    pub touched_lobby: bool,
    /// The players of a game that just ended, to name seats in the last messages.
    pub finished_players: Option<Vec<Player>>,
    /// A lobby that moves into a thread of its own as it starts.
    pub handover: Option<Lobby>,
}

impl Outbox {
    fn push(&mut self, to: Recipient, kind: MessageKind, text: Text) {
        self.items.push(Item {
            to,
            kind,
            text,
            play: false,
            mentions: Vec::new(),
            pings: Vec::new(),
        });
    }

    /// `text` for the channel, naming `people`, whom it may notify because of `why`.
    fn push_naming(&mut self, kind: MessageKind, text: Text, people: &[UserId], why: Mention) {
        self.items.push(Item {
            to: Recipient::Channel,
            kind,
            text,
            play: false,
            mentions: people.iter().map(|user| (*user, why)).collect(),
            pings: Vec::new(),
        });
    }

    fn drop_board(&mut self, to: Recipient) {
        self.items
            .retain(|item| !(item.to == to && item.kind == MessageKind::Board));
        self.picture(to, MessageKind::Board, None);
    }

    /// Shows `picture` with the message of `kind` to `to` (in place of an earlier one);
    /// none takes an earlier one away.
    fn picture(&mut self, to: Recipient, kind: MessageKind, picture: Option<Picture>) {
        self.pictures.retain(|(t, k, _)| !(*t == to && *k == kind));
        if let Some(picture) = picture {
            self.pictures.push((to, kind, picture));
        }
    }

    /// The picture of how a game ended, with the channel's news of its end: everyone's
    /// score after each round, worded as the game words its standings.
    pub fn final_chart(&mut self, game: &dyn AnyGame) {
        let chart = crate::engine::final_chart(game);
        self.picture(Recipient::Channel, MessageKind::News, Some(chart));
    }

    /// Each seated person told something privately (a deal, a passed card) gets the
    /// picture of their hand as it is now with it.
    pub fn hand_pictures(&mut self, game: &dyn AnyGame, players: &[Player]) {
        let told: Vec<(Recipient, Seat)> = players
            .iter()
            .enumerate()
            .filter(|(_, p)| !p.is_ai())
            .map(|(seat, p)| (Recipient::User(p.user), Seat(seat as u8)))
            .filter(|(to, _)| {
                self.items
                    .iter()
                    .any(|item| item.to == *to && item.kind == MessageKind::News)
            })
            .collect();
        for (to, seat) in told {
            self.picture(to, MessageKind::News, game.picture(Viewer::Seat(seat)));
        }
    }

    /// Something for the whole channel.
    pub fn news(&mut self, text: Text) {
        self.push(Recipient::Channel, MessageKind::News, text);
    }

    /// Whose turn it is, or who is asked to act, for the channel: `text` names `people`,
    /// whom it may notify because of `why`.
    pub fn turn(&mut self, text: Text, people: &[UserId], why: Mention) {
        self.push_naming(MessageKind::Turn, text, people, why);
    }

    /// The public state of a table without a game (lobby or empty).
    pub fn lobby_board(&mut self, text: Text) {
        self.drop_board(Recipient::Channel);
        self.push(Recipient::Channel, MessageKind::Board, text);
    }

    /// Whether a board for the channel is among the collected texts.
    pub fn has_board(&self) -> bool {
        self.items
            .iter()
            .any(|item| item.to == Recipient::Channel && item.kind == MessageKind::Board)
    }

    /// How a game played in a thread ended, for the channel the thread was opened in.
    pub fn summary(&mut self, text: Text) {
        self.push(Recipient::Channel, MessageKind::Summary, text);
    }

    /// A reminder for one person that the game waits for them.
    pub fn remind(&mut self, user: UserId, text: Text) {
        self.push(Recipient::User(user), MessageKind::Reminder, text);
    }

    /// The answer to the caller.
    pub fn reply(&mut self, text: Text) {
        self.push(Recipient::Caller, MessageKind::Reply, text);
    }

    /// Marks the lobby as changed.
    pub fn lobby_changed(&mut self) {
        self.touched_lobby = true;
    }

    /// A game's notices: public ones to the channel, private ones to their (human) seat.
    pub fn notices(&mut self, notices: Vec<Notice>, players: &[Player]) {
        for notice in notices {
            match notice.to {
                Audience::Everyone => self.items.push(Item {
                    to: Recipient::Channel,
                    kind: MessageKind::News,
                    text: notice.text,
                    play: notice.weight == Weight::Play,
                    mentions: Vec::new(),
                    pings: Vec::new(),
                }),
                Audience::Seat(seat) => {
                    if let Some(player) = players.get(seat.index()).filter(|p| !p.is_ai()) {
                        self.push(Recipient::User(player.user), MessageKind::News, notice.text);
                    }
                }
            }
        }
    }

    /// The public state of `game`, with the seats the AI plays for people who are `away`.
    pub fn board(&mut self, to: Recipient, game: &dyn AnyGame, away: impl Iterator<Item = Seat>) {
        self.drop_board(to);
        for line in game.view_text(Viewer::Public).table {
            self.push(to, MessageKind::Board, line);
        }
        self.picture(to, MessageKind::Board, game.picture(Viewer::Public));
        let away: Vec<Arg> = away.map(Arg::Seat).collect();
        if !away.is_empty() {
            let text = Text::new("table-away-seats")
                .arg("count", away.len())
                .arg("players", Arg::List(away));
            self.push(to, MessageKind::Board, text);
        }
    }

    /// A seat's hand and legal moves.
    pub fn private_view(&mut self, to: Recipient, game: &dyn AnyGame, seat: Seat) {
        let view = game.view_text(Viewer::Seat(seat));
        if view.private.is_empty() {
            // A game without secrets (War of the Buttons): say so, rather than nothing.
            self.push(to, MessageKind::Hand, Text::new("table-hand-open"));
        }
        for line in view.private {
            self.push(to, MessageKind::Hand, line);
        }
        self.picture(to, MessageKind::Hand, game.picture(Viewer::Seat(seat)));
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
        self.push(to, MessageKind::Hand, text.arg("moves", Arg::List(shown)));
    }

    /// Quiets the channel after moves were played ([`super::Posts::Tricks`]). When
    /// nothing but single plays happened (no trick or step ended, nobody must react),
    /// the news and whose turn it is go onto the table message and to the caller, and
    /// the channel gets only `ping`, a short-lived post for whoever must act now (the
    /// text, and the people it names). When more happened, everything is posted as it
    /// is. Either way the channel's last ping goes: those it named have acted.
    pub fn quiet(&mut self, ping: Option<(Text, Vec<UserId>)>) {
        self.unping = true;
        let public_news =
            |item: &Item| item.to == Recipient::Channel && item.kind == MessageKind::News;
        let fold = self.has_board()
            && self
                .items
                .iter()
                .all(|item| !public_news(item) || item.play);
        if !fold {
            return;
        }
        let mut folded = Vec::new();
        for item in std::mem::take(&mut self.items) {
            match (item.to, item.kind) {
                (Recipient::Channel, MessageKind::News) => folded.push(item.text),
                (Recipient::Channel, MessageKind::Turn) => {
                    self.push(Recipient::Channel, MessageKind::Board, item.text)
                }
                _ => self.items.push(item),
            }
        }
        for text in folded {
            self.push(Recipient::Caller, MessageKind::Reply, text.clone());
            self.push(Recipient::Channel, MessageKind::Board, text);
        }
        if let Some((text, people)) = ping {
            self.push_naming(MessageKind::Ping, text, &people, Mention::Turn);
        }
    }

    /// Decides whom the channel's posts notify: each person a turn line or ping post
    /// names is notified when `decide` says so (asked once per person and command).
    pub fn settle_mentions(&mut self, mut decide: impl FnMut(UserId, Mention) -> bool) {
        let mut decided: Vec<(UserId, bool)> = Vec::new();
        for item in &mut self.items {
            for (user, why) in std::mem::take(&mut item.mentions) {
                let notified = match decided.iter().find(|(u, _)| *u == user) {
                    Some((_, notified)) => *notified,
                    None => {
                        let notified = decide(user, why);
                        decided.push((user, notified));
                        notified
                    }
                };
                if notified && !item.pings.contains(&user) {
                    item.pings.push(user);
                }
            }
        }
    }

    /// Copies the public news of the command to each of `watchers` when a trick, round
    /// or step ended with it (whatever the channel posts): one message each.
    pub fn tell_watchers(&mut self, watchers: &[Watcher]) {
        let public = |item: &&Item| item.to == Recipient::Channel && item.kind == MessageKind::News;
        if !self.items.iter().filter(public).any(|item| !item.play) {
            return;
        }
        let news: Vec<Text> = self
            .items
            .iter()
            .filter(public)
            .map(|item| item.text.clone())
            .collect();
        for watcher in watchers {
            for text in &news {
                self.push(
                    Recipient::User(watcher.user),
                    MessageKind::Watch,
                    text.clone(),
                );
            }
        }
        self.watchers = watchers.to_vec();
    }

    /// The followers told of this command's results, with their languages.
    pub fn watcher_langs(&self) -> Vec<Watcher> {
        self.watchers.clone()
    }

    /// The collected texts, one group per recipient and kind in order of first
    /// appearance, each with the language to render it in, its picture, if any, and
    /// whom it notifies. A ping without texts only removes the channel's last one.
    pub fn into_messages(
        mut self,
        lang_of: impl Fn(Recipient) -> Lang,
    ) -> impl Iterator<Item = Collected> {
        let mut groups: Vec<(Recipient, MessageKind, Vec<Text>, Vec<UserId>)> = Vec::new();
        for item in self.items {
            let (to, kind) = (item.to, item.kind);
            let at = match groups.iter().position(|(r, k, ..)| *r == to && *k == kind) {
                Some(at) => at,
                None => {
                    groups.push((to, kind, Vec::new(), Vec::new()));
                    groups.len() - 1
                }
            };
            let (_, _, texts, pings) = &mut groups[at];
            texts.push(item.text);
            for user in item.pings {
                if !pings.contains(&user) {
                    pings.push(user);
                }
            }
        }
        if self.unping
            && groups
                .iter()
                .all(|(_, kind, ..)| *kind != MessageKind::Ping)
        {
            groups.push((
                Recipient::Channel,
                MessageKind::Ping,
                Vec::new(),
                Vec::new(),
            ));
        }
        let mut pictures = std::mem::take(&mut self.pictures);
        groups.into_iter().map(move |(to, kind, texts, pings)| {
            let picture = pictures
                .iter()
                .position(|(t, k, _)| *t == to && *k == kind)
                .map(|at| pictures.swap_remove(at).2);
            Collected {
                to,
                kind,
                lang: lang_of(to),
                texts,
                picture,
                pings,
            }
        })
    }
}

/// How a player is named in a message: a person by their name; an AI seat by a text in
/// the reader's language ("Bot 2"), whatever language the table had when it sat down.
pub fn player_name(player: &Player) -> Arg {
    if let Some(level) = player.ai_level() {
        Arg::Text(Box::new(
            Text::new("table-ai-name")
                .arg("number", player.user.0 as i64)
                .arg("level", Text::new(level_text(level))),
        ))
    } else {
        Arg::Verbatim(player.name.clone())
    }
}

/// The message id of an AI level's name ("strong"), in the reader's language.
pub fn level_text(level: Level) -> &'static str {
    match level {
        Level::Random => "table-ai-level-random",
        Level::Basic => "table-ai-level-basic",
        Level::Strong => "table-ai-level-strong",
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

#[cfg(test)]
mod tests {
    use super::*;

    fn collected(out: Outbox) -> Vec<(Recipient, MessageKind, Vec<&'static str>)> {
        out.into_messages(|_| Lang::En)
            .map(|c| (c.to, c.kind, c.texts.iter().map(|t| t.id).collect()))
            .collect()
    }

    fn a_move(play: Notice) -> Outbox {
        let mut out = Outbox::default();
        out.reply(Text::new("table-move-accepted"));
        out.notices(vec![play], &[]);
        out.push(Recipient::Channel, MessageKind::Board, Text::new("view"));
        out.turn(Text::new("table-waiting"), &[UserId(9)], Mention::Turn);
        out
    }

    #[test]
    fn a_play_that_ends_nothing_goes_onto_the_table_message_and_pings_who_is_next() {
        let mut out = a_move(Notice::play(Text::new("boast-card-played")));
        out.quiet(Some((Text::new("table-your-turn"), vec![UserId(9)])));
        assert_eq!(
            collected(out),
            [
                (
                    Recipient::Caller,
                    MessageKind::Reply,
                    vec!["table-move-accepted", "boast-card-played"]
                ),
                (
                    Recipient::Channel,
                    MessageKind::Board,
                    vec!["view", "table-waiting", "boast-card-played"]
                ),
                (
                    Recipient::Channel,
                    MessageKind::Ping,
                    vec!["table-your-turn"]
                ),
            ]
        );
    }

    #[test]
    fn a_turn_line_folded_onto_the_table_message_notifies_nobody_and_its_ping_post_does() {
        let mut out = a_move(Notice::play(Text::new("boast-card-played")));
        out.quiet(Some((Text::new("table-your-turn"), vec![UserId(9)])));
        let mut asked = Vec::new();
        out.settle_mentions(|user, why| {
            asked.push((user, why));
            true
        });
        assert_eq!(asked, [(UserId(9), Mention::Turn)], "asked once");
        let pings: Vec<(MessageKind, Vec<UserId>)> = out
            .into_messages(|_| Lang::En)
            .map(|c| (c.kind, c.pings))
            .collect();
        assert!(pings.contains(&(MessageKind::Ping, vec![UserId(9)])));
        assert!(
            pings
                .iter()
                .all(|(kind, pings)| *kind == MessageKind::Ping || pings.is_empty()),
            "{pings:?}"
        );
    }

    #[test]
    fn a_step_is_posted_as_it_is_and_the_last_ping_goes() {
        let mut out = a_move(Notice::public(Text::new("boast-trick-won")));
        out.quiet(Some((Text::new("table-your-turn"), vec![UserId(9)])));
        let messages = collected(out);
        assert!(messages.contains(&(
            Recipient::Channel,
            MessageKind::News,
            vec!["boast-trick-won"]
        )));
        assert!(messages.contains(&(Recipient::Channel, MessageKind::Turn, vec!["table-waiting"])));
        assert!(
            messages.contains(&(Recipient::Channel, MessageKind::Ping, vec![])),
            "{messages:?}"
        );
    }

    #[test]
    fn a_channel_that_posts_every_move_gets_no_ping() {
        let messages = collected(a_move(Notice::play(Text::new("boast-card-played"))));
        assert!(messages
            .iter()
            .all(|(_, kind, _)| *kind != MessageKind::Ping));
        assert!(messages.contains(&(
            Recipient::Channel,
            MessageKind::News,
            vec!["boast-card-played"]
        )));
    }
}

#[cfg(test)]
mod hand_tests {
    use super::*;

    #[test]
    fn a_hand_in_a_game_without_secrets_says_so_and_shows_its_picture() {
        // WB-I: in War of the Buttons everything is public.
        let registry = crate::games::registry();
        let kind = registry
            .iter()
            .find(|k| k.info().id == "buttons")
            .expect("War of the Buttons");
        let options = kind.parse_options(&[]).expect("default options");
        let game = kind.new_game(2, &options).expect("a game");
        let mut out = Outbox::default();
        out.private_view(Recipient::Caller, game.as_ref(), Seat(0));
        let hand: Vec<&Item> = out
            .items
            .iter()
            .filter(|item| item.kind == MessageKind::Hand)
            .collect();
        assert_eq!(
            hand.first().map(|item| item.text.id),
            Some("table-hand-open")
        );
    }
}
