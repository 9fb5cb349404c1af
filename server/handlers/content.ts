// Content for shoppers (published only, in their language else en; guides by the help-file rule of spec §5)
// and its editing in the staff console (auth: staff; every save audited).
import { opsContent, opsContentList, saveContent } from '../content/edit';
import { renderMarkdown } from '../content/render';
import { getPublished, guideTopics, listPublished } from '../content/store';
import type { Handlers } from './types';

export const contentHandlers: Handlers<
  'Sig.Front.Content.List' | 'Sig.Front.Content.Get' | 'Sig.Front.Content.Guides' | 'Sig.Ops.Contents' | 'Sig.Ops.Content' | 'Sig.Ops.ContentSave' | 'Sig.Ops.ContentPreview'
> = {
  async 'Sig.Front.Content.List'(ctx) {
    return listPublished(ctx.db, ctx.params.kind, ctx.serviceLanguage, ctx.params.page ?? 1, ctx.now());
  },

  async 'Sig.Front.Content.Get'(ctx) {
    return getPublished(ctx.db, ctx.params.kind, ctx.params.key, ctx.serviceLanguage, ctx.now());
  },

  async 'Sig.Front.Content.Guides'(ctx) {
    return guideTopics(ctx.db, ctx.serviceLanguage, ctx.now());
  },

  async 'Sig.Ops.Contents'(ctx) {
    return opsContentList(ctx.db, ctx.params.kind, ctx.params.page ?? 1);
  },

  async 'Sig.Ops.Content'(ctx) {
    return opsContent(ctx.db, ctx.params.id);
  },

  async 'Sig.Ops.ContentSave'(ctx) {
    return saveContent(ctx.db, ctx.user.id, ctx.params, ctx.now());
  },

  async 'Sig.Ops.ContentPreview'(ctx) {
    return { html: renderMarkdown(ctx.params.body) };
  },
};
