// The compressed part of a link: lz-string, read back with a cap on its size.
import { parseJsonSafely } from './jsonSafety';
import { decompressUriSafeCapped, normalizeLinkPayload } from './lzCapped';
import { linkFailure, type LinkProblem } from './linkProblems';

/** The decompressed JSON may not grow past this, whatever the link claims. */
const MAX_JSON_CHARS = 400_000;

/** Reads the lz payload of a link with a cap on its size; never throws. */
export function decompressPayload(
  payload: string,
): { ok: true; json: unknown } | { ok: false; error: string; problem: LinkProblem } {
  const unpacked = decompressUriSafeCapped(normalizeLinkPayload(payload), MAX_JSON_CHARS);
  if (!unpacked.ok) {
    switch (unpacked.reason) {
      case 'bad-character':
        return linkFailure('badCharacter', {
          character: unpacked.character,
          position: unpacked.index + 1,
        });
      case 'too-large':
        return linkFailure('tooLarge', { max: MAX_JSON_CHARS });
      case 'corrupt':
        return linkFailure('corrupt', {});
    }
  }
  const json = parseJsonSafely(unpacked.text);
  if (!json.ok) return linkFailure('badJson', { detail: json.error });
  return { ok: true, json: json.value };
}
