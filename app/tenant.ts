import type { TenantConfig } from '../backend/src/schemas/tenant.js';
import type { ClientBuild } from './utils/client-messages.server.js';

/** One route the tenant serves (§2), as the server applied it to the build. */
export type TenantRoutePath = { name: string; path: string; fallbackPath: string };

/** A tenant as the storefront holds it after start-up (§3: fetched once, no rebuild needed). */
export type StorefrontTenant = {
  id: string;
  hosts: string[];
  isDefault: boolean;
  config: TenantConfig;
  routes: TenantRoutePath[];
};

export type LoadContextInput = {
  tenant: StorefrontTenant;
  request: Request;
  requestId: string;
  nonce: string;
  apiUrl: string;
  /** The shopper's address as the storefront sees it (TRUST_PROXY decides), passed on to the API. */
  clientAddress: string | undefined;
  relaySetCookie: (setCookie: string) => void;
  /** The browser's code as built: which messages each route's code can ask for (decision 0025). */
  clientBuild: ClientBuild;
  /** Set when the server renders the error page instead of the page asked for (server/error-page.ts). */
  refusal?: { status: number; messageKey?: string };
};
