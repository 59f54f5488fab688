// The texts of the account e-mails per language; `{link}` is the storefront link of each.
export type AccountEmailKind =
  'confirmRegistration' | 'alreadyRegistered' | 'resetPassword' | 'confirmNewsletter';
type EmailText = { subject: string; body: string };

export const accountEmailTexts: Record<'de' | 'en', Record<AccountEmailKind, EmailText>> = {
  de: {
    confirmRegistration: {
      subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
      body: 'Hallo {firstName},\n\nvielen Dank für Ihre Registrierung. Bitte bestätigen Sie Ihre E-Mail-Adresse mit diesem Link (48 Stunden gültig):\n\n{link}\n\nWenn Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.',
    },
    alreadyRegistered: {
      subject: 'Sie haben bereits ein Kundenkonto',
      body: 'Hallo {firstName},\n\njemand wollte sich mit Ihrer E-Mail-Adresse registrieren. Sie haben bereits ein Kundenkonto. Melden Sie sich hier an:\n\n{loginLink}\n\nPasswort vergessen? Hier können Sie ein neues festlegen:\n\n{link}\n\nWaren Sie das nicht, können Sie diese E-Mail ignorieren.',
    },
    resetPassword: {
      subject: 'Ihr neues Passwort',
      body: 'Hallo {firstName},\n\nmit diesem Link legen Sie ein neues Passwort fest (1 Stunde gültig, nur einmal verwendbar):\n\n{link}\n\nWenn Sie kein neues Passwort angefordert haben, können Sie diese E-Mail ignorieren.',
    },
    confirmNewsletter: {
      subject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
      body: 'Hallo {firstName},\n\nbitte bestätigen Sie Ihre Anmeldung zu diesen Newslettern: {topics}\n\n{link}\n\nWenn Sie das nicht waren, können Sie diese E-Mail ignorieren.',
    },
  },
  en: {
    confirmRegistration: {
      subject: 'Please confirm your e-mail address',
      body: 'Hello {firstName},\n\nthank you for registering. Please confirm your e-mail address with this link (valid for 48 hours):\n\n{link}\n\nIf you did not register, you can ignore this e-mail.',
    },
    alreadyRegistered: {
      subject: 'You already have an account',
      body: 'Hello {firstName},\n\nsomeone tried to register with your e-mail address. You already have an account. Log in here:\n\n{loginLink}\n\nForgot your password? Set a new one here:\n\n{link}\n\nIf this was not you, you can ignore this e-mail.',
    },
    resetPassword: {
      subject: 'Your new password',
      body: 'Hello {firstName},\n\nset a new password with this link (valid for 1 hour, usable once):\n\n{link}\n\nIf you did not ask for a new password, you can ignore this e-mail.',
    },
    confirmNewsletter: {
      subject: 'Please confirm your newsletter subscription',
      body: 'Hello {firstName},\n\nplease confirm your subscription to these newsletters: {topics}\n\n{link}\n\nIf this was not you, you can ignore this e-mail.',
    },
  },
};
