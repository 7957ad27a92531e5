// Input (defaults may be left out) types of the scenario's parts, for writing presets.
import type { z } from 'zod';
import type { callPolicySchema, serviceSchema } from '../../sim/scenario';

export type { ScenarioInput } from '../../sim/scenario';
export type CallPolicyInput = z.input<typeof callPolicySchema>;
export type ServiceInput = z.input<typeof serviceSchema>;
