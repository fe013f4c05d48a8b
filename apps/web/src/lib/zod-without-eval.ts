// Our Content-Security-Policy forbids eval. Zod probes for it (`new Function`) when it builds an object
// schema, and the browser reports the probe as a CSP violation although Zod catches it. Zod reads its
// settings from this shared object (it keeps what it finds there), so setting `jitless` before any
// schema is built turns the probe off without loading Zod into the entry (`z.config` would).
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(shared.__zod_globalConfig ??= {}).jitless = true;

export {};
