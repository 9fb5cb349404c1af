// What the detail page warns about before a shopper buys a risky item: lithium batteries and liquids
// travel only by some methods and to some countries, and brand goods are checked for authenticity.
// Stored per service language; other languages read en.
import type { GoodsRisk } from '../types';

type Localized = { en: string; ja: string; 'zh-CN': string };
type Notice = { title: Localized; notes: { title: Localized; msg: Localized }[] };

export const riskNotices: Record<GoodsRisk, Notice> = {
  battery: {
    title: { en: 'This item may contain a battery', ja: 'この商品には電池が含まれる場合があります', 'zh-CN': '该商品可能含有电池' },
    notes: [
      {
        title: { en: 'Shipping methods', ja: '発送方法', 'zh-CN': '运输方式' },
        msg: {
          en: 'Lithium batteries cannot go by sea or by some airmail routes; EMS and couriers take batteries installed in a device only.',
          ja: 'リチウム電池は船便や一部の航空便で送れません。EMS・国際宅配便は機器に内蔵された電池のみ受け付けます。',
          'zh-CN': '锂电池不能海运，部分航空线路也不接收；EMS和国际快递只接收安装在设备内的电池。',
        },
      },
      {
        title: { en: 'Loose batteries', ja: '単体の電池', 'zh-CN': '单独的电池' },
        msg: {
          en: 'Spare or swollen batteries are removed at our warehouse and cannot be shipped abroad.',
          ja: '予備の電池や膨張した電池は倉庫で取り外し、海外へは発送できません。',
          'zh-CN': '备用电池或鼓包电池将在仓库取出，无法寄往海外。',
        },
      },
    ],
  },
  liquid: {
    title: { en: 'Liquids and cosmetics', ja: '液体・化粧品について', 'zh-CN': '关于液体和化妆品' },
    notes: [
      {
        title: { en: 'Limits by destination', ja: '配送先による制限', 'zh-CN': '目的地限制' },
        msg: {
          en: 'Perfume, alcohol and other flammable liquids are refused by airmail and by several countries; check the calculator before you buy.',
          ja: '香水・お酒など引火性のある液体は航空便や一部の国へ送れません。購入前に送料計算でご確認ください。',
          'zh-CN': '香水、酒类等易燃液体不能走航空邮件，部分国家也不接收；购买前请先用运费计算器确认。',
        },
      },
      {
        title: { en: 'Packing', ja: '梱包', 'zh-CN': '包装' },
        msg: {
          en: 'Bottles are sealed and wrapped, which adds weight; leaks in transit are not covered.',
          ja: 'ボトルは密封・緩衝材で梱包するため重量が増えます。輸送中の液漏れは補償対象外です。',
          'zh-CN': '瓶子会密封并加缓冲材料包装，重量会增加；运输途中的泄漏不在赔偿范围内。',
        },
      },
    ],
  },
  brand: {
    title: { en: 'Brand goods', ja: 'ブランド品について', 'zh-CN': '关于品牌商品' },
    notes: [
      {
        title: { en: 'Authenticity', ja: '真贋について', 'zh-CN': '关于真伪' },
        msg: {
          en: 'We buy as the seller describes the item and cannot guarantee it is genuine; counterfeits are seized by customs.',
          ja: '出品者の説明に基づいて購入するため、真贋は保証できません。偽物は税関で没収されます。',
          'zh-CN': '我们按卖家描述代购，无法保证真伪；仿冒品会被海关没收。',
        },
      },
      {
        title: { en: 'Duties', ja: '関税', 'zh-CN': '关税' },
        msg: {
          en: 'Leather goods and watches often attract import duty at their destination; it is paid by the buyer.',
          ja: '革製品や時計は届け先の国で関税がかかることが多く、購入者のご負担となります。',
          'zh-CN': '皮具和手表在目的地常需缴纳进口关税，由买家承担。',
        },
      },
    ],
  },
};
