import { describe, expect, it } from 'vitest';
import { parseExportArgs, parseImportArgs } from './interopArgs';

describe('import and export command lines', () => {
  it('import reads the file, the scenario and each mapping', () => {
    expect(
      parseImportArgs([
        'a.yml',
        '--preset',
        'retry-storm',
        '--map',
        'backendA=api->db',
        '--exception',
        'java.io.IOException=network',
      ]),
    ).toEqual({
      ok: true,
      args: {
        file: 'a.yml',
        preset: 'retry-storm',
        map: { backendA: 'api->db' },
        exceptions: { 'java.io.IOException': 'network' },
      },
    });
  });

  it('export reads the scenario, the call and the format', () => {
    expect(parseExportArgs(['s.json', '--edge', 'api->db', '--format', 'polly'])).toEqual({
      ok: true,
      args: { file: 's.json', edge: 'api->db', format: 'polly' },
    });
  });

  it.each([
    [parseImportArgs([]), 'give a config file'],
    [parseImportArgs(['a.yml', '--onto', 's.json', '--preset', 'x']), 'not both'],
    [parseImportArgs(['a.yml', '--map', 'nomapping']), '--map takes name=value'],
    [parseExportArgs(['s.json', '--format', 'polly']), 'give --edge'],
    [
      parseExportArgs(['s.json', '--edge', 'a->b', '--format', 'xml']),
      '--format must be r4j or envoy',
    ],
  ])('refuses with a message (%#)', (r, message) => {
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(message);
  });
});
