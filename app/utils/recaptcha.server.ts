import type { AppLoadContext } from '@remix-run/node';
import { readWebviewFlags } from '~/sessions.server';
import type { RecaptchaChallenge } from './recaptcha-challenge';

export function providerChallenge(context: AppLoadContext, request: Request): RecaptchaChallenge {
  const bypassKey = new URL(request.url).searchParams.get('bypassRecaptchaKey');
  if (bypassKey) return { kind: 'bypass', key: bypassKey.slice(0, 200) };
  const { recaptcha } = context.tenant.config.clientRuntimeConfig;
  // Google's invisible variant needs its own submit handling; its checkbox serves webviews too (decision 0026).
  if (recaptcha.provider === 'google') return { kind: 'google', siteKey: recaptcha.siteKey };
  return readWebviewFlags(request).flags.webview ? { kind: 'invisible' } : { kind: 'checkbox' };
}

/** §2, §6: webview mode uses the invisible variant, so the API still gets an answer. */
export function recaptchaChallenge(context: AppLoadContext, request: Request): RecaptchaChallenge {
  const { recaptcha } = context.tenant.config.clientRuntimeConfig;
  const challenge = providerChallenge(context, request);
  return recaptcha.enabled || challenge.kind === 'bypass' ? challenge : { kind: 'none' };
}
