# gametable: build with `docker build -t gametable .`;
# run the bot with `docker run -d -e DISCORD_TOKEN=... -v gametable-data:/data gametable`,
# or play locally with `docker run -it -v gametable-data:/data gametable local`.

FROM rust:1-bookworm AS builder
WORKDIR /build

# Dependencies first, in their own layer, so a code change does not rebuild them:
# build the locked dependency graph against placeholder sources. The benches are copied
# only because Cargo.toml names them; a release build does not compile them.
COPY Cargo.toml Cargo.lock ./
COPY benches ./benches
RUN mkdir src \
 && echo 'fn main() {}' > src/main.rs \
 && touch src/lib.rs \
 && cargo build --release --locked \
 && rm -rf src

# build.rs embeds every file of locales/ and commands/ into the binary at compile time,
# the render room the fonts of assets/ and the store its schema migrations, so they are
# needed here and not at run time.
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
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --create-home --home-dir /home/gametable --shell /usr/sbin/nologin gametable \
 && mkdir /data \
 && chown gametable:gametable /data
COPY --from=builder /build/target/release/gametable /usr/local/bin/gametable
USER gametable
WORKDIR /data
ENV GAMETABLE_DB=/data/gametable.db
VOLUME ["/data"]
ENTRYPOINT ["gametable"]
