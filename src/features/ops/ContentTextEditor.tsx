import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsContentText } from '../../../generated/api/schemas';
import { languages } from '../../../generated/languages';
import { ContentBody } from '../../components/content/ContentBody';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { TextField } from '../../components/ui/TextField';
import { api } from '../../lib/api/client';
import styles from './OpsContent.module.css';

/** One language's title, overview and Markdown body, with a preview rendered and sanitised by the server. */
export function ContentTextEditor({ text, onChange, onRemove }: { text: OpsContentText; onChange: (text: OpsContentText) => void; onRemove?: () => void }) {
  const { t } = useTranslation('opsContent');
  const headingId = useId();
  const name = languages.find((l) => l.service === text.language)?.name ?? text.language;
  const preview = useMutation({ mutationFn: (body: string) => api.opsContentPreview({ body }) });
  return (
    <section className={styles.textCard} aria-labelledby={headingId} data-testid={`text-${text.language}`}>
      <h3 id={headingId} className={styles.textHead}>
        <span>{name}</span>
        {onRemove && (
          <Button type="button" variant="secondary" size="sm" onClick={onRemove}>
            {t('texts.remove', { language: name })}
          </Button>
        )}
      </h3>
      <TextField label={t('fields.title')} value={text.title} maxLength={200} required onChange={(e) => onChange({ ...text, title: e.currentTarget.value })} name={`title-${text.language}`} />
      <TextField label={t('fields.overview')} value={text.overview ?? ''} maxLength={500} onChange={(e) => onChange({ ...text, overview: e.currentTarget.value })} name={`overview-${text.language}`} />
      <Field label={t('fields.body')} hint={t('fields.bodyHint')}>
        {(control) => (
          <textarea {...control} className={styles.textarea} value={text.body} maxLength={50000} onChange={(e) => onChange({ ...text, body: e.currentTarget.value })} name={`body-${text.language}`} dir="auto" />
        )}
      </Field>
      <div className={styles.actions}>
        <Button type="button" variant="secondary" size="sm" onClick={() => preview.mutate(text.body)} disabled={preview.isPending}>
          {t('texts.preview')}
        </Button>
      </div>
      {preview.data && (
        <div className={styles.preview} aria-label={t('texts.previewOf', { language: name })} role="region" data-testid={`preview-${text.language}`}>
          <ContentBody html={preview.data.html} />
        </div>
      )}
    </section>
  );
}
