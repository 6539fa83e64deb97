//! What went wrong in the store, by kind, so callers can act on it: wait and retry when the
//! database is unavailable, set aside what is damaged, redo after a conflict.

/// Why the store failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StoreErrorKind {
    /// The database cannot be reached or written now (busy, locked, disk full, shut
    /// down): nothing is wrong with what was asked, it may work later.
    Unavailable,
    /// What is stored cannot be read back (a row that is not what this version wrote).
    Damaged,
    /// The write clashes with what is stored (another writer got there first).
    Conflict,
    /// A table changed since the command that writes it read it (another process moved
    /// first): read it again and redo the command.
    Stale,
}

/// The store failed; the change it carried was not made.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("store error ({kind:?}): {message}")]
pub struct StoreError {
    /// Why, by kind.
    pub kind: StoreErrorKind,
    /// What happened, for the log.
    pub message: String,
}

impl StoreError {
    /// The database cannot be used now.
    pub fn unavailable(message: impl ToString) -> StoreError {
        StoreError {
            kind: StoreErrorKind::Unavailable,
            message: message.to_string(),
        }
    }

    /// The store has shut down: nothing more is read or written.
    pub fn shut_down() -> StoreError {
        StoreError::unavailable("the store has shut down")
    }

    /// Something stored cannot be read back.
    pub fn damaged(message: impl ToString) -> StoreError {
        StoreError {
            kind: StoreErrorKind::Damaged,
            message: message.to_string(),
        }
    }

    /// A table changed since it was read.
    pub fn stale(message: impl ToString) -> StoreError {
        StoreError {
            kind: StoreErrorKind::Stale,
            message: message.to_string(),
        }
    }

    /// The write clashes with what is stored.
    pub fn conflict(message: impl ToString) -> StoreError {
        StoreError {
            kind: StoreErrorKind::Conflict,
            message: message.to_string(),
        }
    }
}
