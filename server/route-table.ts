import type { ClientRuntimeConfig } from '../backend/src/schemas/tenant.js';
import type { RouteDefinition } from './route-definitions.js';

export type TenantRoute = {
  name: string;
  id: string;
  path: string;
  /** The plain-name path that answers too, e.g. `/cart` (§2 fallback route table). */
  fallbackPath: string;
  priority: number;
};

function withLeadingSlash(path: string): string {
  return path.startsWith('/') ? path : `/${path}`;
}

function isEnabled(definition: RouteDefinition, config: ClientRuntimeConfig): boolean {
  const flagsOn = (definition.features ?? []).every((flag) => config.features[flag]);
  return flagsOn && (definition.when?.(config) ?? true);
}

function resolveRoute(definition: RouteDefinition, config: ClientRuntimeConfig): TenantRoute {
  const suffix = definition.suffix ?? '';
  if (!definition.pageKey) {
    const path = withLeadingSlash(definition.fixedPath ?? `/${definition.name}`);
    return {
      name: definition.name,
      id: definition.id,
      path,
      fallbackPath: path,
      priority: definition.priority ?? 0,
    };
  }
  const setting = config.pages[definition.pageKey];
  // §2: an explicit path overrides the slug; a leading slash is added if missing.
  const base = withLeadingSlash(setting.path ?? setting.urlslug).replace(/\/+$/, '');
  return {
    name: definition.name,
    id: definition.id,
    path: `${base}${definition.localizedSuffix?.(config) ?? suffix}` || '/',
    fallbackPath: `/${definition.pageKey}${suffix}`,
    priority: definition.priority ?? setting.priority ?? 0,
  };
}

/** §2: the tenant's route table, higher priority first; routes of disabled features are absent. */
export function buildRouteTable(
  definitions: readonly RouteDefinition[],
  config: ClientRuntimeConfig,
): TenantRoute[] {
  return definitions
    .filter((definition) => isEnabled(definition, config))
    .map((definition) => resolveRoute(definition, config))
    .map((route, index) => ({ route, index }))
    .sort((a, b) => b.route.priority - a.route.priority || a.index - b.index)
    .map(({ route }) => route);
}
