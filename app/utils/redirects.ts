import type { Redirects } from '../../backend/src/schemas/tenant.js';

function normalize(path: string): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash;
}

function withQuery(target: string, search: string): string {
  if (!search) return target;
  return target.includes('?') ? `${target}&${search.replace(/^\?/, '')}` : `${target}${search}`;
}

/** §3 redirects: the target for a path, or null. oneToOne first, then manyToOne, then prefixes. */
export function findRedirect(redirects: Redirects, pathname: string, search = ''): string | null {
  const path = normalize(pathname);
  const oneToOne = Object.entries(redirects.oneToOne).find(([from]) => normalize(from) === path);
  if (oneToOne) return withQuery(oneToOne[1], search);

  const manyToOne = redirects.manyToOne.find((rule) => rule.from.some((from) => normalize(from) === path));
  if (manyToOne) return withQuery(manyToOne.to, search);

  const prefixRule = [...redirects.manyToMany]
    .sort((a, b) => b.fromPrefix.length - a.fromPrefix.length)
    .find((rule) => {
      const prefix = normalize(rule.fromPrefix);
      return path === prefix || path.startsWith(`${prefix}/`);
    });
  if (prefixRule) {
    const rest = path.slice(normalize(prefixRule.fromPrefix).length);
    // The rest is the shopper's: `/old//evil.example` under a `/` prefix must stay on this site.
    const target = `${normalize(prefixRule.toPrefix)}${rest}`.replace(/^[/\\]+/, '/');
    return withQuery(target, search);
  }
  return null;
}

/** §3: for Remix's data request (`/alte-seite.data`, `/_root.data` for home), the page's query kept. */
export function findDataRedirect(redirects: Redirects, url: URL): string | null {
  const pathname = url.pathname.replace(/\.data$/, '').replace(/^\/_root$/, '/');
  const query = new URLSearchParams(url.search);
  query.delete('_routes');
  const search = query.size > 0 ? `?${query}` : '';
  const target = findRedirect(redirects, pathname, search);
  return target === pathname + search ? null : target;
}
