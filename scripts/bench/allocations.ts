// `npm run bench -- --allocations <scenario.json | preset id>`: the bytes a run allocates per
// client request, by the function that allocates them (V8's sampling heap profiler with the
// objects the young and old collections freed kept in the sample, so it counts allocation,
// not what survives). Sampled every 256 bytes: a site's figure is within a few per cent.
// An allocating function inlined into its caller is counted under the caller's name.
import { readFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { loadPreset, loadScenarioFile } from './loadScenario';
import { timedRun } from './timedRun';

const SAMPLE_EVERY_BYTES = 256;
const TOP_SITES = 15;

interface ProfileNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: ProfileNode[];
}

function post<T>(session: Session, method: string, params?: object): Promise<T> {
  return new Promise((resolve, reject) =>
    session.post(method, params ?? {}, (error, result) =>
      error ? reject(error) : resolve(result as T),
    ),
  );
}

/** For a line of this bundle, the source file esbuild's `// path` comment names above it. */
function sourceFileOf(): (line: number) => string {
  const lines = readFileSync(process.argv[1]!, 'utf8').split('\n');
  const fileAt: string[] = [];
  let file = '?';
  for (const text of lines) {
    if (/^\/\/ (src|scripts|node_modules)\//.test(text)) file = text.slice(3);
    fileAt.push(file);
  }
  return (line) => fileAt[line] ?? '?';
}

export async function allocationsPerRequest(what: string): Promise<void> {
  const scenario = what.endsWith('.json') ? loadScenarioFile(what) : loadPreset(what);
  timedRun(scenario); // warm-up: compiled code allocates less than the interpreter
  const session = new Session();
  session.connect();
  await post(session, 'HeapProfiler.enable');
  await post(session, 'HeapProfiler.startSampling', {
    samplingInterval: SAMPLE_EVERY_BYTES,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  const run = timedRun(scenario);
  const { profile } = await post<{ profile: { head: ProfileNode } }>(
    session,
    'HeapProfiler.stopSampling',
  );
  session.disconnect();
  const fileOf = sourceFileOf();
  const bySite = new Map<string, number>();
  let total = 0;
  const walk = (node: ProfileNode) => {
    const { functionName, lineNumber } = node.callFrame;
    const site = `${functionName || '(anonymous)'}  ${fileOf(lineNumber)}`;
    bySite.set(site, (bySite.get(site) ?? 0) + node.selfSize);
    total += node.selfSize;
    node.children.forEach(walk);
  };
  walk(profile.head);
  const perRequest = (bytes: number) => (bytes / run.requests).toFixed(0).padStart(6);
  console.log(`${what}: ${run.requests} client requests, ${run.events} events`);
  console.log(`${perRequest(total)} bytes allocated per client request, by site:`);
  const top = [...bySite].sort((a, b) => b[1] - a[1]).slice(0, TOP_SITES);
  for (const [site, bytes] of top) console.log(`${perRequest(bytes)}  ${site}`);
}
