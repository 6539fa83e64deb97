use gametable::cli::{init_logging, print_error, run, Cli};

#[tokio::main]
async fn main() {
    init_logging();
    let code = match run(Cli::from_command_line()).await {
        Ok(code) => code,
        Err(e) => {
            print_error(format_args!("gametable: {e:#}"));
            2
        }
    };
    std::process::exit(code);
}
