#![cfg(unix)]

//! The Dockerfile and the compose file, as far as a machine without a Docker engine can
//! check them: the dependency layer is built from placeholders derived from Cargo.toml
//! alone (`docker/stub-sources.sh`, replayed here), and the image and compose file say
//! what an operator relies on (an init, a numeric user, a health check, a token secret).

use std::path::Path;
use std::process::Command;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn read(name: &str) -> String {
    std::fs::read_to_string(Path::new(ROOT).join(name)).expect("the file reads")
}

/// The bench names of a Cargo.toml, read with cargo's own eyes.
fn benches_cargo_finds(dir: &Path) -> Result<Vec<String>, String> {
    let out = Command::new(env!("CARGO"))
        .args([
            "metadata",
            "--no-deps",
            "--offline",
            "--format-version",
            "1",
        ])
        .current_dir(dir)
        .output()
        .map_err(|e| e.to_string())?;
    if !out.status.success() {
        return Err(String::from_utf8_lossy(&out.stderr).into_owned());
    }
    let metadata: serde_json::Value =
        serde_json::from_slice(&out.stdout).map_err(|e| e.to_string())?;
    let mut names: Vec<String> = metadata["packages"][0]["targets"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|t| t["kind"][0] == "bench")
        .filter_map(|t| t["name"].as_str().map(str::to_owned))
        .collect();
    names.sort();
    Ok(names)
}

#[test]
fn the_dependency_layer_needs_only_cargo_toml_and_cargo_lock() {
    let dir = tempfile::tempdir().expect("a folder");
    std::fs::copy(
        Path::new(ROOT).join("Cargo.toml"),
        dir.path().join("Cargo.toml"),
    )
    .expect("Cargo.toml copies");
    assert!(
        benches_cargo_finds(dir.path()).is_err(),
        "without its sources cargo refuses the manifest"
    );
    let script = Path::new(ROOT).join("docker/stub-sources.sh");
    let ran = Command::new("sh")
        .arg(&script)
        .current_dir(dir.path())
        .status()
        .expect("sh runs");
    assert!(ran.success());
    let found = benches_cargo_finds(dir.path()).expect("cargo reads the manifest");
    let mut declared: Vec<String> = std::fs::read_dir(Path::new(ROOT).join("benches"))
        .expect("benches/")
        .filter_map(|e| {
            e.ok()?
                .file_name()
                .to_str()?
                .strip_suffix(".rs")
                .map(str::to_owned)
        })
        .collect();
    declared.sort();
    assert_eq!(found, declared, "a placeholder for every bench");
    for name in &found {
        let stub = dir.path().join("benches").join(format!("{name}.rs"));
        assert_eq!(
            std::fs::read_to_string(stub).expect("a stub"),
            "fn main() {}\n"
        );
    }
}

/// The instructions of the Dockerfile, continuation lines joined, comments left out.
fn instructions() -> Vec<String> {
    let mut joined = Vec::new();
    let mut current = String::new();
    for line in read("Dockerfile").lines() {
        let line = line.trim();
        if line.starts_with('#') || (line.is_empty() && current.is_empty()) {
            continue;
        }
        match line.strip_suffix('\\') {
            Some(part) => current.push_str(part),
            None => {
                current.push_str(line);
                joined.push(std::mem::take(&mut current));
            }
        }
    }
    joined
}

#[test]
fn the_dependency_build_comes_before_any_source_or_bench() {
    let steps = instructions();
    let dependencies = steps
        .iter()
        .position(|s| s.starts_with("RUN") && s.contains("stub-sources.sh"))
        .expect("the dependency layer");
    assert!(steps[dependencies].contains("cargo build --release --locked"));
    for step in &steps[..dependencies] {
        if let Some(copied) = step.strip_prefix("COPY ") {
            assert!(
                copied.starts_with("Cargo.toml Cargo.lock") || copied.contains("stub-sources.sh"),
                "copied before the dependencies: {step}"
            );
        }
    }
    assert!(
        !steps.iter().any(|s| s.starts_with("COPY benches")),
        "the image builds without benches/"
    );
}

#[test]
fn the_image_has_an_init_a_numeric_user_a_health_check_and_no_system_roots() {
    let steps = instructions();
    let runtime = steps
        .iter()
        .rposition(|s| s.starts_with("FROM "))
        .expect("a runtime stage");
    let runtime = &steps[runtime..];
    let user = runtime
        .iter()
        .find_map(|s| s.strip_prefix("USER "))
        .expect("a USER");
    assert!(
        user.split(':')
            .all(|id| id.parse::<u32>().is_ok_and(|id| id > 0)),
        "numeric, not root: {user}"
    );
    assert!(runtime.iter().any(|s| s.contains("--uid 10001")));
    let entrypoint = runtime
        .iter()
        .find_map(|s| s.strip_prefix("ENTRYPOINT "))
        .expect("an ENTRYPOINT");
    assert_eq!(entrypoint, r#"["tini", "--", "gametable"]"#);
    let health = runtime
        .iter()
        .find(|s| s.starts_with("HEALTHCHECK"))
        .expect("a HEALTHCHECK");
    assert!(
        health.contains(r#"CMD ["gametable", "health"]"#),
        "{health}"
    );
    assert!(runtime
        .iter()
        .any(|s| s == "ENV GAMETABLE_METRICS=127.0.0.1:9100"));
    let installs = runtime
        .iter()
        .find(|s| s.contains("apt-get install"))
        .expect("what it installs");
    assert!(installs.contains("tini"));
    assert!(!installs.contains("ca-certificates"), "{installs}");
    // The TLS roots are compiled in: nothing reads the system's.
    let lock = read("Cargo.lock");
    for native in ["openssl-sys", "native-tls", "rustls-native-certs"] {
        assert!(!lock.contains(&format!("name = \"{native}\"")), "{native}");
    }
}

#[test]
fn compose_passes_the_token_as_a_secret_file_and_waits_for_postgresql_over_tcp() {
    let compose = read("docker-compose.yml");
    assert!(compose.contains("DISCORD_TOKEN_FILE: /run/secrets/discord_token"));
    assert!(
        !compose.contains("DISCORD_TOKEN:"),
        "no token in the environment"
    );
    assert!(compose.contains("file: ./secrets/discord_token"));
    assert!(compose.contains(r#""pg_isready", "-h", "127.0.0.1""#));
    assert!(compose.contains("stop_grace_period: 30s"));
}
