import styles from './CountTile.module.css';

/**
 * A count over its label, on a link to where the counted things are (the seller centre's shortcuts, the
 * shipping overview's stages): the link takes `countTileClassName`, this is what goes inside it, so that
 * counts read alike across the account pages whatever kind of link carries them.
 */
export const countTileClassName = styles.tile;

export function CountTile({ count, label }: { count: number | string; label: string }) {
  return (
    <>
      <span className={styles.count}>{count}</span>
      <span>{label}</span>
    </>
  );
}
