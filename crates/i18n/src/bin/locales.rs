//! `locales build LOCALES OUT`: every language of the folder LOCALES checked against English and
//! written as the page reads it: `OUT/<code>/table.json` and `OUT/<code>/later.json` (the
//! compiled messages, `compile::bundle_json`) and `OUT/languages.json`, a list of
//! `{"code", "name", "title", "description"}` from each language's `meta.ftl` for the menu of
//! languages, the page's title and the web app manifest. Run by scripts/post-build.sh.

use std::fs;
use std::path::Path;
use std::process::ExitCode;

use serde::Serialize;
use yahtzee_i18n::compile::{bundle_json, read_locales, FIRST, LATER};

/// A language in `languages.json`.
#[derive(Serialize)]
struct Entry {
    code: String,
    name: String,
    title: String,
    description: String,
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().collect();
    let [_, command, locales, out] = args.as_slice() else {
        eprintln!("usage: locales build LOCALES OUT");
        return ExitCode::from(2);
    };
    if command != "build" {
        eprintln!("usage: locales build LOCALES OUT");
        return ExitCode::from(2);
    }
    let languages = match read_locales(Path::new(locales)) {
        Ok(l) => l,
        Err(errors) => {
            for e in errors {
                eprintln!("{e}");
            }
            return ExitCode::FAILURE;
        }
    };
    let out = Path::new(out);
    let mut list = Vec::new();
    for lang in &languages {
        let dir = out.join(&lang.code);
        let written = fs::create_dir_all(&dir).and_then(|()| {
            for bundle in [FIRST, LATER] {
                fs::write(
                    dir.join(format!("{bundle}.json")),
                    bundle_json(&languages[0], lang, bundle)?,
                )?;
            }
            Ok(())
        });
        if let Err(e) = written {
            eprintln!("{}: {e}", dir.display());
            return ExitCode::FAILURE;
        }
        let meta = |id: &str| {
            lang.meta(id)
                .or_else(|| languages[0].meta(id))
                .unwrap_or_default()
        };
        list.push(Entry {
            code: lang.code.clone(),
            name: meta("language-name"),
            title: meta("app-title"),
            description: meta("app-description"),
        });
    }
    // One language a line, as before.
    let lines: Result<Vec<String>, _> = list.iter().map(serde_json::to_string).collect();
    let written = lines.map_err(std::io::Error::from).and_then(|lines| {
        fs::write(
            out.join("languages.json"),
            format!("[{}]\n", lines.join(",\n")),
        )
    });
    if let Err(e) = written {
        eprintln!("{}: {e}", out.display());
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}
