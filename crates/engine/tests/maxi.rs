//! Maxi Yatzy's boxes: the card's own examples (maxiyatzy.com, maxiyahtzee.com), and every one
//! of the 462 multisets of six dice against a second reading of the card written apart from the
//! engine's: every choice of some of the dice, kept when it has the box's shape, the best kept.

use yahtzee_engine::maxi::{MaxiBox, MaxiCard};
use yahtzee_engine::Counts;

fn dice(faces: [u8; 6]) -> Counts {
    Counts::of(&faces)
}

#[test]
fn every_box_scores_the_cards_example() {
    use MaxiBox::*;
    let examples = [
        (Ones, [3, 1, 1, 6, 1, 4], 3),
        (Twos, [2, 5, 4, 3, 2, 6], 4),
        (Threes, [3, 2, 1, 3, 4, 3], 9),
        (Fours, [4, 4, 3, 4, 5, 4], 16),
        (Fives, [5, 1, 2, 5, 5, 4], 15),
        (Sixes, [4, 6, 3, 1, 6, 6], 18),
        (OnePair, [6, 4, 2, 6, 5, 1], 12),
        (TwoPairs, [2, 1, 3, 3, 5, 5], 16),
        (ThreePairs, [2, 2, 5, 5, 6, 6], 26),
        (ThreeOfAKind, [4, 5, 3, 5, 5, 4], 15),
        (FourOfAKind, [2, 4, 2, 2, 5, 2], 8),
        (FiveOfAKind, [3, 3, 2, 3, 3, 3], 15),
        (SmallStraight, [1, 2, 3, 4, 5, 3], 15),
        (LargeStraight, [2, 3, 4, 5, 6, 6], 20),
        (FullStraight, [1, 2, 3, 4, 5, 6], 21),
        (FullHouse, [3, 4, 4, 6, 6, 6], 26),
        (Villa, [2, 2, 2, 5, 5, 5], 21),
        (Tower, [3, 3, 6, 6, 6, 6], 30),
        (Chance, [3, 4, 2, 6, 5, 4], 24),
        (MaxiYatzy, [4, 4, 4, 4, 4, 4], 100),
    ];
    assert_eq!(examples.len(), MaxiBox::ALL.len());
    for (b, faces, points) in examples {
        assert_eq!(b.score(&dice(faces)), points, "{b:?} {faces:?}");
    }
    // The pairs of Two and Three Pairs are of different faces; Full House, Villa and Tower's
    // parts too.
    assert_eq!(TwoPairs.score(&dice([6, 6, 6, 6, 1, 2])), 0);
    assert_eq!(ThreePairs.score(&dice([6, 6, 6, 6, 2, 2])), 0);
    assert_eq!(FullHouse.score(&dice([5, 5, 5, 5, 5, 5])), 0);
    assert_eq!(Villa.score(&dice([5, 5, 5, 5, 5, 5])), 0);
    assert_eq!(Tower.score(&dice([5, 5, 5, 5, 5, 5])), 0);
}

#[test]
fn the_cards_bonus() {
    let (sv, other) = (MaxiCard::swedish(), MaxiCard::fifty_at_75());
    assert_eq!((sv.boxes.len(), sv.bonus_at, sv.bonus), (20, 84, 100));
    assert_eq!((other.bonus_at, other.bonus), (75, 50));
    assert_eq!(sv.bonus_for(80, 3), 0);
    assert_eq!(sv.bonus_for(80, 4), 100);
    assert_eq!(sv.bonus_for(84, 30), 0, "earned once");
    let upper: Vec<_> = MaxiBox::ALL.iter().filter_map(|b| b.upper_face()).collect();
    assert_eq!(upper, [1, 2, 3, 4, 5, 6]);
}

/// How many of `faces` show each face, as a sorted list of the counts.
fn shape(faces: &[u8]) -> Vec<u8> {
    let mut counts: Vec<u8> = (1..=6)
        .map(|f| faces.iter().filter(|&&x| x == f).count() as u8)
        .filter(|&n| n > 0)
        .collect();
    counts.sort_unstable();
    counts
}

/// The card read again: the best of every choice of some of the six dice that has the box's
/// shape, its dice summed (or the box's fixed points).
fn by_choices(b: MaxiBox, all: &[u8; 6]) -> u16 {
    use MaxiBox::*;
    let sum = |s: &[u8]| s.iter().map(|&x| u16::from(x)).sum::<u16>();
    let mut best = 0;
    for mask in 0..64u32 {
        let s: Vec<u8> = (0..6)
            .filter(|i| mask & (1 << i) != 0)
            .map(|i| all[i])
            .collect();
        let mut sorted = s.clone();
        sorted.sort_unstable();
        let alike = shape(&s).len() == 1;
        let points = match b {
            Ones | Twos | Threes | Fours | Fives | Sixes => {
                let f = b.upper_face().unwrap();
                (s.iter().all(|&x| x == f)).then(|| sum(&s))
            }
            OnePair => (s.len() == 2 && alike).then(|| sum(&s)),
            TwoPairs => (shape(&s) == [2, 2]).then(|| sum(&s)),
            ThreePairs => (shape(&s) == [2, 2, 2]).then(|| sum(&s)),
            ThreeOfAKind => (s.len() == 3 && alike).then(|| sum(&s)),
            FourOfAKind => (s.len() == 4 && alike).then(|| sum(&s)),
            FiveOfAKind => (s.len() == 5 && alike).then(|| sum(&s)),
            SmallStraight => (sorted == [1, 2, 3, 4, 5]).then_some(15),
            LargeStraight => (sorted == [2, 3, 4, 5, 6]).then_some(20),
            FullStraight => (sorted == [1, 2, 3, 4, 5, 6]).then_some(21),
            FullHouse => (shape(&s) == [2, 3]).then(|| sum(&s)),
            Villa => (shape(&s) == [3, 3]).then(|| sum(&s)),
            Tower => (shape(&s) == [2, 4]).then(|| sum(&s)),
            Chance => (s.len() == 6).then(|| sum(&s)),
            MaxiYatzy => (s.len() == 6 && alike).then_some(100),
        };
        best = best.max(points.unwrap_or(0));
    }
    best
}

#[test]
fn every_box_of_every_roll_of_six_dice_is_the_cards_reading() {
    let mut rolls = 0;
    for a in 1..=6u8 {
        for b in a..=6 {
            for c in b..=6 {
                for d in c..=6 {
                    for e in d..=6 {
                        for f in e..=6 {
                            let faces = [a, b, c, d, e, f];
                            for bx in MaxiBox::ALL {
                                assert_eq!(
                                    bx.score(&dice(faces)),
                                    by_choices(bx, &faces),
                                    "{bx:?} {faces:?}"
                                );
                            }
                            rolls += 1;
                        }
                    }
                }
            }
        }
    }
    assert_eq!(rolls, 462);
}
