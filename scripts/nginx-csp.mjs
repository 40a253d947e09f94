// Prints deploy/nginx's Content-Security-Policy include with the remote origins as a placeholder
// (run by the Dockerfile's web build; deploy/nginx/40-repwise-csp.sh fills it in at start).
import { nginxPolicyTemplate } from './lib/content-security-policy.mjs';

process.stdout.write(nginxPolicyTemplate());
