// The API's types, generated from the contract (docs/openapi.yaml → `npm run gen:api` →
// api-schema.d.ts). Features alias these instead of writing the server's shapes by hand, so
// `npm run typecheck` fails when the server's contract and the app disagree.
import type { components } from './api-schema';

export type Schemas = components['schemas'];
