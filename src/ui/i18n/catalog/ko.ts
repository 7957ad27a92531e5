// The Korean catalog, typed against the English one.
import { coreKo } from './core.ko';
import type { Strings } from './strings';
import type { en } from './en';

export const ko: Strings<typeof en> = { ...coreKo };
