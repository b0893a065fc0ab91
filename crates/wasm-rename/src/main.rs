//! `wasm-rename IN OUT [--import-module FROM TO].. [--export FROM TO].. [--strip-names]`: writes
//! the WebAssembly module IN to OUT with the module name of every import from FROM changed to TO,
//! the export FROM renamed TO, and, with `--strip-names`, without its "name" section.
//!
//! Nothing else changes: the import and export sections are parsed and written again
//! (wasmparser, wasm-encoder), every other section is copied byte for byte, in its place. A
//! rename that finds nothing to rename is an error, and so is a module that does not parse.
//!
//! scripts/split-link.mjs runs it on what wasm-split-cli wrote, and scripts/trunk.sh builds it
//! (`cargo build -p yahtzee-wasm-rename`) before Trunk builds the page.

use std::process::ExitCode;

use wasm_encoder::reencode::{Reencode, RoundtripReencoder};
use wasm_encoder::{ExportSection, ImportSection, Module, RawSection};
use wasmparser::{Export, Import, Imports, Parser, Payload};

/// What to change.
#[derive(Debug, Default)]
struct Renames {
    /// The module name of imports: (from, to).
    import_modules: Vec<(String, String)>,
    /// Export names: (from, to).
    exports: Vec<(String, String)>,
    /// Leave out the "name" custom section.
    strip_names: bool,
}

/// `name`, or what `pairs` renames it to, counting the renames in `hits`.
fn renamed<'a>(pairs: &'a [(String, String)], hits: &mut [usize], name: &'a str) -> &'a str {
    match pairs.iter().position(|(from, _)| from == name) {
        Some(i) => {
            hits[i] += 1;
            &pairs[i].1
        }
        None => name,
    }
}

/// `input` with `renames` made; fails on a module that does not parse, and on a rename that
/// renamed nothing.
fn rewrite(input: &[u8], renames: &Renames) -> Result<Vec<u8>, String> {
    let error =
        |e: wasmparser::BinaryReaderError| format!("not a WebAssembly module we can read: {e}");
    let reencode = |e: wasm_encoder::reencode::Error| e.to_string();
    let mut import_hits = vec![0; renames.import_modules.len()];
    let mut export_hits = vec![0; renames.exports.len()];
    let mut module = Module::new();
    for payload in Parser::new(0).parse_all(input) {
        match payload.map_err(error)? {
            Payload::ImportSection(reader) => {
                let mut section = ImportSection::new();
                for group in reader {
                    let pairs = &renames.import_modules;
                    let hits = &mut import_hits;
                    let group = match group.map_err(error)? {
                        Imports::Single(at, import) => Imports::Single(
                            at,
                            Import {
                                module: renamed(pairs, hits, import.module),
                                ..import
                            },
                        ),
                        Imports::Compact1 { module, items } => Imports::Compact1 {
                            module: renamed(pairs, hits, module),
                            items,
                        },
                        Imports::Compact2 { module, ty, names } => Imports::Compact2 {
                            module: renamed(pairs, hits, module),
                            ty,
                            names,
                        },
                    };
                    RoundtripReencoder
                        .parse_imports(&mut section, group)
                        .map_err(reencode)?;
                }
                module.section(&section);
            }
            Payload::ExportSection(reader) => {
                let mut section = ExportSection::new();
                for export in reader {
                    let export = export.map_err(error)?;
                    let name = renamed(&renames.exports, &mut export_hits, export.name);
                    RoundtripReencoder
                        .parse_export(&mut section, Export { name, ..export })
                        .map_err(reencode)?;
                }
                module.section(&section);
            }
            Payload::CustomSection(custom) if renames.strip_names && custom.name() == "name" => {}
            payload => {
                if let Some((id, range)) = payload.as_section() {
                    module.section(&RawSection {
                        id,
                        data: &input[range],
                    });
                }
            }
        }
    }
    let missed = |pairs: &[(String, String)], hits: &[usize], what: &str| {
        pairs
            .iter()
            .zip(hits)
            .filter(|(_, &n)| n == 0)
            .map(|((from, _), _)| format!("no {what} \"{from}\" to rename"))
            .collect::<Vec<_>>()
    };
    let mut missing = missed(&renames.import_modules, &import_hits, "import from module");
    missing.extend(missed(&renames.exports, &export_hits, "export"));
    if !missing.is_empty() {
        return Err(missing.join("; "));
    }
    Ok(module.finish())
}

const USAGE: &str =
    "usage: wasm-rename IN OUT [--import-module FROM TO].. [--export FROM TO].. [--strip-names]";

/// The command line: IN, OUT and the renames.
fn parse_args(args: &[String]) -> Result<(&str, &str, Renames), String> {
    let mut files = Vec::new();
    let mut renames = Renames::default();
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let mut pair = || match (args.next(), args.next()) {
            (Some(from), Some(to)) => Ok((from.clone(), to.clone())),
            _ => Err(format!("{arg} takes FROM and TO\n{USAGE}")),
        };
        match arg.as_str() {
            "--import-module" => renames.import_modules.push(pair()?),
            "--export" => renames.exports.push(pair()?),
            "--strip-names" => renames.strip_names = true,
            flag if flag.starts_with("--") => {
                return Err(format!("unknown option {flag}\n{USAGE}"))
            }
            file => files.push(file),
        }
    }
    match files[..] {
        [input, output] => Ok((input, output, renames)),
        _ => Err(USAGE.to_string()),
    }
}

fn run(args: &[String]) -> Result<(), String> {
    let (input, output, renames) = parse_args(args)?;
    let bytes = std::fs::read(input).map_err(|e| format!("{input}: {e}"))?;
    let rewritten = rewrite(&bytes, &renames).map_err(|e| format!("{input}: {e}"))?;
    std::fs::write(output, rewritten).map_err(|e| format!("{output}: {e}"))
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("wasm-rename: {e}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use wasm_encoder::{
        CodeSection, CustomSection, EntityType, ExportKind, Function, FunctionSection, Instruction,
        NameMap, NameSection, TableSection, TableType, TypeSection,
    };

    /// A module that imports two functions from "./loader.js" and one from "env", exports a
    /// function and its table, and names its functions.
    fn sample() -> Vec<u8> {
        let mut module = Module::new();
        let mut types = TypeSection::new();
        types.ty().function([], []);
        module.section(&types);
        let mut imports = ImportSection::new();
        imports.import("./loader.js", "a", EntityType::Function(0));
        imports.import("env", "b", EntityType::Function(0));
        imports.import("./loader.js", "c", EntityType::Function(0));
        module.section(&imports);
        let mut functions = FunctionSection::new();
        functions.function(0);
        module.section(&functions);
        let mut tables = TableSection::new();
        tables.table(TableType {
            element_type: wasm_encoder::RefType::FUNCREF,
            minimum: 1,
            maximum: None,
            table64: false,
            shared: false,
        });
        module.section(&tables);
        let mut exports = ExportSection::new();
        exports.export("main", ExportKind::Func, 3);
        exports.export("__indirect_function_table", ExportKind::Table, 0);
        module.section(&exports);
        let mut code = CodeSection::new();
        let mut body = Function::new([]);
        body.instruction(&Instruction::Call(1));
        body.instruction(&Instruction::End);
        code.function(&body);
        module.section(&code);
        module.section(&CustomSection {
            name: "producers".into(),
            data: b"\x00".into(),
        });
        let mut names = NameSection::new();
        let mut functions = NameMap::new();
        functions.append(3, "main");
        names.functions(&functions);
        module.section(&names);
        module.finish()
    }

    /// Every section of `bytes`: its id, its custom name, and its bytes.
    fn sections(bytes: &[u8]) -> Vec<(u8, String, Vec<u8>)> {
        Parser::new(0)
            .parse_all(bytes)
            .filter_map(|payload| {
                let payload = payload.unwrap();
                let name = match &payload {
                    Payload::CustomSection(c) => c.name().to_string(),
                    _ => String::new(),
                };
                payload
                    .as_section()
                    .map(|(id, range)| (id, name, bytes[range].to_vec()))
            })
            .collect()
    }

    fn imports(bytes: &[u8]) -> Vec<(String, String)> {
        let mut out = Vec::new();
        for payload in Parser::new(0).parse_all(bytes) {
            if let Payload::ImportSection(reader) = payload.unwrap() {
                for import in reader.into_imports() {
                    let import = import.unwrap();
                    out.push((import.module.to_string(), import.name.to_string()));
                }
            }
        }
        out
    }

    fn exports(bytes: &[u8]) -> Vec<String> {
        let mut out = Vec::new();
        for payload in Parser::new(0).parse_all(bytes) {
            if let Payload::ExportSection(reader) = payload.unwrap() {
                out.extend(reader.into_iter().map(|e| e.unwrap().name.to_string()));
            }
        }
        out
    }

    fn pair(from: &str, to: &str) -> (String, String) {
        (from.to_string(), to.to_string())
    }

    #[test]
    fn renames_the_import_module_and_the_export_and_changes_nothing_else() {
        let input = sample();
        let renames = Renames {
            import_modules: vec![pair("./loader.js", "./yahtzee-later-0123456789abcdef.js")],
            exports: vec![pair("__indirect_function_table", "__wasm_split_table")],
            strip_names: false,
        };
        let output = rewrite(&input, &renames).unwrap();
        wasmparser::Validator::new().validate_all(&output).unwrap();
        assert_eq!(
            imports(&output),
            [
                pair("./yahtzee-later-0123456789abcdef.js", "a"),
                pair("env", "b"),
                pair("./yahtzee-later-0123456789abcdef.js", "c")
            ]
        );
        assert_eq!(exports(&output), ["main", "__wasm_split_table"]);
        let (before, after) = (sections(&input), sections(&output));
        assert_eq!(before.len(), after.len());
        for (old, new) in before.iter().zip(&after) {
            assert_eq!(old.0, new.0, "the sections stay in their order");
            if old.0 != 2 && old.0 != 7 {
                assert_eq!(old, new, "section {} is copied as it was", old.0);
            }
        }
    }

    #[test]
    fn strips_the_name_section_only() {
        let input = sample();
        let renames = Renames {
            strip_names: true,
            ..Renames::default()
        };
        let output = rewrite(&input, &renames).unwrap();
        let mut expected = sections(&input);
        expected.retain(|(id, name, _)| !(*id == 0 && name == "name"));
        assert_eq!(sections(&output), expected);
        assert_eq!(
            rewrite(&input, &Renames::default()).unwrap(),
            input,
            "no renames: the same bytes"
        );
    }

    #[test]
    fn a_rename_that_finds_nothing_is_an_error() {
        let renames = Renames {
            import_modules: vec![pair("./__wasm_split.js", "./x.js")],
            exports: vec![pair("memory", "mem")],
            strip_names: false,
        };
        let error = rewrite(&sample(), &renames).unwrap_err();
        assert!(
            error.contains("no import from module \"./__wasm_split.js\""),
            "{error}"
        );
        assert!(error.contains("no export \"memory\""), "{error}");
        assert!(
            rewrite(b"\0asm\x01\0\0\0\x07", &Renames::default()).is_err(),
            "a truncated module"
        );
    }

    #[test]
    fn the_command_line() {
        let args: Vec<String> = [
            "in.wasm",
            "--import-module",
            "a",
            "b",
            "out.wasm",
            "--strip-names",
            "--export",
            "c",
            "d",
        ]
        .map(String::from)
        .to_vec();
        let (input, output, renames) = parse_args(&args).unwrap();
        assert_eq!((input, output), ("in.wasm", "out.wasm"));
        assert_eq!(renames.import_modules, [pair("a", "b")]);
        assert_eq!(renames.exports, [pair("c", "d")]);
        assert!(renames.strip_names);
        assert!(parse_args(&["in.wasm".to_string()]).is_err());
        assert!(parse_args(&["a", "b", "--export", "c"].map(String::from)).is_err());
        assert!(parse_args(&["a", "b", "--rename"].map(String::from)).is_err());
    }
}
