import { describe, expect, it } from 'vitest';
import { auditChanges, auditSentence, formatAuditTime } from './audit-view.js';

describe('auditSentence', () => {
  it('says each known kind in words and any other as entity and verb', () => {
    expect(auditSentence('variant.update')).toBe('Edited a colour');
    expect(auditSentence('product.stock')).toBe('Changed the stock of a product');
    expect(auditSentence('return.approve')).toBe('return: approve');
  });
});

describe('auditChanges', () => {
  it('lists only changed fields, money in paise shown in rupees', () => {
    expect(
      auditChanges(
        {
          title: 'Kurta',
          amountPaise: 249900,
          discountedPaise: 199950,
          sizes: ['S', 'M'],
          fastDelivery: false,
        },
        {
          title: 'Kurta',
          amountPaise: 259900,
          discountedPaise: 199950,
          sizes: ['S', 'M', 'L'],
          fastDelivery: true,
        },
      ),
    ).toEqual([
      { field: 'Price', before: '₹2,499', after: '₹2,599' },
      { field: 'Sizes', before: 'S, M', after: 'S, M, L' },
      { field: 'Fast delivery', before: 'No', after: 'Yes' },
    ]);
  });

  it('shows rupee fields of an API answer as rupees and counts photos', () => {
    expect(
      auditChanges(
        { _id: 'v1', colorName: 'Red', price: 1999.5, images: ['/uploads/a.webp'] },
        { _id: 'v1', colorName: 'Maroon', price: 1899, images: [] },
      ),
    ).toEqual([
      { field: 'Colour name', before: 'Red', after: 'Maroon' },
      { field: 'Price', before: '₹1,999.5', after: '₹1,899' },
      { field: 'Photos', before: '1 photo', after: '0 photos' },
    ]);
  });

  it('lists what a creation set and what a removal held; names unknown fields in words', () => {
    expect(auditChanges(null, { deliveryDays: 3 })).toEqual([
      { field: 'Delivery days', before: '—', after: '3' },
    ]);
    expect(auditChanges({ code: 'DIWALI' }, null)).toEqual([{ field: 'Code', before: 'DIWALI', after: '—' }]);
    expect(auditChanges({ a: 1 }, { a: 1 })).toEqual([]);
  });

  it('treats a bare value as one change', () => {
    expect(auditChanges(3, 5)).toEqual([{ field: 'Value', before: '3', after: '5' }]);
  });
});

describe('formatAuditTime', () => {
  it('writes the instant in India time and says so', () => {
    expect(formatAuditTime('2026-11-26T14:15:00.000Z')).toMatch(/26 Nov 2026.*7:45\s?pm IST/i);
  });
});
