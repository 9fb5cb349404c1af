// What a product page says about itself in its head: the JSON-LD blocks, the meta tags and the title,
// gathered in one streaming pass of htmlparser2 (a real HTML tokenizer, so comments, attributes in any order
// and odd quoting are read as a browser would).
import { Parser } from 'htmlparser2';

export interface HtmlFacts {
  jsonLd: string[];
  /** meta property/name (lower case) → content, the first of each. */
  meta: Map<string, string>;
  title: string;
}

export function htmlFacts(html: string): HtmlFacts {
  const facts: HtmlFacts = { jsonLd: [], meta: new Map(), title: '' };
  let inJsonLd = false;
  let inTitle = false;
  let script = '';
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'script' && (attributes.type ?? '').trim().toLowerCase() === 'application/ld+json') {
        inJsonLd = true;
        script = '';
      } else if (name === 'title') inTitle = true;
      else if (name === 'meta') {
        const key = (attributes.property ?? attributes.name ?? attributes.itemprop ?? '').trim().toLowerCase();
        if (key && attributes.content !== undefined && !facts.meta.has(key)) facts.meta.set(key, attributes.content.trim());
      }
    },
    ontext(text) {
      if (inJsonLd) script += text;
      else if (inTitle) facts.title += text;
    },
    onclosetag(name) {
      if (name === 'script' && inJsonLd) {
        facts.jsonLd.push(script);
        inJsonLd = false;
      } else if (name === 'title') inTitle = false;
    },
  }, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true });
  parser.write(html);
  parser.end();
  facts.title = facts.title.trim();
  return facts;
}

/** The page's text: the charset its header or its first bytes name (Shift_JIS and EUC-JP shops exist), else UTF-8. */
export function decodePage(body: Buffer, contentType: string): string {
  const declared = /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ?? /<meta[^>]+charset=["']?([\w-]+)/i.exec(body.subarray(0, 2048).toString('latin1'))?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}
