/**
 * A text with its `{name}` slots filled in. Words that travel to an island in loader data are
 * templates rather than functions (a function cannot be serialized), and each language puts the
 * values where its grammar wants them.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);
}
