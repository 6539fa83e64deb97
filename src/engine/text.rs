use super::Seat;
use serde::Serialize;

/// Something to show a person, as data: a message id of the `locales/` files and its
/// arguments. Engines and the table layer produce `Text`; only the localizer turns it
/// into a sentence, in the language of whoever reads it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Text {
    /// The Fluent message id, e.g. `boast-trick-won`.
    pub id: &'static str,
    /// Named arguments, in the order the message mentions them.
    pub args: Vec<(&'static str, Arg)>,
}

/// One argument of a [`Text`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum Arg {
    /// A number (Fluent picks plural forms from it).
    Int(i64),
    /// Verbatim text that is not translated (a player's own words, a notation).
    Verbatim(String),
    /// A nested localized text, e.g. a card's name.
    Text(Box<Text>),
    /// A seat, shown as the name of the player sitting there.
    Seat(Seat),
    /// Several arguments shown as a comma-separated list.
    List(Vec<Arg>),
}

impl Text {
    /// A text without arguments.
    pub fn new(id: &'static str) -> Text {
        Text {
            id,
            args: Vec::new(),
        }
    }

    /// This text with one more argument.
    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Text {
        self.args.push((name, value.into()));
        self
    }
}

impl From<i64> for Arg {
    fn from(n: i64) -> Arg {
        Arg::Int(n)
    }
}

impl From<usize> for Arg {
    fn from(n: usize) -> Arg {
        Arg::Int(n as i64)
    }
}

impl From<u8> for Arg {
    fn from(n: u8) -> Arg {
        Arg::Int(i64::from(n))
    }
}

impl From<Seat> for Arg {
    fn from(seat: Seat) -> Arg {
        Arg::Seat(seat)
    }
}

impl From<Text> for Arg {
    fn from(text: Text) -> Arg {
        Arg::Text(Box::new(text))
    }
}

impl<T: Into<Arg>> From<Vec<T>> for Arg {
    fn from(items: Vec<T>) -> Arg {
        Arg::List(items.into_iter().map(Into::into).collect())
    }
}

/// Who may read a [`Notice`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Audience {
    /// Everybody at the table and in the channel.
    Everyone,
    /// Only the player in this seat.
    Seat(Seat),
}

/// How much a public [`Notice`] matters to people who are not playing the move: a quiet
/// channel posts steps and shows plays only on its table message.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Weight {
    /// One play within a trick or a step (a card played, a die rolled, a choice made):
    /// what the table shows anyway.
    Play,
    /// The end of a trick or of a scoring step, or anything a player must react to.
    Step,
}

/// A piece of news produced by a move or a chance outcome, addressed to its audience.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Notice {
    /// Who may read it. A game never addresses a secret to [`Audience::Everyone`].
    pub to: Audience,
    /// What it says.
    pub text: Text,
    /// How much it matters to the channel.
    pub weight: Weight,
}

impl Notice {
    /// A notice for everybody that ends a trick or a step, or asks something of a player.
    pub fn public(text: Text) -> Notice {
        Notice {
            to: Audience::Everyone,
            text,
            weight: Weight::Step,
        }
    }

    /// A notice for everybody about one play within a trick or a step.
    pub fn play(text: Text) -> Notice {
        Notice {
            to: Audience::Everyone,
            text,
            weight: Weight::Play,
        }
    }

    /// A notice for one seat only.
    pub fn private(seat: Seat, text: Text) -> Notice {
        Notice {
            to: Audience::Seat(seat),
            text,
            weight: Weight::Step,
        }
    }
}
