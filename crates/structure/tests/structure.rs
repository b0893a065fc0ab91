//! The code's shape, as ARCHITECTURE.md states it, checked on every run:
//! - no Rust file over 480 lines, tests included;
//! - no function over 100 lines (a component, a reducer, a test), but for the few tables of data
//!   named in `LONG_TABLES`;
//! - the page's modules (`src/*`) import each other in one direction only: no circle.
//!
//! Every `.rs` file under `src/`, `crates/` and `build.rs` is parsed with syn, so a brace in a
//! string or a comment cannot fool a count.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use syn::spanned::Spanned;
use syn::visit::Visit;

const MAX_FILE_LINES: usize = 480;
const MAX_FN_LINES: usize = 100;

/// Functions allowed to be longer: each is a table of data, not a room a change lands in.
/// (file relative to the repository, function name, why)
const LONG_TABLES: &[(&str, &str, &str)] = &[];

/// The repository; `STRUCTURE_ROOT` checks another checkout with the same test binary.
fn root() -> PathBuf {
    match std::env::var_os("STRUCTURE_ROOT") {
        Some(root) => PathBuf::from(root),
        None => Path::new(env!("CARGO_MANIFEST_DIR")).join("../.."),
    }
}

/// Every Rust file of the project, relative to the repository, sorted.
fn rust_files() -> Vec<PathBuf> {
    rust_files_in(&root())
}

/// Every Rust file under `root`'s `src/`, `crates/` and `build.rs`, relative to `root`, sorted.
fn rust_files_in(root: &Path) -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            let name = entry.file_name();
            if path.is_dir() {
                if !matches!(name.to_str(), Some("target" | "node_modules")) {
                    walk(&path, out);
                }
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    let mut files = vec![root.join("build.rs")];
    walk(&root.join("src"), &mut files);
    walk(&root.join("crates"), &mut files);
    let mut files: Vec<PathBuf> = files
        .into_iter()
        .filter(|f| f.exists())
        .map(|f| f.strip_prefix(root).unwrap().to_path_buf())
        .collect();
    files.sort();
    files
}

fn parse(file: &Path) -> (String, syn::File) {
    parse_in(&root(), file)
}

fn parse_in(root: &Path, file: &Path) -> (String, syn::File) {
    let text = std::fs::read_to_string(root.join(file)).unwrap();
    let parsed = syn::parse_file(&text).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
    (text, parsed)
}

#[test]
fn no_rust_file_is_over_480_lines() {
    let long: Vec<String> = rust_files()
        .iter()
        .filter_map(|f| {
            let lines = std::fs::read_to_string(root().join(f))
                .unwrap()
                .lines()
                .count();
            (lines > MAX_FILE_LINES).then(|| format!("{}: {lines} lines", f.display()))
        })
        .collect();
    assert!(
        long.is_empty(),
        "split these files by idea (at most {MAX_FILE_LINES} lines each):\n{}",
        long.join("\n")
    );
}

/// Collects every function with a body and its length in lines.
#[derive(Default)]
struct Functions {
    found: Vec<(String, usize)>,
}

impl Functions {
    fn add(&mut self, name: &syn::Ident, start: proc_macro2::Span, block: &syn::Block) {
        let lines = block.span().end().line + 1 - start.start().line;
        self.found.push((name.to_string(), lines));
    }
}

impl<'a> Visit<'a> for Functions {
    fn visit_item_fn(&mut self, f: &'a syn::ItemFn) {
        self.add(&f.sig.ident, f.sig.span(), &f.block);
        syn::visit::visit_item_fn(self, f);
    }
    fn visit_impl_item_fn(&mut self, f: &'a syn::ImplItemFn) {
        self.add(&f.sig.ident, f.sig.span(), &f.block);
        syn::visit::visit_impl_item_fn(self, f);
    }
    fn visit_trait_item_fn(&mut self, f: &'a syn::TraitItemFn) {
        if let Some(block) = &f.default {
            self.add(&f.sig.ident, f.sig.span(), block);
        }
        syn::visit::visit_trait_item_fn(self, f);
    }
}

#[test]
fn no_function_is_over_100_lines() {
    let mut long = Vec::new();
    let mut allowed_seen = BTreeSet::new();
    for file in rust_files() {
        let mut functions = Functions::default();
        functions.visit_file(&parse(&file).1);
        for (name, lines) in functions.found {
            let allowed = LONG_TABLES
                .iter()
                .any(|(f, n, _)| Path::new(f) == file && *n == name);
            if allowed {
                allowed_seen.insert((file.clone(), name.clone()));
            } else if lines > MAX_FN_LINES {
                long.push(format!("{}: fn {name}: {lines} lines", file.display()));
            }
        }
    }
    assert!(
        long.is_empty(),
        "split these functions by what they do (at most {MAX_FN_LINES} lines each; a component \
         by what a person sees):\n{}",
        long.join("\n")
    );
    for (file, name, _) in LONG_TABLES {
        assert!(
            allowed_seen.contains(&(PathBuf::from(file), name.to_string())),
            "LONG_TABLES names {file}: fn {name}, which is gone: take it off the list"
        );
    }
}

/// The page's top-level modules (`src/X.rs` or `src/X/`) that one file refers to.
struct Imports<'a> {
    /// The module path of the item being read, from the crate root.
    at: Vec<String>,
    modules: &'a BTreeSet<String>,
    found: BTreeSet<String>,
}

impl Imports<'_> {
    /// Resolves a path's leading `crate`/`self`/`super` segments, then records the top-level
    /// module it lands in.
    fn add(&mut self, segments: &[String]) {
        let mut at = self.at.clone();
        let mut rest = segments;
        match rest.first().map(String::as_str) {
            Some("crate") => {
                at.clear();
                rest = &rest[1..];
            }
            Some("self" | "super") => {
                while let Some(first) = rest.first() {
                    match first.as_str() {
                        "self" => {}
                        "super" => {
                            at.pop();
                        }
                        _ => break,
                    }
                    rest = &rest[1..];
                }
            }
            _ => return,
        }
        let top = at.first().or(rest.first());
        if let Some(top) = top.filter(|t| self.modules.contains(*t)) {
            self.found.insert(top.clone());
        }
    }

    fn use_tree(&mut self, prefix: &mut Vec<String>, tree: &syn::UseTree) {
        match tree {
            syn::UseTree::Path(p) => {
                prefix.push(p.ident.to_string());
                self.use_tree(prefix, &p.tree);
                prefix.pop();
            }
            syn::UseTree::Name(n) => {
                prefix.push(n.ident.to_string());
                self.add(prefix);
                prefix.pop();
            }
            syn::UseTree::Rename(r) => {
                prefix.push(r.ident.to_string());
                self.add(prefix);
                prefix.pop();
            }
            syn::UseTree::Glob(_) => self.add(prefix),
            syn::UseTree::Group(g) => {
                for tree in &g.items {
                    self.use_tree(prefix, tree);
                }
            }
        }
    }
}

impl<'a> Visit<'a> for Imports<'_> {
    fn visit_item_mod(&mut self, m: &'a syn::ItemMod) {
        self.at.push(m.ident.to_string());
        syn::visit::visit_item_mod(self, m);
        self.at.pop();
    }
    fn visit_item_use(&mut self, u: &'a syn::ItemUse) {
        self.use_tree(&mut Vec::new(), &u.tree);
    }
    fn visit_path(&mut self, p: &'a syn::Path) {
        let segments: Vec<String> = p.segments.iter().map(|s| s.ident.to_string()).collect();
        self.add(&segments);
        syn::visit::visit_path(self, p);
    }
    /// Paths inside macros (`html!`) are tokens, not syntax: `crate :: x` is read from them.
    fn visit_macro(&mut self, m: &'a syn::Macro) {
        fn scan(this: &mut Imports<'_>, tokens: proc_macro2::TokenStream) {
            let tokens: Vec<_> = tokens.into_iter().collect();
            for (i, t) in tokens.iter().enumerate() {
                match t {
                    proc_macro2::TokenTree::Group(g) => scan(this, g.stream()),
                    proc_macro2::TokenTree::Ident(id) if id == "crate" => {
                        if let Some(proc_macro2::TokenTree::Ident(next)) = tokens.get(i + 3) {
                            this.add(&["crate".into(), next.to_string()]);
                        }
                    }
                    _ => {}
                }
            }
        }
        scan(self, m.tokens.clone());
        syn::visit::visit_macro(self, m);
    }
}

/// Each top-level module of the page and the others it imports, with the files that do.
type Graph = BTreeMap<String, BTreeMap<String, BTreeSet<String>>>;

/// The import graph of the page's modules in the checkout at `root`.
fn page_imports(root: &Path) -> Graph {
    let files: Vec<PathBuf> = rust_files_in(root)
        .into_iter()
        .filter(|f| f.starts_with("src") && f != Path::new("src/main.rs"))
        .collect();
    let module_path = |f: &Path| -> Vec<String> {
        let rel = f.strip_prefix("src").unwrap().with_extension("");
        let mut parts: Vec<String> = rel
            .iter()
            .map(|c| c.to_string_lossy().into_owned())
            .collect();
        if parts.last().is_some_and(|p| p == "mod") {
            parts.pop();
        }
        parts
    };
    let modules: BTreeSet<String> = files.iter().map(|f| module_path(f)[0].clone()).collect();
    let mut graph: BTreeMap<String, BTreeMap<String, BTreeSet<String>>> = BTreeMap::new();
    for file in &files {
        let at = module_path(file);
        let mut imports = Imports {
            at: at.clone(),
            modules: &modules,
            found: BTreeSet::new(),
        };
        imports.visit_file(&parse_in(root, file).1);
        let edges = graph.entry(at[0].clone()).or_default();
        for to in imports.found.into_iter().filter(|to| *to != at[0]) {
            edges
                .entry(to)
                .or_default()
                .insert(file.display().to_string());
        }
    }
    graph
}

/// Every circle in the graph, each named once, from its first module in alphabetical order.
fn circles(graph: &Graph) -> BTreeSet<Vec<String>> {
    // A circle is a module that reaches itself; report each module's first one found.
    let mut circles = BTreeSet::new();
    for start in graph.keys() {
        let mut stack = vec![(start.clone(), vec![start.clone()])];
        let mut seen = BTreeSet::new();
        while let Some((at, path)) = stack.pop() {
            for to in graph.get(&at).into_iter().flat_map(|e| e.keys()) {
                if to == start {
                    let mut circle = path.clone();
                    // One name per circle, whichever module it starts from.
                    let first = circle.iter().min().unwrap().clone();
                    let i = circle.iter().position(|m| *m == first).unwrap();
                    circle.rotate_left(i);
                    circles.insert(circle);
                } else if seen.insert(to.clone()) {
                    let mut longer = path.clone();
                    longer.push(to.clone());
                    stack.push((to.clone(), longer));
                }
            }
        }
    }
    circles
}

#[test]
fn the_pages_modules_import_each_other_in_one_direction() {
    let graph = page_imports(&root());
    let described: Vec<String> = circles(&graph)
        .iter()
        .map(|circle| {
            let steps: Vec<String> = circle
                .iter()
                .zip(circle.iter().cycle().skip(1))
                .map(|(from, to)| {
                    let files: Vec<&str> = graph[from][to].iter().map(String::as_str).collect();
                    format!("  {from} -> {to} ({})", files.join(", "))
                })
                .collect();
            steps.join("\n")
        })
        .collect();
    assert!(
        described.is_empty(),
        "import circles among the page's modules (ARCHITECTURE.md says which way each goes):\n{}",
        described.join("\n\n")
    );
}

/// The checks themselves: a circle made through `use`, a path in an expression, `super::`, and
/// a path inside `html!` is found and named; a function one line too long is counted as such.
#[test]
fn the_checks_find_what_they_look_for() {
    let dir = std::env::temp_dir().join(format!("structure-check-{}", std::process::id()));
    let write = |path: &str, text: &str| {
        let path = dir.join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    };
    write("src/main.rs", "mod a;\nmod b;\nmod c;\nmod d;\n");
    write("src/a.rs", "use crate::b::B;\npub struct A;\n");
    write("src/b/mod.rs", "pub struct B;\nmod inner;\n");
    write("src/b/inner.rs", "fn f() { let _ = super::super::a::A; }\n");
    write("src/c.rs", "fn g() -> Html { html! { <crate::d::D /> } }\n");
    write(
        "src/d.rs",
        "pub struct D;\nmod t { fn h() { let _ = crate::c::g; } }\n",
    );
    let body: String = (0..99).map(|i| format!("    let _x{i} = {i};\n")).collect();
    write("crates/x/src/lib.rs", &format!("fn long() {{\n{body}}}\n"));
    let graph = page_imports(&dir);
    let found = circles(&graph);
    let expected: BTreeSet<Vec<String>> = [vec!["a", "b"], vec!["c", "d"]]
        .iter()
        .map(|c| c.iter().map(|m| m.to_string()).collect())
        .collect();
    assert_eq!(found, expected);
    let mut functions = Functions::default();
    functions.visit_file(&parse_in(&dir, Path::new("crates/x/src/lib.rs")).1);
    assert_eq!(
        functions.found,
        vec![("long".to_string(), MAX_FN_LINES + 1)]
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
