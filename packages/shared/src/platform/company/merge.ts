/**
 * The company configuration's merge rule (spec §3): a supplied configuration is merged recursively
 * over the defaults and the supplied value wins; defaults apply only when the apply flag is true
 * (the default), otherwise the input is returned unchanged.
 */
export const COMPANY_CONFIG_DEFAULTS = { tailor: true, loginType: 'phoneLogin', agreementIgnore: true } as const;

type Plain = Record<string, unknown>;

function isPlainObject(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * `supplied` over `base`, recursively: objects merge key by key, anything else (arrays, scalars,
 * null) from `supplied` replaces the base value; an `undefined` in `supplied` keeps the base's.
 * Neither argument is changed.
 */
export function mergeDeep<T extends Plain>(base: Plain, supplied: T): Plain & T {
  const out: Plain = { ...base };
  for (const [key, value] of Object.entries(supplied)) {
    if (value === undefined) continue;
    const current = out[key];
    out[key] = isPlainObject(current) && isPlainObject(value) ? mergeDeep(current, value) : value;
  }
  return out as Plain & T;
}

export function mergeCompanyConfig<T extends Plain>(supplied: T, applyDefaults = true): T {
  if (!applyDefaults) return supplied;
  return mergeDeep(COMPANY_CONFIG_DEFAULTS, supplied) as T;
}
