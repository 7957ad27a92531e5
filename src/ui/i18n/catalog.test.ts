import { describe, expect, it } from 'vitest';
import { en } from './catalog/en';
import { ko } from './catalog/ko';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [p, v] of leaves(value, path)) out.set(p, v);
  }
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

describe('the catalogs', () => {
  const english = leaves(en);
  const korean = leaves(ko);

  it('have the same keys in Korean and English', () => {
    expect([...korean.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('have no empty value in either language', () => {
    for (const [language, catalog] of [
      ['en', english],
      ['ko', korean],
    ] as const)
      for (const [key, value] of catalog) expect(value.trim(), `${language}: ${key}`).not.toBe('');
  });

  it('fill in the same values ({{name}}) in both languages', () => {
    for (const [key, value] of english)
      expect(placeholders(korean.get(key) ?? ''), key).toEqual(placeholders(value));
  });

  it('are Korean in Korean wherever the English has words', () => {
    for (const [key, value] of english) {
      // Units and symbols ("ms", "×") read the same; sentences must not.
      if (/[A-Za-z]{3,}\s+[A-Za-z]{2,}/.test(value.replace(/\{\{[^}]*\}\}/g, '')))
        expect(korean.get(key), key).toMatch(/[가-힣]/);
    }
  });
});
