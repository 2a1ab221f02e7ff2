// Unit tests of tests/api/schema-check.mjs (no server): it accepts right shapes, rejects
// wrong ones keyword by keyword, refuses keywords it does not know, and every schema in
// docs/openapi.yaml uses only what it checks.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { repoRoot } from './harness.mjs';
import { lintSchema, schemaChecker } from './schema-check.mjs';

const root = {
  components: {
    schemas: {
      Money: { type: 'integer', minimum: 0 },
      Item: {
        type: 'object',
        required: ['id', 'qty'],
        additionalProperties: false,
        properties: {
          id: { type: 'string', minLength: 1, maxLength: 5, pattern: '^[A-Z]+$' },
          qty: { type: 'integer', minimum: 1, maximum: 9 },
          price: { $ref: '#/components/schemas/Money', maximum: 100 },
          note: { type: ['string', 'null'] },
        },
      },
      Base: { type: 'object', required: ['a'], properties: { a: { type: 'string' } } },
      Closed: {
        allOf: [{ $ref: '#/components/schemas/Base' }, { properties: { b: { type: 'boolean' } } }],
        unevaluatedProperties: false,
      },
    },
  },
};
const check = schemaChecker(root);
const ref = (name) => ({ $ref: `#/components/schemas/${name}` });
const ok = (schema, value) => assert.deepEqual(check(schema, value), [], JSON.stringify(value));
const bad = (schema, value, pattern) => {
  const errors = check(schema, value);
  assert.ok(errors.length > 0, `should reject ${JSON.stringify(value)}`);
  if (pattern) assert.match(errors.join('\n'), pattern);
};

describe('schema-check', () => {
  test('type, including arrays of types, integer and null', () => {
    ok({ type: 'string' }, 'x');
    bad({ type: 'string' }, 1, /expected string, got integer/);
    ok({ type: 'integer' }, 3);
    bad({ type: 'integer' }, 3.5, /expected integer/);
    ok({ type: 'number' }, 3.5);
    bad({ type: 'number' }, '3');
    ok({ type: ['string', 'null'] }, null);
    bad({ type: ['string', 'null'] }, false, /expected string or null/);
    bad({ type: 'object' }, [], /got array/);
    bad({ type: 'array' }, {}, /got object/);
    bad({ type: 'boolean' }, 'true');
  });

  test('properties, required and additionalProperties', () => {
    ok(ref('Item'), { id: 'AB', qty: 2, price: 5, note: null });
    bad(ref('Item'), { id: 'AB' }, /missing required property "qty"/);
    bad(ref('Item'), { id: 'AB', qty: 2, extra: 1 }, /property "extra" is not allowed/);
    bad(ref('Item'), { id: 'AB', qty: '2' }, /\$\.qty: expected integer/);
    ok({ type: 'object', additionalProperties: { type: 'string' } }, { a: 'x' });
    bad({ type: 'object', additionalProperties: { type: 'string' } }, { a: 1 }, /\$\.a/);
  });

  test('$ref with sibling keywords applies both', () => {
    bad(ref('Item'), { id: 'AB', qty: 2, price: -1 }, /\$\.price: -1 must be >= 0/);
    bad(ref('Item'), { id: 'AB', qty: 2, price: 101 }, /\$\.price: 101 must be <= 100/);
  });

  test('numbers and strings: minimum, maximum, exclusive bounds, lengths, pattern', () => {
    bad(ref('Item'), { id: 'AB', qty: 0 }, /minimum/);
    bad(ref('Item'), { id: 'AB', qty: 10 }, /maximum/);
    bad({ exclusiveMinimum: 0 }, 0, /exclusiveMinimum/);
    ok({ exclusiveMinimum: 0 }, 0.01);
    bad({ exclusiveMaximum: 1 }, 1, /exclusiveMaximum/);
    bad(ref('Item'), { id: '', qty: 1 }, /minLength/);
    bad(ref('Item'), { id: 'ABCDEF', qty: 1 }, /maxLength/);
    bad(ref('Item'), { id: 'ab', qty: 1 }, /does not match/);
    ok({ maxLength: 2 }, 'éé'); // code points, not UTF-16 units or bytes
  });

  test('items, minItems, maxItems', () => {
    const list = { type: 'array', minItems: 1, maxItems: 2, items: ref('Item') };
    ok(list, [{ id: 'A', qty: 1 }]);
    bad(list, [], /minItems/);
    bad(
      list,
      [
        { id: 'A', qty: 1 },
        { id: 'B', qty: 1 },
        { id: 'C', qty: 1 },
      ],
      /maxItems/,
    );
    bad(
      list,
      [
        { id: 'A', qty: 1 },
        { id: 'b', qty: 1 },
      ],
      /\$\[1\]\.id/,
    );
  });

  test('enum and const compare deeply', () => {
    ok({ enum: ['a', 'b'] }, 'b');
    bad({ enum: ['a', 'b'] }, 'c', /not one of/);
    ok({ const: { x: [1] } }, { x: [1] });
    bad({ const: { x: [1] } }, { x: [2] }, /expected/);
    bad({ const: true }, 'true');
  });

  test('oneOf needs exactly one match; anyOf at least one', () => {
    const nullable = { oneOf: [ref('Money'), { type: 'null' }] };
    ok(nullable, null);
    ok(nullable, 3);
    bad(nullable, 'x', /none of oneOf/);
    bad({ oneOf: [{ type: 'integer' }, { type: 'number' }] }, 1, /exactly one/);
    ok({ anyOf: [{ type: 'integer' }, { type: 'number' }] }, 1);
    bad({ anyOf: [{ type: 'integer' }, { type: 'boolean' }] }, 'x', /none of anyOf/);
  });

  test('allOf with unevaluatedProperties: false closes the combined object', () => {
    ok(ref('Closed'), { a: 'x', b: true });
    bad(ref('Closed'), { a: 'x', b: true, c: 1 }, /property "c" is not allowed/);
    bad(ref('Closed'), { b: true }, /missing required property "a"/);
    bad(ref('Closed'), { a: 'x', b: 'no' }, /\$\.b: expected boolean/);
  });

  test('formats: date-time, date, email', () => {
    ok({ format: 'date-time' }, '2026-11-23T04:00:00Z');
    bad({ format: 'date-time' }, '2026-11-23 04:00', /date-time/);
    ok({ format: 'date' }, '2026-02-28');
    bad({ format: 'date' }, '2026-02-30', /date/);
    ok({ format: 'email' }, 'a@b.pk');
    bad({ format: 'email' }, 'a@b', /email/);
  });

  test('minProperties and maxProperties', () => {
    bad({ type: 'object', minProperties: 1 }, {}, /minProperties/);
    bad({ type: 'object', maxProperties: 1 }, { a: 1, b: 2 }, /maxProperties/);
  });

  test('unknown keywords, types, formats and $refs throw instead of passing', () => {
    assert.throws(() => check({ patternProperties: {} }, {}), /not supported.*: patternProperties/);
    assert.throws(() => check({ type: 'date' }, 'x'), /unknown type/);
    assert.throws(() => check({ format: 'uuid' }, 'x'), /format not supported/);
    assert.throws(() => check(ref('Nope'), 1), /does not resolve/);
    assert.throws(() => lintSchema(root, { properties: { a: { if: {} } } }), /not supported.*: if/);
    assert.throws(() => lintSchema(root, { items: ref('Missing') }), /does not resolve/);
    lintSchema(root, ref('Closed'));
  });

  test('every schema in docs/openapi.yaml uses only what schema-check knows', () => {
    const doc = JSON.parse(
      execFileSync('/usr/bin/python3', [
        path.join(repoRoot, 'server/cmake/embed_openapi.py'),
        path.join(repoRoot, 'docs/openapi.yaml'),
        '-',
      ]).toString('utf8'),
    );
    const schemas = [];
    for (const s of Object.values(doc.components.schemas)) schemas.push(s);
    for (const ops of Object.values(doc.paths)) {
      for (const op of Object.values(ops)) {
        for (const p of op.parameters ?? []) if (!p.$ref) schemas.push(p.schema);
        for (const c of Object.values(op.requestBody?.content ?? {})) schemas.push(c.schema);
        for (const r of Object.values(op.responses ?? {})) {
          const res = r.$ref ? resolve(doc, r.$ref) : r;
          for (const c of Object.values(res.content ?? {})) schemas.push(c.schema);
        }
      }
    }
    for (const p of Object.values(doc.components.parameters)) schemas.push(p.schema);
    assert.ok(schemas.length > 100, `found ${schemas.length} schemas`);
    for (const s of schemas) lintSchema(doc, s);
  });
});

function resolve(doc, ref) {
  return ref
    .slice(2)
    .split('/')
    .reduce((node, key) => node[key], doc);
}
