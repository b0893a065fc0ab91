//! The numbers that explain an advice: what keeps aim at ([`Aimed`]) and why the best score
//! ([`Why`]), carried in [`crate::Response::Advice`] as one list of numbers, which the page's
//! first load stores without reading (its later parts read it).

use serde::{Deserialize, Serialize};

/// What a keep of a ranking aims at, in short (`yahtzee_solver::top_aims`): the chance of each
/// box being the one the turn ends in, when best play follows.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Aimed {
    /// The keep's place in the ranking.
    pub option: usize,
    /// The (at most) three boxes it most likely ends in, by their place on the sheet, each with
    /// its chance, most likely first.
    pub top: Vec<(usize, f64)>,
    /// The chance of every other box together.
    pub other: f64,
}

impl Aimed {
    /// `aims` as numbers: for each, its option, how many boxes, each box and its chance, then
    /// the other boxes' chance.
    pub fn flatten(aims: &[Aimed]) -> Vec<f64> {
        let mut out = Vec::new();
        for a in aims {
            out.extend([a.option as f64, a.top.len() as f64]);
            out.extend(a.top.iter().flat_map(|&(b, p)| [b as f64, p]));
            out.push(a.other);
        }
        out
    }

    /// Reads what [`Aimed::flatten`] wrote; `None` for numbers it cannot have written.
    pub fn unflatten(mut numbers: &[f64]) -> Option<Vec<Aimed>> {
        let index = |x: f64| (x >= 0.0 && x.fract() == 0.0 && x < 64.0).then_some(x as usize);
        let mut out = Vec::new();
        while let [option, n, rest @ ..] = numbers {
            let n = index(*n).filter(|&n| n <= 3)?;
            let (pairs, rest) = rest.split_at_checked(2 * n)?;
            let (other, rest) = rest.split_first()?;
            let top = pairs
                .chunks(2)
                .map(|p| Some((index(p[0])?, p[1])))
                .collect::<Option<_>>()?;
            out.push(Aimed {
                option: index(*option)?,
                top,
                other: *other,
            });
            numbers = rest;
        }
        numbers.is_empty().then_some(out)
    }
}

/// Why the table's best score beats the best score in another box, in short (from
/// `yahtzee_solver::why::score_why`): carried after what the keeps aim at in the numbers of a
/// [`crate::Response::Advice`] that answers [`crate::Request::Why`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Why {
    /// The best score.
    pub best: WhyBox,
    /// The best score in another box.
    pub other: WhyBox,
    /// The upper bonus's chance at the start of the turn; `None` in a game without one.
    pub bonus_before: Option<f64>,
    /// Playouts behind each chance and mean.
    pub playouts: u32,
}

/// One of the two scores of a [`Why`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct WhyBox {
    /// The box, by its place on the sheet.
    pub slot: usize,
    /// What it scores with these dice.
    pub points: u16,
    /// The other score's box, which this one leaves open: its mean score when filled later.
    pub left_open: f64,
    /// The upper bonus's chance at the end of the game after this score.
    pub bonus: f64,
}

impl Why {
    /// The reasons of `w`, for the page.
    pub fn of(w: &yahtzee_solver::why::ScoreWhy) -> Why {
        let each = |o: &yahtzee_solver::why::Outlook| WhyBox {
            slot: o.slot,
            points: o.points,
            left_open: o.left_open,
            bonus: o.bonus,
        };
        Why {
            best: each(&w.best),
            other: each(&w.other),
            bonus_before: w.bonus_before,
            playouts: w.playouts,
        }
    }

    /// `why` as numbers, to follow [`Aimed::flatten`]'s: a -1 (which no aim starts with), each
    /// score's box, points, later worth and bonus chance, the chance before (NaN for none) and
    /// the playouts.
    pub fn flatten(&self) -> Vec<f64> {
        let each = |b: &WhyBox| [b.slot as f64, f64::from(b.points), b.left_open, b.bonus];
        let mut out = vec![-1.0];
        out.extend(each(&self.best));
        out.extend(each(&self.other));
        out.extend([
            self.bonus_before.unwrap_or(f64::NAN),
            f64::from(self.playouts),
        ]);
        out
    }

    /// The numbers of an advice split into what the keeps aim at ([`Aimed::unflatten`] reads
    /// them) and why the best score, if they hold it; `None` for reasons [`Why::flatten`] cannot
    /// have written.
    pub fn split(numbers: &[f64]) -> (&[f64], Option<Why>) {
        let Some(at) = numbers.iter().position(|&x| x == -1.0) else {
            return (numbers, None);
        };
        let (aims, why) = numbers.split_at(at);
        let whole = |x: f64, below: f64| (x >= 0.0 && x.fract() == 0.0 && x < below).then_some(x);
        let each = |b: &[f64]| {
            Some(WhyBox {
                slot: whole(b[0], 64.0)? as usize,
                points: whole(b[1], 65_536.0)? as u16,
                left_open: b[2],
                bonus: b[3],
            })
        };
        let read = || match why {
            [_, best @ .., before, playouts] if best.len() == 8 => Some(Why {
                best: each(&best[..4])?,
                other: each(&best[4..])?,
                bonus_before: (!before.is_nan()).then_some(*before),
                playouts: whole(*playouts, 1e9)? as u32,
            }),
            _ => None,
        };
        (aims, read())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What keeps aim at travels as numbers and reads back as it was; numbers it could not have
    /// written read as nothing, never as aims.
    #[test]
    fn aims_read_back_as_they_were_written() {
        let aims = vec![
            Aimed {
                option: 0,
                top: vec![(5, 0.6559), (6, 0.1736), (11, 0.0934)],
                other: 0.0771,
            },
            Aimed {
                option: 3,
                top: vec![(5, 1.0)],
                other: 0.0,
            },
        ];
        let numbers = Aimed::flatten(&aims);
        assert_eq!(Aimed::unflatten(&numbers), Some(aims));
        assert_eq!(Aimed::unflatten(&[]), Some(Vec::new()));
        for bad in [
            &numbers[..numbers.len() - 1],
            &[0.0, 4.0, 1.0, 0.5, 2.0, 0.5, 3.0, 0.0, 4.0, 0.0, 0.0][..],
            &[0.5, 1.0, 1.0, 1.0, 0.0],
            &[0.0, 1.0, -1.0, 1.0, 0.0],
            &[0.0],
        ] {
            assert_eq!(Aimed::unflatten(bad), None, "{bad:?}");
        }
    }

    /// Why the best score reads back after the aims as it was written, a game without an upper
    /// bonus included; numbers it cannot have written read as no reasons, the aims kept.
    #[test]
    fn reasons_read_back_after_the_aims() {
        let aims = Aimed::flatten(&[Aimed {
            option: 1,
            top: vec![(5, 0.5)],
            other: 0.5,
        }]);
        let box_of = |slot, points, left_open, bonus| WhyBox {
            slot,
            points,
            left_open,
            bonus,
        };
        for bonus_before in [Some(0.68), None] {
            let why = Why {
                best: box_of(5, 12, 22.4, 0.61),
                other: box_of(12, 17, 14.1, 0.4),
                bonus_before,
                playouts: 380,
            };
            let numbers = [aims.clone(), why.flatten()].concat();
            assert_eq!(Why::split(&numbers), (&aims[..], Some(why)));
            let cut = &numbers[..numbers.len() - 1];
            assert_eq!(Why::split(cut), (&aims[..], None));
        }
        assert_eq!(Why::split(&aims), (&aims[..], None));
    }
}
