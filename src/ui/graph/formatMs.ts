// Pure: a duration as the graph's cards write it.

/** "850 ms", "2.4 s"; "–" when nothing was measured. */
export function formatMs(ms: number): string {
  if (ms <= 0) return '–';
  return ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`;
}
