//! The links between keeps and rolls, for six and seven faces and with a marked wild die.

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
