// Avatar cloning (issue 12 §2): upload rules, authorization statement, the clone API.
export * from './rules.ts';
export * from './api.ts';
