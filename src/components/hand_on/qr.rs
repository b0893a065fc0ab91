//! A link as a QR code, drawn as one SVG path: dark modules as unit squares, a quiet zone of
//! four modules around them. Low error correction, raised by the generator wherever that fits
//! the same version (`boost_ecl`): the smallest code a phone's camera reads off a screen.

use qrcodegen::{QrCode, QrCodeEcc};
use yew::prelude::*;

use crate::components::modal::Modal;
use crate::msg;

/// The code of `text` over the table, large enough for a camera across a room, with a button
/// that closes it.
pub fn qr_dialog(text: &str, label: &str, on_close: Callback<()>) -> Html {
    let close = on_close.reform(|_: MouseEvent| ());
    html! {
        <Modal class="qr-dialog" labelledby="qr-title" on_close={on_close}>
            <h2 id="qr-title">{ label.to_string() }</h2>
            { qr_code(text, label) }
            <div class="actions">
                <button type="button" class="primary" onclick={close}>{ msg::travel_qr_hide() }</button>
            </div>
        </Modal>
    }
}

/// The quiet zone around the code, in modules (the standard's four).
const QUIET: i32 = 4;

/// The code of `text`, or nothing when it is too long for any QR code (never for a link to a
/// table: `yahtzee_engine::link` keeps a whole game of eight under the largest version).
fn qr_code(text: &str, label: &str) -> Html {
    let Ok(qr) = QrCode::encode_text(text, QrCodeEcc::Low) else {
        return Html::default();
    };
    let size = qr.size();
    let mut path = String::new();
    for y in 0..size {
        for x in 0..size {
            if qr.get_module(x, y) {
                path.push_str(&format!("M{},{}h1v1h-1z", x + QUIET, y + QUIET));
            }
        }
    }
    let side = size + 2 * QUIET;
    html! {
        <svg class="qr" role="img" aria-label={label.to_string()} viewBox={format!("0 0 {side} {side}")}
            data-version={qr.version().value().to_string()} data-ecc={format!("{:?}", qr.error_correction_level())}
            shape-rendering="crispEdges">
            <rect width={side.to_string()} height={side.to_string()} fill="#fff" />
            <path d={path} fill="#000" />
        </svg>
    }
}
