/**
 * Turns a machine's abstract model into numbered test plans: one plan per shortest path to each
 * distinct place in the model, each step naming the event to perform (with its data) and the
 * state expected after it. QA reads them; the model-based tests replay them on the real machine.
 */
import type { AnyMachineSnapshot, EventObject, StateValue } from 'xstate';
import { getAdjacencyMap, getShortestPaths, serializeSnapshot } from 'xstate/graph';
import type { AnyMachinePaths } from './types';

export interface PlanStep {
  /** 1-based position in the path. */
  number: number;
  event: EventObject;
  /** The event for a reader: its type and its data in short. */
  label: string;
  expectedValue: StateValue;
  /** The expected state value as dotted text, e.g. "checkout.confirm". */
  expectedState: string;
  expectedTags: string[];
}

export interface PathPlan {
  /** 1-based, stable for a given model and sample data. */
  number: number;
  machine: string;
  /** Where the path ends and by which event, with hints that tell it apart from other paths to the same state. */
  title: string;
  startState: string;
  startValue: StateValue;
  targetState: string;
  targetValue: StateValue;
  steps: PlanStep[];
}

/** "checkout.confirm" for { checkout: 'confirm' }; parallel regions as "a.(b.c, d.e)". */
export function formatStateValue(value: StateValue): string {
  if (typeof value === 'string') return value;
  const entries = Object.entries(value).filter(([, child]) => child !== undefined) as [string, StateValue][];
  const parts = entries.map(([key, child]) => `${key}.${formatStateValue(child)}`);
  return parts.length === 1 ? parts[0]! : `(${parts.join(', ')})`;
}

/**
 * Every event the model knows, with the sample payloads where there are some (one event per
 * sample) and as a bare `{ type }` otherwise.
 */
function candidateEvents(entry: AnyMachinePaths): EventObject[] {
  const samples = entry.eventData as Record<string, readonly object[] | undefined>;
  const types = new Set<string>([...entry.model.root.events, ...Object.keys(samples)]);
  return [...types]
    .filter((type) => !type.startsWith('xstate.'))
    .sort()
    .flatMap((type) => {
      const payloads = samples[type];
      return payloads && payloads.length > 0 ? payloads.map((data) => ({ type, ...data })) : [{ type }];
    });
}

function labelOf(entry: AnyMachinePaths, event: EventObject): string {
  const described = entry.describeEvent?.(event);
  if (described) return `${event.type} (${described})`;
  const { type, ...data } = event;
  return Object.keys(data).length === 0 ? type : `${type} ${JSON.stringify(data)}`;
}

function tagsOf(snapshot: AnyMachineSnapshot): string[] {
  return [...snapshot.tags].sort();
}

interface RawPath {
  start: AnyMachineSnapshot;
  /** After the start: each event and the snapshot it leads to. */
  steps: { event: EventObject; state: AnyMachineSnapshot }[];
}

/** The events of a path, each as JSON, to compare paths. */
function eventTrail(path: RawPath): string[] {
  return path.steps.map((step) => JSON.stringify(step.event));
}

function isPrefixOf(shorter: readonly string[], longer: readonly string[]): boolean {
  return shorter.length < longer.length && shorter.every((event, index) => longer[index] === event);
}

/**
 * Plans that together take every transition of the model (as the registry entry filters it)
 * at least once: the shortest path to each distinct place, and for every transition into a place
 * already reached another way (a new slot back to confirm, a restart back to loading), the
 * shortest path to its source followed by that transition. Transitions that leave the place
 * unchanged are skipped: no plan could see them. A path that is the beginning of another path is
 * left out too, because the longer one checks the same states on its way.
 */
export function planPaths(machine: string, entry: AnyMachinePaths): PathPlan[] {
  const events = candidateEvents(entry);
  const serialize: (snapshot: AnyMachineSnapshot) => string = entry.serializeState ?? serializeSnapshot;
  const options = {
    input: entry.input,
    // Only events the current state can take, so a plan never lists a step that does nothing.
    events: (snapshot: AnyMachineSnapshot) => events.filter((event) => snapshot.can(event)),
    serializeState: serialize,
    ...(entry.filterEvents ? { filterEvents: entry.filterEvents } : {}),
  };

  const shortestByPlace = new Map<string, RawPath>();
  for (const path of getShortestPaths(entry.model, options)) {
    // xstate/graph puts the initial snapshot first, under the event xstate.init.
    const [start, ...rest] = path.steps;
    shortestByPlace.set(serialize(path.state), {
      start: (start?.state ?? path.state) as AnyMachineSnapshot,
      steps: rest.map((step) => ({ event: step.event, state: step.state as AnyMachineSnapshot })),
    });
  }

  const candidates: RawPath[] = [...shortestByPlace.values()];
  for (const [place, node] of Object.entries(getAdjacencyMap(entry.model, options))) {
    const base = shortestByPlace.get(place);
    if (base === undefined) continue;
    for (const { event, state } of Object.values(node.transitions) as {
      event: EventObject;
      state: unknown;
    }[]) {
      if (serialize(state as AnyMachineSnapshot) === place) continue;
      candidates.push({
        start: base.start,
        steps: [...base.steps, { event, state: state as AnyMachineSnapshot }],
      });
    }
  }

  const seen = new Set<string>();
  const unique = candidates.filter((path) => {
    const key = eventTrail(path).join('|');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const trails = unique.map(eventTrail);
  // Shorter paths first; ties keep the traversal's order, which is deterministic.
  const ordered = unique
    .map((path, index) => ({ path, index }))
    .filter(({ index }) => !trails.some((other) => isPrefixOf(trails[index]!, other)))
    .sort((a, b) => a.path.steps.length - b.path.steps.length || a.index - b.index)
    .map(({ path }) => path);

  return ordered.map((path, index) => {
    const startSnapshot = path.start;
    const target = path.steps.at(-1)?.state ?? path.start;
    const hint = entry.describeState?.(target);
    const targetState = formatStateValue(target.value);
    const lastEvent = path.steps.at(-1)?.event.type;
    const described = hint ? `${targetState} (${hint})` : targetState;
    return {
      number: index + 1,
      machine,
      title: lastEvent ? `${described} after ${lastEvent}` : described,
      startState: formatStateValue(startSnapshot.value),
      startValue: startSnapshot.value,
      targetState,
      targetValue: target.value,
      steps: path.steps.map((step, stepIndex) => {
        const snapshot = step.state;
        return {
          number: stepIndex + 1,
          event: step.event,
          label: labelOf(entry, step.event),
          expectedValue: snapshot.value,
          expectedState: formatStateValue(snapshot.value),
          expectedTags: tagsOf(snapshot),
        };
      }),
    };
  });
}

export function formatPlans(machine: string, description: string, plans: readonly PathPlan[]): string {
  const lines = [`${machine}: ${description}`, `${plans.length} paths`, ''];
  for (const plan of plans) {
    lines.push(`Path ${plan.number}: reach ${plan.title}`);
    lines.push(`  start in ${plan.startState}`);
    if (plan.steps.length === 0) lines.push('  (no events: the starting state itself)');
    for (const step of plan.steps) {
      const tags = step.expectedTags.length > 0 ? ` [${step.expectedTags.join(', ')}]` : '';
      lines.push(`  ${step.number}. ${step.label}`);
      lines.push(`     expect ${step.expectedState}${tags}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}
