use clap::Parser;
use gametable::cli::{init_logging, print_error, run, Cli};

#[tokio::main]
async fn main() {
    init_logging();
    let code = match run(Cli::parse()).await {
        Ok(code) => code,
        Err(e) => {
            print_error(format_args!("gametable: {e:#}"));
            2
        }
    };
    std::process::exit(code);
}
