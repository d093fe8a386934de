import DOMPurify from 'dompurify';

const ALLOWED_TAGS = ['b', 'i', 'em', 'strong', 'a', 'br', 'p', 'ul', 'li'];
const SAFE_HREF = /^(https?:|mailto:|tel:|\/(?!\/))/i;

let hooked = false;

/** Links get rel=noopener (and open in a new tab when they leave the portal); unsafe hrefs are dropped. */
function installHook(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (!SAFE_HREF.test(href.trim())) node.removeAttribute('href');
    node.setAttribute('rel', 'noopener noreferrer');
    if (/^https?:/i.test(href.trim())) node.setAttribute('target', '_blank');
  });
}

/**
 * Renames on*= attributes inside tags before parsing. Not the security boundary (DOMPurify is): Chromium
 * reports a CSP violation for inline handlers even in DOMPurify's inert parse document, and the portal
 * treats every CSP report as an error. The renamed attributes are data-* and are dropped by DOMPurify.
 */
export function defuseHandlers(markup: string): string {
  return markup.replace(/<[^>]*>/g, (tag) => tag.replace(/(\s|\/)on([a-z]+\s*=)/gi, '$1data-defused-$2'));
}

/**
 * Editorial card markup (spec §7 "/portal/*.json") as safe HTML: only b, i, em, strong, a[href], br, p,
 * ul, li survive; scripts, event handlers, images, styles and javascript: links are removed.
 */
export function sanitizeEditorialHtml(markup: string): string {
  installHook();
  return DOMPurify.sanitize(defuseHandlers(markup), {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href', 'rel', 'target'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
