// Content bodies are Markdown written by staff; shoppers only ever get the HTML made here, when the piece is
// saved: `marked` renders, then `sanitize-html` keeps a small set of tags and attributes. Raw HTML in the
// Markdown goes through the same filter, so a pasted <script>, an onerror attribute or a javascript: link
// never reaches a page. Links may only go to http(s) or our own paths and open safely; pictures only from
// our own picture paths or https.
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const marked = new Marked({ gfm: true, breaks: false, async: false });

/** Pictures may come from these paths of our own server (drawn content pictures, uploads). */
const ownPicturePaths = ['/img/', '/files/'];

function safeHref(href: string): boolean {
  if (/^https?:\/\//i.test(href)) return true;
  // A relative path of ours, but not a protocol-relative //host address.
  return href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\');
}

function safeSrc(src: string): boolean {
  if (/^https:\/\//i.test(src)) return true;
  return ownPicturePaths.some((p) => src.startsWith(p)) && !src.includes('..');
}

const options: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'strong', 'em', 'del', 'code', 'pre', 'blockquote', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'title', 'width', 'height'], th: ['align'], td: ['align'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A page has one h1 (the title): Markdown's # headings become h2.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      if (!safeHref(href)) return { tagName: 'span', attribs: {} };
      const external = /^https?:\/\//i.test(href);
      const safe: Record<string, string> = { href };
      if (attribs.title) safe.title = attribs.title;
      if (external) Object.assign(safe, { rel: 'noopener noreferrer', target: '_blank' });
      return { tagName, attribs: safe };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !safeSrc(frame.attribs.src ?? ''),
};
// rel and target are ours (added above), never the author's.
options.allowedAttributes = { ...(options.allowedAttributes as Record<string, string[]>), a: ['href', 'title', 'rel', 'target'] };

/** The safe HTML of a Markdown body. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown) as string;
  return sanitizeHtml(html, options);
}

/** True when a picture address may be shown (our own picture paths or https). */
export function isSafePicture(url: string): boolean {
  return safeSrc(url);
}
