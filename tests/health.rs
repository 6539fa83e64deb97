//! `gametable health`, the image's HEALTHCHECK: exit code 0 when the bot's `/readyz`
//! answers 200, 1 when it answers anything else or nothing listens; by default it asks
//! `/readyz` on the bot's own metrics address (GAMETABLE_METRICS).

use std::io::{BufRead, BufReader, Write};
use std::net::TcpListener;
use std::process::{Command, Output};
use std::sync::mpsc;

const BIN: &str = env!("CARGO_BIN_EXE_gametable");

/// A listener answering one request with `status`; its port, and the request line it got.
fn answering(status: &'static str) -> (u16, mpsc::Receiver<String>) {
    let listener = TcpListener::bind("127.0.0.1:0").expect("a port");
    let port = listener.local_addr().expect("its address").port();
    let (got, asked) = mpsc::channel();
    std::thread::spawn(move || {
        let Ok((stream, _)) = listener.accept() else {
            return;
        };
        let mut reader = BufReader::new(stream);
        let mut line = String::new();
        let _ = reader.read_line(&mut line);
        let _ = got.send(line.trim_end().to_owned());
        let mut stream = reader.into_inner();
        let body = "ok";
        let _ = write!(
            stream,
            "HTTP/1.1 {status}\r\ncontent-length: {}\r\n\r\n{body}",
            body.len()
        );
    });
    (port, asked)
}

fn health(args: &[&str], metrics: Option<&str>) -> Output {
    let mut command = Command::new(BIN);
    command
        .arg("health")
        .args(args)
        .env_remove("GAMETABLE_METRICS");
    if let Some(addr) = metrics {
        command.env("GAMETABLE_METRICS", addr);
    }
    command.output().expect("the binary runs")
}

#[test]
fn a_ready_bot_is_healthy() {
    let (port, asked) = answering("200 OK");
    let out = health(&[], Some(&format!("0.0.0.0:{port}")));
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert_eq!(asked.recv().expect("a request"), "GET /readyz HTTP/1.1");
}

#[test]
fn a_bot_not_ready_is_unhealthy() {
    let (port, asked) = answering("503 Service Unavailable");
    let url = format!("http://127.0.0.1:{port}/readyz");
    let out = health(&["--url", &url], None);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("503"),
        "{out:?}"
    );
    assert_eq!(asked.recv().expect("a request"), "GET /readyz HTTP/1.1");
}

#[test]
fn nobody_listening_is_unhealthy() {
    // A port that was free a moment ago, and is closed again.
    let port = TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a port")
        .port();
    let url = format!("http://127.0.0.1:{port}/healthz");
    let out = health(&["--url", &url], None);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("cannot connect"),
        "{out:?}"
    );
}
