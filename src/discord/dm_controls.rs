//! Controls clicked in the DM with the bot (the Play button under a hand, the menu it
//! opens, a move chosen there) name a table in some server's channel and act for the
//! clicker's seat in its game. Before one acts, the clicker must sit in the game it
//! names and still belong to the table's server. Someone who left the server has their
//! seat handed to an AI; when Discord cannot say (an error, no answer in time), nothing
//! acts and nothing is handed over. Every control refused in the DM, for whatever reason
//! (garbled, another table's, a game not running or not theirs, gone from the server, an
//! answer that could not be had), gets one and the same answer: a control naming some
//! channel does not tell whether a game runs there.

use super::membership::{Membership, Standing};
use crate::table::{ChannelId, TableRef, Tables, UserId};

/// What becomes of a control clicked in the DM with the bot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// It acts for the clicker's seat.
    Act,
    /// It is refused (with [`dm_control_refusal`](super::respond::dm_control_refusal));
    /// nothing changes.
    Refuse,
    /// The clicker left the table's server: it is refused, and their seat goes to an AI.
    HandOver,
}

/// What becomes of a control of the DM that acts for `user`'s seat in the game `shown` at
/// the table of `channel`. Only someone seated in that game is asked about (so a control
/// naming any other table costs no request to Discord).
pub async fn judge(
    tables: &Tables,
    members: &Membership,
    channel: ChannelId,
    shown: Option<TableRef>,
    user: UserId,
) -> Verdict {
    let Some(shown @ TableRef::Game(_)) = shown else {
        return Verdict::Refuse;
    };
    let server = tables
        .inspect(channel, |table| {
            let seated = table.reference() == Some(shown) && table.seat_of(user).is_some();
            table.community().filter(|_| seated)
        })
        .await
        .flatten();
    let Some(server) = server else {
        return Verdict::Refuse;
    };
    match members.standing(server, user).await {
        Standing::Member => Verdict::Act,
        Standing::Gone => Verdict::HandOver,
        Standing::Unknown => Verdict::Refuse,
    }
}
