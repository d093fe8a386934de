import { createElement, Fragment, type ReactNode } from 'react';
import { PUBLIC_PATH } from '../../config/constants';
import { classifyLink } from '../../lib/portalUrl';
import TRUSTED_TYPES from '../../config/trustedTypes.json';

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
const MAX_DEPTH = 16;

/**
 * Renames on*= attributes inside tags before parsing. Not the security boundary (the allowlist is):
 * Chromium reports a CSP violation for inline handlers even in an inert parse document, and the portal
 * treats every CSP report as an error.
 */
function defuseHandlers(markup: string): string {
  return markup.replace(/<[^>]*>/g, (tag) => tag.replace(/(\s|\/)on([a-z]+\s*=)/gi, '$1data-defused-$2'));
}

/**
 * A link as the browser will resolve it (classifyLink): a portal page keeps its normalised path, an outside
 * page opens in a new tab and says so in visible text (`externalHint`), mailto:/tel: stay; anything else
 * is unwrapped to its text.
 */
function link(element: Element, key: number, children: ReactNode[], externalHint: string): ReactNode {
  const target = classifyLink(element.getAttribute('href') ?? '');
  // a link text is a call to action ("Klick", "hier"): without a usable target it would stand orphaned
  if (!target) return null;
  if (target.kind === 'internal') {
    return createElement('a', { key, href: PUBLIC_PATH + target.path, rel: 'noopener noreferrer' }, ...children);
  }
  if (target.kind === 'contact') return createElement('a', { key, href: target.href }, ...children);
  return createElement(
    'a',
    { key, href: target.href, rel: 'noopener noreferrer', target: '_blank' },
    ...children,
    ` ${externalHint}`,
  );
}

function toReact(node: Node, key: number, depth: number, externalHint: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE || depth > MAX_DEPTH) return null;
  const element = node as Element;
  const tag = element.localName;
  if (DROPPED.has(tag)) return null;
  const children = Array.from(element.childNodes, (child, i) => toReact(child, i, depth + 1, externalHint));
  if (tag === 'br') return createElement('br', { key });
  if (tag === 'a') return link(element, key, children, externalHint);
  if (KEPT.has(tag)) return createElement(tag, { key }, ...children);
  return createElement(Fragment, { key }, ...children);
}

/**
 * Editorial card markup (spec §7 "/portal/*.json") as React elements, never as HTML: the markup is parsed
 * in an inert document (no script runs, nothing loads) and rebuilt from an allowlist. Only b, i, em,
 * strong, br, p, ul, li and links with an http(s), mailto or tel address remain, without any attribute of
 * the source (a link with an unusable href is dropped with its text); links get rel=noopener, and those that leave the portal open in a new tab with the visible
 * `externalHint` (the caller's translated "(externer Link)").
 */
type HtmlPolicy = { createHTML(markup: string): unknown };
let parsePolicy: HtmlPolicy | null | undefined;

/**
 * The CSP requires Trusted Types for HTML sinks (deploy/hosting.mjs), and parsing is one. This parse is inert
 * and its result is rebuilt from the allowlist, never inserted: its own policy (allowed by name in the CSP)
 * lets exactly this call take markup. Browsers without Trusted Types take the text as it is.
 */
function forInertParse(markup: string): string {
  if (parsePolicy === undefined) {
    const tt = (window as { trustedTypes?: { createPolicy(name: string, rules: HtmlPolicy): HtmlPolicy } })
      .trustedTypes;
    parsePolicy = tt ? tt.createPolicy(TRUSTED_TYPES.editorialParse, { createHTML: (text) => text }) : null;
  }
  return parsePolicy ? (parsePolicy.createHTML(markup) as string) : markup;
}

export function editorialMarkup(markup: string, externalHint: string): ReactNode {
  const body = new DOMParser().parseFromString(forInertParse(defuseHandlers(markup)), 'text/html').body;
  return Array.from(body.childNodes, (child, i) => toReact(child, i, 0, externalHint));
}
