import { sandboxRecaptchaAnswer } from '../../../backend/src/auth/recaptcha.js';
import { xsrfCookieName, xsrfHeaderName } from '../../../backend/src/xsrf/xsrf-token.js';
import type { TestApp } from './test-app.js';

export type UploadFile = { name: string; type: string; content: Uint8Array | string };

/** The smallest files of each kind that their magic numbers name. */
export const sampleFiles = {
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
};

/** A valid request's text fields; a test changes what it is about. */
export const validContactFields = {
  firstName: 'Anna',
  surname: 'Berger',
  email: 'anna.berger@example.at',
  message: 'Die Milch war abgelaufen.',
  orderNumber: '100200',
  recaptchaResponse: sandboxRecaptchaAnswer,
};

/** Posts a contact form as a browser does: multipart, with the XSRF token, from one client address. */
export async function postContactForm(
  testApp: TestApp,
  {
    fields = validContactFields,
    files = [],
    remoteAddress = '10.30.0.1',
    tenant = 'de',
    cookies = {},
    payloadOf = (encoded) => encoded,
  }: {
    fields?: Record<string, string>;
    files?: UploadFile[];
    remoteAddress?: string;
    tenant?: string;
    cookies?: Record<string, string>;
    /** What is sent in place of the encoded form, e.g. a broken copy of it. */
    payloadOf?: (encoded: Buffer) => Buffer | string;
  },
) {
  const csrf = await testApp.app.inject({ url: '/api/csrf' });
  const token = csrf.cookies.find((cookie) => cookie.name === xsrfCookieName)!.value;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files)
    form.append(
      'files',
      new Blob([typeof file.content === 'string' ? file.content : new Uint8Array(file.content)], {
        type: file.type,
      }),
      file.name,
    );
  const encoded = new Response(form);
  return testApp.app.inject({
    method: 'POST',
    url: '/api/contact-requests',
    headers: {
      'x-tenant': tenant,
      [xsrfHeaderName]: token,
      'content-type': encoded.headers.get('content-type')!,
    },
    cookies: { ...cookies, [xsrfCookieName]: token },
    payload: payloadOf(Buffer.from(await encoded.arrayBuffer())),
    remoteAddress,
  });
}
