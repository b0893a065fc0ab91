//! Maxi Yatzy's turn-start states, counted from its rules alone (RESULTS.md, "Maxi Yatzy: the
//! states of an exact solve"): six dice, six upper boxes (face f scores f for each of up to six
//! dice showing it), fourteen lower boxes, the upper bonus at 84 (every upper total from 84 up
//! is alike to the rest of the game), and with saved rolls, the rolls saved: each turn banks at
//! most two (at least one roll a turn), so after t turns from 0 to 2t. Without saved rolls the
//! count is the published one of MarcusTL12/yatzy_solver (57,507,840 reachable of 85 × 2^20).

/// The upper totals a set of upper boxes (a bit per face) can hold, capped at 84.
fn upper_totals(faces: u32) -> usize {
    let mut totals = vec![false; 85];
    totals[0] = true;
    for f in 1..=6 {
        if faces >> (f - 1) & 1 == 0 {
            continue;
        }
        let mut next = vec![false; 85];
        for (t, _) in totals.iter().enumerate().filter(|(_, &on)| on) {
            for k in 0..=6 {
                next[(t + f * k).min(84)] = true;
            }
        }
        totals = next;
    }
    totals.iter().filter(|&&on| on).count()
}

fn choose(n: u64, k: u64) -> u64 {
    (0..k).fold(1, |acc, i| acc * (n - i) / (i + 1))
}

/// Every turn-start state by the turns played: (states without saved rolls, with them).
fn layers() -> Vec<(u64, u64)> {
    let mut out = vec![(0, 0); 21];
    for upper in 0u32..64 {
        let reach = upper_totals(upper) as u64;
        for lower in 0..=14 {
            let t = upper.count_ones() as u64 + lower;
            let n = reach * choose(14, lower);
            out[t as usize].0 += n;
            out[t as usize].1 += n * (2 * t + 1);
        }
    }
    out
}

#[test]
fn maxi_yatzy_turn_start_states() {
    let layers = layers();
    let plain: u64 = layers.iter().map(|l| l.0).sum();
    let saved: u64 = layers.iter().map(|l| l.1).sum();
    assert_eq!(plain, 57_507_840, "the published count without saved rolls");
    assert_eq!(saved, 1_269_661_696);
    // A solve goes back turn by turn, holding two turns' values at once.
    let peak = (0..20)
        .map(|t| layers[t].1 + layers[t + 1].1)
        .max()
        .unwrap();
    assert_eq!(peak, 456_065_116);
    // The work: a roll stage per roll a turn can still make, for every set of filled boxes (85
    // upper totals each, in one pass): 3 without saved rolls; with them, 3 + 2t after t turns,
    // shared by every saved count (after a roll only the rolls left matter).
    let stages = |per: &dyn Fn(u64) -> u64| (0..20).map(|t| choose(20, t) * per(t)).sum::<u64>();
    assert_eq!(stages(&|_| 3), 3_145_725);
    assert_eq!(stages(&|t| 3 + 2 * t), 24_117_205);
}
