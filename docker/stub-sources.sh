#!/bin/sh
# Placeholder sources for every target Cargo.toml names (the binary, the library and each
# [[bench]]), so that the Dockerfile's dependency layer builds from Cargo.toml and
# Cargo.lock alone: an edit under src/ or benches/ does not rebuild the dependencies.
# Run in the folder holding Cargo.toml; tests/dockerfile.rs runs it too.
set -eu
mkdir -p src benches
echo 'fn main() {}' > src/main.rs
: > src/lib.rs
awk '
    /^\[\[bench\]\]/ { in_bench = 1; next }
    /^\[/ { in_bench = 0 }
    in_bench && /^name *=/ {
        name = $0
        sub(/^name *= *"/, "", name)
        sub(/".*$/, "", name)
        print name
        in_bench = 0
    }
' Cargo.toml | while read -r bench; do
    echo 'fn main() {}' > "benches/$bench.rs"
done
