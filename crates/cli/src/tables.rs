//! `tables`: the optimal-strategy tables the page ships, one file per layer, and their check.
//!
//! `yahtzee tables --out DIR` builds the table of every game with every set of its table rules
//! and writes `DIR/KEY-LAYER-HASH.bin` files and `DIR/manifest.json` (see
//! `yahtzee_solver::pack`).
//! Nothing is rebuilt when `DIR/manifest.json` was written by the same solver version for the
//! same list of tables. `yahtzee tables --verify DIR` reads every file back through the
//! worker's own reader and compares each value with a fresh `Table::build`, bit for bit.

use std::fs;
use std::path::Path;
use std::time::Instant;

use yahtzee_engine::{JokerMode, Options, RuleSet, VariantId};
use yahtzee_solver::pack::{self, reachable_lanes, LayerFile, Manifest, Shipped};
use yahtzee_solver::{Table, SOLVER_VERSION};

/// The tables shipped with the page: every game with every set of the table rules it offers
/// (`RuleSet::fitted`, so an option a game lacks makes no second table), each game's official
/// rules first. A table a player chooses is then fetched, never built in the browser.
pub fn shipped_rules() -> Vec<RuleSet> {
    let mut all: Vec<RuleSet> = Vec::new();
    for variant in VariantId::ALL {
        let official = RuleSet {
            variant,
            options: Options::default(),
        };
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

fn read_manifest(dir: &Path) -> Option<Manifest> {
    let text = fs::read_to_string(dir.join("manifest.json")).ok()?;
    serde_json::from_str(&text).ok()
}

/// Writes the tables into `dir`, or reports that they are already there.
pub fn write(dir: &Path) -> Result<String, String> {
    let rules = shipped_rules();
    let keys: Vec<String> = rules.iter().map(|&r| pack::table_key(r)).collect();
    if let Some(m) = read_manifest(dir) {
        let have: Vec<&String> = m.tables.iter().map(|t| &t.key).collect();
        let files_there = m
            .tables
            .iter()
            .flat_map(|t| &t.layers)
            .all(|l| dir.join(&l.file).is_file());
        if m.solver == SOLVER_VERSION && have.into_iter().eq(keys.iter()) && files_there {
            return Ok(format!(
                "{}: tables of solver version {SOLVER_VERSION} already there\n",
                dir.display()
            ));
        }
    }
    fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    // Files of an older version or list go: the directory holds exactly what the manifest names.
    for entry in fs::read_dir(dir).map_err(|e| e.to_string())?.flatten() {
        let _ = fs::remove_file(entry.path());
    }
    let mut report = String::new();
    let mut tables = Vec::new();
    for (rules, key) in rules.into_iter().zip(keys) {
        let t0 = Instant::now();
        let table = Table::build(rules, |_| {});
        let built = t0.elapsed().as_secs_f64();
        let mut layers = Vec::new();
        let mut total = 0;
        for k in 0..table.layer_count() - 1 {
            let data = pack::write_layer(&table, k);
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
        tables.push(Shipped {
            key,
            start_value: table.start_value(),
            layers,
        });
    }
    let manifest = Manifest {
        solver: SOLVER_VERSION,
        tables,
    };
    let text = serde_json::to_string_pretty(&manifest).map_err(|e| e.to_string())?;
    fs::write(dir.join("manifest.json"), text).map_err(|e| e.to_string())?;
    Ok(report)
}

/// The table of `rules` from the layer files in `dir`, read as the page's worker reads them
/// (SHA-256 checked), or `None` when `dir` holds none of this solver version for `rules`.
/// Unreachable upper totals read as 0: positions no game can reach have no values.
pub fn read(dir: &Path, rules: RuleSet) -> Result<Option<Table>, String> {
    match read_manifest(dir) {
        Some(m) if m.solver == SOLVER_VERSION => read_table(dir, &m, rules),
        _ => Ok(None),
    }
}

fn read_table(dir: &Path, m: &Manifest, rules: RuleSet) -> Result<Option<Table>, String> {
    let key = pack::table_key(rules);
    let Some(shipped) = m.tables.iter().find(|t| t.key == key) else {
        return Ok(None);
    };
    let mut table = Table::empty_for(rules);
    for (k, layer) in shipped.layers.iter().enumerate() {
        let data = fs::read(dir.join(&layer.file)).map_err(|e| format!("{}: {e}", layer.file))?;
        pack::read_layer(&mut table, k as u32, &data, &layer.sha256)
            .map_err(|e| format!("{}: {e}", layer.file))?;
    }
    if !table.is_complete() {
        return Err(format!("{key}: the manifest does not name every layer"));
    }
    Ok(Some(table))
}

/// Reads every table in `dir` back and compares it with `Table::build`.
pub fn verify(dir: &Path) -> Result<String, String> {
    let m =
        read_manifest(dir).ok_or_else(|| format!("no readable manifest in {}", dir.display()))?;
    if m.solver != SOLVER_VERSION {
        return Err(format!(
            "the manifest is from solver version {}, this is {SOLVER_VERSION}",
            m.solver
        ));
    }
    let mut report = String::new();
    for rules in shipped_rules() {
        let key = pack::table_key(rules);
        let read =
            read_table(dir, &m, rules)?.ok_or_else(|| format!("{key} is not in the manifest"))?;
        let built = Table::build(rules, |_| {});
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
            "{key}: {compared} values equal to Table::build bit for bit\n"
        ));
    }
    Ok(report)
}
