// npm run validate: the validation report, bundled (see runBundled.mjs).
import { runBundled } from './runBundled.mjs';

process.exit(await runBundled('src/cli/validate.ts', process.argv.slice(2)));
