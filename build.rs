//! Embeds every Fluent file under `locales/<lang>/` and every slash-command definition
//! under `commands/` into the binary, so adding texts or a command needs no code change
//! for loading, and the bot runs without those folders beside it.

use std::{env, fs, path::Path};

fn main() {
    println!("cargo:rerun-if-changed=locales");
    // The schema migrations are embedded by refinery's macro: a new file must rebuild.
    println!("cargo:rerun-if-changed=migrations");
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    let mut files = Vec::new();
    if let Ok(langs) = fs::read_dir(&root) {
        for lang in langs.flatten() {
            println!("cargo:rerun-if-changed={}", lang.path().display());
            let Ok(entries) = fs::read_dir(lang.path()) else {
                continue;
            };
            for entry in entries.flatten() {
                let path = entry.path();
                if path.extension().is_some_and(|ext| ext == "ftl") {
                    println!("cargo:rerun-if-changed={}", path.display());
                    let lang = lang.file_name().to_string_lossy().into_owned();
                    let name = entry.file_name().to_string_lossy().into_owned();
                    files.push((lang, name, path.display().to_string()));
                }
            }
        }
    }
    files.sort();
    let mut out =
        String::from("/// Every embedded Fluent file: (language, file name, contents).\n");
    out.push_str("pub static FILES: &[(&str, &str, &str)] = &[\n");
    for (lang, name, path) in &files {
        out.push_str(&format!(
            "    ({lang:?}, {name:?}, include_str!({path:?})),\n"
        ));
    }
    out.push_str("];\n");
    let out_dir = env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    fs::write(Path::new(&out_dir).join("locales.rs"), out).expect("OUT_DIR is writable");
    embed_commands(&out_dir);
}

fn embed_commands(out_dir: &str) {
    println!("cargo:rerun-if-changed=commands");
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("commands");
    let mut files: Vec<(String, String)> = fs::read_dir(&root)
        .into_iter()
        .flatten()
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "json"))
        .map(|path| {
            println!("cargo:rerun-if-changed={}", path.display());
            let name = path
                .file_stem()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned();
            (name, path.display().to_string())
        })
        .collect();
    files.sort();
    let mut out = String::from("/// Every slash-command definition: (command name, JSON).\n");
    out.push_str("pub static COMMANDS: &[(&str, &str)] = &[\n");
    for (name, path) in &files {
        out.push_str(&format!("    ({name:?}, include_str!({path:?})),\n"));
    }
    out.push_str("];\n");
    fs::write(Path::new(out_dir).join("commands.rs"), out).expect("OUT_DIR is writable");
}
