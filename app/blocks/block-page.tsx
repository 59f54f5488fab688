import { createContext, useContext, type ReactNode } from 'react';
import type { Consent } from '../../backend/src/schemas/content-fields.js';

export type BlockPage = {
  /** The CMS page the blocks belong to, for the editor links (§1). */
  slug: string;
  /** The shopper's consents, read on the server (§4, decision 0013). */
  consent: Consent;
  editBaseUrl: string;
};

/** Without the page loader (e.g. the 404 page's content): nothing is allowed, no edit links. */
export const defaultBlockPage: BlockPage = {
  slug: '',
  consent: { statistic: false, marketing: false, targetGroupSelection: false },
  editBaseUrl: '',
};
const BlockPageContext = createContext<BlockPage>(defaultBlockPage);

export function BlockPageProvider({ page, children }: { page: BlockPage; children: ReactNode }) {
  return <BlockPageContext.Provider value={page}>{children}</BlockPageContext.Provider>;
}

export const useBlockPage = () => useContext(BlockPageContext);
