//! The words of the first-visit guide: roll, hold, score.

use crate::msg;

/// The guide's steps.
const STEPS: usize = 3;

/// The first-visit guide's heading for step `step` (0 to 2).
pub fn guide_heading(step: usize) -> String {
    msg::guide_heading(step.min(STEPS - 1) + 1, STEPS)
}

/// What the guide says at step `step`, with the page's dice (by touch or not) or real ones;
/// `dice` the game's dice, whose keys are 1 to their number.
pub fn guide_text(step: usize, touch: bool, real: bool, dice: usize) -> String {
    match (step, touch) {
        (0, _) if real => msg::guide_roll_real(),
        (1, _) if real => msg::guide_hold_real(),
        (0, true) => msg::guide_roll_touch(),
        (0, false) => msg::guide_roll_mouse(),
        (1, true) => msg::guide_hold_touch(),
        (1, false) => msg::guide_hold_mouse(dice),
        _ => msg::guide_score(),
    }
}

/// The guide's way out.
pub fn guide_skip() -> String {
    msg::guide_skip()
}
