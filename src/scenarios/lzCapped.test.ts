import fc from 'fast-check';
import lzString from 'lz-string';
import { describe, expect, it } from 'vitest';
import { compressUriSafe, decompressUriSafeCapped, normalizeLinkPayload } from './lzCapped';

describe('decompressUriSafeCapped', () => {
  it('reads back whatever lz-string compressed, unicode included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        const result = decompressUriSafeCapped(compressUriSafe(text), 10_000);
        expect(result).toEqual({ ok: true, text });
      }),
      { numRuns: 500 },
    );
  });

  it('agrees with lz-string on every string it decodes', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9+$-]{1,60}$/), (garbage) => {
        const ours = decompressUriSafeCapped(garbage, 100_000);
        if (ours.ok) expect(lzString.decompressFromEncodedURIComponent(garbage)).toBe(ours.text);
      }),
      { numRuns: 2_000 },
    );
  });

  it('stops as soon as the output passes the cap', () => {
    // 200,000 identical characters compress to a few hundred: LZ's quadratic growth.
    const bomb = compressUriSafe('a'.repeat(200_000));
    expect(bomb.length).toBeLessThan(2_000);
    expect(decompressUriSafeCapped(bomb, 50_000)).toEqual({
      ok: false,
      reason: 'too-large',
      limitChars: 50_000,
    });
  });

  it('names a character that cannot be in a link', () => {
    expect(decompressUriSafeCapped('ab%cd', 100)).toEqual({
      ok: false,
      reason: 'bad-character',
      character: '%',
      index: 2,
    });
  });

  it('calls a truncated payload corrupt instead of returning half a text', () => {
    const packed = compressUriSafe(JSON.stringify({ hello: 'world', n: [1, 2, 3] }));
    const result = decompressUriSafeCapped(packed.slice(0, packed.length - 3), 1_000);
    expect(result.ok).toBe(false);
  });

  it('undoes what chat apps do to + and $', () => {
    expect(normalizeLinkPayload('a b%24c%2Bd')).toBe('a+b$c+d');
  });
});
