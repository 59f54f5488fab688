import type { MessageTree } from '../../schemas/tenant.js';

// Search, the search flap-out, recipes and pesticide information (issue 4). Same keys in de and en.
export const searchMessagesEn = {} satisfies MessageTree;
