// What blocks render with besides their fields: the page and the data loaded for them. One module,
// so the browser gets both in one chunk (decision 0059).
import { createContext, useContext, type ReactNode } from 'react';
import type { ProductSummary, RecipeSummary } from '../../backend/src/schemas/catalogue.js';
import type { Consent } from '../../backend/src/schemas/content-fields.js';
import type { NewsletterTopic } from '../../backend/src/schemas/customer.js';
import type { GeneralVoucher, PersonalVoucher } from '../../backend/src/schemas/vouchers.js';
import type { RecaptchaChallenge } from '~/utils/recaptcha-challenge';
import type { CustomerPrefill } from './customer-prefill.server';

/** §1 voucher group: general vouchers; for a member their personal ones, or the §8 error flag. */
export type VoucherGroupDatum = {
  vouchers: GeneralVoucher[];
  personalVouchers?: PersonalVoucher[];
  personalVouchersFailed?: boolean;
};

/** What a block needs beyond its fields, loaded with the page (block-data.server.ts). */
export type BlockDatum =
  | { products: ProductSummary[] }
  | { recipes: RecipeSummary[] }
  | { recipeSearch: { term: string; total: number; recipes: RecipeSummary[] } }
  | VoucherGroupDatum
  | { sanitizedHtml: string }
  | { contactForm: ContactFormDatum }
  | { newsletter: NewsletterDatum }
  | { questionnaire: QuestionnaireDatum };

/** §1 newsletter blocks: the variant (§6), the topics, a customer's own, and the token of a link followed. */
export type NewsletterDatum = {
  loggedIn: boolean;
  topics: NewsletterTopic[];
  subscribedTopicIds: string[];
  confirmToken?: string;
  unsubscribeToken?: string;
};

/** §1 contact form: the values a customer's form starts with (§3 prefill) and the robot check. */
export type ContactFormDatum = { prefill: CustomerPrefill; recaptcha: RecaptchaChallenge };
/** §1 questionnaire: a customer needs no e-mail field; §3 prefill: age and gender, when known. */
export type QuestionnaireDatum = { loggedIn: boolean; prefill: { age?: string; gender?: string } };
/** By block id. */
export type BlockData = Record<string, BlockDatum>;

const BlockDataContext = createContext<BlockData>({});

export function BlockDataProvider({ data, children }: { data: BlockData; children: ReactNode }) {
  return <BlockDataContext.Provider value={data}>{children}</BlockDataContext.Provider>;
}

/** The data the page loader fetched for this block, if any. */
export function useBlockData(blockId: string): BlockDatum | undefined {
  return useContext(BlockDataContext)[blockId];
}

/** The data of every block of the page. */
export const useAllBlockData = (): BlockData => useContext(BlockDataContext);

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
