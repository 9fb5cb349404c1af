import type { HomeTexts } from './codes';

export const de: HomeTexts = {
  'protective-packaging': {
    title: 'Schutzverpackung ab ¥100', overview: '¥100 für Pakete unter 2 kg, ¥200 von 2 bis 5 kg: beim Zusammenlegen dazubuchen.',
    body: '## Warum sie sich lohnt\n\nVerkäufer in Japan verschicken oft in dünnen Umschlägen. Bevor Ihr Paket ins Ausland fliegt, packen es unsere Lagermitarbeiter mit Kantenschutz, Luftpolsterfolie und einem doppelwandigen Karton neu.\n\n## Preis\n\n- **¥100** für ein Paket unter 2 kg\n- **¥200** für ein Paket von 2 bis 5 kg\n\n## So buchen Sie sie\n\n1. Öffnen Sie **Meine Pakete**, sobald Ihre Bestellungen im Lager angekommen sind.\n2. Legen Sie die Bestellungen zusammen, die Sie gemeinsam versenden möchten.\n3. Wählen Sie *Schutzverpackung* bei den Optionen, bevor Sie das Porto bezahlen.\n\nAm meisten profitieren zerbrechliche Waren wie Figuren, Glaswaren und Elektronik.',
  },
  'free-merge': {
    title: 'Bis zu 10 Bestellungen kostenlos in ein Paket legen', overview: 'Bestellungen, die in unserem Lager warten, reisen zusammen; ab der 11. Bestellung je ¥100.',
    body: '## Ein Paket, ein Porto\n\nInternationales Porto wird pro Paket nach Gewichtsstufe berechnet. Fünf Bestellungen als ein Paket zu versenden kostet meist weit weniger als fünf Pakete.\n\n- Das Zusammenlegen von **bis zu 10 Bestellungen** ist kostenlos.\n- Ab der 11. Bestellung **¥100** pro weitere Bestellung.\n- Kostenlose Lagerung, während Sie auf Ihre übrigen Bestellungen warten: siehe [Gebühren](/userGuide/fees).\n\nLegen Sie Bestellungen unter **Meine Pakete** zusammen, sobald sie *Im Lager angekommen* zeigen.',
  },
  'two-payments': {
    title: 'So funktioniert der Kauf über uns: zwei Zahlungen', overview: 'Zuerst Artikel, unsere Gebühr und der Versand in Japan; dann der internationale Versand, sobald das Paket gewogen ist.',
    body: '## Erste Zahlung: bei der Bestellung\n\n- der Artikelpreis\n- unsere Vermittlungsgebühr (¥50–300 pro Artikel, im Warenkorb angezeigt)\n- der Versand innerhalb Japans, wenn der Verkäufer ihn nicht trägt\n- die gewählten Optionen\n\n## Zweite Zahlung: wenn das Paket gewogen ist\n\nSobald Ihre Waren in unserem Lager sind und Sie sie zusammenlegen, wiegen und messen wir das Paket. Dann zahlen Sie den internationalen Versand für die gewählte Versandart sowie die Optionen, die Sie zu diesem Zeitpunkt wählen.\n\nZölle und Einfuhrsteuern erhebt Ihr Land bei der Zustellung; sie sind nicht enthalten. Eine Schätzung liefert der [Preisrechner](/calc).',
  },
  'shipping-methods': {
    title: 'EMS, Luftpost, SAL oder Seefracht: die Versandart wählen', overview: 'Längste beobachtete Laufzeiten: EMS zwei Wochen, Luftpost einen Monat, SAL zwei Monate.',
    body: '## Die Versandarten\n\n| Versandart | Längste beobachtete Laufzeit | Geeignet für |\n| --- | --- | --- |\n| EMS | 2 Wochen | die meisten Pakete, bis 30 kg, mit Sendungsverfolgung |\n| Luftpost / ePacket | 1 Monat | kleine, leichte Pakete |\n| SAL | 2 Monate | schwere Pakete, die nicht eilen |\n| Seefracht | mehrere Monate | sperrige, schwere, günstige Waren |\n| Kurierdienste (DHL, FedEx, UPS) | etwa eine Woche | wertvolle oder eilige Waren |\n\n## Ausgesetzte Routen\n\nVersanddienstleister setzen einzelne Routen je Land von Zeit zu Zeit aus. Der [Rechner](/calc) zeigt, welche Versandarten Ihr Land heute nutzen kann.',
  },
  'volumetric-weight': {
    title: 'Warum ein leichtes, aber großes Paket mehr kosten kann', overview: 'Kurierdienste berechnen das höhere von tatsächlichem und Volumengewicht (L × B × H / 5000).',
    body: '## Abrechnungsgewicht\n\nVersanddienstleister berechnen das **höhere** von tatsächlichem Gewicht und Volumengewicht.\n\n- Kurierdienste: Länge × Breite × Höhe (cm) ÷ **5000**\n- EMS: ÷ **8000**, und nur, wenn eine Seite länger als 60 cm ist\n\n## Beispiel\n\nEin Karton Plüschtiere mit 60 × 40 × 40 cm wiegt 3 kg, sein Volumengewicht beim Kurier beträgt aber 60 × 40 × 40 ÷ 5000 = **19,2 kg**.\n\n## Wie wir helfen\n\nBeim Zusammenlegen Ihrer Bestellungen entfernen wir sperrige Verkaufskartons, wo es sicher ist, und wählen den kleinsten passenden Karton.',
  },
  'auction-bidding': {
    title: 'Bieten bei Yahoo! Auctions: Gebotsschritte und Höchstgebote', overview: 'Unter ¥1.000 steigen Gebote um ¥10, ab ¥50.000 um ¥1.000. Gebote können nicht zurückgezogen werden.',
    body: '## Gebotsschritte\n\n| Aktueller Preis | Gebotsschritt |\n| --- | --- |\n| unter ¥1.000 | ¥10 |\n| ¥1.000–4.999 | ¥100 |\n| ¥5.000–9.999 | ¥250 |\n| ¥10.000–49.999 | ¥500 |\n| ab ¥50.000 | ¥1.000 |\n\n## Höchstgebote\n\nLegen Sie fest, wie viel Sie höchstens zahlen; wir bieten jeweils den kleinsten Schritt über den anderen Bietern, bis Ihr Höchstgebot erreicht ist. Ihr Gebot samt Gebühr wird in Ihrem Guthaben reserviert und binnen Minuten freigegeben, wenn Sie überboten werden.\n\n**Gebote können nicht storniert werden**; prüfen Sie daher zuerst das Angebot und die [Gebühren](/userGuide/fees).',
  },
};
