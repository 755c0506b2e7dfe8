// A field's checks in the property panel: "Must be filled in" and "Fewest characters", each with its
// message in English and Filipino (the app's usual one when empty), a developer's format check kept;
// written to the screen and its texts, a message's text made when first typed and removed with it.
import { readFileSync } from 'node:fs';

import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { applyChecks, type FieldChecks, readChecks } from '../../../../studio/web/editor/checks.ts';
import { nodeForm } from '../../../../studio/web/editor/property-form.ts';
import { panelFor } from './property-panel-harness.tsx';

const screenText = readFileSync('screens/complaint-form/screen.json', 'utf8');
const messagesText = readFileSync('screens/complaint-form/messages.json', 'utf8');
const own = JSON.parse(messagesText) as { en: Record<string, string>; fil: Record<string, string> };
const catalogs = { own, shared: {} };
const FIELD = '/blocks/1/fields/0';
const doc = JSON.parse(screenText) as { blocks: { fields: { rules?: unknown }[] }[] };
const rules = doc.blocks[1].fields[0].rules;

describe("a field's checks, read and written", () => {
  it('reads each check with its message in both languages', () => {
    expect(readChecks(rules, catalogs)).toEqual({
      required: {
        on: true,
        message: {
          key: 'complaint.descriptionRequired',
          en: 'Please fill in your comments and suggestions',
          fil: 'Pakisulat ang iyong mga komento at mungkahi',
          shared: false,
          usual: { en: 'This field is required', fil: 'Kailangang punan ito' },
        },
      },
      minLength: {
        value: undefined,
        message: {
          key: undefined,
          en: '',
          fil: '',
          shared: false,
          usual: { en: 'Please check this value', fil: 'Pakisuri ang halagang ito' },
        },
      },
      pattern: undefined,
    });
    expect(readChecks({ required: { message: { value: { var: 'x' } } } }, catalogs)).toBeUndefined();
    // The usual message is the shared texts' where they change the app's own.
    const changed = { own, shared: { en: { 'engine.required': 'Required' }, fil: { 'engine.required': 'Kailangan' } } };
    expect(readChecks(rules, changed)?.minLength.message.usual.en).toBe('Please check this value');
    expect(readChecks({ required: {} }, changed)?.required.message.usual).toEqual({ en: 'Required', fil: 'Kailangan' });
  });

  it('adds a check with a new text for its message, and removes a message’s text with the check', () => {
    const checks = readChecks(rules, catalogs)!;
    const longer: FieldChecks = {
      ...checks,
      minLength: { value: 10, message: { ...checks.minLength.message, en: 'Tell us more', fil: 'Dagdagan pa' } },
    };
    const added = applyChecks(screenText, messagesText, FIELD, rules, longer, 'complaint.problemDetail.checks');
    const field = (JSON.parse(added.screen) as typeof doc).blocks[1].fields[0];
    expect(field.rules).toEqual({
      required: { message: { msg: 'complaint.descriptionRequired' } },
      minLength: { value: 10, message: { msg: 'complaint.problemDetail.checks.minLength' } },
    });
    const texts = JSON.parse(added.messages!) as typeof own;
    expect([texts.en['complaint.problemDetail.checks.minLength'], texts.fil['complaint.problemDetail.checks.minLength']]).toEqual([
      'Tell us more',
      'Dagdagan pa',
    ]);

    // "Must be filled in" off: its message's text goes too (the checker refuses unused texts).
    const off = applyChecks(screenText, messagesText, FIELD, rules, { ...checks, required: { ...checks.required, on: false } }, 'x');
    expect((JSON.parse(off.screen) as typeof doc).blocks[1].fields[0].rules).toBeUndefined();
    expect(JSON.parse(off.messages!).en).not.toHaveProperty('complaint.descriptionRequired');
  });
});

describe("a field's checks in the property panel", () => {
  it('is a switch, a number and message boxes in words, no JSON', () => {
    const onChecks = vi.fn();
    const form = nodeForm(doc, FIELD, catalogs)!;
    render(panelFor(form, { onChecks }));
    expect(screen.queryByRole('button', { name: 'Edit as JSON' })).toBeNull();
    const required = screen.getByRole('switch', { name: 'Checks: must be filled in' });
    expect(required.getAttribute('aria-checked')).toBe('true');
    const english = screen.getByRole<HTMLInputElement>('textbox', { name: 'Checks: message when empty in English' });
    expect(english.value).toBe('Please fill in your comments and suggestions');
    expect(english.placeholder).toBe('This field is required');
    fireEvent.change(english, { target: { value: 'Tell us what happened' } });
    expect(onChecks.mock.lastCall?.[0].required.message.en).toBe('Tell us what happened');
    expect(onChecks.mock.lastCall?.[1]).toBe(true);

    fireEvent.change(screen.getByRole('spinbutton', { name: 'Checks: fewest characters' }), { target: { value: '10' } });
    expect(onChecks.mock.lastCall?.[0].minLength.value).toBe(10);
    fireEvent.click(required);
    expect(onChecks).toHaveBeenLastCalledWith(expect.objectContaining({ required: expect.objectContaining({ on: false }) }), false);
  });
});
