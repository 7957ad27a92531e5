// The English catalog: the source every other language is checked against.
import { coreEn } from './core.en';

export const en = { ...coreEn };
