import type { BlockFields } from '../../backend/src/schemas/content.js';
import { useNonce } from '~/utils/root-data';
import { useBlockPage } from './block-data';
import { ConsentGate } from './consent-gate';

type Props<T extends 'iframe' | 'video' | 'script'> = { id: string; fields: BlockFields<T> };

// Embedded pages may run their own scripts and open links, never navigate the shop's window.
const FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-forms allow-presentation';

function Frame({ src, title }: { src: string; title: string }) {
  return (
    <iframe
      src={src}
      title={title}
      loading="lazy"
      sandbox={FRAME_SANDBOX}
      referrerPolicy="strict-origin-when-cross-origin"
      allow="fullscreen; picture-in-picture"
    />
  );
}

/** §1 iframe: another site's page, after consent (§4). */
export function IframeBlock({ id, fields }: Props<'iframe'>) {
  return (
    <ConsentGate
      id={id}
      category={fields.consentCategory}
      provider={fields.provider}
      title={fields.title}
      width={fields.width}
      height={fields.height}
    >
      <Frame src={fields.src} title={fields.title} />
    </ConsentGate>
  );
}

const videoProviders = {
  // The no-cookie host of YouTube sets no cookies until the video plays.
  youtube: { name: 'YouTube', embed: (id: string) => `https://www.youtube-nocookie.com/embed/${id}` },
  vimeo: { name: 'Vimeo', embed: (id: string) => `https://player.vimeo.com/video/${id}?dnt=1` },
};

/** §1 video: a file with poster and captions, or a YouTube/Vimeo video after consent. */
export function VideoBlock({ id, fields }: Props<'video'>) {
  if (fields.source !== 'file') {
    const provider = videoProviders[fields.source];
    return (
      <ConsentGate
        id={id}
        category={fields.consentCategory}
        provider={provider.name}
        title={fields.title}
        width={16}
        height={9}
        poster={fields.poster}
      >
        <Frame src={provider.embed(fields.videoId)} title={fields.title} />
      </ConsentGate>
    );
  }
  return (
    <figure className="block-video" id={id}>
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the schema requires a captions track, mapped below */}
      <video
        controls
        preload="none"
        poster={fields.poster.src}
        width={fields.poster.width}
        height={fields.poster.height}
        aria-label={fields.title}
      >
        <source src={fields.src} type={fields.mimeType} />
        {fields.captions.map((track, index) => (
          <track
            key={track.src}
            kind="captions"
            src={track.src}
            srcLang={track.srclang}
            label={track.label}
            default={index === 0}
          />
        ))}
      </video>
      <figcaption>{fields.title}</figcaption>
    </figure>
  );
}

/** §1, §4: needs the CSP nonce, so a script added on a client-side navigation never runs (safe side). */
export function ScriptBlock({ fields }: Props<'script'>) {
  const nonce = useNonce();
  const { consent } = useBlockPage();
  if (!consent[fields.consentCategory]) return null;
  return fields.src ? (
    <script src={fields.src} async nonce={nonce || undefined} suppressHydrationWarning />
  ) : (
    <script
      nonce={nonce || undefined}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: fields.code ?? '' }}
    />
  );
}
