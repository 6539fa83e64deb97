//! Clients that open connections and then stall: some send nothing, the others the first
//! line of a request and never the rest, as a slow-loris attack does.

// Each test crate that says `mod support;` uses only part of it.
#![allow(dead_code)]

use std::time::Duration;
use tokio::io::AsyncWriteExt;
use tokio::net::TcpStream;

/// How long a test waits for one connection to be made.
const CONNECT_PATIENCE: Duration = Duration::from_secs(10);

/// `count` connections to `127.0.0.1:port` that stall, kept open as long as the returned
/// streams live (whatever the server does with its side).
pub async fn stalled(port: u16, count: usize) -> Vec<TcpStream> {
    let mut streams = Vec::with_capacity(count);
    for n in 0..count {
        let connect = TcpStream::connect(("127.0.0.1", port));
        let mut stream = tokio::time::timeout(CONNECT_PATIENCE, connect)
            .await
            .unwrap_or_else(|_| panic!("connection {n} was not made in time"))
            .unwrap_or_else(|e| panic!("connection {n}: {e}"));
        if n % 2 == 1 {
            // The server may have closed it already: then it stalls all the same.
            let _ = stream.write_all(b"POST /interactions HTTP/1.1\r\n").await;
        }
        streams.push(stream);
    }
    streams
}
