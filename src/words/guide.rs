//! The words of the first-visit guide: roll, hold, score.

/// The first-visit guide's heading for step `step` (0 to 2).
pub fn guide_heading(step: usize) -> String {
    let name = ["Roll", "Hold", "Score"][step.min(2)];
    format!("New here? Step {} of 3: {name}", step + 1)
}

/// What the guide says at step `step`.
pub fn guide_text(step: usize, touch: bool) -> String {
    match (step, touch) {
        (0, true) => "Tap Roll to throw the five dice. You get up to three rolls a turn.".into(),
        (0, false) => "Press Roll (or the R key) to throw the five dice. You get up to three rolls a turn.".into(),
        (1, true) => "Tap the dice you want to keep: they stay put while you roll the others again.".into(),
        (1, false) => "Click the dice you want to keep (or press 1 to 5): they stay put while you roll the others again.".into(),
        _ => "When you like the dice, or the rolls run out, choose a box on the scoresheet: it shows what each box would score. Every box is filled once; the highest total wins.".into(),
    }
}

/// The guide's way out.
pub const GUIDE_SKIP: &str = "Skip the guide";
