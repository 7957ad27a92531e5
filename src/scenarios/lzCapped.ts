// Decompresses lz-string's `compressToEncodedURIComponent` output with a cap on the output.
// Why not lz-string's own decoder: LZ codes can expand quadratically (a 30 kB link can
// unpack to hundreds of MB), and the library only returns once it has built the whole
// string. This port of lz-string 1.5.0's `_decompress` (MIT, Pieroxy) stops as soon as
// the output passes `maxChars`, so a hostile link cannot freeze or exhaust the tab.

import lzString from 'lz-string';

const URI_SAFE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';
const CHAR_VALUE = new Map([...URI_SAFE_ALPHABET].map((ch, i) => [ch, i]));
/** Each character of the link carries 6 bits: read from the high bit down. */
const HIGH_BIT = 32;

export type DecompressResult =
  | { ok: true; text: string }
  | { ok: false; reason: 'bad-character'; character: string; index: number }
  | { ok: false; reason: 'too-large'; limitChars: number }
  | { ok: false; reason: 'corrupt' };

class BitReader {
  private value: number;
  private position = HIGH_BIT;
  private index = 1;
  constructor(private readonly codes: number[]) {
    this.value = codes[0] ?? 0;
  }
  get exhausted(): boolean {
    return this.index > this.codes.length;
  }
  read(bitCount: number): number {
    let bits = 0;
    for (let power = 1, n = 0; n < bitCount; n++, power *= 2) {
      const bit = this.value & this.position;
      this.position >>= 1;
      if (this.position === 0) {
        this.position = HIGH_BIT;
        this.value = this.codes[this.index++] ?? 0;
      }
      if (bit > 0) bits += power;
    }
    return bits;
  }
}

/** Chat apps turn `+` into a space or percent-encode `$` and `+`: undo that first. */
export function normalizeLinkPayload(input: string): string {
  return input.replace(/%20/g, ' ').replace(/ /g, '+').replace(/%24/gi, '$').replace(/%2B/gi, '+');
}

export function decompressUriSafeCapped(input: string, maxChars: number): DecompressResult {
  const codes: number[] = [];
  for (let i = 0; i < input.length; i++) {
    const code = CHAR_VALUE.get(input.charAt(i));
    if (code === undefined)
      return { ok: false, reason: 'bad-character', character: input.charAt(i), index: i };
    codes.push(code);
  }
  if (codes.length === 0) return { ok: false, reason: 'corrupt' };
  const reader = new BitReader(codes);
  const dictionary: string[] = ['', '', ''];
  let enlargeIn = 4;
  let numBits = 3;
  let totalChars = 0;
  const result: string[] = [];

  const first = reader.read(2);
  if (first === 2) return { ok: true, text: '' };
  if (first !== 0 && first !== 1) return { ok: false, reason: 'corrupt' };
  let w = String.fromCharCode(reader.read(first === 0 ? 8 : 16));
  dictionary[3] = w;
  result.push(w);
  totalChars = 1;

  for (;;) {
    if (reader.exhausted) return { ok: false, reason: 'corrupt' };
    let c = reader.read(numBits);
    if (c === 0 || c === 1) {
      dictionary.push(String.fromCharCode(reader.read(c === 0 ? 8 : 16)));
      c = dictionary.length - 1;
      enlargeIn--;
    } else if (c === 2) {
      return { ok: true, text: result.join('') };
    }
    if (enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }
    let entry: string;
    const known = dictionary[c];
    if (known !== undefined && c >= 3) entry = known;
    else if (c === dictionary.length) entry = w + w.charAt(0);
    else return { ok: false, reason: 'corrupt' };

    totalChars += entry.length;
    if (totalChars > maxChars) return { ok: false, reason: 'too-large', limitChars: maxChars };
    result.push(entry);
    dictionary.push(w + entry.charAt(0));
    enlargeIn--;
    w = entry;
    if (enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }
  }
}

/** lz-string is CommonJS without detectable named exports: Node's ESM loader needs the default. */
export const compressUriSafe = (text: string): string =>
  lzString.compressToEncodedURIComponent(text);
