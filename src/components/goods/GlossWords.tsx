import { Fragment } from 'react';
import { type GlossSegment, glossRuns } from '../../lib/gloss';

/**
 * A gloss's words, each run of one direction isolated with its direction stated: in an Arabic line a brand and
 * a model name stay one left-to-right phrase, and neither the Arabic words nor the marks between them move.
 */
export function GlossWords({ segments }: { segments: readonly GlossSegment[] }) {
  return glossRuns(segments).map((run, i) => (
    <Fragment key={i}>
      {i > 0 && ' '}
      <bdi dir={run.rtl ? 'rtl' : 'ltr'}>{run.text}</bdi>
    </Fragment>
  ));
}

/** The mark of a machine-made gloss ("文A"). Decorative: the element around it carries the name. */
export function GlossIcon({ size = 14 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden focusable="false">
      <path d="m5 8 6 6M4 14l6-6 2-3M2 5h12M7 2h1M22 22l-5-10-5 10M14 18h6" />
    </svg>
  );
}
