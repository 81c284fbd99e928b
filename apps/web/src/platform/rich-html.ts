/**
 * A second, client-side pass over rich text HTML before it is rendered. The server already sanitises every rich
 * field with sanitize-html when it stores it (DESIGN 1); this pass keeps the page safe even if an old or foreign
 * value slipped through: only the formatting the editor produces survives, links only to http(s) and mail.
 */

/** Elements kept as they are (their attributes are dropped). */
export const RICH_TAGS = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'span',
  'div',
  'sub',
  'sup',
  'hr',
  'pre',
  'code',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
]);

/** Elements dropped with everything inside them. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'form',
  'textarea',
  'select',
  'button',
  'input',
  'head',
  'title',
  'meta',
  'link',
]);

export function isSafeHref(href: string): boolean {
  const v = href.trim();
  if (v.startsWith('#')) return true;
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:' || u.protocol === 'mailto:';
  } catch {
    return false;
  }
}

function clean(node: Node, doc: Document): Node | null {
  if (node.nodeType === 3) return doc.createTextNode(node.textContent ?? '');
  if (node.nodeType !== 1) return null;
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  if (DROP_WITH_CONTENT.has(tag)) return null;
  const children = [...el.childNodes].map((c) => clean(c, doc)).filter((c): c is Node => c !== null);
  if (!RICH_TAGS.has(tag)) {
    // unknown wrappers go, their text stays
    const frag = doc.createDocumentFragment();
    for (const c of children) frag.appendChild(c);
    return frag;
  }
  const out = doc.createElement(tag);
  if (tag === 'a') {
    const href = el.getAttribute('href');
    if (href && isSafeHref(href)) {
      out.setAttribute('href', href.trim());
      out.setAttribute('target', '_blank');
      out.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  }
  if ((tag === 'td' || tag === 'th') && el.getAttribute('colspan')) {
    const n = Number(el.getAttribute('colspan'));
    if (Number.isInteger(n) && n > 1 && n < 50) out.setAttribute('colspan', String(n));
  }
  for (const c of children) out.appendChild(c);
  return out;
}

/** The HTML with only allowed elements and safe links. Parsing happens in an inert document (no scripts run). */
export function sanitizeRichHtml(html: string | null | undefined): string {
  if (!html) return '';
  if (typeof DOMParser === 'undefined') return '';
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const doc = document.implementation.createHTMLDocument('');
  const root = doc.createElement('div');
  [...parsed.body.childNodes].forEach((c) => {
    const n = clean(c, doc);
    if (n) root.appendChild(n);
  });
  return root.innerHTML;
}
