import type { ExtraCatalogs, MessageCatalog, MessageLocale } from './create-messages';
import { bankAndLoanMessages } from './screens/bank-and-loan';
import { serviceMessages } from './screens/service';
import { moneyMessages } from './screens/money';

// Each area of screens keeps its texts in its own file under ./screens; list it here.
const parts: ExtraCatalogs[] = [bankAndLoanMessages, moneyMessages, serviceMessages];

/** Texts of the screen files (screens/**), merged over the base catalog by createMessages. */
export const screenMessages: ExtraCatalogs = Object.fromEntries(
  (['en', 'fil'] as MessageLocale[]).map((locale) => [locale, Object.assign({}, ...parts.map((part) => part[locale] ?? {})) as MessageCatalog]),
);
