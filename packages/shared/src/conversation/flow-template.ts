/**
 * Fills `{{path.to.value}}` in an API-call node's text from the JSON answer (array items by
 * index: `{{items.0.name}}`). A missing value becomes '' (the visitor hears the rest of the
 * sentence, not a placeholder); objects and arrays are written as JSON.
 */
export function fillTemplate(template: string, data: unknown): string {
  return template.replace(/\{\{\s*([^{}\s]+)\s*\}\}/g, (_whole, path: string) => textOf(valueAt(data, path)));
}

function valueAt(data: unknown, path: string): unknown {
  let value: unknown = data;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    if (!Object.prototype.hasOwnProperty.call(value, part)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

function textOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
