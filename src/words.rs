//! The page's words: what the live region says and the sentences built from the game, out of the
//! messages of `locales/en/table-*.ftl` (`crate::msg`). Kept in one module so that the reducer
//! and the components share them. Where English would build grammar (a possessive, a plural, a
//! list, a capital), a whole message does it, so that each language words it its own way.

pub mod coach;
pub mod end;
pub mod entry;
pub mod guide;
pub mod names;
pub mod players;
pub mod records;
pub mod replace;
pub mod review;
pub mod rules;
pub mod said;
pub mod stored;
pub mod travel;
pub mod tray;

pub use entry::{
    entry_error_text, entry_field_label, entry_instructions, entry_placeholder, hold_hint,
};
pub use guide::{guide_heading, guide_skip, guide_text};
pub use names::{box_name, box_named, game_name, game_number, game_title, joker_label};
pub use players::{current_name, seat_name, seat_names};
pub use said::{bonus_needed_text, dice_text, faces_text, sheet_text};

use yahtzee_engine::{
    Action, Colour, DiceMode, Game, JokerRestriction, MoveError, Scored, SeatKind, Session,
    SessionError,
};

use crate::coach::SolverStatus;
use crate::msg;

/// The name the page gives the first player of a solo game, stored as it is in every language:
/// the sentences about that player are messages of their own ("Your turn", not "You's turn").
pub const DEFAULT_NAME: &str = "You";

/// A player's name as shown: the page's own name for a person playing alone ("You", "Du")
/// in the language spoken, any other as it was typed.
pub fn shown_name(name: &str) -> String {
    if name == DEFAULT_NAME {
        msg::name_you()
    } else {
        name.to_string()
    }
}

/// "Zoe's turn" or "Your turn".
pub fn whose_turn(name: &str) -> String {
    msg::turn_whose(name)
}

/// Items joined as a list: "6, 6, 3".
pub fn list(items: &[String]) -> String {
    items.join(&msg::list_join())
}

/// The score Undo would take back, in words: "Ann's 22 in Chance", or "22 in Chance" alone.
/// The button says "Undo" before it, the live region "Took back".
pub fn undo_target(session: &Session, s: &Scored) -> String {
    let rules = session.game().rules();
    let name = &seat_name(session.seats(), s.player);
    let points = s.points + s.bonus;
    let what = box_name(&rules, s.box_index);
    if session.seats().len() > 1 {
        msg::undo_target_player(name, points, &what)
    } else {
        msg::undo_target(points, &what)
    }
}

/// The bonus row of the lower section, named after the game's own five-of-a-kind box
/// ("Yahtzee Bonus", "Kismet Bonus").
pub fn extra_bonus_name(game: &Game) -> String {
    let rules = game.rules();
    match rules.def.yahtzee_box {
        Some(b) => msg::sheet_extra_bonus(&box_name(&rules, b)),
        None => msg::sheet_bonus(),
    }
}

/// Why the scoresheet does not allow a box, after "not allowed:" and as its tooltip. The sheet
/// meets three reasons (the Joker rule's two and a table's order); any other is its sentence.
pub fn error_text(game: &Game, e: MoveError) -> String {
    let name = |i: usize| box_name(&game.rules(), i);
    match e {
        MoveError::JokerForbids { restriction, .. } => match restriction {
            JokerRestriction::MatchingUpper { box_index } => {
                msg::sheet_why_joker_upper(&name(box_index))
            }
            JokerRestriction::LowerFirst => msg::sheet_why_joker_lower(),
        },
        MoveError::OutOfOrder { next, .. } => msg::sheet_why_out_of_order(&name(next)),
        other => refusal(game, other),
    }
}

/// The reason an action was refused, as a sentence of the page.
pub fn refusal(game: &Game, e: MoveError) -> String {
    let name = |i: usize| box_name(&game.rules(), i);
    match e {
        MoveError::GameOver => msg::refused_game_over(),
        MoveError::NoRollsLeft => msg::refused_no_rolls_left(),
        MoveError::AllDiceHeld => msg::refused_all_dice_held(),
        MoveError::NotRolled if game.dice_mode() == DiceMode::Entered => msg::refused_not_entered(),
        MoveError::NotRolled => msg::refused_not_rolled(),
        MoveError::NoSuchDie(i) => msg::refused_no_such_die(i + 1),
        MoveError::NoSuchBox(i) => msg::refused_no_such_box(i + 1),
        MoveError::BoxFilled(i) => msg::refused_box_filled(&name(i)),
        MoveError::JokerForbids { restriction, .. } => match restriction {
            JokerRestriction::MatchingUpper { box_index } => {
                msg::refused_joker_upper(&name(box_index))
            }
            JokerRestriction::LowerFirst => msg::refused_joker_lower(),
        },
        MoveError::OutOfOrder { next, .. } => msg::refused_out_of_order(&name(next)),
        MoveError::NothingToUndo => msg::refused_nothing_to_undo(),
        MoveError::PlayerCount(n) => msg::refused_player_count(n),
        MoveError::Seed(n) => msg::refused_seed(
            &n.to_string(),
            &(yahtzee_engine::MAX_SEED - u64::from(yahtzee_engine::MAX_GAMES - 1)).to_string(),
        ),
        MoveError::BotScore => msg::refused_bot_score(),
        MoveError::BotsTurn => msg::refused_bots_turn(),
        MoveError::NotWild => msg::refused_not_wild(),
        MoveError::NoSuchFace(face) => msg::refused_no_such_face(face),
        MoveError::FaceOutOfRange { die, face } => {
            msg::refused_face_out_of_range(die + 1, face, game.rules().def.faces)
        }
        MoveError::HeldDieChanged(i) => msg::refused_held_die_changed(i + 1, game.turn().dice[i]),
        MoveError::DiceAreRolled => msg::refused_dice_are_rolled(),
        MoveError::DiceAreEntered => msg::refused_dice_are_entered(),
    }
}

/// Why a session was refused (a next game, a rematch, a new table), as a sentence of the page.
pub fn session_refusal(game: &Game, e: SessionError) -> String {
    match e {
        SessionError::Seats(n) => msg::refused_player_count(n),
        SessionError::BotWithRealDice(i) => msg::refused_bot_with_real_dice(i + 1),
        SessionError::Games(n) => msg::refused_games(n),
        SessionError::EmptyName(i) => msg::refused_empty_name(i + 1),
        SessionError::LongName(i) => msg::refused_long_name(i + 1, yahtzee_engine::MAX_NAME),
        SessionError::GameNotOver => msg::refused_game_not_over(),
        SessionError::SessionOver => msg::refused_session_over(),
        SessionError::Move(e) => refusal(game, e),
    }
}

/// What the next entry is: "Enter roll 2 of 3".
pub fn entry_title(game: &Game) -> String {
    msg::entry_title(game.turn().rolls + 1, game.rolls_in_turn())
}

/// How a player starts a turn at this table, after a colon: "press R to roll", or with real
/// dice "roll, then press R and type the dice".
pub fn start_turn(game: &Game) -> String {
    match game.dice_mode() {
        DiceMode::Rolled | DiceMode::Daily | DiceMode::Practice => msg::turn_start_rolled(),
        DiceMode::Entered => msg::turn_start_entered(),
    }
}

/// What a successful move did, for the live region. With several players, moves are named
/// after the player who made them and the next player is announced.
pub fn describe_move(next: &Session, action: Action) -> String {
    let game = next.game();
    let several = next.seats().len() > 1;
    let names = seat_names(next.seats());
    let name = |p: usize| names[p].clone();
    let by = |said: String| {
        if several {
            msg::said_by(&shown_name(&name(game.current_player())), &said)
        } else {
            said
        }
    };
    match action {
        Action::Roll | Action::Enter(_) => by(dice_text(game)),
        Action::Correct { die, face } => {
            by(msg::said_die_corrected(die + 1, face, &dice_text(game)))
        }
        Action::Hold(i) | Action::Release(i) | Action::Toggle(i) => {
            let t = game.turn();
            by(if t.held[i] {
                msg::said_die_held(i + 1, t.dice[i])
            } else {
                msg::said_die_free(i + 1, t.dice[i])
            })
        }
        Action::Score(_) => {
            let Some(s) = game.last_scored() else {
                return String::new();
            };
            let rules = game.rules();
            let what = box_name(&rules, s.box_index);
            let total = game.sheets()[s.player].totals(&rules).total;
            let extra = extra_bonus_name(game);
            let who = name(s.player);
            let scored = match (several, s.bonus > 0) {
                (false, false) => msg::said_scored(s.points, &what, total),
                (false, true) => msg::said_scored_bonus(s.points, &what, &extra, s.bonus, total),
                (true, false) => msg::said_player_scored(&who, s.points, &what, total),
                (true, true) => {
                    msg::said_player_scored_bonus(&who, s.points, &what, &extra, s.bonus, total)
                }
            };
            let then = if game.is_over() {
                msg::said_game_over()
            } else if several {
                let whose = whose_turn(&name(game.current_player()));
                match next.current_seat().kind {
                    SeatKind::Human => msg::said_next_player(&whose, &start_turn(game)),
                    SeatKind::Bot(_) => msg::said_next_bot(&whose),
                }
            } else {
                msg::said_next_turn(game.round(), &start_turn(game))
            };
            format!("{scored} {then}")
        }
        Action::SetWild(face) => msg::said_wild(face),
        Action::Undo => {
            if several {
                msg::said_undone_player(&whose_turn(&current_name(next)))
            } else {
                msg::said_undone()
            }
        }
        Action::NewGame { .. } => msg::said_new_game(),
    }
}

/// What the live region says when `session` takes the table: with several games, whose turn
/// it is and how to start; else that a new game began.
pub fn opening(session: &Session) -> String {
    if session.games() > 1 {
        msg::said_new_session(
            session.games(),
            &whose_turn(&current_name(session)),
            &start_turn(session.game()),
        )
    } else {
        msg::said_new_game()
    }
}

/// What the live region says when `session`, its next game just dealt, takes the table.
pub fn next_game(session: &Session) -> String {
    msg::said_next_game(
        session.game_number(),
        session.games(),
        &whose_turn(&current_name(session)),
        &start_turn(session.game()),
    )
}

/// What the live region says when the game on the table stays in place of another: whose turn
/// it is.
pub fn game_kept(session: &Session) -> String {
    msg::said_kept_game(&whose_turn(&current_name(session)))
}

/// A day as the language writes dates: "01.12.2026" in German. The day is read at noon of the
/// player's own time, so that no time zone moves it to another date.
pub fn day_text(day: u64) -> String {
    crate::i18n::date(&format!(
        "{}T12:00",
        yahtzee_engine::daily::format_date(day)
    ))
}

/// The page's footer: "Classic Yahtzee #123 · Forced Joker (official) · Coach ready", the game,
/// the table rules it has, and the coach.
pub fn footer(session: &Session, solver: SolverStatus) -> String {
    let game = session.game();
    let rules = game.rules();
    let name = game_name(rules.def.id);
    let mut parts = vec![match game.dice_mode() {
        DiceMode::Rolled => msg::foot_game(&name, &game_number(game.seed())),
        DiceMode::Entered => msg::foot_real_dice(&name),
        DiceMode::Daily => msg::foot_daily(&name),
        DiceMode::Practice => msg::foot_practice(&name),
    }];
    if session.games() > 1 {
        parts.push(msg::foot_session(session.game_number(), session.games()));
    }
    if rules.def.has_joker {
        parts.push(joker_label(rules.options.joker));
    }
    parts.extend(house_rules(&rules));
    parts.push(coach::status(solver));
    parts.join(" · ")
}

/// The house rules that are on (Yatzy's, Maxi Yatzy's), in words.
pub fn house_rules(rules: &yahtzee_engine::Rules) -> Vec<String> {
    let o = rules.options;
    let mut parts = Vec::new();
    if o.four_of_a_kind_two_pairs {
        parts.push(msg::rules_four_two_pairs());
    }
    if o.forced_order {
        parts.push(msg::rules_in_order());
    }
    if let (true, Some(t)) = (o.other_bonus, rules.def.other_bonus.first()) {
        parts.push(msg::rules_other_bonus(t.bonus, t.threshold));
    }
    if o.no_saved_rolls && rules.def.saves_rolls {
        parts.push(msg::rules_no_saved_rolls());
    }
    parts
}

/// The header's badge: the running total, and in a table of several whose it is, the name
/// marked by [`NAME_MARK`] for the header to draw.
pub fn total_badge(several: bool, total: u16) -> String {
    if several {
        msg::bar_total_player(&NAME_MARK.to_string(), total)
    } else {
        msg::bar_total(total)
    }
}

/// Stands for the player's name in the badge's words: the header draws the name in its own
/// box there, which a long name fills with an ellipsis while the points stay whole.
pub const NAME_MARK: char = '\u{1}';

/// Why the question before a new table comes up: what the new table is.
pub fn new_table_why(session: &Session) -> String {
    let name = game_name(session.rule_set().variant);
    msg::replace_why_new_table(session.seats().len(), session.games(), &name)
}

/// A colour of Tricolor's dice, in words.
pub fn colour_name(c: Colour) -> String {
    match c {
        Colour::White => msg::colour_white(),
        Colour::Red => msg::colour_red(),
        Colour::Green => msg::colour_green(),
    }
}

/// The letter that stands for a colour on the dice and in their key.
pub fn colour_letter(c: Colour) -> String {
    match c {
        Colour::White => msg::colour_letter_white(),
        Colour::Red => msg::colour_letter_red(),
        Colour::Green => msg::colour_letter_green(),
    }
}

/// The end screen's line about the game's dice: how to deal them again, or, for dice rolled at
/// the table and entered by hand, that they have no number and no replay. A link to the game,
/// if any, goes between the two parts of the text: its address and its words ("game #5"), the
/// address never shown.
pub fn game_over_seed_line(session: &Session) -> (String, Option<(String, String)>, String) {
    let game = session.game();
    if game.dice_mode() == DiceMode::Entered {
        return (msg::end_seed_entered(), None, String::new());
    }
    // The number short; the link beside it carries it whole.
    let seed = game_number(game.seed());
    // The address carries the session's seed, which deals its first game; from the second
    // game on, this game's own link is a different one.
    if session.game_number() == 1 && session.games() == 1 {
        return (msg::end_seed_share(&seed), None, String::new());
    }
    let href = crate::platform::game_query(game.seed(), game.rule_set().variant);
    let words = msg::end_seed_link_words(&seed);
    // One sentence for the translator; the page cuts it where the link goes.
    const LINK: &str = "\u{1}";
    let text = msg::end_seed_link(LINK);
    match text.split_once(LINK) {
        Some((before, after)) => (before.to_string(), Some((href, words)), after.to_string()),
        None => (text, None, String::new()),
    }
}
