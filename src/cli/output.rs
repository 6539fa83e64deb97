//! Standard output and error as the commands write them. When whoever reads the output
//! stops reading (`gametable rules boast | head`), writing fails with [`OutputClosed`] and
//! the command stops quietly with exit code 0: the reader has what it wanted.

use std::fmt::Display;
use std::io::{ErrorKind, Write};

/// The reader of standard output went away.
#[derive(Debug, thiserror::Error)]
#[error("the reader of the output went away")]
pub struct OutputClosed;

/// A failed write to standard output, as the command line reports it.
pub fn output_error(error: std::io::Error) -> anyhow::Error {
    if error.kind() == ErrorKind::BrokenPipe {
        anyhow::Error::new(OutputClosed)
    } else {
        anyhow::Error::new(error).context("cannot write to standard output")
    }
}

/// Prints `text` and a newline on standard output.
pub fn print_line(text: impl Display) -> anyhow::Result<()> {
    writeln!(std::io::stdout().lock(), "{text}").map_err(output_error)
}

/// Prints `text` and a newline on standard error; a closed standard error leaves nowhere
/// to say it, so that failure is not reported.
pub fn print_error(text: impl Display) {
    let _ = writeln!(std::io::stderr().lock(), "{text}");
}
