// Catalog rows as API answers, for the handlers of other areas (collections, cart) that list goods.
export { goodsListItem, sellerOf } from '../catalog/items';
