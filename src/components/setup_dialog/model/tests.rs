//! The setup's model: names that follow a seat, real dice, each game's own table rules.

use super::*;
use crate::words::shown_name;
use yahtzee_engine::{BotLevel, JokerMode};

fn setup(seats: Vec<Seat>) -> Setup {
    Setup {
        variant: VariantId::Classic,
        seats,
        games: 1,
        options: Options::default(),
        dice: DiceMode::Rolled,
        kept: Vec::new(),
        travels: false,
        coach_off: false,
    }
}

#[test]
fn a_table_on_several_phones_seats_two_to_six_with_the_pages_dice() {
    let mut s = setup(vec![seat(DEFAULT_NAME, SeatKind::Human)]);
    s.set_dice(DiceMode::Entered);
    s.set_travel();
    assert_eq!(
        (s.dice, s.travels, s.seats.len()),
        (DiceMode::Rolled, true, 2)
    );
    for _ in 0..8 {
        s.add_seat();
    }
    assert_eq!(s.seats.len(), 6);
    assert_eq!(s.problem(), None);
    s.seats.truncate(1);
    assert_eq!(s.problem(), Some(msg::setup_travel_too_few()));
    s.set_dice(DiceMode::Rolled);
    assert!(!s.travels && s.problem().is_none());
}

#[test]
fn each_game_keeps_its_own_table_rules() {
    let mut s = setup(vec![seat(DEFAULT_NAME, SeatKind::Human)]);
    s.options.joker = JokerMode::None;
    s.set_variant(VariantId::Tricolor);
    assert_eq!(
        s.options,
        Options::default(),
        "Tricolor has no Joker to carry"
    );
    s.options.yahtzee_bonus = false;
    s.set_variant(VariantId::Lucky7);
    assert_eq!(
        s.options,
        Options::default(),
        "Lucky7 starts with its official rules"
    );
    s.set_variant(VariantId::Classic);
    assert_eq!(
        s.options.joker,
        JokerMode::None,
        "Classic's own choice comes back"
    );
    assert!(
        s.options.yahtzee_bonus,
        "Tricolor's choice stays with Tricolor"
    );
    s.set_variant(VariantId::Tricolor);
    assert!(!s.options.yahtzee_bonus);
    assert_eq!(s.rules().options.joker, JokerMode::Forced);
    // A kept rule set that carries another game's option is fitted when it comes back.
    s.kept = vec![RuleSet {
        variant: VariantId::Yacht,
        options: Options {
            joker: JokerMode::FreeChoice,
            ..Options::default()
        },
    }];
    s.set_variant(VariantId::Yacht);
    assert_eq!(s.options, Options::default());
}

fn seat(name: &str, kind: SeatKind) -> Seat {
    Seat {
        name: name.into(),
        kind,
    }
}

#[test]
fn a_given_name_follows_the_seat_and_a_typed_one_stays() {
    let mut s = setup(vec![
        seat(DEFAULT_NAME, SeatKind::Human),
        seat("Zoe", SeatKind::Human),
    ]);
    s.set_kind(0, SeatKind::Bot(BotLevel::Expert));
    assert_eq!(s.seats[0].name, "", "a bot is not called You");
    assert_eq!(
        s.default_shown(0),
        "Expert bot",
        "its empty field shows its level"
    );
    s.set_kind(1, SeatKind::Bot(BotLevel::Casual));
    assert_eq!(s.seats[1].name, "Zoe");
    s.set_kind(0, SeatKind::Human);
    assert_eq!(s.seats[0].name, "Player 1");
}

#[test]
fn real_dice_seat_up_to_eight_people_and_no_bots() {
    let mut s = setup(vec![
        seat(DEFAULT_NAME, SeatKind::Human),
        seat("Bot 2", SeatKind::Bot(BotLevel::Casual)),
    ]);
    s.set_dice(DiceMode::Entered);
    assert!(s.seats.iter().all(|x| x.kind == SeatKind::Human));
    assert_eq!(s.seats[1].name, "Player 2");
    for _ in 0..10 {
        s.add_seat();
    }
    assert_eq!(s.seats.len(), 8);
    assert_eq!(s.seats[7].name, "");
    assert_eq!(s.named_seats()[7].name, "Player 8");
    assert_eq!(s.problem(), None);
    // The page's dice seat eight too: the table stays as it is.
    s.set_dice(DiceMode::Rolled);
    assert_eq!(s.problem(), None);
    assert_eq!(s.seats.len(), 8);
}

#[test]
fn a_new_seat_is_a_person_whose_empty_name_is_its_placeholder() {
    let mut s = setup(vec![seat(DEFAULT_NAME, SeatKind::Human)]);
    assert_eq!(s.default_name(0), "You");
    s.add_seat();
    assert_eq!(s.seats[1], seat("", SeatKind::Human));
    assert_eq!(s.default_name(1), "Player 2");
    s.set_kind(1, SeatKind::Bot(BotLevel::Expert));
    assert_eq!(s.default_name(1), "Bot 2");
    assert_eq!(s.default_shown(1), "Expert bot");
    s.seats[0].name = "  Ann ".into();
    let named = s.named_seats();
    assert_eq!(named[0].name, "Ann");
    assert_eq!(named[1], seat("Bot 2", SeatKind::Bot(BotLevel::Expert)));
    assert_eq!(s.problem(), None);
}

#[test]
fn the_default_name_is_shown_and_typed_in_the_language_spoken_and_kept_as_stored() {
    assert_eq!(shown_name(DEFAULT_NAME), "You");
    assert_eq!(typed_name("You".into()), DEFAULT_NAME);
    assert_eq!(typed_name("Zoe".into()), "Zoe");
    let s = setup(vec![seat(DEFAULT_NAME, SeatKind::Human)]);
    assert_eq!(s.problem(), None);
}

#[test]
fn a_seat_added_beside_a_player_alone_keeps_their_name() {
    let mut s = setup(vec![seat(DEFAULT_NAME, SeatKind::Human)]);
    s.add_seat();
    assert_eq!(s.seats[0].name, DEFAULT_NAME, "not renamed Player 1");
    let named = s.named_seats();
    assert_eq!(named[0].name, DEFAULT_NAME);
    assert_eq!(shown_name(&named[0].name), "You");
    assert_eq!(named[1].name, "Player 2");
}
