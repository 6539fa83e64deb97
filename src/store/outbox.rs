//! The outbox: what a transport promised to send because of a command, stored in the same
//! transaction as the command and kept until the transport confirms it was delivered.
//!
//! The store does not read the payloads: a transport writes them and its sender reads
//! them back. It keeps the order of each lane, replaces a pending envelope by a newer one
//! with the same key (latest state wins), and remembers attempts and failures.

use crate::seating::ChannelId;
use serde_json::Value;

/// Something to send, as the transport describes it.
#[derive(Clone, Debug, PartialEq)]
pub struct Envelope {
    /// The table (channel) it is about: listings group by it.
    pub channel: ChannelId,
    /// Its ordering domain: envelopes of one lane are sent one at a time, in the order
    /// they were stored (a channel's posts, one person's direct messages).
    pub lane: String,
    /// A pending envelope with the same key is replaced by this one (the latest state of
    /// a message that is edited in place).
    pub key: Option<String>,
    /// What to send, in the transport's own format.
    pub payload: Value,
    /// How long after it is stored it may be sent, in milliseconds.
    pub delay_ms: i64,
}

/// A stored envelope waiting to be sent.
#[derive(Clone, Debug, PartialEq)]
pub struct Parcel {
    /// Its id: increasing in storage order and never reused.
    pub id: i64,
    /// The envelope.
    pub envelope: Envelope,
    /// When it was stored, in milliseconds since the Unix epoch.
    pub created_at: i64,
    /// How many times sending it has failed so far.
    pub attempts: u32,
}

/// One line of the outbox listing (`gametable outbox`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OutboxEntry {
    /// The parcel id.
    pub id: i64,
    /// Its table.
    pub channel: ChannelId,
    /// Its lane.
    pub lane: String,
    /// When it was stored.
    pub created_at: i64,
    /// Failed attempts so far.
    pub attempts: u32,
    /// When it is tried next (pending parcels).
    pub next_at: i64,
    /// The last error, if any.
    pub last_error: Option<String>,
    /// Whether it was given up on (kept for a person to look at, never sent again).
    pub failed: bool,
}

/// Who claims parcels to send them (one process), and for how long a claim holds if its
/// process goes away before it reports an outcome.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Claimant {
    /// A name no other running process uses.
    pub owner: String,
    /// How long a claim holds, in milliseconds.
    pub lease_ms: i64,
}
