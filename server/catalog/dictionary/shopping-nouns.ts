// English words for goods (singular): an EDICT noun whose gloss ends in one of these is kept in the index
// even when it is not a common word, so that "long wallet" finds 長財布 and "wrist watch" 腕時計.
export const shoppingNouns = new Set([
  'wallet', 'purse', 'bag', 'handbag', 'backpack', 'rucksack', 'case', 'pouch', 'suitcase', 'luggage',
  'watch', 'wristwatch', 'clock', 'ring', 'necklace', 'earring', 'bracelet', 'brooch', 'pendant', 'jewelry', 'jewellery', 'accessory',
  'shoe', 'sneaker', 'boot', 'sandal', 'slipper', 'footwear',
  'shirt', 't-shirt', 'blouse', 'sweater', 'hoodie', 'parka', 'jacket', 'coat', 'dress', 'skirt', 'trousers', 'pants', 'jeans', 'suit',
  'hat', 'cap', 'scarf', 'glove', 'belt', 'tie', 'sock', 'underwear', 'kimono', 'yukata', 'uniform', 'clothes', 'clothing', 'outerwear',
  'camera', 'lens', 'phone', 'smartphone', 'tablet', 'computer', 'laptop', 'headphone', 'earphone', 'speaker', 'charger', 'battery',
  'console', 'controller', 'game', 'software', 'card', 'figure', 'figurine', 'doll', 'toy', 'plushie', 'model', 'kit', 'puzzle',
  'book', 'comic', 'manga', 'magazine', 'novel', 'record', 'album', 'cd', 'dvd', 'poster', 'sticker', 'badge', 'keychain', 'strap',
  'perfume', 'cosmetic', 'cosmetics', 'lipstick', 'lotion', 'cream', 'serum', 'shampoo', 'soap', 'makeup',
  'pot', 'pan', 'kettle', 'teapot', 'cup', 'mug', 'plate', 'dish', 'bowl', 'glass', 'tumbler', 'chopsticks', 'knife', 'tableware',
  'tent', 'reel', 'rod', 'racket', 'bat', 'club', 'ball', 'bicycle', 'whisky', 'whiskey', 'sake', 'wine', 'beer', 'tea',
  'umbrella', 'glasses', 'sunglasses', 'towel', 'blanket', 'cushion', 'lamp', 'vase', 'fan', 'instrument', 'guitar', 'pen', 'notebook',
]);
