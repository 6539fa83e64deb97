use clap::Parser;
use gametable::cli::{print_error, run, Cli};
use tracing_subscriber::EnvFilter;

#[tokio::main]
async fn main() {
    tracing_subscriber::fmt()
        .with_env_filter(
            EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("warn")),
        )
        .with_writer(std::io::stderr)
        .init();
    let code = match run(Cli::parse()).await {
        Ok(code) => code,
        Err(e) => {
            print_error(format_args!("gametable: {e:#}"));
            2
        }
    };
    std::process::exit(code);
}
