import { createElement, Fragment, type ReactNode } from 'react';

/** Elements kept as they are (links only with a safe href). */
const KEPT = new Set(['b', 'i', 'em', 'strong', 'br', 'p', 'ul', 'li', 'a']);
/** Elements dropped together with everything inside them; any other element is unwrapped to its content. */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'frame',
  'object',
  'embed',
  'noscript',
  'svg',
  'math',
  'img',
  'picture',
  'video',
  'audio',
  'canvas',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'head',
  'title',
  'link',
  'meta',
]);
const SAFE_HREF = /^(https?:|mailto:|tel:|\/(?!\/))/i;
/** Addresses that leave the portal: opened in a new tab (card text links and card action links alike). */
export const EXTERNAL_HREF = /^https?:/i;
const MAX_DEPTH = 16;

/**
 * Renames on*= attributes inside tags before parsing. Not the security boundary (the allowlist is):
 * Chromium reports a CSP violation for inline handlers even in an inert parse document, and the portal
 * treats every CSP report as an error.
 */
function defuseHandlers(markup: string): string {
  return markup.replace(/<[^>]*>/g, (tag) => tag.replace(/(\s|\/)on([a-z]+\s*=)/gi, '$1data-defused-$2'));
}

function link(element: Element, key: number, children: ReactNode[]): ReactNode {
  const href = (element.getAttribute('href') ?? '').trim();
  // a link text is a call to action ("Klick", "hier"): without its (unsafe) target it would stand orphaned
  if (!SAFE_HREF.test(href)) return null;
  const external = EXTERNAL_HREF.test(href);
  return createElement(
    'a',
    { key, href, rel: 'noopener noreferrer', target: external ? '_blank' : undefined },
    ...children,
  );
}

function toReact(node: Node, key: number, depth: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE || depth > MAX_DEPTH) return null;
  const element = node as Element;
  const tag = element.localName;
  if (DROPPED.has(tag)) return null;
  const children = Array.from(element.childNodes, (child, i) => toReact(child, i, depth + 1));
  if (tag === 'br') return createElement('br', { key });
  if (tag === 'a') return link(element, key, children);
  if (KEPT.has(tag)) return createElement(tag, { key }, ...children);
  return createElement(Fragment, { key }, ...children);
}

/**
 * Editorial card markup (spec §7 "/portal/*.json") as React elements, never as HTML: the markup is parsed
 * in an inert document (no script runs, nothing loads) and rebuilt from an allowlist. Only b, i, em,
 * strong, br, p, ul, li and links with an http(s), mailto, tel or same-site href remain, without any
 * attribute of the source (a link with any other href is dropped with its text); links get rel=noopener and open in a new tab when they leave the portal.
 */
export function editorialMarkup(markup: string): ReactNode {
  const body = new DOMParser().parseFromString(defuseHandlers(markup), 'text/html').body;
  return Array.from(body.childNodes, (child, i) => toReact(child, i, 0));
}
