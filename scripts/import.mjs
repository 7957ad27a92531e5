// npm run import: a library config (Resilience4j, Envoy, Istio) onto a scenario; or, with
// `--service NAME`, a service's measured latencies (the import-data command). Bundled (see
// runBundled.mjs).
import { runBundled } from './runBundled.mjs';

const args = process.argv.slice(2);
const entry = args.includes('--service') ? 'src/cli/importData.ts' : 'src/cli/import.ts';
process.exit(await runBundled(entry, args));
