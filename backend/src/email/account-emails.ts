import type { Executor } from '../db/database.js';
import type { ClientRuntimeConfig, PageKey } from '../schemas/tenant.js';
import type { TenantContext } from '../tenant/tenant-repository.js';
import { accountEmailTexts, type AccountEmailKind } from './account-email-texts.js';
import type { EmailSender } from './email-sender.js';

/** §2: a storefront page's path: an explicit path wins, else the slug. */
export function storefrontPagePath(pages: ClientRuntimeConfig['pages'], key: PageKey): string {
  const setting = pages[key];
  const path = setting.path ?? setting.urlslug;
  return path.startsWith('/') ? path : `/${path}`;
}

/**
 * The tenant's storefront: STOREFRONT_URL when its host is one of the tenant's, else the tenant's
 * host below it (http://localhost:3000 serves the English tenant at http://en.localhost:3000).
 */
function tenantStorefrontUrl(storefrontUrl: string, tenant: TenantContext): URL {
  const url = new URL(storefrontUrl);
  if (tenant.hosts.includes(url.hostname)) return url;
  const below = tenant.hosts.find((host) => host.endsWith(`.${url.hostname}`));
  if (below) url.hostname = below;
  return url;
}

export function storefrontLink(
  storefrontUrl: string,
  tenant: TenantContext,
  key: PageKey,
  query: Record<string, string> = {},
  suffix = '',
): string {
  const path = storefrontPagePath(tenant.clientRuntimeConfig.pages, key).replace(/\/+$/, '') + suffix;
  const url = new URL(path, tenantStorefrontUrl(storefrontUrl, tenant));
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

/** A link to a path of the tenant's storefront (a content page), with its query. */
export function storefrontPathLink(
  storefrontUrl: string,
  tenant: TenantContext,
  path: string,
  query: Record<string, string> = {},
): string {
  const url = new URL(path, tenantStorefrontUrl(storefrontUrl, tenant));
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

export function tenantLanguage(tenant: TenantContext): 'de' | 'en' {
  return tenant.clientRuntimeConfig.defaultLanguage === 'de' ? 'de' : 'en';
}

export type AccountEmail = {
  kind: AccountEmailKind;
  to: string;
  values: Record<string, string>;
};

/** Fills the tenant's language's text for an account e-mail and hands it to the sender. */
export async function sendAccountEmail(
  sender: EmailSender,
  tenant: TenantContext,
  { kind, to, values }: AccountEmail,
  executor?: Executor,
): Promise<void> {
  const text = accountEmailTexts[tenantLanguage(tenant)][kind];
  const fill = (template: string) =>
    template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
  await sender.send(
    { tenantId: tenant.id, to, subject: fill(text.subject), text: fill(text.body) },
    executor,
  );
}
