import { describe, expect, it } from 'vitest';
import { chainFrame } from '../graph/testing/graphFixtures';
import type { RunSummary } from '../../sim/engine/types';
import { lastChangeMs, totalsOver } from './totalsRange';

const frames = Array.from({ length: 60 }, (_, i) => chainFrame(i + 1));
const summary = { seed: 1, clients: {}, services: {}, edges: {} } as unknown as RunSummary;

describe('totals over a span of the run', () => {
  it('adds up the frames after the last change, and over the charts’ window', () => {
    // web: 50 offered a second; from 37 s on, 10 succeed and 40 fail (chainFrame).
    const since = totalsOver('sinceChange', {
      summary,
      frames,
      lastChangeMs: 30_000,
      windowS: 120,
    });
    expect(since.clients.web).toMatchObject({
      offered: 1500,
      succeeded: 6 * 50 + 24 * 10,
      failed: 24 * 40,
    });
    const window = totalsOver('window', { summary, frames, lastChangeMs: null, windowS: 10 });
    expect(window.clients.web).toMatchObject({ offered: 500, succeeded: 100, failed: 400 });
    expect(window.clients.web!.availability).toBeCloseTo(0.2);
  });

  it('is the engine’s own totals over the whole run, or when nothing changed yet', () => {
    expect(totalsOver('run', { summary, frames, lastChangeMs: 5_000, windowS: 10 })).toBe(summary);
    expect(totalsOver('sinceChange', { summary, frames, lastChangeMs: null, windowS: 10 })).toBe(
      summary,
    );
  });

  it('the last change is the latest edit already made', () => {
    expect(lastChangeMs([{ atMs: 10 }, { atMs: 50 }, { atMs: 90 }], 60)).toBe(50);
    expect(lastChangeMs([{ atMs: 90 }], 60)).toBeNull();
  });
});
