import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import enCA from './messages/en-CA.json';
import enGB from './messages/en-GB.json';
import enUS from './messages/en-US.json';
import frCA from './messages/fr-CA.json';
import accountEnGB from './messages/account/en-GB.json';
import accountEnUS from './messages/account/en-US.json';
import accountFrCA from './messages/account/fr-CA.json';
import visitEnUS from './messages/visit/en-US.json';
import visitFrCA from './messages/visit/fr-CA.json';

const ids = Object.keys(enUS).sort();
/** The argument names a message uses (plural and select branches are text, not arguments). */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if ('value' in element && typeof element.value === 'string' && element.type !== 0)
        names.add(element.value);
      if ('options' in element)
        for (const option of Object.values(element.options) as { value: MessageFormatElement[] }[])
          visit(option.value);
      if ('children' in element) visit(element.children);
    }
  };
  visit(parse(message));
  return [...names].sort();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('message catalogues', () => {
  it('translates every en-US message in en-CA and fr-CA', () => {
    expect(Object.keys(enCA).sort()).toEqual(ids);
    expect(Object.keys(frCA).sort()).toEqual(ids);
  });

  it('keeps in en-GB only keys that exist in en-US (the rest falls back per key)', () => {
    for (const id of Object.keys(enGB)) expect(ids).toContain(id);
  });

  it('keeps in the account catalogue’s en-GB only en-US keys, with their placeholders', () => {
    for (const [id, message] of Object.entries(accountEnGB as Record<string, string>)) {
      expect(Object.keys(accountEnUS)).toContain(id);
      expect(placeholders(message)).toEqual(placeholders((accountEnUS as Record<string, string>)[id]!));
    }
  });

  it('uses the same placeholders in every translation', () => {
    for (const catalogue of [enCA, frCA, enGB] as Record<string, string>[]) {
      for (const [id, message] of Object.entries(catalogue)) {
        expect([id, placeholders(message)]).toEqual([
          id,
          placeholders((enUS as Record<string, string>)[id]!),
        ]);
      }
    }
  });

  it('has a message for every literal id the source uses', () => {
    const root = join(import.meta.dirname, '..');
    const used = new Set<string>();
    for (const file of sourceFiles(root)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bid: '([a-zA-Z0-9_.-]+)'/g))
        used.add(match[1]!);
    }
    // The appointments and visit screens load their own catalogue (i18n/FeatureMessages).
    expect([...used].filter((id) => !(id in enUS) && !(id in visitEnUS) && !(id in accountEnUS))).toEqual([]);
  });

  it('translates every message of the visit catalogue in fr-CA with the same placeholders', () => {
    expect(Object.keys(visitFrCA).sort()).toEqual(Object.keys(visitEnUS).sort());
    for (const [id, message] of Object.entries(visitFrCA as Record<string, string>)) {
      expect([id, placeholders(message)]).toEqual([
        id,
        placeholders((visitEnUS as Record<string, string>)[id]!),
      ]);
    }
  });

  it('translates every message of the account catalogue in fr-CA with the same placeholders', () => {
    expect(Object.keys(accountFrCA).sort()).toEqual(Object.keys(accountEnUS).sort());
    for (const [id, message] of Object.entries(accountFrCA as Record<string, string>)) {
      expect([id, placeholders(message)]).toEqual([
        id,
        placeholders((accountEnUS as Record<string, string>)[id]!),
      ]);
    }
  });

  it("keeps the spec's booking messages word for word", () => {
    expect(enUS['booking.error.declined']).toBe(
      'We were unable to charge your card, Please try again or select another card.',
    );
    expect(enUS['booking.error.slotUnavailable']).toBe(
      'This time slot is no longer available, but your other choices are saved. Please select a new time slot to continue.',
    );
    expect(enUS['booking.error.expired']).toBe('Your booking session has expired');
    expect(enUS['error.connection.title']).toBe('Woof! Unable to connect');
  });
});
