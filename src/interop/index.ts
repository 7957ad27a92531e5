// Pure: no DOM. The room's doors: a config file in (Resilience4j, Envoy, Istio) onto a
// scenario, and one call's policies out in a library's format.
import type { Scenario } from '../sim/scenario';
import { exportCockatiel, exportOpossum } from './code/nodeLibraries';
import { exportPolly } from './code/polly';
import { guessSyntax } from './configText';
import type { ExportFormat, ImportResult } from './importResult';
import { importEnvoy } from './mesh/envoyImport';
import { exportEnvoy, exportIstio } from './mesh/meshExport';
import { importIstio } from './mesh/istioImport';
import { policyOf, splitCall } from './placement';
import { importResilience4j, type FailureKind } from './resilience4j/r4jImport';
import { exportResilience4j } from './resilience4j/r4jExport';
import type { ExportSubject } from './unexpressed';

export * from './importResult';
export { callsOf, guessCall } from './placement';
export type { FailureKind };

export const IMPORT_FORMATS = ['r4j', 'envoy', 'istio'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** Which library wrote the file: Istio's kinds, Resilience4j's prefix, else Envoy. */
export function detectFormat(text: string): ImportFormat {
  if (/^\s*kind:\s*(DestinationRule|VirtualService)\b/m.test(text)) return 'istio';
  if (/^\s*resilience4j([.:]|\s*$)/im.test(text)) return 'r4j';
  return 'envoy';
}

export interface ImportOptions {
  format?: ImportFormat;
  fileName?: string;
  onto?: Scenario;
  map?: Readonly<Record<string, string>>;
  exceptions?: Readonly<Record<string, FailureKind>>;
}

export function importConfig(text: string, options: ImportOptions = {}): ImportResult {
  const format = options.format ?? detectFormat(text);
  if (format === 'r4j')
    return importResilience4j(text, { ...options, syntax: guessSyntax(text, options.fileName) });
  return format === 'istio' ? importIstio(text, options) : importEnvoy(text, options);
}

/** One call's policies in a library's format. */
export function exportCall(scenario: Scenario, call: string, format: ExportFormat): string {
  const policy = policyOf(scenario, call);
  if (!policy) throw new Error(`the scenario has no call ${call}`);
  const { callee } = splitCall(call);
  const subject: ExportSubject = {
    policy,
    outlier: scenario.services.find((s) => s.name === callee)?.outlierEjection,
    classification: scenario.breakerClassification,
  };
  switch (format) {
    case 'r4j':
      return exportResilience4j(subject, callee);
    case 'envoy':
      return exportEnvoy(subject, callee);
    case 'istio':
      return exportIstio(subject, callee);
    case 'polly':
      return exportPolly(subject, call);
    case 'cockatiel':
      return exportCockatiel(subject, call);
    case 'opossum':
      return exportOpossum(subject, call);
  }
}
