import { SmartLink } from './smart-link';

type LinkItem = { label: string; href: string };

export function LinkList({
  links,
  className,
  label,
  openInNewTab,
}: {
  links: readonly LinkItem[];
  className?: string;
  label?: string;
  openInNewTab?: boolean;
}) {
  return (
    <ul className={className} aria-label={label}>
      {links.map((link) => (
        <li key={link.href}>
          <SmartLink href={link.href} openInNewTab={openInNewTab}>
            {link.label}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
