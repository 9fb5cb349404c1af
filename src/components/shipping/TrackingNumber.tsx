import { carrierOf, trackingLink } from '../../../generated/tracking';

/**
 * A tracking number as a link to its carrier's own tracking page, after the carrier's name; shipments
 * recorded before carriers were listed have free text as their carrier, so they stay plain text.
 */
export function TrackingNumber({ carrier, number, withCarrier = true, className }: { carrier: string | null | undefined; number: string; withCarrier?: boolean; className?: string }) {
  const href = trackingLink(carrier, number);
  const name = carrierOf(carrier)?.name ?? carrier ?? '';
  return (
    <>
      {withCarrier && name && `${name} `}
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer" className={className} dir="ltr" data-testid="tracking-link">
          {number}
        </a>
      ) : (
        <span className={className} dir="ltr">
          {number}
        </span>
      )}
    </>
  );
}

/** The carrier's name as shoppers know it; free text of older shipments as staff typed it. */
export function carrierName(carrier: string | null | undefined): string {
  return carrierOf(carrier)?.name ?? carrier ?? '';
}
