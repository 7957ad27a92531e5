// Pure: no DOM, no wall clock, no randomness.
// The engine's English sentences are templates with `{{name}}` placeholders, the syntax of
// the page's catalogs: the page renders the same codes and values in any language.

/** The figures and names a template quotes, by placeholder name. */
export type TemplateValues = Readonly<Record<string, string | number>>;

/** Fills `{{name}}` in a template. */
export function fillTemplate(template: string, values: TemplateValues): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
