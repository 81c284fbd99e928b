import sanitizeHtml from 'sanitize-html';

/** The only players an editor may embed (YouTube, its no-cookie twin, Vimeo). */
const IFRAME_PREFIXES = [
  'https://www.youtube.com/embed/',
  'https://www.youtube-nocookie.com/embed/',
  'https://player.vimeo.com/video/',
];
const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]+$/i;

const COLOR = [
  /^#[0-9a-f]{3,8}$/i,
  /^rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(,\s*(0|1|0?\.\d+))?\s*\)$/i,
  /^[a-z]{3,20}$/i,
];
const LENGTH = [/^\d{1,4}(\.\d{1,2})?(px|em|rem|%)$/];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'div',
    'span',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'pre',
    'code',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'strike',
    'del',
    'ins',
    'mark',
    'sub',
    'sup',
    'small',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'colgroup',
    'col',
    'iframe',
  ],
  allowedAttributes: {
    '*': ['style'],
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    iframe: ['src', 'width', 'height', 'title', 'allow', 'allowfullscreen', 'frameborder'],
    ol: ['start', 'type'],
    li: ['data-checked'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    col: ['span'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { a: ['http', 'https', 'mailto'], img: ['https', 'data'], iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  allowedIframeHostnames: ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'],
  allowIframeRelativeUrls: false,
  // only plain values: nothing that can carry url(), expression() or javascript:
  allowedStyles: {
    '*': {
      color: COLOR,
      'background-color': COLOR,
      'text-align': [/^(left|right|center|justify)$/],
      'font-weight': [/^(normal|bold|[1-9]00)$/],
      'font-style': [/^(normal|italic)$/],
      'text-decoration': [/^(none|underline|line-through)$/],
      'font-size': LENGTH,
      'padding-left': LENGTH,
      'margin-left': LENGTH,
      width: LENGTH,
    },
  },
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer', ...(attribs.target ? { target: '_blank' } : {}) },
    }),
    img: (tagName, attribs) => {
      const src = (attribs.src ?? '').trim();
      // absolute https, or data: URLs of raster images; anything else (relative, http, svg) loses its source
      if (!(/^https:\/\//i.test(src) || DATA_IMAGE.test(src))) {
        const { src: _drop, ...rest } = attribs;
        return { tagName, attribs: rest };
      }
      return { tagName, attribs };
    },
  },
  // an iframe survives only with a player URL; an image only with a source
  exclusiveFilter: (frame) => {
    if (frame.tag === 'iframe') return !IFRAME_PREFIXES.some((p) => (frame.attribs.src ?? '').startsWith(p));
    if (frame.tag === 'img') return !frame.attribs.src;
    return false;
  },
  disallowedTagsMode: 'discard',
};

/**
 * The one sanitiser for rich text (job posts, disclosures, job descriptions, any 'richtext' resource field):
 * common formatting, lists, links (http/https/mailto, rel=noopener), images (https and raster data:), tables and
 * YouTube / Vimeo players survive; scripts, event handlers, javascript: URLs, unsafe styles and other iframes do not.
 * Empty markup (an editor's `<p></p>`) becomes ''.
 */
export function sanitizeRichText(html: string): string {
  const clean = sanitizeHtml(html, OPTIONS).trim();
  const text = clean
    .replace(/<(?!img|iframe)[^>]*>/gi, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
  return text === '' && !/<(img|iframe)\b/i.test(clean) ? '' : clean;
}

/** Sanitises a value that may be null (optional rich fields); empty results become null. */
export function sanitizeOptionalRichText(html: string | null | undefined): string | null {
  if (html == null) return null;
  const clean = sanitizeRichText(html);
  return clean === '' ? null : clean;
}
