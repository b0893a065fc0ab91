//! Keeping the current player's column in view on a sheet wider than the screen.

use yew::NodeRef;

/// Scrolls the sheet sideways, and only sideways, so that the current player's column shows
/// beside the box names (which stay put on the left), when the sheet is wider than the screen.
/// (`scrollIntoView` would also scroll the page up to the header, under the sticky dice, at
/// every turn.)
pub(super) fn show_current_column(scroller: &NodeRef) {
    let Some(scroller) = scroller.cast::<web_sys::Element>() else {
        return;
    };
    if scroller.scroll_width() <= scroller.client_width() {
        return;
    }
    let Ok(Some(header)) = scroller.query_selector("th.current") else {
        return;
    };
    let shown = scroller.get_bounding_client_rect();
    let left = match scroller.query_selector("th[scope=row]") {
        Ok(Some(names)) => names.get_bounding_client_rect().right(),
        _ => shown.left(),
    };
    let cell = header.get_bounding_client_rect();
    let by = if cell.left() < left {
        cell.left() - left
    } else if cell.right() > shown.right() {
        (cell.right() - shown.right()).min(cell.left() - left)
    } else {
        return;
    };
    scroller.set_scroll_left(scroller.scroll_left() + by.round() as i32);
}
