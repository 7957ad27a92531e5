import { describe, expect, it } from 'vitest';
import { choiceFor } from './predictions';
import type { Prediction } from './presets/types';

const p: Prediction = {
  question: 'q',
  variant: 'baseline',
  metric: { report: 'x' },
  choices: [
    { label: 'low', atMost: 0.5 },
    { label: 'mid', atLeast: 0.5, atMost: 0.9 },
    { label: 'high', atLeast: 0.9 },
  ],
  answer: 0,
  why: 'w',
};

describe('choiceFor', () => {
  it('finds the one choice whose range holds the value', () => {
    expect(choiceFor(p, 0.1)).toBe(0);
    expect(choiceFor(p, 0.7)).toBe(1);
    expect(choiceFor(p, 0.95)).toBe(2);
  });
  it('gives -1 for no value, and for a value on a shared boundary (ambiguous)', () => {
    expect(choiceFor(p, Number.NaN)).toBe(-1);
    expect(choiceFor(p, 0.5)).toBe(-1);
  });
});
