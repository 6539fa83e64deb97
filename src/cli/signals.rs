//! Stopping on SIGINT and SIGTERM, whatever a command is doing. The handlers are installed
//! before anything else runs, so neither signal ends the process on its own, at any moment
//! of a start-up, and a process that is PID 1 (in a container without an init, where the
//! kernel ignores signals a process does not handle) hears them too. The first signal asks
//! the running command to stop cleanly: what it stored is committed, the database is
//! checkpointed and closed, and the process exits with [`Stop::exit_code`]. A second signal,
//! for someone who will not wait (a bot still sending its outbox), ends the process at once
//! with the same code: every acknowledged write is committed already.

use super::output::print_error;
use std::future::Future;
use tokio::sync::watch;

/// Which signal asked the process to stop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    /// SIGINT: Ctrl-C in a terminal (`docker run -it`).
    Interrupt,
    /// SIGTERM: what `docker stop`, Kubernetes and systemd send.
    Terminate,
}

impl Stop {
    /// The exit code of a clean stop: 0 after SIGTERM, the stop an orchestrator asks for
    /// and counts as a success; 130 (128 + 2) after SIGINT, as shells report an
    /// interrupted command.
    pub fn exit_code(self) -> i32 {
        match self {
            Stop::Interrupt => 130,
            Stop::Terminate => 0,
        }
    }
}

/// Whether a stop was asked for, cheap to clone.
#[derive(Clone)]
pub struct Signals(watch::Receiver<Option<Stop>>);

impl Signals {
    /// Installs the handlers of SIGINT and SIGTERM (call it first thing in the runtime).
    pub fn install() -> std::io::Result<Signals> {
        let (asked, heard) = watch::channel(None);
        let mut incoming = Incoming::listen()?;
        tokio::spawn(async move {
            let mut first: Option<Stop> = None;
            while let Some(stop) = incoming.next().await {
                match first {
                    None => {
                        first = Some(stop);
                        tracing::info!(?stop, "stopping");
                        asked.send_replace(Some(stop));
                    }
                    Some(first) => {
                        print_error("gametable: stopped at once (a second signal)");
                        std::process::exit(first.exit_code());
                    }
                }
            }
        });
        Ok(Signals(heard))
    }

    /// Resolves when a stop is asked for (at once if it was already), with its signal.
    pub async fn stopped(&self) -> Stop {
        let mut heard = self.0.clone();
        let asked = heard
            .wait_for(Option::is_some)
            .await
            .ok()
            .and_then(|stop| *stop);
        match asked {
            Some(stop) => stop,
            // The listener is gone: no signal can arrive any more.
            None => std::future::pending().await,
        }
    }

    /// The exit code of a command that ended: a stop's ([`Stop::exit_code`]) if one was
    /// asked for, else 0.
    pub fn exit_code(&self) -> i32 {
        self.received().map_or(0, Stop::exit_code)
    }

    /// The stop asked for, if one was.
    pub fn received(&self) -> Option<Stop> {
        *self.0.borrow()
    }

    /// Runs `job` until it ends or a stop is asked for; a stop drops `job` where it waits
    /// (for a job with nothing of its own to save) and gives the stop's exit code.
    pub async fn until_stopped(
        &self,
        job: impl Future<Output = anyhow::Result<i32>>,
    ) -> anyhow::Result<i32> {
        tokio::select! {
            done = job => done,
            stop = self.stopped() => Ok(stop.exit_code()),
        }
    }

    /// Runs the synchronous `job` on a thread of its own until it ends or a stop is asked
    /// for. A stop leaves the thread to end with the process: a transaction it has open is
    /// rolled back by the database, as after any interruption.
    pub async fn blocking_until_stopped(
        &self,
        job: impl FnOnce() -> anyhow::Result<i32> + Send + 'static,
    ) -> anyhow::Result<i32> {
        self.until_stopped(async {
            tokio::task::spawn_blocking(job)
                .await
                .map_err(|e| anyhow::anyhow!("the command failed: {e}"))?
        })
        .await
    }
}

/// The signals as they arrive.
struct Incoming {
    #[cfg(unix)]
    interrupt: tokio::signal::unix::Signal,
    #[cfg(unix)]
    terminate: tokio::signal::unix::Signal,
}

impl Incoming {
    /// Registers the handlers now (not at the first poll, as `tokio::signal::ctrl_c` does).
    #[cfg(unix)]
    fn listen() -> std::io::Result<Incoming> {
        use tokio::signal::unix::{signal, SignalKind};
        Ok(Incoming {
            interrupt: signal(SignalKind::interrupt())?,
            terminate: signal(SignalKind::terminate())?,
        })
    }

    #[cfg(not(unix))]
    fn listen() -> std::io::Result<Incoming> {
        Ok(Incoming {})
    }

    /// The next signal; `None` when none can come any more.
    #[cfg(unix)]
    async fn next(&mut self) -> Option<Stop> {
        tokio::select! {
            Some(()) = self.interrupt.recv() => Some(Stop::Interrupt),
            Some(()) = self.terminate.recv() => Some(Stop::Terminate),
            else => None,
        }
    }

    #[cfg(not(unix))]
    async fn next(&mut self) -> Option<Stop> {
        tokio::signal::ctrl_c().await.ok().map(|()| Stop::Interrupt)
    }
}
