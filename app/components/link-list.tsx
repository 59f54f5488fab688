import { SmartLink } from './smart-link';

type LinkItem = { label: string; href: string };

/** A list of links from the CMS or the route table; every link list of the site chrome. */
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
