// Shoppers' hauls for the demo: approved, each about real seeded goods of a different kind and marketplace,
// with that listing's own pictures (server/catalog/images.ts draws them) as its photos, so no haul card
// shows a placeholder. None when the catalog is empty: a haul without goods would have nothing to show.
import type { Kysely } from 'kysely';
import type { Database } from '../types';

const hour = 3_600_000;

const stories: readonly { kind: string; nickname: string; title: string; text: string; rating: number; likes: number }[] = [
  { kind: 'watch', nickname: 'Mika from Lyon', title: 'A vintage watch in nine days', text: 'The seller packed it in a tiny wooden box and the warehouse added bubble wrap around it. It runs perfectly and the strap looks new. EMS took nine days to France.', rating: 5, likes: 42 },
  { kind: 'sneakers', nickname: 'Jordan K.', title: 'Sneakers that are not sold here', text: 'Size 27 cm fits exactly like the chart said. Inspection photos showed the soles before I paid shipping, which made me confident. Box arrived without a dent.', rating: 5, likes: 37 },
  { kind: 'camera', nickname: 'Aiko', title: 'Film camera, tested before shipping', text: 'I asked for the electronics check and staff sent a note that the shutter fires at every speed. It came in a double box with the lens wrapped separately.', rating: 4, likes: 29 },
  { kind: 'figure', nickname: 'Leo_collects', title: 'Three figures merged into one parcel', text: 'Bought from three sellers over two weeks and merged everything. Consolidation was free and the parcel was smaller than I feared. All boxes in mint condition.', rating: 5, likes: 25 },
  { kind: 'bag', nickname: 'Sara M.', title: 'Second-hand bag in great shape', text: 'The listing said light wear and that was honest. Photos from the warehouse matched what arrived. Customs took two days, everything else was quick.', rating: 4, likes: 18 },
  { kind: 'gameSoft', nickname: 'Tomás', title: 'Japanese editions for my collection', text: 'Games were cheaper than at home even with postage. The calculator estimate was within a few hundred yen of the final shipping cost.', rating: 5, likes: 12 },
];

export async function seedHauls(trx: Kysely<Database>, now: number, userId: number): Promise<number> {
  let written = 0;
  for (const [i, story] of stories.entries()) {
    const goods = await trx
      .selectFrom('goods')
      .innerJoin('goods_texts', 'goods_texts.goods_id', 'goods.id')
      .select(['goods.site', 'goods.title', 'goods.url', 'goods.image_url', 'goods_texts.images'])
      .where('goods.kind', '=', story.kind)
      .where('goods.blocked_at', 'is', null)
      .orderBy('goods.id')
      .limit(1)
      .offset(i)
      .executeTakeFirst();
    if (!goods) continue;
    const photos = (JSON.parse(goods.images) as string[]).slice(0, 3).map((url, n) => ({ id: `seed-${i + 1}-${n + 1}`, url, width: 600, height: 600 }));
    if (photos.length === 0) continue;
    const at = now - (i + 1) * 20 * hour;
    await trx
      .insertInto('experiences')
      .values({
        // The demo shopper wrote the first, so their profile and "My hauls" show one approved haul.
        user_id: i === 0 ? userId : null, nickname: i === 0 ? 'Demo shopper' : story.nickname, avatar: null, title: story.title, description: story.text,
        thumbnail: photos[0]!.url, likes: story.likes, created_at: at, updated_at: at, kind: 'haul', status: 'approved', site: goods.site,
        goods_title: goods.title, goods_url: goods.url, goods_image: goods.image_url, rating: story.rating, photos: JSON.stringify(photos),
        points_awarded: 0, reviewed_at: at,
      })
      .execute();
    written += 1;
  }
  return written;
}
