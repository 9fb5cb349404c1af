import type { ReactNode, SVGProps } from 'react';
import { cx } from './cx';
import styles from './icons.module.css';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  size?: number;
}

/** Decorative unless given an aria-label: the control around an icon carries the name. */
function Icon({ size = 20, className, children, ...rest }: IconProps & { children: ReactNode }) {
  const named = rest['aria-label'] !== undefined;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      role={named ? 'img' : undefined}
      aria-hidden={named ? undefined : true}
      className={cx(styles.icon, className)}
      {...rest}
    >
      {children}
    </svg>
  );
}

export const SearchIcon = (p?: IconProps) => (
  <Icon {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m16.5 16.5 4.5 4.5" />
  </Icon>
);

export const CartIcon = (p?: IconProps) => (
  <Icon {...p}>
    <path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.1" />
    <circle cx="9" cy="19.5" r="1.5" />
    <circle cx="17" cy="19.5" r="1.5" />
  </Icon>
);

export const UserIcon = (p?: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Icon>
);

export const HomeIcon = (p?: IconProps) => (
  <Icon {...p}>
    <path d="m3 11 9-8 9 8" />
    <path d="M5 9.5V21h5v-6h4v6h5V9.5" />
  </Icon>
);

export const MessageIcon = (p?: IconProps) => (
  <Icon {...p}>
    <path d="M4 4h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H9l-5 4V5a1 1 0 0 1 1-1z" />
  </Icon>
);

/** Points toward the end of the line by default (right in left-to-right text, left in Arabic). */
export const ChevronIcon = ({ direction = 'end', className, ...p }: IconProps & { direction?: 'start' | 'end' | 'up' | 'down' } = {}) => (
  <Icon {...p} className={cx(styles[direction], className)}>
    <path d="m9 6 6 6-6 6" />
  </Icon>
);

export const CloseIcon = (p?: IconProps) => (
  <Icon {...p}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);

export const HeartIcon = ({ filled = false, ...p }: IconProps & { filled?: boolean } = {}) => (
  <Icon {...p} fill={filled ? 'currentColor' : 'none'}>
    <path d="M12 20s-7.5-4.6-9-9.3A4.8 4.8 0 0 1 12 6.4a4.8 4.8 0 0 1 9 4.3C19.5 15.4 12 20 12 20z" />
  </Icon>
);

export const AlertIcon = (p?: IconProps) => (
  <Icon {...p}>
    <path d="M10.3 4 2.5 18a2 2 0 0 0 1.7 3h15.6a2 2 0 0 0 1.7-3L13.7 4a2 2 0 0 0-3.4 0z" />
    <path d="M12 9.5v4M12 17h.01" />
  </Icon>
);

export const CheckIcon = (p?: IconProps) => (
  <Icon {...p}>
    <path d="m5 12.5 4.5 4.5L19 7" />
  </Icon>
);

export const ImagePlaceholderIcon = (p?: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <circle cx="9" cy="9" r="2" />
    <path d="m21 15-5-5L5 21" />
  </Icon>
);
