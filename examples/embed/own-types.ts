// This app's own types, as its package.json names them ("borrowerEngine": { "ownTypes": … }): the
// one place tools read them from.
import { declareOwnTypes } from '@borrower/engine/core';

import { pesoAmountType } from './peso-amount.type.ts';

export default declareOwnTypes({ fields: [pesoAmountType] });
