// A city select the server sends without options (SPEC §3 allows an empty `note`): the picker
// offers the PSGC cities and municipalities, loaded when it opens (src/app/option-sources/).
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import type { SourcedOption } from '../../engine/core/services.ts';
import { createOptionSources } from '../../src/app/option-sources/index.ts';
import { PH_CITY_OPTIONS } from '../../src/app/option-sources/ph-cities.ts';
import { withDemoServer } from '../setup/msw.ts';
import { renderApp, SESSION_QUERY } from './app-harness.tsx';

const demo = withDemoServer();
let app: ReturnType<typeof renderApp> | undefined;
afterEach(() => app?.cleanup());

const CARD_INIT = '*/currentlyer/v3/bind-card/card-init';

/** Option sources that record each load and answer with `answer` (default: the real PSGC list). */
function recordingSources(answer: () => Promise<readonly SourcedOption[]> = () => Promise.resolve(PH_CITY_OPTIONS)) {
  const loads: string[] = [];
  const sources = createOptionSources({
    phCities: () => {
      loads.push('phCities');
      return answer();
    },
  });
  return { sources, loads };
}

/** A bank form of one bank, one account number and one city select (`note` as given). */
function bankForm(city: { note: Array<{ name: string; type: string }>; value?: string }) {
  return HttpResponse.json({
    code: 0,
    message: 'success',
    data: {
      items: [
        {
          code: 'bankCode',
          cate: 'enum',
          title: 'Bank',
          subtitle: '',
          value: 'BDO',
          note: [{ name: 'BDO Unibank', type: 'BDO' }],
          inputType: '',
          cardTypeMi: 2,
          channelNumber: '',
        },
        {
          code: 'cardNo',
          cate: 'text',
          title: 'Account number',
          subtitle: '',
          value: '001234567890',
          note: [],
          inputType: 'bankCard',
          cardTypeMi: 2,
          channelNumber: '',
        },
        {
          code: 'branchCity',
          cate: 'city select',
          title: 'Branch city',
          subtitle: 'Choose a city',
          value: city.value ?? '',
          note: city.note,
          inputType: '',
          cardTypeMi: 2,
          channelNumber: '',
        },
      ],
    },
  });
}

async function openBankForm(sources: ReturnType<typeof createOptionSources>) {
  app = renderApp(`/provideChoices?${SESSION_QUERY}`, {}, {}, { optionSources: sources });
  await screen.findByRole('heading', { name: 'Payment account information' });
  await app.user.click(await screen.findByRole('tab', { name: 'Bank account' }));
  return app;
}

const sheet = () => screen.getByRole('dialog');
/** Opens a picker and waits for its sheet (the dialog code is a lazy chunk). */
async function openPicker(label: string) {
  await app!.user.click(await screen.findByLabelText(label));
  return screen.findByRole('dialog');
}
const radioNames = () =>
  within(sheet())
    .queryAllByRole('radio')
    .map((radio) => radio.textContent);
/** The bind requests the app sent (the demo's reply does not matter here: it asks for more bank items). */
async function sentBinds() {
  const isBind = (path: string) => path.includes('/bind-card/bind-card-');
  await waitFor(() => expect(demo.requests().filter((request) => isBind(request.path))).toHaveLength(1));
  return (await demo.settledRequests()).filter((request) => isBind(request.path));
}

// The first test loads the PSGC list (a lazy chunk of 1,656 places, transformed on first use) and types
// into its search: on a busy 2-core machine that alone has taken longer than the unit tests' 20 s.
describe('a city select without options from the server', { timeout: 60_000 }, () => {
  it('loads the PSGC list only when the picker opens, finds every San Jose with its province and sends the chosen text', async () => {
    const { sources, loads } = recordingSources();
    demo.server.use(http.post(CARD_INIT, () => bankForm({ note: [] })));
    await openBankForm(sources);
    const picker = await screen.findByLabelText('Branch city');
    expect(picker.textContent).toContain('Choose a city');
    expect(loads).toEqual([]);

    await openPicker('Branch city');
    expect(loads).toEqual(['phCities']);
    const search = await within(sheet()).findByRole('searchbox', { name: 'Search' });
    // A 1,656-row list is not rendered: the sheet asks for a name first.
    expect(await within(sheet()).findByText(`Type a name to search ${PH_CITY_OPTIONS.length} options.`)).toBeTruthy();
    expect(radioNames()).toEqual([]);
    expect(search).toBe(document.activeElement);

    await app!.user.type(search, 'San Jose');
    await waitFor(() => expect(radioNames()).toContain('San Jose, Batangas'));
    const names = radioNames();
    for (const town of [
      'San Jose, Batangas',
      'San Jose, Tarlac',
      'San Jose, Romblon',
      'San Jose, Occidental Mindoro',
      'San Jose, Camarines Sur',
    ]) {
      expect(names).toContain(town);
    }
    // Places whose name starts with the text come first.
    expect(names[0]).toMatch(/^San Jose/);
    expect(names).toContain('City of San Jose Del Monte, Bulacan');
    expect(within(sheet()).getByText(`${names.length} matches`).getAttribute('role')).toBe('status');

    await app!.user.click(within(sheet()).getByRole('radio', { name: 'San Jose, Batangas' }));
    await app!.user.click(within(sheet()).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('Branch city').textContent).toContain('San Jose, Batangas');

    await app!.user.click(screen.getByRole('button', { name: 'Next' }));
    const [sent] = await sentBinds();
    expect(sent.body).toEqual({
      bankCode: 'BDO',
      cardNo: '001234567890',
      branchCity: 'San Jose, Batangas',
      product_id: '1',
      productId: '1',
    });
  });

  it('shows options from the server alone when there are any, and never loads the list', async () => {
    const { sources, loads } = recordingSources();
    demo.server.use(
      http.post(CARD_INIT, () =>
        bankForm({
          note: [
            { name: 'San Jose, Batangas (Main)', type: 'BTG-SJ' },
            { name: 'Makati, Metro Manila', type: 'NCR-MKT' },
          ],
        }),
      ),
    );
    await openBankForm(sources);
    await openPicker('Branch city');
    expect(radioNames()).toEqual(['San Jose, Batangas (Main)', 'Makati, Metro Manila']);
    await app!.user.type(within(sheet()).getByRole('searchbox', { name: 'Search' }), 'San Jose');
    await waitFor(() => expect(radioNames()).toEqual(['San Jose, Batangas (Main)']));
    await app!.user.click(within(sheet()).getByRole('radio', { name: 'San Jose, Batangas (Main)' }));
    await app!.user.click(within(sheet()).getByRole('button', { name: 'Confirm' }));
    await app!.user.click(screen.getByRole('button', { name: 'Next' }));
    const [sent] = await sentBinds();
    expect(sent.body.branchCity).toBe('BTG-SJ');
    expect(loads).toEqual([]);
  });

  it('shows a spinner while the list loads, a message with Retry when it fails, and the list after Retry', async () => {
    let attempt = 0;
    let finishFirst: (error: Error) => void = () => {};
    const { sources, loads } = recordingSources(() => {
      attempt += 1;
      if (attempt === 1) return new Promise((_, reject) => (finishFirst = reject));
      return Promise.resolve(PH_CITY_OPTIONS);
    });
    demo.server.use(http.post(CARD_INIT, () => bankForm({ note: [] })));
    await openBankForm(sources);
    await openPicker('Branch city');

    const status = await within(sheet()).findByText('loading...');
    expect(status.getAttribute('role')).toBe('status');
    expect(status.querySelector('.eng-spinner')).not.toBeNull();
    finishFirst(new Error('Failed to fetch dynamically imported module'));
    expect(await within(sheet()).findByText("We couldn't load the list. Check your connection and try again.")).toBeTruthy();
    expect(radioNames()).toEqual([]);

    await app!.user.click(within(sheet()).getByRole('button', { name: 'Retry' }));
    await app!.user.type(within(sheet()).getByRole('searchbox', { name: 'Search' }), 'paranaque');
    await waitFor(() => expect(radioNames()).toEqual(['City of Parañaque, Metro Manila']));
    expect(loads).toEqual(['phCities', 'phCities']);
  });

  it('says so when a search finds nothing, and shows 50 at most with how many more there are', async () => {
    const { sources } = recordingSources();
    demo.server.use(http.post(CARD_INIT, () => bankForm({ note: [] })));
    await openBankForm(sources);
    await openPicker('Branch city');
    const search = await within(sheet()).findByRole('searchbox', { name: 'Search' });
    await within(sheet()).findByText(/^Type a name to search/);

    await app!.user.type(search, 'Springfield');
    expect(await within(sheet()).findByText('No matches for “Springfield”. Check the spelling or type less.')).toBeTruthy();
    expect(radioNames()).toEqual([]);
    // The hint describes the search field, so a screen reader hears it there too.
    expect(search.getAttribute('aria-describedby')).toBe(within(sheet()).getByText(/^No matches/).id);

    await app!.user.clear(search);
    await app!.user.type(search, 'san');
    const total = PH_CITY_OPTIONS.filter((option) => option.label.toLowerCase().includes('san')).length;
    expect(total).toBeGreaterThan(50);
    expect(await within(sheet()).findByText(`Showing 50 of ${total} matches. Type more to narrow them down.`)).toBeTruthy();
    expect(radioNames()).toHaveLength(50);
  });

  it('shows a saved city as its text before the list is loaded, and keeps it when the picker is cancelled', async () => {
    const { sources, loads } = recordingSources();
    demo.server.use(http.post(CARD_INIT, () => bankForm({ note: [], value: 'Tondo I/II, City of Manila' })));
    await openBankForm(sources);
    const picker = await screen.findByLabelText('Branch city');
    expect(picker.textContent).toContain('Tondo I/II, City of Manila');
    expect(loads).toEqual([]);

    await openPicker('Branch city');
    // The chosen place is shown before any typing, checked.
    await waitFor(() =>
      expect(within(sheet()).getByRole('radio', { name: 'Tondo I/II, City of Manila' }).getAttribute('aria-checked')).toBe('true'),
    );
    await app!.user.click(within(sheet()).getByRole('button', { name: 'Cancel' }));
    await app!.user.click(screen.getByRole('button', { name: 'Next' }));
    const [sent] = await sentBinds();
    expect(sent.body.branchCity).toBe('Tondo I/II, City of Manila');
  });
});

describe('the PSGC city list', () => {
  it('has every city and municipality once, each with its province or region', () => {
    const labels = PH_CITY_OPTIONS.map((option) => option.label);
    expect(labels.length).toBe(1656);
    expect(new Set(labels).size).toBe(labels.length);
    expect(PH_CITY_OPTIONS.every((option) => option.value === option.label && /^[^,]+, [^,]+$/.test(option.label))).toBe(true);
    expect(labels).toEqual(
      expect.arrayContaining([
        'City of Makati, Metro Manila',
        'City of Angeles, Central Luzon',
        'Kadayangan, BARMM',
        'Tondo I/II, City of Manila',
      ]),
    );
    expect(labels.filter((label) => label.startsWith('San Jose,'))).toHaveLength(9);
  });
});
