import type { TFunction } from 'i18next';
import { createContext, useContext } from 'react';

type Translation = {
  t: TFunction;
  /** Decision 0025: nothing when the messages are here, else the promise of their coming. */
  routeMessagesComing?: (routeIds: readonly string[]) => Promise<unknown> | undefined;
};

const TranslationContext = createContext<Translation | null>(null);

/** Decision 0017: react-i18next and i18next stay out of the browser bundle. */
export const TranslationProvider = TranslationContext.Provider;

export function useTranslation(): Translation {
  const translation = useContext(TranslationContext);
  if (!translation) throw new Error('useTranslation needs a TranslationProvider');
  return translation;
}
