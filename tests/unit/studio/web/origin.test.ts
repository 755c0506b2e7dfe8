// Where a property's value comes from, in staff words: the lender's server with its reply and field,
// config.js set by IT, the page's address; nothing for what the screen itself holds.
import { describe, expect, it } from 'vitest';

import { dataSourcesOf, describeOrigin, firstVar } from '../../../../studio/web/editor/origin.ts';
import { nodeForm } from '../../../../studio/web/editor/property-form.ts';

const screen = {
  schemaVersion: 1,
  id: 'details',
  data: { loan: { endpoint: 'loanDetails', params: {} } },
  blocks: [
    { type: 'keyValueList', items: { var: 'data.loan.userOrderDetail.detail' } },
    {
      type: 'button',
      label: 'Call us',
      actions: [
        {
          type: 'bridge',
          call: 'callPhone',
          payload: { phone: { if: [{ empty: { var: 'data.loan.telephone' } }, { var: 'config.servicePhone' }] } },
        },
      ],
    },
  ],
};

describe('where a value comes from', () => {
  it('names the reply and field of the lender’s server, and says it is changed in the lender’s system', () => {
    expect(describeOrigin({ var: 'data.loan.userOrderDetail.detail' }, dataSourcesOf(screen))).toBe(
      "From the lender's server: the loanDetails reply, field userOrderDetail.detail. It is changed in the lender's system, not here; the screen decides only how it shows.",
    );
    const form = nodeForm(screen, '/blocks/0', { own: {}, shared: {} });
    expect(form?.properties.find((property) => property.name === 'items')?.origin).toMatch(
      /^From the lender's server: the loanDetails reply/,
    );
  });

  it('says who sets a deploy-time value, what the address gives, and nothing for the screen’s own values', () => {
    expect(describeOrigin({ var: 'config.servicePhone' }, {})).toBe(
      'Set for each deployment by IT in config.js (servicePhone): ask IT to change it.',
    );
    expect(describeOrigin({ var: ['query.orderId', ''] }, {})).toBe("From the page's address (orderId): the link that opened the page.");
    expect(describeOrigin('Call us', {})).toBeUndefined();
    expect(describeOrigin({ msg: 'loan.call' }, {})).toBeUndefined();
    expect(firstVar(screen.blocks[1])).toBe('data.loan.telephone');
  });
});
