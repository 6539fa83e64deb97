//! Embeds every Fluent file under `locales/<lang>/` into the binary, so adding a game's
//! texts needs no code change and the bot runs without a locales folder beside it.

use std::{env, fs, path::Path};

fn main() {
    println!("cargo:rerun-if-changed=locales");
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
    let dest = Path::new(&env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("locales.rs");
    fs::write(dest, out).expect("OUT_DIR is writable");
}
