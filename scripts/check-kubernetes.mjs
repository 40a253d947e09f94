// Checks deploy/kubernetes (part of `npm test`, compose phase): every resource the kustomization
// lists is validated strictly (unknown fields are errors) against the Kubernetes API schemas by
// kubernetes-validate, a PyPI package whose schemas ship inside it, so it runs offline; it is
// installed into .tools/kubernetes-validate on first run. KEDA's ScaledObject is a custom resource
// without a schema there: it is named, not validated. Then every Deployment must take its settings
// from the ConfigMap, which must make the processes listen on all interfaces (HOST=0.0.0.0).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { repoRoot, toolsDir } from './lib/paths.mjs';
import { runOrThrow, step } from './lib/run-command.mjs';

const validatorVersion = '1.37.0';
const venvDir = path.join(toolsDir, 'kubernetes-validate');
const validatorPath = path.join(venvDir, 'bin', 'kubernetes-validate');
const manifestsDir = path.join(repoRoot, 'deploy', 'kubernetes');

async function ensureValidator() {
  const installed = spawnSync(validatorPath, ['--version'], { encoding: 'utf8' });
  if (installed.status === 0 && installed.stdout.includes(validatorVersion)) return;
  step(`Installing kubernetes-validate ${validatorVersion} into .tools (first run only)`);
  await runOrThrow('python3', ['-m', 'venv', venvDir]);
  await runOrThrow(path.join(venvDir, 'bin', 'pip'), [
    'install',
    '--quiet',
    '--disable-pip-version-check',
    `kubernetes-validate==${validatorVersion}`,
  ]);
}

await ensureValidator();
/**
 * The fields of a Kubernetes resource this checks.
 * @typedef {{
 *   kind?: string,
 *   metadata?: { name?: string },
 *   data?: Record<string, string>,
 *   spec?: { template?: { spec?: { containers?: {
 *     name: string,
 *     envFrom?: { configMapRef?: { name?: string } }[],
 *   }[] } } },
 * }} Resource
 */
const kustomization = /** @type {{ resources: string[] }} */ (
  yaml.load(readFileSync(path.join(manifestsDir, 'kustomization.yaml'), 'utf8'))
);
const files = kustomization.resources.map((file) => path.join(manifestsDir, file));
const missing = files.filter((file) => !existsSync(file));
if (missing.length > 0) {
  console.error(`✖ kustomization.yaml lists files that do not exist: ${missing.join(', ')}`);
  process.exit(1);
}
const result = spawnSync(validatorPath, ['--strict', '--quiet', ...files], { encoding: 'utf8' });
const output = `${result.stdout}${result.stderr}`.trim();
if (output) console.log(output.replaceAll(`${repoRoot}/`, ''));

/** @type {string[]} */
const failures = [];
if (result.status !== 0) failures.push('kubernetes-validate rejected a resource (above)');
const resources = files.flatMap(
  (file) => /** @type {Resource[]} */ (yaml.loadAll(readFileSync(file, 'utf8')).filter(Boolean)),
);
const config = resources.find((resource) => resource.kind === 'ConfigMap');
if (config?.data?.HOST !== '0.0.0.0')
  failures.push(
    `the ConfigMap sets HOST=${config?.data?.HOST} (pods are reached on their own address: 0.0.0.0)`,
  );
for (const deployment of resources.filter((resource) => resource.kind === 'Deployment')) {
  for (const container of deployment.spec?.template?.spec?.containers ?? []) {
    const isConfigured = (container.envFrom ?? []).some(
      (source) => source.configMapRef?.name === config?.metadata?.name,
    );
    if (!isConfigured)
      failures.push(
        `${deployment.metadata?.name}/${container.name} does not read ${config?.metadata?.name}`,
      );
  }
}
if (failures.length > 0) {
  console.error(`✖ deploy/kubernetes:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
const kinds = [...new Set(resources.map((resource) => resource.kind))];
console.log(
  `✔ deploy/kubernetes: ${resources.length} resources (${kinds.join(', ')}) valid for Kubernetes ${validatorVersion.replace(/\.0$/, '')} (kubernetes-validate --strict; ScaledObject has no schema there); every Deployment reads HOST=0.0.0.0 from the ConfigMap`,
);
