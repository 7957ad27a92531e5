// npm run export: the export command line, bundled (see runBundled.mjs).
import { runBundled } from './runBundled.mjs';

process.exit(await runBundled('src/cli/export.ts', process.argv.slice(2)));
