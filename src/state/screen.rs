//! The screen: the one dialog open over the table, the panels beside the dice, the live
//! region's words, the notice, the bots' pace and the first-visit guide. Nothing here knows the
//! rules of the game.

use yahtzee_engine::{Action, Dice, Session};
use yahtzee_protocol::Choice;

/// How fast bots play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BotSpeed {
    /// A pace a person can follow.
    Normal,
    /// Quick.
    Fast,
}

/// How long thrown dice tumble before they land, in milliseconds: the `--roll-ms` of
/// styles/later.css (half of it for a bot at the faster pace, `.tray.quick`). A bot's next step
/// and the live region's words wait for the landing.
pub const TUMBLE_MS: u32 = 480;

impl BotSpeed {
    /// How long a bot's thrown dice tumble at this pace.
    pub fn tumble_ms(self) -> u32 {
        match self {
            BotSpeed::Normal => TUMBLE_MS,
            BotSpeed::Fast => TUMBLE_MS / 2,
        }
    }

    /// Pause before a bot's step, in milliseconds: a roll or a score gets time to be seen, a
    /// hold (or a wild face) only enough to see it happen one die after the other. The pause
    /// starts when the dice of the bot's last roll have landed (`tumble_ms`). At the normal pace
    /// the longest turn from its first roll's landing (two more rolls, ten holds, a score)
    /// takes 2 × (200 + 480) + 10 × 60 + 250 = 2,210 ms, a common one about 2 s (people found
    /// about 5 s a turn too slow).
    pub fn delay_ms(self, step: Action) -> u32 {
        let hold = matches!(step, Action::Toggle(_) | Action::SetWild(_));
        match (self, hold, step) {
            (BotSpeed::Normal, true, _) => 60,
            (BotSpeed::Fast, true, _) => 30,
            (BotSpeed::Normal, false, Action::Score(_)) => 250,
            (BotSpeed::Fast, false, Action::Score(_)) => 120,
            (BotSpeed::Normal, false, _) => 200,
            (BotSpeed::Fast, false, _) => 100,
        }
    }
}

/// A move the coach stopped, waiting for the player's answer.
#[derive(Clone, Debug, PartialEq)]
pub struct Warning {
    /// What the player asked for.
    pub intended: Choice,
    /// Points it gives away, or with `by_chance` the percentage points of the chance to win.
    pub loss: f64,
    /// Judged by the chance to win.
    pub by_chance: bool,
    /// The best move.
    pub best: Choice,
    /// With real dice, the keep is judged when the dice rolled after it are entered: these are
    /// those dice, entered if the player goes on.
    pub entry: Option<Dice>,
}

/// A session that would replace the one on the table, waiting for the player's word.
#[derive(Clone, Debug, PartialEq)]
pub struct Replacement {
    /// The session offered (a linked game, a high score's replay).
    pub session: Box<Session>,
    /// Why it is offered, e.g. "This link opens Classic game #5."
    pub why: String,
    /// The table travels between devices: this device's part in it.
    pub travel: Option<crate::travel::Travel>,
}

/// The one dialog open over the table. One value, so two dialogs can never be open at once.
#[derive(Clone, Debug, PartialEq)]
pub enum Dialog {
    /// Shortcuts and rules.
    Help,
    /// "Score 0 in this box?"
    ConfirmZero(usize),
    /// Coach settings and past games.
    Coach,
    /// The coach objects to a move.
    Warning(Warning),
    /// The game under review (the coach's `review`).
    Review,
    /// New table.
    Setup,
    /// Records and statistics.
    Records,
    /// Replace the game in progress with another one?
    Replace(Replacement),
    /// The tables on several phones this phone keeps.
    YourGames,
    /// "Who are you?" at a table on several phones (drawn while the table asks it, never kept in
    /// the screen: the table's answer is the table's).
    WhoAreYou,
    /// What the other phones played since this one last looked (drawn while the table has it
    /// to tell, never kept in the screen).
    CatchUp,
    /// Practice: "What would you do?" at positions from the player's reviewed games.
    Practice,
}

/// The dialogs a button or key can open by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opens {
    /// Help.
    Help,
    /// Coach settings.
    Coach,
    /// New table.
    Setup,
    /// Records.
    Records,
    /// Your games (tables on several phones).
    YourGames,
    /// Practice.
    Practice,
}

impl From<Opens> for Dialog {
    fn from(which: Opens) -> Dialog {
        match which {
            Opens::Help => Dialog::Help,
            Opens::Coach => Dialog::Coach,
            Opens::Setup => Dialog::Setup,
            Opens::Records => Dialog::Records,
            Opens::YourGames => Dialog::YourGames,
            Opens::Practice => Dialog::Practice,
        }
    }
}

/// What the screen shows besides the table.
#[derive(Clone, Debug, PartialEq)]
pub struct Screen {
    /// The dialog open over the table, if any.
    pub dialog: Option<Dialog>,
    /// The coach's hint panel is open (key H).
    pub hint_open: bool,
    /// The hint has been open this visit: the coach works ahead for it (the ranking of every
    /// position, and why the best box), so that it shows them as it opens.
    pub hint_seen: bool,
    /// The panel of the chances to win is open.
    pub odds_open: bool,
    /// The last message for screen readers, with a counter so that the same words are
    /// announced again when asked for again.
    pub announcement: (u32, String),
    /// A notice shown above the game (storage trouble, a restored or reset game).
    pub notice: Option<String>,
    /// How fast bots play.
    pub bot_speed: BotSpeed,
    /// Bots finish the turn with this (player, round) without pauses ("skip to the end of
    /// the turn").
    pub rush: Option<(usize, usize)>,
    /// The first-visit guide (roll, hold, score) is shown: until the first box is scored or
    /// the player skips it.
    pub guide: bool,
    /// The words' version: a new language draws the whole page anew (`i18n::switch_to`).
    pub words: u32,
}

/// What changes the screen.
#[derive(Clone, Debug, PartialEq)]
pub enum ScreenAction {
    /// Open this dialog, closing any other.
    Open(Dialog),
    /// Close the dialog.
    Close,
    /// Open the help, or close it if it is open; another dialog stays (a "?" typed there is
    /// text, not a shortcut).
    ToggleHelp,
    /// Show or hide the hint.
    ToggleHint,
    /// Hide the hint (a move was made).
    CloseHint,
    /// Open or close the chances to win.
    ToggleOdds,
    /// Say this in the live region.
    Say(String),
    /// Show a notice.
    Notice(String),
    /// Add to the notice shown, or show it if there is none.
    AddNotice(String),
    /// Hide the notice.
    DismissNotice,
    /// Bots play at this speed.
    SetBotSpeed(BotSpeed),
    /// Bots finish the turn (player, round) without pauses.
    Rush((usize, usize)),
    /// A new table: no rush left over.
    EndRush,
    /// Close the first-visit guide for good.
    EndGuide,
    /// The page speaks another language now: everything is drawn again in it.
    NewWords,
}

impl Screen {
    /// A screen with no dialog, saying nothing yet.
    pub fn new(notice: Option<String>) -> Screen {
        Screen {
            dialog: None,
            hint_open: false,
            hint_seen: false,
            odds_open: false,
            announcement: (0, String::new()),
            notice,
            bot_speed: BotSpeed::Normal,
            rush: None,
            guide: false,
            words: 0,
        }
    }

    /// A dialog is open, so the game behind it does not take moves.
    pub fn modal(&self) -> bool {
        self.dialog.is_some()
    }

    /// The screen after `action`.
    pub fn reduce(&self, action: ScreenAction) -> Screen {
        let mut s = self.clone();
        match action {
            ScreenAction::Open(d) => s.dialog = Some(d),
            ScreenAction::Close => s.dialog = None,
            ScreenAction::ToggleHelp => {
                s.dialog = match s.dialog {
                    Some(Dialog::Help) => None,
                    None => Some(Dialog::Help),
                    other => other,
                }
            }
            ScreenAction::ToggleHint => {
                s.hint_open = !s.hint_open;
                s.hint_seen |= s.hint_open;
            }
            ScreenAction::CloseHint => s.hint_open = false,
            ScreenAction::ToggleOdds => s.odds_open = !s.odds_open,
            ScreenAction::Say(text) => s.announcement = (s.announcement.0.wrapping_add(1), text),
            ScreenAction::Notice(text) => s.notice = Some(text),
            ScreenAction::AddNotice(text) => {
                s.notice = Some(match s.notice.take() {
                    Some(shown) => format!("{shown} {text}"),
                    None => text,
                })
            }
            ScreenAction::DismissNotice => s.notice = None,
            ScreenAction::SetBotSpeed(speed) => s.bot_speed = speed,
            ScreenAction::Rush(marker) => s.rush = Some(marker),
            ScreenAction::EndRush => s.rush = None,
            ScreenAction::EndGuide => s.guide = false,
            ScreenAction::NewWords => s.words = s.words.wrapping_add(1),
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_dialog_at_a_time_and_help_toggles_only_over_the_table() {
        let s = Screen::new(None).reduce(ScreenAction::Open(Dialog::Coach));
        let s = s.reduce(ScreenAction::Open(Dialog::Records));
        assert_eq!(s.dialog, Some(Dialog::Records));
        assert_eq!(
            s.reduce(ScreenAction::ToggleHelp).dialog,
            Some(Dialog::Records)
        );
        let s = s
            .reduce(ScreenAction::Close)
            .reduce(ScreenAction::ToggleHelp);
        assert_eq!(s.dialog, Some(Dialog::Help));
        assert!(s.modal());
        assert_eq!(s.reduce(ScreenAction::ToggleHelp).dialog, None);
    }

    #[test]
    fn the_same_words_said_twice_are_announced_twice() {
        let s = Screen::new(None)
            .reduce(ScreenAction::Say("Rolled.".into()))
            .reduce(ScreenAction::Say("Rolled.".into()));
        assert_eq!(s.announcement, (2, "Rolled.".to_string()));
    }

    #[test]
    fn a_later_notice_is_added_to_the_one_shown() {
        let s = Screen::new(None).reduce(ScreenAction::AddNotice("Checked.".into()));
        assert_eq!(s.notice.as_deref(), Some("Checked."));
        let s = s
            .reduce(ScreenAction::Notice("The game could not be read.".into()))
            .reduce(ScreenAction::AddNotice("Records start afresh.".into()));
        assert_eq!(
            s.notice.as_deref(),
            Some("The game could not be read. Records start afresh.")
        );
        assert_eq!(s.reduce(ScreenAction::DismissNotice).notice, None);
    }

    #[test]
    fn a_hint_once_open_is_remembered_for_the_visit() {
        let s = Screen::new(None);
        assert!(!s.hint_seen);
        let open = s.reduce(ScreenAction::ToggleHint);
        assert!(open.hint_open && open.hint_seen);
        let closed = open.reduce(ScreenAction::ToggleHint);
        assert!(!closed.hint_open && closed.hint_seen);
        let closed = open.reduce(ScreenAction::CloseHint);
        assert!(!closed.hint_open && closed.hint_seen);
    }
}
