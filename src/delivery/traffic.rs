//! Whose traffic a request is, and what it may spend: Discord counts every refusal
//! (401/403/429) of the bot against one limit, but some refusals are a person's choice
//! (closed direct messages, no server in common) and others are the bot's fault. A
//! person must not be able to spend the budget the channels need, so each kind of
//! traffic spends a budget of its own, and news for followers yields the global pace to
//! everything else.

/// What a request is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Traffic {
    /// Posts, table-message edits and threads in channels: what everyone at a table sees.
    Channel,
    /// Direct messages a player needs (hands, reminders, notices): opening a DM channel
    /// and posting in one. Their refusals spend the [direct budget](Budget::Direct).
    Direct,
    /// Direct messages to followers of a game: they spend the direct budget too, and wait
    /// behind all other traffic while the global pace is contended.
    Follower,
    /// Requests to an interaction's webhook (follow-up messages, their deletion): not bound
    /// by Discord's global limit, so they neither wait for the global pace or a global
    /// block nor take a slot of it; their refusals spend the channel budget.
    Interaction,
}

/// An invalid-request budget.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Budget {
    /// Spent by channel traffic (and by everything that is not a DM).
    Channel,
    /// Spent by direct messages, whose refusals people cause by closing them.
    Direct,
}

impl Traffic {
    /// The budget this traffic's refusals spend.
    pub fn budget(self) -> Budget {
        match self {
            Traffic::Channel | Traffic::Interaction => Budget::Channel,
            Traffic::Direct | Traffic::Follower => Budget::Direct,
        }
    }

    /// Whether this traffic waits while other traffic holds the next pace slots.
    pub fn yields(self) -> bool {
        self == Traffic::Follower
    }

    /// Whether this traffic counts against Discord's global limit: it waits for the
    /// global pace and for a global block.
    pub fn global(self) -> bool {
        self != Traffic::Interaction
    }
}

impl Budget {
    /// The budget's name, as logs and metrics say it.
    pub fn label(self) -> &'static str {
        match self {
            Budget::Channel => "invalid_channel",
            Budget::Direct => "invalid_direct",
        }
    }
}

/// How many invalid requests (401/403/429 answers) each budget allows in ten minutes.
/// Discord bans an IP at 10,000 in all; the sum of the budgets stays far below.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budgets {
    /// For channel traffic.
    pub channel: u32,
    /// For direct messages.
    pub direct: u32,
}

impl Budgets {
    /// `invalid_per_10_min` for each budget.
    pub const fn each(invalid_per_10_min: u32) -> Budgets {
        Budgets {
            channel: invalid_per_10_min,
            direct: invalid_per_10_min,
        }
    }

    /// What `budget` allows (zero counts as one).
    pub fn of(self, budget: Budget) -> usize {
        let allowed = match budget {
            Budget::Channel => self.channel,
            Budget::Direct => self.direct,
        };
        allowed.max(1) as usize
    }
}
