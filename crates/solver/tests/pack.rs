//! Shipped tables: what the worker reads back is what `Table::build` computed, bit for bit, and
//! a damaged file is refused. (`yahtzee tables --verify` checks the files of a real build the
//! same way for every game.)

use yahtzee_engine::{Game, RuleSet, VariantId, DICE};
use yahtzee_solver::pack::{self, reachable_lanes, PackError};
use yahtzee_solver::{Table, TurnState, SOLVER_VERSION};

fn official(variant: VariantId) -> RuleSet {
    RuleSet {
        variant,
        options: Default::default(),
    }
}

/// Writes every layer of `table` and reads them back into an empty table.
fn round_trip(table: &Table, rules: RuleSet) -> Table {
    let mut read = Table::empty_for(rules);
    for k in 0..table.layer_count() - 1 {
        assert!(!read.has_layer(k));
        let file = pack::write_layer(table, k);
        pack::read_layer(&mut read, k, &file, &pack::sha256_hex(&file)).unwrap();
        assert!(read.has_layer(k));
    }
    read
}

fn assert_same(built: &Table, read: &Table) -> usize {
    let mut compared = 0;
    for k in 0..built.layer_count() {
        let (a, b) = (built.layer_values(k), read.layer_values(k));
        let lanes = built.lanes();
        for (i, &(mask, _)) in built.layer_states(k).iter().enumerate() {
            let reach = reachable_lanes(built, mask);
            for u in 0..lanes {
                let want = if reach[u] {
                    a[i * lanes + u].to_bits()
                } else {
                    0
                };
                assert_eq!(
                    b[i * lanes + u].to_bits(),
                    want,
                    "layer {k} state {i} lane {u}"
                );
                compared += usize::from(reach[u]);
            }
        }
    }
    compared
}

#[test]
fn classic_and_yacht_read_back_bit_for_bit() {
    for (variant, stored) in [(VariantId::Classic, 536_448), (VariantId::Yacht, 4_096)] {
        let rules = official(variant);
        let built = Table::build(rules, |_| {});
        let read = round_trip(&built, rules);
        assert!(read.is_complete());
        // Classic's count is the published number of reachable turn-start states.
        assert_eq!(assert_same(&built, &read), stored, "{variant:?}");
        assert_eq!(read.start_value().to_bits(), built.start_value().to_bits());
    }
}

#[test]
fn every_state_of_played_games_is_stored() {
    // States that real games pass through are never among the lanes left out.
    let rules = RuleSet::default();
    let built = Table::build(rules, |_| {});
    let read = round_trip(&built, rules);
    for seed in 0..200u64 {
        let mut game = Game::new(rules, 1, seed).unwrap();
        let mut ws = built.workspace(1);
        while !game.is_over() {
            game = yahtzee_solver::odds::optimal_turn(&built, game, &mut ws).unwrap();
        }
        for d in game.decisions() {
            let state = TurnState {
                filled: d.filled,
                upper: d.upper,
                yahtzee_scored: d.yahtzee_scored,
            };
            assert_eq!(read.value(state).to_bits(), built.value(state).to_bits());
        }
    }
}

#[test]
fn a_table_advises_as_soon_as_its_first_layers_arrive() {
    let rules = RuleSet::default();
    let built = Table::build(rules, |_| {});
    let mut read = Table::empty_for(rules);
    assert!(!read.can_advise(0));
    for k in [1, 0] {
        let file = pack::write_layer(&built, k);
        pack::read_layer(&mut read, k, &file, &pack::sha256_hex(&file)).unwrap();
    }
    assert!(read.can_advise(0), "the first turn needs layers 0 and 1");
    assert!(!read.can_advise(1), "the second turn needs layer 2");
    assert!(!read.is_complete());
    assert!(
        read.can_advise(rules.rules().all_boxes()),
        "a full sheet needs nothing"
    );
    assert_eq!(read.start_value(), built.start_value());
}

#[test]
fn damaged_files_are_refused_and_change_nothing() {
    let rules = official(VariantId::Yacht);
    let built = Table::build(rules, |_| {});
    let file = pack::write_layer(&built, 5);
    let sha = pack::sha256_hex(&file);
    let mut read = Table::empty_for(rules);

    let mut flipped = file.clone();
    flipped[file.len() / 2] ^= 0x10;
    assert_eq!(
        pack::read_layer(&mut read, 5, &flipped, &sha),
        Err(PackError::Hash)
    );
    let truncated = &file[..file.len() - 3];
    assert_eq!(
        pack::read_layer(&mut read, 5, truncated, &sha),
        Err(PackError::Hash)
    );
    // Damage the manifest could not see (its hash matches the damaged file) is still refused.
    assert_eq!(
        pack::read_layer(&mut read, 5, truncated, &pack::sha256_hex(truncated)),
        Err(PackError::Inflate)
    );
    assert_eq!(
        pack::read_layer(&mut read, 4, &file, &sha),
        Err(PackError::Layer(5)),
        "another layer's file"
    );
    let classic = Table::build(RuleSet::default(), |_| {});
    let other = pack::write_layer(&classic, 5);
    assert_eq!(
        pack::read_layer(&mut read, 5, &other, &pack::sha256_hex(&other)),
        Err(PackError::Length),
        "another game's file"
    );
    let mut bytes = pack::inflate(&file).unwrap();
    bytes[4..8].copy_from_slice(&(SOLVER_VERSION + 1).to_le_bytes());
    assert_eq!(
        pack::read_layer_bytes(&mut read, 5, &bytes),
        Err(PackError::Version(SOLVER_VERSION + 1))
    );
    assert_eq!(
        pack::read_layer_bytes(&mut read, 5, b"YZT"),
        Err(PackError::Header)
    );
    assert!(!read.has_layer(5));
    assert!(read.layer_values(5).iter().all(|&v| v == 0.0));
}

#[test]
fn reachable_lanes_are_sums_of_filled_upper_boxes() {
    let table = Table::empty_for(RuleSet::default());
    let none = reachable_lanes(&table, 0);
    assert_eq!(
        none.iter().filter(|&&r| r).count(),
        1,
        "only 0 with no upper box filled"
    );
    // Sixes alone: 0, 6, ..., 30.
    let sixes = reachable_lanes(&table, 1 << 5);
    let want: Vec<usize> = (0..=DICE).map(|c| 6 * c).collect();
    let got: Vec<usize> = (0..sixes.len()).filter(|&u| sixes[u]).collect();
    assert_eq!(got, want);
    // Every upper box: every total up to the cap (63) can occur.
    assert!(reachable_lanes(&table, 0b11_1111).iter().all(|&r| r));
}

#[test]
fn table_keys_name_every_option() {
    assert_eq!(pack::table_key(RuleSet::default()), "classic-forced");
    let mut rules = official(VariantId::Lucky7);
    rules.options.joker = yahtzee_engine::JokerMode::FreeChoice;
    rules.options.five_of_a_kind_full_house = true;
    rules.options.yahtzee_bonus = false;
    assert_eq!(pack::table_key(rules), "lucky7-free-fh-nobonus");
}
