use gametable::cli::{init_logging, print_error, run, Cli, Signals};

#[tokio::main]
async fn main() {
    // First of all: from here on SIGINT and SIGTERM stop the process cleanly, whatever it
    // is doing (also as PID 1, which ignores the signals it does not handle).
    let signals = match Signals::install() {
        Ok(signals) => signals,
        Err(e) => {
            print_error(format_args!("gametable: cannot handle signals: {e}"));
            std::process::exit(2);
        }
    };
    init_logging();
    let code = match run(Cli::from_command_line(), signals).await {
        Ok(code) => code,
        Err(e) => {
            print_error(format_args!("gametable: {e:#}"));
            2
        }
    };
    // Exits here, without waiting for the runtime to wind down: a thread blocked reading
    // the terminal (local mode's input) would keep the process alive.
    std::process::exit(code);
}
