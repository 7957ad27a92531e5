// npm run bench: the engine benchmark, bundled (see runBundled.mjs), with --expose-gc so
// heap figures are measured after a full collection. `--peer` also bundles the two kinds of
// process the side-by-side bench starts (an engine run, the frozen yardstick loop).
import { bundle, runBundled } from './runBundled.mjs';

const args = process.argv.slice(2);
if (args[0] === '--peer') {
  args.push(
    '--engine-bundle',
    await bundle('scripts/bench/workloadProcess.ts'),
    '--yardstick-bundle',
    await bundle('scripts/bench/yardstickProcess.ts'),
  );
}
process.exit(await runBundled('scripts/bench/benchMain.ts', args, ['--expose-gc']));
