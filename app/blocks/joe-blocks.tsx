import type { BlockFields } from '../../backend/src/schemas/content.js';
import { SmartLink } from '~/components/smart-link';

type Props<T extends 'joeLinkButton' | 'joeLoginButton'> = { id: string; fields: BlockFields<T> };

/** §1 joe link button: a link into the joe loyalty programme, marked as joe. */
export function JoeLinkButtonBlock({ fields }: Props<'joeLinkButton'>) {
  return (
    <p className="block-button">
      <SmartLink href={fields.href} className={`button button--${fields.variant} button--joe`}>
        {fields.label}
      </SmartLink>
    </p>
  );
}

/** §1 joe login button: where a member signs in with the joe programme. */
export function JoeLoginButtonBlock({ fields }: Props<'joeLoginButton'>) {
  return (
    <div className="block-joe-login">
      {fields.text ? <p>{fields.text}</p> : null}
      <p>
        <SmartLink href={fields.href} className="button button--primary button--joe">
          {fields.label}
        </SmartLink>
      </p>
    </div>
  );
}
