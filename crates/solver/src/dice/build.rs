//! Building a [`DiceSpace`]: every keep and roll of a kind of dice, and the links between them.
//! It runs once per table, step by step: the keeps, their links, the rolls and their chances,
//! then the finals each roll may score as and where the solver keeps their values.

use std::collections::HashMap;

use yahtzee_engine::{Counts, Face, DICE};

use super::{minus, plus, DiceSpace, Keep};

fn factorial(n: u32) -> u32 {
    (1..=n).product()
}

/// Probability that `n` alike dice with `faces` faces show the multiset `c` (of `n` dice).
fn multinomial(c: &Counts, faces: u8) -> f64 {
    let n = c.len() as u32;
    let ways = factorial(n) as f64
        / (1..=faces)
            .map(|f| factorial(c.get(f) as u32) as f64)
            .product::<f64>();
    ways / (faces as f64).powi(n as i32)
}

/// Every sub-multiset of `c`, the empty one and `c` included.
fn parts(c: &Counts, faces: u8) -> Vec<Counts> {
    let mut out = vec![Counts::default()];
    for f in 1..=faces {
        let mut next = Vec::new();
        for p in &out {
            for k in 0..=c.get(f) {
                let mut q = *p;
                q.0[f as usize] = k;
                next.push(q);
            }
        }
        out = next;
    }
    out
}

impl DiceSpace {
    /// The space of five dice with `faces` faces; with `wild`, one of them is marked and that face
    /// of it is wild.
    pub(super) fn build(faces: u8, wild: Option<Face>) -> DiceSpace {
        let keeps = all_keeps(faces, wild);
        let keep_of: HashMap<Keep, usize> =
            keeps.iter().enumerate().map(|(i, &k)| (k, i)).collect();
        let children = children(&keeps, &keep_of, faces, wild);
        let parents = parents(&keeps, &keep_of, faces);
        let rolls: Vec<Keep> = keeps.iter().copied().filter(|k| k.len() == DICE).collect();
        let roll_keep: Vec<usize> = rolls.iter().map(|r| keep_of[r]).collect();
        let roll_of = rolls.iter().enumerate().map(|(i, &r)| (r, i)).collect();
        let roll_probs = roll_probs(&rolls, faces, wild);
        let sub_keeps = sub_keeps(&rolls, &keep_of, faces);
        let proper_parts = sub_keeps
            .iter()
            .zip(&roll_keep)
            .map(|(subs, &k)| subs.iter().copied().filter(|&s| s != k).collect())
            .collect();
        let finals = Counts::all(DICE as u8, faces);
        let roll_finals = roll_finals(&rolls, &finals, faces, wild);
        let (final_slot, gathers, slots) =
            scratch_slots(keeps.len(), &roll_keep, &roll_finals, finals.len(), wild);
        DiceSpace {
            faces,
            wild,
            keeps,
            children,
            parents,
            keep_of,
            rolls,
            roll_keep,
            roll_of,
            roll_probs,
            sub_keeps,
            proper_parts,
            finals,
            final_slot,
            roll_finals,
            gathers,
            slots,
        }
    }
}

/// Every keep, smallest first.
fn all_keeps(faces: u8, wild: Option<Face>) -> Vec<Keep> {
    let marked_faces: Vec<Face> = match wild {
        Some(_) => (1..=faces).collect(),
        None => Vec::new(),
    };
    let plain_dice = DICE as u8 - wild.is_some() as u8;
    let mut keeps: Vec<Keep> = Vec::new();
    for n in 0..=DICE as u8 {
        // Keeps of `n` dice: `n` plain dice, or `n - 1` plain dice and the marked die.
        if n <= plain_dice {
            for plain in Counts::all(n, faces) {
                keeps.push(Keep { plain, marked: 0 });
            }
        }
        if n >= 1 {
            for &m in &marked_faces {
                for plain in Counts::all(n - 1, faces) {
                    keeps.push(Keep { plain, marked: m });
                }
            }
        }
    }
    keeps
}

/// Each keep with one more die, once per face (none for a keep of every die).
fn children(
    keeps: &[Keep],
    keep_of: &HashMap<Keep, usize>,
    faces: u8,
    wild: Option<Face>,
) -> Vec<Vec<usize>> {
    keeps
        .iter()
        .map(|k| {
            if k.len() == DICE {
                return Vec::new();
            }
            (1..=faces)
                .map(|f| {
                    // The marked die is rolled first, then the plain dice one by one.
                    let child = if wild.is_some() && k.marked == 0 {
                        Keep {
                            plain: k.plain,
                            marked: f,
                        }
                    } else {
                        Keep {
                            plain: plus(&k.plain, f),
                            marked: k.marked,
                        }
                    };
                    keep_of[&child]
                })
                .collect()
        })
        .collect()
}

/// Each keep with one die fewer, once per distinct die it holds.
fn parents(keeps: &[Keep], keep_of: &HashMap<Keep, usize>, faces: u8) -> Vec<Vec<usize>> {
    keeps
        .iter()
        .map(|k| {
            let mut ps: Vec<usize> = (1..=faces)
                .filter(|&f| k.plain.get(f) > 0)
                .map(|f| {
                    keep_of[&Keep {
                        plain: minus(&k.plain, f),
                        marked: k.marked,
                    }]
                })
                .collect();
            if k.marked != 0 {
                ps.push(
                    keep_of[&Keep {
                        plain: k.plain,
                        marked: 0,
                    }],
                );
            }
            ps
        })
        .collect()
}

/// The probability of each roll when all five dice are thrown.
fn roll_probs(rolls: &[Keep], faces: u8, wild: Option<Face>) -> Vec<f64> {
    rolls
        .iter()
        .map(|r| {
            let marked = if wild.is_some() {
                1.0 / faces as f64
            } else {
                1.0
            };
            multinomial(&r.plain, faces) * marked
        })
        .collect()
}

/// The distinct parts of each roll (itself and the empty keep included), as sorted keep indices.
fn sub_keeps(rolls: &[Keep], keep_of: &HashMap<Keep, usize>, faces: u8) -> Vec<Vec<usize>> {
    rolls
        .iter()
        .map(|r| {
            let marked: &[Face] = if r.marked == 0 { &[0] } else { &[0, r.marked] };
            let mut subs: Vec<usize> = parts(&r.plain, faces)
                .into_iter()
                .flat_map(|plain| marked.iter().map(move |&m| Keep { plain, marked: m }))
                .map(|k| keep_of[&k])
                .collect();
            subs.sort_unstable();
            subs
        })
        .collect()
}

/// The finals each roll may score as, each with the face chosen for the wild die.
fn roll_finals(
    rolls: &[Keep],
    finals: &[Counts],
    faces: u8,
    wild: Option<Face>,
) -> Vec<Vec<(usize, Face)>> {
    let final_of: HashMap<Counts, usize> =
        finals.iter().enumerate().map(|(i, &c)| (c, i)).collect();
    rolls
        .iter()
        .map(|r| match wild {
            // The face the die shows comes first, so that on a tie the player need not
            // choose.
            Some(w) if r.marked == w => std::iter::once(w)
                .chain((1..=faces).filter(|&v| v != w))
                .map(|v| (final_of[&plus(&r.plain, v)], v))
                .collect(),
            _ => vec![(final_of[&r.faces()], 0)],
        })
        .collect()
}

/// The rolls whose value is gathered from their finals: each roll's keep index and the slots of
/// its finals ([`DiceSpace::gathers`]).
type Gathers = Vec<(usize, Vec<usize>)>;

/// Where the solver's scratch space holds the value of each final, the rolls that gather their
/// value from finals, and how many values the scratch space holds.
///
/// Without a wild die every roll is a final, in the same order, and its value is written
/// straight into the roll's slot. With one, finals get slots of their own after the keeps
/// and each roll gathers its value from them.
fn scratch_slots(
    keeps: usize,
    roll_keep: &[usize],
    roll_finals: &[Vec<(usize, Face)>],
    finals: usize,
    wild: Option<Face>,
) -> (Vec<usize>, Gathers, usize) {
    if wild.is_none() {
        (roll_keep.to_vec(), Vec::new(), keeps)
    } else {
        let base = keeps;
        let gathers = roll_keep
            .iter()
            .zip(roll_finals)
            .map(|(&k, fs)| (k, fs.iter().map(|&(f, _)| base + f).collect()))
            .collect();
        (
            (0..finals).map(|f| base + f).collect(),
            gathers,
            base + finals,
        )
    }
}
