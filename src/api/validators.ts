/** The compiled reply checks, loaded on the first API call (a chunk of their own, not in the main bundle). */
export const loadValidators = () => import('../generated/api-validators.js');
