import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words.js';

const rupees = (value: number) => value * 100;

describe('amountInWords', () => {
  it("writes the issue's two examples", () => {
    expect(amountInWords(rupees(1499))).toBe('Rupees One Thousand Four Hundred Ninety-Nine Only');
    expect(amountInWords(rupees(120_000) + 50)).toBe('Rupees One Lakh Twenty Thousand and Fifty Paise Only');
  });

  it('writes every unit boundary', () => {
    const cases: [number, string][] = [
      [0, 'Rupees Zero Only'],
      [1, 'Rupees One Only'],
      [19, 'Rupees Nineteen Only'],
      [20, 'Rupees Twenty Only'],
      [21, 'Rupees Twenty-One Only'],
      [99, 'Rupees Ninety-Nine Only'],
      [100, 'Rupees One Hundred Only'],
      [101, 'Rupees One Hundred One Only'],
      [110, 'Rupees One Hundred Ten Only'],
      [999, 'Rupees Nine Hundred Ninety-Nine Only'],
      [1000, 'Rupees One Thousand Only'],
      [1001, 'Rupees One Thousand One Only'],
      [10_000, 'Rupees Ten Thousand Only'],
      [99_999, 'Rupees Ninety-Nine Thousand Nine Hundred Ninety-Nine Only'],
      [100_000, 'Rupees One Lakh Only'],
      [100_001, 'Rupees One Lakh One Only'],
      [999_999, 'Rupees Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine Only'],
      [9_999_999, 'Rupees Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine Only'],
      [10_000_000, 'Rupees One Crore Only'],
      [10_000_100, 'Rupees One Crore One Hundred Only'],
      [
        999_999_999,
        'Rupees Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine Only',
      ],
      [1_000_000_000, 'Rupees One Hundred Crore Only'],
      [10_000_000_000, 'Rupees One Thousand Crore Only'],
      [100_000_000_000, 'Rupees Ten Thousand Crore Only'],
      [1_000_000_000_000, 'Rupees One Lakh Crore Only'],
    ];
    for (const [value, words] of cases) expect(amountInWords(rupees(value)), String(value)).toBe(words);
  });

  it('writes paise: alone, beside rupees, and at their own boundaries', () => {
    expect(amountInWords(1)).toBe('One Paise Only');
    expect(amountInWords(50)).toBe('Fifty Paise Only');
    expect(amountInWords(99)).toBe('Ninety-Nine Paise Only');
    expect(amountInWords(101)).toBe('Rupees One and One Paise Only');
    expect(amountInWords(rupees(1000) + 19)).toBe('Rupees One Thousand and Nineteen Paise Only');
    expect(amountInWords(rupees(10_000_000) + 21)).toBe('Rupees One Crore and Twenty-One Paise Only');
    expect(amountInWords(rupees(999_999_999) + 99)).toBe(
      'Rupees Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only',
    );
  });

  it('never writes "Zero" inside a number or leaves a double space', () => {
    for (let value = 1; value < 2_000_000; value += 997) {
      const words = amountInWords(value);
      expect(words).not.toMatch(/ {2}|Zero|^ | $/);
      expect(words.endsWith(' Only')).toBe(true);
    }
  });

  it('refuses negative, fractional and unsafe amounts', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
    expect(() => amountInWords(Number.NaN)).toThrow(RangeError);
    expect(() => amountInWords(2 ** 53)).toThrow(RangeError);
  });
});
