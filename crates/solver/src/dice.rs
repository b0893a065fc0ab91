//! The dice states a turn moves through, indexed once per kind of dice.
//!
//! With five alike dice a state is a multiset: 252 rolls and 462 keeps for six faces. A game with
//! a marked wild die (Lucky7) needs more: the marked die can only be told apart while it shows its
//! wild face, but which die is marked matters whatever it shows, because rolling the marked die
//! again may bring up the wild face while rolling a plain die never does. Keeping a 5 and
//! rerolling the marked 5 is a different move from keeping the marked 5 and rerolling a plain
//! one. So in such a game a state is the multiset of the four plain dice plus the face of the
//! marked die (a keep: the plain dice kept plus the marked die's face, or 0 when it rolls again).
//! The marked die has as many faces as the others, each as likely, so every keep of fewer than
//! five dice still averages over `faces` one-die-larger keeps, and the solver's steps are the
//! same for both kinds of dice.

use std::collections::HashMap;

use yahtzee_engine::{Counts, Face, DICE};

/// A keep: the dice held before a roll. A roll is a keep of all five dice.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Keep {
    /// The dice kept other than the marked die (every kept die in a game without one).
    pub plain: Counts,
    /// The face of the marked die when it is kept; 0 when it is rolled (or there is none).
    pub marked: Face,
}

impl Keep {
    /// Number of dice kept.
    pub fn len(&self) -> usize {
        self.plain.len() as usize + (self.marked != 0) as usize
    }

    /// True when no die is kept.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The faces of every kept die, the marked one included.
    pub fn faces(&self) -> Counts {
        let mut c = self.plain;
        if self.marked != 0 {
            c.0[self.marked as usize] += 1;
        }
        c
    }
}

/// Every keep and roll of a kind of dice, with the links between them. Keeps are ordered by
/// size, smallest first, so a keep's one-die-larger children and a roll's parts are always on the
/// right side of it.
///
/// What a roll scores is a multiset of five faces (a "final"): in a game without a wild die each
/// roll is its own final; a roll whose marked die shows the wild face may score as any of
/// `faces` finals, the best of which is taken.
pub struct DiceSpace {
    faces: u8,
    wild: Option<Face>,
    keeps: Vec<Keep>,
    children: Vec<Vec<usize>>,
    parents: Vec<Vec<usize>>,
    keep_of: HashMap<Keep, usize>,
    rolls: Vec<Keep>,
    roll_keep: Vec<usize>,
    roll_of: HashMap<Keep, usize>,
    roll_probs: Vec<f64>,
    sub_keeps: Vec<Vec<usize>>,
    proper_parts: Vec<Vec<usize>>,
    finals: Vec<Counts>,
    final_slot: Vec<usize>,
    roll_finals: Vec<Vec<(usize, Face)>>,
    gathers: Vec<(usize, Vec<usize>)>,
    slots: usize,
}

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

fn plus(c: &Counts, f: Face) -> Counts {
    let mut c = *c;
    c.0[f as usize] += 1;
    c
}

fn minus(c: &Counts, f: Face) -> Counts {
    let mut c = *c;
    c.0[f as usize] -= 1;
    c
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
    /// The space of five alike dice with `faces` faces.
    pub fn new(faces: u8) -> DiceSpace {
        DiceSpace::build(faces, None)
    }

    /// The space of five dice with `faces` faces, one of them marked, whose face `wild` counts
    /// as any face the player likes.
    pub fn with_wild(faces: u8, wild: Face) -> DiceSpace {
        DiceSpace::build(faces, Some(wild))
    }

    fn build(faces: u8, wild: Option<Face>) -> DiceSpace {
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
        let keep_of: HashMap<Keep, usize> =
            keeps.iter().enumerate().map(|(i, &k)| (k, i)).collect();
        let children = keeps
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
            .collect();
        let parents = keeps
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
            .collect();
        let rolls: Vec<Keep> = keeps.iter().copied().filter(|k| k.len() == DICE).collect();
        let roll_keep: Vec<usize> = rolls.iter().map(|r| keep_of[r]).collect();
        let roll_of = rolls.iter().enumerate().map(|(i, &r)| (r, i)).collect();
        let roll_probs = rolls
            .iter()
            .map(|r| {
                let marked = if wild.is_some() {
                    1.0 / faces as f64
                } else {
                    1.0
                };
                multinomial(&r.plain, faces) * marked
            })
            .collect();
        let sub_keeps: Vec<Vec<usize>> = rolls
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
            .collect();
        let proper_parts = sub_keeps
            .iter()
            .zip(&roll_keep)
            .map(|(subs, &k)| subs.iter().copied().filter(|&s| s != k).collect())
            .collect();
        let finals = Counts::all(DICE as u8, faces);
        let final_of: HashMap<Counts, usize> =
            finals.iter().enumerate().map(|(i, &c)| (c, i)).collect();
        let roll_finals: Vec<Vec<(usize, Face)>> = rolls
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
            .collect();
        // Without a wild die every roll is a final, in the same order, and its value is written
        // straight into the roll's slot. With one, finals get slots of their own after the keeps
        // and each roll gathers its value from them.
        let (final_slot, gathers, slots) = if wild.is_none() {
            (roll_keep.clone(), Vec::new(), keeps.len())
        } else {
            let base = keeps.len();
            let gathers = roll_keep
                .iter()
                .zip(&roll_finals)
                .map(|(&k, fs)| (k, fs.iter().map(|&(f, _)| base + f).collect()))
                .collect();
            (
                (0..finals.len()).map(|f| base + f).collect(),
                gathers,
                base + finals.len(),
            )
        };
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

    /// Faces per die.
    pub fn faces(&self) -> u8 {
        self.faces
    }

    /// The wild face of the marked die, in a space with one.
    pub fn wild(&self) -> Option<Face> {
        self.wild
    }

    /// Every keep, smallest first.
    pub fn keeps(&self) -> &[Keep] {
        &self.keeps
    }

    /// Every roll of five dice.
    pub fn rolls(&self) -> &[Keep] {
        &self.rolls
    }

    /// Every multiset of five faces a roll may score as.
    pub fn finals(&self) -> &[Counts] {
        &self.finals
    }

    /// The keep index of roll `r`.
    pub fn roll_keep(&self, r: usize) -> usize {
        self.roll_keep[r]
    }

    /// The keep index of a keep.
    pub fn keep_index(&self, k: &Keep) -> Option<usize> {
        self.keep_of.get(k).copied()
    }

    /// The roll showing `dice` (every die's face), the marked die showing `marked` in a space
    /// with a marked die (`marked` is ignored without one).
    pub fn roll_index(&self, dice: &Counts, marked: Option<Face>) -> Option<usize> {
        let key = match self.wild {
            None => Keep {
                plain: *dice,
                marked: 0,
            },
            Some(_) => {
                let m = marked.filter(|&m| (1..=self.faces).contains(&m))?;
                if dice.get(m) == 0 {
                    return None;
                }
                Keep {
                    plain: minus(dice, m),
                    marked: m,
                }
            }
        };
        self.roll_of.get(&key).copied()
    }

    /// Keep `k` with one more die, once per face: the children a keep's value averages.
    pub fn children(&self, k: usize) -> &[usize] {
        &self.children[k]
    }

    /// The distinct parts of roll `r` (itself and the empty keep included), as keep indices.
    pub fn sub_keeps(&self, r: usize) -> &[usize] {
        &self.sub_keeps[r]
    }

    /// The distinct parts of roll `r` other than itself: the keeps that reroll at least one die.
    pub fn proper_parts(&self, r: usize) -> &[usize] {
        &self.proper_parts[r]
    }

    /// Keep `k` with one die fewer, once per distinct die it holds (the marked die counts as
    /// distinct from the plain dice).
    pub fn parents(&self, k: usize) -> &[usize] {
        &self.parents[k]
    }

    /// Probability of each roll when all five dice are thrown.
    pub fn roll_probs(&self) -> &[f64] {
        &self.roll_probs
    }

    /// The finals roll `r` may score as, each with the face chosen for the wild die (0 when the
    /// roll shows no wild face).
    pub fn roll_finals(&self, r: usize) -> &[(usize, Face)] {
        &self.roll_finals[r]
    }

    /// Where the solver's scratch space holds the value of each final.
    pub fn final_slot(&self, f: usize) -> usize {
        self.final_slot[f]
    }

    /// The rolls whose value is not written in place: each roll's keep index and the slots of
    /// the finals whose best it takes. Empty without a wild die.
    pub fn gathers(&self) -> &[(usize, Vec<usize>)] {
        &self.gathers
    }

    /// Values the scratch space holds: one per keep, then one per final with a wild die.
    pub fn slots(&self) -> usize {
        self.slots
    }

    /// Keeps of fewer than five dice, largest first: the order their values can be computed in.
    pub fn smaller_keeps(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.keeps.len())
            .rev()
            .filter(|&k| self.keeps[k].len() < DICE)
    }

    /// The empty keep.
    pub fn empty_keep(&self) -> usize {
        0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check_links(s: &DiceSpace) {
        let p: f64 = s.roll_probs().iter().sum();
        assert!((p - 1.0).abs() < 1e-9);
        for k in s.smaller_keeps() {
            assert_eq!(s.children(k).len(), s.faces() as usize);
            assert!(s.children(k).iter().all(|&c| c > k));
            assert!(s
                .children(k)
                .iter()
                .all(|&c| s.keeps()[c].len() == s.keeps()[k].len() + 1));
        }
        for k in 0..s.keeps().len() {
            assert!(s.parents(k).iter().all(|&p| p < k));
            assert_eq!(s.parents(k).is_empty(), k == s.empty_keep());
        }
        // Rolling every die from the empty keep, one die at a time, gives the roll
        // probabilities.
        let mut prob = vec![0.0; s.keeps().len()];
        prob[s.empty_keep()] = 1.0;
        for k in 0..s.keeps().len() {
            if s.keeps()[k].len() < DICE {
                for &c in s.children(k) {
                    prob[c] += prob[k] / s.faces() as f64;
                }
            }
        }
        for (r, &p) in s.roll_probs().iter().enumerate() {
            assert!((prob[s.roll_keep(r)] - p).abs() < 1e-12);
        }
    }

    #[test]
    fn six_faces_give_252_rolls_and_462_keeps() {
        let s = DiceSpace::new(6);
        assert_eq!(s.rolls().len(), 252);
        assert_eq!(s.keeps().len(), 462);
        assert_eq!(s.finals().len(), 252);
        assert_eq!(s.slots(), 462);
        assert!(s.gathers().is_empty());
        check_links(&s);
        assert_eq!(s.sub_keeps(0).len(), 6); // 11111: keep 0 to 5 ones
        let straight = s.roll_index(&Counts::of(&[1, 2, 3, 4, 5]), None).unwrap();
        assert_eq!(s.sub_keeps(straight).len(), 32);
        for r in 0..s.rolls().len() {
            assert_eq!(s.roll_finals(r), &[(r, 0)]);
            assert_eq!(s.final_slot(r), s.roll_keep(r));
        }
    }

    #[test]
    fn seven_faces_give_462_rolls_and_792_keeps() {
        let s = DiceSpace::new(7);
        assert_eq!(s.rolls().len(), 462);
        assert_eq!(s.keeps().len(), 792);
        check_links(&s);
    }

    #[test]
    fn a_marked_die_tells_rolls_apart_by_its_face() {
        let s = DiceSpace::with_wild(7, 7);
        // Four plain dice (210 multisets) times seven faces of the marked die.
        assert_eq!(s.rolls().len(), 210 * 7);
        // Up to four plain dice (330 multisets), the marked die rolled or kept at one of 7 faces.
        assert_eq!(s.keeps().len(), 330 * 8);
        assert_eq!(s.finals().len(), 462);
        assert_eq!(s.slots(), 330 * 8 + 462);
        check_links(&s);
        let dice = Counts::of(&[2, 3, 4, 5, 6]);
        let a = s.roll_index(&dice, Some(2)).unwrap();
        let b = s.roll_index(&dice, Some(6)).unwrap();
        assert_ne!(a, b);
        assert_eq!(s.roll_finals(a), s.roll_finals(b));
        assert_eq!(s.roll_index(&dice, Some(7)), None);
        assert_eq!(s.roll_index(&dice, None), None);
        // 2-3-4-5-6 with the marked die on 2: keep any part of the four plain dice, with or
        // without the marked die: 16 x 2 parts.
        assert_eq!(s.sub_keeps(a).len(), 32);
        // The wild 7 may score as seven finals.
        let w = s
            .roll_index(&Counts::of(&[7, 1, 1, 1, 1]), Some(7))
            .unwrap();
        let finals: Vec<Counts> = s
            .roll_finals(w)
            .iter()
            .map(|&(f, _)| s.finals()[f])
            .collect();
        assert_eq!(finals.len(), 7);
        assert!(finals.contains(&Counts::of(&[1; 5])));
        assert_eq!(s.gathers().len(), s.rolls().len());
        // Rolling the marked die: seven children, each with the marked die at one face.
        let plain_four = s
            .keep_index(&Keep {
                plain: Counts::of(&[1, 2, 3, 4]),
                marked: 0,
            })
            .unwrap();
        let marks: Vec<Face> = s
            .children(plain_four)
            .iter()
            .map(|&c| s.keeps()[c].marked)
            .collect();
        assert_eq!(marks, [1, 2, 3, 4, 5, 6, 7]);
    }
}
