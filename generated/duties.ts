// Generated from spec/duties.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
export type DutyCountry =
  | 'AE'
  | 'AT'
  | 'AU'
  | 'BE'
  | 'BR'
  | 'CA'
  | 'CH'
  | 'CL'
  | 'CN'
  | 'CO'
  | 'CZ'
  | 'DE'
  | 'DK'
  | 'ES'
  | 'FI'
  | 'FR'
  | 'GB'
  | 'GR'
  | 'HK'
  | 'ID'
  | 'IE'
  | 'IL'
  | 'IN'
  | 'IT'
  | 'KR'
  | 'MO'
  | 'MX'
  | 'MY'
  | 'NL'
  | 'NO'
  | 'NZ'
  | 'PE'
  | 'PH'
  | 'PL'
  | 'PT'
  | 'RU'
  | 'SA'
  | 'SE'
  | 'SG'
  | 'TH'
  | 'TR'
  | 'TW'
  | 'UA'
  | 'US'
  | 'VN';

export type TaxKind = 'vat' | 'gst' | 'salesTax' | 'postalTax' | 'flatRate' | 'none';

/** Below (or at) the threshold the charges it applies to are not collected. */
export interface DeMinimis {
  readonly amount: number;
  /** The currency the law states the threshold in. */
  readonly currency: string;
  readonly applies: 'duty' | 'tax' | 'both';
  /** value: compared with the customs value; amountDue: the charge itself is waived when no more than this. */
  readonly measure: 'value' | 'amountDue';
  /** excess: above the threshold only the part over it is charged. */
  readonly charge: 'whole' | 'excess';
}

/** One destination's rules: an estimate, never a quote. */
export interface DutyRule {
  readonly currency: string;
  /** cif: customs value = declared value + international postage; fob: the declared value only. */
  readonly valuation: 'cif' | 'fob';
  readonly deMinimis: readonly DeMinimis[];
  /** Charged on the customs value plus the duty. */
  readonly tax: { readonly kind: TaxKind; readonly percent: number };
  /** Ad-valorem percent typical for goods from Japan; null: no duty. */
  readonly dutyPercent: number | null;
  readonly notes: string;
  readonly source: { readonly name: string; readonly url: string };
  readonly asOf: string;
}

/** Import duty and tax rules by destination (ISO 3166-1 alpha-2), in code order. */
export const dutyRules: { readonly [C in DutyCountry]: DutyRule } = {
  AE: {
    currency: 'AED',
    valuation: 'cif',
    deMinimis: [{ amount: 1000, currency: 'AED', applies: 'duty', measure: 'value', charge: 'whole' }],
    tax: { kind: 'vat', percent: 5 },
    dutyPercent: 5,
    notes: 'GCC common tariff of 5%; no duty on parcels of up to 1,000 AED; VAT is due on imports.',
    source: {
      name: 'Federal Authority for Identity, Citizenship, Customs and Port Security',
      url: 'https://icp.gov.ae/en/',
    },
    asOf: '2025-06-01',
  },
  AT: {
    currency: 'EUR',
    valuation: 'cif',
    deMinimis: [{ amount: 150, currency: 'EUR', applies: 'duty', measure: 'value', charge: 'whole' }],
    tax: { kind: 'vat', percent: 20 },
    dutyPercent: 4,
    notes: 'EU: no VAT de minimis since July 2021; no duty on parcels of up to 150 EUR. A flat duty per item on parcels under 150 EUR, agreed for 2026, is not included. Japanese-origin goods are duty-free under the EU-Japan EPA with an origin statement.',
    source: {
      name: 'European Commission, Taxation and Customs Union',
      url: 'https://taxation-customs.ec.europa.eu/taxation/vat/vat-e-commerce/importers_en',
    },
    asOf: '2025-10-01',
  },
  AU: {
    currency: 'AUD',
    valuation: 'fob',
    deMinimis: [{ amount: 1000, currency: 'AUD', applies: 'both', measure: 'value', charge: 'whole' }],
    tax: { kind: 'gst', percent: 10 },
    dutyPercent: 5,
    notes: 'Up to 1,000 AUD nothing is collected at the border (registered sellers charge GST at sale). Above it, 5% duty (zero for Japanese-origin goods under JAEPA) and 10% GST, plus processing charges.',
    source: {
      name: 'Australian Border Force',
      url: 'https://www.abf.gov.au/importing-exporting-and-manufacturing/importing/cost-of-importing-goods',
    },
    asOf: '2025-06-01',
  },
  BE: {
    currency: 'EUR',
    valuation: 'cif',
    deMinimis: [{ amount: 150, currency: 'EUR', applies: 'duty', measure: 'value', charge: 'whole' }],
    tax: { kind: 'vat', percent: 21 },
    dutyPercent: 4,
    notes: 'EU: no VAT de minimis since July 2021; no duty on parcels of up to 150 EUR. A flat duty per item on parcels under 150 EUR, agreed for 2026, is not included. Japanese-origin goods are duty-free under the EU-Japan EPA with an origin statement.',
    source: {
      name: 'European Commission, Taxation and Customs Union',
      url: 'https://taxation-customs.ec.europa.eu/taxation/vat/vat-e-commerce/importers_en',
    },
    asOf: '2025-10-01',
  },
  BR: {
    currency: 'BRL',
    valuation: 'cif',
    deMinimis: [],
    tax: { kind: 'vat', percent: 20 },
    dutyPercent: 60,
    notes: 'Outside the Remessa Conforme programme the import tax is 60% from the first dollar; states then charge ICMS of 17-20% on the duty-paid value grossed up ("por dentro"), which this estimate leaves out.',
    source: { name: 'Receita Federal do Brasil', url: 'https://www.gov.br/receitafederal/' },
    asOf: '2025-06-01',
  },
  CA: {
    currency: 'CAD',
    valuation: 'fob',
    deMinimis: [{ amount: 20, currency: 'CAD', applies: 'both', measure: 'value', charge: 'whole' }],
    tax: { kind: 'gst', percent: 5 },
    dutyPercent: 8,
    notes: '20 CAD applies to goods from Japan by post or courier (the 40/150 CAD courier thresholds are for goods of US or Mexican origin only). Provinces with HST charge 13-15% instead of the 5% GST. Japanese-origin goods are duty-free under the CPTPP with an origin statement.',
    source: {
      name: 'Canada Border Services Agency',
      url: 'https://www.cbsa-asfc.gc.ca/import/postal-postale/duty-droits-eng.html',
    },
    asOf: '2025-10-01',
  },
  CH: {
    currency: 'CHF',
    valuation: 'cif',
    deMinimis: [{ amount: 5, currency: 'CHF', applies: 'tax', measure: 'amountDue', charge: 'whole' }],
    tax: { kind: 'vat', percent: 8.1 },
    dutyPercent: null,
    notes: 'Switzerland abolished duty on industrial goods (clothing included) in January 2024; food and a few agricultural goods still pay duty by weight. VAT of up to 5 CHF is not collected.',
    source: {
      name: 'Federal Office for Customs and Border Security',
      url: 'https://www.bazg.admin.ch/bazg/en/home/information-individuals/goods-from-abroad.html',
    },
    asOf: '2025-10-01',
  },
  CL: {
    currency: 'CLP',
    valuation: 'cif',
    deMinimis: [{ amount: 41, currency: 'USD', applies: 'duty', measure: 'value', charge: 'whole' }],
    tax: { kind: 'vat', percent: 19 },
    dutyPercent: 6,
    notes: 'VAT is due on parcels of every value since October 2025; duty is waived up to 41 USD.',
    source: { name: 'Servicio Nacional de Aduanas', url: 'https://www.aduana.cl/' },
    asOf: '2025-10-25',
  },
  CN: {
    currency: 'CNY',
    valuation: 'fob',
    deMinimis: [{ amount: 50, currency: 'CNY', applies: 'tax', measure: 'amountDue', charge: 'whole' }],
    tax: { kind: 'postalTax', percent: 20 },
    dutyPercent: null,
    notes: 'Personal postal articles pay the postal articles tax instead of duty and VAT: 13% (books, food, electronics), 20% (clothing, toys, most goods) or 50% (cosmetics, watches, alcohol); a tax of up to 50 CNY is waived. A parcel over 1,000 CNY may be returned unless it is one indivisible item.',
    source: { name: 'General Administration of Customs of the PRC', url: 'http://english.customs.gov.cn/' },
    asOf: '2025-06-01',
  },
  CO: {
    currency: 'COP',
    valuation: 'cif',
    deMinimis: [],
    tax: { kind: 'vat', percent: 19 },
    dutyPercent: 10,
    notes: 'Courier parcels of up to 200 USD pay a flat 10% duty; VAT applies to goods from countries without a trade agreement.',
    source: { name: 'DIAN', url: 'https://www.dian.gov.co/' },
    asOf: '2025-06-01',
  },
  CZ: {
    currency: 'CZK',
    valuation: 'cif',
    deMinimis: [{ amount: 150, currency: 'EUR', applies: 'duty', measure: 'value', charge: 'whole' }],
    tax: { kind: 'vat', percent: 21 },
    dutyPercent: 4,
    notes: 'EU: no VAT de minimis since July 2021; no duty on parcels of up to 150 EUR. A flat duty per item on parcels under 150 EUR, agreed for 2026, is not included. Japanese-origin goods are duty-free under the EU-Japan EPA with an origin statement.',
    source: {
      name: 'European Commission, Taxation and Customs Union',
      url: 'https://taxation-customs.ec.europa.eu/taxation/vat/vat-e-commerce/importers_en',
    },
    asOf: '2025-10-01',
  },
  DE: {
    currency: 'EUR',
    valuation: 'cif',
    deMinimis: [{ amount: 150, currency: 'EUR', applies: 'duty', measure: 'value', charge: 'whole' }],
    tax: { kind: 'vat', percent: 19 },
    dutyPercent: 4,
    notes: 'EU: no VAT de minimis since July 2021; no duty on parcels of up to 150 EUR. A flat duty per item on parcels under 150 EUR, agreed for 2026, is not included. Japanese-origin goods are duty-free under the EU-Japan EPA with an origin statement.',
    source: {
      name: 'European Commission, Taxation and Customs Union',
      url: 'https://taxation-customs.ec.europa.eu/taxation/vat/vat-e-commerce/importers_en',
    },
    asOf: '2025-10-01',
  },
  DK: {
    currency: 'DKK',
    valuation: 'cif',
    deMinimis: [{ amount: 150, currency: 'EUR', applies: 'duty', measure: 'value', charge: 'whole' }],
    tax: { kind: 'vat', percent: 25 },
    dutyPercent: 4,
    notes: 'EU: no VAT de minimis since July 2021; no duty on parcels of up to 150 EUR. A flat duty per item on parcels under 150 EUR, agreed for 2026, is not included. Japanese-origin goods are duty-free under the EU-Japan EPA with an origin statement.',
    source: {
      name: 'European Commission, Taxation and Customs Union',
      url: 'https://taxation-customs.ec.europa.eu/taxation/vat/vat-e-commerce/importers_en',
    },
    asOf: '2025-10-01',
  },
  ES: {
    currency: 'EUR',
    valuation: 'cif',
    deMinimis: [{ amount: 150, currency: 'EUR', applies: 'duty', measure: 'value', charge: 'whole' }],
    tax: { kind: 'vat', percent: 21 },
    dutyPercent: 4,
    notes: 'EU: no VAT de minimis since July 2021; no duty on parcels of up to 150 EUR. A flat duty per item on parcels under 150 EUR, agreed for 2026, is not included. Japanese-origin goods are duty-free under the EU-Japan EPA with an origin statement.',
    source: {
      name: 'European Commission, Taxation and Customs Union',
      url: 'https://taxation-customs.ec.europa.eu/taxation/vat/vat-e-commerce/importers_en',
    },
    asOf: '2025-10-01',
  },
  FI: {
    currency: 'EUR',
    valuation: 'cif',
    deMinimis: [{ amount: 150, currency: 'EUR', applies: 'duty', measure: 'value', charge: 'whole' }],
    tax: { kind: 'vat', percent: 25.5 },
    dutyPercent: 4,
    notes: 'EU: no VAT de minimis since July 2021; no duty on parcels of up to 150 EUR. A flat duty per item on parcels under 150 EUR, agreed for 2026, is not included. Japanese-origin goods are duty-free under the EU-Japan EPA with an origin statement.',
    source: {
      name: 'European Commission, Taxation and Customs Union',
      url: 'https://taxation-customs.ec.europa.eu/taxation/vat/vat-e-commerce/importers_en',
    },
    asOf: '2025-10-01',
  },
  FR: {
    currency: 'EUR',
    valuation: 'cif',
    deMinimis: [{ amount: 150, currency: 'EUR', applies: 'duty', measure: 'value', charge: 'whole' }],
    tax: { kind: 'vat', percent: 20 },
    dutyPercent: 4,
    notes: 'EU: no VAT de minimis since July 2021; no duty on parcels of up to 150 EUR. A flat duty per item on parcels under 150 EUR, agreed for 2026, is not included. Japanese-origin goods are duty-free under the EU-Japan EPA with an origin statement.',
    source: {
      name: 'European Commission, Taxation and Customs Union',
      url: 'https://taxation-customs.ec.europa.eu/taxation/vat/vat-e-commerce/importers_en',
    },
    asOf: '2025-10-01',
  },
  GB: {
    currency: 'GBP',
    valuation: 'cif',
    deMinimis: [{ amount: 135, currency: 'GBP', applies: 'duty', measure: 'value', charge: 'whole' }],
    tax: { kind: 'vat', percent: 20 },
    dutyPercent: 4,
    notes: 'Up to 135 GBP no duty is charged; VAT is always due (a UK-registered seller would charge it at sale, so for our parcels the carrier collects it on import, with its handling fee).',
    source: { name: 'HM Revenue & Customs', url: 'https://www.gov.uk/goods-sent-from-abroad/tax-and-duty' },
    asOf: '2025-10-01',
  },
  GR: {
    currency: 'EUR',
    valuation: 'cif',
    deMinimis: [{ amount: 150, currency: 'EUR', applies: 'duty', measure: 'value', charge: 'whole' }],
    tax: { kind: 'vat', percent: 24 },
    dutyPercent: 4,
    notes: 'EU: no VAT de minimis since July 2021; no duty on parcels of up to 150 EUR. A flat duty per item on parcels under 150 EUR, agreed for 2026, is not included. Japanese-origin goods are duty-free under the EU-Japan EPA with an origin statement.',
    source: {
      name: 'European Commission, Taxation and Customs Union',
      url: 'https://taxation-customs.ec.europa.eu/taxation/vat/vat-e-commerce/importers_en',
    },
    asOf: '2025-10-01',
  },
  HK: {
    currency: 'HKD',
    valuation: 'cif',
    deMinimis: [],
    tax: { kind: 'none', percent: 0 },
    dutyPercent: null,
    notes: 'A free port with no VAT; duty is charged only on liquor, tobacco, hydrocarbon oil and methyl alcohol.',
    source: { name: 'Customs and Excise Department', url: 'https://www.customs.gov.hk/' },
    asOf: '2025-06-01',
  },
  ID: {
    currency: 'IDR',
    valuation: 'cif',
    deMinimis: [{ amount: 3, currency: 'USD', applies: 'duty', measure: 'value', charge: 'whole' }],
    tax: { kind: 'vat', percent: 11 },
    dutyPercent: 7.5,
    notes: 'Consignments over 3 USD pay 7.5% duty (higher for bags, shoes and textiles); VAT of 12% on 11/12 of the value (11% effective). Income tax (PPh) of 10% may be added and is not included.',
    source: { name: 'Directorate General of Customs and Excise', url: 'https://www.beacukai.go.id/' },
    asOf: '2025-06-01',
  },
  IE: {
    currency: 'EUR',
    valuation: 'cif',
    deMinimis: [{ amount: 150, currency: 'EUR', applies: 'duty', measure: 'value', charge: 'whole' }],
    tax: { kind: 'vat', percent: 23 },
    dutyPercent: 4,
    notes: 'EU: no VAT de minimis since July 2021; no duty on parcels of up to 150 EUR. A flat duty per item on parcels under 150 EUR, agreed for 2026, is not included. Japanese-origin goods are duty-free under the EU-Japan EPA with an origin statement.',
    source: {
      name: 'European Commission, Taxation and Customs Union',
      url: 'https://taxation-customs.ec.europa.eu/taxation/vat/vat-e-commerce/importers_en',
    },
    asOf: '2025-10-01',
  },
  IL: {
    currency: 'ILS',
    valuation: 'cif',
    deMinimis: [
      { amount: 75, currency: 'USD', applies: 'tax', measure: 'value', charge: 'whole' },
      { amount: 500, currency: 'USD', applies: 'duty', measure: 'value', charge: 'whole' },
    ],
    tax: { kind: 'vat', percent: 18 },
    dutyPercent: 8,
    notes: 'Personal parcels of up to 75 USD are free of VAT and up to 500 USD free of duty.',
    source: { name: 'Israel Tax Authority', url: 'https://www.gov.il/en/departments/israel_tax_authority' },
    asOf: '2025-06-01',
  },
  IN: {
    currency: 'INR',
    valuation: 'cif',
    deMinimis: [],
    tax: { kind: 'gst', percent: 18 },
    dutyPercent: 20,
    notes: 'No de minimis for purchases (gifts of up to 5,000 INR only). Basic customs duty and a social welfare surcharge apply before IGST; courier imports for personal use are often charged more.',
    source: { name: 'Central Board of Indirect Taxes and Customs', url: 'https://www.cbic.gov.in/' },
    asOf: '2025-10-01',
  },
  IT: {
    currency: 'EUR',
    valuation: 'cif',
    deMinimis: [{ amount: 150, currency: 'EUR', applies: 'duty', measure: 'value', charge: 'whole' }],
    tax: { kind: 'vat', percent: 22 },
    dutyPercent: 4,
    notes: 'EU: no VAT de minimis since July 2021; no duty on parcels of up to 150 EUR. A flat duty per item on parcels under 150 EUR, agreed for 2026, is not included. Japanese-origin goods are duty-free under the EU-Japan EPA with an origin statement.',
    source: {
      name: 'European Commission, Taxation and Customs Union',
      url: 'https://taxation-customs.ec.europa.eu/taxation/vat/vat-e-commerce/importers_en',
    },
    asOf: '2025-10-01',
  },
  KR: {
    currency: 'KRW',
    valuation: 'cif',
    deMinimis: [{ amount: 150, currency: 'USD', applies: 'both', measure: 'value', charge: 'whole' }],
    tax: { kind: 'vat', percent: 10 },
    dutyPercent: 8,
    notes: 'Goods for personal use of up to 150 USD pass free (200 USD applies to goods from the USA only).',
    source: { name: 'Korea Customs Service', url: 'https://www.customs.go.kr/english/main.do' },
    asOf: '2025-06-01',
  },
  MO: {
    currency: 'MOP',
    valuation: 'cif',
    deMinimis: [],
    tax: { kind: 'none', percent: 0 },
    dutyPercent: null,
    notes: 'A free port with no VAT; duty is charged only on tobacco, alcohol and vehicles.',
    source: { name: 'Macao Customs Service', url: 'https://www.customs.gov.mo/' },
    asOf: '2025-06-01',
  },
  MX: {
    currency: 'MXN',
    valuation: 'cif',
    deMinimis: [{ amount: 50, currency: 'USD', applies: 'both', measure: 'value', charge: 'whole' }],
    tax: { kind: 'vat', percent: 16 },
    dutyPercent: 0,
    notes: 'Courier parcels of up to 50 USD pass without duty or VAT; above it, up to 2,500 USD, a simplified entry charges 16% VAT and the duty of the goods, which is zero for most goods of Japanese origin under the Mexico-Japan agreement.',
    source: { name: 'Agencia Nacional de Aduanas de México', url: 'https://www.anam.gob.mx/' },
    asOf: '2025-06-01',
  },
  MY: {
    currency: 'MYR',
    valuation: 'cif',
    deMinimis: [{ amount: 500, currency: 'MYR', applies: 'both', measure: 'value', charge: 'whole' }],
    tax: { kind: 'salesTax', percent: 10 },
    dutyPercent: 5,
    notes: 'Low-value goods of up to 500 MYR pay no duty or sales tax at the border (registered sellers charge 10% at sale); above it, duty by tariff line and 5-10% sales tax.',
    source: { name: 'Royal Malaysian Customs Department', url: 'https://www.customs.gov.my/' },
    asOf: '2025-06-01',
  },
  NL: {
    currency: 'EUR',
    valuation: 'cif',
    deMinimis: [{ amount: 150, currency: 'EUR', applies: 'duty', measure: 'value', charge: 'whole' }],
    tax: { kind: 'vat', percent: 21 },
    dutyPercent: 4,
    notes: 'EU: no VAT de minimis since July 2021; no duty on parcels of up to 150 EUR. A flat duty per item on parcels under 150 EUR, agreed for 2026, is not included. Japanese-origin goods are duty-free under the EU-Japan EPA with an origin statement.',
    source: {
      name: 'European Commission, Taxation and Customs Union',
      url: 'https://taxation-customs.ec.europa.eu/taxation/vat/vat-e-commerce/importers_en',
    },
    asOf: '2025-10-01',
  },
  NO: {
    currency: 'NOK',
    valuation: 'cif',
    deMinimis: [],
    tax: { kind: 'vat', percent: 25 },
    dutyPercent: null,
    notes: 'No de minimis since 2020 (sellers in the VOEC scheme charge VAT at sale; for our parcels it is charged on import). Most goods are duty-free; clothing and some food pay duty.',
    source: { name: 'Norwegian Customs', url: 'https://www.toll.no/en/goods/online-shopping/' },
    asOf: '2025-10-01',
  },
  NZ: {
    currency: 'NZD',
    valuation: 'fob',
    deMinimis: [{ amount: 1000, currency: 'NZD', applies: 'both', measure: 'value', charge: 'whole' }],
    tax: { kind: 'gst', percent: 15 },
    dutyPercent: 5,
    notes: 'Up to 1,000 NZD nothing is collected at the border (registered sellers charge GST at sale). Above it, duty by tariff line, 15% GST and a biosecurity levy and entry fee.',
    source: {
      name: 'New Zealand Customs Service',
      url: 'https://www.customs.govt.nz/personal/duty-and-gst/',
    },
    asOf: '2025-06-01',
  },
  PE: {
    currency: 'PEN',
    valuation: 'cif',
    deMinimis: [{ amount: 200, currency: 'USD', applies: 'both', measure: 'value', charge: 'whole' }],
    tax: { kind: 'vat', percent: 18 },
    dutyPercent: 6,
    notes: 'Courier parcels of up to 200 USD pass free; above it duty, IGV (16%) and IPM (2%).',
    source: { name: 'SUNAT', url: 'https://www.sunat.gob.pe/' },
    asOf: '2025-06-01',
  },
  PH: {
    currency: 'PHP',
    valuation: 'cif',
    deMinimis: [{ amount: 10000, currency: 'PHP', applies: 'both', measure: 'value', charge: 'whole' }],
    tax: { kind: 'vat', percent: 12 },
    dutyPercent: 5,
    notes: 'Parcels of up to 10,000 PHP pass free of duty and tax.',
    source: { name: 'Bureau of Customs', url: 'https://customs.gov.ph/' },
    asOf: '2025-06-01',
  },
  PL: {
    currency: 'PLN',
    valuation: 'cif',
    deMinimis: [{ amount: 150, currency: 'EUR', applies: 'duty', measure: 'value', charge: 'whole' }],
    tax: { kind: 'vat', percent: 23 },
    dutyPercent: 4,
    notes: 'EU: no VAT de minimis since July 2021; no duty on parcels of up to 150 EUR. A flat duty per item on parcels under 150 EUR, agreed for 2026, is not included. Japanese-origin goods are duty-free under the EU-Japan EPA with an origin statement.',
    source: {
      name: 'European Commission, Taxation and Customs Union',
      url: 'https://taxation-customs.ec.europa.eu/taxation/vat/vat-e-commerce/importers_en',
    },
    asOf: '2025-10-01',
  },
  PT: {
    currency: 'EUR',
    valuation: 'cif',
    deMinimis: [{ amount: 150, currency: 'EUR', applies: 'duty', measure: 'value', charge: 'whole' }],
    tax: { kind: 'vat', percent: 23 },
    dutyPercent: 4,
    notes: 'EU: no VAT de minimis since July 2021; no duty on parcels of up to 150 EUR. A flat duty per item on parcels under 150 EUR, agreed for 2026, is not included. Japanese-origin goods are duty-free under the EU-Japan EPA with an origin statement.',
    source: {
      name: 'European Commission, Taxation and Customs Union',
      url: 'https://taxation-customs.ec.europa.eu/taxation/vat/vat-e-commerce/importers_en',
    },
    asOf: '2025-10-01',
  },
  RU: {
    currency: 'RUB',
    valuation: 'fob',
    deMinimis: [{ amount: 200, currency: 'EUR', applies: 'both', measure: 'value', charge: 'excess' }],
    tax: { kind: 'none', percent: 0 },
    dutyPercent: 15,
    notes: 'Personal parcels of up to 200 EUR (and 31 kg) are free; above it a single payment of 15% of the excess (at least 2 EUR per kg over 31 kg) replaces duty and VAT. Carriers have suspended most routes.',
    source: { name: 'Federal Customs Service of Russia', url: 'https://customs.gov.ru/' },
    asOf: '2025-06-01',
  },
  SA: {
    currency: 'SAR',
    valuation: 'cif',
    deMinimis: [{ amount: 1000, currency: 'SAR', applies: 'duty', measure: 'value', charge: 'whole' }],
    tax: { kind: 'vat', percent: 15 },
    dutyPercent: 5,
    notes: 'GCC common tariff of 5%; no duty on parcels of up to 1,000 SAR; 15% VAT is due on imports.',
    source: { name: 'Zakat, Tax and Customs Authority', url: 'https://zatca.gov.sa/en/' },
    asOf: '2025-06-01',
  },
  SE: {
    currency: 'SEK',
    valuation: 'cif',
    deMinimis: [{ amount: 150, currency: 'EUR', applies: 'duty', measure: 'value', charge: 'whole' }],
    tax: { kind: 'vat', percent: 25 },
    dutyPercent: 4,
    notes: 'EU: no VAT de minimis since July 2021; no duty on parcels of up to 150 EUR. A flat duty per item on parcels under 150 EUR, agreed for 2026, is not included. Japanese-origin goods are duty-free under the EU-Japan EPA with an origin statement.',
    source: {
      name: 'European Commission, Taxation and Customs Union',
      url: 'https://taxation-customs.ec.europa.eu/taxation/vat/vat-e-commerce/importers_en',
    },
    asOf: '2025-10-01',
  },
  SG: {
    currency: 'SGD',
    valuation: 'cif',
    deMinimis: [{ amount: 400, currency: 'SGD', applies: 'both', measure: 'value', charge: 'whole' }],
    tax: { kind: 'gst', percent: 9 },
    dutyPercent: null,
    notes: 'Duty only on liquor, tobacco, vehicles and fuel. Air parcels of up to 400 SGD pay no GST at the border (registered overseas sellers charge it at sale).',
    source: {
      name: 'Singapore Customs',
      url: 'https://www.customs.gov.sg/individuals/buying-from-overseas/',
    },
    asOf: '2025-06-01',
  },
  TH: {
    currency: 'THB',
    valuation: 'cif',
    deMinimis: [{ amount: 1500, currency: 'THB', applies: 'duty', measure: 'value', charge: 'whole' }],
    tax: { kind: 'vat', percent: 7 },
    dutyPercent: 10,
    notes: 'Since 2024 VAT is charged on imports of every value; duty is waived up to 1,500 THB.',
    source: { name: 'Thai Customs Department', url: 'https://www.customs.go.th/' },
    asOf: '2025-06-01',
  },
  TR: {
    currency: 'TRY',
    valuation: 'cif',
    deMinimis: [],
    tax: { kind: 'flatRate', percent: 30 },
    dutyPercent: null,
    notes: 'Courier and postal parcels of up to 30 EUR pay one flat rate (30% for goods from outside the EU, more for some goods) instead of duty and VAT; larger parcels need a full declaration with duty and 20% VAT.',
    source: { name: 'Ministry of Trade of Türkiye', url: 'https://ticaret.gov.tr/gumruk-islemleri' },
    asOf: '2025-06-01',
  },
  TW: {
    currency: 'TWD',
    valuation: 'cif',
    deMinimis: [{ amount: 2000, currency: 'TWD', applies: 'both', measure: 'value', charge: 'whole' }],
    tax: { kind: 'vat', percent: 5 },
    dutyPercent: 5,
    notes: 'Parcels of up to 2,000 TWD pass free; above it, duty by tariff line and the 5% business tax.',
    source: { name: 'Customs Administration, Ministry of Finance', url: 'https://web.customs.gov.tw/' },
    asOf: '2025-06-01',
  },
  UA: {
    currency: 'UAH',
    valuation: 'fob',
    deMinimis: [{ amount: 150, currency: 'EUR', applies: 'both', measure: 'value', charge: 'excess' }],
    tax: { kind: 'vat', percent: 20 },
    dutyPercent: 10,
    notes: 'Parcels of up to 150 EUR are free; above it, 10% duty and 20% VAT are charged on the excess.',
    source: { name: 'State Customs Service of Ukraine', url: 'https://customs.gov.ua/' },
    asOf: '2025-06-01',
  },
  US: {
    currency: 'USD',
    valuation: 'fob',
    deMinimis: [],
    tax: { kind: 'none', percent: 0 },
    dutyPercent: 15,
    notes: 'The 800 USD de minimis was suspended for every country from 29 August 2025, postal and commercial parcels alike. Goods of Japan pay the 15% reciprocal rate (most-favoured-nation duty included); state sales tax is not collected at import. Carriers add their own clearance fees.',
    source: {
      name: 'U.S. Customs and Border Protection',
      url: 'https://www.cbp.gov/trade/programs-administration/entry-summary/e-commerce',
    },
    asOf: '2025-09-01',
  },
  VN: {
    currency: 'VND',
    valuation: 'cif',
    deMinimis: [],
    tax: { kind: 'vat', percent: 10 },
    dutyPercent: 10,
    notes: 'The exemption for express parcels of up to 1,000,000 VND ended in February 2025.',
    source: { name: 'Vietnam Customs', url: 'https://www.customs.gov.vn/' },
    asOf: '2025-06-01',
  },
};

/** Units per yen, used only when today's rates lack a currency. */
export const dutyReferenceRates: { readonly asOf: string; readonly source: { readonly name: string; readonly url: string }; readonly perYen: Readonly<Record<string, number>> } = {
  asOf: '2025-11-01',
  source: {
    name: 'Bank of Japan (reference mid-market rates, rounded)',
    url: 'https://www.boj.or.jp/en/statistics/market/forex/index.htm',
  },
  perYen: {
    AED: 0.025,
    AUD: 0.0103,
    BRL: 0.037,
    CAD: 0.0093,
    CHF: 0.0055,
    CLP: 6.3,
    CNY: 0.048,
    COP: 26.7,
    CZK: 0.143,
    DKK: 0.044,
    EUR: 0.0059,
    GBP: 0.005,
    HKD: 0.052,
    IDR: 109,
    ILS: 0.0227,
    INR: 0.57,
    KRW: 9.3,
    MOP: 0.054,
    MXN: 0.125,
    MYR: 0.029,
    NOK: 0.069,
    NZD: 0.0114,
    PEN: 0.024,
    PHP: 0.38,
    PLN: 0.025,
    RUB: 0.54,
    SAR: 0.025,
    SEK: 0.067,
    SGD: 0.0087,
    THB: 0.22,
    TRY: 0.26,
    TWD: 0.21,
    UAH: 0.28,
    USD: 0.0067,
    VND: 170,
  },
};

export function isDutyCountry(value: unknown): value is DutyCountry {
  return typeof value === 'string' && Object.hasOwn(dutyRules, value);
}
