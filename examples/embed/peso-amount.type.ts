// What tools know of the peso amount field type (the checker, `npm run gen:types`, the studio's
// palette and property panel): its property schema and its help (and, were they not the defaults, how
// its values travel: inDraft, sendsEmpty). React-free,
// so Node can read it; the type's code (peso-amount.tsx) spreads it into its definition.
import { declareFieldType } from '@borrower/engine/core';

import propertySchema from './peso-amount.schema.json';

export const pesoAmountType = declareFieldType({
  type: 'pesoAmount',
  propertySchema,
  help: {
    en: 'An amount in pesos, e.g. 1500.50; sent as whole centavos.',
    fil: 'Halaga sa piso, hal. 1500.50; ipinapadala bilang buong sentimo.',
  },
});
