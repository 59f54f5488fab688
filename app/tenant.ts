import type { TenantConfig } from '../backend/src/schemas/tenant.js';
import type { ClientBuild } from './utils/client-messages.server.js';

/**
 * The routes the tenant serves (§2), as the server applied them to the build: each route's name and
 * its tenant path. A route of a switched-off feature is absent. A record rather than a list, as every
 * page's data carries it to the browser (decision 0065).
 */
export type TenantPaths = Readonly<Record<string, string>>;

/** A route's tenant path by its §2 name; undefined when the tenant does not serve it. */
export function tenantPath(paths: TenantPaths, name: string): string | undefined {
  return Object.hasOwn(paths, name) ? paths[name] : undefined;
}

/** Whether the tenant serves the route of this §2 name (its feature on). */
export const servesRoute = (paths: TenantPaths, name: string) => tenantPath(paths, name) !== undefined;

/** A tenant as the storefront holds it after start-up (§3: fetched once, no rebuild needed). */
export type StorefrontTenant = {
  id: string;
  hosts: string[];
  isDefault: boolean;
  config: TenantConfig;
  paths: TenantPaths;
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
