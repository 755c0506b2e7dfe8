import { runInNewContext } from 'node:vm';

import { describe, expect, it } from 'vitest';

import { inlineRuntimeImport, toRuntimeExpression } from '../../../scripts/vite-plugin-inline-runtime.ts';

// The shape rolldown writes: helpers as minified locals, then one export list.
const RUNTIME =
  'var e=Object.defineProperty,t=(e,t)=>()=>(t||(t={v:e()}),t.v),n=(t,n)=>{let r={};for(var i in t)e(r,i,{get:t[i],enumerable:!0});return n||e(r,Symbol.toStringTag,{value:`Module`}),r};export{n,t as i};';
const FILE = 'assets/rolldown-runtime-Bi-D_2cA.js';

describe("the bundler's runtime helpers written into the chunks that use them", () => {
  it('rewrites the import into the same bindings, and the chunk runs as before', () => {
    const chunk =
      'import{A as a}from"./index-x1.js";import{n as e,i as once}from"./rolldown-runtime-Bi-D_2cA.js";var ns=e({answer:()=>42});var lazy=once(()=>a+1);export{ns,lazy};';
    const code = inlineRuntimeImport(chunk, FILE, toRuntimeExpression(RUNTIME));
    expect(code).not.toContain('rolldown-runtime');
    expect(code).toContain('import{A as a}from"./index-x1.js";');
    // Run it as a script: the other import's binding given, the exports read back.
    const body = code.replace('import{A as a}from"./index-x1.js";', '').replace(/export\{ns,lazy\};$/, 'out={ns,lazy};');
    const context: { a: number; out?: { ns: { answer: number }; lazy: () => number } } = { a: 1 };
    runInNewContext(body, context);
    const { ns, lazy } = context.out!;
    expect(ns.answer).toBe(42);
    expect(Object.prototype.toString.call(ns)).toBe('[object Module]');
    expect(lazy()).toBe(2);
  });

  it('fails the build on an import of the runtime it cannot rewrite, or a runtime chunk of another shape', () => {
    const runtime = toRuntimeExpression(RUNTIME);
    expect(() => inlineRuntimeImport('import*as r from"./rolldown-runtime-Bi-D_2cA.js";r.n({});', FILE, runtime)).toThrow(/cannot rewrite/);
    expect(() => toRuntimeExpression('var e=1;')).toThrow(/export list/);
    expect(() => toRuntimeExpression('import"./x.js";var e=1;export{e};')).toThrow(/imports or exports/);
  });

  it('leaves a chunk that does not use the runtime as it is', () => {
    const chunk = 'import{A as a}from"./index-x1.js";export const b=a;';
    expect(inlineRuntimeImport(chunk, FILE, toRuntimeExpression(RUNTIME))).toBe(chunk);
  });
});
