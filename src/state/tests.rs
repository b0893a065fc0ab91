//! The app state's routing between its parts, played through `AppAction`s.

use super::*;
use crate::coach::SolverStatus;
use crate::words::{dice_text, sheet_text};
use yahtzee_engine::{Counts, Scripted};
use yahtzee_engine::{DiceMode, RuleSet, SeatKind};
use yahtzee_protocol::Choice;

/// Asserts that what the live region last said passes `test` with `words`.
fn assert_said(s: &AppState, test: fn(&str, &str) -> bool, words: &str) {
    let said = &s.screen.announcement.1;
    assert!(test(said, words), "{said:?} and {words:?}");
}

/// Each choice with its value, as the solver ranks them.
pub(super) fn ranked(options: &[(Choice, f64)]) -> Vec<Ranked> {
    options
        .iter()
        .map(|&(choice, value)| Ranked { choice, value })
        .collect()
}

/// The coach's ranking for `key`: each choice with its value.
pub(super) fn advice(key: Moment, options: &[(Choice, f64)]) -> AppAction {
    AppAction::Solver(Response::Advice {
        key,
        options: ranked(options),
        micros: 1.0,
        aims: Vec::new(),
    })
}

/// Warnings on, for a move that gives away more than a point.
fn warn_at_one() -> AppAction {
    AppAction::SetCoach(CoachSettings {
        warn: true,
        threshold: 1.0,
        by_chance: false,
    })
}

/// Game 1 with these dice rolled.
fn rolled(dice: [u8; 5]) -> Game {
    Game::solo(1).roll_with(&mut Scripted::new(dice)).unwrap()
}

fn state(game: Game) -> Rc<AppState> {
    Rc::new(AppState::new(Session::solo(game), None))
}

#[test]
fn scoring_zero_with_points_elsewhere_asks_first() {
    let g = rolled([2, 2, 3, 3, 3]);
    let s = state(g).reduce(AppAction::ChooseBox(0));
    assert_eq!(s.screen.dialog, Some(Dialog::ConfirmZero(0)));
    assert_eq!(s.game().sheet().boxes[0], None);
    let s = s.reduce(AppAction::ConfirmZero);
    assert_eq!(s.game().sheet().boxes[0], Some(0));
    assert_eq!(s.screen.dialog, None);
}

#[test]
fn a_table_with_other_rules_waits_for_its_own_coach_table() {
    let ready = |s: &AppState| matches!(s.coach.solver, SolverStatus::Ready { .. });
    let mut s = (*state(Game::solo(1))).clone();
    s.coach.solver = SolverStatus::Ready {
        start_value: 254.59,
        millis: 300.0,
        source: yahtzee_protocol::TableSource::Downloaded,
    };
    let s = Rc::new(s);
    let free = RuleSet {
        options: yahtzee_engine::Options {
            joker: yahtzee_engine::JokerMode::FreeChoice,
            ..Default::default()
        },
        ..RuleSet::default()
    };
    let offer = |rules: RuleSet| {
        AppAction::Offer(Replacement {
            session: Box::new(Session::solo(Game::new(rules, 1, 9).unwrap())),
            why: String::new(),
            travel: None,
        })
    };
    // The same rules keep the coach's table; other rules wait for theirs.
    assert!(ready(&s.clone().reduce(offer(RuleSet::default()))));
    let other = s.reduce(offer(free));
    assert_eq!(other.coach.solver, SolverStatus::Starting);
    assert_eq!(other.coach.advice, None);
}

#[test]
fn a_zero_the_coach_ranks_best_is_scored_without_asking() {
    // 1 2 4 4 6: a zero in Yahtzee, while Chance would score 17.
    let g = rolled([1, 2, 4, 4, 6]);
    let s = state(g);
    let key = Moment::of(s.game());
    let ranking = |best: usize, other: usize| {
        advice(
            key,
            &[(Choice::Score(best), 200.0), (Choice::Score(other), 190.0)],
        )
    };
    let agreed = s
        .clone()
        .reduce(ranking(11, 12))
        .reduce(AppAction::ChooseBox(11));
    assert_eq!(agreed.screen.dialog, None);
    assert_eq!(agreed.game().sheets()[0].boxes[11], Some(0));
    // The same zero when the coach would rather score points elsewhere is asked about.
    let asked = s
        .clone()
        .reduce(ranking(12, 11))
        .reduce(AppAction::ChooseBox(11));
    assert_eq!(asked.screen.dialog, Some(Dialog::ConfirmZero(11)));
    // And before the coach has answered.
    assert_eq!(
        s.reduce(AppAction::ChooseBox(11)).screen.dialog,
        Some(Dialog::ConfirmZero(11))
    );
}

#[test]
fn scoring_points_needs_no_confirmation() {
    let g = rolled([2, 2, 3, 3, 3]);
    let s = state(g).reduce(AppAction::ChooseBox(8));
    assert_eq!(s.game().sheet().boxes[8], Some(25));
    assert!(s
        .screen
        .announcement
        .1
        .starts_with("Scored 25 in Full House"));
}

#[test]
fn refused_moves_are_announced() {
    let s = state(Game::solo(1)).reduce(AppAction::Play(Action::Hold(0)));
    assert_eq!(s.screen.announcement.1, "Roll the dice first (press R).");
}

#[test]
fn dice_and_sheet_are_put_into_words() {
    let g = rolled([6, 6, 3, 2, 1]).apply(Action::Hold(0)).unwrap();
    assert_eq!(
        dice_text(&g),
        "Roll 1 of 3: 6, 6, 3, 2, 1. Held: die 1. 2 rolls left."
    );
    let text = sheet_text(&g);
    assert!(text.contains("Sixes 12"), "{text}");
    assert!(text.contains("Small Straight 0"), "{text}");
    assert!(text.contains("63 more for a bonus of 35"), "{text}");
}

#[test]
fn new_words_say_the_dice_again_in_them() {
    let g = rolled([6, 6, 3, 2, 1]).apply(Action::Hold(0)).unwrap();
    let s = state(g.clone()).reduce(AppAction::Play(Action::Hold(1)));
    let before = s.screen.announcement.0;
    let s = s.reduce(AppAction::NewWords);
    // Said anew (the counter moves, so the live region speaks), the whole state of the dice.
    assert_eq!(s.screen.announcement.0, before.wrapping_add(1));
    assert_eq!(s.screen.announcement.1, dice_text(s.game()));
}

pub(super) fn table(kinds: &[SeatKind]) -> Rc<AppState> {
    let seats = kinds
        .iter()
        .enumerate()
        .map(|(i, &kind)| yahtzee_engine::Seat {
            name: ["Ann", "Ben", "Robo"][i].into(),
            kind,
        })
        .collect();
    let session = Session::new(RuleSet::default(), seats, 1, 9).unwrap();
    Rc::new(AppState::new(session, None))
}

pub(super) fn scripted(s: Rc<AppState>, dice: [u8; 5]) -> Rc<AppState> {
    let session = s.table.session.roll_with(&mut Scripted::new(dice)).unwrap();
    s.with(|st| st.table.session = Rc::new(session))
}

pub(super) const BOT: SeatKind = SeatKind::Bot(BotLevel::Expert);
/// How bots play, as the later parts give it to the page.
pub(super) const PLAYS: SolverPlay = SolverPlay::SOLVER;

#[test]
fn undo_names_whose_score_it_takes_back_and_returns_the_turn() {
    let s = scripted(table(&[SeatKind::Human, SeatKind::Human]), [1, 2, 3, 4, 6]);
    let s = s.reduce(AppAction::ChooseBox(12));
    assert_eq!(s.game().current_player(), 1);
    let scored = s.table.session.undoable().unwrap();
    assert_eq!(
        format!("Undo {}", words::undo_target(&s.table.session, &scored)),
        "Undo Ann's 16 in Chance"
    );
    let s = s.reduce(AppAction::Play(Action::Undo));
    assert_eq!(s.game().current_player(), 0);
    assert_said(&s, |a, b| a.starts_with(b), "Took back Ann's 16 in Chance.");
    assert_said(&s, |a, b| a.contains(b), "Ann's turn again");
}

#[test]
fn a_person_cannot_undo_during_a_bots_turn_nor_a_bots_score() {
    let s = scripted(table(&[SeatKind::Human, BOT]), [1, 2, 3, 4, 6]);
    let s = s.reduce(AppAction::ChooseBox(12));
    assert_eq!(s.bot_to_move(), Some(BotLevel::Expert));
    let after = s.clone().reduce(AppAction::Play(Action::Undo));
    assert_eq!(
        after.table.session, s.table.session,
        "U during the bot's turn changes nothing"
    );
    // A bot's name says its level wherever it is said.
    assert_eq!(after.screen.announcement.1, "It is Ben (Expert)'s turn.");
    // The bot scores; back at Ann's turn, its score is not hers to take back.
    let s = scripted(s, [2, 2, 3, 3, 3]);
    let session = s.table.session.apply(Action::Score(8)).unwrap();
    let s = s.with(|st| st.table.session = Rc::new(session));
    assert_eq!(s.table.session.undoable(), None);
    let after = s.clone().reduce(AppAction::Play(Action::Undo));
    assert_eq!(after.table.session, s.table.session);
    assert_eq!(
        after.screen.announcement.1,
        "A bot's score cannot be taken back."
    );
}

#[test]
fn a_bot_rolls_then_waits_for_advice_then_follows_it() {
    let s = table(&[BOT, SeatKind::Human]);
    let s = s.reduce(AppAction::BotStep(PLAYS));
    assert_eq!(s.game().turn().rolls, 1, "a bot starts its turn by rolling");
    let waiting = s.clone().reduce(AppAction::BotStep(PLAYS));
    assert_eq!(
        waiting.table.session, s.table.session,
        "no advice yet: the bot waits"
    );
    let key = Moment::of(s.game());
    let s = s.reduce(advice(key, &[(Choice::Score(12), 200.0)]));
    let s = s.reduce(AppAction::BotStep(PLAYS));
    assert!(
        s.game().sheets()[0].boxes[12].is_some(),
        "the bot scored Chance"
    );
    assert_eq!(s.game().current_player(), 1);
    // People cannot move for a bot; a dialog pauses it.
    let bot_turn = table(&[BOT]).reduce(AppAction::Open(Opens::Help));
    let paused = bot_turn.clone().reduce(AppAction::BotStep(PLAYS));
    assert_eq!(paused.table.session, bot_turn.table.session);
}

#[test]
fn the_coach_warns_before_a_costly_box_and_can_play_the_better_one() {
    let s = scripted(state(Game::solo(1)), [2, 2, 3, 3, 3]);
    let s = s.reduce(warn_at_one());
    let key = Moment::of(s.game());
    let s = s.reduce(advice(
        key,
        &[(Choice::Score(8), 230.0), (Choice::Score(12), 220.0)],
    ));
    let s = s.reduce(AppAction::ChooseBox(12));
    assert!(matches!(&s.screen.dialog, Some(Dialog::Warning(w)) if w.loss == 10.0));
    assert_eq!(s.game().sheet().boxes[12], None);
    let s = s.reduce(AppAction::CoachTakeBest(PLAYS));
    assert_eq!(s.screen.dialog, None);
    assert_eq!(s.game().sheet().boxes[8], Some(25));
}

#[test]
fn one_dialog_at_a_time_and_escape_closes_it() {
    let s = state(Game::solo(1)).reduce(AppAction::Open(Opens::Coach));
    let s = s.reduce(AppAction::Open(Opens::Records));
    assert_eq!(
        s.screen.dialog,
        Some(Dialog::Records),
        "opening one closes the other"
    );
    // "?" typed while another dialog is open does not swap it for the help.
    let s = s.reduce(AppAction::ToggleHelp);
    assert_eq!(s.screen.dialog, Some(Dialog::Records));
    let s = s
        .reduce(AppAction::CloseDialog)
        .reduce(AppAction::ToggleHelp);
    assert_eq!(s.screen.dialog, Some(Dialog::Help));
    // Keys for the table do nothing behind a dialog.
    let after = s.clone().reduce(AppAction::Play(Action::Roll));
    assert_eq!(after.table.session, s.table.session);
    assert_eq!(s.reduce(AppAction::ToggleHelp).screen.dialog, None);
}

#[test]
fn a_link_asks_before_replacing_a_game_in_progress_and_keeps_it_aside() {
    let s = scripted(state(Game::solo(1)), [1, 2, 3, 4, 6]);
    let offer = Replacement {
        session: Box::new(Session::solo(Game::solo(5))),
        why: "This link opens Classic Yahtzee game #5.".into(),
        travel: None,
    };
    let asked = s.clone().reduce(AppAction::Offer(offer.clone()));
    assert!(matches!(asked.screen.dialog, Some(Dialog::Replace(_))));
    assert_eq!(asked.table.session, s.table.session);
    let kept = asked.clone().reduce(AppAction::CloseDialog);
    assert_eq!(kept.table.session, s.table.session);
    let played = asked.reduce(AppAction::ConfirmReplace);
    assert_eq!(played.table.session.seed(), 5);
    // The dialog's confirmation keeps the old session aside in storage before it asks for
    // this (components/dialogs.rs); table-rules.test.js plays it back from its link.
    // Nothing in progress: no question.
    let fresh = state(Game::solo(2)).reduce(AppAction::Offer(offer));
    assert_eq!(fresh.table.session.seed(), 5);
    assert_eq!(fresh.screen.dialog, None);
}

fn real_dice_table(n: usize) -> Rc<AppState> {
    let seats = (0..n)
        .map(|i| yahtzee_engine::Seat {
            name: format!("P{}", i + 1),
            kind: SeatKind::Human,
        })
        .collect();
    let session = Session::with_dice(RuleSet::default(), seats, 1, 9, DiceMode::Entered).unwrap();
    Rc::new(AppState::new(session, None))
}

#[test]
fn typed_dice_are_entered_and_bad_ones_refused_with_a_message() {
    let s = real_dice_table(5);
    for (text, said) in [
        (
            "3 3 5 1",
            "That is 4 dice, not 5: type 5 faces, like 3 3 5 1 6.",
        ),
        (
            "335166",
            "That is 6 dice, not 5: type 5 faces, like 3 3 5 1 6.",
        ),
        (
            "3 3 x 1 6",
            "\"x\" is not a face: type 5 faces, like 3 3 5 1 6.",
        ),
        (
            "3 3 8 1 6",
            "Die 3 cannot show 8: these dice have faces 1 to 6.",
        ),
    ] {
        let after = s.clone().reduce(AppAction::EnterText(text.into()));
        assert_eq!(
            after.table.session, s.table.session,
            "{text}: the turn is unchanged"
        );
        assert_eq!(after.screen.announcement.1, said);
        assert_eq!(after.table.entry_error.as_deref(), Some(said));
    }
    let s = s.reduce(AppAction::EnterText("33516".into()));
    assert_eq!(s.game().turn().dice, [3, 3, 5, 1, 6]);
    assert_eq!(s.table.entry_error, None);
    assert!(s
        .screen
        .announcement
        .1
        .starts_with("P1: Roll 1 of 3: 3, 3, 5, 1, 6."));
    let s = s.reduce(AppAction::Play(Action::Roll));
    assert_eq!(
        s.screen.announcement.1,
        "This table rolls real dice: press R and type the faces rolled."
    );
    let s = s.reduce(AppAction::Play(Action::Correct { die: 4, face: 3 }));
    assert!(s
        .screen
        .announcement
        .1
        .starts_with("P1: Die 5 corrected to 3."));
    let s = s.reduce(AppAction::ChooseBox(2));
    assert_eq!(s.game().current_player(), 1);
    assert_said(
        &s,
        |a, b| a.ends_with(b),
        "P2's turn: roll, then press R and type the dice.",
    );
}

#[test]
fn the_coach_judges_a_keep_when_the_dice_after_it_are_entered() {
    let s = real_dice_table(1)
        .reduce(AppAction::EnterText("2 2 3 3 4".into()))
        .reduce(warn_at_one());
    let key = Moment::of(s.game());
    let s = s.reduce(advice(
        key,
        &[
            (Choice::Keep(Counts::of(&[2, 2, 3, 3])), 230.0),
            (Choice::Keep(Counts::of(&[])), 220.0),
        ],
    ));
    // Nothing held: rerolling all five gives away 10 points.
    let s = s.reduce(AppAction::EnterText("1 1 1 5 6".into()));
    assert!(
        matches!(&s.screen.dialog, Some(Dialog::Warning(w)) if w.entry == Some([1, 1, 1, 5, 6].into()))
    );
    assert_eq!(s.game().turn().rolls, 1);
    let mine = s.clone().reduce(AppAction::CoachProceed);
    assert_eq!(mine.game().turn().dice, [1, 1, 1, 5, 6]);
    assert_eq!(mine.game().turn().rolls, 2);
    // The better keep holds the dice and waits for the real roll.
    let best = s.reduce(AppAction::CoachTakeBest(PLAYS));
    assert_eq!(best.game().turn().rolls, 1);
    assert_eq!(best.game().turn().held, [true, true, true, true, false]);
    assert_said(&best, |a, b| a.starts_with(b), "Keep");
}

#[test]
fn the_coach_judges_the_value_given_to_a_wild_die() {
    let rules = RuleSet {
        variant: yahtzee_engine::VariantId::Lucky7,
        ..Default::default()
    };
    let game = Game::new(rules, 1, 3)
        .unwrap()
        .roll_with(&mut Scripted::new([7, 3, 3, 3, 5]))
        .unwrap();
    let four = rules
        .rules()
        .boxes()
        .iter()
        .position(|b| b.name.english() == "Four of a Kind")
        .unwrap();
    let s = Rc::new(AppState::new(Session::solo(game), None)).reduce(warn_at_one());
    let key = Moment::of(s.game());
    let wild = |wild, value| Ranked {
        choice: Choice::ScoreWild {
            box_index: four,
            wild,
        },
        value,
    };
    let options = [wild(3, 250.0), wild(7, 240.0)].map(|r| (r.choice, r.value));
    let s = s.reduce(advice(key, &options));
    // Left at its 7, the die makes no four of a kind: the coach objects.
    let warned = s.clone().reduce(AppAction::ChooseBox(four));
    assert!(matches!(&warned.screen.dialog, Some(Dialog::Warning(w)) if w.loss == 10.0));
    // Counted as a 3, it is the best move: scored at once.
    let s = s
        .reduce(AppAction::Play(Action::SetWild(3)))
        .reduce(AppAction::ChooseBox(four));
    assert_eq!(s.screen.dialog, None);
    assert_eq!(s.game().sheet().boxes[four], Some(17));
}

#[test]
fn dice_in_the_air_note_their_tumble_once_and_only_until_they_land() {
    let s = state(Game::solo(3));
    let s = s.reduce(AppAction::Tumbling);
    assert!(!s.table.tumbling, "no dice are in the air before a roll");
    let s = s.reduce(AppAction::Play(Action::Roll));
    assert!(s.table.landing && !s.table.tumbling);
    let s = s.reduce(AppAction::Tumbling);
    assert!(
        s.table.tumbling,
        "the clock that lands them counts from here"
    );
    let again = s.clone().reduce(AppAction::Tumbling);
    assert!(
        Rc::ptr_eq(&s, &again),
        "every die's tumble after the first draws nothing"
    );
    let s = s.reduce(AppAction::Play(Action::Roll));
    assert!(
        s.table.landing && !s.table.tumbling,
        "a roll in the air throws again"
    );
    let s = s.reduce(AppAction::Landed).reduce(AppAction::Tumbling);
    assert!(
        !s.table.landing && !s.table.tumbling,
        "landed dice lie still"
    );
}
