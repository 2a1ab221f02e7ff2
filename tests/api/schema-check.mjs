// A small JSON Schema (2020-12) validator for the keywords docs/openapi.yaml uses, so the API
// tests can check real answers against the contract without npm dependencies.
//
//   const check = schemaChecker(openapiDocument);
//   check({ $ref: '#/components/schemas/Order' }, value)  -> [] or ['$.items[0].quantity: …']
//
// A keyword it does not know is an error (thrown), never silently ignored: a document that
// starts using one must teach this file first (and its tests in schema-check.test.mjs).

const ANNOTATIONS = new Set([
  'description',
  'title',
  'summary',
  'default',
  'examples',
  'example',
  'deprecated',
  'readOnly',
  'writeOnly',
  '$comment',
]);

const FORMATS = {
  'date-time': (s) =>
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(s) &&
    !Number.isNaN(Date.parse(s)),
  date: (s) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  },
  email: (s) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s),
  binary: () => true,
};

const TYPES = {
  null: (v) => v === null,
  boolean: (v) => typeof v === 'boolean',
  object: (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
  array: (v) => Array.isArray(v),
  number: (v) => typeof v === 'number' && Number.isFinite(v),
  integer: (v) => Number.isInteger(v),
  string: (v) => typeof v === 'string',
};

function short(v) {
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 80 ? `${s.slice(0, 77)}...` : s;
}

function typeName(v) {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (Number.isInteger(v)) return 'integer';
  return typeof v;
}

export function deepEqual(a, b) {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && deepEqual(a[k], b[k]));
}

/** Resolves a local JSON pointer ('#/components/schemas/X') in root. */
export function resolveRef(root, ref) {
  if (!ref.startsWith('#/')) throw new Error(`only local $refs are supported: ${ref}`);
  let node = root;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) {
      throw new Error(`$ref does not resolve: ${ref}`);
    }
    node = node[key];
  }
  return node;
}

// A keyword that bounds values of one type (minimum, maxLength, minItems, …).
function bound(keyword, applies, ok, what) {
  return ({ schema, value, path, errors }) => {
    if (applies(value) && !ok(value, schema[keyword])) {
      errors.push(`${path}: ${short(value)} must ${what} ${schema[keyword]} (${keyword})`);
    }
  };
}

const jsonPath = (path, key) =>
  typeof key === 'number'
    ? `${path}[${key}]`
    : /^[A-Za-z_$][\w$]*$/.test(key)
      ? `${path}.${key}`
      : `${path}[${JSON.stringify(key)}]`;

const isObj = TYPES.object;

// One handler per keyword: ctx = {schema, value, path, errors, evaluated, walk, trial}.
// walk(sub, value, path, errors) checks a subschema and returns the properties it evaluated;
// trial(sub, value, path) does the same without adding its problems to the caller's.
const KEYWORDS = {
  $ref({ schema, value, path, errors, evaluated, walk, root }) {
    for (const k of walk(resolveRef(root, schema.$ref), value, path, errors)) evaluated.add(k);
  },
  type({ schema, value, path, errors }) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    for (const t of types) if (!TYPES[t]) throw new Error(`unknown type ${t} at ${path}`);
    if (!types.some((t) => TYPES[t](value))) {
      errors.push(`${path}: expected ${types.join(' or ')}, got ${typeName(value)}`);
    }
  },
  enum({ schema, value, path, errors }) {
    if (!schema.enum.some((e) => deepEqual(e, value))) {
      errors.push(`${path}: ${short(value)} is not one of ${JSON.stringify(schema.enum)}`);
    }
  },
  const({ schema, value, path, errors }) {
    if (!deepEqual(schema.const, value)) {
      errors.push(`${path}: expected ${JSON.stringify(schema.const)}, got ${short(value)}`);
    }
  },
  minimum: bound('minimum', TYPES.number, (v, m) => v >= m, 'be >='),
  maximum: bound('maximum', TYPES.number, (v, m) => v <= m, 'be <='),
  exclusiveMinimum: bound('exclusiveMinimum', TYPES.number, (v, m) => v > m, 'be >'),
  exclusiveMaximum: bound('exclusiveMaximum', TYPES.number, (v, m) => v < m, 'be <'),
  minLength: bound('minLength', TYPES.string, (v, n) => [...v].length >= n, 'have length >='),
  maxLength: bound('maxLength', TYPES.string, (v, n) => [...v].length <= n, 'have length <='),
  pattern({ schema, value, path, errors }) {
    if (typeof value === 'string' && !new RegExp(schema.pattern, 'u').test(value)) {
      errors.push(`${path}: ${short(value)} does not match /${schema.pattern}/`);
    }
  },
  format({ schema, value, path, errors }) {
    const f = FORMATS[schema.format];
    if (!f) throw new Error(`format not supported by schema-check.mjs: ${schema.format}`);
    if (typeof value === 'string' && !f(value)) {
      errors.push(`${path}: ${short(value)} is not a valid ${schema.format}`);
    }
  },
  items({ schema, value, path, errors, walk }) {
    if (Array.isArray(value))
      value.forEach((v, i) => walk(schema.items, v, jsonPath(path, i), errors));
  },
  minItems: bound('minItems', TYPES.array, (v, n) => v.length >= n, 'have length >='),
  maxItems: bound('maxItems', TYPES.array, (v, n) => v.length <= n, 'have length <='),
  required({ schema, value, path, errors }) {
    if (!isObj(value)) return;
    for (const k of schema.required)
      if (!Object.hasOwn(value, k)) errors.push(`${path}: missing required property "${k}"`);
  },
  properties({ schema, value, path, errors, evaluated, walk }) {
    if (!isObj(value)) return;
    for (const [k, sub] of Object.entries(schema.properties)) {
      if (!Object.hasOwn(value, k)) continue;
      evaluated.add(k);
      walk(sub, value[k], jsonPath(path, k), errors);
    }
  },
  additionalProperties({ schema, value, path, errors, evaluated, walk }) {
    if (!isObj(value)) return;
    const declared = new Set(Object.keys(schema.properties ?? {}));
    for (const k of Object.keys(value)) {
      if (declared.has(k)) continue;
      evaluated.add(k);
      if (schema.additionalProperties === false)
        errors.push(`${path}: property "${k}" is not allowed`);
      else walk(schema.additionalProperties, value[k], jsonPath(path, k), errors);
    }
  },
  minProperties: bound(
    'minProperties',
    isObj,
    (v, n) => Object.keys(v).length >= n,
    'have keys >=',
  ),
  maxProperties: bound(
    'maxProperties',
    isObj,
    (v, n) => Object.keys(v).length <= n,
    'have keys <=',
  ),
  allOf({ schema, value, path, errors, evaluated, walk }) {
    for (const sub of schema.allOf)
      for (const k of walk(sub, value, path, errors)) evaluated.add(k);
  },
  anyOf({ schema, value, path, errors, evaluated, trial }) {
    const results = schema.anyOf.map((sub) => trial(sub, value, path));
    const good = results.filter((r) => r.ok);
    if (!good.length) {
      errors.push(`${path}: matches none of anyOf (${results.map((r) => r.errors[0]).join('; ')})`);
    }
    for (const r of good) for (const k of r.evaluated) evaluated.add(k);
  },
  oneOf({ schema, value, path, errors, evaluated, trial }) {
    const results = schema.oneOf.map((sub) => trial(sub, value, path));
    const good = results.filter((r) => r.ok);
    if (good.length === 0) {
      errors.push(`${path}: matches none of oneOf (${results.map((r) => r.errors[0]).join('; ')})`);
    } else if (good.length > 1) {
      errors.push(`${path}: matches ${good.length} branches of oneOf, must match exactly one`);
    }
    for (const r of good) for (const k of r.evaluated) evaluated.add(k);
  },
  // Runs last: sees what every other keyword (and $ref/allOf/anyOf/oneOf branch) evaluated.
  unevaluatedProperties({ schema, value, path, errors, evaluated, walk }) {
    if (!isObj(value)) return;
    for (const k of Object.keys(value)) {
      if (evaluated.has(k)) continue;
      evaluated.add(k);
      if (schema.unevaluatedProperties === false)
        errors.push(`${path}: property "${k}" is not allowed`);
      else walk(schema.unevaluatedProperties, value[k], jsonPath(path, k), errors);
    }
  },
};
const ORDER = Object.keys(KEYWORDS);

/**
 * Returns check(schema, value): the list of problems (empty when value is valid).
 * root is the document $refs resolve against.
 */
export function schemaChecker(root) {
  // Returns the properties it evaluated (for unevaluatedProperties); pushes problems to errors.
  function walk(schema, value, path, errors) {
    const evaluated = new Set();
    if (schema === true) return evaluated;
    if (schema === false) {
      errors.push(`${path}: no value is allowed here`);
      return evaluated;
    }
    if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) {
      throw new Error(`not a schema at ${path}: ${JSON.stringify(schema)}`);
    }
    for (const k of Object.keys(schema)) {
      if (!(k in KEYWORDS) && !ANNOTATIONS.has(k) && !k.startsWith('x-')) {
        throw new Error(`schema keyword not supported by schema-check.mjs: ${k} (at ${path})`);
      }
    }
    const ctx = { schema, value, path, errors, evaluated, walk, trial, root };
    for (const k of ORDER) if (k in schema) KEYWORDS[k](ctx);
    return evaluated;
  }

  function trial(schema, value, path) {
    const errors = [];
    const evaluated = walk(schema, value, path, errors);
    return { ok: errors.length === 0, errors, evaluated };
  }

  return function check(schema, value) {
    const errors = [];
    walk(schema, value, '$', errors);
    return errors;
  };
}

const SUBSCHEMA_MAPS = ['properties'];
const SUBSCHEMAS = ['items', 'additionalProperties', 'unevaluatedProperties'];
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf'];

/**
 * Throws if schema (or anything under it) uses a keyword check() does not know or a $ref
 * that does not resolve, whether or not a value ever reaches that branch.
 */
export function lintSchema(root, schema, path = '$', seen = new Set()) {
  if (typeof schema === 'boolean') return;
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) {
    throw new Error(`not a schema at ${path}`);
  }
  if (seen.has(schema)) return;
  seen.add(schema);
  const check = schemaChecker(root);
  for (const k of Object.keys(schema)) {
    if (k === '$ref') lintSchema(root, resolveRef(root, schema.$ref), schema.$ref, seen);
    else if (SUBSCHEMA_MAPS.includes(k)) {
      for (const [name, sub] of Object.entries(schema[k]))
        lintSchema(root, sub, `${path}.${name}`, seen);
    } else if (SUBSCHEMAS.includes(k)) lintSchema(root, schema[k], `${path}/${k}`, seen);
    else if (SUBSCHEMA_LISTS.includes(k)) {
      schema[k].forEach((sub, i) => lintSchema(root, sub, `${path}/${k}/${i}`, seen));
    }
  }
  const shallow = Object.fromEntries(
    Object.entries(schema).filter(
      ([k]) => ![...SUBSCHEMA_MAPS, ...SUBSCHEMAS, ...SUBSCHEMA_LISTS, '$ref'].includes(k),
    ),
  );
  // A value only type/enum/const look at: throws on an unknown keyword, type or format.
  check(shallow, Symbol('lint'));
  if (schema.pattern !== undefined) new RegExp(schema.pattern, 'u');
}
