#!/usr/bin/env -S npx tsx
/**
 * Lists a machine's test paths as numbered plans.
 *
 *   pnpm --filter @pawcall/machines paths            every machine, as text
 *   pnpm --filter @pawcall/machines paths booking    one machine
 *   pnpm --filter @pawcall/machines paths booking --json
 */
import { formatPlans, planPaths } from './plan';
import { UnknownMachineError, getMachinePaths, machineNames } from './registry';

function main(argv: readonly string[]): number {
  const json = argv.includes('--json');
  const names = argv.filter((arg) => !arg.startsWith('--'));
  const unknownFlags = argv.filter((arg) => arg.startsWith('--') && arg !== '--json');
  if (unknownFlags.length > 0 || names.length > 1) {
    process.stderr.write(`Usage: paths [machine] [--json]\nKnown machines: ${machineNames().join(', ')}\n`);
    return 2;
  }
  const selected = names.length === 1 ? names : machineNames();
  try {
    const results = selected.map((name) => {
      const entry = getMachinePaths(name);
      return { name, entry, plans: planPaths(name, entry) };
    });
    if (json) {
      const body = results.map(({ name, entry, plans }) => ({
        machine: name,
        description: entry.description,
        plans,
      }));
      process.stdout.write(`${JSON.stringify(names.length === 1 ? body[0] : body, null, 2)}\n`);
    } else {
      process.stdout.write(
        results.map(({ name, entry, plans }) => formatPlans(name, entry.description, plans)).join('\n'),
      );
    }
    return 0;
  } catch (error) {
    if (error instanceof UnknownMachineError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
}

process.exitCode = main(process.argv.slice(2));
