// Pure: a translated sentence with named holes, translated once and then filled many times.
// A view that words hundreds of items with one sentence (the cascade heatmap's cell titles:
// 600 cells, two i18next calls each, ~24 ms a redraw) translates it once per render instead.

/** Marks a hole in the translated text; never in a catalog's own words. */
const MARK = '\u0000';

/**
 * `translate` is called once, with a marker for each name; the sentence it returns (the
 * language's own word order) is then filled with each item's values by plain joins.
 */
export function sentenceFormat<K extends string>(
  translate: (holes: Record<K, string>) => string,
  names: readonly K[],
): (values: Record<K, string | number>) => string {
  const holes = {} as Record<K, string>;
  names.forEach((name, i) => (holes[name] = `${MARK}${i}${MARK}`));
  // Even indices: the sentence's own words; odd indices: the number of the name in between.
  const parts = translate(holes).split(MARK);
  return (values) => {
    let out = parts[0]!;
    for (let i = 1; i < parts.length; i += 2) {
      out += String(values[names[Number(parts[i])]!]) + parts[i + 1]!;
    }
    return out;
  };
}
