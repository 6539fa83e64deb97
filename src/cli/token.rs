//! The bot token: given as `--token` or `DISCORD_TOKEN`, or read from a file given as
//! `--token-file` or `DISCORD_TOKEN_FILE` (a Docker or systemd secret). A token typed on
//! the command line shows in the process list, to every user of the machine: the bot warns.

use anyhow::{bail, Context as _};
use std::path::Path;

/// The bot token: `token` (`typed` on the command line) or the content of `file`, whose
/// surrounding whitespace (a trailing newline) is not part of it. Exactly one must be given.
pub fn bot_token(
    token: Option<String>,
    file: Option<&Path>,
    typed: bool,
) -> anyhow::Result<String> {
    let token = token.filter(|token| !token.is_empty());
    let file = file.filter(|file| !file.as_os_str().is_empty());
    match (token, file) {
        (Some(_), Some(_)) => bail!(
            "the bot token is given twice: use --token (DISCORD_TOKEN) or --token-file \
             (DISCORD_TOKEN_FILE), not both"
        ),
        (None, None) => {
            bail!("no bot token: set DISCORD_TOKEN, or DISCORD_TOKEN_FILE to a file holding it")
        }
        (Some(token), None) => {
            if typed {
                tracing::warn!(
                    "the bot token was given with --token, so the process list shows it to \
                     every user of this machine: use DISCORD_TOKEN or --token-file instead"
                );
            }
            Ok(token)
        }
        (None, Some(file)) => read(file),
    }
}

fn read(file: &Path) -> anyhow::Result<String> {
    let text = std::fs::read_to_string(file)
        .with_context(|| format!("cannot read the token file {}", file.display()))?;
    let token = text.trim();
    if token.is_empty() {
        bail!("the token file {} is empty", file.display());
    }
    Ok(token.to_owned())
}
