import * as validators from '../generated/api-validators.js';

export { validators };
