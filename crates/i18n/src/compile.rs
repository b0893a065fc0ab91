//! Fluent files read, checked and compiled, at build time.
//!
//! A language is a folder of `.ftl` files. Their messages are grouped by file into what the page
//! fetches together:
//!
//! - `table.ftl` and `table-*.ftl`: the words of the game screen, fetched with the page's first
//!   download ([`FIRST`]);
//! - every other file (`dialogs.ftl`, `help.ftl`, `rules.ftl`…): fetched with the page's later
//!   parts ([`LATER`]);
//! - `meta.ftl`: the language's own name and the app's name and description, which the build
//!   writes into the page, the menu of languages and the web app manifest. No Rust reads them.
//!
//! English declares each message's variables in its comment, as Fluent's own files do:
//!
//! ```ftl
//! # Variables:
//! #   $points (Number) - the points scored
//! #   $name (String) - the player's name
//! undo-target = { $name }'s { $points } in { $box }
//! ```
//!
//! The order of that list is the order of the generated function's arguments.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

use fluent_syntax::ast;

use crate::Key;

pub use crate::check::{check_english, check_translation, read_locales};
pub use crate::json::{bundle_json, bundle_patterns, compiled};

/// The file of the first download's messages.
pub const FIRST: &str = "table";
/// The file the build reads for the page and the manifest, and no Rust code.
pub const META: &str = "meta";
/// The name the later messages' bundle is written under.
pub const LATER: &str = "later";

/// A variable's type, as English's comment declares it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VarType {
    /// Formatted with the language's digits and separators, and chosen on by plural category.
    Number,
    /// Put in as it is.
    String,
}

/// A piece of a message before its variables are numbered.
#[derive(Clone, Debug, PartialEq)]
pub enum Piece {
    /// Text.
    Text(String),
    /// A variable, by name.
    Var(String),
    /// A choice on a variable.
    Select {
        /// The variable chosen on.
        var: String,
        /// Keys and patterns.
        variants: Vec<(Key, Vec<Piece>)>,
        /// The default variant.
        default: usize,
    },
}

/// One message of a language.
#[derive(Clone, Debug)]
pub struct Message {
    /// Its id (`roll-button`).
    pub id: String,
    /// The file it is in, without `.ftl`.
    pub file: String,
    /// Its text, with variables by name.
    pub pieces: Vec<Piece>,
    /// The variables its comment declares (English only), in order.
    pub declared: Vec<(String, VarType)>,
    /// Its comment, for the generated function's documentation.
    pub comment: String,
}

impl Message {
    /// Every variable the message uses, anywhere.
    pub fn used(&self) -> BTreeSet<String> {
        fn walk(pieces: &[Piece], out: &mut BTreeSet<String>) {
            for p in pieces {
                match p {
                    Piece::Text(_) => {}
                    Piece::Var(v) => {
                        out.insert(v.clone());
                    }
                    Piece::Select { var, variants, .. } => {
                        out.insert(var.clone());
                        for (_, v) in variants {
                            walk(v, out);
                        }
                    }
                }
            }
        }
        let mut out = BTreeSet::new();
        walk(&self.pieces, &mut out);
        out
    }
}

/// A language: its code and its messages, in file order.
#[derive(Clone, Debug)]
pub struct Language {
    /// `en`, `de`, `nb`…
    pub code: String,
    /// Every message, files in name order.
    pub messages: Vec<Message>,
}

impl Language {
    /// The message `id`.
    pub fn get(&self, id: &str) -> Option<&Message> {
        self.messages.iter().find(|m| m.id == id)
    }

    /// The messages of a bundle: [`FIRST`] or [`LATER`]; `meta` ones are in neither.
    pub fn bundle(&self, bundle: &str) -> impl Iterator<Item = &Message> {
        let bundle = bundle.to_string();
        self.messages
            .iter()
            .filter(move |m| bundle_of(&m.file) == Some(bundle.as_str()))
    }

    /// A `meta.ftl` message's plain text.
    pub fn meta(&self, id: &str) -> Option<String> {
        let m = self.get(id).filter(|m| m.file == META)?;
        Some(
            m.pieces
                .iter()
                .map(|p| match p {
                    Piece::Text(t) => t.as_str(),
                    _ => "",
                })
                .collect(),
        )
    }
}

/// The bundle a file's messages go to: `table.ftl` and `table-*.ftl` to the first.
pub fn bundle_of(file: &str) -> Option<&'static str> {
    if file == META {
        None
    } else if file == FIRST || file.starts_with("table-") {
        Some(FIRST)
    } else {
        Some(LATER)
    }
}

/// Reads every `.ftl` file of `dir` as the language `code`. Errors name the file and message.
pub fn read_language(dir: &Path, code: &str) -> Result<Language, Vec<String>> {
    let mut names: Vec<_> = fs::read_dir(dir)
        .map_err(|e| vec![format!("{}: {e}", dir.display())])?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
        .collect();
    names.sort();
    let mut sources = Vec::new();
    for path in names {
        let text =
            fs::read_to_string(&path).map_err(|e| vec![format!("{}: {e}", path.display())])?;
        let stem = path
            .file_stem()
            .unwrap_or_default()
            .to_string_lossy()
            .to_string();
        sources.push((stem, text));
    }
    parse_language(code, &sources)
}

/// Parses a language's files, given as (file name without `.ftl`, text).
pub fn parse_language(code: &str, sources: &[(String, String)]) -> Result<Language, Vec<String>> {
    let mut errors = Vec::new();
    let mut terms = BTreeMap::new();
    let mut raw = Vec::new();
    for (file, text) in sources {
        let resource = match fluent_syntax::parser::parse(text.as_str()) {
            Ok(r) => r,
            Err((r, errs)) => {
                for e in errs {
                    let line = text[..e.pos.start.min(text.len())].lines().count();
                    errors.push(format!("{code}/{file}.ftl line {line}: {:?}", e.kind));
                }
                r
            }
        };
        for entry in resource.body {
            match entry {
                ast::Entry::Term(t) => {
                    terms.insert(t.id.name.to_string(), t.value);
                }
                ast::Entry::Message(m) => raw.push((file.clone(), m)),
                _ => {}
            }
        }
    }
    let mut messages: Vec<Message> = Vec::new();
    let mut seen = BTreeSet::new();
    for (file, m) in &raw {
        let id = m.id.name.to_string();
        if !seen.insert(id.clone()) {
            errors.push(format!("{code}/{file}.ftl: {id} is defined twice"));
        }
        let Some(value) = &m.value else {
            errors.push(format!("{code}/{file}.ftl: {id} has no value"));
            continue;
        };
        if !m.attributes.is_empty() {
            errors.push(format!(
                "{code}/{file}.ftl: {id} has attributes; give each text a message of its own"
            ));
        }
        let comment = m
            .comment
            .as_ref()
            .map(|c| c.content.join("\n"))
            .unwrap_or_default();
        let mut pieces = Vec::new();
        let refs = Refs {
            terms: &terms,
            messages: &raw,
        };
        if let Err(e) = lower(value, &refs, 0, &mut pieces) {
            errors.push(format!("{code}/{file}.ftl: {id}: {e}"));
        }
        let declared = match declarations(&comment) {
            Ok(d) => d,
            Err(e) => {
                errors.push(format!("{code}/{file}.ftl: {id}: {e}"));
                Vec::new()
            }
        };
        messages.push(Message {
            id,
            file: file.clone(),
            pieces: merge_text(pieces),
            declared,
            comment,
        });
    }
    if errors.is_empty() {
        Ok(Language {
            code: code.to_string(),
            messages,
        })
    } else {
        Err(errors)
    }
}

/// The terms and messages a pattern may refer to.
struct Refs<'a, 's> {
    terms: &'a BTreeMap<String, ast::Pattern<&'s str>>,
    messages: &'a [(String, ast::Message<&'s str>)],
}

fn lower(
    pattern: &ast::Pattern<&str>,
    refs: &Refs,
    depth: usize,
    out: &mut Vec<Piece>,
) -> Result<(), String> {
    if depth > 8 {
        return Err("references nest too deep (a cycle?)".into());
    }
    for element in &pattern.elements {
        match element {
            ast::PatternElement::TextElement { value } => out.push(Piece::Text(value.to_string())),
            ast::PatternElement::Placeable { expression } => {
                lower_expression(expression, refs, depth, out)?
            }
        }
    }
    Ok(())
}

fn lower_expression(
    e: &ast::Expression<&str>,
    refs: &Refs,
    depth: usize,
    out: &mut Vec<Piece>,
) -> Result<(), String> {
    match e {
        ast::Expression::Inline(i) => lower_inline(i, refs, depth, out),
        ast::Expression::Select { selector, variants } => {
            let ast::InlineExpression::VariableReference { id } = selector else {
                return Err("a choice must be on a variable".into());
            };
            let mut vs = Vec::new();
            let mut default = 0;
            for (i, v) in variants.iter().enumerate() {
                let key = match &v.key {
                    ast::VariantKey::Identifier { name } => Key::Name(name.to_string()),
                    ast::VariantKey::NumberLiteral { value } => Key::Number(
                        value
                            .parse()
                            .map_err(|_| format!("bad number key {value}"))?,
                    ),
                };
                let mut p = Vec::new();
                lower(&v.value, refs, depth, &mut p)?;
                if v.default {
                    default = i;
                }
                vs.push((key, merge_text(p)));
            }
            out.push(Piece::Select {
                var: id.name.to_string(),
                variants: vs,
                default,
            });
            Ok(())
        }
    }
}

fn lower_inline(
    i: &ast::InlineExpression<&str>,
    refs: &Refs,
    depth: usize,
    out: &mut Vec<Piece>,
) -> Result<(), String> {
    match i {
        ast::InlineExpression::StringLiteral { value } => {
            out.push(Piece::Text(
                fluent_syntax::unicode::unescape_unicode_to_string(value).to_string(),
            ));
            Ok(())
        }
        ast::InlineExpression::NumberLiteral { value } => {
            out.push(Piece::Text(value.to_string()));
            Ok(())
        }
        ast::InlineExpression::VariableReference { id } => {
            out.push(Piece::Var(id.name.to_string()));
            Ok(())
        }
        ast::InlineExpression::TermReference {
            id,
            attribute,
            arguments,
        } => {
            if attribute.is_some() || arguments.is_some() {
                return Err(format!("-{}: terms are used plain here", id.name));
            }
            let t = refs
                .terms
                .get(id.name)
                .ok_or_else(|| format!("no term -{}", id.name))?;
            lower(t, refs, depth + 1, out)
        }
        ast::InlineExpression::MessageReference { id, attribute } => {
            if attribute.is_some() {
                return Err(format!("{}: attributes are not used", id.name));
            }
            let m = refs
                .messages
                .iter()
                .find(|(_, m)| m.id.name == id.name)
                .and_then(|(_, m)| m.value.as_ref())
                .ok_or_else(|| format!("no message {}", id.name))?;
            lower(m, refs, depth + 1, out)
        }
        ast::InlineExpression::FunctionReference { id, .. } => Err(format!(
            "{}(): numbers are written by the page in the language's own way; use the variable",
            id.name
        )),
        ast::InlineExpression::Placeable { expression } => {
            lower_expression(expression, refs, depth, out)
        }
    }
}

/// Joins neighbouring texts.
fn merge_text(pieces: Vec<Piece>) -> Vec<Piece> {
    let mut out: Vec<Piece> = Vec::new();
    for p in pieces {
        match (out.last_mut(), p) {
            (Some(Piece::Text(a)), Piece::Text(b)) => a.push_str(&b),
            (_, p) => out.push(p),
        }
    }
    out
}

/// The `$name (Number|String)` lines of a message's comment.
fn declarations(comment: &str) -> Result<Vec<(String, VarType)>, String> {
    let mut out = Vec::new();
    for line in comment.lines() {
        let line = line.trim();
        let Some(rest) = line.strip_prefix('$') else {
            continue;
        };
        let name: String = rest
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
            .collect();
        let after = rest[name.len()..].trim_start();
        let kind = if after.starts_with("(Number)") {
            VarType::Number
        } else if after.starts_with("(String)") {
            VarType::String
        } else {
            return Err(format!("${name}: say (Number) or (String) after the name"));
        };
        out.push((name, kind));
    }
    Ok(out)
}

#[cfg(test)]
#[path = "compile_tests.rs"]
mod tests;
