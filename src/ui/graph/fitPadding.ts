// The room the graph's fit leaves around it, in px: the layout is chosen for what is inside.

/**
 * Room around the fitted graph: a small share of the pane, and on the right enough for the
 * zoom buttons (15 px from the edge, 26 px wide), which covered the top-right card's corner.
 */
export const FIT_PADDING_PX = { x: 12, y: 12, right: 52 };
/** Presenter mode hides the zoom buttons (graph.css): the stage takes their room too. */
export const PRESENTER_FIT_PADDING_PX = { x: 12, y: 12, right: 12 };
