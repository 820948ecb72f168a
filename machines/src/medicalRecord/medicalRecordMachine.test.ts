import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { planPaths } from '../paths/plan';
import { medicalRecordMachine } from './medicalRecordMachine';
import type { MedicalRecordModelEvent } from './medicalRecordModel';
import { medicalRecordPaths } from './medicalRecordPaths';

function startRecord() {
  const pending: Record<
    string,
    Array<{ resolve: (v: unknown) => void; reject: (e: unknown) => void; input: unknown }>
  > = {};
  const controlled = (name: string) =>
    fromPromise<never, unknown>(
      ({ input }) =>
        new Promise((resolve, reject) => {
          const list = pending[name] ?? [];
          list.push({ resolve: resolve as (v: unknown) => void, reject, input });
          pending[name] = list;
        }),
    );
  const machine = medicalRecordMachine.provide({
    actors: {
      loadRecord: controlled('loadRecord'),
      saveDraft: controlled('saveDraft'),
      finalize: controlled('finalize'),
      addNote: controlled('addNote'),
    } as never,
  });
  const actor = createActor(machine, { input: { reference: 'PAWV5T8N' } });
  actor.start();
  const last = (name: string) => {
    const item = pending[name]?.at(-1);
    if (!item) throw new Error(`expected the machine to be waiting on ${name}`);
    return item;
  };
  return { actor, last };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function play(record: ReturnType<typeof startRecord>, event: MedicalRecordModelEvent) {
  switch (event.type) {
    case 'record.loaded':
      record.last('loadRecord').resolve(event.record);
      break;
    case 'record.failed':
      record.last('loadRecord').reject(new Error('network'));
      break;
    case 'save.done':
      record.last('saveDraft').resolve(undefined);
      break;
    case 'save.failed':
      record.last('saveDraft').reject(new Error('network'));
      break;
    case 'finalize.done':
      record.last('finalize').resolve(undefined);
      break;
    case 'finalize.refused':
      record.last('finalize').reject({ code: 'RECORD_NOT_FINALIZABLE' });
      break;
    case 'finalize.failed':
      record.last('finalize').reject(new Error('network'));
      break;
    case 'note.done':
      record.last('addNote').resolve(undefined);
      break;
    case 'note.failed':
      record.last('addNote').reject(new Error('network'));
      break;
    default:
      record.actor.send(event);
  }
  await settle();
}

describe('medicalRecordMachine follows every generated path of its model', () => {
  const plans = planPaths('medicalRecord', medicalRecordPaths);
  it('has paths to check', () => {
    expect(plans.length).toBeGreaterThanOrEqual(10);
  });
  for (const plan of plans) {
    it(`path ${plan.number}: ${plan.title}`, async () => {
      const record = startRecord();
      await settle();
      for (const step of plan.steps) {
        await play(record, step.event as MedicalRecordModelEvent);
        const snapshot = record.actor.getSnapshot();
        expect(snapshot.value, `step ${step.number}: ${step.label}`).toEqual(step.expectedValue);
        expect([...snapshot.tags].sort()).toEqual([...step.expectedTags].sort());
      }
    });
  }
});

describe('medicalRecordMachine', () => {
  it('names every missing DAP field on finalize and sends nothing', async () => {
    const record = startRecord();
    await settle();
    await play(record, {
      type: 'record.loaded',
      record: { finalized_at: null, can_finalize: true, dap: null },
    });
    record.actor.send({ type: 'dap.change', field: 'data', value: 'Ear scratching' });
    record.actor.send({ type: 'dap.finalize' });
    expect(record.actor.getSnapshot().context.fieldErrors).toEqual({ assessment: true, plan: true });
    expect(record.actor.getSnapshot().value).toBe('draft');
  });

  it('sends the DAP it holds when finalizing', async () => {
    const record = startRecord();
    await settle();
    await play(record, {
      type: 'record.loaded',
      record: { finalized_at: null, can_finalize: true, dap: null },
    });
    record.actor.send({ type: 'dap.change', field: 'data', value: 'D' });
    record.actor.send({ type: 'dap.change', field: 'assessment', value: 'A' });
    record.actor.send({ type: 'dap.change', field: 'plan', value: 'P' });
    record.actor.send({ type: 'dap.finalize' });
    await settle();
    expect(record.last('finalize').input).toEqual({
      reference: 'PAWV5T8N',
      dap: { data: 'D', assessment: 'A', plan: 'P' },
    });
  });
});
