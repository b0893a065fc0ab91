//! Keeping the current player's open boxes in view at a new turn.

/// At a new turn, scrolls the page so that the current player's open boxes show between the
/// header and, on a phone, the dock of dice below the sheet: late in a game the open boxes are
/// far down the sheet, under the dock. When the first open box and the four rows after it do
/// not all show, the first goes to the top, just under the header, which stays. One of the
/// later parts (`crate::later`): nobody needs it before the first score.
pub fn show_open_rows() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let Some(doc) = window.document() else {
        return;
    };
    let Ok(Some(sheet)) = doc.query_selector("section.sheet") else {
        return;
    };
    let rect = |selector: &str| {
        doc.query_selector(selector)
            .ok()
            .flatten()
            .map(|e| e.get_bounding_client_rect())
    };
    let (Some(header), Ok(Some(first))) = (
        rect("header.top"),
        sheet.query_selector("tr.box-row td.current:not(:has(.filled))"),
    ) else {
        return;
    };
    let row = first.get_bounding_client_rect();
    let sheet_box = sheet.get_bounding_client_rect();
    let height = window.inner_height().ok().and_then(|h| h.as_f64());
    // The dock covers the sheet only where it lies across it (a phone); beside it, it does not.
    let bottom = match rect("main > .play") {
        Some(play) if play.left() < sheet_box.right() && play.right() > sheet_box.left() => {
            play.top()
        }
        _ => height.unwrap_or(0.0),
    };
    // Five rows from the first open one, or as many as the sheet has below it.
    let five = (row.top() + 5.0 * row.height()).min(sheet_box.bottom());
    if row.top() < header.bottom() || five > bottom + 1.0 {
        window.scroll_by_with_x_and_y(0.0, (row.top() - header.bottom() - 4.0).round());
    }
}
