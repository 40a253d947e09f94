// Usage: tsx src/cli.ts <out-dir> [model names...]
// Converts the BlazePose TFLite files of @mediapipe/pose into ONNX models in <out-dir>.
import path from 'node:path';
import { convertAll, MODELS, type ModelName } from './models';

async function main(): Promise<void> {
  const [outDir, ...names] = process.argv.slice(2);
  if (!outDir) {
    console.error(`usage: tsx src/cli.ts <out-dir> [${MODELS.map((m) => m.name).join(' | ')} ...]`);
    process.exit(2);
  }
  const known = new Set<string>(MODELS.map((m) => m.name));
  const unknown = names.filter((n) => !known.has(n));
  if (unknown.length) throw new Error(`Unknown model(s): ${unknown.join(', ')}`);
  const started = performance.now();
  const results = await convertAll(
    path.resolve(outDir),
    names.length ? (names as ModelName[]) : undefined,
  );
  for (const r of results) {
    process.stdout.write(
      `${r.name}.onnx ${(r.bytes / 1e6).toFixed(1)} MB${r.cached ? ' (cached)' : ''}\n`,
    );
  }
  process.stdout.write(`done in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
