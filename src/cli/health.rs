//! `gametable health`: whether the bot in this container is ready, asked of its metrics
//! listener (`/readyz`) with one plain HTTP/1.1 GET, so that a container's HEALTHCHECK
//! needs neither curl nor wget in the image. Exit code 0 when the answer is 200, 1 for
//! anything else (another status, no answer in time, nobody listening), as Docker's
//! HEALTHCHECK reads it.

use super::output::{print_error, print_line};
use anyhow::{anyhow, bail, Context as _};
use clap::Args;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// The address asked when neither --url nor GAMETABLE_METRICS says one.
const DEFAULT_METRICS: SocketAddr = SocketAddr::new(IpAddr::V4(Ipv4Addr::LOCALHOST), 9100);
/// The most of the answer read: its status line is all that counts.
const HEAD_LIMIT: usize = 1024;

/// Options of `gametable health`.
#[derive(Args, Debug)]
pub struct HealthArgs {
    /// The URL to ask (plain http://): healthy when it answers 200 [default: /readyz on
    /// the bot's metrics address, GAMETABLE_METRICS, else 127.0.0.1:9100].
    #[arg(long)]
    pub url: Option<url::Url>,
    /// The bot's metrics address, as the bot reads it (its --metrics).
    #[arg(long, env = "GAMETABLE_METRICS", hide = true)]
    pub metrics: Option<SocketAddr>,
    /// Seconds to wait for the whole answer.
    #[arg(long, default_value_t = 3)]
    pub timeout_seconds: u64,
}

/// Asks once; exit code 0 when healthy, 1 otherwise (with the reason on standard error).
pub async fn run(args: HealthArgs) -> anyhow::Result<i32> {
    let url = match args.url {
        Some(url) => url,
        None => readyz(args.metrics.unwrap_or(DEFAULT_METRICS))?,
    };
    let limit = Duration::from_secs(args.timeout_seconds.max(1));
    let asked = tokio::time::timeout(limit, status(&url))
        .await
        .unwrap_or_else(|_| Err(anyhow!("no answer within {limit:?}")));
    match asked {
        Ok(200) => {
            print_line(format_args!("{url}: 200"))?;
            Ok(0)
        }
        Ok(code) => {
            print_error(format_args!("gametable: {url} answered {code}"));
            Ok(1)
        }
        Err(e) => {
            print_error(format_args!("gametable: {url}: {e:#}"));
            Ok(1)
        }
    }
}

/// The `/readyz` URL of a metrics listener on `addr`; one listening on every address
/// (`0.0.0.0`, `::`) is asked on loopback.
fn readyz(addr: SocketAddr) -> anyhow::Result<url::Url> {
    let ip = match addr.ip() {
        IpAddr::V4(ip) if ip.is_unspecified() => IpAddr::V4(Ipv4Addr::LOCALHOST),
        IpAddr::V6(ip) if ip.is_unspecified() => IpAddr::V6(Ipv6Addr::LOCALHOST),
        ip => ip,
    };
    let addr = SocketAddr::new(ip, addr.port());
    url::Url::parse(&format!("http://{addr}/readyz")).context("the metrics address")
}

/// The status code `url` answers a GET with.
async fn status(url: &url::Url) -> anyhow::Result<u16> {
    if url.scheme() != "http" {
        bail!("only http:// URLs are asked");
    }
    let host = url.host_str().context("the URL names no host")?;
    let port = url.port_or_known_default().unwrap_or(80);
    // A bracketed IPv6 host connects without its brackets.
    let bare = host.trim_start_matches('[').trim_end_matches(']');
    let mut stream = TcpStream::connect((bare, port))
        .await
        .with_context(|| format!("cannot connect to {host}:{port}"))?;
    let path = match url.query() {
        Some(query) => format!("{}?{query}", url.path()),
        None => url.path().to_owned(),
    };
    let request =
        format!("GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await?;
    let mut head = Vec::new();
    let mut chunk = [0u8; 256];
    while !head.windows(2).any(|w| w == b"\r\n") && head.len() < HEAD_LIMIT {
        let read = stream.read(&mut chunk).await?;
        if read == 0 {
            break;
        }
        head.extend_from_slice(&chunk[..read]);
    }
    status_code(&head).context("not an HTTP answer")
}

/// The status code of an HTTP/1 status line (`HTTP/1.1 200 OK`).
fn status_code(head: &[u8]) -> Option<u16> {
    let line = head.split(|&b| b == b'\r').next()?;
    let line = std::str::from_utf8(line).ok()?;
    let mut words = line.split(' ');
    words.next().filter(|v| v.starts_with("HTTP/1."))?;
    words.next()?.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_status_is_read_from_the_status_line_only() {
        assert_eq!(status_code(b"HTTP/1.1 200 OK\r\n"), Some(200));
        assert_eq!(
            status_code(b"HTTP/1.0 503 Service Unavailable\r\nx"),
            Some(503)
        );
        assert_eq!(status_code(b"SSH-2.0-OpenSSH\r\n"), None);
        assert_eq!(status_code(b""), None);
    }

    #[test]
    fn a_listener_on_every_address_is_asked_on_loopback() {
        let any: SocketAddr = "0.0.0.0:9100".parse().expect("an address");
        assert_eq!(
            readyz(any).expect("a URL").as_str(),
            "http://127.0.0.1:9100/readyz"
        );
        let v6: SocketAddr = "[::]:9200".parse().expect("an address");
        assert_eq!(
            readyz(v6).expect("a URL").as_str(),
            "http://[::1]:9200/readyz"
        );
    }
}
