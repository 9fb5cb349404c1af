import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { HaulDetail } from '../../../generated/api/schemas';
import { constants } from '../../../generated/constants';
import { ImageUploader } from '../../components/uploads/ImageUploader';
import { usePathTo } from '../../components/use-path-to';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { TextField } from '../../components/ui/TextField';
import { toast } from '../../components/ui/toast-store';
import { api } from '../../lib/api/client';
import type { Picture } from '../../../generated/api/schemas';
import styles from './experience.module.css';
import { type HaulKind, haulChanged } from './queries';

const limits = constants.experience;

/** The one form of every kind: a haul (of `orderId`), an outside post, a contest entry; or a rejected one (`editing`) sent again. */
export function SubmissionForm({ kind, orderId, editing }: { kind: HaulKind; orderId?: number | undefined; editing?: HaulDetail | undefined }) {
  const { t } = useTranslation('experience');
  const navigate = useNavigate();
  const pathTo = usePathTo();
  const [photos, setPhotos] = useState<Picture[]>(editing?.photos ?? []);
  const [rating, setRating] = useState(editing?.rating ?? 5);
  const send = useMutation({
    mutationFn: (form: FormData) => {
      const text = (name: string) => String(form.get(name) ?? '');
      const fields = {
        photoIds: photos.map((p) => p.id),
        ...(kind === 'outer' ? { link: text('link') } : { title: text('title'), text: text('text') }),
        ...(kind === 'haul' ? { rating } : {}),
      };
      return editing ? api.resubmitExperience({ id: editing.id, ...fields }) : api.publishExperience({ kind, ...(orderId ? { orderId } : {}), ...fields });
    },
    onSuccess: async (haul) => {
      await haulChanged(haul);
      toast.success(t('form.sent'));
      navigate(pathTo('personal.shopExp'));
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send.mutate(new FormData(event.currentTarget));
  };
  const maxPhotos = kind === 'outer' ? 1 : limits.photosMax;
  return (
    <form className={styles.form} onSubmit={submit} data-testid="haul-form">
      {kind === 'outer' ? (
        <TextField name="link" type="url" label={t('form.link')} hint={t('form.linkHint')} required maxLength={500} defaultValue={editing?.link ?? ''} inputMode="url" />
      ) : (
        <>
          <TextField name="title" label={t('form.title')} hint={t('form.lengthHint', { min: limits.titleMin, max: limits.titleMax })} required minLength={limits.titleMin} maxLength={limits.titleMax} defaultValue={editing?.title ?? ''} />
          <Field label={t('form.text')} hint={t('form.lengthHint', { min: limits.textMin, max: limits.textMax })} required>
            {(control) => <textarea {...control} name="text" className={styles.textarea} minLength={limits.textMin} maxLength={limits.textMax} defaultValue={editing?.description ?? ''} dir="auto" />}
          </Field>
        </>
      )}
      <ImageUploader purpose="experience" max={maxPhotos} value={photos} onChange={setPhotos} label={kind === 'outer' ? t('form.screenshot') : t('form.photos', { max: maxPhotos })} />
      {kind === 'haul' && (
        <fieldset className={styles.stars}>
          <legend>{t('form.rating')}</legend>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n}>
              <input type="radio" name="rating" value={n} checked={rating === n} onChange={() => setRating(n)} /> {t('form.stars', { n })}
            </label>
          ))}
        </fieldset>
      )}
      {send.error && <p className={styles.note} role="alert">{send.error.message}</p>}
      <Button type="submit" loading={send.isPending} disabled={send.isPending || photos.length === 0} data-testid="haul-submit">
        {editing ? t('form.resubmit') : t('form.submit')}
      </Button>
    </form>
  );
}
