import { Fragment } from 'react';
import type { GlossSegment } from '../../lib/gloss';

/**
 * A gloss's words, each isolated: in an Arabic line two Latin words side by side (a brand, then a model name)
 * would otherwise run together left to right and read in the wrong order.
 */
export function GlossWords({ segments }: { segments: readonly GlossSegment[] }) {
  return segments.map((segment, i) => (
    <Fragment key={i}>
      {i > 0 && ' '}
      <bdi>{segment.text}</bdi>
    </Fragment>
  ));
}

/** The mark of a machine-made gloss ("文A"): named for screen readers, explained by its tooltip. */
export function GlossIcon({ size = 14 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden focusable="false">
      <path d="m5 8 6 6M4 14l6-6 2-3M2 5h12M7 2h1M22 22l-5-10-5 10M14 18h6" />
    </svg>
  );
}
