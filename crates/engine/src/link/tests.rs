//! Links written and read back: whole sessions of every game, their lengths, and links that
//! play could not make, cut, changed or from another version, each refused with why.

use super::*;
use crate::dice::DICE;
use crate::rules::JokerMode;

fn seats(n: usize) -> Vec<Seat> {
    let names = ["Ann", "Ben", "Cy", "Dora", "Eve", "Finn", "Gus", "Hedda"];
    (0..n)
        .map(|i| Seat {
            name: names[i].into(),
            kind: if i == 2 {
                SeatKind::Bot(BotLevel::Expert)
            } else {
                SeatKind::Human
            },
        })
        .collect()
}

/// A session played by a plain rule: roll, hold the first two dice, roll, hold the first three,
/// roll, then score the last allowed box (the first one on even turns); Lucky7's wild die, when
/// it shows, counts as 4. `turns` turns, passing to the next game when one ends.
fn played(rules: RuleSet, players: usize, games: u8, seed: u64, turns: usize) -> Session {
    let mut s = Session::with_dice(rules, seats(players), games, seed, DiceMode::Rolled).unwrap();
    for t in 0..turns {
        if s.game().is_over() {
            s = s.next_game().unwrap();
        }
        s = s.apply(Action::Roll).unwrap();
        for keep in [2, 3] {
            for die in 0..keep {
                s = s.apply(Action::Hold(die)).unwrap();
            }
            s = s.apply(Action::Roll).unwrap();
        }
        if s.game().wild_showing() {
            s = s.apply(Action::SetWild(4)).unwrap();
        }
        let allowed = s.game().placement().unwrap().allowed;
        let open: Vec<usize> = (0..crate::MAX_BOXES)
            .filter(|&i| allowed & (1 << i) != 0)
            .collect();
        let b = if t % 2 == 0 {
            open[0]
        } else {
            open[open.len() - 1]
        };
        s = s.apply(Action::Score(b)).unwrap();
    }
    s
}

fn whole_game(rules: RuleSet, players: usize, seed: u64) -> Session {
    let turns = players * rules.rules().box_count();
    played(rules, players, 1, seed, turns)
}

fn rules(variant: VariantId) -> RuleSet {
    RuleSet {
        variant,
        ..RuleSet::default()
    }
}

#[test]
fn every_game_travels_whole_and_in_the_middle() {
    for variant in VariantId::ALL {
        let full = whole_game(rules(variant), 3, 41);
        assert!(full.game().is_over());
        let text = encode(&full).unwrap();
        assert_eq!(decode(&text).unwrap(), full, "{variant:?}");
        let half = played(rules(variant), 3, 1, 41, 7);
        assert_eq!(
            decode(&encode(&half).unwrap()).unwrap(),
            half,
            "{variant:?}"
        );
    }
}

/// The fields' widths hold what every game can put in them: a total (11 bits), a game's
/// decisions (11), a box (5), a face (3). (A name's bytes, the seats and the games: `link.rs`'s
/// assertion when it compiles.)
#[test]
fn every_field_holds_what_any_game_can_put_in_it() {
    for variant in VariantId::ALL {
        let r = rules(variant).rules();
        assert!(crate::limits::most_points(&r) < 1 << 11, "{variant:?}");
        let decisions =
            DiceMode::Rolled.max_players() * r.box_count() * usize::from(r.def.rolls_per_turn);
        assert!(decisions < 1 << 11, "{variant:?}");
        assert!(r.box_count() <= 1 << 5);
        assert!(usize::from(r.def.faces) <= 1 << 3);
    }
}

#[test]
fn a_session_travels_with_its_finished_games_and_its_table_rules() {
    let house = RuleSet {
        variant: VariantId::Yatzy,
        options: Options {
            four_of_a_kind_two_pairs: true,
            forced_order: true,
            ..Options::default()
        },
    }
    .fitted();
    let s = played(house, 2, 3, 9_007_199_254_740_000, 2 * 15 + 5);
    assert_eq!(s.results().len(), 1);
    assert_eq!(decode(&encode(&s).unwrap()).unwrap(), s);
    let free = RuleSet {
        variant: VariantId::Classic,
        options: Options {
            joker: JokerMode::FreeChoice,
            yahtzee_bonus: false,
            ..Options::default()
        },
    };
    let s = played(free, 1, 1, 0, 4);
    assert_eq!(decode(&encode(&s).unwrap()).unwrap(), s);
}

/// The lengths the issue asks for: a whole game of four, names and all, in at most 500
/// characters (printed: `cargo test -p yahtzee-engine link -- --nocapture`).
#[test]
fn a_whole_game_of_four_fits_a_qr_code() {
    for variant in [VariantId::Classic, VariantId::Yatzy] {
        for players in [2, 4] {
            let lengths: Vec<usize> = (0..20)
                .map(|seed| {
                    encode(&whole_game(rules(variant), players, seed))
                        .unwrap()
                        .len()
                })
                .collect();
            let most = *lengths.iter().max().unwrap();
            let mean = lengths.iter().sum::<usize>() as f64 / lengths.len() as f64;
            println!("{variant:?}, {players} players, a whole game: mean {mean:.1}, most {most} characters");
            assert!(most <= 500, "{variant:?} {players}: {most}");
        }
    }
}

#[test]
fn a_cut_changed_or_newer_link_is_refused() {
    let s = played(rules(VariantId::Classic), 2, 1, 5, 6);
    let text = encode(&s).unwrap();
    assert_eq!(decode(&text[..text.len() - 3]), Err(LinkError::Cut));
    assert_eq!(decode(&text[..20]), Err(LinkError::Cut));
    assert_eq!(decode(""), Err(LinkError::Cut));
    assert_eq!(decode("not a link!"), Err(LinkError::NotText));
    let mut bytes = URL_SAFE_NO_PAD.decode(&text).unwrap();
    // A held die changed (a bit of the decisions): the check no longer matches.
    let mut changed = bytes.clone();
    let i = changed.len() - 6;
    changed[i] ^= 0b0001_0000;
    assert_eq!(
        decode(&URL_SAFE_NO_PAD.encode(&changed)),
        Err(LinkError::Changed)
    );
    // A version this page does not know, its check made anew.
    bytes[0] = 2;
    let n = bytes.len() - 4;
    let check = fnv1a(&bytes[..n]).to_be_bytes();
    bytes[n..].copy_from_slice(&check[..4]);
    assert_eq!(
        decode(&URL_SAFE_NO_PAD.encode(&bytes)),
        Err(LinkError::Version(2))
    );
    // A table of real dice has no link.
    let real =
        Session::with_dice(rules(VariantId::Classic), seats(2), 1, 5, DiceMode::Entered).unwrap();
    assert_eq!(encode(&real), Err(LinkError::NotRolled));
}

/// Writes a link by hand: the header of a 2-seat Classic game of `seed`, then `decisions` as
/// (score box) or (keep mask) entries, and a right check, as a player who read the code could.
fn forged(seed: u64, decisions: &[Result<usize, [bool; DICE]>]) -> String {
    let s = Session::with_dice(
        rules(VariantId::Classic),
        seats(2),
        1,
        seed,
        DiceMode::Rolled,
    )
    .unwrap();
    let text = encode(&s).unwrap();
    let bytes = URL_SAFE_NO_PAD.decode(&text).unwrap();
    // The header, bit by bit up to the count of decisions; then the decisions given.
    let mut r = Read {
        bytes: &bytes,
        at: 0,
    };
    let mut w = Bits::default();
    for _ in 0..header_bits(&bytes) {
        w.put(r.get(1).unwrap(), 1);
    }
    w.put(decisions.len() as u64, 11);
    for d in decisions {
        match d {
            Ok(b) => {
                w.put(1, 1);
                w.put(*b as u64, 5);
            }
            Err(held) => {
                w.put(0, 1);
                for &h in held {
                    w.put(u64::from(h), 1);
                }
            }
        }
    }
    let mut out = w.bytes;
    let check = fnv1a(&out).to_be_bytes();
    out.extend_from_slice(&check[..4]);
    URL_SAFE_NO_PAD.encode(out)
}

/// Where the count of decisions starts in a link of no finished game: version 8, rules 10,
/// seed 53, games 4, seats 3 and each seat's 10 bits and name, finished games 4.
fn header_bits(bytes: &[u8]) -> usize {
    let mut r = Read {
        bytes,
        at: 8 + 10 + 53 + 4,
    };
    let seats = r.get(3).unwrap() as usize + 1;
    for _ in 0..seats {
        let _kind = r.get(3).unwrap();
        let len = r.get(7).unwrap() as usize;
        r.at += 8 * len;
    }
    r.at + 4
}

#[test]
fn a_move_play_could_not_make_is_refused_even_with_a_right_check() {
    // Ann scores in Ones, Ben in Ones, then Ann in Ones again: a box filled.
    let twice = forged(5, &[Ok(0), Ok(0), Ok(0)]);
    assert_eq!(
        decode(&twice),
        Err(LinkError::Move {
            at: 2,
            error: MoveError::BoxFilled(0)
        })
    );
    // Every die held: nothing to roll.
    let all = forged(5, &[Err([true; DICE])]);
    assert_eq!(
        decode(&all),
        Err(LinkError::Move {
            at: 0,
            error: MoveError::AllDiceHeld
        })
    );
    // A box that does not exist.
    assert!(matches!(
        decode(&forged(5, &[Ok(31)])),
        Err(LinkError::Move { at: 0, .. })
    ));
    // A fourth roll in a turn.
    let held = Err([true, false, false, false, false]);
    assert_eq!(
        decode(&forged(5, &[held, held, held])),
        Err(LinkError::Move {
            at: 2,
            error: MoveError::NoRollsLeft
        })
    );
    // The same by hand, played: read back as play made it.
    assert_eq!(
        decode(&forged(5, &[Ok(0), Ok(1)])).unwrap(),
        played_boxes(5, &[0, 1])
    );
}

fn played_boxes(seed: u64, boxes: &[usize]) -> Session {
    let mut s = Session::with_dice(
        rules(VariantId::Classic),
        seats(2),
        1,
        seed,
        DiceMode::Rolled,
    )
    .unwrap();
    for &b in boxes {
        s = s
            .apply(Action::Roll)
            .unwrap()
            .apply(Action::Score(b))
            .unwrap();
    }
    s
}

proptest::proptest! {
    /// A link damaged anyhow (a bit flipped, cut, bytes added) is refused, or opens a session
    /// play made (every decision replayed), which travels again unchanged: never a panic.
    #[test]
    fn a_damaged_link_is_refused_or_is_a_session_play_made(
        seed in 0u64..1000,
        flip in 0usize..4000,
        cut in 1usize..200,
        junk in proptest::collection::vec(proptest::prelude::any::<u8>(), 0..6),
    ) {
        let s = played(rules(VariantId::Lucky7), 2, 2, seed, 9);
        let mut bytes = URL_SAFE_NO_PAD.decode(encode(&s).unwrap()).unwrap();
        let bit = flip % (bytes.len() * 8);
        bytes[bit / 8] ^= 1 << (bit % 8);
        bytes.truncate(cut);
        bytes.extend(junk);
        if let Ok(back) = decode(&URL_SAFE_NO_PAD.encode(&bytes)) {
            proptest::prop_assert_eq!(decode(&encode(&back).unwrap()).unwrap(), back);
        }
    }

    /// Any text at all: refused or read, never a panic.
    #[test]
    fn any_text_is_refused_or_read(text in ".{0,300}") {
        let _ = decode(&text);
    }
}

#[test]
fn a_link_is_older_newer_or_another_way_than_the_stored_table() {
    let r = rules(VariantId::Classic);
    let start = played(r, 2, 2, 40, 0);
    let three = played(r, 2, 2, 40, 3);
    let five = played(r, 2, 2, 40, 5);
    assert_eq!(order(&three, &three), Order::Same);
    assert_eq!(order(&three, &five), Order::Newer);
    assert_eq!(order(&five, &three), Order::Older);
    assert_eq!(order(&start, &five), Order::Newer);
    // The second game against the first: further on, whatever the decisions.
    let second = played(r, 2, 2, 40, 2 * 13 + 1);
    assert_eq!(order(&five, &second), Order::Newer);
    assert_eq!(order(&second, &five), Order::Older);
    // Another continuation of the third turn: the same table gone another way.
    let other = {
        let s = played(r, 2, 2, 40, 2).apply(Action::Roll).unwrap();
        let b = s.game().placement().unwrap().allowed.trailing_zeros() as usize + 1;
        let b = (b..13).find(|&i| s.game().preview(i).is_ok()).unwrap();
        s.apply(Action::Score(b)).unwrap()
    };
    assert_ne!(other.game().decisions(), three.game().decisions());
    assert_eq!(order(&three, &other), Order::Contradicts);
    assert_eq!(order(&five, &other), Order::Contradicts);
    // Another number, other seats: another table.
    assert_eq!(order(&three, &played(r, 2, 2, 41, 3)), Order::Other);
    assert_eq!(order(&three, &played(r, 3, 2, 40, 3)), Order::Other);
    assert!(same_table(&start, &five));
}

#[test]
fn the_coachs_rule_travels_with_the_table() {
    let s = played(rules(VariantId::Yatzy), 3, 1, 11, 4);
    for coach_off in [false, true] {
        let text = encode_table(&s, coach_off).unwrap();
        assert_eq!(
            decode_table(&text).unwrap(),
            Linked {
                session: s.clone(),
                coach_off
            }
        );
    }
    assert_eq!(decode(&encode(&s).unwrap()).unwrap(), s);
}
