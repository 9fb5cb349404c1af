import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { OpsContent } from '../../../generated/api/schemas';
import { languages } from '../../../generated/languages';
import { usePathTo } from '../../components/use-path-to';
import { Button } from '../../components/ui/Button';
import { Select } from '../../components/ui/Select';
import { toast } from '../../components/ui/toast-store';
import { api } from '../../lib/api/client';
import { ContentSettings } from './ContentSettings';
import { ContentTextEditor } from './ContentTextEditor';
import { type ContentForm, formOf, saveParams } from './content-form';
import { contentSaved, type OpsContentKind } from './content-queries';
import styles from './OpsContent.module.css';
import type { Picture } from '../../../generated/api/schemas';

/** The editor of one piece: its settings, a text per language (English first, required), save. */
export function ContentEditor({ content, kind }: { content: OpsContent | null; kind?: OpsContentKind }) {
  const { t } = useTranslation('opsContent');
  const pathTo = usePathTo();
  const navigate = useNavigate();
  const [form, setForm] = useState<ContentForm>(() => formOf(content, kind));
  const [upload, setUpload] = useState<Picture[]>([]);
  const save = useMutation({
    mutationFn: () => api.opsContentSave(saveParams(form, content?.id ?? null, upload[0]?.id ?? null)),
    onSuccess: (saved) => {
      contentSaved(saved);
      setUpload([]);
      setForm(formOf(saved));
      toast.success(t('saved'));
      if (!content) void navigate(pathTo('ops.content', { id: String(saved.id) }), { replace: true });
    },
  });
  const missing = languages.filter((l) => !form.texts.some((text) => text.language === l.service));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form className={styles.editor} onSubmit={submit} data-testid="content-editor">
      <ContentSettings form={form} onChange={setForm} isNew={!content} upload={upload} onUpload={setUpload} />
      {form.texts.map((text, index) => (
        <ContentTextEditor
          key={text.language}
          text={text}
          onChange={(next) => setForm({ ...form, texts: form.texts.map((x, i) => (i === index ? next : x)) })}
          onRemove={text.language === 'en' ? undefined : () => setForm({ ...form, texts: form.texts.filter((_, i) => i !== index) })}
        />
      ))}
      {missing.length > 0 && (
        <Select
          label={t('texts.add')}
          value=""
          onChange={(e) => {
            const language = e.currentTarget.value as (typeof languages)[number]['service'];
            if (language) setForm({ ...form, texts: [...form.texts, { language, title: '', overview: '', body: '' }] });
          }}
          data-testid="add-language"
        >
          <option value="">{t('texts.choose')}</option>
          {missing.map((l) => (
            <option key={l.service} value={l.service}>
              {l.name}
            </option>
          ))}
        </Select>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={save.isPending}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
