//! Sound and vibration, as the player set them: each on or off, or not set (then its default:
//! sound on; vibration on for a touch screen only). Parse, don't validate: a stored value that
//! is not this shape is damage, set aside by the start-up check (`check.rs`), and the defaults
//! hold meanwhile.

use serde::{Deserialize, Serialize};

use super::{read, write};

/// Where sound and vibration are kept.
pub const FEEL_KEY: &str = "yahtzee.feel";

/// What the player chose, as stored (`{"sound":false}`): a switch never touched is not stored,
/// so that its default can follow the device.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedFeel {
    /// Sound on or off.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sound: Option<bool>,
    /// Vibration on or off.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vibration: Option<bool>,
}

impl SavedFeel {
    /// Whether sounds play (on unless turned off).
    pub fn sound_on(self) -> bool {
        self.sound.unwrap_or(true)
    }

    /// Whether the device vibrates, `touch` being whether the screen is a touch screen (on by
    /// default there only).
    pub fn vibration_on(self, touch: bool) -> bool {
        self.vibration.unwrap_or(touch)
    }
}

/// Sound and vibration, as stored.
pub fn decode_feel(raw: &str) -> Result<SavedFeel, String> {
    crate::json::from_str(raw)
}

/// Sound and vibration as saved; the defaults when nothing sound is.
pub fn feel() -> SavedFeel {
    read(FEEL_KEY).unwrap_or_default()
}

/// Saves sound and vibration.
pub fn save_feel(feel: SavedFeel) -> Result<(), String> {
    write(FEEL_KEY, &feel)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_switch_not_touched_keeps_its_default_and_damage_is_refused() {
        let none = decode_feel("{}").unwrap();
        assert!(none.sound_on());
        assert!(none.vibration_on(true) && !none.vibration_on(false));
        let off = SavedFeel {
            sound: Some(false),
            vibration: Some(true),
        };
        let text = crate::json::to_string(&off).unwrap();
        assert_eq!(text, "{\"sound\":false,\"vibration\":true}");
        assert_eq!(decode_feel(&text), Ok(off));
        assert!(!off.sound_on() && off.vibration_on(false));
        for damaged in [
            "",
            "null",
            "7",
            "{\"sound\":1}",
            "{\"sound\":\"on\"}",
            "{\"loud\":true}",
        ] {
            assert!(decode_feel(damaged).is_err(), "{damaged}");
        }
    }
}
