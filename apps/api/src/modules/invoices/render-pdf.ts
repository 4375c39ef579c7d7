/**
 * The PDF of a tax invoice or credit note (CGST Rules 46 and 53), rendered once when the document is issued
 * and stored. A4, pdfkit, in Noto Sans (OFL, shipped by the npm package @expo-google-fonts/noto-sans as TTF),
 * which has ₹ and Devanagari, so the Hindi storefront's documents need no other font.
 */
import { createRequire } from 'node:module';
import {
  amountInWords,
  formatPlaceOfSupply,
  GST_STATE_CODES,
  groupIndianDigits,
  type HsnTaxLine,
  hsnSummary,
} from '@zari/contract';
import type PDFDocumentClass from 'pdfkit';
import { type DocumentLine, supplyOf, type TaxDocument } from './document.js';

const require = createRequire(import.meta.url);
const REGULAR = require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf');
const BOLD = require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf');

const TITLES = {
  invoice: { english: 'Tax Invoice', hindi: 'कर बीजक' },
  credit_note: { english: 'Credit Note', hindi: 'जमा पत्र' },
} as const;

const MARGIN = 36;
const A4_WIDTH = 595.28;
const CONTENT_WIDTH = A4_WIDTH - 2 * MARGIN;

/** 1,499.00: Indian grouping, always two decimals, as tax documents write amounts. */
export function money(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const value = Math.abs(paise);
  return `${sign}${groupIndianDigits(Math.floor(value / 100))}.${String(value % 100).padStart(2, '0')}`;
}

/** 26 Nov 2026, on the Indian calendar. */
function indianDate(at: Date): string {
  return new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  }).format(at);
}

const rate = (percent: number | null) => (percent === null ? '' : `${percent}%`);

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
  value: (line: DocumentLine) => string;
}

function lineColumns(intra: boolean): Column[] {
  const taxColumns: Column[] = intra
    ? [
        {
          title: 'CGST',
          width: 50,
          align: 'right',
          value: (line) => (line.hsn ? money(line.cgstPaise) : ''),
        },
        {
          title: 'SGST',
          width: 50,
          align: 'right',
          value: (line) => (line.hsn ? money(line.sgstPaise) : ''),
        },
      ]
    : [
        {
          title: 'IGST',
          width: 100,
          align: 'right',
          value: (line) => (line.hsn ? money(line.igstPaise) : ''),
        },
      ];
  return [
    { title: '#', width: 16, align: 'left', value: (line) => String(line.position) },
    { title: 'Description', width: 113, align: 'left', value: (line) => line.description },
    { title: 'HSN', width: 38, align: 'left', value: (line) => line.hsn ?? '' },
    { title: 'Qty', width: 24, align: 'right', value: (line) => String(line.quantity) },
    { title: 'Unit price', width: 52, align: 'right', value: (line) => money(line.unitPricePaise) },
    { title: 'Discount', width: 44, align: 'right', value: (line) => money(line.discountPaise) },
    {
      title: 'Taxable value',
      width: 56,
      align: 'right',
      value: (line) => (line.hsn ? money(line.taxablePaise) : 'Not taxable'),
    },
    { title: 'Rate', width: 30, align: 'right', value: (line) => rate(line.ratePercent) },
    ...taxColumns,
    { title: 'Total', width: 50, align: 'right', value: (line) => money(line.totalPaise) },
  ];
}

/**
 * pdfkit (with fontkit, its fonts' parser), loaded with the first document rather than at start-up: ~20 MB
 * of resident memory that a process serving pages and orders holds only once it issues a document.
 */
let pdfkit: Promise<{ default: typeof PDFDocumentClass }> | undefined;

/** Renders the document; resolves with the PDF's bytes. */
export async function renderDocumentPdf(document: TaxDocument): Promise<Buffer> {
  pdfkit ??= import('pdfkit');
  const { default: PDFDocument } = await pdfkit;
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${TITLES[document.kind].english} ${document.number}`,
      Author: document.seller.legalName,
      CreationDate: document.issuedAt,
    },
  });
  pdf.registerFont('regular', REGULAR);
  pdf.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  writeDocument(pdf, document);
  pdf.end();
  return done;
}

function writeDocument(pdf: PDFKit.PDFDocument, document: TaxDocument) {
  const { seller, buyer } = document;
  const intra = supplyOf(document) === 'intra';
  const title = TITLES[document.kind];

  pdf.font('bold').fontSize(16).text(`${title.english} · ${title.hindi}`, { align: 'center' });
  pdf.moveDown(0.5);

  // Seller (left) and the document's number and date (right).
  const top = pdf.y;
  const address = seller.registeredAddress;
  pdf
    .font('bold')
    .fontSize(10)
    .text(seller.legalName, MARGIN, top, { width: CONTENT_WIDTH / 2 });
  pdf
    .font('regular')
    .fontSize(8.5)
    .text(
      [
        seller.tradeName === seller.legalName ? undefined : `Trade name: ${seller.tradeName}`,
        address.line1,
        address.line2,
        `${address.city}, ${address.state} ${address.pincode}`,
        `State code: ${address.stateCode}`,
        `GSTIN: ${seller.gstin}`,
        `${seller.supportEmail} · ${seller.supportPhone}`,
      ]
        .filter(Boolean)
        .join('\n'),
      { width: CONTENT_WIDTH / 2 },
    );
  const sellerBottom = pdf.y;
  const right = MARGIN + CONTENT_WIDTH / 2;
  pdf
    .font('regular')
    .fontSize(9)
    .text(
      [
        `${title.english} no.: ${document.number}`,
        `Date: ${indianDate(document.issuedAt)}`,
        ...(document.against
          ? [
              `Against invoice: ${document.against.number}`,
              `Invoice date: ${indianDate(document.against.issuedAt)}`,
            ]
          : []),
        `Place of supply: ${formatPlaceOfSupply(document.placeOfSupply)}`,
        `Supply: ${intra ? 'Intra-state (CGST + SGST)' : 'Inter-state (IGST)'}`,
        'Reverse charge: No',
      ].join('\n'),
      right,
      top,
      { width: CONTENT_WIDTH / 2, align: 'right' },
    );
  pdf.y = Math.max(sellerBottom, pdf.y) + 10;

  pdf.font('bold').fontSize(9).text('Bill to / Ship to', MARGIN);
  pdf
    .font('regular')
    .fontSize(8.5)
    .text(
      [
        buyer.name,
        buyer.address,
        `${buyer.city}, ${buyer.state} ${buyer.postalCode}`,
        `State: ${GST_STATE_CODES[document.placeOfSupply]} (code ${document.placeOfSupply})`,
      ].join('\n'),
    );
  pdf.moveDown(0.8);

  writeTable(pdf, lineColumns(intra), document.lines);
  writeTotals(pdf, document, intra);
  writeHsnSummary(pdf, document, intra);

  pdf.moveDown(1);
  pdf
    .font('regular')
    .fontSize(7.5)
    .text(
      'Prices are inclusive of GST. The plantation amount is a donation, not a supply: it carries no tax. ' +
        'This is a computer-generated document and needs no signature.',
      MARGIN,
      pdf.y,
      { width: CONTENT_WIDTH },
    );
}

function writeTable<Row>(
  pdf: PDFKit.PDFDocument,
  columns: readonly { title: string; width: number; align: 'left' | 'right'; value: (row: Row) => string }[],
  rows: readonly Row[],
) {
  const cells = (texts: readonly string[], font: 'regular' | 'bold') => {
    pdf.font(font).fontSize(7.5);
    const y = pdf.y;
    let x = MARGIN;
    let height = 0;
    texts.forEach((text, index) => {
      const column = columns[index];
      if (!column) return;
      const options = { width: column.width - 4, align: column.align };
      height = Math.max(height, pdf.heightOfString(text, options));
      pdf.text(text, x, y, options);
      x += column.width;
    });
    pdf.y = y + height + 3;
    pdf
      .moveTo(MARGIN, pdf.y - 1.5)
      .lineTo(MARGIN + CONTENT_WIDTH, pdf.y - 1.5)
      .lineWidth(0.3)
      .stroke('#999999');
  };
  cells(
    columns.map((column) => column.title),
    'bold',
  );
  for (const row of rows) {
    if (pdf.y > pdf.page.height - MARGIN * 3) pdf.addPage();
    cells(
      columns.map((column) => column.value(row)),
      'regular',
    );
  }
}

function writeTotals(pdf: PDFKit.PDFDocument, document: TaxDocument, intra: boolean) {
  const { totals } = document;
  const rows: [string, number][] = [
    ['Taxable value', totals.taxablePaise],
    ...(intra
      ? ([
          ['CGST', totals.cgstPaise],
          ['SGST', totals.sgstPaise],
        ] as [string, number][])
      : ([['IGST', totals.igstPaise]] as [string, number][])),
    ...(totals.nonTaxablePaise > 0
      ? ([['Plantation amount (not taxable)', totals.nonTaxablePaise]] as [string, number][])
      : []),
  ];
  pdf.moveDown(0.5);
  const labelX = MARGIN + CONTENT_WIDTH - 260;
  for (const [label, paise] of rows) {
    const y = pdf.y;
    pdf.font('regular').fontSize(8.5).text(label, labelX, y, { width: 170 });
    pdf.text(`₹${money(paise)}`, labelX + 170, y, { width: 90, align: 'right' });
  }
  const y = pdf.y + 2;
  pdf.font('bold').fontSize(10).text('Total', labelX, y, { width: 170 });
  pdf.text(`₹${money(totals.totalPaise)}`, labelX + 170, y, { width: 90, align: 'right' });
  pdf.moveDown(0.4);
  pdf
    .font('regular')
    .fontSize(8.5)
    .text(`Amount in words: ${amountInWords(totals.totalPaise)}`, MARGIN, pdf.y, { width: CONTENT_WIDTH });
}

function writeHsnSummary(pdf: PDFKit.PDFDocument, document: TaxDocument, intra: boolean) {
  const taxed: HsnTaxLine[] = document.lines.flatMap((line) =>
    line.hsn && line.ratePercent !== null
      ? [
          {
            hsn: line.hsn,
            quantity: line.quantity,
            ratePercent: line.ratePercent,
            taxablePaise: line.taxablePaise,
            cgstPaise: line.cgstPaise,
            sgstPaise: line.sgstPaise,
            igstPaise: line.igstPaise,
            taxPaise: line.cgstPaise + line.sgstPaise + line.igstPaise,
          },
        ]
      : [],
  );
  const summary = hsnSummary(taxed);
  pdf.moveDown(0.8);
  pdf.font('bold').fontSize(9).text('HSN summary', MARGIN);
  pdf.moveDown(0.2);
  type Row = (typeof summary)[number];
  writeTable<Row>(
    pdf,
    [
      { title: 'HSN', width: 70, align: 'left', value: (row) => row.hsn },
      { title: 'Qty', width: 40, align: 'right', value: (row) => String(row.quantity) },
      { title: 'Rate', width: 50, align: 'right', value: (row) => rate(row.ratePercent) },
      { title: 'Taxable value', width: 90, align: 'right', value: (row) => money(row.taxablePaise) },
      ...(intra
        ? [
            { title: 'CGST', width: 80, align: 'right' as const, value: (row: Row) => money(row.cgstPaise) },
            { title: 'SGST', width: 80, align: 'right' as const, value: (row: Row) => money(row.sgstPaise) },
          ]
        : [
            { title: 'IGST', width: 160, align: 'right' as const, value: (row: Row) => money(row.igstPaise) },
          ]),
      { title: 'Total tax', width: 80, align: 'right', value: (row) => money(row.taxPaise) },
    ],
    summary,
  );
}
