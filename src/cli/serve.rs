//! `gametable serve`: the bot in HTTP-interactions mode, answering the interactions Discord
//! POSTs to the application's Interactions Endpoint URL instead of connecting to the gateway.

use super::bot::BotArgs;
use super::signals::Signals;
use crate::discord::{self, PublicKey};
use crate::table::SystemClock;
use clap::Args;
use std::net::SocketAddr;
use std::sync::Arc;

/// Options of `gametable serve`: where to listen, the key Discord signs with, and the
/// bot's own options (the gateway's shards aside).
#[derive(Args, Debug)]
#[command(
    mut_arg("shards", |arg| arg.hide(true)),
    mut_arg("shard_total", |arg| arg.hide(true))
)]
pub struct ServeArgs {
    /// The address to answer Discord's interactions on, e.g. `0.0.0.0:8080`: behind the
    /// HTTPS proxy or load balancer that the application's Interactions Endpoint URL (in
    /// the developer portal) points to. Every path answers.
    #[arg(long, env = "GAMETABLE_LISTEN")]
    pub listen: SocketAddr,
    /// The application's public key (64 hex digits, under General Information in the
    /// developer portal): requests not signed with it are refused.
    #[arg(long, env = "DISCORD_PUBLIC_KEY")]
    pub public_key: PublicKey,
    #[command(flatten)]
    pub bot: BotArgs,
}

/// Answers interactions until SIGTERM or SIGINT (which stop it at any moment, its
/// start-up too).
pub async fn run(args: ServeArgs, signals: &Signals) -> anyhow::Result<i32> {
    if let Some(addr) = args.bot.metrics {
        crate::metrics::serve(addr).await?;
    }
    if args.bot.shards.is_some() {
        tracing::warn!("serve takes no gateway shards: --shards is ignored");
    }
    let ctx = args.bot.context();
    let config = args.bot.config()?;
    discord::serve(
        config,
        args.listen,
        args.public_key,
        ctx,
        Arc::new(SystemClock),
        async {
            signals.stopped().await;
        },
    )
    .await?;
    Ok(signals.exit_code())
}
