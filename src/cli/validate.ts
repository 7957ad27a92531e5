// npm run validate: runs every validation check over its seeds, writes docs/validation.md and
// the curves in docs/validation/, prints the summary table, and exits 1 when a check leaves
// its tolerance (2 on a bad flag). `--reduced` runs the CI form (shorter runs, fewer seeds)
// and writes nothing.
import { mkdirSync, writeFileSync } from 'node:fs';
import { CHECKS } from '../validation/checkList';
import { PUBLISHED } from '../validation/publishedList';
import { FIGURES } from '../validation/figures';
import { renderSvg } from '../validation/plots';
import { renderMarkdown, summaryTable } from '../validation/renderReport';
import { runCheck, type ValidationScale } from '../validation/validationCheck';

const USAGE = 'usage: npm run validate [-- --reduced]';
const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== '--reduced');
if (unknown.length > 0) {
  process.stderr.write(`validate: unknown argument ${unknown[0]}\n${USAGE}\n`);
  process.exit(2);
}
const scale: ValidationScale = args.includes('--reduced') ? 'reduced' : 'full';

const results = CHECKS.map((check) => {
  const result = runCheck(check, scale);
  process.stderr.write(`${result.pass ? 'pass' : 'FAIL'}  ${check.id}\n`);
  return result;
});
// The published tables run many seeds a cell: the full report only (the unit suite asserts them).
const published = scale === 'full' ? PUBLISHED.map((make) => make()) : [];
for (const c of published) process.stderr.write(`${c.pass ? 'pass' : 'FAIL'}  ${c.id}\n`);
if (scale === 'full') {
  const figures = FIGURES.map((make) => make(scale));
  mkdirSync('docs/validation', { recursive: true });
  for (const f of figures) writeFileSync(`docs/validation/${f.file}`, renderSvg(f.plot));
  writeFileSync('docs/validation.md', renderMarkdown(results, figures, scale, published));
}
const failed = results.filter((r) => !r.pass);
const publishedFailed = published.filter((c) => !c.pass);
process.stdout.write(
  `${summaryTable(results)}\n\n${results.length - failed.length} of ${results.length} checks pass` +
    (published.length > 0
      ? `; ${published.length - publishedFailed.length} of ${published.length} published results reproduced`
      : '') +
    `${scale === 'full' ? '; report written to docs/validation.md' : ''}\n`,
);
process.exitCode = failed.length + publishedFailed.length > 0 ? 1 : 0;
