// Runs before the app's modules: zod builds its object parsers when the schemas are defined, and
// would first probe `new Function` (forbidden by our Content-Security-Policy, so reported as a
// violation). zod reads this global as its configuration; jitless parsing needs no eval.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
