//! Every multiset of up to six dice, indexed: the rolls (six dice, 462) and the keeps (0 to 6
//! dice, 924), with the links a turn's stages follow: a keep and one more die, a keep and one die
//! fewer.
//!
//! Rolling the dice not kept one at a time gives the same chances as rolling them together, so
//! the value of a keep is the mean over one more die of the value of the larger keep; and the
//! best keep within a roll is the better of keeping it whole and the best keep within the roll
//! with one die fewer. Each stage is then six steps a multiset (924 × 6), not a sum over every
//! roll a keep can become (12,376 keep-roll pairs).

use yahtzee_engine::maxi::MAXI_DICE;
use yahtzee_engine::Counts;

/// No such multiset (a die taken away that is not there).
pub(crate) const NONE: u32 = u32::MAX;

/// The multisets of up to six six-sided dice.
pub(crate) struct SixDice {
    /// Each multiset's dice, by size then in enumeration order.
    pub counts: Vec<Counts>,
    /// The multisets of `s` dice are `sizes[s]..sizes[s + 1]`.
    pub sizes: [usize; MAXI_DICE + 2],
    /// `with[i][f - 1]`: multiset `i` with one more die showing `f` (for fewer than six dice).
    pub with: Vec<[u32; 6]>,
    /// `without[i][f - 1]`: multiset `i` with a die showing `f` taken away, or [`NONE`].
    pub without: Vec<[u32; 6]>,
    /// The chance of each roll of six dice (`sizes[6]..`), from scratch.
    pub chance: Vec<f64>,
}

fn code(c: &[u8; 7]) -> usize {
    (1..=6).fold(0, |acc, f| acc * 7 + c[f] as usize)
}

impl SixDice {
    /// Builds the tables.
    pub fn new() -> SixDice {
        let mut by_size: Vec<Vec<[u8; 7]>> = vec![Vec::new(); MAXI_DICE + 1];
        for n in 0..7usize.pow(6) {
            let mut c = [0u8; 7];
            let mut rest = n;
            for f in (1..=6).rev() {
                c[f] = (rest % 7) as u8;
                rest /= 7;
            }
            let size: u8 = c.iter().sum();
            if usize::from(size) <= MAXI_DICE {
                by_size[usize::from(size)].push(c);
            }
        }
        let mut sizes = [0; MAXI_DICE + 2];
        let mut all = Vec::new();
        for (s, list) in by_size.iter().enumerate() {
            sizes[s] = all.len();
            all.extend(list.iter().copied());
        }
        sizes[MAXI_DICE + 1] = all.len();
        let mut index = vec![NONE; 7usize.pow(6)];
        for (i, c) in all.iter().enumerate() {
            index[code(c)] = i as u32;
        }
        let step = |c: &[u8; 7], f: usize, up: bool| {
            let mut d = *c;
            match up {
                true if d.iter().sum::<u8>() < MAXI_DICE as u8 => d[f] += 1,
                false if d[f] > 0 => d[f] -= 1,
                _ => return NONE,
            }
            index[code(&d)]
        };
        let with = all
            .iter()
            .map(|c| std::array::from_fn(|f| step(c, f + 1, true)))
            .collect();
        let without = all
            .iter()
            .map(|c| std::array::from_fn(|f| step(c, f + 1, false)))
            .collect();
        // 6! / (c1! ... c6!) orders of the six dice, each of 6^6 equally likely.
        let fact = |n: u8| (1..=u64::from(n)).product::<u64>();
        let chance = all[sizes[MAXI_DICE]..]
            .iter()
            .map(|c| {
                let orders = fact(6) / c[1..].iter().map(|&k| fact(k)).product::<u64>();
                orders as f64 / 6f64.powi(6)
            })
            .collect();
        let counts = all
            .iter()
            .map(|c| {
                let mut k = Counts::default();
                k.0[..7].copy_from_slice(c);
                k
            })
            .collect();
        SixDice {
            counts,
            sizes,
            with,
            without,
            chance,
        }
    }

    /// The index of the multiset `dice` (up to six dice, faces 1 to 6).
    pub fn index_of(&self, dice: &Counts) -> usize {
        let mut c = [0u8; 7];
        c[1..].copy_from_slice(&dice.0[1..7]);
        // The keeps are few and sorted within a size by their code: a binary search.
        let size = usize::from(dice.len());
        let list = &self.counts[self.sizes[size]..self.sizes[size + 1]];
        let at = list
            .binary_search_by_key(&code(&c), |k| {
                let mut d = [0u8; 7];
                d[1..].copy_from_slice(&k.0[1..7]);
                code(&d)
            })
            .expect("a multiset of up to six dice");
        self.sizes[size] + at
    }

    /// Every multiset within `roll` (a keep of some of its dice), each once.
    pub fn keeps_within(&self, roll: usize, out: &mut Vec<usize>) {
        out.clear();
        out.push(roll);
        let mut i = 0;
        while i < out.len() {
            let k = out[i];
            for &w in &self.without[k] {
                if w != NONE && !out.contains(&(w as usize)) {
                    out.push(w as usize);
                }
            }
            i += 1;
        }
    }
}
