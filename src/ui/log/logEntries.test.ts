import { describe, expect, it } from 'vitest';
import type { FaultRecord, TransitionRecord } from '../../sim/engine/types';
import type { ProtectionRecord } from '../../sim/engine/protectionDigest';
import { clock, DEFAULT_LOG_KINDS, logEntries, type LogKind } from './logEntries';

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
    const keys = logEntries([opened, { ...opened }], [], 10).map((e) => e.key);
    expect(new Set(keys).size).toBe(2);
  });
});

describe('clock', () => {
  it('prints simulated minutes and seconds', () => {
    expect(clock(65_200)).toBe('1:05.2');
    expect(clock(0)).toBe('0:00.0');
  });

  describe("with the breakers' and retries' events", () => {
    const exceeded: ProtectionRecord = {
      tMs: 41_000,
      edge: 'gateway->orders',
      source: 'breaker',
      type: 'FAILURE_RATE_EXCEEDED',
      count: 1,
      spanMs: 0,
      detail: 'rate 60 %',
    };
    const refused: ProtectionRecord = {
      tMs: 42_000,
      edge: 'gateway->orders',
      source: 'breaker',
      type: 'NOT_PERMITTED',
      count: 37,
      spanMs: 1_000,
      detail: '',
    };
    const gaveUp: ProtectionRecord = {
      tMs: 42_000,
      edge: 'gateway->orders',
      source: 'retry',
      type: 'ERROR',
      count: 4,
      spanMs: 1_000,
      detail: 'budgetExhausted',
    };
    const all = [exceeded, refused, gaveUp];
    const only = (...kinds: LogKind[]) => new Set(kinds);

    it('shows the rare events by default and the per-second counts only when asked', () => {
      const byDefault = logEntries([opened], [slow], 10, all, DEFAULT_LOG_KINDS);
      expect(byDefault.map((e) => e.kind)).toEqual(['transition', 'alert', 'fault']);
      const counts = logEntries([opened], [slow], 10, all, only('breakerCalls', 'retryCalls'));
      expect(counts.map((e) => e.headline)).toEqual([
        'retry ERROR × 4',
        'breaker NOT_PERMITTED × 37',
      ]);
    });

    it('says what a count means, over which interval, and why retries stopped', () => {
      const [retry, breaker] = logEntries([], [], 10, all, only('breakerCalls', 'retryCalls'));
      expect(breaker!.detail).toBe('37 calls refused (CallNotPermittedException) in 0:42.0–0:43.0');
      expect(retry!.detail).toBe(
        '4 calls that failed after retrying in 0:42.0–0:43.0 (budgetExhausted)',
      );
      const [alert] = logEntries([], [], 10, all, only('alert'));
      expect(alert).toMatchObject({
        subject: 'gateway → orders',
        target: 'gateway->orders',
        detail: 'failure rate reached the threshold: rate 60 %',
      });
    });

    it('shows nothing of a kind that is filtered out', () => {
      expect(logEntries([opened], [slow], 10, all, only())).toEqual([]);
      expect(logEntries([opened], [slow], 10, all, only('fault')).map((e) => e.kind)).toEqual([
        'fault',
      ]);
    });
  });
});
