/** Scroll thresholds of the header and the scroll-to-top button (spec 2.2, 9). */
const HEADER_HIDE_AFTER = 100
const HEADER_COMPACT_AFTER = 50
const SCROLL_TOP_AFTER = 400

export type HeaderState = { hidden: boolean; compact: boolean }

/**
 * The header after a scroll from `lastY` to `y`: hidden when scrolling down past 100 px, shown
 * again when scrolling up past 50 px; under 50 px shown and full-size; compact whenever hidden or
 * beyond 50 px.
 */
export function nextHeaderState(previous: HeaderState, lastY: number, y: number): HeaderState {
  if (y < HEADER_COMPACT_AFTER) return { hidden: false, compact: false }
  let hidden = previous.hidden
  if (y > lastY && y > HEADER_HIDE_AFTER) hidden = true
  else if (y < lastY && y > HEADER_COMPACT_AFTER) hidden = false
  return { hidden, compact: hidden || y > HEADER_COMPACT_AFTER }
}

export function showScrollToTop(y: number): boolean {
  return y > SCROLL_TOP_AFTER
}
