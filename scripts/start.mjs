// npm start. On a fresh clone nothing is installed yet, the TypeScript loader
// included, so the locked dependencies come first; then tsx loads the party
// server's launcher (server/start.ts), which builds the app and serves it.
import { ensureDependencies } from './ensure-deps.mjs';

ensureDependencies();
// Imported only now: before ensureDependencies() there may be no tsx to import.
const { tsImport } = await import('tsx/esm/api');
await tsImport('../server/start.ts', import.meta.url);
