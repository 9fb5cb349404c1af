import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../components/ui/Checkbox';
import { Select } from '../../components/ui/Select';
import { TextField } from '../../components/ui/TextField';
import { ImageUploader } from '../../components/uploads/ImageUploader';
import type { Picture } from '../../../generated/api/schemas';
import type { ContentForm } from './content-form';
import { contentKinds, type OpsContentKind } from './content-queries';
import styles from './OpsContent.module.css';

interface Props {
  form: ContentForm;
  onChange: (form: ContentForm) => void;
  isNew: boolean;
  upload: Picture[];
  onUpload: (pictures: Picture[]) => void;
}

/** A piece's kind, code, picture, publication window and the fields only some kinds use. */
export function ContentSettings({ form, onChange, isNew, upload, onUpload }: Props) {
  const { t } = useTranslation('opsContent');
  const set = (patch: Partial<ContentForm>) => onChange({ ...form, ...patch });
  return (
    <div className={styles.grid}>
      <Select label={t('fields.kind')} value={form.kind} disabled={!isNew} onChange={(e) => set({ kind: e.currentTarget.value as OpsContentKind })} name="kind">
        {contentKinds.map((k) => (
          <option key={k} value={k}>
            {t(`kinds.${k}`)}
          </option>
        ))}
      </Select>
      <TextField label={t('fields.code')} hint={t('fields.codeHint')} value={form.code} maxLength={60} onChange={(e) => set({ code: e.currentTarget.value })} name="code" dir="ltr" />
      <TextField label={t('fields.publishedFrom')} hint={t('fields.publishedFromHint')} type="datetime-local" value={form.publishedFrom} onChange={(e) => set({ publishedFrom: e.currentTarget.value })} name="publishedFrom" />
      <TextField label={t('fields.publishedUntil')} type="datetime-local" value={form.publishedUntil} onChange={(e) => set({ publishedUntil: e.currentTarget.value })} name="publishedUntil" />
      <TextField label={t('fields.sort')} type="number" min={0} max={10000} value={form.sort} onChange={(e) => set({ sort: Number(e.currentTarget.value) || 0 })} name="sort" />
      {form.kind === 'notice' && <Checkbox label={t('fields.pinned')} checked={form.pinned} onChange={(e) => set({ pinned: e.currentTarget.checked })} name="pinned" />}
      {form.kind === 'guide' && <TextField label={t('fields.topic')} hint={t('fields.topicHint')} value={form.topic} maxLength={40} onChange={(e) => set({ topic: e.currentTarget.value })} name="topic" />}
      {form.kind === 'landing' && <TextField label={t('fields.goodsKeyword')} value={form.goodsKeyword} maxLength={100} onChange={(e) => set({ goodsKeyword: e.currentTarget.value })} name="goodsKeyword" />}
      <div>
        {form.picture && upload.length === 0 && <img className={styles.picture} src={form.picture} alt={t('fields.currentPicture')} width={240} height={135} />}
        <TextField label={t('fields.picture')} hint={t('fields.pictureHint')} value={form.picture} maxLength={300} onChange={(e) => set({ picture: e.currentTarget.value })} name="picture" dir="ltr" />
        <ImageUploader purpose="content" max={1} value={upload} onChange={onUpload} label={t('fields.upload')} />
      </div>
    </div>
  );
}
