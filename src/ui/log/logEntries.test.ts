import { describe, expect, it } from 'vitest';
import type { FaultRecord, TransitionRecord } from '../../sim/engine/types';
import { clock, logEntries } from './logEntries';

const opened: TransitionRecord = {
  tMs: 41_000,
  edge: 'gateway->orders',
  from: 'CLOSED',
  to: 'OPEN',
  reason: 'OPEN: 12 of the last 20 calls failed, 60 % ≥ 50 %',
};
const halfOpened: TransitionRecord = {
  ...opened,
  tMs: 71_000,
  from: 'OPEN',
  to: 'HALF_OPEN',
  reason: 'HALF_OPEN: 30 s in OPEN elapsed',
};
const slow: FaultRecord = {
  tMs: 30_000,
  service: 'payments',
  phase: 'started',
  description: 'payments slow ×20',
};

describe('logEntries', () => {
  it('merges transitions and faults, newest first', () => {
    const entries = logEntries([opened, halfOpened], [slow], 10);
    expect(entries.map((e) => e.tMs)).toEqual([71_000, 41_000, 30_000]);
    expect(entries[2]).toMatchObject({
      kind: 'fault',
      subject: 'payments',
      headline: 'fault started',
    });
  });

  it('keeps the readable reason and the state entered', () => {
    const [entry] = logEntries([opened], [], 10);
    expect(entry).toMatchObject({
      subject: 'gateway → orders',
      headline: 'CLOSED → OPEN',
      detail: 'OPEN: 12 of the last 20 calls failed, 60 % ≥ 50 %',
      from: 'CLOSED',
      to: 'OPEN',
      target: 'gateway->orders',
    });
  });

  it('is bounded, keeping the newest', () => {
    const many = Array.from({ length: 50 }, (_, i) => ({ ...opened, tMs: i * 1000 }));
    const entries = logEntries(many, [], 5);
    expect(entries).toHaveLength(5);
    expect(entries[0]?.tMs).toBe(49_000);
  });

  it('gives unique keys even for equal times', () => {
    const keys = logEntries([opened, opened], [], 10).map((e) => e.key);
    expect(new Set(keys).size).toBe(2);
  });
});

describe('clock', () => {
  it('prints simulated minutes and seconds', () => {
    expect(clock(65_200)).toBe('1:05.2');
    expect(clock(0)).toBe('0:00.0');
  });
});
