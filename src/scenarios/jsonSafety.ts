// Untrusted JSON (links, files): parse without throwing, refuse absurd nesting.

/** Scenarios nest about 10 deep; anything past this was not made by the app. */
const MAX_JSON_DEPTH = 40;

export type JsonResult = { ok: true; value: unknown } | { ok: false; error: string };

/** Depth of nested arrays and objects, without recursion (a hostile value may be deep). */
function jsonDepth(value: unknown): number {
  let max = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [unknown, number];
    if (typeof node !== 'object' || node === null) continue;
    max = Math.max(max, depth + 1);
    if (max > MAX_JSON_DEPTH) return max;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return max;
}

export function parseJsonSafely(text: string): JsonResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, error: `not valid JSON (${detail})` };
  }
  if (jsonDepth(value) > MAX_JSON_DEPTH) {
    return { ok: false, error: `nested more than ${MAX_JSON_DEPTH} levels deep` };
  }
  return { ok: true, value };
}
