import { Form, useLocation } from '@remix-run/react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from '~/utils/use-translation';
import type { ConsentCategory } from '../../backend/src/schemas/content-fields.js';
import { useBlockPage } from './block-data';
import { ResponsiveImage } from './content-blocks';

export const CONSENT_ACTION = '/resources/consent';

type Poster = { src: string; alt: string; width: number; height: number };

export function useReturnPath(blockId: string): string {
  const location = useLocation();
  return `${location.pathname}${location.search}#${blockId}`;
}

/** §1, §4: other sites' content only after consent; the placeholder's form works without JavaScript. */
export function ConsentGate({
  id,
  category,
  provider,
  title,
  width,
  height,
  poster,
  children,
}: {
  id: string;
  category: ConsentCategory;
  provider: string;
  title: string;
  width: number;
  height: number;
  poster?: Poster;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { consent } = useBlockPage();
  const returnTo = useReturnPath(id);
  const box: CSSProperties = { aspectRatio: `${width} / ${height}` };
  if (consent[category])
    return (
      <div className="block-embed" id={id} style={box}>
        {children}
      </div>
    );
  const categoryName = t(`blocks.consent.category.${category}.name`);
  return (
    <section className="block-embed block-consent" id={id} aria-labelledby={`${id}-consent-title`}>
      {poster ? <ResponsiveImage image={poster} className="block-consent__poster" /> : null}
      <div className="block-consent__body">
        <p className="block-consent__title" id={`${id}-consent-title`}>
          {title}
        </p>
        <p>{t('blocks.consent.placeholderText', { provider, category: categoryName })}</p>
        <Form method="post" action={CONSENT_ACTION}>
          <input type="hidden" name="intent" value="grant" />
          <input type="hidden" name="category" value={category} />
          <input type="hidden" name="returnTo" value={returnTo} />
          <button type="submit" className="button button--primary">
            {t('blocks.consent.allow', { category: categoryName })}
          </button>
        </Form>
      </div>
    </section>
  );
}
