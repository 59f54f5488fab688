export type GoogleRecaptcha = {
  ready(callback: () => void): void;
  render(
    container: HTMLElement,
    parameters: { sitekey: string; callback: (answer: string) => void; 'expired-callback': () => void },
  ): number;
};

declare global {
  interface Window {
    grecaptcha?: GoogleRecaptcha;
  }
}

export const googleRecaptchaScriptUrl = 'https://www.google.com/recaptcha/api.js?render=explicit';

let loading: Promise<GoogleRecaptcha> | undefined;

/** Carries the CSP nonce, so 'strict-dynamic' lets it load the widget: the policy names no Google host. */
export function loadGoogleRecaptcha(): Promise<GoogleRecaptcha> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = googleRecaptchaScriptUrl;
    script.async = true;
    script.nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
    script.onload = () => window.grecaptcha?.ready(() => resolve(window.grecaptcha!));
    script.onerror = () => {
      loading = undefined;
      reject(new Error('Google reCAPTCHA could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}
