// Pure: no DOM. How one setting's value is read from a file and written back: the unit
// conversions every format's table shares, so a table row names its codec, not its code.
import type { Leaf, Scalar } from './configText';
import { MalformedConfigError } from './importResult';
import {
  booleanValue,
  durationMs,
  goDurationMs,
  numberValue,
  protoDuration,
  springDuration,
} from './values';

export interface Codec {
  read(value: Leaf, key: string, line?: number): unknown;
  write(value: unknown): Scalar;
}

export const numberCodec: Codec = {
  read: numberValue,
  write: (v) => v as number,
};

export const booleanCodec: Codec = {
  read: booleanValue,
  write: (v) => v as boolean,
};

/** Spring Boot's durations: read `5s`, `5000ms`, `PT5S`, 5000; written `5s`. */
export const springDurationCodec: Codec = {
  read: durationMs,
  write: (v) => springDuration(v as number),
};

/** Protobuf and Go durations (Envoy, Istio): read `0.25s`, `250ms`, `1m30s`. */
export const protoDurationCodec: Codec = {
  read: goDurationMs,
  write: (v) => protoDuration(v as number),
};

/** Istio writes Go durations (`250ms`, `5s`: Spring's shortest form is one); read as any Go duration. */
export const goDurationCodec: Codec = {
  read: goDurationMs,
  write: (v) => springDuration(v as number),
};

/** A library's words for our enum's values, both ways. */
export function enumCodec(toOurs: Readonly<Record<string, string>>): Codec {
  const toTheirs = Object.fromEntries(Object.entries(toOurs).map(([k, v]) => [v, k]));
  return {
    read: (value, key, line) => {
      const found = Object.entries(toOurs).find(
        ([k]) => k.toLowerCase() === String(value).trim().toLowerCase(),
      );
      if (!found)
        throw new MalformedConfigError(
          `"${String(value)}" is not one of ${Object.keys(toOurs).join(', ')}`,
          key,
          line,
        );
      return found[1];
    },
    write: (v) => toTheirs[v as string] ?? String(v),
  };
}
