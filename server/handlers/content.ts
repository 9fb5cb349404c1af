// Content for shoppers (published only, in their language else en; guides by the help-file rule of spec §5)
// and its editing in the staff console (auth: staff; every save audited).
import { opsContent, opsContentList, saveContent } from '../content/edit';
import { renderMarkdown } from '../content/render';
import { getPublished, guideTopics, listPublished } from '../content/store';
import { constants } from '../../generated/constants';
import { goodsListItem, listColumns } from '../catalog/items';
import type { Handlers } from './types';

export const contentHandlers: Handlers<
  'Sig.Front.Content.List' | 'Sig.Front.Content.Get' | 'Sig.Front.Content.Guides' | 'Sig.Ops.Contents' | 'Sig.Ops.Content' | 'Sig.Ops.ContentSave' | 'Sig.Ops.ContentPreview' | 'Sig.Front.Content.AmazonDeals'
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
    const saved = await saveContent(ctx.db, ctx.user.id, ctx.params, ctx.now());
    // The home rails read published pieces through the shared cache: staff see their change at once.
    ctx.cache.clear();
    return saved;
  },

  async 'Sig.Ops.ContentPreview'(ctx) {
    return { html: renderMarkdown(ctx.params.body) };
  },

  async 'Sig.Front.Content.AmazonDeals'(ctx) {
    const page = ctx.params.page ?? 1;
    const pageSize = constants.content.amazonDeals;
    const now = ctx.now();
    const base = ctx.db.selectFrom('goods').where('goods.site', '=', 'amazon').where('goods.discount_rate', '>', 0).where('goods.sold_out_at', 'is', null);
    const [{ n }, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      base.select([...listColumns]).orderBy('goods.discount_rate', 'desc').orderBy('goods.id').limit(pageSize).offset((page - 1) * pageSize).execute(),
    ]);
    return { total: Number(n), page, pageSize, items: rows.map((r) => goodsListItem(r, null, now)) };
  },
};
