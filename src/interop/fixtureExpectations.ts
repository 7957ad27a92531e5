// Test support: the scenario each config fixture (./fixtures/) should give: the call it lands
// on, the settings read, and exactly what is listed as not expressed. One file per format
// family (fixtureExpectations.r4j.ts, fixtureExpectations.mesh.ts).
import type { ImportOptions } from '.';
import { MESH_FIXTURES } from './fixtureExpectations.mesh';
import { R4J_FIXTURES } from './fixtureExpectations.r4j';

export interface Expected {
  file: string;
  options?: ImportOptions;
  /** Call → the fragment of its policy that must be there. */
  calls: Record<string, object>;
  /** Service → its outlier ejection. */
  outliers?: Record<string, object>;
  /** `line:key` of each thing not expressed, in order. */
  notExpressed: string[];
  classification?: object;
}

export const FIXTURES: Expected[] = [...R4J_FIXTURES, ...MESH_FIXTURES];
