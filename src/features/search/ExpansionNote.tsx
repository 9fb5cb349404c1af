import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { KeywordExpansion } from '../../../generated/api/schemas';
import { isolated } from '../../lib/bidi';
import styles from './SearchScreen.module.css';

interface ExpansionNoteProps {
  keyword: string;
  /** false: the shopper asked for the words as typed only. */
  expand: boolean;
  /** What the search also looked for in Japanese, as the answer says (absent: nothing was). */
  expansion: readonly KeywordExpansion[] | undefined;
  /** The search page's address with the words as typed only, or expanded again. */
  hrefOf: (expand: boolean) => string;
}

/**
 * Every word that was also searched in Japanese: its Japanese terms, then the word as typed. Each group is an
 * isolate, so that on a right-to-left page the groups follow the page's order while each reads left to right.
 */
function Terms({ expansion }: { expansion: readonly KeywordExpansion[] }) {
  return (
    <span className={styles.expansionTerms}>
      {expansion.map((group, i) => (
        <Fragment key={`${group.term}-${i}`}>
          {i > 0 && <span className={styles.expansionSeparator}> · </span>}
          <bdi>
            <span lang="ja">{group.japanese.join('、')}</span> (<bdi>{group.term}</bdi>)
          </bdi>
        </Fragment>
      ))}
    </span>
  );
}

/**
 * "Showing results for レンズ (lens)": the Japanese terms a keyword was also searched as, with a link to search
 * the words as typed only (expand=0 in the address, so reload, sharing, back and a saved search keep it), and
 * from there a link back.
 */
export function ExpansionNote({ keyword, expand, expansion, hrefOf }: ExpansionNoteProps) {
  const { t } = useTranslation('search');
  if (!keyword) return null;
  if (!expand) {
    return (
      <p className={styles.expansion} data-testid="search-expansion">
        <span>{t('expansion.asTyped', { keyword: isolated(keyword) })}</span>{' '}
        <Link to={hrefOf(true)} preventScrollReset>
          {t('expansion.expandAgain')}
        </Link>
      </p>
    );
  }
  if (!expansion?.length) return null;
  // The sentence places the terms (`<terms/>`) where its language wants them; split here rather than with
  // react-i18next's Trans, whose markup parser would join every page's first load.
  const [before = '', after = ''] = t('expansion.expanded').split('<terms/>');
  return (
    <p className={styles.expansion} data-testid="search-expansion">
      <span>
        {before}
        <Terms expansion={expansion} />
        {after}
      </span>{' '}
      <Link to={hrefOf(false)} preventScrollReset>
        {t('expansion.onlyTyped', { keyword: isolated(keyword) })}
      </Link>{' '}
      <DictionaryCredit />
    </p>
  );
}

/**
 * English keywords are expanded with words from EDICT, whose licence asks every screen showing them to
 * acknowledge it (server/catalog/dictionary/README.md). Names only, the same in every language.
 */
function DictionaryCredit() {
  return (
    <small className={styles.expansionCredit}>
      <bdi>
        <a href="https://www.edrdg.org/edrdg/licence.html" rel="license noopener noreferrer" target="_blank" lang="en">
          EDICT © EDRDG, CC BY-SA
        </a>
      </bdi>
    </small>
  );
}
