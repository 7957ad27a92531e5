// The measured-latency reader's notes through the catalogs: English exactly as the reader
// words them for the CLI, Korean in Korean with the same figures and names.
import { describe, expect, it } from 'vitest';
import { noteText, type MeasurementNote } from '../../interop/latency/latencyData';
import { i18n } from '../i18n/i18n';

/** One note of every code the reader writes. */
const NOTES: readonly MeasurementNote[] = [
  { code: 'columnMs', facts: { column: 'latency_ms' } },
  { code: 'columnScaled', facts: { column: 'duration_s', scale: 1000 } },
  { code: 'noUnit', facts: { family: 'http_latency' } },
  { code: 'otherFamilies', facts: { family: 'a_seconds', others: 'b_seconds, c_seconds' } },
  { code: 'aboveLastBound', facts: { count: 5, boundMs: 100 } },
  { code: 'errorShareFrom', facts: { counter: 'http_requests_total' } },
  { code: 'noStatus', facts: {} },
  { code: 'oneScrape', facts: {} },
];

const words = (language: 'en' | 'ko', n: MeasurementNote) =>
  i18n.getFixedT(language)(`latencyData.note.${n.code}`, n.facts);
const figuresAndNames = (s: string) => (s.match(/[\w.]+_[\w.]+|\d+/g) ?? []).sort();

describe('the latency reader’s notes in words', () => {
  it.each(NOTES)('$code: English as the CLI prints it', (n) => {
    expect(words('en', n)).toBe(noteText(n));
  });

  it.each(NOTES)('$code: Korean, with the same figures and names', (n) => {
    const ko = words('ko', n);
    expect(ko).toMatch(/[가-힣]/);
    expect(figuresAndNames(ko)).toEqual(figuresAndNames(noteText(n)));
  });
});
