import { useMutation } from '@tanstack/react-query';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { constants } from '../../../generated/constants';
import { CloseIcon, ImagePlaceholderIcon } from '../ui/Icons';
import type { Picture } from '../../../generated/api/schemas';
import { type UploadPurpose, uploadImage } from '../../lib/upload-image';
import styles from './ImageUploader.module.css';

interface ImageUploaderProps {
  purpose: UploadPurpose;
  /** At most this many pictures. */
  max: number;
  value: readonly Picture[];
  onChange: (pictures: Picture[]) => void;
  /** The field's visible label. */
  label: string;
}

const megabytes = Math.floor(constants.uploads.maxBytes / 1024 / 1024);
const accept = constants.uploads.types.join(',');

/**
 * Pictures attached to a form: each chosen file is uploaded at once (the server checks, scales and
 * re-encodes it) and shown as a thumbnail that can be removed; the form sends the pictures' ids. A file
 * the server refuses stays out, with its message under the field; the others still go up.
 */
export function ImageUploader({ purpose, max, value, onChange, label }: ImageUploaderProps) {
  const { t } = useTranslation('uploads');
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [errors, setErrors] = useState<string[]>([]);
  const upload = useMutation({
    mutationFn: async (files: File[]) => {
      const added: Picture[] = [];
      const failed: string[] = [];
      for (const file of files) {
        try {
          added.push(await uploadImage(file, purpose));
        } catch (error) {
          failed.push(t('failed', { name: file.name, reason: error instanceof Error ? error.message : String(error) }));
        }
      }
      return { added, failed };
    },
    onSuccess: ({ added, failed }) => {
      if (added.length > 0) onChange([...value, ...added]);
      setErrors(failed);
    },
  });
  const room = max - value.length;
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.currentTarget.files ?? [])];
    event.currentTarget.value = '';
    if (files.length === 0) return;
    const over = files.length > room ? [t('tooMany', { max })] : [];
    setErrors(over);
    if (room > 0) upload.mutate(files.slice(0, room));
  };
  return (
    <div className={styles.field} role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`} aria-busy={upload.isPending || undefined}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      <span id={`${id}-hint`} className={styles.hint}>
        {t('hint', { max, mb: megabytes })}
      </span>
      <ul className={styles.grid}>
        {value.map((picture, index) => (
          <li key={picture.id} className={styles.thumb}>
            <img src={picture.url} alt={t('thumbnail', { n: index + 1 })} width={picture.width} height={picture.height} />
            <button type="button" className={styles.remove} aria-label={t('remove', { n: index + 1 })} onClick={() => onChange(value.filter((p) => p.id !== picture.id))}>
              <CloseIcon />
            </button>
          </li>
        ))}
        {room > 0 && (
          <li className={styles.slot}>
            <input ref={input} id={`${id}-input`} className={styles.input} type="file" accept={accept} multiple={room > 1} onChange={chosen} disabled={upload.isPending} />
            <label className={styles.add} htmlFor={`${id}-input`}>
              <ImagePlaceholderIcon />
              <span>{upload.isPending ? t('uploading') : t('add')}</span>
            </label>
          </li>
        )}
      </ul>
      {errors.length > 0 && (
        <ul className={styles.errors} role="alert">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
