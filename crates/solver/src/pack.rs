//! Tables shipped as files, exact to the bit, one file per layer.
//!
//! A layer is the set of states with the same number of filled boxes. The first turn's advice
//! needs only the layer with one box filled, the second turn's the layer with two, and so on, so
//! a page that fetches the layers in that order can advise as soon as the first small files have
//! arrived, while the large middle layers are still on their way.
//!
//! A layer file is a raw DEFLATE stream (what the browser's `DecompressionStream("deflate-raw")`
//! and `miniz_oxide` read) of:
//!
//! | bytes | content |
//! |---|---|
//! | 4 | `YZT1` |
//! | 4 | [`SOLVER_VERSION`], little-endian |
//! | 1 | the layer: how many boxes are filled |
//! | 4 | `n`, the number of values stored, little-endian |
//! | 4 n | the values, transformed as below |
//!
//! Only the upper totals that can occur with the filled upper boxes are stored (about half of
//! Classic's states can never be reached); the reader leaves the others at 0, and no game can
//! ask for them. Along each state's upper totals the values change smoothly, so each value's
//! f32 bit pattern is stored as the wrapping difference from the one before, and the differences'
//! four bytes are stored as four planes (all first bytes, then all second bytes, ...), which puts
//! the near-constant high bytes together for DEFLATE. Every step is a bijection on bit patterns:
//! what is read back is exactly what [`Table::build`] computed.
//!
//! A file is checked against the SHA-256 that the manifest gives for it before it is unpacked.

use std::fmt;

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use yahtzee_engine::{BoxMask, JokerMode, Pattern, RuleSet, Section, DICE};

use crate::{Table, SOLVER_VERSION};

const MAGIC: &[u8; 4] = b"YZT1";
const HEADER: usize = 13;

/// `manifest.json` beside the layer files: what the worker reads to find a game's table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Manifest {
    /// The solver version that wrote the files.
    pub solver: u32,
    /// One entry per shipped table.
    pub tables: Vec<Shipped>,
}

/// One shipped table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Shipped {
    /// [`table_key`] of its rules.
    pub key: String,
    /// Expected final score from an empty sheet, for the record.
    pub start_value: f64,
    /// Layer `k`'s file at index `k`; the full sheet's layer (all zero) has none.
    pub layers: Vec<LayerFile>,
}

/// One layer's file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LayerFile {
    /// File name, relative to the manifest.
    pub file: String,
    /// Its length in bytes.
    pub bytes: usize,
    /// Its SHA-256, lower-case hex.
    pub sha256: String,
}

impl Manifest {
    /// The table shipped for `rules`, if it is one of this solver version's.
    pub fn table(&self, rules: RuleSet) -> Option<&Shipped> {
        let key = table_key(rules);
        (self.solver == SOLVER_VERSION)
            .then(|| self.tables.iter().find(|t| t.key == key))
            .flatten()
    }
}

impl Manifest {
    /// The coach's fit shipped for `rules` ([`fit_key`]), if it is one of this solver version's.
    pub fn fit(&self, rules: RuleSet) -> Option<&Shipped> {
        let key = fit_key(rules);
        (self.solver == SOLVER_VERSION)
            .then(|| self.tables.iter().find(|t| t.key == key))
            .flatten()
    }

    /// The table shipped for `rules` and the risk attitude `theta` ([`risk_key`]), if it is one
    /// of this solver version's.
    pub fn risk_table(&self, rules: RuleSet, theta: f64) -> Option<&Shipped> {
        let key = risk_key(rules, theta);
        (self.solver == SOLVER_VERSION)
            .then(|| self.tables.iter().find(|t| t.key == key))
            .flatten()
    }
}

/// Why a shipped layer was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PackError {
    /// The file's SHA-256 is not the one the manifest names: damaged or truncated on the way.
    Hash,
    /// The file is not a complete DEFLATE stream.
    Inflate,
    /// The unpacked data does not start like a layer file.
    Header,
    /// The file was made by another solver version.
    Version(u32),
    /// The file holds another layer than the one asked for.
    Layer(u32),
    /// The file holds another number of values than this game's layer has.
    Length,
}

impl fmt::Display for PackError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PackError::Hash => write!(f, "the file's SHA-256 does not match the manifest"),
            PackError::Inflate => write!(f, "the file is not a complete DEFLATE stream"),
            PackError::Header => write!(f, "the file is not a table layer"),
            PackError::Version(v) => write!(f, "the file is from solver version {v}"),
            PackError::Layer(k) => write!(f, "the file holds layer {k}"),
            PackError::Length => write!(f, "the file holds the wrong number of values"),
        }
    }
}

impl std::error::Error for PackError {}

/// The name of a rule set's table in file names, caches and the manifest:
/// `classic-forced`, `lucky7-forced`, `classic-free-fh-nobonus`...
pub fn table_key(rules: RuleSet) -> String {
    let o = rules.options;
    let joker = match o.joker {
        JokerMode::Forced => "forced",
        JokerMode::FreeChoice => "free",
        JokerMode::None => "nojoker",
    };
    let mut key = format!("{}-{joker}", rules.variant.def().key);
    if o.five_of_a_kind_full_house {
        key.push_str("-fh");
    }
    if !o.yahtzee_bonus {
        key.push_str("-nobonus");
    }
    if o.four_of_a_kind_two_pairs {
        key.push_str("-fourtwopairs");
    }
    if o.forced_order {
        key.push_str("-inorder");
    }
    key
}

/// The name of a coach's fit (Maxi Yatzy's, `maxi::MaxiCoach`), listed in the manifest beside
/// the tables as a table of one file: one per card, `maxi-fit` and `maxi-fit-otherbonus` (saved
/// rolls or not, a card's fit is the same).
pub fn fit_key(rules: RuleSet) -> String {
    let mut key = format!("{}-fit", rules.variant.def().key);
    if rules.options.other_bonus {
        key.push_str("-otherbonus");
    }
    key
}

/// The name of the table of a risk attitude (`Table::build_risk`), listed in `risk.json`
/// beside the tables' manifest: `classic-forced-risk-m0.01`, `yatzy-forced-risk-p0.07`.
pub fn risk_key(rules: RuleSet, theta: f64) -> String {
    let sign = if theta < 0.0 { 'm' } else { 'p' };
    format!("{}-risk-{sign}{}", table_key(rules), theta.abs())
}

/// The SHA-256 of `bytes`, in lower-case hex (what `sha256sum` prints).
pub fn sha256_hex(bytes: &[u8]) -> String {
    Sha256::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// The upper totals (lanes) that can occur once the upper boxes in `mask` are filled: sums of
/// any number of dice (0 to all) showing each filled box's face, capped where the table caps.
pub fn reachable_lanes(table: &Table, mask: BoxMask) -> Vec<bool> {
    let cap = table.lanes - 1;
    let mut reach = vec![false; table.lanes];
    reach[0] = true;
    for (b, def) in table.rules.boxes().iter().enumerate() {
        let (Section::Upper, Pattern::Face(face)) = (def.section, def.pattern) else {
            continue;
        };
        if mask & (1 << b) == 0 {
            continue;
        }
        let mut next = vec![false; table.lanes];
        for (u, _) in reach.iter().enumerate().filter(|(_, &r)| r) {
            for c in 0..=DICE {
                next[(u + face as usize * c).min(cap)] = true;
            }
        }
        reach = next;
    }
    reach
}

/// The states of layer `k` and, for each, which of its lanes are stored.
fn stored(table: &Table, k: u32) -> Vec<(BoxMask, bool, Vec<bool>)> {
    table
        .layer_states(k)
        .into_iter()
        .map(|(mask, flag)| (mask, flag, reachable_lanes(table, mask)))
        .collect()
}

/// The unpacked bytes of layer `k` of a complete table (before DEFLATE).
pub fn layer_bytes(table: &Table, k: u32) -> Vec<u8> {
    let mut words = Vec::new();
    let mut prev = 0u32;
    for (mask, flag, reach) in stored(table, k) {
        for (&v, _) in table
            .slice(mask, flag)
            .iter()
            .zip(&reach)
            .filter(|(_, &r)| r)
        {
            words.push(v.to_bits().wrapping_sub(prev));
            prev = v.to_bits();
        }
    }
    let n = words.len();
    let mut out = Vec::with_capacity(HEADER + 4 * n);
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&SOLVER_VERSION.to_le_bytes());
    out.push(k as u8);
    out.extend_from_slice(&(n as u32).to_le_bytes());
    for plane in 0..4 {
        out.extend(words.iter().map(|w| w.to_le_bytes()[plane]));
    }
    out
}

/// The file of layer `k` of a complete table: its unpacked bytes, DEFLATE-compressed.
pub fn write_layer(table: &Table, k: u32) -> Vec<u8> {
    miniz_oxide::deflate::compress_to_vec(&layer_bytes(table, k), 10)
}

/// Checks the file of layer `k` against `sha256` (lower-case hex), unpacks it and stores its
/// values in `table`. On any error the table is left as it was.
pub fn read_layer(table: &mut Table, k: u32, file: &[u8], sha256: &str) -> Result<(), PackError> {
    if sha256_hex(file) != sha256 {
        return Err(PackError::Hash);
    }
    let bytes = inflate(file)?;
    read_layer_bytes(table, k, &bytes)
}

/// The table of [`Shipped`] `shipped` (of `rules`, risk attitude `theta`, 0 for points) from
/// its layer files in the folder `dir`, each checked as the worker checks it. Errors name the
/// file.
#[cfg(not(target_arch = "wasm32"))]
pub fn read_files(
    dir: &std::path::Path,
    shipped: &Shipped,
    rules: RuleSet,
    theta: f64,
) -> Result<Table, String> {
    let mut table = Table::empty_for_risk(rules, theta);
    for (k, layer) in shipped.layers.iter().enumerate() {
        let data =
            std::fs::read(dir.join(&layer.file)).map_err(|e| format!("{}: {e}", layer.file))?;
        read_layer(&mut table, k as u32, &data, &layer.sha256)
            .map_err(|e| format!("{}: {e}", layer.file))?;
    }
    if !table.is_complete() {
        return Err(format!(
            "{}: the manifest does not name every layer",
            shipped.key
        ));
    }
    Ok(table)
}

/// Unpacks a raw DEFLATE stream, refusing anything that does not end where it should.
pub fn inflate(file: &[u8]) -> Result<Vec<u8>, PackError> {
    // No layer of any game comes near this; it bounds what a hostile file can allocate.
    const LIMIT: usize = 64 << 20;
    miniz_oxide::inflate::decompress_to_vec_with_limit(file, LIMIT).map_err(|_| PackError::Inflate)
}

/// Stores layer `k` from its unpacked bytes.
pub fn read_layer_bytes(table: &mut Table, k: u32, bytes: &[u8]) -> Result<(), PackError> {
    if bytes.len() < HEADER || &bytes[..4] != MAGIC {
        return Err(PackError::Header);
    }
    let word =
        |at: usize| u32::from_le_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]]);
    let version = word(4);
    if version != SOLVER_VERSION {
        return Err(PackError::Version(version));
    }
    if u32::from(bytes[8]) != k || k >= table.layer_count() {
        return Err(PackError::Layer(u32::from(bytes[8])));
    }
    let n = word(9) as usize;
    let states = stored(table, k);
    let expected: usize = states
        .iter()
        .map(|(_, _, r)| r.iter().filter(|&&x| x).count())
        .sum();
    if n != expected || bytes.len() != HEADER + 4 * n {
        return Err(PackError::Length);
    }
    let planes = &bytes[HEADER..];
    let mut prev = 0u32;
    let mut i = 0;
    let lanes = table.lanes;
    let mut values = Vec::with_capacity(states.len() * lanes);
    for (_, _, reach) in &states {
        for &r in reach {
            if !r {
                values.push(0.0);
                continue;
            }
            let delta = u32::from_le_bytes([
                planes[i],
                planes[n + i],
                planes[2 * n + i],
                planes[3 * n + i],
            ]);
            prev = prev.wrapping_add(delta);
            values.push(f32::from_bits(prev));
            i += 1;
        }
    }
    if table.set_layer(k, &values) {
        Ok(())
    } else {
        Err(PackError::Length)
    }
}
