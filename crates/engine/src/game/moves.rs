//! The moves: [`Game::apply`] and what each action makes of a copy of the game.

use super::{Action, Choice, DiceMode, Game, MoveError, Scored, Turn, UndoInfo};
use crate::dice::{Dice, Face};
use crate::rng::{DiceSource, Scripted};

impl Game {
    /// The next game after `action`, or why it is not allowed.
    pub fn apply(&self, action: Action) -> Result<Game, MoveError> {
        match action {
            Action::Roll if self.dice == DiceMode::Entered => Err(MoveError::DiceAreEntered),
            Action::Enter(_) | Action::Correct { .. } if self.dice == DiceMode::Rolled => {
                Err(MoveError::DiceAreRolled)
            }
            Action::Enter(faces) => self.enter(faces),
            Action::Correct { die, face } => self.correct(die, face),
            Action::Roll if self.dice.is_daily() => self.roll_showing(self.slot_faces()),
            Action::Roll => {
                let mut rng = self.rng.clone();
                let mut next = self.roll_with(&mut rng)?;
                next.rng = rng;
                Ok(next)
            }
            Action::Hold(i) => self.set_held(i, |_| true),
            Action::Release(i) => self.set_held(i, |_| false),
            Action::Toggle(i) => self.set_held(i, |held| !held),
            Action::SetWild(face) => self.set_wild(face),
            Action::Score(i) => self.score(i),
            Action::Undo => self.take_back(),
            Action::NewGame { seed } => {
                Game::with_dice(self.rules, self.sheets.len(), seed, self.dice.next())
            }
        }
    }

    /// Roll the free dice with dice from `source` instead of the game's own generator. The game's
    /// generator is left as it was; tests and replays of recorded dice use this.
    pub fn roll_with(&self, source: &mut impl DiceSource) -> Result<Game, MoveError> {
        self.roll_from(source)
    }

    /// [`Game::roll_with`], one copy for every dice source: the page ships one, not one per
    /// source (a die thrown through a pointer costs nothing a player could feel).
    fn roll_from(&self, source: &mut dyn DiceSource) -> Result<Game, MoveError> {
        if self.is_over() {
            return Err(MoveError::GameOver);
        }
        if self.rolls_left() == 0 {
            return Err(MoveError::NoRollsLeft);
        }
        if self.turn.rolls > 0 && self.turn.held.iter().all(|&h| h) {
            return Err(MoveError::AllDiceHeld);
        }
        let def = self.rules().def;
        let mut next = self.clone();
        if self.turn.rolls > 0 {
            next.record(Choice::Keep(self.turn.held));
        }
        let turn = &mut next.turn;
        for ((die, thrown), &held) in turn
            .dice
            .iter_mut()
            .zip(turn.thrown.iter_mut())
            .zip(&self.turn.held)
        {
            *thrown = !held;
            if *thrown {
                *die = source.roll_die(def.faces);
            }
        }
        // A choice for the wild die lasts only while that die stays on the table.
        if def
            .wild
            .is_none_or(|w| next.turn.thrown.get(w.die).copied().unwrap_or(true))
        {
            next.turn.wild = None;
        }
        next.turn.rolls += 1;
        next.undo = None;
        Ok(next)
    }

    /// Whether `face` is a face of this game's dice, or the error an entry of it gets.
    fn check_face(&self, die: usize, face: Face) -> Result<(), MoveError> {
        if die >= self.turn.dice.len() {
            return Err(MoveError::NoSuchDie(die));
        }
        if !(1..=self.rules().def.faces).contains(&face) {
            return Err(MoveError::FaceOutOfRange { die, face });
        }
        Ok(())
    }

    /// Real dice entered after a physical roll. The entered faces are one more dice source: the
    /// free dice take them through [`Game::roll_with`], so an entry is a roll in every other
    /// respect (the roll count, the keep recorded for the review, the end of Undo). A die more
    /// than the game has is no such die; a die left out shows no face (0).
    fn enter(&self, faces: Dice) -> Result<Game, MoveError> {
        if self.is_over() {
            return Err(MoveError::GameOver);
        }
        for die in 0..faces.len().max(self.turn.dice.len()) {
            self.check_face(die, faces.get(die).copied().unwrap_or(0))?;
        }
        if self.turn.rolls > 0 {
            if let Some(i) =
                (0..faces.len()).find(|&i| self.turn.held[i] && faces[i] != self.turn.dice[i])
            {
                return Err(MoveError::HeldDieChanged(i));
            }
        }
        self.roll_showing(faces)
    }

    /// A roll whose free dice land on their faces in `faces` (the held dice keep theirs): real
    /// dice entered, or a stored game's recorded dice replayed.
    /// The day's faces for this roll of a daily game: turn and roll as play has reached them.
    pub(super) fn slot_faces(&self) -> Dice {
        let turn = self.sheet().filled().count_ones() as usize;
        crate::daily::slot_faces(self.rules.variant, self.seed, turn, self.turn.rolls)
    }

    pub(super) fn roll_showing(&self, faces: Dice) -> Result<Game, MoveError> {
        let thrown: Vec<Face> = (faces.iter().zip(&self.turn.held))
            .filter(|(_, &held)| self.turn.rolls == 0 || !held)
            .map(|(&face, _)| face)
            .collect();
        self.roll_with(&mut Scripted::new(thrown))
    }

    /// One entered die put right. A choice for the wild die stays only while the marked die
    /// still shows its wild face.
    fn correct(&self, die: usize, face: Face) -> Result<Game, MoveError> {
        if self.is_over() {
            return Err(MoveError::GameOver);
        }
        self.check_face(die, face)?;
        if self.turn.rolls == 0 {
            return Err(MoveError::NotRolled);
        }
        let mut next = self.clone();
        next.turn.dice[die] = face;
        if !next.wild_showing() {
            next.turn.wild = None;
        }
        Ok(next)
    }

    fn set_held(&self, i: usize, f: impl Fn(bool) -> bool) -> Result<Game, MoveError> {
        if self.is_over() {
            return Err(MoveError::GameOver);
        }
        if i >= self.turn.dice.len() {
            return Err(MoveError::NoSuchDie(i));
        }
        if self.turn.rolls == 0 {
            return Err(MoveError::NotRolled);
        }
        let mut next = self.clone();
        next.turn.held[i] = f(self.turn.held[i]);
        Ok(next)
    }

    fn set_wild(&self, face: Face) -> Result<Game, MoveError> {
        if self.is_over() {
            return Err(MoveError::GameOver);
        }
        if self.turn.rolls == 0 {
            return Err(MoveError::NotRolled);
        }
        let def = self.rules().def;
        let Some(w) = def.wild.filter(|_| self.wild_showing()) else {
            return Err(MoveError::NotWild);
        };
        if !(1..=def.faces).contains(&face) {
            return Err(MoveError::NoSuchFace(face));
        }
        let mut next = self.clone();
        // Choosing the face the die shows is the same as choosing nothing; storing `None` then
        // keeps one representation for each position.
        next.turn.wild = (face != w.face).then_some(face);
        Ok(next)
    }

    fn score(&self, i: usize) -> Result<Game, MoveError> {
        let preview = self.preview(i)?;
        let saves = self.rules().saves_rolls();
        let rolls_left = self.rolls_left();
        let mut next = self.clone();
        next.record(Choice::Score(i));
        let player = self.current;
        let sheet = &mut next.sheets[player];
        sheet.boxes[i] = Some(preview.points);
        if saves {
            // What this turn left, its own rolls and the saved ones, is saved for the next.
            sheet.saved_rolls = rolls_left;
        }
        if preview.bonus > 0 {
            sheet.yahtzee_bonuses += 1;
            sheet.yahtzee_bonus_points += preview.bonus;
        }
        next.undo = Some(UndoInfo {
            player,
            box_index: i,
            turn: self.turn,
            bonus: preview.bonus,
        });
        next.last = Some(Scored {
            player,
            box_index: i,
            dice: self.scored_dice(),
            points: preview.points,
            bonus: preview.bonus,
        });
        // The next turn throws as many dice as this one.
        next.turn = Turn::fresh(self.turn.dice.len());
        next.current = (player + 1) % self.sheets.len();
        Ok(next)
    }

    fn take_back(&self) -> Result<Game, MoveError> {
        if self.is_over() {
            return Err(MoveError::GameOver);
        }
        let undo = self.undo.ok_or(MoveError::NothingToUndo)?;
        let mut next = self.clone();
        let sheet = &mut next.sheets[undo.player];
        sheet.boxes[undo.box_index] = None;
        if self.rules().saves_rolls() {
            // The score saved what the turn left: the saved rolls before it, plus the turn's own
            // rolls, less the rolls it made.
            let per_turn = self.rules().def.rolls_per_turn;
            sheet.saved_rolls = (sheet.saved_rolls + undo.turn.rolls).saturating_sub(per_turn);
        }
        if undo.bonus > 0 {
            sheet.yahtzee_bonuses = sheet.yahtzee_bonuses.saturating_sub(1);
            sheet.yahtzee_bonus_points = sheet.yahtzee_bonus_points.saturating_sub(undo.bonus);
        }
        next.current = undo.player;
        next.turn = undo.turn;
        next.undo = None;
        next.last = None;
        next.decisions.pop();
        Ok(next)
    }
}
