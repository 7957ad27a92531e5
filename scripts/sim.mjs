// npm run sim: the command-line runner, bundled (see runBundled.mjs).
import { runBundled } from './runBundled.mjs';

process.exit(await runBundled('src/cli/sim.ts', process.argv.slice(2)));
