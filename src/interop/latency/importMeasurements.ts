// Pure: a file of measurements (durations, a Prometheus exposition, an HdrHistogram table) in,
// a scenario patch and a report out. The patch gives the named service the fitted latency on
// every route, its measured 5xx share, and its measured rate to the clients that call it.
import type { PatchOp } from '../../scenarios/patch';
import { SCENARIO_VERSION } from '../../sim/scenario/scenarioSchema';
import type { Distribution, ScenarioInput } from '../../sim/scenario';
import { meanOf } from '../../sim/engine/sampleDistribution';
import { fitLatency, type LatencyFit } from './fitLatency';
import {
  MeasurementsError,
  type MeasurementNote,
  type Measurements,
  type TrafficCounters,
} from './latencyData';
import { parseDurations } from './parseDurations';
import { looksLikeHdr, parseHdr } from './parseHdr';
import { parsePrometheus } from './parsePrometheus';

/** What the measurements say about one service, in the scenario's terms. */
export interface MeasurementsPatch {
  service: string;
  processing: Distribution;
  /** The 5xx share (0–1), when the counters gave one. */
  http5xx?: number;
  /** Requests per second, when the counters gave a window. */
  rps?: number;
}

export interface MeasurementsReport {
  fileName: string;
  format: Measurements['format'];
  fit: LatencyFit;
  traffic?: TrafficCounters;
  /** What the reader assumed or could not take. */
  notes: MeasurementNote[];
}

export interface ImportedMeasurements {
  patch: MeasurementsPatch;
  report: MeasurementsReport;
}

const PROMETHEUS = /_bucket\{[^}]*le="/;

/** Reads the file by its content (the name only breaks a tie) and parses it. */
export function readMeasurements(text: string, fileName: string): Measurements {
  if (text.trim() === '') throw new MeasurementsError(`${fileName} is empty`);
  if (PROMETHEUS.test(text)) return parsePrometheus(text);
  if (looksLikeHdr(text) || /\.hgrm$/i.test(fileName)) return parseHdr(text);
  return parseDurations(text);
}

/** Parses and fits one file of measurements for `service`; throws MeasurementsError on bad input. */
export function importMeasurements(
  text: string,
  fileName: string,
  service: string,
): ImportedMeasurements {
  return fitMeasurements(readMeasurements(text, fileName), fileName, service);
}

/** Fits measurements already read (the page keeps them for its chart) for `service`. */
export function fitMeasurements(
  m: Measurements,
  fileName: string,
  service: string,
): ImportedMeasurements {
  const fit = fitLatency(m.latency);
  const t = m.traffic;
  const patch: MeasurementsPatch = {
    service,
    processing: fit.chosen.distribution,
    ...(t?.errors !== undefined && t.requests > 0 ? { http5xx: t.errors / t.requests } : {}),
    ...(t?.rps !== undefined ? { rps: t.rps } : {}),
  };
  return {
    patch,
    report: { fileName, format: m.format, fit, ...(t ? { traffic: t } : {}), notes: m.notes },
  };
}

interface ScenarioShape {
  services: { name: string; routes: { name: string }[] }[];
  clients: { name: string; service: string }[];
}

/** The edits that put a patch onto a scenario; throws when the service is not in it. */
export function measurementsPatchOps(scenario: ScenarioShape, patch: MeasurementsPatch): PatchOp[] {
  const service = scenario.services.find((s) => s.name === patch.service);
  if (!service)
    throw new MeasurementsError(
      `no service "${patch.service}" in the scenario; known: ${scenario.services.map((s) => s.name).join(', ')}`,
    );
  const at = `services[${patch.service}]`;
  const ops: PatchOp[] = service.routes.map((r) => ({
    op: 'set',
    path: `${at}.routes[${r.name}].processing`,
    value: patch.processing,
  }));
  if (patch.http5xx !== undefined)
    ops.push({ op: 'set', path: `${at}.faults.errorRates.http5xx`, value: patch.http5xx });
  if (patch.rps !== undefined) {
    const callers = scenario.clients.filter((c) => c.service === patch.service);
    // Several clients share the measured rate in equal parts.
    for (const c of callers)
      ops.push({
        op: 'set',
        path: `clients[${c.name}].arrival.rps`,
        value: patch.rps / callers.length,
      });
  }
  return ops;
}

/** Headroom of the workers guessed for a scenario built from measurements alone (Little's law × 2). */
const WORKER_HEADROOM = 2;
/** The rate of that scenario's client when the measurements give none. */
const DEFAULT_RPS = 10;
/** That scenario's run: a minute. */
const DEFAULT_DURATION_MS = 60_000;

/** A scenario of one client and the measured service, when there is no scenario to put it on. */
export function scenarioFromMeasurements(patch: MeasurementsPatch): ScenarioInput {
  const rps = patch.rps ?? DEFAULT_RPS;
  const workers = Math.max(1, Math.ceil((WORKER_HEADROOM * rps * meanOf(patch.processing)) / 1000));
  return {
    version: SCENARIO_VERSION,
    durationMs: DEFAULT_DURATION_MS,
    services: [
      {
        name: patch.service,
        workers,
        routes: [{ name: 'default', processing: patch.processing }],
        ...(patch.http5xx !== undefined
          ? { faults: { errorRates: { http5xx: patch.http5xx } } }
          : {}),
      },
    ],
    clients: [{ name: 'clients', service: patch.service, arrival: { type: 'poisson', rps } }],
  } as ScenarioInput;
}
