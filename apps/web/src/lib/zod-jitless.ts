/**
 * Imported for its effect, first, by the entry (main.tsx). Zod decides once whether it may
 * compile parsers with `new Function`; under the page's CSP (no 'unsafe-eval') that probe is
 * refused and reported as a `securitypolicyviolation` on every page that parses: noise that
 * would hide a real violation (an injected script). Interpreted parsers are what a strict CSP
 * allows anyway.
 *
 * Zod keeps its settings in this global, which the first copy of zod to load adopts as its
 * `config()` (zod/v4/core/core.js). Setting it here, before zod loads, keeps zod out of the
 * entry chunk (importing `config` from zod would pull its core into the first download);
 * zod-jitless.test.ts checks that zod still reads it.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(scope.__zod_globalConfig ??= {}).jitless = true;

export {};
