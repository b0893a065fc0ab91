//! `tables`: the optimal-strategy tables the page ships, one file per layer, and their check.
//!
//! `yahtzee tables --out DIR` builds the table of every game with every set of its table rules
//! and writes `DIR/KEY-LAYER-HASH.bin` files and `DIR/manifest.json` (see
//! `yahtzee_solver::pack`), then the tables of the risk attitudes a player who plays to win takes
//! before its end game (`towin::attitudes`) and `DIR/risk.json`.
//! Nothing is rebuilt when `DIR/manifest.json` was written by the same solver version for the
//! same list of tables. `yahtzee tables --verify DIR` reads every file back through the
//! worker's own reader and compares each value with a fresh `Table::build`, bit for bit;
//! `--verify-sample DIR` reads every file back too, but builds afresh only a sample (each
//! game's official table and its first risk attitude's): CI's check of what the release build
//! wrote, where the Rust tests have already built every option set
//! (`crates/solver/tests/option_sets.rs`).

use std::fs;
use std::path::Path;
use std::time::Instant;

use yahtzee_engine::{JokerMode, Options, RuleSet, VariantId};
use yahtzee_solver::pack::{self, reachable_lanes, LayerFile, Manifest, Shipped};
use yahtzee_solver::towin::{attitudes, RiskTables};
use yahtzee_solver::{Table, SOLVER_VERSION};

use crate::fits;

/// The tables shipped with the page: every game with every set of the table rules it offers
/// (`RuleSet::fitted`, so an option a game lacks makes no second table), each game's official
/// rules first. A table a player chooses is then fetched, never built in the browser. A game
/// of six dice has no table: its coach plays by a fit (`fits`).
pub fn shipped_rules() -> Vec<RuleSet> {
    let mut all: Vec<RuleSet> = Vec::new();
    for variant in VariantId::ALL {
        let official = RuleSet {
            variant,
            options: Options::default(),
        };
        if !Table::supports(official) {
            continue;
        }
        all.push(official);
        for joker in JokerMode::ALL {
            for five_of_a_kind_full_house in [false, true] {
                for yahtzee_bonus in [true, false] {
                    for four_of_a_kind_two_pairs in [false, true] {
                        for forced_order in [false, true] {
                            let rules = RuleSet {
                                variant,
                                options: Options {
                                    joker,
                                    five_of_a_kind_full_house,
                                    yahtzee_bonus,
                                    four_of_a_kind_two_pairs,
                                    forced_order,
                                    ..Options::default()
                                },
                            }
                            .fitted();
                            if !all.contains(&rules) {
                                all.push(rules);
                            }
                        }
                    }
                }
            }
        }
    }
    all
}

/// The manifest of the tables of points, and that of the risk attitudes' tables.
const MANIFEST: &str = "manifest.json";
const RISK: &str = "risk.json";

fn read_manifest(dir: &Path, file: &str) -> Option<Manifest> {
    let text = fs::read_to_string(dir.join(file)).ok()?;
    serde_json::from_str(&text).ok()
}

/// The risk attitudes' tables shipped beside the tables of points: `(rules, θ)` for every
/// attitude a player who plays to win takes (`towin::attitudes`).
fn shipped_risk() -> Vec<(RuleSet, f64)> {
    shipped_rules()
        .into_iter()
        .flat_map(|r| attitudes(r).into_iter().map(move |t| (r, t)))
        .collect()
}

/// Whether `file` in `dir` is a manifest of this solver version naming exactly `keys`, every
/// file of it there.
fn up_to_date(dir: &Path, file: &str, keys: &[String]) -> bool {
    read_manifest(dir, file).is_some_and(|m| {
        let have: Vec<&String> = m.tables.iter().map(|t| &t.key).collect();
        let files_there = m
            .tables
            .iter()
            .flat_map(|t| &t.layers)
            .all(|l| dir.join(&l.file).is_file());
        m.solver == SOLVER_VERSION && have.into_iter().eq(keys.iter()) && files_there
    })
}

/// Writes the tables into `dir`, or reports that they are already there: the tables of points
/// (`manifest.json`) and those of the risk attitudes (`risk.json`).
pub fn write(dir: &Path) -> Result<String, String> {
    let rules = shipped_rules();
    let keys: Vec<String> = rules.iter().map(|&r| pack::table_key(r)).collect();
    let listed: Vec<String> = keys.iter().cloned().chain(fits::keys()).collect();
    let risk = shipped_risk();
    let risk_keys: Vec<String> = risk.iter().map(|&(r, t)| pack::risk_key(r, t)).collect();
    if up_to_date(dir, MANIFEST, &listed) && up_to_date(dir, RISK, &risk_keys) {
        return Ok(format!(
            "{}: tables of solver version {SOLVER_VERSION} already there\n",
            dir.display()
        ));
    }
    fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    // Files of an older version or list go: the directory holds exactly what the manifests name.
    for entry in fs::read_dir(dir).map_err(|e| e.to_string())?.flatten() {
        let _ = fs::remove_file(entry.path());
    }
    let mut report = String::new();
    let mut tables = Vec::new();
    for (rules, key) in rules.into_iter().zip(keys) {
        let t0 = Instant::now();
        let table = Table::build(rules, |_| {});
        tables.push(write_table(dir, key, &table, t0, &mut report)?);
    }
    tables.extend(fits::write(dir, &mut report)?);
    write_manifest(dir, MANIFEST, tables)?;
    let mut tables = Vec::new();
    for ((rules, theta), key) in risk.into_iter().zip(risk_keys) {
        let t0 = Instant::now();
        let table = Table::build_risk(rules, theta);
        tables.push(write_table(dir, key, &table, t0, &mut report)?);
    }
    write_manifest(dir, RISK, tables)?;
    Ok(report)
}

/// Writes the layer files of `table` (built since `t0`) as `key`, and a line of `report`.
fn write_table(
    dir: &Path,
    key: String,
    table: &Table,
    t0: Instant,
    report: &mut String,
) -> Result<Shipped, String> {
    let built = t0.elapsed().as_secs_f64();
    let mut layers = Vec::new();
    let mut total = 0;
    for k in 0..table.layer_count() - 1 {
        let data = pack::write_layer(table, k);
        let sha256 = pack::sha256_hex(&data);
        let file = format!("{key}-{k}-{}.bin", &sha256[..12]);
        fs::write(dir.join(&file), &data).map_err(|e| format!("cannot write {file}: {e}"))?;
        total += data.len();
        layers.push(LayerFile {
            file,
            bytes: data.len(),
            sha256,
        });
    }
    report.push_str(&format!(
        "{key}: start value {:.7}, built in {built:.2} s, {} layer files, {total} bytes (values {} bytes)\n",
        table.start_value(),
        layers.len(),
        table.size_bytes()
    ));
    Ok(Shipped {
        key,
        start_value: table.start_value(),
        layers,
    })
}

fn write_manifest(dir: &Path, file: &str, tables: Vec<Shipped>) -> Result<(), String> {
    let manifest = Manifest {
        solver: SOLVER_VERSION,
        tables,
    };
    let text = serde_json::to_string_pretty(&manifest).map_err(|e| e.to_string())?;
    fs::write(dir.join(file), text).map_err(|e| e.to_string())
}

/// The table of `rules` from the layer files in `dir`, read as the page's worker reads them
/// (SHA-256 checked), or `None` when `dir` holds none of this solver version for `rules`.
/// Unreachable upper totals read as 0: positions no game can reach have no values.
pub fn read(dir: &Path, rules: RuleSet) -> Result<Option<Table>, String> {
    match read_manifest(dir, MANIFEST) {
        Some(m) if m.solver == SOLVER_VERSION => {
            read_table(dir, &m, &pack::table_key(rules), rules, 0.0)
        }
        _ => Ok(None),
    }
}

/// The tables of every risk attitude of `rules` from the layer files in `dir`, or `None` when
/// `dir` does not hold all of them for this solver version.
pub fn read_risk(dir: &Path, rules: RuleSet) -> Option<RiskTables> {
    let m = read_manifest(dir, RISK).filter(|m| m.solver == SOLVER_VERSION)?;
    let tables = attitudes(rules)
        .into_iter()
        .map(|t| {
            read_table(dir, &m, &pack::risk_key(rules, t), rules, t)
                .ok()
                .flatten()
        })
        .collect::<Option<Vec<Table>>>()?;
    Some(RiskTables::from_tables(tables))
}

fn read_table(
    dir: &Path,
    m: &Manifest,
    key: &str,
    rules: RuleSet,
    theta: f64,
) -> Result<Option<Table>, String> {
    match m.tables.iter().find(|t| t.key == key) {
        Some(shipped) => pack::read_files(dir, shipped, rules, theta).map(Some),
        None => Ok(None),
    }
}

/// Which tables [`verify`] builds afresh to compare with the files.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Compare {
    /// Every table.
    All,
    /// Each game's official table and the first table of its risk attitudes; every other is
    /// read back whole and its start value compared with its manifest's.
    Sample,
}

/// Whether [`verify`] builds the table of `rules` (`theta`: its risk attitude, 0 for points).
fn builds(compare: Compare, rules: RuleSet, theta: f64) -> bool {
    let official = rules.options == Options::default();
    let first_attitude = attitudes(rules).first() == Some(&theta);
    compare == Compare::All || (official && (theta == 0.0 || first_attitude))
}

/// Reads every table in `dir` back and compares it (every one, or a sample) with a fresh
/// build: `Table::build` for the tables of points, `Table::build_risk` for the risk attitudes'.
pub fn verify(dir: &Path, compare: Compare) -> Result<String, String> {
    let mut report = String::new();
    let points = shipped_rules().into_iter().map(|r| (r, 0.0));
    verify_list(dir, MANIFEST, points, compare, &mut report)?;
    let m = read_manifest(dir, MANIFEST).ok_or("no readable manifest")?;
    fits::verify(dir, &m, &mut report)?;
    verify_list(dir, RISK, shipped_risk().into_iter(), compare, &mut report)?;
    Ok(report)
}

fn verify_list(
    dir: &Path,
    file: &str,
    tables: impl Iterator<Item = (RuleSet, f64)>,
    compare: Compare,
    report: &mut String,
) -> Result<(), String> {
    let m = read_manifest(dir, file)
        .ok_or_else(|| format!("no readable {file} in {}", dir.display()))?;
    if m.solver != SOLVER_VERSION {
        return Err(format!(
            "{file} is from solver version {}, this is {SOLVER_VERSION}",
            m.solver
        ));
    }
    for (rules, theta) in tables {
        let key = if theta == 0.0 {
            pack::table_key(rules)
        } else {
            pack::risk_key(rules, theta)
        };
        let read = read_table(dir, &m, &key, rules, theta)?
            .ok_or_else(|| format!("{key} is not in {file}"))?;
        if !builds(compare, rules, theta) {
            // The tables hold f32 values: the manifest's f64 text (read by serde_json, which
            // may be a unit in the last place off) names the same f32.
            let listed = m
                .tables
                .iter()
                .find(|t| t.key == key)
                .map(|t| t.start_value);
            if listed.map(|v| v as f32) != Some(read.start_value() as f32) {
                return Err(format!(
                    "{key}: start value {} read, {listed:?} listed",
                    read.start_value()
                ));
            }
            report.push_str(&format!("{key}: read back whole\n"));
            continue;
        }
        let built = if theta == 0.0 {
            Table::build(rules, |_| {})
        } else {
            Table::build_risk(rules, theta)
        };
        let mut compared = 0usize;
        for k in 0..built.layer_count() {
            let states = built.layer_states(k);
            let (a, b) = (built.layer_values(k), read.layer_values(k));
            let lanes = built.lanes();
            for (i, &(mask, flag)) in states.iter().enumerate() {
                let reach = reachable_lanes(&built, mask);
                for u in 0..lanes {
                    let (x, y) = (a[i * lanes + u], b[i * lanes + u]);
                    let want = if reach[u] { x.to_bits() } else { 0 };
                    if y.to_bits() != want {
                        return Err(format!(
                            "{key}: filled {mask:#b}, flag {flag}, upper {u}: shipped {y}, built {x}"
                        ));
                    }
                    compared += usize::from(reach[u]);
                }
            }
        }
        report.push_str(&format!(
            "{key}: {compared} values equal to a fresh build bit for bit\n"
        ));
    }
    Ok(())
}
