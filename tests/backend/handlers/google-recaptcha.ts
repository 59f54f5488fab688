import { http, HttpResponse } from 'msw';
import { googleSiteverifyUrl } from '../../../backend/src/auth/recaptcha.js';

export const googleSecretKey = 'test-secret-key';
export const passingGoogleToken = 'token-google-accepts';

/** Google's siteverify as documented: a form post of secret, response and remoteip; JSON back. */
export const googleSiteverify = http.post(googleSiteverifyUrl, async ({ request }) => {
  const form = new URLSearchParams(await request.text());
  if (form.get('secret') !== googleSecretKey) {
    return HttpResponse.json({ success: false, 'error-codes': ['invalid-input-secret'] });
  }
  if (form.get('response') !== passingGoogleToken) {
    return HttpResponse.json({ success: false, 'error-codes': ['invalid-input-response'] });
  }
  return HttpResponse.json({ success: true, hostname: 'localhost', challenge_ts: new Date().toISOString() });
});

export const googleSiteverifyDown = http.post(
  googleSiteverifyUrl,
  () => new HttpResponse(null, { status: 503 }),
);
