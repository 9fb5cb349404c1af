// The words of seeded listings: titles as Japanese sellers write them, descriptions in each marketplace's
// voice, sellers' nicknames and shoppers' reviews.
import type { SiteId } from '../../../generated/sites';
import type { GoodsCondition } from '../types';
import { type Brand, type Kind, cardGames } from './goods-kinds';
import type { Random } from './random';

export interface ItemSpec {
  kind: Kind;
  variant: string | null;
  brand: Brand;
  model: string | null;
  item: string;
  extras: string[];
  series: [code: string, name: string] | null;
  /** A graded card sells for several times the raw one. */
  graded: boolean;
}

/** The condition words sellers put in titles, by condition (the glossary test checks each is glossed). */
export const conditionWords: Record<GoodsCondition, string[]> = {
  new: ['【新品未使用】', '新品', '未使用', '【新品】'],
  likeNew: ['【極美品】', '未使用に近い', '極美品', '【ほぼ未使用】'],
  good: ['美品', '【美品】', '良品', ''],
  fair: ['', '中古', 'USED', '使用感あり'],
  poor: ['ジャンク', '【ジャンク】', '訳あり', '難あり'],
};

export const conditionText: Record<GoodsCondition, string> = {
  new: '新品、未使用',
  likeNew: '未使用に近い',
  good: '目立った傷や汚れなし',
  fair: 'やや傷や汚れあり',
  poor: '傷や汚れあり',
};

/** Draws what the item is; the title is then written from it. A maker-brand marketplace (minne) passes its own brand. */
export function drawSpec(r: Random, kind: Kind, brandOverride?: Brand): ItemSpec {
  const variant = kind.variants ? r.pick(kind.variants) : null;
  if (kind.key === 'card') {
    const game = cardGames[variant!]!;
    const series = game.series.length > 0 && r.chance(0.75) ? r.pick(game.series) : null;
    const graded = r.chance(0.08);
    const extras = graded ? [r.pick(['PSA10', 'PSA9', 'BGS9.5'])] : r.chance(0.5) ? [r.pick(kind.extras)] : [];
    return { kind, variant, brand: game.brand, model: r.pick(game.cards), item: r.pick(kind.items), extras, series, graded };
  }
  const count = r.int(0, 2);
  const extras = Array.from({ length: count }, () => r.pick(kind.extras)).filter((e, i, all) => all.indexOf(e) === i);
  const brand = brandOverride ?? r.pick(kind.brands);
  const drawn = brand.models ? r.pick(brand.models) : null;
  const [model, item] = Array.isArray(drawn) ? drawn : [drawn, r.pick(kind.items)];
  return { kind, variant, brand, model, item, extras, series: null, graded: false };
}

/** A title as sellers write them: condition up front sometimes (not for a shop's catalogue title: null), brand in katakana and often Latin too. */
export function writeTitle(r: Random, spec: ItemSpec, condition: GoodsCondition | null, maxLength: number): string {
  const parts: string[] = [];
  const lead = condition && r.chance(0.45) ? r.pick(conditionWords[condition]) : '';
  if (lead) parts.push(lead);
  if (spec.kind.key === 'card') {
    parts.push(spec.brand.ja, spec.model!, spec.item);
    if (spec.series) parts.push(spec.series[1]);
  } else {
    parts.push(spec.brand.ja);
    if (r.chance(0.6)) parts.push(spec.brand.latin);
    if (spec.model) parts.push(spec.model);
    parts.push(spec.item);
  }
  parts.push(...spec.extras);
  let title = parts.filter(Boolean).join(' ');
  while (title.length > maxLength && parts.length > 3) {
    parts.splice(parts.length - 1, 1);
    title = parts.join(' ');
  }
  return title.slice(0, maxLength);
}

const openings = ['ご覧いただきありがとうございます。', 'ご覧いただきありがとうございます！', 'プロフィールをご一読ください。', ''];
const closings: Partial<Record<SiteId, string[]>> = {
  mercari: ['即購入OKです。', 'お値下げ交渉はコメントにてお願いします。', '他サイトでも出品中のため、突然削除する場合があります。'],
  rakuma: ['即購入OKです。', 'お値下げ不可です。', 'ご質問はお気軽にどうぞ。'],
  paypay: ['即購入歓迎です。', '丁寧に梱包して発送します。'],
  yahoo: ['ノークレーム・ノーリターンでお願いいたします。', '落札後24時間以内にご連絡ください。', '質問は終了前日までにお願いします。'],
  bunjang: ['韓国から発送します。', '即購入OKです。'],
};
const shopClosings = ['当店は実店舗と在庫を共有しているため、売り切れの際はご容赦ください。', '商品は検品のうえ発送いたします。', 'お支払い確認後、2〜3営業日以内に発送いたします。'];

export function writeDescription(r: Random, site: SiteId, spec: ItemSpec, condition: GoodsCondition, shop: boolean, sellerPays: boolean): string {
  const lines = [r.pick(openings)];
  const name = spec.kind.key === 'card' ? `${spec.brand.ja}「${spec.model}」${spec.item}` : `${spec.brand.ja}（${spec.brand.latin}）の${spec.model ? `${spec.model} ` : ''}${spec.item}`;
  lines.push(`${name}です。`);
  if (spec.series) lines.push(`収録：${spec.series[1]}`);
  lines.push(`状態：${conditionText[condition]}`);
  if (condition === 'fair' || condition === 'poor') lines.push('写真の通り使用感があります。神経質な方はご遠慮ください。');
  if (spec.extras.length > 0) lines.push(`仕様：${spec.extras.join('・')}`);
  lines.push(sellerPays ? '送料込み（出品者負担）で発送します。' : '送料は着払い（購入者負担）となります。');
  lines.push(shop ? r.pick(shopClosings) : r.pick(closings[site] ?? closings.mercari!));
  return lines.filter(Boolean).join('\n');
}

const nickHeads = ['さくら', 'ゆう', 'みかん', 'ひなた', 'こはる', 'たけし', 'ケンジ', 'まる', 'ぽんた', 'りんご', 'Yuki', 'haru', 'mocha', 'sora', 'くま', 'ねこまる', 'あおい', 'なな', 'しろくま', 'とも'];
const nickTails = ['', '', 'shop', '☆プロフ必読', 'の古着屋', 'ストア', '堂', '商店', 'collection', '@即購入OK', '🌸', '（週末発送）'];

export function sellerName(r: Random, site: SiteId): string {
  if (site === 'bunjang') return `${r.pick(['민지', '서연', '지훈', '하늘', 'vintage', 'seoul'])}${r.pick(['샵', '상점', '', 'store'])}${r.int(1, 99)}`;
  if (site === 'minne') return `${r.pick(['atelier', 'アトリエ', '工房', 'studio'])} ${r.pick(['月と星', 'hana', 'こもれび', 'mimi', 'ことり', 'noel'])}`;
  return `${r.pick(nickHeads)}${r.pick(nickTails)}`;
}

const reviewTexts = [
  '思っていたより質感が良く満足です。', '発送が早く、丁寧な梱包でした。', 'サイズがぴったりでした。リピートします。',
  '色味が写真と少し違いましたが気に入っています。', 'プレゼント用に購入しました。喜ばれました。', '値段相応です。',
  '説明通りの商品でした。ありがとうございました。', '届くまで少し時間がかかりましたが問題ありません。', '二つ目の購入です。',
];

export function review(r: Random): { nickname: string; rating: number; text: string } {
  const rating = r.weighted({ 5: 0.55, 4: 0.28, 3: 0.1, 2: 0.04, 1: 0.03 });
  return { nickname: `${r.pick(['購入者', 'ゆう', 'mi', 'ken', 'さと', 'ひろ'])}${'*'.repeat(r.int(2, 4))}さん`, rating: Number(rating), text: r.pick(reviewTexts) };
}
