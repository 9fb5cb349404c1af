// The content editor's form: what the inputs hold (local date-times, empty strings) and the save call's
// params made from it. Kept apart from the components so the conversions are tested on their own.
import type { OpsContent, OpsContentText } from '../../../generated/api/schemas';
import type { OpsContentKind } from './content-queries';

export interface ContentForm {
  kind: OpsContentKind;
  code: string;
  picture: string;
  topic: string;
  goodsKeyword: string;
  pinned: boolean;
  sort: number;
  /** `YYYY-MM-DDTHH:mm` in the browser's time zone, as a datetime-local input holds it; '' for none. */
  publishedFrom: string;
  publishedUntil: string;
  texts: OpsContentText[];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a datetime-local value in the browser's zone. */
export function localInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (the browser's zone) as an ISO instant; null for none. */
export function isoOf(local: string): string | null {
  if (!local) return null;
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

export function formOf(content: OpsContent | null, kind: OpsContentKind = 'article'): ContentForm {
  return {
    kind: content?.kind ?? kind,
    code: content?.code ?? '',
    picture: content?.picture ?? '',
    topic: content?.topic ?? '',
    goodsKeyword: content?.goodsKeyword ?? '',
    pinned: content?.pinned ?? false,
    sort: content?.sort ?? 0,
    publishedFrom: localInput(content?.publishedFrom),
    publishedUntil: localInput(content?.publishedUntil),
    texts: content?.texts.length ? content.texts : [{ language: 'en', title: '', overview: '', body: '' }],
  };
}

/** The save call's params: empty inputs are "none", an uploaded picture replaces the address. */
export function saveParams(form: ContentForm, id: number | null, uploadId: string | null) {
  return {
    ...(id !== null ? { id } : {}),
    kind: form.kind,
    code: form.code.trim() || null,
    picture: uploadId ? null : form.picture.trim() || null,
    ...(uploadId ? { pictureUpload: uploadId } : {}),
    topic: form.kind === 'guide' ? form.topic.trim() || null : null,
    goodsKeyword: form.kind === 'landing' ? form.goodsKeyword.trim() || null : null,
    pinned: form.kind === 'notice' && form.pinned,
    sort: form.sort,
    publishedFrom: isoOf(form.publishedFrom),
    publishedUntil: isoOf(form.publishedUntil),
    texts: form.texts.map((t) => ({ language: t.language, title: t.title, overview: t.overview?.trim() || null, body: t.body })),
  };
}
