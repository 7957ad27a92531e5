// The compressed part of a link: lz-string, read back with a cap on its size.
import { parseJsonSafely } from './jsonSafety';
import { decompressUriSafeCapped, normalizeLinkPayload } from './lzCapped';

/** The decompressed JSON may not grow past this, whatever the link claims. */
export const MAX_JSON_CHARS = 400_000;

/** Reads the lz payload of a link with a cap on its size; never throws. */
export function decompressPayload(
  payload: string,
): { ok: true; json: unknown } | { ok: false; error: string } {
  const unpacked = decompressUriSafeCapped(normalizeLinkPayload(payload), MAX_JSON_CHARS);
  if (!unpacked.ok) {
    switch (unpacked.reason) {
      case 'bad-character':
        return {
          ok: false,
          error: `the link contains "${unpacked.character}" at position ${unpacked.index + 1}, which no scenario link has: it was probably cut or changed when it was pasted`,
        };
      case 'too-large':
        return {
          ok: false,
          error: `the link unpacks to more than ${MAX_JSON_CHARS.toLocaleString('en-US')} characters: refused`,
        };
      case 'corrupt':
        return {
          ok: false,
          error: 'the link is damaged (it was probably cut short when it was copied)',
        };
    }
  }
  const json = parseJsonSafely(unpacked.text);
  if (!json.ok) return { ok: false, error: `the link is damaged: ${json.error}` };
  return { ok: true, json: json.value };
}
