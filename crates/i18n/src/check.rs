//! The checks that fail the build: English's declarations, and each translation against English.

use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

use crate::compile::{read_language, Language};

/// English checked on its own: every variable declared in its comment, and used.
pub fn check_english(en: &Language) -> Vec<String> {
    let mut errors = Vec::new();
    for m in &en.messages {
        let used = m.used();
        let declared: BTreeSet<String> = m.declared.iter().map(|(n, _)| n.clone()).collect();
        for v in used.difference(&declared) {
            errors.push(format!(
                "en/{}.ftl: {}: ${v} is used but its comment does not declare it (\"$name (Number)\")",
                m.file, m.id
            ));
        }
        for v in declared.difference(&used) {
            errors.push(format!(
                "en/{}.ftl: {}: ${v} is declared but not used",
                m.file, m.id
            ));
        }
    }
    errors
}

/// A translation checked against English: the same messages in the same files, each with the
/// same variables.
pub fn check_translation(en: &Language, other: &Language) -> Vec<String> {
    let code = &other.code;
    let mut errors = Vec::new();
    for m in &en.messages {
        match other.get(&m.id) {
            None => errors.push(format!("{code}/{}.ftl: {} is missing", m.file, m.id)),
            Some(t) => {
                if t.file != m.file {
                    errors.push(format!(
                        "{code}/{}.ftl: {} belongs in {}.ftl, as in English",
                        t.file, m.id, m.file
                    ));
                }
                if t.used() != m.used() {
                    errors.push(format!(
                        "{code}/{}.ftl: {} uses {:?}, English uses {:?}",
                        t.file,
                        m.id,
                        t.used(),
                        m.used()
                    ));
                }
            }
        }
    }
    for t in &other.messages {
        if en.get(&t.id).is_none() {
            errors.push(format!(
                "{code}/{}.ftl: {} is not an English message",
                t.file, t.id
            ));
        }
    }
    errors
}

/// Every language of `dir` (one folder each), English first and checked against, then the
/// pseudo-language. Fails with every error found.
pub fn read_locales(dir: &Path) -> Result<Vec<Language>, Vec<String>> {
    let mut codes: Vec<String> = fs::read_dir(dir)
        .map_err(|e| vec![format!("{}: {e}", dir.display())])?
        .filter_map(|e| e.ok())
        .filter(|e| e.path().is_dir())
        .map(|e| e.file_name().to_string_lossy().to_string())
        .collect();
    codes.sort();
    codes.retain(|c| c != "en");
    let en = read_language(&dir.join("en"), "en")?;
    let mut errors = check_english(&en);
    let mut out = vec![en];
    for code in codes {
        match read_language(&dir.join(&code), &code) {
            Ok(l) => {
                errors.extend(check_translation(&out[0], &l));
                out.push(l);
            }
            Err(e) => errors.extend(e),
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let pseudo = crate::pseudo::pseudo(&out[0]);
    out.push(pseudo);
    Ok(out)
}
