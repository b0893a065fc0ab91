//! How the app state plays a move across its parts: the coach's objections, the bots' steps,
//! and a move said in the live region.

use std::rc::Rc;

use yahtzee_engine::{parse_roll, Action, BotLevel, DayPlay, DiceMode, Game, Session};

use super::{AppState, Dialog, ScreenAction, SolverPlay, TableAction, Warning};
use crate::coach as advice;
use crate::msg;
use crate::words::{self, describe_move};
use yahtzee_protocol::{Choice, Ranked};

/// Whether `a` is a move a person makes with the dice or the sheet, which waits on a bot's
/// turn.
fn by_a_person(a: Action) -> bool {
    matches!(
        a,
        Action::Roll
            | Action::Hold(_)
            | Action::Release(_)
            | Action::Toggle(_)
            | Action::SetWild(_)
            | Action::Score(_)
            | Action::Undo
    )
}

/// The reducers of the moves asked for (`AppAction::Play` and the like).
impl AppState {
    /// A move asked for: a person's waits on a bot's turn; a roll after a keep, or with real
    /// dice the entry after one, is first judged by the coach; Undo says what it took back.
    pub(super) fn play(self: Rc<Self>, a: Action) -> Rc<AppState> {
        if by_a_person(a) && !self.table.plays_here() {
            let text = words::travel::waiting(&self.table.session, self.table.travel);
            return self.say(text);
        }
        if by_a_person(a) && self.bot_to_move().is_some() {
            return self.bots_turn();
        }
        let turn = self.game().turn();
        match a {
            // A day's first roll waits for the device's claim on the day (`day_claimed`).
            Action::Roll if self.table.unclaimed_day() => self.with(|s| s.table.claiming = true),
            // With real dice the keep is judged when the dice rolled after it are entered,
            // exactly as a roll after a keep is judged in the rolled game.
            Action::Enter(faces) if turn.rolls > 0 && self.game().rolls_left() > 0 => {
                match self.objection(&advice::current_keep(self.game())) {
                    Some(w) => self.warn(Warning {
                        entry: Some(faces),
                        ..w
                    }),
                    None => self.apply(Action::Enter(faces)),
                }
            }
            Action::Roll if turn.rolls > 0 => {
                match self.objection(&advice::current_keep(self.game())) {
                    Some(w) => self.warn(w),
                    None => self.apply(Action::Roll),
                }
            }
            Action::Undo => self.undo(),
            a => self.apply(a),
        }
    }

    /// The device's answer to a day's first roll: the day is this tab's to play for the record
    /// (`ours`), or it was started meanwhile, in another tab: the game becomes practice on the
    /// same dice, said in a notice. The roll is made either way.
    pub(super) fn day_claimed(self: Rc<Self>, ours: bool) -> Rc<AppState> {
        if !self.table.claiming {
            return self;
        }
        let next = self.with(|s| s.table.claiming = false);
        if ours {
            return next.apply(Action::Roll);
        }
        let game = next.game();
        let practice = Game::daily(game.rule_set().variant, game.seed(), DayPlay::Practice);
        match practice {
            Ok(practice) => next
                .start(Session::solo(practice), String::new())
                .screen(ScreenAction::Notice(msg::daily_practice()))
                .apply(Action::Roll),
            Err(_) => next,
        }
    }

    /// People cannot move for a bot: the live region says whose turn it is.
    fn bots_turn(self: Rc<Self>) -> Rc<AppState> {
        let text = msg::said_bots_turn(&words::current_name(&self.table.session));
        self.say(text)
    }

    /// Undo, said with the score it took back.
    fn undo(self: Rc<Self>) -> Rc<AppState> {
        // At a table on several phones a score may already be on its way in a link.
        if self.table.travel.is_some() {
            return self.say(msg::said_travel_no_undo());
        }
        match self.table.session.undoable() {
            Some(scored) => {
                let target = words::undo_target(&self.table.session, &scored);
                let next = self.apply(Action::Undo);
                let said = next.screen.announcement.1.clone();
                next.say(msg::said_took_back(&target, &said))
            }
            None => self.apply(Action::Undo),
        }
    }

    /// Real dice typed by the player: entered when they read as a roll, else refused beside
    /// the entry and in the live region.
    pub(super) fn enter_text(self: Rc<Self>, text: &str) -> Rc<AppState> {
        let held = self.table.held_now();
        let game = self.game();
        match parse_roll(text, game.rules().def.faces, game.turn().dice, held) {
            Ok(faces) => self.play(Action::Enter(faces)),
            Err(e) => {
                let text = words::entry_error_text(e, held);
                self.refuse_entry(text.clone()).say(text)
            }
        }
    }

    /// A box chosen: scored, or first the coach's warning, or "Score 0?" when it would throw
    /// points away that the coach does not approve of throwing.
    pub(super) fn choose_box(self: Rc<Self>, b: usize) -> Rc<AppState> {
        if self.bot_to_move().is_some() {
            return self.bots_turn();
        }
        if let Some(w) = self.objection(&self.score_move(b)) {
            self.warn(w)
        } else if self.table.is_wasteful(b) && !self.coach_agrees(&self.score_move(b)) {
            self.screen(ScreenAction::Open(Dialog::ConfirmZero(b)))
        } else {
            self.apply(Action::Score(b))
        }
    }

    /// The zero asked about is scored.
    pub(super) fn confirm_zero(self: Rc<Self>) -> Rc<AppState> {
        match self.screen.dialog {
            Some(Dialog::ConfirmZero(b)) => {
                self.screen(ScreenAction::Close).apply(Action::Score(b))
            }
            _ => self,
        }
    }

    /// The move the coach warned about is played anyway.
    pub(super) fn coach_proceed(self: Rc<Self>) -> Rc<AppState> {
        match &self.screen.dialog {
            Some(Dialog::Warning(w)) => {
                let w = w.clone();
                self.screen(ScreenAction::Close).play_unchecked(&w)
            }
            _ => self,
        }
    }

    /// The coach's better move is played instead.
    pub(super) fn coach_take_best(self: Rc<Self>, play: SolverPlay) -> Rc<AppState> {
        match &self.screen.dialog {
            Some(Dialog::Warning(w)) => {
                let best = w.best;
                self.play_move(&best, play)
            }
            _ => self,
        }
    }

    /// Whether the coach's ranking, once it has arrived, has `intended` as good as its best:
    /// then a zero it scores is no slip, and the page does not ask "Score 0 in …?".
    pub(super) fn coach_agrees(&self, intended: &Choice) -> bool {
        self.current_advice()
            .and_then(|options| advice::loss_of(options, intended))
            .is_some_and(|loss| loss <= 1e-9)
    }

    /// The coach's objection to `intended`, if warnings are on and it gives away too much.
    pub(super) fn objection(&self, intended: &Choice) -> Option<Warning> {
        let settings = self.coach.settings;
        if !settings.warn || !self.coach_on() {
            return None;
        }
        // By the chance to win where the settings ask and a ranking by it is wanted (the last
        // turns: before, the Tactician's ranking is a risk attitude's).
        let by_chance = settings.by_chance && self.wanted_tactic() == Some(true);
        let (options, scale) = match by_chance {
            true => (self.current_tactic()?, 100.0),
            false => (self.current_advice()?, 1.0),
        };
        let loss = advice::loss_of(options, intended)? * scale;
        (loss > settings.threshold).then(|| Warning {
            intended: *intended,
            loss,
            by_chance,
            best: options[0].choice,
            entry: None,
        })
    }

    /// One step of the bot whose turn it is: roll to start, then, once the solver's ranking for
    /// the position is in, one hold or release at a time towards the chosen keep, then the roll
    /// or the score. The step is `play`'s (`yahtzee_solver::play::bot_action`, the function
    /// every simulated bot plays by): it always changes the game, so the bot clock, which waits
    /// for a change, steps again.
    pub(super) fn bot_step(self: Rc<Self>, play: SolverPlay) -> Rc<AppState> {
        match self.bot_next(play) {
            Some(a) => self.apply(a),
            None => self,
        }
    }

    /// The step the bot to move takes next, once its ranking has come (none is needed for the
    /// turn's first roll); the bots' clock also reads it, to pause as long as the step needs.
    pub fn bot_next(&self, play: SolverPlay) -> Option<Action> {
        let level = self.bot_to_move()?;
        // A to-win bot plays by its own ranking where it has one (the chance to win in its last
        // turns, a risk attitude before), else by the table.
        let ranking = match level == BotLevel::ToWin && self.wants_to_win() {
            true => self.current_tactic(),
            false => self.current_advice(),
        };
        let ranking: &[Ranked] = match ranking {
            Some(options) => options,
            None if self.game().turn().rolls == 0 => &[],
            None => return None,
        };
        (play.bot_action)(self.game(), ranking, level)
    }

    /// Plays a move as a series of engine actions, stopping at the first refusal. With real
    /// dice a keep only sets the holds: the players roll the other dice at the table and enter
    /// them.
    pub(super) fn play_move(self: Rc<Self>, m: &Choice, play: SolverPlay) -> Rc<AppState> {
        let mut state = self.screen(ScreenAction::Close);
        let entered = state.game().dice_mode() == DiceMode::Entered;
        for a in (play.actions_for)(state.game(), *m) {
            if entered && a == Action::Roll {
                let text = words::coach::keep_real_dice(m);
                return state.say(text);
            }
            state = state.apply(a);
        }
        state
    }

    /// A move: the table takes it, the live region says it, and the hint, the guide and a
    /// "Score 0?" question give way; or the live region says why it was refused.
    pub(super) fn apply(self: Rc<Self>, a: Action) -> Rc<AppState> {
        match self.table.reduce(TableAction::Apply(a)) {
            Ok(table) => {
                let said = describe_move(&table.session, a);
                let mut next = self.with(|s| s.table = table).say(said);
                if !matches!(
                    a,
                    Action::Hold(_) | Action::Release(_) | Action::Toggle(_) | Action::SetWild(_)
                ) {
                    next = next.screen(ScreenAction::CloseHint);
                }
                // The first box scored ends the first-visit guide.
                if matches!(a, Action::Score(_)) {
                    next = next.screen(ScreenAction::EndGuide);
                }
                if matches!(next.screen.dialog, Some(Dialog::ConfirmZero(_))) {
                    next = next.screen(ScreenAction::Close);
                }
                next
            }
            Err(e) => {
                let text = words::refusal(self.game(), e);
                let next = if matches!(a, Action::Enter(_) | Action::Correct { .. }) {
                    self.refuse_entry(text.clone())
                } else {
                    self
                };
                next.say(text)
            }
        }
    }

    pub(super) fn refuse_entry(self: Rc<Self>, why: String) -> Rc<AppState> {
        match self.table.reduce(TableAction::RefuseEntry(why)) {
            Ok(table) => self.with(|s| s.table = table),
            Err(_) => self,
        }
    }

    /// The move scoring box `b` makes now: with a wild die showing its wild face, the value
    /// the player gave it (the face itself if none), so the coach judges that exact choice.
    pub(super) fn score_move(&self, b: usize) -> Choice {
        let game = self.game();
        match game.rules().def.wild {
            Some(w) if game.wild_showing() => Choice::ScoreWild {
                box_index: b,
                wild: game.turn().wild.unwrap_or(w.face),
            },
            _ => Choice::Score(b),
        }
    }

    pub(super) fn warn(self: Rc<Self>, w: Warning) -> Rc<AppState> {
        let text = words::coach::warning(self.game(), w.loss, &w.best);
        self.say(text)
            .screen(ScreenAction::Open(Dialog::Warning(w)))
    }

    /// Plays the player's own move after a warning: its holds are already set, and with real
    /// dice the entry waiting in the warning goes in.
    pub(super) fn play_unchecked(self: Rc<Self>, w: &Warning) -> Rc<AppState> {
        if let (Choice::Keep(_) | Choice::KeepMarked(_), Some(faces)) = (&w.intended, w.entry) {
            return self.apply(Action::Enter(faces));
        }
        match &w.intended {
            Choice::Score(b) | Choice::ScoreWild { box_index: b, .. }
                if self.table.is_wasteful(*b) =>
            {
                self.screen(ScreenAction::Open(Dialog::ConfirmZero(*b)))
            }
            Choice::Score(b) => self.apply(Action::Score(*b)),
            // A wild value the player already set stays; only the score is left to do.
            Choice::ScoreWild { box_index, .. } => self.apply(Action::Score(*box_index)),
            Choice::Keep(_) | Choice::KeepMarked(_) => self.apply(Action::Roll),
        }
    }

    /// The hint's words for the advice on the table, when the hint is open.
    pub(super) fn say_hint(self: Rc<Self>) -> Rc<AppState> {
        let text = if self.screen.hint_open {
            self.current_advice()
                .and_then(|o| words::coach::hint_text(self.game(), o))
        } else {
            None
        };
        match text {
            Some(text) => self.say(text),
            None => self,
        }
    }
}
