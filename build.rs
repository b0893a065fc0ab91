//! Writes `$OUT_DIR/messages.rs`, the page's functions for its messages (`src/i18n.rs`), from
//! `locales/en/*.ftl`, after checking every language against English: a language that misses a
//! message, has one English lacks, or uses other variables fails the build. A message no code
//! uses fails the lint (`dead_code` on its function).

use std::path::Path;

fn main() {
    println!("cargo:rerun-if-changed=locales");
    let languages = match yahtzee_i18n::compile::read_locales(Path::new("locales")) {
        Ok(l) => l,
        Err(errors) => {
            for e in &errors {
                println!("cargo:warning={e}");
            }
            panic!("locales/: {} errors:\n{}", errors.len(), errors.join("\n"));
        }
    };
    let code = yahtzee_i18n::codegen::rust_functions(&languages[0], "crate::i18n::say");
    let out = Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("messages.rs");
    std::fs::write(&out, code).expect("OUT_DIR is writable");
}
