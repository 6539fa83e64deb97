# gametable: build with `docker build -t gametable .`;
# run the bot with `docker run -d -e DISCORD_TOKEN=... -v gametable-bot:/data gametable`,
# or play locally with `docker run -it --no-healthcheck -v gametable-local:/data gametable local`.

FROM rust:1-bookworm AS builder
WORKDIR /build

# Dependencies first, in their own layer, so a code change does not rebuild them: build
# the locked dependency graph against placeholder sources. The placeholders (the binary,
# the library, one per [[bench]]) are derived from Cargo.toml, so only Cargo.toml and
# Cargo.lock invalidate this layer, not an edit under src/ or benches/.
COPY Cargo.toml Cargo.lock ./
COPY docker/stub-sources.sh ./docker/
RUN sh docker/stub-sources.sh \
 && cargo build --release --locked \
 && rm -rf src

# build.rs embeds every file of locales/ and commands/ into the binary at compile time,
# the render room the fonts of assets/ and the store its schema migrations, so they are
# needed here and not at run time. A release build does not compile the benches: their
# placeholders stay.
COPY build.rs ./
COPY locales ./locales
COPY commands ./commands
COPY assets ./assets
COPY migrations ./migrations
COPY src ./src
# COPY keeps the files' own modification times, which may be older than the placeholders.
RUN touch src/main.rs src/lib.rs \
 && cargo build --release --locked

FROM debian:bookworm-slim
# tini is the init: PID 1 reaps and passes SIGTERM and SIGINT on (gametable handles them
# itself too, so it stops cleanly as PID 1 without one). Nothing else is installed: the
# binary trusts the TLS roots compiled into it (webpki-roots), not the system's.
# A numeric user, so that Kubernetes' runAsNonRoot can check it.
RUN apt-get update \
 && apt-get install -y --no-install-recommends tini \
 && rm -rf /var/lib/apt/lists/* \
 && groupadd --system --gid 10001 gametable \
 && useradd --system --uid 10001 --gid 10001 --create-home --home-dir /home/gametable \
      --shell /usr/sbin/nologin gametable \
 && mkdir /data \
 && chown 10001:10001 /data
COPY --from=builder /build/target/release/gametable /usr/local/bin/gametable
USER 10001:10001
WORKDIR /data
ENV GAMETABLE_DB=/data/gametable.db
# The bot's metrics, /healthz and /readyz, on loopback only: for the health check below
# (publish them with GAMETABLE_METRICS=0.0.0.0:9100 and -p).
ENV GAMETABLE_METRICS=127.0.0.1:9100
VOLUME ["/data"]
# Healthy when the bot answers /readyz with 200 (connected to Discord), asked by the
# binary itself: the image has no curl or wget. A local game has no metrics: run it with
# --no-healthcheck.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["gametable", "health"]
ENTRYPOINT ["tini", "--", "gametable"]
