import type { FastifyRequest } from 'fastify';
import type { TenantContext } from '../tenant/tenant-repository.js';

export function requestLanguage(request: FastifyRequest, tenant: TenantContext): string {
  const { languages, defaultLanguage } = tenant.clientRuntimeConfig;
  const header = request.headers['accept-language'] ?? '';
  const wanted = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters.find((parameter) => parameter.trim().startsWith('q='));
      return {
        language: tag.toLowerCase().split('-')[0] ?? '',
        quality: quality ? Number(quality.split('=')[1]) : 1,
        index,
      };
    })
    .filter(({ language, quality }) => language && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return wanted.find(({ language }) => languages.includes(language))?.language ?? defaultLanguage;
}
