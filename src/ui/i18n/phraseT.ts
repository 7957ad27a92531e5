// `t` for keys built at run time from an engine code ("budget.words.fits"): i18next's types
// cannot know which placeholders such a key takes. catalog.test.ts checks instead that every
// language fills in the same placeholders, and each caller's test that the English reads as
// the engine's own words.
import type { TFunction } from 'i18next';

export type PhraseT = (key: string, values?: Readonly<Record<string, unknown>>) => string;

export const phraseT = (t: TFunction): PhraseT => t as unknown as PhraseT;
