import { describe, expect, it } from 'vitest';

import { toStandaloneEsModule } from '../../../../scripts/lib/standalone-module.ts';

describe('toStandaloneEsModule', () => {
  it("makes ajv's runtime requires imports and drops each function's copy of its schema", () => {
    const source =
      '"use strict";export const a = validate1;const schema2 = {"type":"string"};const func0 = require("ajv/dist/runtime/equal").default;' +
      'function validate1(data){return func0(data, "x");}validate1.schema = schema2;';
    const { imports, code } = toStandaloneEsModule(source);
    expect(imports).toEqual(['import func0Module from "ajv/dist/runtime/equal.js";\nconst func0 = func0Module.default ?? func0Module;']);
    expect(code).not.toContain('require(');
    expect(code).not.toContain('validate1.schema');
    expect(code).toContain('function validate1(data){return func0(data, "x");}');
  });

  it('writes the string length by code points into the module itself', () => {
    const { imports, code } = toStandaloneEsModule('const func1 = require("ajv/dist/runtime/ucs2length").default;');
    expect(imports).toEqual([]);
    expect(code).toMatch(/^const func1 = function ucs2length\(str\)/);
  });

  it('keeps only where and what of a lean error, whatever text the schema put in strings', () => {
    const source =
      'validate1.errors = [{instancePath:instancePath+"/a",schemaPath:"#/properties/a/pattern",keyword:"pattern",' +
      'params:{pattern: "^\\\\d+(\\\\.\\\\d{1,2})?$"},message:"must match pattern \\""+"^\\\\d+(\\\\.\\\\d{1,2})?$"+"\\" params:{"}];';
    const { code } = toStandaloneEsModule(source, { lean: true });
    expect(code).toBe(
      'validate1.errors = [{instancePath:instancePath+"/a",keyword:"pattern",message:"must match pattern \\""+"^\\\\d+(\\\\.\\\\d{1,2})?$"+"\\" params:{"}];',
    );
    expect(toStandaloneEsModule(source).code).toBe(source);
  });
});
