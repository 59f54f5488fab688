import type { TFunction } from 'i18next';
import { createContext, useContext } from 'react';

type Translation = {
  t: TFunction;
  /**
   * In the browser, which has only the messages of the routes it has shown (decision 0025):
   * nothing when those of these routes are here, else the promise of their coming.
   */
  routeMessagesComing?: (routeIds: readonly string[]) => Promise<unknown> | undefined;
};

const TranslationContext = createContext<Translation | null>(null);

/**
 * The page's translate function: i18next's on the server, the small reader of translate.ts in the
 * browser (decision 0017), so react-i18next and i18next stay out of the browser bundle.
 */
export const TranslationProvider = TranslationContext.Provider;

export function useTranslation(): Translation {
  const translation = useContext(TranslationContext);
  if (!translation) throw new Error('useTranslation needs a TranslationProvider');
  return translation;
}
