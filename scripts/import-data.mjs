// npm run import-data: measured latencies into a scenario, bundled (see runBundled.mjs).
import { runBundled } from './runBundled.mjs';

process.exit(await runBundled('src/cli/importData.ts', process.argv.slice(2)));
