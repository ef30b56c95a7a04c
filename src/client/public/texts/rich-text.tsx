import { Fragment, type ReactNode } from 'react';
import { site } from '../site';
import { fill, usePageLanguage } from './index';

const inline = /(\*\*[^*]+\*\*|\[[^\]]+\]\([^)\s]+\)|\{email\})/;

/**
 * A text with inline marks, as the legal texts write them: **bold**, [label](/path) (a public page,
 * in the page's language) and {email} (the support address as a mailto link); other {values} are
 * filled from site.ts.
 */
export function RichText({ text }: { text: string }) {
  const { href } = usePageLanguage();
  const parts = text.split(inline).filter(Boolean);
  return (
    <>
      {parts.map((part, index) => {
        let node: ReactNode = fill(part);
        if (part === '{email}') node = <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>;
        else if (part.startsWith('**')) node = <strong>{fill(part.slice(2, -2))}</strong>;
        else {
          const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part);
          if (link) node = <a href={link[2]!.startsWith('/') ? href(link[2]!) : link[2]}>{fill(link[1]!)}</a>;
        }
        return <Fragment key={index}>{node}</Fragment>;
      })}
    </>
  );
}

/** A legal section's body: a string is a paragraph, a list of strings a bulleted list. */
export function Blocks({ blocks }: { blocks: readonly (string | readonly string[])[] }) {
  return (
    <>
      {blocks.map((block, index) =>
        typeof block === 'string' ? (
          <p key={index}>
            <RichText text={block} />
          </p>
        ) : (
          <ul key={index}>
            {block.map((item, itemIndex) => (
              <li key={itemIndex}>
                <RichText text={item} />
              </li>
            ))}
          </ul>
        ),
      )}
    </>
  );
}
