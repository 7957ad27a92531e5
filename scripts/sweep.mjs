// npm run sweep: the sweep command line, bundled (see runBundled.mjs).
import { runBundled } from './runBundled.mjs';

process.exit(await runBundled('src/cli/sweep.ts', process.argv.slice(2)));
