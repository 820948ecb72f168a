import type { AnyStateMachine, EventFrom, EventObject, InputFrom, SnapshotFrom } from 'xstate';

/** Sample payloads for one event type (the event minus its `type`); one path step per sample. */
type Samples<TEvent extends EventObject> = {
  [K in TEvent['type']]?: ReadonlyArray<Omit<Extract<TEvent, { type: K }>, 'type'>>;
};

/**
 * What the path planner needs to know about one machine. The hooks are methods so that an entry
 * for one machine still fits the registry's AnyMachinePaths (method parameters are bivariant). `model` is the abstract model (no
 * invoke, no timers); the real machine is tested by replaying the model's paths.
 */
export interface MachinePaths<TModel extends AnyStateMachine> {
  /** One line for QA: what the machine models. */
  description: string;
  model: TModel;
  input?: InputFrom<TModel>;
  /** Payloads for events that carry data; events without an entry are sent as `{ type }`. */
  eventData: Samples<EventFrom<TModel>>;
  /** Which snapshots are different places; defaults to state value plus context. */
  serializeState?(snapshot: SnapshotFrom<TModel>): string;
  /** Which events a tester performs in a snapshot; defaults to every event the state handles. */
  filterEvents?(snapshot: SnapshotFrom<TModel>, event: EventFrom<TModel>): boolean;
  /** Extra words for a path's target beyond its state value (e.g. what is still missing). */
  describeState?(snapshot: SnapshotFrom<TModel>): string | undefined;
  /** States of the model this entry's input never reaches (the phone step of an email verification). */
  unreachable?: readonly string[];
  /** A short text for an event in printed plans; defaults to its payload as JSON. */
  describeEvent?(event: EventFrom<TModel>): string | undefined;
}

// The registry holds machines of different types; each entry is checked against its own model
// when it is defined with definePaths.
// biome-ignore lint/suspicious/noExplicitAny: a heterogeneous registry cannot name each machine's types
export type AnyMachinePaths = MachinePaths<any>;

export function definePaths<TModel extends AnyStateMachine>(
  entry: MachinePaths<TModel>,
): MachinePaths<TModel> {
  return entry;
}
