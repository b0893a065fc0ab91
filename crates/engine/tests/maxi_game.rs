//! Maxi Yatzy as a game: its card in the engine's rules (`VariantId::Maxi`) scores as the card
//! itself (`maxi::MaxiBox`, checked against a second reading in `maxi.rs`) over all 462 rolls of
//! six dice, and its saved rolls count up, are spent, never exceed what the turns played left,
//! and a stored game that says otherwise is refused by the replay.

use yahtzee_engine::maxi::MaxiBox;
use yahtzee_engine::{
    Action, Counts, Game, GameData, Invalid, MoveError, Options, RuleSet, Scripted, VariantId,
};

fn maxi(options: Options) -> RuleSet {
    RuleSet {
        variant: VariantId::Maxi,
        options,
    }
}

fn game() -> Game {
    Game::new(maxi(Options::default()), 1, 7).unwrap()
}

/// `g` rolled to show `faces` on the dice not held.
fn roll(g: &Game, faces: &[u8]) -> Game {
    g.roll_with(&mut Scripted::new(faces.to_vec())).unwrap()
}

#[test]
fn the_games_card_is_the_maxi_card() {
    // A box's place on the card is its place in the game's rules: the solver scores the card's
    // box `b` as the game's box `b as usize`.
    for (i, b) in MaxiBox::ALL.into_iter().enumerate() {
        assert_eq!(b as usize, i, "{b:?}");
    }
    let rules = maxi(Options::default()).rules();
    assert_eq!(rules.def.dice, 6);
    assert_eq!(rules.box_count(), MaxiBox::ALL.len());
    // The same boxes in the same order: the names, spaces and case aside.
    let card: Vec<String> = MaxiBox::ALL
        .iter()
        .map(|b| format!("{b:?}").to_lowercase())
        .collect();
    let ours: Vec<String> = rules
        .boxes()
        .iter()
        .map(|b| b.name.english().replace(' ', "").to_lowercase())
        .collect();
    assert_eq!(ours, card);
    let mut rolls = 0;
    for code in 0..6u32.pow(6) {
        let faces: Vec<u8> = (0..6).map(|k| (code / 6u32.pow(k) % 6) as u8 + 1).collect();
        if faces.windows(2).any(|w| w[0] > w[1]) {
            continue;
        }
        rolls += 1;
        let counts = Counts::of(&faces);
        for (i, card) in MaxiBox::ALL.into_iter().enumerate() {
            assert_eq!(
                rules.box_score(i, &counts, false),
                card.score(&counts),
                "{card:?} {faces:?}"
            );
        }
    }
    assert_eq!(rolls, 462);
}

#[test]
fn every_box_scores_its_example_on_the_help_page() {
    let rules = maxi(Options::default()).rules();
    for (i, b) in rules.boxes().iter().enumerate() {
        assert_eq!(b.example().len(), 6, "{}", b.name);
        let counts = Counts::of(b.example());
        assert!(rules.box_score(i, &counts, false) > 0, "{}", b.name);
        assert!(VariantId::Maxi.box_help(i).is_some(), "{}", b.name);
    }
    assert_eq!(VariantId::Maxi.box_help(20), None);
}

#[test]
fn the_bonus_is_100_at_84_or_by_the_other_card_50_at_75() {
    let swedish = maxi(Options::default()).rules();
    assert_eq!((swedish.upper_bonus(83), swedish.upper_bonus(84)), (0, 100));
    assert_eq!(swedish.upper_cap(), 84);
    let other = maxi(Options {
        other_bonus: true,
        ..Options::default()
    })
    .rules();
    assert_eq!((other.upper_bonus(74), other.upper_bonus(75)), (0, 50));
    assert_eq!(other.upper_cap(), 75);
    // The other games have no other card: the option is fitted away.
    let classic = RuleSet {
        variant: VariantId::Classic,
        options: Options {
            other_bonus: true,
            no_saved_rolls: true,
            ..Options::default()
        },
    };
    assert_eq!(classic.fitted(), RuleSet::default());
}

#[test]
fn rolls_left_unused_are_saved_and_spent_later() {
    let g = game();
    assert_eq!(g.rolls_left(), 3);
    // One roll, then Maxi Yatzy: two rolls saved.
    let g = roll(&g, &[4; 6]).apply(Action::Score(19)).unwrap();
    assert_eq!(g.sheet().saved_rolls, 2);
    assert_eq!(g.rolls_left(), 5);
    // Five rolls this turn: the three of the turn and the two saved.
    let mut g = roll(&g, &[1, 2, 3, 4, 5, 6]);
    for _ in 0..4 {
        g = roll(&g, &[1, 2, 3, 4, 5, 6]);
    }
    assert_eq!(g.turn().rolls, 5);
    assert_eq!(g.rolls_left(), 0);
    assert_eq!(g.apply(Action::Roll), Err(MoveError::NoRollsLeft));
    let scored = g.apply(Action::Score(14)).unwrap();
    assert_eq!(scored.sheet().saved_rolls, 0);
    assert_eq!(scored.sheet().boxes[14], Some(21));
    // Undo gives back the saved rolls the turn spent.
    let undone = scored.apply(Action::Undo).unwrap();
    assert_eq!(undone.sheet().saved_rolls, 2);
    assert_eq!(undone.rolls_left(), 0);
    // The decisions remember the rolls saved at each.
    let last = scored.decisions().last().unwrap();
    assert_eq!((last.rolls, last.saved), (5, 2));
}

#[test]
fn a_table_without_saved_rolls_has_three_a_turn() {
    let g = Game::new(
        maxi(Options {
            no_saved_rolls: true,
            ..Options::default()
        }),
        1,
        7,
    )
    .unwrap();
    let g = roll(&g, &[4; 6]).apply(Action::Score(19)).unwrap();
    assert_eq!(g.sheet().saved_rolls, 0);
    assert_eq!(g.rolls_left(), 3);
}

#[test]
fn saved_rolls_never_exceed_what_the_turns_left() {
    // Two players, each turn scoring after a number of rolls the seed picks.
    let mut g = Game::new(maxi(Options::default()), 2, 11).unwrap();
    let mut left = [0u8; 2];
    let mut k = 0u32;
    while !g.is_over() {
        let p = g.current_player();
        let rolls = 1 + (k * 7 + 3) % (3 + u32::from(left[p])).min(4);
        for _ in 0..rolls {
            g = g.apply(Action::Roll).unwrap();
        }
        let open = g.sheet().boxes.iter().position(Option::is_none).unwrap();
        let turns = g.sheet().boxes.iter().filter(|b| b.is_some()).count() as u8 + 1;
        g = g.apply(Action::Score(open)).unwrap();
        left[p] = left[p] + 3 - rolls as u8;
        assert_eq!(g.sheets()[p].saved_rolls, left[p]);
        assert!(left[p] <= 2 * turns);
        k += 1;
    }
    // The finished game reads back as it is.
    let text = serde_json::to_string(&g).unwrap();
    assert_eq!(serde_json::from_str::<Game>(&text).unwrap(), g);
}

#[test]
fn a_stored_game_with_an_impossible_count_of_saved_rolls_is_refused() {
    let g = roll(&game(), &[4; 6]).apply(Action::Score(19)).unwrap();
    let g = roll(&g, &[1, 2, 3, 4, 5, 6]);
    let data = GameData::from(g.clone());
    assert_eq!(Game::try_from(data.clone()), Ok(g));
    for saved in [0, 1, 3, 40] {
        let mut bad = data.clone();
        bad.sheets[0].saved_rolls = saved;
        assert_eq!(Game::try_from(bad), Err(Invalid::Sheets), "{saved}");
        let mut bad = data.clone();
        bad.decisions[0].saved = saved.max(1);
        assert_eq!(Game::try_from(bad), Err(Invalid::Decision), "{saved}");
    }
    // A turn of more rolls than were left: the roll the replay cannot make.
    let mut bad = data;
    bad.turn.rolls = 6;
    assert_eq!(Game::try_from(bad), Err(Invalid::Turn));
}
