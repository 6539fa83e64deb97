//! Reads beside the writer: a few threads, each with its own connection to the database
//! (a SQLite file in WAL mode, a PostgreSQL pool), take reads from one queue. What the
//! writer has committed they see; what it has not committed nobody has been told about.

use super::{Backend, StoreError};
use std::sync::{mpsc, Arc, Mutex};

/// A read, run on a reader's thread or the writer's; it sends its own answer.
pub(super) type Query = Box<dyn FnOnce(&mut dyn Backend) + Send>;

/// How many reader threads a store runs.
const READERS: usize = 4;

/// The queue of the reader threads, cheap to clone.
#[derive(Clone)]
pub(super) struct Readers {
    queue: mpsc::Sender<Query>,
}

impl Readers {
    /// Starts up to [`READERS`] threads on readers of `backend`; `None` if it gives none.
    pub(super) fn spawn(backend: &impl Backend) -> Option<Readers> {
        let readers: Vec<Box<dyn Backend>> = (0..READERS).map_while(|_| backend.reader()).collect();
        if readers.is_empty() {
            return None;
        }
        let (queue, taken) = mpsc::channel::<Query>();
        let taken = Arc::new(Mutex::new(taken));
        let mut running = 0;
        for (index, reader) in readers.into_iter().enumerate() {
            let taken = Arc::clone(&taken);
            match std::thread::Builder::new()
                .name(format!("store-reader-{index}"))
                .spawn(move || serve(reader, &taken))
            {
                Ok(_) => running += 1,
                Err(e) => tracing::error!(error = %e, "cannot start a store reader thread"),
            }
        }
        (running > 0).then_some(Readers { queue })
    }

    /// Hands `query` to the next free reader.
    pub(super) fn run(&self, query: Query) -> Result<(), StoreError> {
        self.queue.send(query).map_err(|_| StoreError::shut_down())
    }
}

/// Runs queries on `reader` until every handle on the queue is gone.
fn serve(mut reader: Box<dyn Backend>, taken: &Mutex<mpsc::Receiver<Query>>) {
    loop {
        let next = match taken.lock() {
            Ok(queue) => queue.recv(),
            Err(poisoned) => poisoned.into_inner().recv(),
        };
        let Ok(query) = next else { return };
        query(reader.as_mut());
    }
}
