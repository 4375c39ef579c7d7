// Validates infra/ without a cluster or a Docker engine: every Kubernetes manifest against the API schemas
// shipped in `kubernetes-models` (offline), the kustomization's list and pinned image against the files,
// and the compose file with `docker compose config` where that client exists.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';

const k8sDir = new URL('../infra/k8s/', import.meta.url).pathname;
const failures = [];
let validated = 0;

for (const file of readdirSync(k8sDir)
  .filter((name) => name.endsWith('.yaml'))
  .sort()) {
  if (file === 'kustomization.yaml') continue;
  for (const document of parseAllDocuments(readFileSync(join(k8sDir, file), 'utf8'))) {
    if (document.errors.length > 0) {
      failures.push(`${file}: ${document.errors[0].message}`);
      continue;
    }
    const manifest = document.toJS();
    if (!manifest) continue;
    const { apiVersion, kind } = manifest;
    const modulePath = `kubernetes-models/${apiVersion}/${kind}`;
    try {
      const { [kind]: Model } = await import(modulePath);
      new Model(manifest).validate();
      validated += 1;
      console.log(`ok   ${file}: ${apiVersion} ${kind} ${manifest.metadata?.name ?? ''}`);
    } catch (error) {
      failures.push(`${file}: ${apiVersion} ${kind}: ${error.message}`);
    }
  }
}

const kustomization = parseAllDocuments(readFileSync(join(k8sDir, 'kustomization.yaml'), 'utf8'))[0].toJS();
for (const resource of kustomization.resources) {
  if (!existsSync(join(k8sDir, resource)))
    failures.push(`kustomization.yaml lists ${resource}, which is missing`);
}
for (const image of kustomization.images ?? []) {
  if (!image.newTag || image.newTag === 'latest') failures.push(`image ${image.name} must have a pinned tag`);
}

// Compose reads infra/.env, which only a deployment has: check it with the documented example in its place.
let composeChecked = 'skipped: no `docker compose` client here';
if (spawnSync('docker', ['compose', 'version'], { stdio: 'ignore' }).status === 0) {
  const scratch = mkdtempSync(join(tmpdir(), 'zari-compose-'));
  cpSync(new URL('../infra/docker-compose.yml', import.meta.url), join(scratch, 'docker-compose.yml'));
  cpSync(new URL('../infra/.env.example', import.meta.url), join(scratch, '.env'));
  const result = spawnSync('docker', ['compose', '-f', join(scratch, 'docker-compose.yml'), 'config', '-q'], {
    stdio: 'inherit',
  });
  rmSync(scratch, { recursive: true, force: true });
  if (result.status === 0) composeChecked = 'docker compose config: ok';
  else failures.push('docker compose config refused infra/docker-compose.yml');
}

console.log(`${validated} Kubernetes objects validated; compose ${composeChecked}`);
if (failures.length > 0) {
  for (const failure of failures) console.error(`FAIL ${failure}`);
  process.exit(1);
}
