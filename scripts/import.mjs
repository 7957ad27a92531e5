// npm run import: the import command line, bundled (see runBundled.mjs).
import { runBundled } from './runBundled.mjs';

process.exit(await runBundled('src/cli/import.ts', process.argv.slice(2)));
