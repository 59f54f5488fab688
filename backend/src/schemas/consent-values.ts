// §3 Consent: the three categories a shopper allows or not (all false until chosen, §4). Without
// zod, so the cookie blocks can list them in the browser (decision 0017).
export const consentCategories = ['statistic', 'marketing', 'targetGroupSelection'] as const;
export type ConsentCategory = (typeof consentCategories)[number];
export type Consent = Record<ConsentCategory, boolean>;
