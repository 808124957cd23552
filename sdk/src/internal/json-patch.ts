// RFC 6902 for the browser entry: applyPatch from fast-json-patch's ES module core, so that a
// bundler keeps only the core (the default import kept the whole library, the observer and diff
// parts too). Node loads the
// same .mjs file as an ES module. The types are the package's own (json-patch-esm.d.ts).
export { applyPatch, type Operation } from 'fast-json-patch/module/core.mjs';
