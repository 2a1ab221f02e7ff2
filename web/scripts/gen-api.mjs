// `npm run gen:api`: the web app's API types (src/lib/api-schema.d.ts, not committed) from the
// contract, docs/openapi.yaml. Runs before typecheck, lint, build and the unit tests, so a
// change to the contract that the app does not follow fails `npm run typecheck`.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

let generator;
try {
  generator = await import('openapi-typescript');
} catch {
  throw new Error(
    'gen:api needs the openapi-typescript devDependency: run `make web-deps` ' +
      '(or `npm install` in web/) first',
  );
}
const { default: openapiTS, astToString } = generator;

const source = new URL('../../docs/openapi.yaml', import.meta.url);
const target = new URL('../src/lib/api-schema.d.ts', import.meta.url);

/** Writes src/lib/api-schema.d.ts (only when it changes, so watchers stay quiet). */
export async function generateApiTypes() {
  const ast = await openapiTS(source);
  const text =
    '// Generated from docs/openapi.yaml by `npm run gen:api` (openapi-typescript). Do not edit.\n' +
    astToString(ast);
  let old = '';
  try {
    old = readFileSync(target, 'utf8');
  } catch {
    // first run
  }
  if (old !== text) writeFileSync(target, text);
  return fileURLToPath(target);
}

// Vitest globalSetup: the types exist before any test file is transformed.
export default async function setup() {
  await generateApiTypes();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const out = await generateApiTypes();
  console.log(`API types: ${out}`);
}
