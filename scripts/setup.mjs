// `npm run setup`: installs the embedded infrastructure (idempotent). `npm start` and `npm test`
// run the same steps themselves when something is missing.
import { ensureChromium, ensureDebianPackage, ensureFerretDb, ensureRedis } from './lib/infra.mjs';

if (!process.env.MONGODB_URI) await ensureFerretDb();
if (!process.env.REDIS_URL) await ensureRedis();
await ensureChromium();
await ensureDebianPackage('docker-compose', 'docker-compose');
console.log('Setup complete: FerretDB, Redis, Chromium and docker-compose are available.');
