// Pure: no DOM. What an import gives back besides the scenario: nothing read is dropped
// without a word, and nothing the library would have defaulted is filled silently.
import type { Scenario } from '../sim/scenario';

/** A key read from the file that the scenario cannot hold, and why. */
export interface NotExpressed {
  /** The key as written in the file, dotted (`resilience4j.retry.instances.a.retryExceptions`). */
  key: string;
  /** 1-based line in the file, when the reader knows it. */
  line?: number;
  why: string;
}

/** A setting of the library the file left out, so the library's default was used. */
export interface FilledByDefault {
  /** The library's name of the setting, dotted from the instance (`backendA.slidingWindowSize`). */
  key: string;
  /** The value used, in the library's words (`100`, `60s`). */
  value: string;
}

export interface ImportResult {
  scenario: Scenario;
  notExpressed: NotExpressed[];
  filledByDefault: FilledByDefault[];
  /** Which call each instance (a Resilience4j instance, an Envoy cluster, an Istio host) was put on. */
  placements: Record<string, string>;
  /** Every instance, cluster or host the file names, placed or not, in file order. */
  instances: string[];
}

/** A file the reader cannot make sense of: it names the line and the key. */
export class MalformedConfigError extends Error {
  constructor(
    readonly why: string,
    readonly key?: string,
    readonly line?: number,
  ) {
    super(
      `${line !== undefined ? `line ${line}: ` : ''}${key !== undefined ? `${key}: ` : ''}${why}`,
    );
    this.name = 'MalformedConfigError';
  }
}

/** The formats the export writes. */
export const EXPORT_FORMATS = ['r4j', 'envoy', 'istio', 'polly', 'cockatiel', 'opossum'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
