import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';
import { useT, type MessageKey, type MessageValues } from './i18n';

/**
 * Splits a message with `<name>inner</name>` tags (not nested) into text and parts; each tag is
 * handed to `render(name, inner)`. Text outside tags stays as it is (React escapes it).
 */
export function splitTags(
  text: string,
  render: (name: string, inner: string, index: number) => ReactNode,
): ReactNode[] {
  const parts: ReactNode[] = [];
  const pattern = /<(\w+)>(.*?)<\/\1>/gs;
  let last = 0;
  let index = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(render(match[1] ?? '', match[2] ?? '', index++));
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

export interface TransProps {
  k: MessageKey;
  values?: MessageValues;
  /** The element each tag of the message becomes; its inner text becomes the element's children. */
  components: Record<string, ReactElement>;
}

/** A message with links or emphasis inside: "I agree to the <terms>terms of service</terms>". */
export function Trans({ k, values, components }: TransProps) {
  const t = useT();
  const parts = splitTags(t(k, values), (name, inner, index) => {
    const element = components[name];
    return element ? cloneElement(element, { key: `tag-${index}` }, inner) : inner;
  });
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>{part}</Fragment>
      ))}
    </>
  );
}
