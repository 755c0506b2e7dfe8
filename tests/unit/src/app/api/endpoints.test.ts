import { describe, expect, it } from 'vitest';

import type { ReplyValidator } from '../../../../../src/app/api/create-api.ts';
import { endpoints, type EndpointTable } from '../../../../../src/app/api/endpoints.ts';
import { findDataReplyChecks, loadValidators } from '../../../../../src/app/api/validators.ts';
import { compileApiValidators, readApiSchemas } from './compile-api-schemas.ts';

describe('schemas/api', () => {
  it('declares draft 2020-12 and an $id in every file', () => {
    for (const { file, schema } of readApiSchemas()) {
      expect((schema as Record<string, unknown>).$schema, file).toBe('https://json-schema.org/draft/2020-12/schema');
      expect(schema.$id, file).toMatch(/\.schema\.json$/);
    }
  });

  it('uses each $defs name once across all files (one generated export per name)', () => {
    const names = readApiSchemas().flatMap(({ schema }) => Object.keys(schema.$defs));
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('compiles every $defs entry in ajv strict mode', () => {
    expect(Object.keys(compileApiValidators()).length).toBeGreaterThan(10);
  });

  it('has a schema for every responseValidator an endpoint names', () => {
    const validators = compileApiValidators();
    const missing = Object.entries(endpoints)
      .map(([name, endpoint]) => [name, (endpoint as { responseValidator?: string }).responseValidator] as const)
      .filter(([, validator]) => validator !== undefined && !(validator in validators));
    expect(missing).toEqual([]);
  });
});

describe('reply schemas', () => {
  const validators = compileApiValidators();

  it('accepts a loan details reply with numbers sent as strings', () => {
    expect(
      validators.loanDetailsReply({
        code: 0,
        message: 'success',
        data: {
          orderStatus: '174',
          isDelay: '1',
          productName: 'PesoLoan',
          userOrderDetail: { detail: [{ text: 'Amount', value: '₱3,000.00' }] },
          recProducts: [],
          playeduL: '',
          cardNeedPop: 0,
          extraField: true,
        },
      }),
    ).toBe(true);
  });

  it('refuses a loan details reply without an order status', () => {
    expect(validators.loanDetailsReply({ code: 0, data: { productName: 'x' } })).toBe(false);
  });

  it('accepts the complaint list tabs under res or data', () => {
    const body = { tabs: [{ title: 'All', list: [{ id: 1, time: '2024-03-06', type: 'Fees', content: 'Too high' }] }] };
    expect(validators.complaintListReply({ code: 0, res: body })).toBe(true);
    expect(validators.complaintListReply({ code: 0, data: body })).toBe(true);
    expect(validators.complaintListReply({ code: 0, data: { res: body } })).toBe(true);
    expect(validators.complaintListReply({ code: 0, res: { tabs: 'nope' } })).toBe(false);
  });

  it("reads the complaint list tabs wherever they are, and refuses a reply with none (data null): no empty list that is not the borrower's", () => {
    const toData = endpoints.complaintList.toData;
    const tabs = [{ title: 'All', list: [] }];
    expect(toData({ code: 0, res: { tabs } })).toEqual({ tabs });
    expect(toData({ code: 0, data: { res: { tabs } } })).toEqual({ tabs });
    for (const reply of [{ code: 0, data: null }, { code: 0 }, { code: 0, data: {} }, { code: 0, data: [] }, { code: 0, res: null }]) {
      expect(() => toData(reply), JSON.stringify(reply)).toThrow();
    }
  });

  it('refuses a joint-login failure reply with nothing to show (data null, empty or without notice, message and products)', () => {
    const check = validators.jointLoginFailureReply;
    expect(check({ code: '00', data: { notice: 'We could not sign you in', errorMsg: '', list: [] } })).toBe(true);
    expect(check({ code: '00', data: { errorMsg: 'Try again later' } })).toBe(true);
    expect(check({ code: '00', data: { list: [{ name: 'PesoNow' }] } })).toBe(true);
    for (const data of [null, undefined, {}, [], 'x', { notice: '', errorMsg: null, list: [] }, { notice: null }]) {
      expect(check({ code: '00', data }), JSON.stringify(data)).toBe(false);
    }
  });

  it('refuses a loan offer without an amount and a period above zero (the screen sends them back), in both variants', () => {
    const offer = (amount: unknown, periods: unknown) => ({ success: true, data: { amount, periods } });
    const legacy = (vestige: unknown, cadence: unknown) => ({ code: '00', data: { vestige, cadence } });
    const amounts = [800000, 0.5, '800000', '8000.00', '8,000.00', '₱8,000.00', 'PHP 8,000'];
    const badAmounts = [
      null,
      '',
      ' ',
      'abc',
      'NaN',
      'Infinity',
      '-Infinity',
      '1e400',
      '1e3',
      '-5',
      -5,
      0,
      '0',
      '0.00',
      Infinity,
      NaN,
      true,
      {},
      [],
    ];
    for (const amount of amounts) {
      expect(validators.loanConfirmReply(offer(amount, 91)), String(amount)).toBe(true);
      expect(validators.legacyConfirmReply(legacy(amount, '91')), String(amount)).toBe(true);
    }
    for (const amount of badAmounts) {
      expect(validators.loanConfirmReply(offer(amount, 91)), JSON.stringify(amount)).toBe(false);
      expect(validators.legacyConfirmReply(legacy(amount, 91)), JSON.stringify(amount)).toBe(false);
    }
    for (const periods of [null, '', 'abc', 'NaN', 'Infinity', '1e400', '-5', -5, 0, '0', '1.5', true, {}, []]) {
      expect(validators.loanConfirmReply(offer(800000, periods)), JSON.stringify(periods)).toBe(false);
      expect(validators.legacyConfirmReply(legacy(800000, periods)), JSON.stringify(periods)).toBe(false);
    }
    // Fields the screen neither shows nor sends back stay free.
    expect(validators.loanConfirmReply({ success: true, data: { amount: 800000, periods: 91, firstPeriodDay: 'abc' } })).toBe(true);
  });

  it('refuses a repayment amount that is no amount; null or empty is no amount (Pay stays disabled)', () => {
    const info = (repayAmount: unknown) => ({ code: 0, data: { repayAmount } });
    for (const repayAmount of [140000, 0, '2575.00', '₱2,575.00', null, '']) {
      expect(validators.repaymentInfoReply(info(repayAmount)), JSON.stringify(repayAmount)).toBe(true);
    }
    for (const repayAmount of ['abc', 'NaN', 'Infinity', '1e400', '-5', -5, Infinity, true, {}, []]) {
      expect(validators.repaymentInfoReply(info(repayAmount)), JSON.stringify(repayAmount)).toBe(false);
    }
  });

  it('accepts an empty order detail in the problem init reply', () => {
    for (const orderDetail of [null, '', [], {}]) {
      expect(
        validators.problemInitReply({ code: 0, data: { problemType: [{ title: 'Collection', value: 1 }], orderDetail, orderList: [] } }),
      ).toBe(true);
    }
    // a non-empty text is not an empty order detail (maxLength 0, counted by the check's own length function)
    for (const orderDetail of ['x', '\u{1F600}']) {
      expect(validators.problemInitReply({ code: 0, data: { problemType: [{ title: 'Collection', value: 1 }], orderDetail } })).toBe(false);
    }
  });

  it('requires the redirect URL of the loan submit reply', () => {
    expect(validators.loanSubmitReply({ success: true, data: { lendDetailsUrl: 'https://h5.example.ph/x' } })).toBe(true);
    expect(validators.loanSubmitReply({ success: true, data: {} })).toBe(false);
  });
});

describe('the generated reply checks (src/generated/api-validators/)', () => {
  it('load one by name for every responseValidator an endpoint names', async () => {
    const table: EndpointTable = endpoints;
    const names = [...new Set(Object.values(table).flatMap((endpoint) => endpoint.responseValidator ?? []))];
    for (const name of names) {
      const loaded = await loadValidators(name);
      expect(typeof loaded[name], name).toBe('function');
    }
  });

  it('check as the schema does: a reply without its code is refused', async () => {
    const { codeReply } = (await loadValidators('codeReply')) as Record<string, ReplyValidator>;
    expect(codeReply({ code: 0, message: 'ok' })).toBe(true);
    expect(codeReply({ message: 'ok' })).toBe(false);
    expect(codeReply.errors?.[0]).toMatchObject({ instancePath: '', keyword: 'required' });
    const { loanDetailsReply } = (await loadValidators('loanDetailsReply')) as Record<string, ReplyValidator>;
    expect(loanDetailsReply({ code: 0, data: { orderStatus: true } })).toBe(false);
    expect(loanDetailsReply.errors?.[0]).toMatchObject({ instancePath: '/data/orderStatus' });
  });

  it('load nothing for an unknown name (the reply is then refused as unchecked)', async () => {
    await expect(loadValidators('noSuchReply')).resolves.toEqual({});
    await expect(loadValidators('toString')).resolves.toEqual({});
  });
});

describe('the reply checks a screen loads before it shows', () => {
  it("are those of its data sources' endpoints, once each, and none for stored data or unknown endpoints", () => {
    const screen = {
      data: {
        list: { endpoint: 'complaintList' },
        again: { endpoint: 'complaintList' },
        info: { endpoint: 'installmentRepayInfo' },
        saved: { storage: 'repaymentInfo' },
        odd: { endpoint: 'noSuchEndpoint' },
      },
      onLoad: [{ type: 'call', endpoint: 'trackEvent' }],
    };
    expect(findDataReplyChecks(screen)).toEqual(['complaintListReply', 'repaymentInfoReply']);
    expect(findDataReplyChecks(null)).toEqual([]);
    expect(findDataReplyChecks({ data: [] })).toEqual([]);
  });
});
