/**
 * Derives a machine's abstract model (what `xstate/graph` and the path planner walk) from the
 * machine's own config, so a model cannot drift from its machine: the states, tags, guards,
 * actions and client events are the machine's. What a graph cannot take is replaced:
 *
 * - `invoke`: the actor is not started. Each outcome the paths name (`quote.loaded`,
 *   `book.declined`, ...) becomes an event of the state that invoked it; taking it settles the
 *   invocation as the actor would, so the machine's own `onDone` / `onError` transitions run with
 *   `event.output` / `event.error`. A callback actor's outcome raises the events it would send.
 * - `after`: each delay becomes a named event that takes the delayed transition.
 * - `actorEvents`: events only the machine's own actors send (a countdown's `tick`) are hidden from
 *   the paths; an outcome reaches them instead (`session.expired` raises the tick that ends it).
 *
 * Internal names start with `xstate.`, which the planner never offers as a step.
 */
import {
  type AnyStateMachine,
  type ContextFrom,
  type EventObject,
  type MachineContext,
  type MetaObject,
  type ParameterizedObject,
  type ProvidedActor,
  type StateMachine,
  type StateSchema,
  type StateValue,
  type AnyActorRef,
  createMachine,
  enqueueActions,
} from 'xstate';

/** How one model event settles an invoked actor. */
export type Outcome<TEvent, TContext> =
  /** The actor resolves with no output of interest / rejects with no error of interest. */
  | 'done'
  | 'error'
  | { output: (event: TEvent, context: TContext) => unknown }
  | { error: (event: TEvent, context: TContext) => unknown }
  /** A callback actor sends these events back. */
  | { sends: (event: TEvent, context: TContext) => EventObject | EventObject[] };

type OutcomesOf<TOutcome extends EventObject, TContext> = {
  [K in TOutcome['type']]?: Outcome<Extract<TOutcome, { type: K }>, TContext>;
};

export interface ModelSpec<TContext, TOutcome extends EventObject> {
  /** For each invoked actor, by its `src`: the model events that stand for its outcomes. */
  invoke: Record<string, OutcomesOf<TOutcome, TContext>>;
  /** For each state with `after` (its dotted path, e.g. `checkout.pet`): delay → model event. */
  after?: Record<string, Record<string, TOutcome['type']>>;
  /** Events only the machine's own actors send; the paths reach them through an outcome. */
  actorEvents?: readonly string[];
}

/** The machine's type with the outcome events added to the events it takes. */
export type ModelOf<TMachine, TOutcome extends EventObject> =
  TMachine extends StateMachine<
    infer TContext extends MachineContext,
    infer TEvent extends EventObject,
    infer TChildren extends Record<string, AnyActorRef | undefined>,
    infer TActor extends ProvidedActor,
    infer TAction extends ParameterizedObject,
    infer TGuard extends ParameterizedObject,
    infer TDelay extends string,
    infer TStateValue extends StateValue,
    infer TTag extends string,
    infer TInput,
    infer TOutput,
    infer TEmitted extends EventObject,
    infer TMeta extends MetaObject,
    infer TSchema extends StateSchema
  >
    ? StateMachine<
        TContext,
        TEvent | TOutcome,
        TChildren,
        TActor,
        TAction,
        TGuard,
        TDelay,
        TStateValue,
        TTag,
        TInput,
        TOutput,
        TEmitted,
        TMeta,
        TSchema
      >
    : never;

type NodeConfig = Record<string, unknown> & {
  invoke?: unknown;
  after?: Record<string, unknown>;
  on?: Record<string, unknown>;
  states?: Record<string, NodeConfig>;
};
type Invocation = { src?: unknown; onDone?: unknown; onError?: unknown };

const HIDDEN = 'xstate.model.';

export function deriveModel<TMachine extends AnyStateMachine, TOutcome extends EventObject>(
  machine: TMachine,
  spec: ModelSpec<ContextFrom<TMachine>, TOutcome>,
): ModelOf<TMachine, TOutcome> {
  const name = machine.id;
  const hidden = new Set(spec.actorEvents ?? []);
  const hide = (type: string) => (hidden.has(type) ? `${HIDDEN}${type}` : type);
  const settled = new Set<string>();

  function outcomeEvents(
    outcome: Outcome<EventObject, unknown>,
    src: string,
    event: EventObject,
    context: unknown,
  ): EventObject[] {
    if (outcome === 'done') return [{ type: `${HIDDEN}done.${src}`, output: undefined } as EventObject];
    if (outcome === 'error') return [{ type: `${HIDDEN}error.${src}`, error: undefined } as EventObject];
    if ('output' in outcome) {
      return [{ type: `${HIDDEN}done.${src}`, output: outcome.output(event, context) } as EventObject];
    }
    if ('error' in outcome) {
      return [{ type: `${HIDDEN}error.${src}`, error: outcome.error(event, context) } as EventObject];
    }
    const sent = outcome.sends(event, context);
    return (Array.isArray(sent) ? sent : [sent]).map((each) => ({ ...each, type: hide(each.type) }));
  }

  function derive(node: NodeConfig, path: readonly string[]): NodeConfig {
    const { invoke, after, on, states, ...rest } = node;
    const where = path.length === 0 ? 'the root' : `state "${path.join('.')}"`;
    const transitions: Record<string, unknown> = {};
    for (const [type, transition] of Object.entries(on ?? {})) transitions[hide(type)] = transition;

    const add = (type: string, transition: unknown) => {
      if (type in transitions) throw new Error(`${name} model: ${where} already takes "${type}".`);
      transitions[type] = transition;
    };

    const invocations = (
      invoke === undefined ? [] : Array.isArray(invoke) ? invoke : [invoke]
    ) as Invocation[];
    for (const invocation of invocations) {
      const src = invocation.src;
      if (typeof src !== 'string')
        throw new Error(`${name} model: ${where} invokes an actor without a name.`);
      const outcomes = spec.invoke[src] as Record<string, Outcome<EventObject, unknown>> | undefined;
      if (outcomes === undefined) {
        // An actor whose result the machine listens to needs outcome events, or its paths would stop there.
        if (invocation.onDone !== undefined || invocation.onError !== undefined) {
          throw new Error(`${name} model: no outcome events for "${src}", invoked in ${where}.`);
        }
        continue;
      }
      settled.add(src);
      if (invocation.onDone !== undefined) add(`${HIDDEN}done.${src}`, invocation.onDone);
      if (invocation.onError !== undefined) add(`${HIDDEN}error.${src}`, invocation.onError);
      for (const [type, outcome] of Object.entries(outcomes)) {
        add(type, {
          actions: enqueueActions(({ event, context, enqueue }) => {
            for (const raised of outcomeEvents(outcome, src, event, context)) enqueue.raise(raised);
          }),
        });
      }
    }

    const delays = Object.entries(after ?? {});
    for (const [delay, transition] of delays) {
      const type = spec.after?.[path.join('.')]?.[delay];
      if (type === undefined) throw new Error(`${name} model: no event for the ${delay} delay in ${where}.`);
      add(type, transition);
    }

    const derived: NodeConfig = { ...rest };
    if (Object.keys(transitions).length > 0) derived.on = transitions;
    if (states !== undefined) {
      derived.states = Object.fromEntries(
        Object.entries(states).map(([key, child]) => [key, derive(child, [...path, key])]),
      );
    }
    return derived;
  }

  const config = derive(machine.config as NodeConfig, []);
  const unused = Object.keys(spec.invoke).filter((src) => !settled.has(src));
  if (unused.length > 0) throw new Error(`${name} model: the machine never invokes ${unused.join(', ')}.`);
  // biome-ignore lint/suspicious/noExplicitAny: the derived config has the machine's own (already checked) types
  return createMachine(config as any, machine.implementations as any) as unknown as ModelOf<
    TMachine,
    TOutcome
  >;
}
