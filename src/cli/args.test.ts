import { describe, expect, it } from 'vitest';
import { parseArgs } from './args';

describe('sim command line', () => {
  it('reads a preset with seed, duration and format', () => {
    const r = parseArgs([
      '--preset',
      'retry-storm',
      '--seed',
      '7',
      '--duration-s',
      '30',
      '--format',
      'json',
    ]);
    expect(r).toEqual({
      ok: true,
      args: { preset: 'retry-storm', seed: 7, durationS: 30, format: 'json' },
    });
  });

  it('defaults to the table format for a file', () => {
    expect(parseArgs(['s.json'])).toEqual({ ok: true, args: { file: 's.json', format: 'table' } });
  });

  it('--frames asks for the per-second frames', () => {
    expect(parseArgs(['--preset', 'retry-storm', '--frames'])).toEqual({
      ok: true,
      args: { preset: 'retry-storm', format: 'table', frames: true },
    });
  });

  it.each([
    [[], 'give a scenario file or --preset'],
    [['a.json', '--preset', 'x'], 'not both'],
    [['--seed', '-1', 'a.json'], '--seed must be an integer'],
    [['--seed'], '--seed needs a value'],
    [['--duration-s', '0', 'a.json'], '--duration-s must be'],
    [['--format', 'xml', 'a.json'], '--format must be json or table'],
    [['--bogus'], 'unknown option --bogus'],
    [['a.json', 'b.json'], 'only one scenario file'],
  ])('refuses %j with a message', (argv, message) => {
    const r = parseArgs(argv);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(message);
  });
});
