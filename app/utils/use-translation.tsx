import type { TFunction } from 'i18next';
import { createContext, useContext } from 'react';

const TranslationContext = createContext<{ t: TFunction } | null>(null);

/**
 * The page's translate function: i18next's on the server, the small reader of translate.ts in the
 * browser (decision 0017), so react-i18next and i18next stay out of the browser bundle.
 */
export const TranslationProvider = TranslationContext.Provider;

export function useTranslation(): { t: TFunction } {
  const translation = useContext(TranslationContext);
  if (!translation) throw new Error('useTranslation needs a TranslationProvider');
  return translation;
}
