import type { HomeTexts } from './codes';

export const it: HomeTexts = {
  'protective-packaging': {
    title: 'Imballaggio protettivo da ¥100', overview: '¥100 per pacchi sotto i 2 kg, ¥200 da 2 a 5 kg: richiedilo quando unisci gli ordini.',
    body: '## Perché aggiungerlo\n\nIn Giappone i venditori spediscono spesso in buste sottili. Prima che il tuo pacco voli all’estero, il personale del nostro magazzino può reimballarlo con paraspigoli, pluriball e una scatola a doppia parete.\n\n## Prezzo\n\n- **¥100** per un pacco sotto i 2 kg\n- **¥200** per un pacco da 2 a 5 kg\n\n## Come richiederlo\n\n1. Apri **I miei pacchi** quando i tuoi ordini sono arrivati in magazzino.\n2. Unisci gli ordini che vuoi spedire insieme.\n3. Seleziona *Imballaggio protettivo* tra le opzioni prima di pagare la spedizione.\n\nNe traggono il massimo vantaggio gli articoli fragili come figure, oggetti in vetro ed elettronica.',
  },
  'free-merge': {
    title: 'Unisci fino a 10 ordini in un pacco gratis', overview: 'Gli ordini in attesa nel nostro magazzino partono insieme; dall’11° ordine, ¥100 ciascuno.',
    body: '## Un pacco, una spedizione\n\nLa spedizione internazionale si paga per pacco, in base alla fascia di peso. Spedire cinque ordini in un solo pacco costa di solito molto meno di cinque pacchi.\n\n- Unire **fino a 10 ordini** è gratis.\n- Dall’11° ordine, **¥100** per ogni ordine in più.\n- Deposito gratuito mentre aspetti il resto dei tuoi ordini: vedi le [tariffe](/userGuide/fees).\n\nUnisci da **I miei pacchi** quando i tuoi ordini mostrano *Arrivato in magazzino*.',
  },
  'two-payments': {
    title: 'Come funziona l’acquisto tramite noi: due pagamenti', overview: 'Prima l’articolo, la nostra commissione e la spedizione in Giappone; poi la spedizione internazionale, quando il pacco è pesato.',
    body: '## Primo pagamento: all’ordine\n\n- il prezzo dell’articolo\n- la nostra commissione di intermediazione (¥50–300 per articolo, indicata nel carrello)\n- la spedizione in Giappone, se non la paga il venditore\n- le opzioni scelte\n\n## Secondo pagamento: quando il pacco è pesato\n\nQuando i tuoi articoli arrivano nel nostro magazzino e li unisci, pesiamo e misuriamo il pacco. Paghi quindi la spedizione internazionale per il metodo che scegli, più le opzioni scelte in quel momento.\n\nDazi doganali e imposte di importazione sono riscossi dal tuo paese alla consegna e non sono inclusi. Prova il [calcolatore di prezzo](/calc) per una stima.',
  },
  'shipping-methods': {
    title: 'EMS, posta aerea, SAL o via mare: scegliere il metodo di spedizione', overview: 'Tempi peggiori osservati: EMS due settimane, posta aerea un mese, SAL due mesi.',
    body: '## I metodi\n\n| Metodo | Tempo peggiore osservato | Adatto a |\n| --- | --- | --- |\n| EMS | 2 settimane | la maggior parte dei pacchi, fino a 30 kg, tracciato |\n| Posta aerea / ePacket | 1 mese | pacchi piccoli e leggeri |\n| SAL | 2 mesi | pacchi pesanti non urgenti |\n| Via mare | diversi mesi | articoli ingombranti, pesanti ed economici |\n| Corrieri (DHL, FedEx, UPS) | circa una settimana | articoli di valore o urgenti |\n\n## Tratte sospese\n\nDi tanto in tanto i vettori sospendono alcune tratte per paese. Il [calcolatore](/calc) indica quali metodi il tuo paese può usare oggi.',
  },
  'volumetric-weight': {
    title: 'Perché un pacco leggero ma grande può costare di più', overview: 'I corrieri fanno pagare il maggiore tra peso reale e peso volumetrico (L × P × H / 5000).',
    body: '## Peso tassabile\n\nI vettori fanno pagare il **maggiore** tra il peso reale e il peso volumetrico.\n\n- Corrieri: lunghezza × larghezza × altezza (cm) ÷ **5000**\n- EMS: ÷ **8000**, e solo quando un lato supera i 60 cm\n\n## Esempio\n\nUna scatola di peluche di 60 × 40 × 40 cm pesa 3 kg, ma il suo peso volumetrico con corriere è 60 × 40 × 40 ÷ 5000 = **19,2 kg**.\n\n## Come ti aiutiamo\n\nQuando uniamo i tuoi ordini togliamo le confezioni commerciali ingombranti dove è sicuro e scegliamo la scatola più piccola che li contiene.',
  },
  'auction-bidding': {
    title: 'Fare offerte su Yahoo! Auctions: rilanci e offerte massime', overview: 'Sotto ¥1.000 le offerte salgono di ¥10; da ¥50.000 di ¥1.000. Le offerte non si possono ritirare.',
    body: '## Rilanci\n\n| Prezzo attuale | Rilancio |\n| --- | --- |\n| sotto ¥1.000 | ¥10 |\n| ¥1.000–4.999 | ¥100 |\n| ¥5.000–9.999 | ¥250 |\n| ¥10.000–49.999 | ¥500 |\n| da ¥50.000 in su | ¥1.000 |\n\n## Offerte massime\n\nImposta il massimo che sei disposto a pagare; offriamo il rilancio minimo sopra gli altri offerenti fino al tuo massimo. La tua offerta più la commissione viene trattenuta dal tuo portafoglio e svincolata in pochi minuti se vieni superato.\n\n**Le offerte non si possono annullare**: controlla prima l’inserzione e le [tariffe](/userGuide/fees).',
  },
};
