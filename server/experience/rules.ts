// What a submission must say, by kind, after spec §5's emoji rule: a haul and a contest entry a title, a
// text and 1–N photos (a haul also rates the service), an outside share the post's address and one
// screenshot. Returns the cleaned fields or throws 400 naming the first field at fault.
import { constants } from '../../generated/constants';
import type { ExperienceKind } from '../db/types';
import { ApiFailure, badField } from '../http/failure';
import { stripEmoji } from '../../src/lib/text';

const limits = constants.experience;

export interface SubmissionInput {
  title?: string | undefined;
  text?: string | undefined;
  photoIds: readonly string[];
  rating?: number | undefined;
  link?: string | undefined;
}

export interface CleanSubmission {
  title: string;
  text: string;
  photoIds: string[];
  rating: number | null;
  link: string | null;
}

const codePoints = (s: string) => Array.from(s).length;

function cleanText(value: string | undefined, field: string, min: number, max: number): string {
  const text = stripEmoji(value ?? '').trim();
  const n = codePoints(text);
  if (n < min || n > max) throw new ApiFailure(400, 'experienceTextLength', { field, min, max });
  return text;
}

/** An outside post is an https address of a real host; nothing else is linked from a haul page. */
function cleanLink(value: string | undefined): string {
  let url: URL;
  try {
    url = new URL((value ?? '').trim());
  } catch {
    throw badField('link', 'experienceLinkInvalid');
  }
  if (url.protocol !== 'https:' || !url.hostname.includes('.') || url.username || url.password) throw badField('link', 'experienceLinkInvalid');
  return url.toString();
}

export function cleanSubmission(kind: ExperienceKind, input: SubmissionInput): CleanSubmission {
  const maxPhotos = kind === 'outer' ? 1 : limits.photosMax;
  if (input.photoIds.length < 1 || input.photoIds.length > maxPhotos) throw new ApiFailure(400, 'experiencePhotoCount', { field: 'photoIds', max: maxPhotos });
  if (kind === 'outer') {
    const link = cleanLink(input.link);
    const title = stripEmoji(input.title ?? '', limits.titleMax).trim() || new URL(link).hostname;
    const text = stripEmoji(input.text ?? '', limits.textMax).trim();
    return { title, text, photoIds: [...input.photoIds], rating: null, link };
  }
  const title = cleanText(input.title, 'title', limits.titleMin, limits.titleMax);
  const text = cleanText(input.text, 'text', limits.textMin, limits.textMax);
  if (kind === 'haul' && input.rating === undefined) throw badField('rating', 'experienceRatingMissing');
  return { title, text, photoIds: [...input.photoIds], rating: input.rating ?? null, link: null };
}

/** The contest month of a moment: YYYY-MM in UTC, so that every shopper's month ends at the same time. */
export function monthOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 7);
}

/** States in which the goods have reached the shopper. */
export const sharableStates: readonly string[] = ['delivered', 'completed'];
