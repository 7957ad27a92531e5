// Pure: a lesson's sentence with each number held to its unit by a no-break space, so a line
// never ends in "0.1" and starts the next with "% of its requests" (a projector's narrow band
// wraps often). The lesson files keep plain spaces; only what the page draws changes.

/**
 * A number, a space, and a unit the lessons write after numbers, followed by the end, a space,
 * punctuation or a Korean particle ("0.1 %를", "30 s부터").
 */
const NUMBER_UNIT = /(\d) (%|ms|s|req\/s|rps|×)(?=$|[\s,.;:)!?]|[\uac00-\ud7a3])/g;

export function keepUnits(text: string): string {
  return text.replace(NUMBER_UNIT, '$1\u00a0$2');
}
