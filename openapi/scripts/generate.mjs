// Generates the typed contract from openapi/ into packages/api-client/src/generated: TypeScript types (openapi-typescript) and a bundled,
// dereferenced JSON document per API that the server validates requests and responses against.
// `--check` regenerates in memory and fails when the committed files are stale (CI runs it).
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { bundle, createConfig } from '@redocly/openapi-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const openapiDir = path.resolve(here, '..');
const outDir = path.resolve(here, '../../packages/api-client/src/generated');
const check = process.argv.includes('--check');
const header = '// Generated from openapi/ by openapi/scripts/generate.mjs. Do not edit.\n';

const outputs = [];
for (const api of ['v1', 'p']) {
  const source = path.join(openapiDir, `${api}.yaml`);
  const ast = await openapiTS(new URL(`file://${source}`), { alphabetize: false });
  outputs.push([path.join(outDir, `${api}.ts`), header + astToString(ast)]);
  const config = await createConfig({});
  const { bundle: bundled } = await bundle({ ref: source, config, dereference: true });
  outputs.push([path.join(outDir, `${api}.schema.json`), `${JSON.stringify(bundled.parsed, null, 2)}\n`]);
}

const stale = [];
for (const [file, content] of outputs) {
  if (check) {
    const current = await readFile(file, 'utf8').catch(() => '');
    if (current !== content) stale.push(path.relative(process.cwd(), file));
  } else {
    await writeFile(file, content);
  }
}
if (stale.length > 0) {
  console.error(`Generated contract files are stale: ${stale.join(', ')}. Run \`pnpm generate\` and commit.`);
  process.exit(1);
}
console.log(
  check ? 'Generated contract files are up to date.' : `Wrote ${outputs.length} files to ${outDir}`,
);
