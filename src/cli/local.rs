//! Local mode: one table in this terminal, the user in seat 1 and AI seats around them,
//! through the same table layer and store as the bot.

use super::output::print_line;
use super::signals::Signals;
use super::{context, parse_option, table_with_ai, DbArgs};
use crate::ai::Level;
use crate::engine::{Actors, Arg, Text};
use crate::i18n::{Lang, Localizer, Medium};
use crate::table::{
    AiLimits, Caller, ChannelId, Channels, Clock, Command, Context, Message, MessageKind, Pace,
    Posts, Recipient, SystemClock, Tables, TurnClock, UserId,
};
use anyhow::Context as _;
use clap::Args;
use std::cell::RefCell;
use std::io::IsTerminal;
use std::sync::Arc;
use tokio::io::{AsyncBufReadExt, BufReader};

/// The channel id of the local table.
pub const LOCAL_CHANNEL: ChannelId = ChannelId(1);
/// The user id of the person at the terminal (above the AI ids, below Discord's).
const LOCAL_USER: UserId = UserId(1_000);
/// The table's lines listing legal moves: local mode lists all of them itself.
const LEGAL_MOVES_LINES: [&str; 2] = ["table-legal-moves", "table-legal-moves-some"];
/// The width the list of legal moves is wrapped to.
const MOVES_WIDTH: usize = 78;

/// Options of `gametable local`.
#[derive(Args, Debug)]
pub struct LocalArgs {
    /// The game to play.
    #[arg(long, default_value = "boast")]
    pub game: String,
    /// How many players, you included.
    #[arg(long, default_value_t = 4)]
    pub players: usize,
    /// The language of the table (en, hu, el, ru).
    #[arg(long, env = "GAMETABLE_LANG", default_value = "en")]
    pub lang: Lang,
    /// A table option, `key=value` (repeatable).
    #[arg(long = "option", value_parser = parse_option)]
    pub options: Vec<(String, String)>,
    /// Your name at the table [default: $USER, or "Player" in the table's language].
    #[arg(long, env = "USER")]
    pub name: Option<String>,
    /// Abandon an unfinished local game and start a new one.
    #[arg(long)]
    pub new: bool,
    /// The time each of your moves may take (off, 20s, 1m, 3m, 10m, 1h, 12h, 1d, 3d); when
    /// it runs out the AI plays for you until you type `back`.
    #[arg(long, default_value = "off")]
    pub clock: TurnClock,
    /// How well the AI seats play (random, basic, strong).
    #[arg(long, default_value_t = Level::Strong)]
    pub ai: Level,
    /// Seed the deals and the AI (for a repeatable game: the AI then thinks for a number
    /// of iterations, not for a time).
    #[arg(long)]
    pub seed: Option<u64>,
    /// No colours.
    #[arg(long)]
    pub plain: bool,
    #[command(flatten)]
    pub db: DbArgs,
}

impl LocalArgs {
    /// The arguments of a bare `gametable`.
    pub fn default_from_env() -> LocalArgs {
        use clap::Parser;
        #[derive(Parser)]
        struct Bare {
            #[command(flatten)]
            local: LocalArgs,
        }
        Bare::parse_from(["gametable"]).local
    }
}

struct Terminal {
    lang: Lang,
    colour: bool,
    localizer: &'static Localizer,
    /// The lines the user was told privately since their last prompt (a deal tells their
    /// new hand), so that the hand shown with the prompt does not say them twice.
    told: RefCell<Vec<String>>,
}

impl Terminal {
    fn text(&self, id: &'static str) -> String {
        self.render(&Text::new(id))
    }

    /// `text` as it reads in the terminal: commands are words typed here.
    fn render(&self, text: &Text) -> String {
        self.localizer
            .render_in(Medium::Terminal, self.lang, text, &|s| s.to_string())
    }

    fn say(&self, kind: MessageKind, body: &str) -> anyhow::Result<()> {
        let (start, end) = match (self.colour, kind) {
            (false, _) => ("", ""),
            (true, MessageKind::Refusal) => ("\x1b[31m", "\x1b[0m"),
            (true, MessageKind::Reply) => ("\x1b[32m", "\x1b[0m"),
            (true, MessageKind::Board) => ("\x1b[2m", "\x1b[0m"),
            (true, MessageKind::Hand) => ("\x1b[1;36m", "\x1b[0m"),
            (true, MessageKind::Turn | MessageKind::Ping) => ("\x1b[1;33m", "\x1b[0m"),
            (
                true,
                MessageKind::News
                | MessageKind::Reminder
                | MessageKind::Watch
                | MessageKind::Summary,
            ) => ("", ""),
        };
        for line in body.lines() {
            print_line(format_args!("{start}{line}{end}"))?;
        }
        Ok(())
    }

    fn show(&self, messages: &[Message]) -> anyhow::Result<()> {
        // Reminders are for people away from the table; a local player sits at it.
        let shown = messages.iter().filter(|m| m.kind != MessageKind::Reminder);
        for message in shown {
            if message.to == Recipient::Channel
                || message.to == Recipient::Caller
                || message.to == Recipient::User(LOCAL_USER)
            {
                if message.kind == MessageKind::News && message.to != Recipient::Channel {
                    let lines = message.texts.iter().map(|text| self.render(text));
                    self.told.borrow_mut().extend(lines);
                }
                // The table lists only the first legal moves; `list_moves` lists them all.
                let mut message = message.clone();
                message.texts.retain(|t| !LEGAL_MOVES_LINES.contains(&t.id));
                if !message.texts.is_empty() {
                    let body = message.render_in(self.localizer, Medium::Terminal);
                    self.say(message.kind, &body)?;
                }
            }
        }
        Ok(())
    }
}

/// The user's legal moves now, in the game's order (none without a game or a seat).
async fn my_moves(tables: &Tables) -> Vec<String> {
    tables
        .inspect(LOCAL_CHANNEL, |t| {
            let seat = t.seat_of(LOCAL_USER)?;
            Some(t.game()?.legal_moves(seat))
        })
        .await
        .flatten()
        .unwrap_or_default()
        .into_iter()
        .map(|m| m.notation)
        .collect()
}

/// Lists every legal move of the user, wrapped to a readable width.
async fn list_moves(tables: &Tables, term: &Terminal) -> anyhow::Result<()> {
    let moves = my_moves(tables).await;
    if moves.is_empty() {
        return Ok(());
    }
    let text = Text::new("table-legal-moves").arg(
        "moves",
        Arg::List(moves.into_iter().map(Arg::Verbatim).collect()),
    );
    let line = term.render(&text);
    term.say(MessageKind::Hand, &wrap_list(&line, MOVES_WIDTH).join("\n"))
}

/// Breaks a comma-separated list into lines of at most `width` characters where it can,
/// only after a comma (a move's notation may hold spaces, never a comma); continuation
/// lines are indented.
fn wrap_list(line: &str, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut current = String::new();
    let parts: Vec<&str> = line.split(", ").collect();
    let last = parts.len().saturating_sub(1);
    for (i, part) in parts.into_iter().enumerate() {
        let piece = if i < last {
            format!("{part},")
        } else {
            part.to_owned()
        };
        if current.is_empty() {
            current = piece;
        } else if current.chars().count() + 1 + piece.chars().count() <= width {
            current.push(' ');
            current.push_str(&piece);
        } else {
            lines.push(std::mem::take(&mut current));
            current = format!("  {piece}");
        }
    }
    lines.push(current);
    lines
}

/// Runs a local game until the user quits, the input ends or a signal stops it; then
/// closes the store, so that the game is saved in the database file itself.
pub async fn run(args: LocalArgs, signals: &Signals) -> anyhow::Result<i32> {
    let store = args.db.open()?;
    // The terminal is the table itself: every move is shown where it happens.
    let ctx = Context {
        default_posts: Posts::EveryMove,
        ai: if args.seed.is_some() {
            AiLimits::REPEATABLE
        } else {
            AiLimits::LIVE
        },
        ..context(args.lang)
    };
    // A database shared with the bot holds its tables too: they are the bot's to run.
    let tables = Tables::new(ctx, store.clone(), Arc::new(SystemClock), args.seed)
        .serving(Channels::Terminal);
    let term = Terminal {
        lang: args.lang,
        colour: !args.plain
            && std::io::stdout().is_terminal()
            && std::env::var_os("NO_COLOR").is_none(),
        localizer: Localizer::global(),
        told: RefCell::default(),
    };
    // A signal stops the game where it waits: a command it interrupted is committed
    // before the store closes, or was never acknowledged.
    let played = signals.until_stopped(play(&args, &tables, &term)).await;
    let closed = store.close().await;
    let code = played?;
    closed?;
    if code == 0 || signals.received().is_some() {
        term.say(MessageKind::News, &term.text("local-bye"))?;
    }
    Ok(code)
}

/// Plays at the table until the user quits or the input ends (exit code 0), or the game
/// cannot start (1).
async fn play(args: &LocalArgs, tables: &Tables, term: &Terminal) -> anyhow::Result<i32> {
    let name = match args.name.as_deref().map(str::trim) {
        Some(name) if !name.is_empty() => name.to_owned(),
        _ => term.text("local-default-name"),
    };
    let me = Caller {
        user: LOCAL_USER,
        name,
        lang: args.lang,
        moderator: true,
        may_open_threads: false,
        community_lang: None,
        community: None,
    };
    let send = |command: Command| {
        let me = &me;
        async move { tables.handle(LOCAL_CHANNEL, me, command).await.messages }
    };

    term.say(MessageKind::News, &term.text("local-welcome"))?;
    let playing = tables
        .inspect(LOCAL_CHANNEL, |t| t.is_playing())
        .await
        .unwrap_or(false);
    if playing && !args.new {
        term.say(MessageKind::Reply, &term.text("local-resumed"))?;
        term.show(&send(Command::Status).await)?;
    } else {
        if playing {
            term.show(&send(Command::Stop).await)?;
        }
        if !start_game(args, term, &send).await? {
            return Ok(1);
        }
    }
    term.say(MessageKind::News, &term.text("local-help"))?;
    show_turn(tables, term, &send).await?;

    let mut input = BufReader::new(tokio::io::stdin());
    // What was read of the line so far: a deadline may interrupt the reading of a line,
    // which then goes on where it stopped.
    let mut bytes = Vec::new();
    loop {
        let read = tokio::select! {
            read = input.read_until(b'\n', &mut bytes) => read.context("cannot read the input")?,
            () = deadline(tables) => {
                for messages in tables.tick_with(|_, answer| (answer.messages, Vec::new())).await {
                    term.show(&messages)?;
                }
                show_turn(tables, term, &send).await?;
                continue;
            }
        };
        if read == 0 && bytes.is_empty() {
            break;
        }
        let raw = std::mem::take(&mut bytes);
        let Ok(line) = std::str::from_utf8(&raw) else {
            term.say(MessageKind::Refusal, &term.text("local-unreadable"))?;
            continue;
        };
        let line = line.trim();
        let word = line.to_lowercase();
        // Moves come before commands: the Haggis queen `q` is played, not a way to quit.
        let typed = line.split_whitespace().collect::<Vec<_>>().join(" ");
        let is_move = !typed.is_empty()
            && my_moves(tables)
                .await
                .iter()
                .any(|m| m.eq_ignore_ascii_case(&typed));
        let command = if is_move { None } else { Some(word.as_str()) };
        match command {
            Some("") => continue,
            Some("quit" | "exit" | "q") => break,
            Some("help" | "?") => {
                term.say(MessageKind::News, &term.text("local-help"))?;
                continue;
            }
            Some("away") => {
                term.show(&send(Command::Away).await)?;
            }
            Some("back") => {
                term.show(&send(Command::Back).await)?;
            }
            Some("hand" | "h") => {
                term.show(&send(Command::Hand).await)?;
                list_moves(tables, term).await?;
                continue;
            }
            Some("board" | "status") => {
                term.show(&send(Command::Status).await)?;
                continue;
            }
            Some("rules") => {
                if let Some(info) = tables
                    .inspect(LOCAL_CHANNEL, |t| t.game().map(|g| g.info()))
                    .await
                    .flatten()
                {
                    let note =
                        Text::new("local-rules-note").arg("id", Arg::Verbatim(info.id.to_owned()));
                    term.say(MessageKind::News, &term.render(&note))?;
                    for section in term.localizer.rule_help(term.lang, info) {
                        term.say(MessageKind::Hand, &section.title)?;
                        term.say(MessageKind::News, &section.body)?;
                    }
                }
                continue;
            }
            Some("new") => {
                let playing = tables
                    .inspect(LOCAL_CHANNEL, |t| t.is_playing())
                    .await
                    .unwrap_or(false);
                if playing {
                    term.show(&send(Command::Stop).await)?;
                }
                start_game(args, term, &send).await?;
            }
            _ => {
                term.show(
                    &send(Command::Play {
                        notation: line.to_owned(),
                    })
                    .await,
                )?;
            }
        }
        show_turn(tables, term, &send).await?;
    }
    Ok(0)
}

/// Opens the lobby, seats the AI players and starts; false if the table refused.
async fn start_game<F, Fut>(args: &LocalArgs, term: &Terminal, send: &F) -> anyhow::Result<bool>
where
    F: Fn(Command) -> Fut,
    Fut: std::future::Future<Output = Vec<Message>>,
{
    let ais = args.players.saturating_sub(1);
    let pace = Pace {
        clock: args.clock,
        stand_in: args.ai,
        ..Pace::default()
    };
    for command in table_with_ai(&args.game, &args.options, pace, true, ais, args.ai) {
        // Seating happens in one go here: only the start and any refusal are worth showing.
        let starting = command == Command::Start;
        let messages = send(command).await;
        if starting || messages.iter().any(|m| m.kind == MessageKind::Refusal) {
            term.show(&messages)?;
        }
        if messages.iter().any(|m| m.kind == MessageKind::Refusal) {
            let _ = send(Command::Stop).await;
            return Ok(false);
        }
    }
    Ok(true)
}

/// Shows the hand and legal moves when the user must act (without what they were just
/// told privately: the hand a deal showed), or how the game ended.
async fn show_turn<F, Fut>(tables: &Tables, term: &Terminal, send: &F) -> anyhow::Result<()>
where
    F: Fn(Command) -> Fut,
    Fut: std::future::Future<Output = Vec<Message>>,
{
    let told = term.told.take();
    let state = tables
        .inspect(LOCAL_CHANNEL, |t| {
            let seat = t.seat_of(LOCAL_USER)?;
            Some(matches!(t.game()?.actors(), Actors::Seats(s) if s.contains(seat)))
        })
        .await
        .flatten();
    match state {
        Some(true) => {
            let mut hand = send(Command::Hand).await;
            for message in &mut hand {
                message
                    .texts
                    .retain(|text| !told.contains(&term.render(text)));
            }
            term.show(&hand)?;
            list_moves(tables, term).await?;
            term.say(MessageKind::Reply, &term.text("local-prompt"))
        }
        Some(false) => Ok(()),
        None => term.say(MessageKind::News, &term.text("local-no-game")),
    }
}

/// Resolves when the table's deadline passes (never, without one).
async fn deadline(tables: &Tables) {
    match tables.next_wake().await {
        Some(at) => {
            let wait = at.saturating_sub(SystemClock.now_ms()).max(0) as u64;
            tokio::time::sleep(std::time::Duration::from_millis(wait)).await;
        }
        None => std::future::pending().await,
    }
}
