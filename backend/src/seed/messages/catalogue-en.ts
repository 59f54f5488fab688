import type { MessageTree } from '../../schemas/tenant.js';

// Categories, products, brands, prices and badges (issue 4). Same keys in de and en.
export const catalogueMessagesEn = {} satisfies MessageTree;
