import type { HomeTexts } from './codes';

export const fr: HomeTexts = {
  'protective-packaging': {
    title: 'Emballage renforcé dès 100 ¥', overview: '100 ¥ pour un colis de moins de 2 kg, 200 ¥ de 2 à 5 kg : demandez-le au regroupement.',
    body: '## Pourquoi l’ajouter\n\nAu Japon, les vendeurs expédient souvent dans de simples enveloppes. Avant que votre colis ne parte à l’étranger, notre équipe d’entrepôt peut le remballer avec des cornières, du papier bulle et un carton double cannelure.\n\n## Prix\n\n- **100 ¥** pour un colis de moins de 2 kg\n- **200 ¥** pour un colis de 2 à 5 kg\n\n## Comment le demander\n\n1. Ouvrez **Mes colis** une fois vos commandes arrivées à l’entrepôt.\n2. Regroupez les commandes à expédier ensemble.\n3. Cochez *Emballage renforcé* parmi les options avant de payer l’affranchissement.\n\nLes articles fragiles comme les figurines, la verrerie et l’électronique en profitent le plus.',
  },
  'free-merge': {
    title: 'Regroupez jusqu’à 10 commandes en un colis, gratuitement', overview: 'Les commandes en attente à notre entrepôt partent ensemble ; à partir de la 11e, 100 ¥ chacune.',
    body: '## Un colis, un affranchissement\n\nL’affranchissement international est facturé par colis, selon la tranche de poids. Envoyer cinq commandes en un seul colis coûte généralement bien moins que cinq colis.\n\n- Regrouper **jusqu’à 10 commandes** est gratuit.\n- À partir de la 11e commande, **100 ¥** par commande supplémentaire.\n- Stockage gratuit pendant que vous attendez vos autres commandes : voir les [frais](/userGuide/fees).\n\nRegroupez depuis **Mes colis** dès que vos commandes indiquent *Arrivée à l’entrepôt*.',
  },
  'two-payments': {
    title: 'Acheter avec nous : deux paiements', overview: 'D’abord l’article, nos frais et la livraison au Japon ; puis l’expédition internationale une fois le colis pesé.',
    body: '## Premier paiement : à la commande\n\n- le prix de l’article\n- nos frais d’intermédiaire (50–300 ¥ par article, affichés dans le panier)\n- la livraison au Japon, si le vendeur ne la prend pas en charge\n- les options choisies\n\n## Second paiement : quand le colis est pesé\n\nUne fois vos articles arrivés à notre entrepôt et regroupés, nous pesons et mesurons le colis. Vous payez alors l’expédition internationale selon le mode choisi, ainsi que les options prises à ce moment-là.\n\nLes droits de douane et taxes d’importation sont perçus par votre pays à la livraison et ne sont pas inclus. Essayez le [simulateur de prix](/calc) pour une estimation.',
  },
  'shipping-methods': {
    title: 'EMS, avion, SAL ou bateau : choisir son mode d’expédition', overview: 'Pires délais constatés : EMS deux semaines, avion un mois, SAL deux mois.',
    body: '## Les modes\n\n| Mode | Pire délai constaté | Idéal pour |\n| --- | --- | --- |\n| EMS | 2 semaines | la plupart des colis, jusqu’à 30 kg, suivi |\n| Avion / ePacket | 1 mois | les petits colis légers |\n| SAL | 2 mois | les colis lourds non urgents |\n| Bateau | plusieurs mois | les articles encombrants, lourds et bon marché |\n| Express (DHL, FedEx, UPS) | environ une semaine | les articles précieux ou urgents |\n\n## Routes suspendues\n\nLes transporteurs suspendent de temps à autre certaines routes selon les pays. Le [simulateur](/calc) indique les modes ouverts aujourd’hui pour votre pays.',
  },
  'volumetric-weight': {
    title: 'Pourquoi un colis léger mais grand peut coûter plus cher', overview: 'Les transporteurs express facturent le plus élevé du poids réel et du poids volumétrique (L × l × H / 5000).',
    body: '## Poids facturé\n\nLes transporteurs facturent le **plus élevé** du poids réel et du poids volumétrique.\n\n- Express : longueur × largeur × hauteur (cm) ÷ **5000**\n- EMS : ÷ **8000**, et seulement si un côté dépasse 60 cm\n\n## Exemple\n\nUn carton de peluches de 60 × 40 × 40 cm pèse 3 kg, mais son poids volumétrique en express est de 60 × 40 × 40 ÷ 5000 = **19,2 kg**.\n\n## Notre aide\n\nAu regroupement, nous retirons les boîtes commerciales encombrantes quand c’est sans risque et choisissons le plus petit carton qui convient.',
  },
  'auction-bidding': {
    title: 'Enchérir sur Yahoo! Auctions : paliers et enchères maximales', overview: 'Sous 1 000 ¥, les enchères montent de 10 ¥ ; dès 50 000 ¥, de 1 000 ¥. Une enchère ne peut pas être retirée.',
    body: '## Paliers d’enchère\n\n| Prix actuel | Palier |\n| --- | --- |\n| moins de 1 000 ¥ | 10 ¥ |\n| 1 000–4 999 ¥ | 100 ¥ |\n| 5 000–9 999 ¥ | 250 ¥ |\n| 10 000–49 999 ¥ | 500 ¥ |\n| 50 000 ¥ et plus | 1 000 ¥ |\n\n## Enchères maximales\n\nFixez le montant maximal que vous paierez ; nous enchérissons du plus petit palier au-dessus des autres enchérisseurs jusqu’à votre maximum. Votre enchère et les frais sont bloqués sur votre portefeuille, puis libérés en quelques minutes si vous êtes dépassé.\n\n**Une enchère ne peut pas être annulée** : vérifiez d’abord l’annonce et les [frais](/userGuide/fees).',
  },
};
