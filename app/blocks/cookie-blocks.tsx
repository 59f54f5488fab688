import { Form } from '@remix-run/react';
import { useTranslation } from '~/utils/use-translation';
import { consentCategories } from '../../backend/src/schemas/consent-values.js';
import type { BlockFields } from '../../backend/src/schemas/content.js';
import { useBlockPage } from './block-data';
import { CONSENT_ACTION, useReturnPath } from './consent-gate';
import { shopCookies, type CookieCategory } from './cookie-catalogue';
import { ScrollableTable } from './scrollable-table';
import { Heading, useHeadingLevel } from './heading-level';

type Props<T extends 'cookieList' | 'cookieSettingsButton'> = { id: string; fields: BlockFields<T> };

const allCategories: readonly CookieCategory[] = ['necessary', ...consentCategories];

/** §1 cookie list: per category what it is for and the shop's cookies in it, as tables. */
export function CookieListBlock({ id, fields }: Props<'cookieList'>) {
  const { t } = useTranslation();
  const level = useHeadingLevel();
  const { consent } = useBlockPage();
  const categoryLevel = fields.title ? level + 1 : level;
  return (
    <div className="block-cookie-list" id={id}>
      {fields.title ? <Heading level={level}>{fields.title}</Heading> : null}
      {(fields.categories ?? allCategories).map((category) => {
        const cookies = shopCookies.filter((cookie) => cookie.category === category);
        const allowed = category === 'necessary' || consent[category];
        return (
          <section key={category} aria-labelledby={`${id}-${category}`}>
            <Heading level={categoryLevel} id={`${id}-${category}`}>
              {t(`blocks.consent.category.${category}.name`)}
            </Heading>
            <p>{t(`blocks.consent.category.${category}.purpose`)}</p>
            <p className="block-cookie-list__state">
              {t(allowed ? 'blocks.cookies.allowed' : 'blocks.cookies.notAllowed')}
            </p>
            {cookies.length ? (
              <ScrollableTable
                caption={t('blocks.cookies.caption', {
                  category: t(`blocks.consent.category.${category}.name`),
                })}
              >
                <thead>
                  <tr>
                    <th scope="col">{t('blocks.cookies.name')}</th>
                    <th scope="col">{t('blocks.cookies.purpose')}</th>
                    <th scope="col">{t('blocks.cookies.lifetime')}</th>
                  </tr>
                </thead>
                <tbody>
                  {cookies.map((cookie) => (
                    <tr key={cookie.name}>
                      <th scope="row">
                        <code>{cookie.name}</code>
                      </th>
                      <td>{t(`blocks.cookies.purposes.${cookie.name}`)}</td>
                      <td>{t(`blocks.cookies.lifetimes.${cookie.lifetime}`)}</td>
                    </tr>
                  ))}
                </tbody>
              </ScrollableTable>
            ) : (
              <p>{t('blocks.cookies.noneOfOurOwn')}</p>
            )}
          </section>
        );
      })}
    </div>
  );
}

/** §1: a native disclosure, so it opens without JavaScript; saved by a plain form (§4). */
export function CookieSettingsButtonBlock({ id, fields }: Props<'cookieSettingsButton'>) {
  const { t } = useTranslation();
  const { consent } = useBlockPage();
  const returnTo = useReturnPath(id);
  return (
    // Keyed by the consent: after saving, the settings close and show the choice as saved.
    <details className="block-cookie-settings" id={id} key={consentCategories.map((c) => consent[c]).join()}>
      <summary className="button button--secondary">{fields.label}</summary>
      <Form method="post" action={CONSENT_ACTION} className="block-cookie-settings__form">
        <input type="hidden" name="returnTo" value={returnTo} />
        <fieldset>
          <legend>{t('blocks.consent.settingsLegend')}</legend>
          <p>
            <input type="checkbox" id={`${id}-necessary`} checked disabled readOnly />{' '}
            <label htmlFor={`${id}-necessary`}>{t('blocks.consent.category.necessary.name')}</label>
          </p>
          {consentCategories.map((category) => (
            <p key={category}>
              <input
                type="checkbox"
                id={`${id}-${category}`}
                name={category}
                defaultChecked={consent[category]}
                aria-describedby={`${id}-${category}-purpose`}
              />{' '}
              <label htmlFor={`${id}-${category}`}>{t(`blocks.consent.category.${category}.name`)}</label>
              <span className="block-cookie-settings__purpose" id={`${id}-${category}-purpose`}>
                {t(`blocks.consent.category.${category}.purpose`)}
              </span>
            </p>
          ))}
        </fieldset>
        <p className="block-cookie-settings__actions">
          <button type="submit" name="intent" value="save" className="button button--primary">
            {t('blocks.consent.save')}
          </button>
          <button type="submit" name="intent" value="all" className="button button--secondary">
            {t('blocks.consent.allowAll')}
          </button>
          <button type="submit" name="intent" value="none" className="button button--secondary">
            {t('blocks.consent.necessaryOnly')}
          </button>
        </p>
      </Form>
    </details>
  );
}
