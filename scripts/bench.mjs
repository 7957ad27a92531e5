// npm run bench: the engine benchmark, bundled (see runBundled.mjs), with --expose-gc so
// heap figures are measured after a full collection.
import { runBundled } from './runBundled.mjs';

process.exit(
  await runBundled('scripts/bench/benchMain.ts', process.argv.slice(2), ['--expose-gc']),
);
