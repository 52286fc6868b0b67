import { utils, write } from '@e965/xlsx';

/**
 * eMAG Marketplace panel files as the panel hands them out (docs/imports.md, "eMAG offers file"):
 * the "Update offers" sheet (Products → XLS Import) and "Improve product documentation"
 * (Products → Product Categories → Product Content). Both start with a row of section names over
 * the column names; the product is named in the identification section's "Product Name
 * Validation" (the name eMAG validated and shows); "Name" in the description section is where a
 * new name is proposed, and is empty unless the seller wrote one. The column order follows eMAG's
 * Marketplace Academy ("How to update offers, prices, and stock through .XLS Import": the offer
 * section starts at column H, Sale Price). The panel is in English, Romanian, Bulgarian and
 * Hungarian; the names below are the panel's own words in each.
 */

export type EmagPanelLanguage = 'en' | 'ro' | 'bg' | 'hu';

interface PanelWords {
  sections: { identification: string; offer: string; documentation: string; description: string };
  identification: readonly string[];
  offer: readonly string[];
  documentation: readonly string[];
  description: readonly string[];
}

// prettier-ignore
const WORDS: Record<EmagPanelLanguage, PanelWords> = {
  en: {
    sections: { identification: 'Product Identification', offer: 'Offer', documentation: 'Documentation Information', description: 'Product Description' },
    identification: ['Part Number Key (PNK)', 'Product Code', 'Category Name', 'Category ID', 'Product Name Validation', 'Product ID', 'Product EAN'],
    offer: ['Sale Price', 'Recommended Price', 'Min Sale Price', 'Max Sale Price', 'VAT', 'Status', 'Stock', 'Handling Time'],
    documentation: ['Update Permission', 'Product ready for site'],
    description: ['Name', 'Brand', 'Source Language', 'Description', 'Own website URL'],
  },
  ro: {
    sections: { identification: 'Identificare produs', offer: 'Ofertă', documentation: 'Informații documentație', description: 'Descriere produs' },
    identification: ['Part Number Key (PNK)', 'Cod produs', 'Nume categorie', 'ID categorie', 'Validare nume produs', 'ID produs', 'EAN produs'],
    offer: ['Preț de vânzare', 'Preț recomandat', 'Preț minim de vânzare', 'Preț maxim de vânzare', 'TVA', 'Status', 'Stoc', 'Timp de procesare'],
    documentation: ['Permisiune actualizare', 'Produs pregătit pentru site'],
    description: ['Nume', 'Brand', 'Limba sursă', 'Descriere', 'URL site propriu'],
  },
  bg: {
    sections: { identification: 'Идентификация на продукта', offer: 'Оферта', documentation: 'Информация за документацията', description: 'Описание на продукта' },
    identification: ['Part Number Key (PNK)', 'Код на продукта', 'Име на категорията', 'ID на категорията', 'Валидиране на името на продукта', 'ID на продукта', 'EAN на продукта'],
    offer: ['Продажна цена', 'Препоръчителна цена', 'Минимална продажна цена', 'Максимална продажна цена', 'ДДС', 'Статус', 'Наличност', 'Време за обработка'],
    documentation: ['Разрешение за актуализация', 'Продуктът е готов за сайта'],
    description: ['Име', 'Марка', 'Изходен език', 'Описание', 'URL на собствения сайт'],
  },
  hu: {
    sections: { identification: 'Termékazonosítás', offer: 'Ajánlat', documentation: 'Dokumentációs információk', description: 'Termékleírás' },
    identification: ['Part Number Key (PNK)', 'Termékkód', 'Kategória neve', 'Kategória ID', 'Terméknév validálása', 'Termék ID', 'Termék EAN'],
    offer: ['Eladási ár', 'Ajánlott ár', 'Minimális eladási ár', 'Maximális eladási ár', 'ÁFA', 'Státusz', 'Készlet', 'Kezelési idő'],
    documentation: ['Frissítési engedély', 'A termék kész az oldalra'],
    description: ['Név', 'Márka', 'Forrásnyelv', 'Leírás', 'Saját weboldal URL'],
  },
};

/** One of the seller's products on eMAG, as the panel lists it. */
export interface EmagPanelProduct {
  pnk: string;
  /** The seller's product code (the offer's part_number): the SKU. */
  code: string;
  category: string;
  categoryId: number;
  /** The name eMAG validated (identification section). */
  validatedName: string;
  productId: number;
  ean: string;
  price: number;
  /** 1 active, 0 inactive. */
  status: 0 | 1;
  stock: number;
  /** A new name proposed in the description section ('' = none). */
  proposedName?: string;
  ownWebsiteUrl?: string;
}

/** A kitchen seller's 11 offers on emag.ro: one product family in three sizes. */
// prettier-ignore
export const EMAG_RO_PRODUCTS: readonly EmagPanelProduct[] = [
  { pnk: 'DQ5B1FMBM', code: 'BCB-45 (L)', category: 'Tocătoare', categoryId: 1794, validatedName: 'Tocător din lemn de bambus Ecosa, cu canal pentru suc, 45 x 30 cm', productId: 1001, ean: '5949212000011', price: 99.99, status: 1, stock: 12 },
  { pnk: 'DQ5B1FMBN', code: 'BCB-35 (M)', category: 'Tocătoare', categoryId: 1794, validatedName: 'Tocător din lemn de bambus Ecosa, cu canal pentru suc, 35 x 25 cm', productId: 1002, ean: '5949212000028', price: 79.99, status: 1, stock: 20 },
  { pnk: 'DQ5B1FMBP', code: 'BCB-25 (S)', category: 'Tocătoare', categoryId: 1794, validatedName: 'Tocător din lemn de bambus Ecosa, cu canal pentru suc, 25 x 18 cm', productId: 1003, ean: '5949212000035', price: 59.99, status: 1, stock: 31 },
  { pnk: 'DZ9Y8X7WM', code: 'CAN-2', category: 'Căni', categoryId: 2210, validatedName: 'Set 2 căni ceramice Ecosa, 350 ml, albastru', productId: 1004, ean: '5949212000042', price: 49.9, status: 1, stock: 8 },
  { pnk: 'D7K2M9QXB', code: 'PROSOP-IN-R', category: 'Prosoape de bucătărie', categoryId: 3105, validatedName: 'Prosop de bucătărie din in Ecosa, 50 x 70 cm, roșu', productId: 1005, ean: '5949212000059', price: 29.9, status: 1, stock: 40 },
  { pnk: 'D7K2M9QXC', code: 'PROSOP-IN-A', category: 'Prosoape de bucătărie', categoryId: 3105, validatedName: 'Prosop de bucătărie din in Ecosa, 50 x 70 cm, albastru', productId: 1006, ean: '5949212000066', price: 29.9, status: 1, stock: 35 },
  { pnk: 'DJ3N5T8RW', code: 'CUT-PAINE 20', category: 'Cuțite', categoryId: 1522, validatedName: 'Cuțit pentru pâine Ecosa, lamă din oțel inoxidabil, 20 cm', productId: 1007, ean: '5949212000073', price: 69.0, status: 1, stock: 15 },
  { pnk: 'DR4W6Y2ZA', code: 'BOL-MASLIN', category: 'Boluri', categoryId: 2230, validatedName: 'Bol din lemn de măslin Ecosa, Ø 18 cm', productId: 1008, ean: '5949212000080', price: 119.0, status: 1, stock: 5 },
  { pnk: 'DF8H1J3KL', code: 'SUPORT-CUT', category: 'Accesorii bucătărie', categoryId: 3300, validatedName: 'Suport magnetic pentru cuțite Ecosa, 40 cm, fag', productId: 1009, ean: '5949212000097', price: 89.0, status: 1, stock: 9 },
  { pnk: 'DB2C4D6EF', code: 'SORT-SET3', category: 'Accesorii bucătărie', categoryId: 3300, validatedName: 'Set 3 șorțuri de bucătărie Ecosa, bumbac, multicolor', productId: 1010, ean: '5949212000103', price: 99.0, status: 1, stock: 14 },
  { pnk: 'DM6N8P1QR', code: 'RAZATOARE-4', category: 'Ustensile bucătărie', categoryId: 3310, validatedName: 'Răzătoare Ecosa cu 4 fețe, oțel inoxidabil, 24 cm', productId: 1011, ean: '5949212000110', price: 45.0, status: 1, stock: 22 },
];

/** The "Update offers" sheet's rows: sections, column names, one row per offer. */
export function updateOffersRows(
  language: EmagPanelLanguage,
  products: readonly EmagPanelProduct[],
): (string | number)[][] {
  const words = WORDS[language];
  const sections = [
    words.sections.identification,
    ...Array<string>(words.identification.length - 1).fill(''),
    words.sections.offer,
    ...Array<string>(words.offer.length - 1).fill(''),
  ];
  return [
    sections,
    [...words.identification, ...words.offer],
    ...products.map((p) => [
      ...identification(p),
      p.price, p.price, Math.round(p.price * 0.8 * 100) / 100, Math.round(p.price * 1.5 * 100) / 100,
      19, p.status, p.stock, 1,
    ]), // prettier-ignore
  ];
}

/** "Improve product documentation": identification, documentation, description sections. */
export function improveDocumentationRows(
  language: EmagPanelLanguage,
  products: readonly EmagPanelProduct[],
): (string | number)[][] {
  const words = WORDS[language];
  const pad = (name: string, count: number) => [name, ...Array<string>(count - 1).fill('')];
  return [
    [
      ...pad(words.sections.identification, words.identification.length),
      ...pad(words.sections.documentation, words.documentation.length),
      ...pad(words.sections.description, words.description.length),
    ],
    [...words.identification, ...words.documentation, ...words.description],
    ...products.map((p) => [
      ...identification(p),
      1, 1,
      p.proposedName ?? '', 'Ecosa', language, '', p.ownWebsiteUrl ?? '',
    ]), // prettier-ignore
  ];
}

function identification(p: EmagPanelProduct): (string | number)[] {
  return [p.pnk, p.code, p.category, p.categoryId, p.validatedName, p.productId, p.ean];
}

/** Rows as the panel's download: a BIFF8 .xls workbook with the sheet and eMAG's help sheet. */
export function emagPanelXls(rows: (string | number)[][], sheetName: string): Uint8Array {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), sheetName);
  utils.book_append_sheet(book, utils.aoa_to_sheet([['Instructions']]), 'Instructions');
  return new Uint8Array(write(book, { type: 'array', bookType: 'biff8' }) as ArrayBuffer);
}
