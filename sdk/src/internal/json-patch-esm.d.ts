// fast-json-patch ships its ES module build without .d.mts typings; its main typings describe it.
declare module 'fast-json-patch/module/core.mjs' {
  export { applyPatch, type Operation } from 'fast-json-patch';
}
